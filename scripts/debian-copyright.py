#!/usr/bin/env python3
"""Writes the package's /usr/share/doc/ilgi/copyright (Debian's machine-readable format).

    python3 scripts/debian-copyright.py CHECKOUTS_FOLDER > copyright

ilgi is built with the Swift runtime and every Swift package it uses linked in, so the package
carries each one's licence: ilgi's own, Swift's (the standard library, Foundation, libdispatch:
Apache-2.0 with the Runtime Library Exception), ICU's (Unicode-3.0, the data and code inside
Foundation), and one stanza per package in CHECKOUTS_FOLDER (SwiftPM's `.build/checkouts`),
read from its LICENSE file. Apache-2.0 is named, as Debian ships its text in
/usr/share/common-licenses; every other licence is given in full.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Built for the tests only, never linked into a program.
TEST_ONLY = {"swift-property-based"}
# Linked on Apple platforms only.
NOT_ON_LINUX = {"swift-nio-transport-services"}


def licence_file(folder: Path) -> Path:
    for name in ("LICENSE.txt", "LICENSE", "LICENSE.md", "COPYING"):
        if (folder / name).is_file():
            return folder / name
    sys.exit(f"{folder.name}: no licence file")


def identify(text: str) -> str:
    if "MCP project is undergoing a licensing transition" in text:
        return "Apache-2.0 or MIT"
    if "Apache License" in text and "Version 2.0" in text:
        return "Apache-2.0"
    if text.lstrip().startswith("MIT License") or "Permission is hereby granted, free of charge" in text:
        return "MIT"
    sys.exit("an unknown licence: " + text[:80])


def indented(text: str) -> str:
    lines = text.strip("\n").splitlines()
    return "\n".join(" " + line if line.strip() else " ." for line in lines)


def main() -> None:
    checkouts = Path(sys.argv[1])
    out = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
        "Upstream-Name: ilgi",
        "",
        "Files: *",
        "Copyright: 2026 the ilgi developers",
        "License: Apache-2.0",
        "",
        "Files: usr/bin/ilgi usr/libexec/ilgi/ilgi-helper",
        "Copyright: 2014-2026 Apple Inc. and the Swift project authors",
        "Comment: The Swift standard library and runtime, Foundation (swift-foundation,",
        " swift-corelibs-foundation) and libdispatch, linked into both programs.",
        "License: Apache-2.0 with Swift Runtime Library Exception",
        "",
        "Files: usr/bin/ilgi usr/libexec/ilgi/ilgi-helper",
        "Copyright: 2016-2024 Unicode, Inc.",
        "Comment: ICU (swift-foundation-icu), inside Foundation; its data trimmed to English",
        " and Korean.",
        "License: Unicode-3.0",
        "",
    ]
    mit_texts = []
    for folder in sorted(checkouts.iterdir(), key=lambda p: p.name.lower()):
        if not folder.is_dir() or folder.name in TEST_ONLY | NOT_ON_LINUX:
            continue
        text = licence_file(folder).read_text(encoding="utf-8", errors="replace")
        licence = identify(text)
        stanza = [
            "Files: usr/bin/ilgi usr/libexec/ilgi/ilgi-helper",
            f"Comment: {folder.name}, a Swift package linked into ilgi.",
            f"Copyright: the {folder.name} authors",
        ]
        if licence == "Apache-2.0":
            stanza.append("License: Apache-2.0")
        elif licence == "Apache-2.0 or MIT":
            # The MCP SDK's file: a note on its move to Apache-2.0, Apache's text (in
            # /usr/share/common-licenses), then MIT's: the note and MIT's text are given.
            parts = [part for part in text.split("\n---\n") if "TERMS AND CONDITIONS" not in part]
            name = f"MIT-{folder.name}"
            stanza.append(f"License: Apache-2.0 or {name}")
            mit_texts.append((name, "\n.\n".join(part.strip("\n") for part in parts if part.strip())))
        else:
            name = f"{licence}-{folder.name}"
            stanza.append(f"License: {name}")
            mit_texts.append((name, text))
        out += stanza + [""]
    out += [
        "License: Apache-2.0",
        " On Debian systems the full text of the Apache License 2.0 is in",
        " /usr/share/common-licenses/Apache-2.0.",
        "",
        "License: Apache-2.0 with Swift Runtime Library Exception",
        " On Debian systems the full text of the Apache License 2.0 is in",
        " /usr/share/common-licenses/Apache-2.0.",
        " .",
        " Runtime Library Exception to the Apache 2.0 License:",
        " .",
        " As an exception, if you use this Software to compile your source code and",
        " portions of this Software are embedded into the binary product as a result,",
        " you may redistribute such product without providing attribution as would",
        " otherwise be required by Sections 4(a), 4(b) and 4(d) of the License.",
        "",
        "License: Unicode-3.0",
        indented((ROOT / "packaging/licenses/Unicode-3.0").read_text(encoding="utf-8")),
        "",
    ]
    for name, text in mit_texts:
        out += [f"License: {name}", indented(text), ""]
    sys.stdout.write("\n".join(out).rstrip("\n") + "\n")


if __name__ == "__main__":
    main()
