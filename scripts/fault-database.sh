#!/usr/bin/env bash
# The database file in hostile places, with the real binary: a full disk and a read-only folder (a
# small tmpfs and a read-only bind mount: needs root, skipped otherwise), a FIFO, a device, a zeroed
# page. Checks that reads, export and backup still work where the file cannot be written, that a
# write says why once ("note: ...; opened read-only") and changes nothing, that special files are
# refused at once, and that a damaged file is refused byte for byte untouched.
# Last line: "N passed, M failed".
# Usage: scripts/fault-database.sh [path/to/tracker]
set -u
BIN=$(realpath "${1:-.build/debug/tracker}")
WORK=$(mktemp -d)
mounts=()
cleanup() {
  for m in "${mounts[@]}"; do umount "$m" 2>/dev/null; done
  rm -rf "$WORK"
}
trap cleanup EXIT
passed=0; failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
no() { failed=$((failed + 1)); echo "FAIL $1"; [ -n "${2:-}" ] && echo "$2" | head -10 | sed 's/^/     /'; }
sum() { sha256sum < "$1"; }

SEED="$WORK/seed.sqlite"
if ! { "$BIN" --db "$SEED" weight add 70 --date 2026-01-02 >/dev/null && "$BIN" --db "$SEED" counter add Taps >/dev/null; }; then
  echo "setup failed"; exit 1
fi

# Reads, export and backup work; a write is refused with the reason once; the file is unchanged.
read_only_place() {
  local label=$1 db=$2 expected_note=$3 before out
  before=$(sum "$db")
  out=$("$BIN" --db "$db" weight list 2>&1)
  if echo "$out" | grep -q "70.00"; then ok "$label: weight list reads"; else no "$label: weight list" "$out"; fi
  if out=$("$BIN" --db "$db" export 2>&1 >"$WORK/export.json") && grep -q '"Taps"' "$WORK/export.json"; then ok "$label: export works"; else no "$label: export" "$out"; fi
  if out=$("$BIN" --db "$db" backup "$WORK/backup-$label.sqlite" 2>&1); then ok "$label: backup works"; else no "$label: backup" "$out"; fi
  out=$("$BIN" --db "$db" counter tap Taps 2>&1); code=$?
  if [ $code -ne 0 ] && [ "$(echo "$out" | grep -c "^note: $expected_note; opened read-only$")" -eq 1 ] \
     && ! echo "$out" | grep -qiE "damaged|locked"; then
    ok "$label: a write says \"$expected_note; opened read-only\" once and fails"
  else
    no "$label: counter tap (exit $code)" "$out"
  fi
  if [ "$(sum "$db")" = "$before" ]; then ok "$label: the file is unchanged"; else no "$label: the file changed"; fi
}

if [ "$(id -u)" -eq 0 ] && mkdir -p "$WORK/full" "$WORK/ro" && mount -t tmpfs -o size=400k tmpfs "$WORK/full" 2>/dev/null; then
  mounts+=("$WORK/full")
  cp "$SEED" "$WORK/full/db.sqlite"
  dd if=/dev/zero of="$WORK/full/filler" bs=4k 2>/dev/null
  read_only_place "full disk" "$WORK/full/db.sqlite" "the disk is full"

  cp "$SEED" "$WORK/ro/db?#%.sqlite"
  if mount --bind -o ro "$WORK/ro" "$WORK/ro" 2>/dev/null; then
    mounts=("$WORK/ro" "${mounts[@]}")
    read_only_place "read-only folder" "$WORK/ro/db?#%.sqlite" "the file system is read-only"
  else
    echo "skip read-only folder: mount --bind -o ro failed"
  fi
else
  echo "skip full disk and read-only folder: needs root and tmpfs"
fi

mkfifo "$WORK/fifo"
start=$(date +%s%N)
out=$(timeout 5 "$BIN" --db "$WORK/fifo" weight add 70 2>&1); code=$?
ms=$(( ($(date +%s%N) - start) / 1000000 ))
if [ $code -eq 1 ] && echo "$out" | grep -q "FIFO"; then ok "a FIFO is refused in $ms ms"; else no "FIFO (exit $code)" "$out"; fi
out=$(timeout 5 "$BIN" --db /dev/zero weight list 2>&1); code=$?
if [ $code -ne 0 ] && echo "$out" | grep -q "device"; then ok "a device is refused"; else no "/dev/zero (exit $code)" "$out"; fi

cp "$SEED" "$WORK/zeroed.sqlite"
page=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(\"SELECT rootpage FROM sqlite_master WHERE name='counter'\").fetchone()[0])" "$WORK/zeroed.sqlite")
dd if=/dev/zero of="$WORK/zeroed.sqlite" bs=4096 seek=$((page - 1)) count=1 conv=notrunc 2>/dev/null
before=$(sum "$WORK/zeroed.sqlite")
for command in "weight add 71" "weight list"; do
  read -ra args <<< "$command"
  out=$("$BIN" --db "$WORK/zeroed.sqlite" "${args[@]}" 2>&1); code=$?
  if [ $code -ne 0 ] && echo "$out" | grep -q "is damaged and cannot be read" && [ "$(sum "$WORK/zeroed.sqlite")" = "$before" ]; then
    ok "a zeroed page: $command refused, the file untouched"
  else
    no "zeroed page: $command (exit $code)" "$out"
  fi
done

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
