#!/usr/bin/env python3
"""Checks that the source folders depend on each other one way only.

Each module's folders are listed from the bottom layer up. A file may use the types declared in its
own folder and in folders below it; a type used from a folder above is an arrow pointing the wrong
way, and is printed with the file and the type. Types are found by name (top-level struct, enum,
class, protocol and typealias declarations), which is what a reader sees too.

It also keeps the database's one door: an SQL statement (`sql:`) belongs in TrackerKit/Store/, behind a
named read or write; a file with SQL anywhere else fails the check.

  scripts/check-layers.py          # prints the graph; exits 1 on any arrow that points up
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Libraries only one place may import: the database library in TrackerKit alone, ncurses in Terminal alone.
IMPORTS_ONLY_IN = {"GRDB": ["Sources/TrackerKit"], "CNcurses": ["Sources/TrackerTUI/Terminal"], "TOMLKit": ["Sources/TrackerKit/Config"]}
LAYERS = {
    "Sources/TrackerKit": ["Support", "Domain", "Calculations", "Rules", "Store", "Config", "Exchange", "Sync", "Demo"],
    "Sources/TrackerTUI": ["Input", "Render", "Terminal", "Screens", "App", "Command"],
}
STORE = "Sources/TrackerKit/Store/"
SQL = re.compile(r"\bsql:")
DECLARATION = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|final|indirect|nonisolated\(unsafe\))\s+)*"
                         r"(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)", re.M)
NAME = re.compile(r"\b([A-Z]\w*)\b")
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')


def swift_files(folder):
    for directory, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def main():
    problems = 0
    for module, layers in LAYERS.items():
        base = os.path.join(ROOT, module)
        declared = {}
        for layer in layers:
            for path in swift_files(os.path.join(base, layer)):
                for name in DECLARATION.findall(open(path, encoding="utf-8").read()):
                    declared.setdefault(name, layer)
        edges = {}
        for index, layer in enumerate(layers):
            for path in swift_files(os.path.join(base, layer)):
                text = STRING.sub('""', COMMENT.sub("", open(path, encoding="utf-8").read()))
                for name in set(NAME.findall(text)):
                    owner = declared.get(name)
                    if owner is None or owner == layer:
                        continue
                    edges.setdefault((layer, owner), set()).add(name)
                    if layers.index(owner) > index:
                        problems += 1
                        print(f"UP   {os.path.relpath(path, ROOT)} uses {name} from {owner}/ (above {layer}/)")
        print(f"{module}: layers from the bottom: {' < '.join(layers)}")
        for (source, target), names in sorted(edges.items(), key=lambda e: (layers.index(e[0][0]), layers.index(e[0][1]))):
            arrow = "->" if layers.index(target) < layers.index(source) else "UP->"
            print(f"  {source} {arrow} {target}: {', '.join(sorted(names)[:6])}{' …' if len(names) > 6 else ''}")
    for library, allowed in IMPORTS_ONLY_IN.items():
        for path in swift_files(os.path.join(ROOT, "Sources")):
            relative = os.path.relpath(path, ROOT)
            if any(relative.startswith(a + "/") for a in allowed):
                continue
            if re.search(rf"^import {library}\b", open(path, encoding="utf-8").read(), re.M):
                problems += 1
                print(f"UP   {relative} imports {library} (only {', '.join(allowed)} may)")
    problems += check_sql_door()
    print(f"check-layers: {'no arrow points up, no library imported out of place, no SQL outside Store/' if problems == 0 else f'{problems} arrows point up, imports or SQL out of place'}")
    return 1 if problems else 0


def check_sql_door():
    problems = 0
    for path in swift_files(os.path.join(ROOT, "Sources")):
        relative = os.path.relpath(path, ROOT)
        if relative.startswith(STORE) or not SQL.search(COMMENT.sub("", open(path, encoding="utf-8").read())):
            continue
        problems += 1
        print(f"SQL  {relative} holds SQL: put it in {STORE} behind a named read or write")
    return problems


if __name__ == "__main__":
    sys.exit(main())
