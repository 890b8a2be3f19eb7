#!/usr/bin/env python3
"""Writes the ICU data a packaged ilgi embeds: the toolchain's, with only the languages ilgi speaks.

    python3 scripts/trim-icu-data.py LIB_FOUNDATION_ICU_A OUT.dat

Swift's static Foundation carries all of ICU's data (34 MB, `icudt76_dat` in
`lib_FoundationICU.a`), the locale data of some 800 locales among it. ilgi formats its dates and
words in English and Korean only (`Language.locale`: en_US, ko_KR, and en_US_POSIX for the dates
it writes), so a package keeps the data those need and every piece that belongs to no locale
(time zones, calendars, plural rules, Unicode properties, normalization) and leaves out:

- the data of the locales that are neither root, English nor Korean, in every tree (the
  locale's own names, collation, zone, unit, currency, language and region names, number
  spell-out, break rules);
- the character set converters (`*.cnv`): ilgi reads and writes UTF-8 only, which ICU converts
  without data;
- the word-break dictionaries of Chinese, Japanese, Thai, Lao, Khmer and Burmese (`*.dict`):
  Korean and English words are broken by rules;
- the transliterators (`translit/`), the names of languages, regions and units (`lang/`,
  `region/`, `unit/`), numbers spelled out (`rbnf/`), the Unicode
  character names (`unames.icu`) and Japanese phrase breaking (`*phrase*`): nothing ilgi
  formats asks for them.

ICU's common data is a table of contents of named items, each a whole file of its own
(unicode-org/icu, `udata.h`, `ucmndata.h`): the table keeps its order (ICU finds an item by a
binary search of the names) and each item its 16-byte alignment. The result is checked by the
tests the package's ilgi passes (`make check-deb`), in both languages.

Prints the item count and size before and after.
"""

import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

# A locale's file name: a language code, then subtags (`ko`, `en_GB`, `sr_Latn_BA`, `root`).
LOCALE = re.compile(r"^(?:[a-z]{2,3}|root)(?:_[A-Za-z0-9]+)*$")
KEPT_LOCALES = re.compile(r"^(?:root|en|ko)(?:_[A-Za-z0-9]+)*$")
# Trees whose items are one locale each.
LOCALE_TREES = {"coll", "zone", "brkitr", "curr"}
# Currencies stay (`curr/`): ICU's number formats, which its date formats hold, read them.
DROPPED_TREES = {"translit", "lang", "region", "unit", "rbnf"}
DROPPED_FILES = {"unames.icu"}
HEADER_MAGIC = (0xDA, 0x27)


def packaged_data(archive: Path) -> bytes:
    """The bytes of `icudt*_dat` out of the static library (one object file holds them)."""
    with tempfile.TemporaryDirectory() as work:
        member = subprocess.run(
            ["ar", "t", str(archive)], check=True, capture_output=True, text=True
        ).stdout.split()
        name = next(m for m in member if m.startswith("icu_packaged_data"))
        subprocess.run(["ar", "x", str(archive.resolve()), name], check=True, cwd=work)
        out = Path(work) / "data.bin"
        subprocess.run(
            ["objcopy", "-O", "binary", "--only-section=.rodata", name, str(out)], check=True, cwd=work
        )
        return out.read_bytes()


def items(data: bytes):
    """The header, then (name, bytes) for each item, in the table's order."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", data, 0)
    if (magic1, magic2) != HEADER_MAGIC or data[12:16] != b"CmnD":
        sys.exit("not ICU common data (no CmnD header)")
    toc = header_size
    (count,) = struct.unpack_from("<I", data, toc)
    entries = [struct.unpack_from("<II", data, toc + 4 + 8 * i) for i in range(count)]
    result = []
    for i, (name_offset, data_offset) in enumerate(entries):
        start = toc + name_offset
        name = data[start : data.index(b"\0", start)].decode("ascii")
        end = toc + entries[i + 1][1] if i + 1 < count else len(data)
        result.append((name, data[toc + data_offset : end]))
    return data[:header_size], result


def keeps(name: str) -> bool:
    parts = name.split("/")[1:]  # without the package's own `icudt76l/`
    tree, file = (parts[0], parts[-1]) if len(parts) > 1 else ("", parts[0])
    stem = file.rsplit(".", 1)[0]
    if tree in DROPPED_TREES or file in DROPPED_FILES or "phrase" in file:
        return False
    if file.endswith(".cnv") or file.endswith(".dict"):
        return False
    if (tree in LOCALE_TREES or tree == "") and file.endswith(".res") and LOCALE.match(stem):
        return bool(KEPT_LOCALES.match(stem))
    return True


def package(header: bytes, kept) -> bytes:
    """A common data file of `kept`, laid out as ICU's own tools lay it out."""
    names = bytearray()
    name_offsets = []
    toc_size = 4 + 8 * len(kept)
    for name, _ in kept:
        name_offsets.append(toc_size + len(names))
        names += name.encode("ascii") + b"\0"
    body_start = toc_size + len(names)
    body_start += -body_start % 16
    body = bytearray()
    data_offsets = []
    for _, item in kept:
        data_offsets.append(body_start + len(body))
        body += item
        body += b"\0" * (-len(body) % 16)
    toc = bytearray(struct.pack("<I", len(kept)))
    for name_offset, data_offset in zip(name_offsets, data_offsets):
        toc += struct.pack("<II", name_offset, data_offset)
    toc += names
    toc += b"\0" * (body_start - len(toc))
    return bytes(header) + bytes(toc) + bytes(body)


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit(__doc__.split("\n\n")[1])
    data = packaged_data(Path(sys.argv[1]))
    header, all_items = items(data)
    kept = [(name, item) for name, item in all_items if keeps(name)]
    out = package(header, kept)
    # Read back: the same items, byte for byte.
    _, again = items(out)
    if [(n, i.rstrip(b"\0")) for n, i in again] != [(n, i.rstrip(b"\0")) for n, i in kept]:
        sys.exit("the trimmed data does not read back")
    Path(sys.argv[2]).write_bytes(out)
    print(
        f"ICU data: {len(all_items)} items, {len(data) / 1e6:.1f} MB -> "
        f"{len(kept)} items, {len(out) / 1e6:.1f} MB"
    )


if __name__ == "__main__":
    main()
