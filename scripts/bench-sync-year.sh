#!/usr/bin/env bash
# The carrier's size after a simulated year of daily use (issue 29: "a few KB per day, with compaction so that it
# does not grow without end"), for BENCHMARKS.md. One machine, a bare git repository on this machine; each day an
# entry, a weight, a memo and 30 counter taps, then `tracker sync` (which compacts on its own when due). Prints, for
# each binary: the files and bytes of the clone's working tree (what a synced folder would hold), the bare
# repository's size after `git gc --prune=now` and the commits reachable from its main (a compaction squashes the
# history when the remote allows it), and the time of a `sync --compact`. With git the same binary also runs on a
# remote with receive.denyNonFastForwards (as a protected branch is), where the history cannot be squashed.
# CARRIER=folder: a shared folder instead (the working tree is then the folder itself).
# Usage: scripts/bench-sync-year.sh [tracker] [older tracker, for the figures without compaction]   (DAYS=365, CARRIER=git)
set -eu
DAYS=${DAYS:-365}
CARRIER=${CARRIER:-git}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

bytes() { find "$1" -type f -not -path '*/.git/*' -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }'; }

gc() {  # bare repository, label
  git -C "$1" gc --prune=now -q
  echo "  $2, git gc --prune=now: $(du -sb "$1" | cut -f1) bytes, $(git -C "$1" rev-list --count main) commits reachable from main"
}

year() {  # binary, name, [deny: the remote refuses to have main rewritten]
  local bin home="$WORK/$2" bare="$WORK/$2.git"
  bin=$(realpath "$1")
  mkdir -p "$home"
  [ "$CARRIER" = folder ] || git init --bare -q "$bare"
  [ "${3:-}" = deny ] && git -C "$bare" config receive.denyNonFastForwards true
  run() { env -u XDG_DATA_HOME -u TRACKER_DB HOME="$home" "$bin" "$@"; }
  run counter add Laps >/dev/null
  if [ "$CARRIER" = folder ]; then run sync init --folder "$bare" >/dev/null 2>&1; else run sync init --git "file://$bare" >/dev/null 2>&1; fi
  local start=$SECONDS day date
  for day in $(seq 1 "$DAYS"); do
    date=$(date -u -d "2025-01-01 + $day days" +%F)
    run quick-add $((300 + day % 200)) --label "Meal of day $day" --date "$date" >/dev/null
    run weight add "7$((day % 10)).$((day % 7))" --date "$date" --yes >/dev/null
    run memo "Day $day: a line or two of what happened, as a diary has." --date "$date" >/dev/null
    run counter tap laps --times 30 >/dev/null
    run sync >>"$WORK/$2.log" 2>&1
  done
  local clone
  clone=$(run sync status | sed -n 's/^Local clone: //p')
  [ "$CARRIER" = folder ] && clone=$bare
  echo "$2 ($bin, $CARRIER carrier), $DAYS days in $((SECONDS - start)) s:"
  echo "  automatic compactions: $(grep -c '^Compacted' "$WORK/$2.log" || true), history squashed: $(grep -c '^Squashed' "$WORK/$2.log" || true)"
  echo "  working tree: $(find "$clone/replicas" -type f -name '*.s*' | wc -l) files, $(bytes "$clone") bytes of files"
  if [ "$CARRIER" = git ]; then gc "$bare" "bare repository"; fi
  if run sync --help | grep -q -- --compact; then
    /usr/bin/time -f "%e s elapsed, %U+%S s CPU" -o "$WORK/time" env -u XDG_DATA_HOME -u TRACKER_DB HOME="$home" "$bin" sync --compact >"$WORK/compact.out" 2>&1
    echo "  sync --compact at the end: $(cat "$WORK/time"); $(grep '^Compacted' "$WORK/compact.out" || echo 'nothing to compact')"
    echo "  working tree after it: $(find "$clone/replicas" -type f -name '*.s*' | wc -l) files, $(bytes "$clone") bytes of files"
    if [ "$CARRIER" = git ]; then gc "$bare" "bare repository after it"; fi
  fi
}

year "${1:-.build/release/tracker}" with-compaction >"$WORK/with.out" &
if [ "$CARRIER" = git ]; then year "${1:-.build/release/tracker}" with-compaction-no-squash deny >"$WORK/with-no-squash.out" & fi
if [ -n "${2:-}" ]; then year "$2" without-compaction >"$WORK/without.out" & fi
wait
git init --bare -q "$WORK/empty.git"
echo "(an empty bare repository from git init --bare: $(du -sb "$WORK/empty.git" | cut -f1) bytes)"
cat "$WORK"/with*.out
