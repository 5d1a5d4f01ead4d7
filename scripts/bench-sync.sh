#!/usr/bin/env bash
# Sync figures for BENCHMARKS.md (issue 29): the first sync of `tracker bench seed`'s ten years
# (with three pool swims a week, laps and heart rate included) through a folder, joining it from an empty
# diary, a day's typical changes, and the carrier's growth.
# Usage: scripts/bench-sync.sh [path/to/tracker]   (a release build for the figures)
set -eu
BIN=$(realpath "${1:-.build/release/tracker}")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Elapsed and CPU (user + system) seconds of one command: on a machine shared with other builds the
# elapsed time includes waiting for a core; the CPU time is what the command itself costs.
timed() { /usr/bin/time -f "%e s elapsed, %U+%S s CPU" -o "$WORK/time" "$@" >/dev/null 2>&1 || true; cat "$WORK/time"; }
"$BIN" bench seed --output "$WORK/a.sqlite" --counter-changes 20000 --swims-per-week 3 >/dev/null
/usr/bin/time -f "%e s elapsed, %U+%S s CPU" -o "$WORK/time" "$BIN" --db "$WORK/a.sqlite" sync init --folder "$WORK/carrier" >"$WORK/init.out" 2>&1
echo "first sync (sync init: ten years, 20000 counter changes, 3 swims a week): $(cat "$WORK/time")"
phrase=$(grep -oE '([0-9A-Z]{4}-){13}[0-9A-Z]{4}' "$WORK/init.out" | head -1)
echo "carrier after it: $(du -sk "$WORK/carrier" | cut -f1) KB; $("$BIN" --db "$WORK/a.sqlite" sync status | grep 'Records synced')"
echo "join from an empty diary (reads and writes all of it): $(TRACKER_SYNC_PHRASE="$phrase" timed "$BIN" --db "$WORK/b.sqlite" sync join --folder "$WORK/carrier")"
before=$(du -sb "$WORK/carrier" | cut -f1)
for i in 1 2 3 4 5; do "$BIN" --db "$WORK/a.sqlite" quick-add $((300 + i)) --label "Meal $i" >/dev/null; done
"$BIN" --db "$WORK/a.sqlite" weight add 80.4 --yes >/dev/null
"$BIN" --db "$WORK/a.sqlite" memo "A day's memo, a line or two of text." >/dev/null
"$BIN" --db "$WORK/a.sqlite" counter tap laps --times 30 >/dev/null
echo "a day's changes sent (5 entries, a weight, a memo, 30 taps): $(timed "$BIN" --db "$WORK/a.sqlite" sync)"
echo "carrier growth for that day: $(( $(du -sb "$WORK/carrier" | cut -f1) - before )) bytes"
echo "that day received on the other diary: $(timed "$BIN" --db "$WORK/b.sqlite" sync)"
echo "a sync with nothing to do: $(timed "$BIN" --db "$WORK/a.sqlite" sync)"
if cmp -s <("$BIN" --db "$WORK/a.sqlite" export) <("$BIN" --db "$WORK/b.sqlite" export); then echo "exports identical"; else echo "EXPORTS DIFFER"; exit 1; fi
