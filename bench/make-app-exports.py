"""Exports of the apps `ilgi import` reads, at the sizes issue 76 names, for import-apps-bench.sh.

    python3 bench/make-app-exports.py OUT_FOLDER

Writes OUT_FOLDER/journey.zip (10,000 entries, one in five with a photo: 2,000 photos of 20 KB,
each entry a few paragraphs of HTML with a mood, a place, the weather and two tags, over 27
years in two time zones) and OUT_FOLDER/daylio.daylio (ten years: 3,650 day entries, moods,
activities and notes with <br>). The layouts are those ImportFromAppsTests reads; every value is
made up.
"""
import base64
import json
import random
import sys
import zipfile
from pathlib import Path

out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
random.seed(76)
words = "river walk coffee rain friends book tea evening quiet morning train sea work tired happy".split()


def paragraph(count):
    return " ".join(random.choice(words) for _ in range(count)).capitalize() + "."


with zipfile.ZipFile(out / "journey.zip", "w", zipfile.ZIP_DEFLATED) as archive:
    for index in range(10_000):
        millis = 1_000_000_000_000 + index * 86_400_000 - random.randint(0, 40_000_000)
        entry_id = f"{millis}-{index:08x}"
        photos = [f"{entry_id}-photo{index:05d}.jpeg"] if index % 5 == 0 else []
        entry = {
            "id": entry_id,
            "date_journal": millis,
            "date_modified": millis + 60_000,
            "timezone": random.choice(["Asia/Seoul", "Europe/London"]),
            "text": "".join(f'<p dir="auto">{paragraph(random.randint(8, 40))}</p>' for _ in range(3)),
            "type": "html",
            "mood": random.randint(0, 5),
            "favourite": index % 11 == 0,
            "tags": random.sample(words, 2),
            "address": "Seoul",
            "lat": 37.5665,
            "lon": 126.978,
            "weather": {"degree_c": 12.5, "description": "Light rain", "place": "Seoul", "icon": "10d", "id": -1},
            "photos": photos,
        }
        archive.writestr(entry_id + ".json", json.dumps(entry))
        for photo in photos:
            archive.writestr(photo, b"\xff\xd8\xff\xe0" + random.randbytes(20_000), compress_type=zipfile.ZIP_STORED)

days = []
for index in range(3650):
    millis = 1_500_000_000_000 + index * 86_400_000
    days.append({
        "id": index + 1, "datetime": millis, "timeZoneOffset": 32_400_000, "year": 2017, "month": 6, "day": 14,
        "hour": 21, "minute": 0, "mood": random.randint(1, 5), "note_title": random.choice(["", paragraph(3)]),
        "note": paragraph(20) + "<br>" + paragraph(10), "tags": random.sample([1, 2, 3, 4], 2), "assets": [],
        "isFavorite": index % 13 == 0,
    })
backup = {
    "version": 15,
    "customMoods": [
        {"id": k, "custom_name": "", "predefined_name_id": k, "mood_group_id": k, "mood_group_order": 0}
        for k in range(1, 6)
    ],
    "tags": [{"id": k, "name": name} for k, name in enumerate(["walk", "work", "friends", "reading"], start=1)],
    "dayEntries": days,
    "assets": [],
    "goals": [],
}
with zipfile.ZipFile(out / "daylio.daylio", "w", zipfile.ZIP_DEFLATED) as archive:
    archive.writestr("backup.daylio", base64.b64encode(json.dumps(backup).encode()))
