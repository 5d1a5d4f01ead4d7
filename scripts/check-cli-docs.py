#!/usr/bin/env python3
"""docs/cli.md is what the binary's --help says (regenerated and compared), and no help line is a
fragment: a short line inside a wrapped paragraph, left by a discussion hard-wrapped in the source and
wrapped again by argument-parser (write --help texts as unwrapped sentences).
Usage: scripts/check-cli-docs.py BIN     Last line: "N passed, M failed"."""
import os, re, subprocess, sys, tempfile

WIDTH = 80  # argument-parser wraps help at the terminal's width, 80 when not on a terminal


def fragments(text):
    found = []
    for block in re.split(r'^## ', text, flags=re.M)[1:]:
        lines = block.splitlines()
        name, listing = lines[0], False
        for before, line, after in zip([''] + lines, lines, lines[1:]):
            if not line.strip():
                listing = False
            elif re.match(r'^\s*[A-Z][A-Za-z ]*:$', line):
                listing = line.strip() in ('Example:', 'Examples:')
            if listing or not line.strip() or not after.strip() or '```' in line + after or re.match(r'^\s*[A-Z][A-Za-z ]*:$', after):
                continue
            indent = len(line) - len(line.lstrip())
            if indent != len(after) - len(after.lstrip()) or re.search(r'\S {2,}\S', line.strip() + after.strip()):
                continue  # a two-column list (options, subcommands), not prose
            wrapped = before.strip() and len(before) - len(before.lstrip()) == indent and len(before.rstrip()) >= WIDTH * 3 // 4
            if wrapped and len(line.rstrip()) + 1 + len(after.split()[0]) < WIDTH:
                found.append(f"{name}: {line.strip()!r} then {after.strip()!r}")
    return found


def main():
    binary = sys.argv[1]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    passed = failed = 0
    with tempfile.TemporaryDirectory() as folder:
        generated = os.path.join(folder, 'cli.md')
        subprocess.run([os.path.join(root, 'scripts/gen-cli-docs.sh'), binary], check=True, cwd=root,
                       env={**os.environ, 'OUT': generated}, stdout=subprocess.DEVNULL)
        text = open(generated, encoding='utf-8').read()
        if text == open(os.path.join(root, 'docs/cli.md'), encoding='utf-8').read():
            passed += 1; print("ok   docs/cli.md is the binary's --help")
        else:
            failed += 1; print("FAIL docs/cli.md differs from --help: run scripts/gen-cli-docs.sh")
        found = fragments(text)
        if not found:
            passed += 1; print("ok   no --help line is a fragment")
        else:
            failed += 1; print("FAIL --help lines that are fragments (write the text unwrapped):")
            for line in found:
                print("     " + line)
    print(f"check-cli-docs: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
