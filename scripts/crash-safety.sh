#!/usr/bin/env bash
# Nothing lost: the real binary in tmux on a file database, driven with keystrokes that write (a
# weight on the Log tab, then counter taps on a pad), killed with SIGKILL at a random moment, N rounds.
# After each round: PRAGMA integrity_check and the invariants pass (`tracker bench check`), the weight
# that was shown as logged is in the file, and the pad total drawn on screen before the kill is at most
# what the file holds. Prints the rounds and the changes lost (the goal is 0).
# Usage: scripts/crash-safety.sh [path/to/tracker] [rounds]
set -u
BIN=$(realpath "${1:-.build/release/tracker}")
ROUNDS=${2:-100}
WORK=$(mktemp -d)
DB="$WORK/crash.sqlite"
trap 'rm -rf "$WORK"' EXIT
cat > "$WORK/setup.json" <<'JSON'
{"formatVersion": 1, "application": "tracker", "profile": null, "settings": {"onboarding.skipped": "1"},
 "foods": [], "days": [], "exercises": [], "workouts": [], "swims": [],
 "counters": [{"name": "Taps", "count": 0, "start": 0, "step": 1, "createdAt": "2026-01-01T00:00:00.000Z",
               "pinned": false, "goal": null, "resetPeriod": null, "periodStart": null, "changes": []}],
 "pads": [{"name": "Crash", "target": null, "keys": {"a": "Taps"}}]}
JSON
"$BIN" --db "$DB" import json "$WORK/setup.json" >/dev/null || { echo "setup failed"; exit 1; }
lost=0; problems=0; weights_lost=0; taps_shown=0
for round in $(seq 1 "$ROUNDS"); do
  socket="crash-$$-$round"
  tmux -L "$socket" -f /dev/null new-session -d -x 100 -y 30 "exec '$BIN' --db '$DB'"
  pid=$(tmux -L "$socket" list-panes -F '#{pane_pid}')
  for _ in $(seq 1 100); do tmux -L "$socket" capture-pane -p | grep -q "1 Log" && break; sleep 0.02; done
  weight="6$((round % 10)).$((round % 7))"
  tmux -L "$socket" send-keys w; sleep 0.05; tmux -L "$socket" send-keys C-u "$weight" Enter
  for _ in $(seq 1 100); do tmux -L "$socket" capture-pane -p | grep -q "logged" && break; sleep 0.02; done
  shown_weight=$(tmux -L "$socket" capture-pane -p | grep -c "Weight $weight kg logged")
  tmux -L "$socket" send-keys 4; sleep 0.05; tmux -L "$socket" send-keys P; sleep 0.05; tmux -L "$socket" send-keys Enter
  for _ in $(seq 1 100); do tmux -L "$socket" capture-pane -p | grep -q "total" && break; sleep 0.02; done
  taps=$((RANDOM % 150 + 10))
  tmux -L "$socket" send-keys -l "$(printf 'a%.0s' $(seq 1 "$taps"))"
  sleep "0.$((RANDOM % 30))"
  shown=$(tmux -L "$socket" capture-pane -p | grep -oE 'total [0-9]+' | grep -oE '[0-9]+')
  kill -9 "$pid"
  tmux -L "$socket" kill-server 2>/dev/null
  check=$("$BIN" --db "$DB" bench check 2>&1) || { problems=$((problems + 1)); echo "round $round: $check"; }
  stored=$("$BIN" --db "$DB" counter list --format csv | awk -F, '$1 == "Taps" {print $2}')
  taps_shown=$((taps_shown + 1))
  if [ -n "$shown" ] && [ "$stored" -lt "$shown" ]; then lost=$((lost + shown - stored)); echo "round $round: screen showed $shown, file has $stored"; fi
  today=$(date +%F)
  stored_weight=$("$BIN" --db "$DB" weight list --from "$today" --format csv | awk -F, 'NR == 2 {print $2}')
  if [ "$shown_weight" -gt 0 ] && ! awk -v a="$stored_weight" -v b="$weight" 'BEGIN {exit !(a + 0 > b - 0.001 && a + 0 < b + 0.001)}'; then
    weights_lost=$((weights_lost + 1)); echo "round $round: weight $weight was shown as logged but is not in the file"
  fi
done
echo "crash-safety: $ROUNDS rounds killed with SIGKILL; counter taps in the file: $stored; lost taps: $lost; lost weights: $weights_lost; integrity or invariant problems: $problems"
[ "$lost" -eq 0 ] && [ "$weights_lost" -eq 0 ] && [ "$problems" -eq 0 ]
