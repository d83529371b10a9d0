#!/usr/bin/env python3
"""Checks that every public symbol of the Glaze module has a doc comment.

Reads the symbol graph that scripts/build-docs.sh extracts (the Glaze module with the re-exported
GlazeCore's and GlazeCatalog's symbols; or any Glaze.symbols.json given as the argument) and lists public symbols declared in
Sources/Glaze, Sources/GlazeCore, Sources/GlazeCatalog or Sources/GlazeDeclarations without a `///` comment. Symbols the compiler synthesises (no
source location, or declared outside those folders) and members that inherit their documentation from a
protocol requirement (e.g. `description`, `==`, `hash(into:)`) are not counted.

Exit status: 0 when every symbol is documented, 1 otherwise (the list names file:line).

    scripts/build-docs.sh
    python3 scripts/check-doc-comments.py
"""
import glob
import json
import os
import sys

# Members whose meaning comes from the protocol they implement; DocC shows the protocol's docs.
INHERITED = {"description", "debugDescription", "hash(into:)", "==(_:_:)", "!=(_:_:)", "<(_:_:)",
             "hashValue", "rawValue", "init(rawValue:)", "allCases", "encode(to:)", "init(from:)",
             "errorDescription", "callAsFunction(_:)"}


def main() -> int:
    found = glob.glob(".build/glaze-docs/symbol-graphs/Glaze.symbols.json")
    # The newest symbol graph only: a stale copy elsewhere under .build must not be checked.
    paths = sys.argv[1:] or sorted(found, key=os.path.getmtime)[-1:]
    if not paths:
        print("check-doc-comments: no Glaze.symbols.json; run scripts/build-docs.sh first", file=sys.stderr)
        return 2
    graph = json.load(open(paths[0]))
    missing = []
    total = 0
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        location = symbol.get("location", {})
        uri = location.get("uri", "")
        folder = next((f for f in ("/Sources/Glaze/", "/Sources/GlazeCore/", "/Sources/GlazeCatalog/", "/Sources/GlazeDeclarations/") if f in uri), None)
        if folder is None:
            continue
        name = symbol["names"]["title"]
        if name in INHERITED:
            continue
        total += 1
        if not symbol.get("docComment", {}).get("lines"):
            line = location.get("position", {}).get("line", 0) + 1
            path = uri.split(folder, 1)[1]
            missing.append(f"{folder[1:]}{path}:{line}: {'.'.join(symbol['pathComponents'])}")
    for entry in sorted(missing):
        print(entry)
    print(f"check-doc-comments: {total - len(missing)} of {total} public symbols documented"
          + (f"; {len(missing)} missing" if missing else ""))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
