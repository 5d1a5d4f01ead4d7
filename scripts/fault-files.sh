#!/usr/bin/env bash
# shellcheck disable=SC2016  # check NAME 'CONDITION' evaluates CONDITION later: its single quotes are meant
# The files and output the tracker CLI writes, under faults, with the real binary:
#   1. kill -9 during `export --force` (JSON), `export --format csv --force` and `backup --force` of a
#      large database, ROUNDS each, half at a random moment of the run and half while a temporary file
#      is being written (the moment that matters): the target is afterwards the old file or the
#      new one, byte for byte (never a mix or a truncated file), and the temporary files a kill leaves
#      (.NAME.tracker-tmp-XXXXXX) neither block nor survive the next run;
#   2. a full disk (a small tmpfs): exit 1, "disk is full", the old export / backup / CSV files intact,
#      nothing partial left;
#   3. a read-only folder (a tmpfs remounted read-only): exit 1, a clear message, the old file intact;
#   4. standard output to /dev/full (exit 1, "could not write the output") and into a pipe the reader
#      closes (quiet, status 141, no crash), with SIGPIPE at its default and ignored;
#   5. FIFOs, devices, links and the database's own files as targets or import files: refused, no hang.
# Parts 2 and 3 need mount (root; CI runs as root): without it they are skipped with a line saying so.
# Last line: "fault-files: N passed, M failed".
# Usage: scripts/fault-files.sh path/to/tracker [rounds]
set -u
BIN=$(realpath "${1:?usage: scripts/fault-files.sh path/to/tracker [rounds]}")
ROUNDS=${2:-10}
WORK=$(mktemp -d)
MOUNTS=()
cleanup() {
  for m in "${MOUNTS[@]}"; do umount "$m" 2>/dev/null; done
  rm -rf "$WORK"
}
trap cleanup EXIT
passed=0; failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
no() { failed=$((failed + 1)); echo "FAIL $1"; if [ -n "${2:-}" ]; then echo "     $2"; fi; }
check() { if eval "$2"; then ok "$1"; else no "$1" "${3:-}"; fi; }
temps() { find "$1" -name '*.tracker-tmp-*' 2>/dev/null | wc -l; }
random_delay() { awk -v r="$RANDOM" -v max="$1" 'BEGIN { printf "%.3f", r / 32768 * max }'; }

BIG="$WORK/big.sqlite"; BIGGER="$WORK/bigger.sqlite"; SMALL="$WORK/small.sqlite"
"$BIN" bench seed --output "$BIG" --days 3650 >/dev/null || { echo "setup failed"; exit 1; }
"$BIN" bench seed --output "$BIGGER" --days 3650 --counter-changes 100000 >/dev/null || { echo "setup failed"; exit 1; }
"$BIN" --db "$SMALL" weight add 70 >/dev/null || { echo "setup failed"; exit 1; }
mkdir -p "$WORK/ref"
"$BIN" --db "$SMALL" export --output "$WORK/ref/old.json" 2>/dev/null
"$BIN" --db "$BIG" export --output "$WORK/ref/new.json" 2>/dev/null
"$BIN" --db "$SMALL" export --format csv --output "$WORK/ref/old-csv" 2>/dev/null
"$BIN" --db "$BIG" export --format csv --output "$WORK/ref/new-csv" 2>/dev/null
"$BIN" --db "$SMALL" backup "$WORK/ref/old.sqlite" >/dev/null
"$BIN" --db "$BIGGER" backup "$WORK/ref/new.sqlite" >/dev/null
echo "setup: $(du -h "$WORK/ref/new.json" | cut -f1) JSON export, $(du -sh "$WORK/ref/new-csv" | cut -f1) of CSV, $(du -h "$BIGGER" | cut -f1) database to back up; $ROUNDS kill rounds each"

# 1. kill -9 in the middle. Odd rounds replace an old file (--force), even rounds write a new name.
# Rounds 1-2 of every 4 kill at a random moment of the whole run, rounds 3-4 once a temporary file
# has appeared (round 3 at once, round 4 after up to 2 ms more).
same_as() { cmp -s "$1" "$2"; }
seconds_now() { date +%s.%N; }
kill_rounds() {  # what, target, old reference, new reference, command...
  local what=$1 target=$2 old=$3 new=$4; shift 4
  local started; started=$(seconds_now)
  rm -rf "$target"; "$@" >/dev/null 2>&1
  local duration; duration=$(awk -v a="$started" -v b="$(seconds_now)" 'BEGIN { print b - a }')
  local landed=0 bad=0 mixed=0 round
  for round in $(seq 1 "$ROUNDS"); do
    rm -rf "$target"
    local force=()
    if [ $((round % 2)) -eq 1 ]; then cp -r "$old" "$target"; force=(--force); fi
    "$@" "${force[@]}" >/dev/null 2>&1 &
    local pid=$!
    if [ $((round % 4)) -eq 1 ] || [ $((round % 4)) -eq 2 ]; then
      sleep "$(random_delay "$duration")"
    else
      while kill -0 "$pid" 2>/dev/null && [ "$(temps "$(dirname "$target")")" -eq 0 ]; do :; done
      [ $((round % 4)) -eq 0 ] && sleep "$(random_delay 0.002)"
    fi
    kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
    [ "$(temps "$(dirname "$target")")" -gt 0 ] && landed=$((landed + 1))
    if [ -d "$new" ]; then
      local olds=0 news=0
      for file in "$new"/*; do
        name=$(basename "$file")
        if [ ! -e "$target/$name" ] || same_as "$file" "$old/$name"; then continue
        elif same_as "$target/$name" "$file"; then news=$((news + 1))
        elif same_as "$target/$name" "$old/$name"; then olds=$((olds + 1))
        else bad=$((bad + 1)); echo "     round $round: $name is neither the old nor the new file"
        fi
      done
      # Killed between two renames: each file whole, the set part old, part new (said, not failed).
      [ "$olds" -gt 0 ] && [ "$news" -gt 0 ] && mixed=$((mixed + 1))
    elif [ -e "$target" ] && ! same_as "$target" "$new" && ! same_as "$target" "$old"; then
      bad=$((bad + 1)); echo "     round $round: $target is neither the old nor the new file ($(stat -c %s "$target") bytes)"
    fi
  done
  check "$what: $ROUNDS kills (temporary files left by $landed of them): target always old or new, whole ($bad bad$([ -d "$new" ] && echo ", $mixed sets part old part new"))" '[ "$bad" -eq 0 ]'
  rm -rf "$target"
  "$@" >/dev/null 2>&1
  local status=$?
  if [ -d "$new" ]; then diff -rq "$target" "$new" >/dev/null; else same_as "$target" "$new"; fi
  local same=$?
  check "$what: the next run after the kills succeeds, writes it whole and cleans every leftover" \
    '[ "$status" -eq 0 ] && [ "$same" -eq 0 ] && [ "$(temps "$(dirname "$target")")" -eq 0 ]' \
    "status $status, same $same, $(temps "$(dirname "$target")") temporary files left"
}
mkdir -p "$WORK/k1" "$WORK/k2" "$WORK/k3"
kill_rounds "export JSON" "$WORK/k1/e.json" "$WORK/ref/old.json" "$WORK/ref/new.json" \
  "$BIN" --db "$BIG" export --output "$WORK/k1/e.json"
kill_rounds "export CSV" "$WORK/k2/csv" "$WORK/ref/old-csv" "$WORK/ref/new-csv" \
  "$BIN" --db "$BIG" export --format csv --output "$WORK/k2/csv"
kill_rounds "backup" "$WORK/k3/b.sqlite" "$WORK/ref/old.sqlite" "$WORK/ref/new.sqlite" \
  "$BIN" --db "$BIGGER" backup "$WORK/k3/b.sqlite"

# 2 and 3. A full disk and a read-only folder, on small tmpfs mounts.
mount_tmpfs() { mkdir -p "$1" && mount -t tmpfs -o "size=$2" tmpfs "$1" 2>/dev/null && MOUNTS+=("$1"); }
FULL="$WORK/full"
if mount_tmpfs "$FULL" 512k; then
  cp "$WORK/ref/old.json" "$FULL/e.json"; cp "$WORK/ref/old.sqlite" "$FULL/b.sqlite"; cp -r "$WORK/ref/old-csv" "$FULL/csv"
  run() { out=$("$@" 2>&1); status=$?; }
  run "$BIN" --db "$BIG" export --output "$FULL/e.json" --force
  check "disk full, export --force: exit 1, says the disk is full, old export intact, nothing left" \
    '[ $status -eq 1 ] && [[ "$out" == *"disk is full"* ]] && same_as "$FULL/e.json" "$WORK/ref/old.json" && [ "$(temps "$FULL")" -eq 0 ]' "$status: $out"
  run "$BIN" --db "$BIG" export --output "$FULL/new.json"
  check "disk full, export to a new name: exit 1, no file left (a later export is not blocked)" \
    '[ $status -eq 1 ] && [ ! -e "$FULL/new.json" ] && [ "$(temps "$FULL")" -eq 0 ]' "$status: $out"
  run "$BIN" --db "$BIGGER" backup "$FULL/b.sqlite" --force
  check "disk full, backup --force: exit 1, 'the disk is full', old backup intact, nothing left" \
    '[ $status -eq 1 ] && [[ "$out" == *"disk is full"* ]] && same_as "$FULL/b.sqlite" "$WORK/ref/old.sqlite" && [ "$(temps "$FULL")" -eq 0 ]' "$status: $out"
  run "$BIN" --db "$BIG" export --format csv --output "$FULL/csv" --force
  check "disk full, CSV --force: exit 1, every old CSV file intact, nothing left" \
    '[ $status -eq 1 ] && diff -rq "$FULL/csv" "$WORK/ref/old-csv" >/dev/null && [ "$(temps "$FULL")" -eq 0 ]' "$status: $out"
  run "$BIN" --db "$BIG" export --format csv --output "$FULL/csv-new"
  check "disk full, CSV into a new folder: exit 1, the folder it made is removed again" \
    '[ $status -eq 1 ] && [ ! -e "$FULL/csv-new" ]' "$status: $out"
else
  echo "skip: cannot mount a tmpfs (needs root): the disk-full checks did not run"
fi
RO="$WORK/ro"
if mount_tmpfs "$RO" 1m; then
  cp "$WORK/ref/old.json" "$RO/e.json"
  mount -o remount,ro "$RO"
  out=$("$BIN" --db "$SMALL" export --output "$RO/e.json" --force 2>&1); status=$?
  check "read-only folder, export --force: exit 1, says read-only, old export intact" \
    '[ $status -eq 1 ] && [[ "$out" == *"read-only"* ]] && same_as "$RO/e.json" "$WORK/ref/old.json"' "$status: $out"
  out=$("$BIN" --db "$SMALL" backup "$RO/b.sqlite" 2>&1); status=$?
  check "read-only folder, backup: exit 1, says read-only" '[ $status -eq 1 ] && [[ "$out" == *"read-only"* ]]' "$status: $out"
else
  echo "skip: cannot mount a tmpfs (needs root): the read-only checks did not run"
fi

# 4. Standard output that cannot be written.
out=$("$BIN" --db "$BIG" export 2>&1 >/dev/full); status=$?
check "export > /dev/full: exit 1, 'could not write the output'" '[ $status -eq 1 ] && [[ "$out" == *"could not write the output"* ]]' "$status: $out"
out=$("$BIN" --db "$BIG" food list 2>&1 >/dev/full); status=$?
check "food list > /dev/full: exit 1, 'could not write the output'" '[ $status -eq 1 ] && [[ "$out" == *"could not write the output"* ]]' "$status: $out"
"$BIN" --db "$BIG" export 2>"$WORK/err" | head -c 10 >/dev/null; status=${PIPESTATUS[0]}
check "export | head: ends quietly (status $status, nothing on stderr)" '[ $status -eq 141 ] && [ ! -s "$WORK/err" ]' "$(head -c 300 "$WORK/err")"
(trap '' PIPE; "$BIN" --db "$BIG" export 2>"$WORK/err" | head -c 10 >/dev/null; exit "${PIPESTATUS[0]}"); status=$?
check "export | head with SIGPIPE ignored: ends quietly (status $status, nothing on stderr)" '[ $status -eq 141 ] && [ ! -s "$WORK/err" ]' "$(head -c 300 "$WORK/err")"

# 5. Targets and import files that are not plain files.
mkfifo "$WORK/fifo"
timeout 10 "$BIN" --db "$SMALL" import json "$WORK/fifo" >/dev/null 2>&1; status=$?
check "import json FIFO: refused (exit 2), no hang" '[ $status -eq 2 ]' "status $status"
timeout 10 "$BIN" --db "$SMALL" import apple-health "$WORK/fifo" >/dev/null 2>&1; status=$?
check "import apple-health FIFO: refused (exit 2), no hang" '[ $status -eq 2 ]' "status $status"
timeout 10 "$BIN" --db "$SMALL" export --output "$WORK/fifo" --force >/dev/null 2>&1; status=$?
check "export onto a FIFO: refused (exit 2), no hang" '[ $status -eq 2 ]' "status $status"
mode_before=$(stat -c %a /dev/null)
"$BIN" --db "$SMALL" export --output /dev/null --force >/dev/null 2>&1; status=$?
check "export --output /dev/null --force: refused (exit 2), /dev/null keeps mode $mode_before" '[ $status -eq 2 ] && [ "$(stat -c %a /dev/null)" = "$mode_before" ]'
echo theirs > "$WORK/theirs"; ln -s "$WORK/theirs" "$WORK/link.json"
"$BIN" --db "$SMALL" export --output "$WORK/link.json" --force >/dev/null 2>&1; status=$?
check "export --force onto a symlink: refused (exit 2), what it points to untouched" '[ $status -eq 2 ] && [ "$(cat "$WORK/theirs")" = theirs ]'
refused=0
for suffix in "" -wal -shm -journal; do
  "$BIN" --db "$SMALL" export --output "$SMALL$suffix" --force >/dev/null 2>&1 && refused=$((refused + 100))
  [ $? -eq 2 ] && refused=$((refused + 1))
  "$BIN" --db "$SMALL" backup "$SMALL$suffix" --force >/dev/null 2>&1 && refused=$((refused + 100))
  [ $? -eq 2 ] && refused=$((refused + 1))
done
check "export and backup onto the database, -wal, -shm, -journal: all 8 refused, database intact" \
  '[ $refused -eq 8 ] && "$BIN" --db "$SMALL" weight list --format csv | grep -q ",70"'

echo "fault-files: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
