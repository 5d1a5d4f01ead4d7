#!/usr/bin/env bash
# Idle CPU: start tracker in tmux, let it sit for N seconds (default 10), report the CPU ticks
# (utime + stime from /proc/PID/stat) it used meanwhile. Target: 0.
# Usage: scripts/bench-idle.sh [path/to/tracker] [seconds]
set -euo pipefail
BIN=$(realpath "${1:-.build/release/tracker}")
SECONDS_IDLE=${2:-10}
WORK=$(mktemp -d)
SOCKET="tracker-idle-$$"
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null || true; rm -rf "$WORK"' EXIT
tmux -L "$SOCKET" -f /dev/null new-session -d -x 100 -y 30 "exec '$BIN' --db '$WORK/idle.sqlite'"
for _ in $(seq 1 100); do pid=$(tmux -L "$SOCKET" list-panes -F '#{pane_pid}' 2>/dev/null || true); [ -n "$pid" ] && tmux -L "$SOCKET" capture-pane -p | grep -q "1 Log" && break; sleep 0.05; done
sleep 1  # let start-up finish
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
before=$(ticks)
sleep "$SECONDS_IDLE"
after=$(ticks)
echo "idle CPU over ${SECONDS_IDLE} s: $((after - before)) ticks (utime+stime, $(getconf CLK_TCK) ticks/s)"
