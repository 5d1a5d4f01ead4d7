#!/usr/bin/env python3
"""House rule: no Swift file in Sources/ over 300 lines, no function or initialiser over 60.

A function runs from its `func`/`init` line to the line where its braces balance again; string
literals and comments are skipped when counting braces. Properties are not measured, closure-bodied
ones included: the one long one, `Schema.migrator`, is a list of migrations in order (data, read top
to bottom), and a migration's own code belongs in a function of its file. Prints each offender;
exits 1 if any."""
import pathlib
import re
import sys

MAX_FILE, MAX_FUNCTION = 300, 60
ROOT = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent / "Sources"
START = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|static|mutating|override|final|nonisolated|@discardableResult)\s+)*(?:func\s|init[?(<])")


def braces(line):
    """Net brace count of one line, ignoring string literals and // comments."""
    depth, in_string, i = 0, False, 0
    while i < len(line):
        c = line[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif line.startswith("//", i):
            break
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        i += 1
    return depth


def main():
    problems = []
    for path in sorted(ROOT.rglob("*.swift")):
        lines = path.read_text(encoding="utf-8").splitlines()
        rel = path.relative_to(ROOT.parent)
        if len(lines) > MAX_FILE:
            problems.append(f"{rel}: {len(lines)} lines (over {MAX_FILE})")
        i = 0
        while i < len(lines):
            if START.match(lines[i]):
                depth, j, opened = 0, i, False
                while j < len(lines):
                    delta = braces(lines[j])
                    opened = opened or "{" in lines[j]
                    depth += delta
                    if opened and depth <= 0:
                        break
                    j += 1
                length = j - i + 1
                if opened and length > MAX_FUNCTION:
                    problems.append(f"{rel}:{i + 1}: {lines[i].strip()[:70]} is {length} lines (over {MAX_FUNCTION})")
            i += 1
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print(f"check-size: every file ≤ {MAX_FILE} lines, every function ≤ {MAX_FUNCTION}")


if __name__ == "__main__":
    main()
