#!/usr/bin/env python3
"""Writes CHANGELOG.md as a Debian changelog, for the package's changelog.gz.

    python3 scripts/debian-changelog.py CHANGELOG.md > changelog

A native package's changelog is Debian's own file format (deb-changelog(5)): one entry per
release, newest first, its lines the release's items. Each `## [VERSION] - DATE` section of
CHANGELOG.md becomes one entry; its `### Added`/`Changed`/`Fixed` items become `*` lines under
`[ Added ]` and the like; the words are the changelog's own.
"""

import re
import sys
import textwrap
from datetime import datetime, timezone

MAINTAINER = "ilgi developers <maintainers@users.noreply.a-seed-196709cc.example>"


def releases(text: str):
    sections = re.split(r"^## ", text, flags=re.M)[1:]
    for section in sections:
        heading, _, body = section.partition("\n")
        match = re.match(r"\[(\d[^\]]*)\] - (\d{4}-\d{2}-\d{2})", heading)
        if match:
            yield match.group(1), match.group(2), body


def items(body: str):
    """(group, item text) for each list item, its lines joined, Markdown marks dropped."""
    group = ""
    current = None
    for line in body.splitlines():
        if line.startswith("### "):
            group = line[4:].strip()
        elif line.startswith("- "):
            if current:
                yield current
            current = [group, line[2:].strip()]
        elif line.startswith("  ") and current:
            current[1] += " " + line.strip()
        elif not line.strip() and current:
            yield current
            current = None
    if current:
        yield current


def plain(text: str) -> str:
    return re.sub(r"\*\*|`", "", text)


def main() -> None:
    text = open(sys.argv[1], encoding="utf-8").read()
    out = []
    for version, date, body in releases(text):
        out.append(f"ilgi ({version}) bookworm; urgency=medium")
        out.append("")
        group_shown = None
        for group, item in items(body):
            if group != group_shown:
                out.append(f"  [ {group} ]")
                group_shown = group
            wrapped = textwrap.wrap(plain(item), width=74, break_on_hyphens=False)
            out.append("  * " + wrapped[0])
            out += ["    " + line for line in wrapped[1:]]
        stamp = datetime.strptime(date, "%Y-%m-%d").replace(hour=12, tzinfo=timezone.utc)
        out.append("")
        out.append(f" -- {MAINTAINER}  {stamp.strftime('%a, %d %b %Y %H:%M:%S +0000')}")
        out.append("")
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
