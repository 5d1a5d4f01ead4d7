#!/usr/bin/env bash
# Regenerates scripts/startup-order.txt, the list of functions the release binary runs from launch
# to its first frame. scripts/build-release hands it to the linker, which lays those functions out
# next to each other. Reason: the kernel maps a binary's code in 64 KB windows around each page
# that is touched, so start-up code spread over an 18 MB text section made 10 MB of it resident;
# packed together, about 5 MB of it is (BENCHMARKS.md, "Peak RSS at start").
#
# Run it after changes to the start-up path (opening the database, the first screens); a stale
# list still builds, it only packs less. Needs valgrind, tmux and python3; takes about a minute
# plus the release build.
# Usage: scripts/gen-startup-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in valgrind tmux python3 nm strip; do
  command -v "$tool" >/dev/null || { echo "gen-startup-order: $tool is missing" >&2; exit 1; }
done

scripts/build-release
binary=$(realpath .build/release/tracker)
work=$(mktemp -d)
socket="tracker-order-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
# valgrind 3.22 gives up on the DWARF this toolchain writes ("Possibly corrupted debuginfo file"), so it
# runs a copy without the debug information; the symbol table, which names the functions, is kept.
profiled="$work/tracker"
strip --strip-debug -o "$profiled" "$binary"

# Runs the binary under callgrind until its first frame is on screen, then quits with Ctrl-C.
profile_launch() {
  local output=$1; shift
  tmux -L "$socket" -f /dev/null new-session -d -s order -x 100 -y 30 \
    "valgrind --tool=callgrind --demangle=no --callgrind-out-file=$output $profiled $* 2>$work/valgrind.log"
  for _ in $(seq 1 600); do
    tmux -L "$socket" capture-pane -t order -p 2>/dev/null | grep -q "1 Log" && break
    sleep 0.1
  done
  sleep 0.5
  tmux -L "$socket" send-keys -t order C-c
  while tmux -L "$socket" has-session -t order 2>/dev/null; do sleep 0.1; done
  [ -s "$output" ] || { echo "gen-startup-order: no profile from: tracker $*" >&2; cat "$work/valgrind.log" >&2; exit 1; }
}

# Three launches: an existing empty file (what the start-up benchmark opens), a file with two years
# of entries, and a new file (creating the schema). The last two are profiled first, because the
# empty file has to exist before it is opened again.
"$binary" bench seed --output "$work/full.sqlite" --days 730 >/dev/null
profile_launch "$work/3-new.out" --db "$work/empty.sqlite"
profile_launch "$work/1-empty.out" --db "$work/empty.sqlite"
profile_launch "$work/2-full.out" --db "$work/full.sqlite"

# Each function goes with the first launch (as numbered) that runs it, sorted by name within a
# launch so that regenerating gives a readable diff. Only names the binary defines are kept.
nm --defined-only "$binary" | awk '{ print $3 }' > "$work/defined.txt"
python3 - "$work" > scripts/startup-order.txt <<'PY'
import pathlib, re, sys
work = pathlib.Path(sys.argv[1])
defined = set((work / "defined.txt").read_text().split())
placed = set()
for profile in sorted(work.glob("*.out")):
    executed = set()
    for line in profile.read_text(errors="replace").splitlines():
        match = re.match(r"c?fn=\(\d+\) (\S+)$", line)
        if match and match.group(1) in defined:
            executed.add(match.group(1))
    for name in sorted(executed - placed):
        print(name)
    placed |= executed
PY
echo "scripts/startup-order.txt: $(wc -l < scripts/startup-order.txt) functions"
