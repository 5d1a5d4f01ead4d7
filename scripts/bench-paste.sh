#!/usr/bin/env bash
# Seconds from pasting a 4,000-character memo (3,990 × x and " THE END") into the memo editor until
# the end of it is on screen: how long a large paste keeps the app busy. Runs each binary given, in
# turn, ROUNDS times (default 5), and prints every time and the median.
# Usage: scripts/bench-paste.sh BIN [BIN ...]     (ROUNDS=N to change the rounds)
set -euo pipefail
rounds=${ROUNDS:-5}
work=$(mktemp -d)
socket="tracker-paste-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
printf '%s THE END' "$(head -c 3990 /dev/zero | tr '\0' x)" > "$work/memo.txt"

wait_for() {  # text, seconds: poll the screen until it shows the text
  local deadline=$((SECONDS + $2))
  until tmux -L "$socket" capture-pane -p -t paste | grep -q "$1"; do
    [ $SECONDS -lt $deadline ] || { echo "bench-paste: \"$1\" never showed" >&2; exit 1; }
    sleep 0.01
  done
}

for binary in "$@"; do
  times=()
  for _ in $(seq "$rounds"); do
    db="$work/paste.sqlite"; rm -f "$db"*
    "$binary" --db "$db" memo seed >/dev/null
    tmux -L "$socket" -f /dev/null new-session -d -s paste -x 100 -y 30 "$binary --db $db"
    wait_for "1 Log" 10
    tmux -L "$socket" send-keys -t paste Escape   # onboarding, if it shows
    wait_for "seed" 10
    tmux -L "$socket" send-keys -t paste m
    wait_for "Ctrl-S" 10
    tmux -L "$socket" send-keys -t paste C-u
    tmux -L "$socket" load-buffer "$work/memo.txt"
    start=$(date +%s.%N)
    tmux -L "$socket" paste-buffer -t paste
    wait_for "THE END" 120
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc)")
    tmux -L "$socket" kill-session -t paste
  done
  median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  echo "$binary: ${times[*]} s; median $median s"
done
