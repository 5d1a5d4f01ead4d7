#!/usr/bin/env bash
# Parallel CLI writers, no UI open: CALLS calls of the real binary (counter taps, weights, memos, new
# foods, and reads) from WORKERS workers at once against one file, the file made by the first call.
# Then: no call failed (in particular none said locked, busy or damaged), every write that was
# acknowledged (exit 0) is in the file, and PRAGMA integrity_check says ok.
# Last line: "N passed, M failed" (checks).
# Usage: scripts/fault-parallel.sh [path/to/tracker] [calls] [workers]
set -u
BIN=$(realpath "${1:-.build/debug/tracker}")
CALLS=${2:-900}
WORKERS=${3:-8}
WORK=$(mktemp -d)
DB="$WORK/parallel.sqlite"
trap 'rm -rf "$WORK"' EXIT
passed=0; failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
no() { failed=$((failed + 1)); echo "FAIL $1"; [ -n "${2:-}" ] && echo "$2" | head -20 | sed 's/^/     /'; }

# One worker: its share of the calls, each logged as "kind<TAB>value<TAB>exit code<TAB>stderr".
worker() {
  local w=$1 count=$2 i kind value args rc err
  for ((i = 0; i < count; i++)); do
    case $((i % 6)) in
      0|5) kind=tap;    value=Taps;                                    args=(counter tap Taps) ;;
      1)   kind=weight; value="$(date -u -d "2000-01-01 + $((w * 1000 + i)) days" +%F) $((40 + w)).$((i % 10))"
           args=(weight add "${value#* }" --date "${value% *}") ;;
      2)   kind=memo;   value="$(date -u -d "1990-01-01 + $((w * 1000 + i)) days" +%F) w$w-$i"
           args=(memo "${value#* }" --date "${value% *}") ;;
      3)   kind=food;   value="Food w$w n$i";                          args=(food add "$value" --kcal 100) ;;
      4)   kind="read"; value=$i
           case $((i % 3)) in 0) args=(weight list) ;; 1) args=(counter list) ;; *) args=(export) ;; esac ;;
    esac
    err=$("$BIN" --db "$DB" "${args[@]}" 2>&1 >/dev/null); rc=$?
    printf '%s\t%s\t%s\t%s\n' "$kind" "$value" "$rc" "$(echo "$err" | tr '\n\t' '  ')"
  done > "$WORK/worker-$w.log"
}

"$BIN" --db "$DB" counter add Taps >/dev/null || { echo "setup failed"; exit 1; }
start=$(date +%s.%N)
for ((w = 0; w < WORKERS; w++)); do worker "$w" $(( CALLS / WORKERS + (w < CALLS % WORKERS ? 1 : 0) )) & done
wait
seconds=$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$start" "$(date +%s.%N)")
cat "$WORK"/worker-*.log > "$WORK/all.log"
total=$(wc -l < "$WORK/all.log")
echo "$total calls from $WORKERS workers in $seconds s"

failures=$(awk -F'\t' '$3 != 0' "$WORK/all.log")
if [ -z "$failures" ]; then ok "all $total calls succeeded"; else no "$(echo "$failures" | wc -l) calls failed" "$failures"; fi
worded=$(grep -iE 'locked|busy|damaged|malformed' "$WORK/all.log")
if [ -z "$worded" ]; then ok "no call said locked, busy or damaged"; else no "calls said locked/busy/damaged" "$worded"; fi

"$BIN" --db "$DB" export > "$WORK/export.json" || no "export after the run"
missing=$(python3 - "$WORK/all.log" "$WORK/export.json" <<'PY'
import json, sys
log = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
data = json.load(open(sys.argv[2]))
days = {d["date"]: d for d in data["days"]}
foods = {f["name"] for f in data["foods"]}
acked = [(kind, value) for kind, value, rc, _ in log if rc == "0"]
problems = []
taps = sum(1 for kind, _ in acked if kind == "tap")
count = next(c["count"] for c in data["counters"] if c["name"] == "Taps")
if count != taps: problems.append(f"Taps is {count}, {taps} taps were acknowledged")
for kind, value in acked:
    if kind == "weight":
        date, kg = value.split(" ")
        if abs((days.get(date, {}).get("weightKg") or 0) - float(kg)) > 1e-9: problems.append(f"weight {kg} on {date} missing")
    elif kind == "memo":
        date, memo = value.split(" ")
        if days.get(date, {}).get("memo") != memo: problems.append(f"memo {memo} on {date} missing")
    elif kind == "food" and value not in foods:
        problems.append(f"food {value} missing")
print(f"{len([a for a in acked if a[0] != 'read'])} acknowledged writes checked ({taps} taps)", file=sys.stderr)
print("\n".join(problems))
PY
)
if [ -z "$missing" ]; then ok "every acknowledged write is in the file"; else no "acknowledged writes missing" "$missing"; fi

# A new file, made by WORKERS writers at once: its creation, the switch to WAL mode and the schema
# migration all happen under contention. 20 rounds.
lost=0; new_failures=""
for round in $(seq 1 20); do
  new="$WORK/new-$round.sqlite"
  for ((w = 0; w < WORKERS; w++)); do
    ( err=$("$BIN" --db "$new" weight add "6$w" --date "2026-01-1$w" --yes 2>&1 >/dev/null) || echo "round $round: $err" >> "$WORK/new.log" ) &
  done
  wait
  got=$("$BIN" --db "$new" weight list --format csv | tail -n +2 | wc -l)
  [ "$got" -eq "$WORKERS" ] || lost=$((lost + WORKERS - got))
done
[ -f "$WORK/new.log" ] && new_failures=$(cat "$WORK/new.log")
if [ -z "$new_failures" ] && [ "$lost" -eq 0 ]; then ok "20 new files, each made by $WORKERS writers at once: every weight there"
else no "new files made by $WORKERS writers at once ($lost weights missing)" "$new_failures"; fi

integrity=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('PRAGMA integrity_check').fetchone()[0])" "$DB")
if [ "$integrity" = "ok" ]; then ok "PRAGMA integrity_check: ok"; else no "integrity_check" "$integrity"; fi

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
