#!/usr/bin/env bash
# The checks' conditions are written in single quotes and evaluated (check) after each import.
# shellcheck disable=SC2016
# Imports under kill -9, Ctrl-Z and a full disk (issue 24, "tried again as an attacker would").
#
#   scripts/fault-imports.sh BINARY [ROUNDS] [KIND…]
#
# For each kind (json restore and merge, apple-health zip and xml, FIT, csv weights/foods/diary) it
#   1. runs the import once to the end, recording each table's row count (the "all" state);
#   2. ROUNDS times (default 5): a copy of the diary before, the import killed with SIGKILL at a random
#      moment within the full import's time; then `tracker` must open the diary (`weight list`),
#      `PRAGMA integrity_check` must say ok, and every table's count must be the "before" or the "all"
#      state as a whole (nothing half-imported);
#   3. once: SIGTSTP during the import, SIGCONT a second later: it must end as the full import does.
# Then, as root only (a tmpfs; skipped with a line saying so otherwise), each kind into a diary on a
# 3 MB tmpfs filled to its last few KB: exit 1 with "disk is full", the diary still opens, integrity ok,
# counts unchanged; and `export` onto the full disk leaves no file.
# Inputs: Tests/TrackerKitTests/Fixtures, the demo export, and, when present, /work/shared's real exports.
set -u
BIN=$(realpath "$1"); ROUNDS=${2:-5}; shift; shift || true
KINDS=("$@")
ROOT=$(cd "$(dirname "$0")/.." && pwd)
FIX="$ROOT/Tests/TrackerKitTests/Fixtures"
WORK=$(mktemp -d); MOUNT=""
cleanup() { [ -n "$MOUNT" ] && umount "$MOUNT" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
PASS=0; FAIL=0
check() { if eval "$2"; then PASS=$((PASS + 1)); else FAIL=$((FAIL + 1)); echo "FAIL: $1 ($3)"; fi; }

"$BIN" demo --output "$WORK/demo.sqlite" >/dev/null
"$BIN" --db "$WORK/demo.sqlite" export --output "$WORK/demo.json" >/dev/null 2>&1
"$BIN" --db "$WORK/small.sqlite" weight add 80.5 --date 2026-01-02 >/dev/null
# A diary that has data, for the merge and the history imports; an empty one for a restore.
"$BIN" --db "$WORK/empty.sqlite" settings set units.weight kg >/dev/null
fresh() { rm -f "$1" "$1-wal" "$1-shm"; cp "$WORK/$2.sqlite" "$1"; }

# kind → the diary it starts from, then the import's arguments.
declare -A START ARGS
START[json-restore]=empty;  ARGS[json-restore]="import json $WORK/demo.json"
START[json-merge]=small;    ARGS[json-merge]="import json $WORK/demo.json"
START[health-zip]=small;    ARGS[health-zip]="import apple-health $FIX/localised.zip"
START[health-xml]=small;    ARGS[health-xml]="import apple-health $FIX/modern.xml"
START[fit]=small;           ARGS[fit]="import fit $FIX/fit"
START[csv-weights]=small;   ARGS[csv-weights]="import csv weights $FIX/openscale.csv"
START[csv-foods]=small;     ARGS[csv-foods]="import csv foods $FIX/kcount-foods.csv"
START[csv-diary]=small;     ARGS[csv-diary]="import csv diary $FIX/mfp-nutrition-summary.csv"
REAL=/work/shared/testdata/health-exports
if [ -f "$REAL/ericwolter_2015_export.xml" ]; then ARGS[health-xml]="import apple-health $REAL/ericwolter_2015_export.xml"; fi
if [ -f "$REAL/rgosdin_v8_2019_export.zip" ]; then ARGS[health-zip]="import apple-health $REAL/rgosdin_v8_2019_export.zip"; fi
[ ${#KINDS[@]} -eq 0 ] && KINDS=(json-restore json-merge health-zip health-xml fit csv-weights csv-foods csv-diary)

counts() {
  sqlite3 "$1" "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name" |
    while read -r t; do printf '%s=%s ' "$t" "$(sqlite3 "$1" "SELECT count(*) FROM \"$t\"")"; done
}
opens() { "$BIN" --db "$1" weight list >/dev/null 2>&1 && [ "$(sqlite3 "$1" 'PRAGMA integrity_check')" = ok ]; }

for kind in "${KINDS[@]}"; do
  db="$WORK/$kind.sqlite"
  fresh "$db" "${START[$kind]}"
  before=$(counts "$db")
  start=$(date +%s%N)
  # shellcheck disable=SC2086
  "$BIN" --db "$db" ${ARGS[$kind]} >/dev/null 2>&1; status=$?
  took=$(( ($(date +%s%N) - start) / 1000000 ))
  all=$(counts "$db")
  check "$kind: the full import succeeds and adds something" '[ $status -eq 0 ] && [ "$all" != "$before" ]' "exit $status"
  cp "$db" "$WORK/all.sqlite"
  rounds_all=0; rounds_none=0
  for ((r = 1; r <= ROUNDS; r++)); do
    fresh "$db" "${START[$kind]}"
    # shellcheck disable=SC2086
    "$BIN" --db "$db" ${ARGS[$kind]} >/dev/null 2>&1 &
    pid=$!
    sleep "$(awk -v ms="$took" -v s="$RANDOM" 'BEGIN { printf "%.3f", (s % (ms + 20)) / 1000 }')"
    kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
    now=$(counts "$db")
    if ! opens "$db"; then check "$kind round $r: opens, integrity ok" false "did not open"; continue; fi
    now=$(counts "$db")
    if [ "$now" = "$all" ]; then rounds_all=$((rounds_all + 1)); elif [ "$now" = "$before" ]; then rounds_none=$((rounds_none + 1)); fi
    check "$kind round $r: all or nothing" '[ "$now" = "$all" ] || [ "$now" = "$before" ]' "$now"
  done
  echo "$kind: $ROUNDS kill -9 rounds (full import ${took} ms): $rounds_all all, $rounds_none nothing"
  # Ctrl-Z, then fg: the import ends as the full one does.
  fresh "$db" "${START[$kind]}"
  # shellcheck disable=SC2086
  "$BIN" --db "$db" ${ARGS[$kind]} >/dev/null 2>&1 &
  pid=$!
  sleep "$(awk -v ms="$took" 'BEGIN { printf "%.3f", ms / 2000 }')"
  kill -TSTP "$pid" 2>/dev/null; sleep 1; kill -CONT "$pid" 2>/dev/null; wait "$pid"; status=$?
  now=$(counts "$db")
  check "$kind: SIGTSTP then SIGCONT: completes as without" '[ $status -eq 0 ] && [ "$now" = "$all" ] && opens "$db"' "exit $status, $now"
done

# A full disk: the diary on a 3 MB tmpfs, filled but for 0, 48 or 256 KB. Either the import fits (exit 0, all
# of it) or it is refused: exit 1, "disk is full", nothing of it stored; the diary opens while the disk is
# full, and after space is freed its integrity is ok.
MOUNT="$WORK/full"; mkdir -p "$MOUNT"
if mount -t tmpfs -o size=3m tmpfs "$MOUNT" 2>/dev/null; then
  for kind in "${KINDS[@]}"; do
    for slack in 0 48 256; do
      db="$MOUNT/d.sqlite"; rm -f "$MOUNT"/*
      cp "$WORK/${START[$kind]}.sqlite" "$db"
      before=$(counts "$db")
      dd if=/dev/zero of="$MOUNT/filler" bs=4k count=100000 2>/dev/null
      [ "$slack" -gt 0 ] && truncate -s "-${slack}K" "$MOUNT/filler"
      # shellcheck disable=SC2086
      out=$("$BIN" --db "$db" ${ARGS[$kind]} 2>&1 >/dev/null); status=$?
      "$BIN" --db "$db" weight list >/dev/null 2>&1; reads=$?
      rm -f "$MOUNT/filler"
      now=$(counts "$db")
      check "full disk ($slack KB left), $kind: all, or exit 1 saying the disk is full and nothing stored; the diary opens" \
        '{ { [ $status -eq 0 ] && [ "$now" != "$before" ]; } || { [ $status -eq 1 ] && [[ "$out" == *"disk is full"* ]] && [ "$now" = "$before" ]; }; } && [ $reads -eq 0 ] && opens "$db"' \
        "exit $status, reads $reads: $out; $now"
      echo "full disk ($slack KB left), $kind: exit $status: $(echo "$out" | tr '\n' ' ' | cut -c1-160)"
    done
  done
  rm -f "$MOUNT"/*; cp "$WORK/demo.sqlite" "$MOUNT/d.sqlite"
  dd if=/dev/zero of="$MOUNT/filler" bs=4k count=100000 2>/dev/null
  out=$("$BIN" --db "$MOUNT/d.sqlite" export --output "$MOUNT/e.json" 2>&1); status=$?
  check "full disk, export: exit 1, 'disk is full', no file left" \
    '[ $status -eq 1 ] && [[ "$out" == *"disk is full"* ]] && [ -z "$(ls "$MOUNT" | grep -v -e "^d.sqlite" -e "^filler$")" ]' "exit $status: $out; $(ls "$MOUNT")"
else
  echo "skip: cannot mount a tmpfs (needs root): the full-disk import checks did not run"
fi
echo "fault-imports: $PASS passed, $FAIL failed"
[ "$FAIL" -eq 0 ]
