#!/usr/bin/env bash
# Tests scripts/check-build-deps and that scripts/run goes through it, by pointing the check at include
# folders that lack headers, at libraries and libxml2 names that do not exist, and at no compiler
# (system packages cannot be removed safely to test it for real). About 3 s.
# Last line: "check-build-deps: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
check=scripts/check-build-deps
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0; failed=0

ok() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; sed 's/^/     | /' "$work/err"; }
# expect NAME STATUS TEXT...: the last run exited STATUS and its stderr has each TEXT as a line part.
expect() {
  local name=$1 status=$2; shift 2
  [ "$got" -eq "$status" ] || { fail "$name (exit $got, wanted $status)"; return; }
  for text in "$@"; do
    grep -qF -- "$text" "$work/err" || { fail "$name (no '$text')"; return; }
  done
  ok "$name"
}
# refuse NAME TEXT: the last run's stderr does not have TEXT.
refuse() { if grep -qF -- "$2" "$work/err"; then fail "$1 (has '$2')"; else ok "$1"; fi; }

# Include folders holding empty stand-ins for some of the headers, and nothing else.
mkdir -p "$work/no-sqlite/ncursesw" "$work/nothing"
touch "$work/no-sqlite/zlib.h" "$work/no-sqlite/ncursesw/curses.h"

"$check" 2> "$work/err"; got=$?
expect "this machine has everything: exit 0" 0
if [ -s "$work/err" ]; then fail "this machine has everything: nothing printed"; else ok "this machine has everything: nothing printed"; fi

TRACKER_DEPS_CFLAGS="-nostdinc -isystem $work/no-sqlite" "$check" 2> "$work/err"; got=$?
expect "sqlite3.h missing: the exact apt-get line" 1 "sqlite3.h not found" "apt-get install libsqlite3-dev"
if grep -qx "  \(sudo \)\?apt-get install libsqlite3-dev" "$work/err"; then ok "sqlite3.h missing: only its package"; else fail "sqlite3.h missing: only its package"; fi

TRACKER_DEPS_CFLAGS="-nostdinc -isystem $work/nothing" "$check" 2> "$work/err"; got=$?
expect "no header at all: every package on one line" 1 "apt-get install libsqlite3-dev libncurses-dev zlib1g-dev" \
  "ncursesw/curses.h not found" "zlib.h not found"

TRACKER_DEPS_TABLE="libtracker-nosuch-dev|stddef.h|tracker_nosuch|a test library" "$check" 2> "$work/err"; got=$?
expect "header there, library missing: named with its package" 1 "library libtracker_nosuch.so not found" \
  "apt-get install libtracker-nosuch-dev"

TRACKER_DEPS_XML_NAMES="libxml2.so.999 libxml2.so.998" "$check" 2> "$work/err"; got=$?
expect "libxml2 missing: a note naming the package, and the build may go on" 0 "apt-get install libxml2" "libxml2-16"

TRACKER_DEPS_XML_NAMES="libxml2.so.999 libxml2.so.2 libxml2.so.16" "$check" 2> "$work/err"; got=$?
expect "libxml2 found under a later name: exit 0" 0
refuse "libxml2 found under a later name: no note" "libxml2 is not installed"

CC=/nonexistent/cc "$check" 2> "$work/err"; got=$?
expect "no C compiler: said so" 1 "no C compiler found"

printf '#!/bin/sh\necho "ld: cannot find crt1.o" >&2\nexit 1\n' > "$work/broken-cc"; chmod +x "$work/broken-cc"
CC="$work/broken-cc" "$check" 2> "$work/err"; got=$?
expect "a compiler that cannot link: said so, no library blamed" 1 "cannot build even an empty C program" "crt1.o"
refuse "a compiler that cannot link: said so, no library blamed" "apt-get install libsqlite3-dev"

# scripts/run stops at the check, before swift runs (a stand-in swift on PATH records being called).
mkdir -p "$work/bin"
printf '#!/bin/sh\ntouch %s/swift-ran\n' "$work" > "$work/bin/swift"; chmod +x "$work/bin/swift"
CC=$(command -v "$(dirname "$(command -v swift)")/clang" || command -v cc) \
  PATH="$work/bin:$PATH" TRACKER_DEPS_CFLAGS="-nostdinc -isystem $work/nothing" scripts/run --version 2> "$work/err"; got=$?
expect "scripts/run with headers missing: the apt-get line" 1 "apt-get install libsqlite3-dev libncurses-dev zlib1g-dev"
if [ -e "$work/swift-ran" ]; then fail "scripts/run with headers missing: swift not run"; else ok "scripts/run with headers missing: swift not run"; fi
CC=$(command -v "$(dirname "$(command -v swift)")/clang" || command -v cc) PATH="$work/bin:$PATH" scripts/run --version 2> "$work/err"; got=$?
if [ -e "$work/swift-ran" ]; then ok "scripts/run with everything there: swift run"; else fail "scripts/run with everything there: swift run"; fi

echo
echo "check-build-deps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
