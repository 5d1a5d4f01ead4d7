#!/usr/bin/env bash
# Apple Health import speed and memory, on synthetic exports made by ../shared/tools/gen_health_export.py
# (100 MB and 500 MB of XML), zipped and bare; with healthkit-to-sqlite 1.0.1 (PyPI) on the same files.
# Usage: scripts/bench-import.sh [path/to/tracker]   (build it with scripts/build-release)
set -euo pipefail
BIN=$(realpath "${1:-.build/release/tracker}")
GEN=$(realpath "$(dirname "$0")/../../shared/tools/gen_health_export.py")
WORK=${BENCH_WORK:-/tmp/tracker-bench-import}
mkdir -p "$WORK"
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for mb in 100 500; do
  dir="$WORK/h$mb"
  [ -f "$dir/export.zip" ] || python3 "$GEN" --out "$dir" --mb "$mb" >/dev/null
  [ -f "$dir/x/apple_health_export/export.xml" ] || unzip -o -q "$dir/export.zip" -d "$dir/x"
  xml_bytes=$(stat -c %s "$dir/x/apple_health_export/export.xml")
  for input in "$dir/export.zip" "$dir/x/apple_health_export/export.xml"; do
    : > "$WORK/times"; : > "$WORK/rss"
    for _ in 1 2 3; do
      rm -f "$WORK/db.sqlite"*
      /usr/bin/time -f "%e %M" -o "$WORK/one" "$BIN" --db "$WORK/db.sqlite" import apple-health "$input" >/dev/null
      read -r seconds rss < "$WORK/one"
      echo "$seconds" >> "$WORK/times"; echo "$rss" >> "$WORK/rss"
    done
    s=$(median < "$WORK/times"); r=$(median < "$WORK/rss")
    echo "tracker $(basename "$input") ($((xml_bytes / 1000000)) MB XML): median ${s} s = $(awk "BEGIN {printf \"%.0f\", $xml_bytes / 1000000 / $s}") MB/s, peak RSS $((r / 1024)) MB"
  done
  if command -v healthkit-to-sqlite >/dev/null; then
    rm -f "$WORK/hk.db"
    /usr/bin/time -f "%e %M" -o "$WORK/one" healthkit-to-sqlite "$dir/export.zip" "$WORK/hk.db" >/dev/null 2>&1 || true
    read -r seconds rss < "$WORK/one"
    echo "healthkit-to-sqlite export.zip ($((xml_bytes / 1000000)) MB XML): ${seconds} s = $(awk "BEGIN {printf \"%.0f\", $xml_bytes / 1000000 / $seconds}") MB/s, peak RSS $((rss / 1024)) MB"
  fi
done
