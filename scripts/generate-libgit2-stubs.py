#!/usr/bin/env python3
"""Writes Sources/CLazyLibGit2/stubs.c: one stub for each libgit2 function ilgi calls.

ilgi does not link libgit2; it loads it on first use (Sources/CLazyLibGit2/lazy_libgit2.c
says why). Each stub has the prototype of libgit2's own header, which the compiler checks
against the declaration it includes, and calls the real function through a pointer found
the first time.

Run it after calling a libgit2 function that has no stub yet (the link fails, naming it):

    python3 scripts/generate-libgit2-stubs.py [/usr/include]

It reads the functions' declarations (`GIT_EXTERN(type) name(parameters);`) from libgit2's
headers and the names ilgi uses from the sources under Sources/.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources/CLazyLibGit2/stubs.c"
INCLUDE = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/include")

# Variadic, so no stub can pass its arguments on: lazy_libgit2.c wraps the options ilgi sets.
NOT_STUBBED = {"git_libgit2_opts"}


def declarations():
    """Every GIT_EXTERN function of the headers: name -> (return type, parameter text)."""
    found = {}
    pattern = re.compile(r"GIT_EXTERN\((?P<type>[^)]*)\)\s*(?P<name>git_\w+)\s*\((?P<params>[^;]*)\)\s*;", re.S)
    for header in sorted((INCLUDE / "git2").rglob("*.h")):
        text = re.sub(r"/\*.*?\*/", "", header.read_text(), flags=re.S)
        for match in pattern.finditer(text):
            params = " ".join(match["params"].split())
            found[match["name"]] = (" ".join(match["type"].split()), params)
    return found


def used_names(known):
    """The libgit2 functions named anywhere in ilgi's own sources."""
    names = set()
    for path in (ROOT / "Sources").rglob("*"):
        if path.suffix not in {".swift", ".c", ".h"} or path == OUTPUT:
            continue
        names.update(n for n in re.findall(r"\bgit_\w+", path.read_text()) if n in known)
    return sorted(names - NOT_STUBBED)


def split_parameters(params):
    """The parameters at the top level of the list: commas inside parentheses are kept."""
    parts, depth, current = [], 0, ""
    for char in params:
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
            continue
        depth += char == "("
        depth -= char == ")"
        current += char
    if current.strip():
        parts.append(current.strip())
    return [] if parts == ["void"] else parts


def parameter_name(parameter):
    """`const char *path` -> path; `int (*callback)(void *)` -> callback."""
    pointer = re.match(r"[^(]*\(\s*\*\s*(\w+)\s*\)", parameter)
    if pointer:
        return pointer[1]
    return re.findall(r"\w+", re.sub(r"\[.*?\]", "", parameter))[-1]


def stub(name, return_type, params):
    parameters = split_parameters(params)
    if "..." in parameters:
        sys.exit(f"{name} is variadic: wrap it in lazy_libgit2.c and add it to NOT_STUBBED")
    arguments = ", ".join(parameter_name(p) for p in parameters)
    call = f"LIBGIT2_FUNCTION({name})({arguments})"
    body = f"{call};" if return_type == "void" else f"return {call};"
    head = f"{return_type}{name}" if return_type.endswith("*") else f"{return_type} {name}"
    return f"{head}({params or 'void'})\n{{\n    {body}\n}}\n"


def main():
    known = declarations()
    if not known:
        sys.exit(f"no libgit2 declarations under {INCLUDE}/git2")
    names = used_names(known)
    stubs = "\n".join(stub(name, *known[name]) for name in names)
    table = "".join(f'    "{name}",\n' for name in names)
    OUTPUT.write_text(
        "// Made by scripts/generate-libgit2-stubs.py from libgit2's headers; do not edit.\n"
        "// One stub for each libgit2 function ilgi calls (lazy_libgit2.c says why).\n\n"
        '#include "lazy_function.h"\n#include "lazy_libgit2.h"\n\n' + stubs +
        f"\nstatic const char *const stubbed[] = {{\n{table}}};\n\n"
        "const char *lazy_libgit2_stubbed_name(int index)\n{\n"
        "    return index >= 0 && index < (int)(sizeof stubbed / sizeof *stubbed) ? stubbed[index] : NULL;\n"
        "}\n")
    print(f"{len(names)} stubs written to {OUTPUT.relative_to(ROOT)}")


main()
