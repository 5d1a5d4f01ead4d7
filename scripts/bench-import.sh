#!/usr/bin/env bash
# Apple Health import speed and memory, side by side (issue 18), on synthetic exports made by
# ../shared/tools/gen_health_export.py (--mb 100 and --mb 500), zipped and bare:
#   tracker      `tracker import apple-health` into a new database (the whole import, writes included)
#   xmllint      libxml2's pull reader alone: `xmllint --stream --noout`
#   sax-bare     libxml2's SAX2 push parser with empty callbacks (scripts/sax-bare.c)
#   hk-to-sqlite healthkit-to-sqlite 1.0.1 (PyPI), the comparison of issue 7
# Each round runs every tool once on every input, in turn, so load on the shared machine hits all alike;
# the figures are medians over the rounds, of wall time and of CPU time (user + system, all threads). For a zip, xmllint and sax-bare read `unzip -p` through a pipe
# (inflating in a second process, as Tracker inflates on a second thread). MB/s is of uncompressed XML.
# After the table, each input's line compares Tracker with the bare SAX2 parse of the same bytes (issue 30 #8:
# the whole import should take at most 1.25× its time, i.e. run at 0.8× its speed or better).
# Usage: scripts/bench-import.sh [path/to/tracker] [rounds]   (build it with scripts/build-release)
# Environment: BENCH_WORK (default /tmp/tracker-bench-import), BENCH_GEN (the generator, default ../../shared/tools/gen_health_export.py
# from scripts/), BENCH_SIZES (default "100 500"),
# BENCH_FORMATS (default "zip xml"; "xml" for the bare export.xml only),
# BENCH_TOOLS (default "tracker xmllint sax-bare hk-to-sqlite"; add "before" with BENCH_BEFORE=path/to/an/earlier/tracker
# to time an earlier build in the same rounds). Needs xmllint (libxml2-utils), a C
# compiler and libxml2's headers (libxml2-dev), and `pip install healthkit-to-sqlite==1.0.1`.
set -euo pipefail
BIN=$(realpath "${1:-.build/release/tracker}")
ROUNDS=${2:-3}
HERE=$(cd "$(dirname "$0")" && pwd)
GEN=${BENCH_GEN:-$HERE/../../shared/tools/gen_health_export.py}  # or ../../../shared from a worktree under wt/
WORK=${BENCH_WORK:-/tmp/tracker-bench-import}
SIZES=${BENCH_SIZES:-100 500}
TOOLS=${BENCH_TOOLS:-tracker xmllint sax-bare hk-to-sqlite}
FORMATS=${BENCH_FORMATS:-zip xml}
BEFORE=${BENCH_BEFORE:+$(realpath "$BENCH_BEFORE")}
mkdir -p "$WORK"
read -ra libxml_flags <<< "$(pkg-config --cflags --libs libxml-2.0)"
cc -O2 -o "$WORK/sax-bare" "$HERE/sax-bare.c" "${libxml_flags[@]}"
ENTRY=apple_health_export/export.xml

inputs=()
for mb in $SIZES; do
  dir="$WORK/h$mb"
  if [ ! -f "$dir/export.zip" ] || [ ! -f "$dir/export.xml" ]; then python3 "$GEN" --out "$dir" --mb "$mb" --keep-xml >/dev/null; fi
  for format in $FORMATS; do inputs+=("$dir/export.$format"); done
done

# The command line of one tool on one input.
command_for() {
  local tool=$1 input=$2
  case "$tool:$input" in
    tracker:*) echo "rm -f '$WORK/db.sqlite'*; '$BIN' --db '$WORK/db.sqlite' import apple-health '$input' >/dev/null" ;;
    before:*) echo "rm -f '$WORK/db.sqlite'*; '$BEFORE' --db '$WORK/db.sqlite' import apple-health '$input' >/dev/null" ;;
    xmllint:*.zip) echo "unzip -p '$input' $ENTRY | xmllint --stream --noout -" ;;
    xmllint:*) echo "xmllint --stream --noout '$input'" ;;
    sax-bare:*.zip) echo "unzip -p '$input' $ENTRY | '$WORK/sax-bare' - >/dev/null" ;;
    sax-bare:*) echo "'$WORK/sax-bare' '$input' >/dev/null" ;;
    hk-to-sqlite:*.zip) echo "rm -f '$WORK/hk.db'; healthkit-to-sqlite --silent '$input' '$WORK/hk.db'" ;;
    hk-to-sqlite:*) echo "rm -f '$WORK/hk.db'; healthkit-to-sqlite --silent --xml '$input' '$WORK/hk.db'" ;;
  esac
}

: > "$WORK/results"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq "$ROUNDS"); do
  for input in "${inputs[@]}"; do
    for tool in $TOOLS; do
      # The removal of the old database is timed too, but is nothing next to the import.
      /usr/bin/time -f "%e %M %U %S" -o "$WORK/one" sh -c "$(command_for "$tool" "$input")"
      read -r seconds rss user system < "$WORK/one"
      echo "$tool $input $round $seconds $rss $(awk "BEGIN {print $user + $system}")" >> "$WORK/results"
    done
  done
  echo "round $round done, load average $(cut -d' ' -f1-3 /proc/loadavg)"
done

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf '%-40s %-13s %9s %9s %9s %9s %s\n' input tool "median s" "MB/s" "RSS MB" "CPU s" "all runs (s)"
for input in "${inputs[@]}"; do
  xml_bytes=$(stat -c %s "$(dirname "$input")/export.xml")
  for tool in $TOOLS; do
    runs=$(awk -v t="$tool" -v i="$input" '$1 == t && $2 == i {print $4}' "$WORK/results")
    s=$(echo "$runs" | median)
    rss=$(awk -v t="$tool" -v i="$input" '$1 == t && $2 == i {print $5}' "$WORK/results" | median)
    cpu=$(awk -v t="$tool" -v i="$input" '$1 == t && $2 == i {print $6}' "$WORK/results" | median)
    printf '%-40s %-13s %9s %9.0f %9.1f %9s %s\n' "$input" "$tool" "$s" "$(awk "BEGIN {print $xml_bytes / 1000000 / $s}")" \
      "$(awk "BEGIN {print $rss / 1024}")" "$cpu" "${runs//$'\n'/ }"
  done
done

# Tracker against libxml2's bare SAX2 parse of the same input, from the medians above.
if [[ " $TOOLS " == *" sax-bare "* ]]; then
  for input in "${inputs[@]}"; do
    for tool in $TOOLS; do
      case $tool in tracker | before) ;; *) continue ;; esac
      mine=$(awk -v t="$tool" -v i="$input" '$1 == t && $2 == i {print $4}' "$WORK/results" | median)
      bare=$(awk -v i="$input" '$1 == "sax-bare" && $2 == i {print $4}' "$WORK/results" | median)
      mine_cpu=$(awk -v t="$tool" -v i="$input" '$1 == t && $2 == i {print $6}' "$WORK/results" | median)
      bare_cpu=$(awk -v i="$input" '$1 == "sax-bare" && $2 == i {print $6}' "$WORK/results" | median)
      awk -v m="$mine" -v b="$bare" -v mc="$mine_cpu" -v bc="$bare_cpu" -v t="$tool" -v i="$input" 'BEGIN {
        printf "%s on %s: %.2f× the time of the bare SAX2 parse (%.2f s against %.2f s), %.2f× its speed (target: at least 0.80×); CPU %.2f× (%.2f s against %.2f s)\n", t, i, m / b, m, b, b / m, mc / bc, mc, bc }'
    done
  done
fi
