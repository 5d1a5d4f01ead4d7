#!/usr/bin/env bash
# End-to-end test of `tracker sync` with the real binary (issue 29): two HOME directories syncing
# through a bare git repository on this machine, then through a shared folder; counter taps add up, a swim
# added by hand and a pad with its finished count travel, the same Apple Health swim imported on both is one,
# exports end byte-identical, Apple Health exports of two dates on two machines count each food record once and
# an imported day deleted before its first sync stays deleted, a never-synced diary copied and edited on one copy
# before init/join merges to one copy of each entry, a wrong phrase, an unreachable remote, a tampered file, two syncs at
# once and kill -9 during a sync; compaction (a reader part-way, a joiner after it, kill -9 during it); the git history
# squashed after a compaction (a machine behind it, kill -9 during it); a clock 10 minutes behind
# (with faketime); no memo, food name or weight in any git object (decompressed) or
# folder file; and (with tmux) a change arriving while the app runs shows on its screen, and the app
# syncs on start and on quit when [sync] in its configuration file says so (a failed start sync still opens it).
# Prints "N passed, M failed" and exits non-zero on failure.
# Usage: scripts/e2e-sync.sh [path/to/tracker]
set -u
BIN=$(realpath "${1:-.build/debug/tracker}")
WORK=$(mktemp -d)
SOCKET="tracker-e2e-sync-$$"
pass=0; fail=0
cleanup() { tmux -L "$SOCKET" kill-server 2>/dev/null || true; rm -rf "$WORK"; }
trap cleanup EXIT
ok() { pass=$((pass + 1)); echo "ok   - $1"; }
no() { fail=$((fail + 1)); echo "FAIL - $1"; if [ -n "${2:-}" ]; then while IFS= read -r line; do echo "       | $line"; done <<< "$2"; fi; }
check() { local label="$1"; shift; if "$@" >"$WORK/out" 2>&1; then ok "$label"; else no "$label" "$(tail -5 "$WORK/out")"; fi; }
refuse() { local label="$1"; shift; if "$@" >"$WORK/out" 2>&1; then no "$label (it succeeded)" "$(tail -5 "$WORK/out")"; else ok "$label"; fi; }

# Each machine is a HOME of its own: the diary at its default place, $HOME/.local/share/tracker.
at() { local home="$WORK/$1"; shift; mkdir -p "$home"; env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME="$home" "$BIN" "$@"; }
export_of() { at "$1" export --format json --output -; }
same_exports() { [ "$(export_of "$1")" = "$(export_of "$2")" ] && [ -n "$(export_of "$1")" ]; }
count_of() { at "$1" counter list --format csv | grep -i "^$2," | cut -d, -f2; }
phrase_in() { grep -oE '([0-9A-Z]{4}-){13}[0-9A-Z]{4}' "$1" | head -1; }

# ---- git: a bare repository on this machine ----
git init --bare -q "$WORK/remote.git"
REMOTE="file://$WORK/remote.git"
at a weight add 81.3 >/dev/null
at a memo "Secret memo Kilimanjaro" >/dev/null
at a food add "Wombat stew" --kcal 321 >/dev/null
at a eat "Wombat stew" >/dev/null
at a counter add Laps >/dev/null
at a counter tap laps --times 40 >/dev/null
check "sync init --git on machine A" at a sync init --git "$REMOTE"
cp "$WORK/out" "$WORK/init-out"
PHRASE=$(phrase_in "$WORK/init-out")
if [ -n "$PHRASE" ]; then ok "init shows a recovery phrase"; else no "init shows a recovery phrase" "$(cat "$WORK/init-out")"; fi
at b counter add Laps >/dev/null
at b counter tap laps --times 25 >/dev/null
at b quick-add 640 --label "Lunch on B" >/dev/null
refuse "join with a wrong phrase is refused" bash -c "echo 0000-0000-0000-0000-0000-0000-0000-0000-0000-0000-0000-0000-0000-0000 | env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/b' '$BIN' sync join --git '$REMOTE'"
check "join on machine B with the phrase on stdin" bash -c "echo '$PHRASE' | env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/b' '$BIN' sync join --git '$REMOTE'"
check "sync on A" at a sync
check "sync on B" at b sync
if [ "$(count_of a laps)" = 65 ] && [ "$(count_of b laps)" = 65 ]; then ok "40 taps on A and 25 on B show 65 on both"; else no "taps add up" "A=$(count_of a laps) B=$(count_of b laps)"; fi
if same_exports a b; then ok "git: both exports byte-identical"; else no "git: exports identical" "$(diff <(export_of a) <(export_of b) | head -10)"; fi
check "sync status names the carrier" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/b' '$BIN' sync status | grep -q 'git $REMOTE'"
check "sync again changes nothing and succeeds" at a sync
if [ "$(count_of a laps)" = 65 ]; then ok "a second sync doubles nothing"; else no "a second sync doubles nothing" "$(count_of a laps)"; fi

# Swims and pads: a swim added by hand on A, the same Apple Health swim imported on both (one swim), a pad and its finished count.
FIXTURE="$(dirname "$(realpath "$0")")/../Tests/TrackerKitTests/Fixtures/watchos11-pool-swim.xml"
at a swim add --date 2026-11-20 --minutes 43 --meters 1789.5 --kcal 417.5 --pool 25 >/dev/null
at a import apple-health "$FIXTURE" >/dev/null
at b import apple-health "$FIXTURE" >/dev/null
at p counter add Laps >/dev/null
export_of p | python3 -c '
import json, sys
d = json.load(sys.stdin)
d["pads"] = [{"name": "Pelican pad", "target": 100, "keys": {"a": "Laps"},
              "sessions": [{"finishedAt": "2026-11-20T10:00:00.000Z", "target": 100, "cells": [{"key": "a", "counter": "Laps", "count": 77}]}]}]
json.dump(d, sys.stdout)' >"$WORK/pad.json"
at a import json "$WORK/pad.json" >/dev/null
for m in a b a b; do at $m sync >/dev/null 2>&1; done
check "a swim added on A is on B" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/b' '$BIN' swim list --format csv | grep -q '^2026-11-20,.*,43.0,,1790,'"
n=$(at b swim list --format csv | grep -c '^2025-09-1[23],')
if [ "$n" = 1 ]; then ok "the same swim imported on A and on B is one swim"; else no "one swim from two imports" "$(at b swim list --format csv)"; fi
check "the pad and its finished count are on B" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/b' '$BIN' pad history 'Pelican pad' --format csv | grep -q 77"
if same_exports a b; then ok "with swims and pads the exports are byte-identical"; else no "swims and pads: exports identical" "$(diff <(export_of a) <(export_of b) | head -10)"; fi

# Two machines syncing at the same moment: one push is rejected, fetched, merged and pushed again.
at a memo "Concurrent A" --date 2026-01-02 >/dev/null
at b memo "Concurrent B" --date 2026-01-03 >/dev/null
at a sync >"$WORK/sa" 2>&1 & pa=$!
at b sync >"$WORK/sb" 2>&1 & pb=$!
wait $pa; sa=$?; wait $pb; sb=$?
if [ $sa -eq 0 ] && [ $sb -eq 0 ]; then ok "two syncs at once both succeed"; else no "two syncs at once" "$(cat "$WORK/sa" "$WORK/sb")"; fi
at a sync >/dev/null 2>&1; at b sync >/dev/null 2>&1; at a sync >/dev/null 2>&1
if same_exports a b; then ok "after concurrent syncs the exports are identical"; else no "concurrent syncs converge" "$(diff <(export_of a) <(export_of b) | head)"; fi

# kill -9 at random moments of a sync: nothing lost, the next sync completes.
for round in 1 2 3 4 5; do
  at a quick-add $((100 + round)) --label "Killed round $round" >/dev/null
  at a sync >/dev/null 2>&1 & victim=$!
  sleep "0.0$((RANDOM % 9))"; kill -9 $victim 2>/dev/null; wait $victim 2>/dev/null
done
at a sync >/dev/null 2>&1; at b sync >/dev/null 2>&1
check "after kill -9 the next sync completes" at a sync
at b sync >/dev/null 2>&1
n=$(at b entry list --format csv | grep -c "Killed round")
if [ "$n" = 5 ]; then ok "every entry made around a kill -9 arrived once ($n)"; else no "entries around kill -9 arrived once" "found $n"; fi
if same_exports a b; then ok "after kill -9 the exports are identical"; else no "after kill -9 exports identical" "$(diff <(export_of a) <(export_of b) | head)"; fi

# Compaction: A rewrites its own files into one snapshot and removes them; B, which had read only some of
# them, and a machine joining afterwards end with the same diary; kill -9 during a compaction loses nothing.
at b sync >/dev/null 2>&1
for n in 1 2 3 4 5 6; do
  at a quick-add $((200 + n)) --label "Compacted $n" >/dev/null; at a sync >/dev/null 2>&1
  if [ $n = 3 ]; then at b sync >/dev/null 2>&1; fi  # B has read A's files up to here
done
check "sync --compact on A" at a sync --compact
if grep -q "Compacted this machine's .* files in the carrier" "$WORK/out"; then ok "it says what it compacted"; else no "it says what it compacted" "$(cat "$WORK/out")"; fi
A_ID=$(at a sync status | sed -n 's/^This machine: \([0-9a-f]*\),.*/\1/p')
on_remote() { git -C "$WORK/remote.git" ls-tree --name-only main "replicas/$A_ID/" | sed 's|.*/||'; }
if [ -n "$A_ID" ] && [ "$(on_remote | grep -c '\.snap$')" = 1 ] && [ "$(on_remote | grep -c '\.seg$')" = 0 ]; then
  ok "the remote holds one snapshot and no segment of A's"
else
  no "one snapshot and no segment of A's on the remote" "$(on_remote)"
fi
check "B syncs after A compacted" at b sync
n=$(at b entry list --format csv | grep -c "Compacted ")
if [ "$n" = 6 ]; then ok "B has each of A's entries once ($n)"; else no "B has each of A's entries once" "found $n"; fi
if same_exports a b; then ok "after compaction the exports are identical"; else no "after compaction exports identical" "$(diff <(export_of a) <(export_of b) | head)"; fi
check "a machine joining after the compaction" env TRACKER_SYNC_PHRASE="$PHRASE" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/d' '$BIN' sync join --git '$REMOTE'"
at a sync >/dev/null 2>&1
if same_exports a d; then ok "it has the same diary"; else no "the joiner has the same diary" "$(diff <(export_of a) <(export_of d) | head)"; fi
for round in 1 2 3 4; do
  at a quick-add $((300 + round)) --label "Killed compaction $round" >/dev/null
  at a sync --compact >/dev/null 2>&1 & victim=$!
  sleep "0.$((RANDOM % 4))$((RANDOM % 9))"; kill -9 $victim 2>/dev/null; wait $victim 2>/dev/null
done
check "after kill -9 during compactions the next sync completes" at a sync --compact
at b sync >/dev/null 2>&1; at d sync >/dev/null 2>&1; at a sync >/dev/null 2>&1
n=$(at d entry list --format csv | grep -c "Killed compaction")
if [ "$n" = 4 ] && same_exports a b && same_exports a d; then ok "every entry made around those kills arrived once, exports identical"; else no "entries around killed compactions" "found $n"; fi
kept=$(on_remote | grep -cE '\.(seg|snap)$')
if [ "$kept" -ge 1 ] && [ "$kept" -le 2 ] && ! on_remote | grep -q tracker-tmp; then
  ok "A's files on the remote after the kills: $(on_remote | tr '\n' ' ')"
else
  no "A's files on the remote after the kills" "$(on_remote)"
fi

# Squashing: a compaction on git replaces the remote's history by one commit (every machine here takes a rewritten
# history); B, behind, receives it without a merge; kill -9 late in a compaction (the squash's push and gc) loses nothing.
commits() { git -C "$WORK/remote.git" rev-list --count main; }
at a quick-add 401 --label "Before the squash" >/dev/null
at b quick-add 402 --label "B behind the squash" >/dev/null
check "sync --compact on A squashes the history" at a sync --compact
if grep -q "Squashed the carrier's git history into one commit" "$WORK/out" && [ "$(commits)" = 1 ]; then ok "the remote's main is one commit"; else no "the remote's main is one commit" "$(commits) commits; $(cat "$WORK/out")"; fi
check "B, behind the squash, syncs" at b sync
at a sync >/dev/null 2>&1; at d sync >/dev/null 2>&1; at b sync >/dev/null 2>&1
if same_exports a b && same_exports a d && [ "$(at a entry list --format csv | grep -c 'B behind the squash')" = 1 ]; then ok "after the squash the exports are identical"; else no "after the squash exports identical" "$(diff <(export_of a) <(export_of b) | head)"; fi
if [ "$(commits)" -le 4 ]; then ok "the remote keeps $(commits) commits after the others synced"; else no "a short history after the squash" "$(commits) commits"; fi
for round in 1 2 3; do
  at a quick-add $((410 + round)) --label "Killed squash $round" >/dev/null
  at a sync --compact >/dev/null 2>&1 & victim=$!
  sleep "0.$((5 + RANDOM % 5))$((RANDOM % 9))"; kill -9 $victim 2>/dev/null; wait $victim 2>/dev/null
done
check "after kill -9 late in compactions the next sync completes" at a sync --compact
at b sync >/dev/null 2>&1; at d sync >/dev/null 2>&1; at a sync >/dev/null 2>&1; at b sync >/dev/null 2>&1
n=$(at b entry list --format csv | grep -c "Killed squash")
if [ "$n" = 3 ] && same_exports a b && same_exports a d && [ "$(commits)" -le 4 ]; then ok "every entry around those kills arrived once, $(commits) commits"; else no "entries around killed squashes" "found $n, $(commits) commits"; fi

# kill -9 while B receives a squashed history (HEAD moved, files half taken): B's next sync completes, nothing lost.
for round in 1 2 3; do
  at a quick-add $((420 + round)) --label "A squashes $round" >/dev/null; at a sync --compact >/dev/null 2>&1
  at b quick-add $((430 + round)) --label "B killed receiving $round" >/dev/null
  at b sync >/dev/null 2>&1 & victim=$!
  sleep "0.$((RANDOM % 9))$((RANDOM % 9))"; kill -9 $victim 2>/dev/null; wait $victim 2>/dev/null
done
check "after kill -9 while receiving a squashed history B's next sync completes" at b sync
at a sync >/dev/null 2>&1; at d sync >/dev/null 2>&1; at b sync >/dev/null 2>&1
n=$(at a entry list --format csv | grep -c "B killed receiving")
if [ "$n" = 3 ] && same_exports a b && same_exports a d; then ok "B's entries made around those kills arrived once, exports identical"; else no "entries around kills while receiving" "found $n"; fi

# An unreachable remote leaves the diary as it was and says so.
before=$(export_of b)
at c sync init --git "file://$WORK/nowhere.git" >"$WORK/out" 2>&1; status=$?
if [ $status -ne 0 ] && grep -q "could not be reached" "$WORK/out"; then ok "init with an unreachable remote fails and says so"; else no "init with an unreachable remote" "$(cat "$WORK/out")"; fi
mv "$WORK/remote.git" "$WORK/moved.git"
refuse "sync with the remote gone exits non-zero" at b sync
if grep -q "could not be reached" "$WORK/out"; then ok "and says the remote could not be reached"; else no "says unreachable" "$(cat "$WORK/out")"; fi
if [ "$(export_of b)" = "$before" ]; then ok "the diary is as it was"; else no "diary unchanged when the remote is gone"; fi
mv "$WORK/moved.git" "$WORK/remote.git"

# No plaintext in any object of the bare repository, decompressed by git itself.
git -C "$WORK/remote.git" cat-file --batch-all-objects --batch >"$WORK/objects" 2>/dev/null
size=$(wc -c <"$WORK/objects")
if [ "$size" -gt 1000 ] && ! grep -aqE "Kilimanjaro|Wombat|81\.3|Lunch on B|1789\.5|417\.5|Pelican|Luxembourg" "$WORK/objects"; then
  ok "no memo, food name, weight, swim or pad in any git object ($size bytes decompressed)"
else
  no "no plaintext in git objects" "$(grep -aoE "Kilimanjaro|Wombat|81\.3|Lunch on B|1789\.5|417\.5|Pelican|Luxembourg" "$WORK/objects" | head -3)"
fi


# ---- session 10: a relative --git path, a rejected push, counter undo, a hostile record from another machine ----
git init --bare -q "$WORK/rel.git"
at r1 weight add 70.5 --yes >/dev/null
check "sync init --git with a relative path to a bare repository" bash -c "cd '$WORK' && env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/r1' '$BIN' sync init --git rel.git"
RPHRASE=$(phrase_in "$WORK/out")
check "the relative path is stored absolute (status from another folder)" bash -c "cd / && env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/r1' '$BIN' sync status | grep -qF 'git $WORK/rel.git'"
check "a join --git with a relative path" bash -c "cd '$WORK' && echo '$RPHRASE' | env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/r2' '$BIN' sync join --git rel.git"
mkdir -p "$WORK/other-carrier"; at r8 weight add 60 --yes >/dev/null; at r8 sync init --folder "$WORK/other-carrier" >"$WORK/r8-init" 2>&1
OTHER_PHRASE=$(phrase_in "$WORK/r8-init")
refuse "a join with another diary's phrase is refused" bash -c "echo '$OTHER_PHRASE' | env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/r9' '$BIN' sync join --git '$WORK/rel.git'"
if [ -e "$WORK/r9/.local/share/tracker/tracker.sqlite.sync-git" ]; then no "a refused join leaves no clone behind"; else ok "a refused join leaves no clone behind"; fi
check "sync status with no diary does not blame --db" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/r9' '$BIN' sync status 2>&1 | grep -v -- '--db:' | grep -q 'there is no database'"
at r1 counter add Eosinophils >/dev/null; at r1 counter tap eosinophils >/dev/null
at r1 sync >/dev/null 2>&1; at r2 sync >/dev/null 2>&1
at r2 counter tap eosinophils --times 5 >/dev/null
at r2 sync >/dev/null 2>&1; at r1 sync >/dev/null 2>&1
refuse "counter undo refuses another machine's +5" at r1 counter undo eosinophils
cp "$WORK/out" "$WORK/said"; check "... and says so" grep -q "(+5) was made on another machine" "$WORK/said"
check "... and takes nothing back" bash -c "[ \"\$(env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/r1' '$BIN' counter list --format csv | grep -i '^eosinophils,' | cut -d, -f2)\" = 6 ]"
# A diary edited with sqlite3 on r2: 1e300 kg, 30 February, an escape sequence in a memo. r1 writes none of them.
sqlite3 "$WORK/r2/.local/share/tracker/tracker.sqlite" "INSERT INTO day(date, weightKg, memo) VALUES ('2026-09-04', 1e300, NULL), ('2026-02-30', 70, NULL), ('2026-09-07', NULL, 'esc' || char(27) || ']0;PWNED' || char(7) || 'x'), ('2026-09-08', 71.5, 'fine')"
at r2 sync >/dev/null 2>&1
refuse "a sync receiving refused values exits 1" at r1 sync
cp "$WORK/out" "$WORK/said"; check "... and names them: Not written here: 3" grep -q "Not written here: 3 received records" "$WORK/said"
check "... the good day beside them is written" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/r1' '$BIN' weight list | grep -q '71.5'"
check "... Progress still has its weights" bash -c "! env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/r1' '$BIN' progress | grep -q 'No weights yet'"
# A push the remote's hook rejects: its reason is said, and sync status counts the file not pushed.
printf '#!/bin/sh\necho "GL-HOOK-ERR: push denied by policy" >&2\nexit 1\n' >"$WORK/rel.git/hooks/pre-receive"; chmod +x "$WORK/rel.git/hooks/pre-receive"
at r1 weight add 70.9 --yes >/dev/null
refuse "a rejected push fails the sync" at r1 sync
cp "$WORK/out" "$WORK/said"; check "... with the remote's reason" grep -q "the remote said: GL-HOOK-ERR: push denied by policy" "$WORK/said"
check "sync status: Not pushed yet" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/r1' '$BIN' sync status | grep -q 'Not pushed yet: 1 of this machine'"
rm "$WORK/rel.git/hooks/pre-receive"
at r1 sync >/dev/null 2>&1
check "after the hook is gone nothing waits to be pushed" bash -c "! env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/r1' '$BIN' sync status | grep -q 'Not pushed yet'"
# An edit is ordered by when it was typed (QA s10 S10-9): r1 weighs in offline, r2 corrects the day later and syncs,
# r1 syncs last; the correction stays on both.
at r2 sync >/dev/null 2>&1
at r1 weight add 72.4 --date 2026-10-05 --yes >/dev/null
at r2 weight add 71.6 --date 2026-10-05 --yes >/dev/null
at r2 sync >/dev/null 2>&1; at r1 sync >/dev/null 2>&1; at r2 sync >/dev/null 2>&1
weight_on() { at "$1" weight list --format csv | grep '^2026-10-05,' | cut -d, -f2; }
if [ "$(weight_on r1)" = 71.60 ] && [ "$(weight_on r2)" = 71.60 ]; then ok "an offline edit synced last does not overwrite a later one (71.6 on both)"; else no "the later edit wins" "r1=$(weight_on r1) r2=$(weight_on r2)"; fi

# ---- a shared folder (what Syncthing or Dropbox would carry) ----
SHARED="$WORK/Shared/tracker"
mkdir -p "$WORK/Shared"
at fa memo "Folder memo Serengeti" >/dev/null
at fa weight add 77.7 >/dev/null
at fa food add "Platypus pie" --kcal 432 >/dev/null
check "sync init --folder on machine A" at fa sync init --folder "$SHARED"
FOLDER_PHRASE=$(phrase_in "$WORK/out")
check "join --folder on machine B (phrase from TRACKER_SYNC_PHRASE)" env TRACKER_SYNC_PHRASE="$FOLDER_PHRASE" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/fb' '$BIN' sync join --folder '$SHARED'"
at fb memo "From B" --date 2026-02-02 >/dev/null
at fb sync >/dev/null 2>&1; at fa sync >/dev/null 2>&1
if same_exports fa fb; then ok "folder: both exports byte-identical"; else no "folder: exports identical" "$(diff <(export_of fa) <(export_of fb) | head)"; fi
if ! grep -raqE "Serengeti|Platypus|77\.7|From B" "$SHARED"; then ok "no memo, food name or weight in any folder file"; else no "no plaintext in the folder"; fi
# A tampered segment is refused by name and changes nothing.
at fa memo "Tampered later" --date 2026-03-03 >/dev/null
at fa sync >/dev/null 2>&1
victim=$(find "$SHARED"/replicas -name '*.seg' -printf '%T@ %p\n' | sort -n | tail -1 | cut -d' ' -f2-)
cp "$victim" "$WORK/victim.bak"
printf 'X' | dd of="$victim" bs=1 seek=40 conv=notrunc status=none
before=$(export_of fb)
refuse "a tampered segment makes sync exit non-zero" at fb sync
if grep -qF "$victim" "$WORK/out"; then ok "the refused file is named"; else no "the refused file is named" "$(cat "$WORK/out")"; fi
if [ "$(export_of fb)" = "$before" ]; then ok "the tampered file changed nothing"; else no "the tampered file changed nothing"; fi
cp "$WORK/victim.bak" "$victim"
check "the file put back, the next sync completes" at fb sync

# A machine whose clock is 10 minutes behind (faketime) still orders one person's edits as they were made: the
# memo typed on B after B received A's is the one both keep, though B's clock stamps it "before" A's.
if command -v faketime >/dev/null 2>&1; then
  behind() { env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME="$WORK/fb" faketime -f "-10m" "$BIN" "$@"; }
  at fb sync >/dev/null 2>&1
  at fa memo "Skew first on A" --date 2026-04-04 >/dev/null
  at fa sync >/dev/null 2>&1
  behind sync >"$WORK/skew.out" 2>&1
  if grep -q "[0-9]* minutes ahead of this machine.s clock" "$WORK/skew.out"; then ok "faketime: B, 10 minutes behind, says the other clock is ahead"; else no "faketime: the skew is said" "$(cat "$WORK/skew.out")"; fi
  behind memo "Skew then on B" --date 2026-04-04 >/dev/null
  behind sync >/dev/null 2>&1
  at fa sync >/dev/null 2>&1
  if export_of fa | grep -q "Skew then on B" && ! export_of fa | grep -q "Skew first on A" && same_exports fa fb; then
    ok "faketime: B's later memo wins on both machines though B's clock is behind"
  else
    no "faketime: the later edit wins" "$(export_of fa | grep -o 'Skew [a-zA-Z ]*')"
  fi
  # A diary restored over its own file from a backup while its sync clock runs ahead of the wall (B synced 10 minutes
  # fast; QA s8b N3): what it sent before the restore and what it sends after both arrive everywhere.
  ahead() { env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME="$WORK/fb" faketime -f "+10m" "$BIN" "$@"; }
  at fa counter add Restored >/dev/null; at fa sync >/dev/null 2>&1
  ahead weight add 70 --date 2026-04-07 >/dev/null; ahead sync >/dev/null 2>&1; at fa sync >/dev/null 2>&1
  fa_diary="$WORK/fa/.local/share/tracker/tracker.sqlite"
  cp "$fa_diary" "$WORK/fa-backup.sqlite"
  at fa counter tap restored --times 5 >/dev/null; at fa sync >/dev/null 2>&1
  cp "$WORK/fa-backup.sqlite" "$fa_diary"; rm -f "$fa_diary-wal" "$fa_diary-shm"
  at fa counter tap restored --times 50 >/dev/null
  check "a diary restored from a backup while the clock is ahead syncs" at fa sync
  at fb sync >/dev/null 2>&1; at fa sync >/dev/null 2>&1
  if [ "$(count_of fa restored)" = 55 ] && [ "$(count_of fb restored)" = 55 ]; then ok "faketime: taps sent before the restore and after it both count (55)"; else no "restored diary keeps both sides' taps" "A=$(count_of fa restored) B=$(count_of fb restored)"; fi
else
  echo "skip - faketime is not installed: the clock-skew check did not run"
fi

# cron does not read the shell's profile (QA s8b N5): a machine set up with XDG_STATE_HOME syncs from a run without it.
env -u XDG_DATA_HOME -u TRACKER_DB HOME="$WORK/fe" XDG_STATE_HOME="$WORK/fe/xdg-state" TRACKER_SYNC_PHRASE="$FOLDER_PHRASE" "$BIN" sync join --folder "$SHARED" >/dev/null 2>&1
at fe memo "Sent by cron" --date 2026-04-08 >/dev/null
check "a sync without the shell's XDG_STATE_HOME (cron) finds the installation" env -i HOME="$WORK/fe" PATH=/usr/bin:/bin "$BIN" sync
check "and the shell's sync after it too" env -u XDG_DATA_HOME -u TRACKER_DB HOME="$WORK/fe" XDG_STATE_HOME="$WORK/fe/xdg-state" "$BIN" sync
at fa sync >/dev/null 2>&1
if at fa export --format json --output - | grep -q "Sent by cron" && [ ! -e "$WORK/fe/.local/state/tracker/installation" ]; then ok "what cron sent arrives, and cron made no installation of its own"; else no "cron's sync" "$(find "$WORK/fe/.local/state" 2>&1 | head -5)"; fi

# A missing segment (QA F1): the reader says so on every sync and applies nothing after it; the writer sends it again.
newest() { find "$SHARED/replicas/$1" -name '*.seg' -printf '%f\n' | sort | tail -1; }
id_of() { at "$1" sync status | sed -n 's/^This machine: \([0-9a-f]*\),.*/\1/p'; }
FA=$(id_of fa); FB=$(id_of fb)
at fa memo "Gap before" --date 2026-04-01 >/dev/null; at fa sync >/dev/null 2>&1; lost=$(newest "$FA")
at fa memo "Gap after" --date 2026-04-02 >/dev/null; at fa sync >/dev/null 2>&1
rm "$SHARED/replicas/$FA/$lost"
refuse "a missing segment makes the reader's sync exit non-zero" at fb sync
if grep -q "segment $((10#${lost%.seg})) (missing)" "$WORK/out"; then ok "and names the missing segment"; else no "names the missing segment" "$(cat "$WORK/out")"; fi
refuse "the next sync says it again" at fb sync
if at fb sync status | grep -q "Not complete: waiting for $FA's segment"; then ok "sync status names what it waits for"; else no "sync status names the gap" "$(at fb sync status)"; fi
if ! at fb export --format json --output - | grep -q "Gap after"; then ok "the segment after the gap is not applied"; else no "nothing past the gap"; fi
at fa sync >"$WORK/out" 2>&1
if grep -q "Sent again: $FA/$lost (missing)" "$WORK/out" && [ -f "$SHARED/replicas/$FA/$lost" ]; then ok "the writer sends its missing segment again"; else no "the writer re-sends" "$(cat "$WORK/out")"; fi
check "the reader's next sync completes" at fb sync
if at fb export --format json --output - | grep -q "Gap after"; then ok "and brings what waited"; else no "what waited arrives"; fi

# A replica folder replaced by a symbolic link (QA F8) is never followed.
mkdir -p "$WORK/outside"
mv "$SHARED/replicas/$FB" "$WORK/fb-folder"; ln -s "$WORK/outside" "$SHARED/replicas/$FB"
at fb weight add 71 --date 2026-04-03 >/dev/null
refuse "a symlinked replica folder is refused" at fb sync
if grep -q "symbolic link" "$WORK/out" && [ -z "$(ls -A "$WORK/outside")" ]; then ok "it is named and nothing is written outside the carrier"; else no "symlink named, nothing outside" "$(cat "$WORK/out"; ls "$WORK/outside")"; fi
rm "$SHARED/replicas/$FB"; mv "$WORK/fb-folder" "$SHARED/replicas/$FB"
check "the folder put back, the next sync completes" at fb sync

# A synced diary copied to another machine (QA F9): both write one number; the copy is refused, reset-machine mends it.
cp -a "$WORK/fb" "$WORK/fc"
at fb memo "Written on B" --date 2026-04-04 >/dev/null; at fb sync >/dev/null 2>&1; bfile=$(newest "$FB")
mv "$SHARED/replicas/$FB/$bfile" "$WORK/late.seg"
at fc memo "Written on the copy" --date 2026-04-05 >/dev/null; at fc sync >/dev/null 2>&1
mv "$WORK/late.seg" "$SHARED/replicas/$FB/$bfile"
refuse "the copy's next sync is refused" at fc sync
if grep -q "sync reset-machine" "$WORK/out"; then ok "and says to run sync reset-machine"; else no "copy refused with the fix" "$(cat "$WORK/out")"; fi
check "sync reset-machine on the copy" at fc sync reset-machine
check "the copy's next sync completes" at fc sync
sent=$(grep -oE '^Sent [0-9]+' "$WORK/out" | grep -oE '[0-9]+')
if [ -n "$sent" ] && [ "$sent" -gt 10 ] && grep -q "every record this diary holds" "$WORK/out"; then ok "after reset-machine the sync says the $sent changes it sent (QA s8 M1)"; else no "the count sent after reset-machine" "$(cat "$WORK/out")"; fi
at fa sync >/dev/null 2>&1; at fb sync >/dev/null 2>&1; at fc sync >/dev/null 2>&1; at fa sync >/dev/null 2>&1
if at fa export --format json --output - | grep -q "Written on the copy" && at fc export --format json --output - | grep -q "Written on B"; then
  ok "nothing of either machine is lost"; else no "copy and original both arrive"; fi

# Only the diary file copied to another machine (cp, rsync of the data folder; issue 29): its HOME is another
# installation, so its first sync is refused before it writes, though the two never wrote one number and B compacted.
mkdir -p "$WORK/fd/.local/share/tracker"
cp "$WORK/fb/.local/share/tracker/tracker.sqlite" "$WORK/fd/.local/share/tracker/"
# On another machine the installation file the diary was bound to is at the same path and holds that machine's id.
sqlite3 "$WORK/fd/.local/share/tracker/tracker.sqlite" "UPDATE syncState SET value = '$WORK/fd/.local/state/tracker/installation' WHERE key = 'installationPath'"
check "B compacts its files" at fb sync --compact
files_before=$(find "$SHARED/replicas" -type f | sort | md5sum)
at fd memo "Written on a copied file" --date 2026-04-06 >/dev/null
refuse "a diary file copied to another HOME is refused at its first sync" at fd sync
if grep -q "another installation of Tracker" "$WORK/out" && grep -q "sync reset-machine" "$WORK/out"; then ok "and says why and to run sync reset-machine"; else no "copied file refused with the fix" "$(cat "$WORK/out")"; fi
if [ "$(find "$SHARED/replicas" -type f | sort | md5sum)" = "$files_before" ]; then ok "the refused copy wrote nothing in the carrier"; else no "nothing written by the refused copy"; fi
# Two copies of one diary on one machine (cp diary.sqlite d2.sqlite): the one not at the diary's place is refused.
cp "$WORK/fb/.local/share/tracker/tracker.sqlite" "$WORK/fb/d2.sqlite"
refuse "a second copy on the same machine is refused" at fb sync --db "$WORK/fb/d2.sqlite"
if grep -q "is a copy of it on this machine" "$WORK/out"; then ok "and says it is a copy on this machine"; else no "second copy named" "$(cat "$WORK/out")"; fi
check "the original still syncs" at fb sync
check "sync reset-machine on the copied file" at fd sync reset-machine
check "the copied file then syncs as a machine of its own" at fd sync
at fb sync >/dev/null 2>&1
if at fb export --format json --output - | grep -q "Written on a copied file"; then ok "what was written on the copied file arrives"; else no "copied file's memo arrives"; fi

# Food imported from exports of different dates on two machines counts each record once (QA s8b N2), and an
# imported day deleted before its first sync stays deleted when the other machine imports it too (N6).
health_export() {  # OUT, then records as "start kcal"
  local out="$1"; shift
  { printf '<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n <ExportDate value="2026-11-20 09:00:00 +0000"/>\n <Me/>\n'
    for record in "$@"; do
      printf ' <Record type="HKQuantityTypeIdentifierDietaryEnergyConsumed" sourceName="Food app" unit="kcal" startDate="%s +0000" endDate="%s +0000" value="%s"/>\n' \
        "${record% *}" "${record% *}" "${record##* }"
    done
    printf '</HealthData>\n'; } >"$out"
}
health_export "$WORK/monday.xml" "2022-01-03 08:00:00 500" "2022-01-03 12:30:00 489" "2022-01-04 08:00:00 800"
health_export "$WORK/tuesday.xml" "2022-01-03 08:00:00 500" "2022-01-03 12:30:00 489" "2022-01-03 18:49:00 967" "2022-01-04 08:00:00 800"
day_kcal() { at "$1" entry list --date "$2" --format csv | awk -F, 'NR > 1 { sum += $NF } END { printf "%g", sum }'; }
at fa import apple-health "$WORK/monday.xml" >/dev/null
fa_monday=$(at fa entry list --date 2022-01-04 --format csv | awk -F, 'NR == 2 { print $1 }')
at fa entry delete "$fa_monday" >/dev/null
at fb import apple-health "$WORK/tuesday.xml" >/dev/null
at fa sync >/dev/null 2>&1; at fb sync >/dev/null 2>&1; at fa sync >/dev/null 2>&1
for machine in fa fb; do
  got=$(day_kcal $machine 2022-01-03)
  if [ "$got" = "1956" ]; then ok "$machine: two Apple Health exports of different dates count the day once (1956 kcal)"; else no "$machine: the day counted once" "2022-01-03: $got kcal, not 1956"; fi
  got=$(day_kcal $machine 2022-01-04)
  if [ "$got" = "0" ]; then ok "$machine: the imported day deleted on A before it was sent stays deleted"; else no "$machine: deleted day stays deleted" "2022-01-04: $got kcal"; fi
done
if same_exports fa fb; then ok "after the imports both exports byte-identical"; else no "after the imports exports identical" "$(diff <(export_of fa) <(export_of fb) | head)"; fi

# Counts past 64 bits (QA F5) stop at the limit on every machine.
at fa counter add Huge >/dev/null; at fa sync >/dev/null 2>&1; at fb sync >/dev/null 2>&1
at fa counter set huge 5000000000000000000 >/dev/null; at fb counter set huge 5000000000000000000 >/dev/null
at fa sync >/dev/null 2>&1; at fb sync >/dev/null 2>&1; at fa sync >/dev/null 2>&1
if [ "$(count_of fa huge)" = 9223372036854775807 ] && [ "$(count_of fb huge)" = 9223372036854775807 ]; then ok "two big sets stop at the limit, not wrap"; else no "counts stop at the limit" "A=$(count_of fa huge) B=$(count_of fb huge)"; fi

# A git URL that looks like an option (QA M10) never reaches git.
if ! at z sync init --git="--upload-pack=touch $WORK/pwned" >"$WORK/out" 2>&1 && grep -q "begins with" "$WORK/out" && [ ! -e "$WORK/pwned" ]; then ok "a git URL beginning with - is refused"; else no "dash URL refused" "$(cat "$WORK/out")"; fi

# Someone's repository (QA s8b M-b6): `sync init` refuses a main holding files Tracker did not write; a hosting
# site's README commit is taken, and the squash keeps it (and its history) below Tracker's one commit.
git init --bare -q "$WORK/theirs.git"
git clone -q "$WORK/theirs.git" "$WORK/theirs" 2>/dev/null
mkdir -p "$WORK/theirs/docs"; echo "# notes" >"$WORK/theirs/README.md"; echo keep >"$WORK/theirs/docs/keep.txt"
git -C "$WORK/theirs" add -A; git -C "$WORK/theirs" -c user.name=u -c user.email=u@x commit -qm "their init"; git -C "$WORK/theirs" push -q origin HEAD:refs/heads/main
at fr weight add 70 >/dev/null
if ! at fr sync init --git "$WORK/theirs.git" >"$WORK/out" 2>&1 && grep -q "is not empty: use an empty repository" "$WORK/out" && at fr sync status | grep -q "not set up"; then
  ok "sync init refuses a git remote holding someone's files"; else no "init refuses a non-empty remote" "$(cat "$WORK/out")"; fi
git -C "$WORK/theirs" rm -qr docs; git -C "$WORK/theirs" -c user.name=u -c user.email=u@x commit -qm "their README only"; git -C "$WORK/theirs" push -q origin HEAD:refs/heads/main
check "sync init takes a remote holding only a README" at fr sync init --git "$WORK/theirs.git"
at fr weight add 71 --date 2026-11-01 >/dev/null; at fr sync >/dev/null 2>&1
at fr sync --compact >"$WORK/out" 2>&1
if grep -q "on top of the 2 commits Tracker did not write" "$WORK/out" && [ "$(git -C "$WORK/theirs.git" log --format=%s main | tail -2 | tr '\n' '|')" = "their README only|their init|" ]; then
  ok "the squash keeps the commits Tracker did not write"; else no "squash keeps their commits" "$(git -C "$WORK/theirs.git" log --oneline main; cat "$WORK/out")"; fi

# A replica folder no machine of the diary wrote (QA s8b M-b5): pushed junk is said once and blocks neither the sync nor the squash.
git -C "$WORK/theirs" pull -q origin main 2>/dev/null
mkdir -p "$WORK/theirs/replicas/deadbeefdeadbeef"; head -c 300 /dev/urandom >"$WORK/theirs/replicas/deadbeefdeadbeef/00000001.seg"
git -C "$WORK/theirs" add -A; git -C "$WORK/theirs" -c user.name=u -c user.email=u@x commit -qm planted; git -C "$WORK/theirs" push -q origin HEAD:refs/heads/main
at fr weight add 72 --date 2026-11-02 >/dev/null
check "a sync with an unknown folder in the carrier succeeds" at fr sync
if grep -q "Unknown folder replicas/deadbeefdeadbeef in the git remote" "$WORK/out" && ! (at fr sync 2>&1 | grep -q "Unknown folder") && at fr sync status | grep -q "Unknown folder: replicas/deadbeefdeadbeef"; then
  ok "the unknown folder is said once, and sync status lists it"; else no "unknown folder said once" "$(cat "$WORK/out")"; fi
at fr sync --compact >"$WORK/out" 2>&1
if grep -q "Squashed" "$WORK/out" && ! grep -q "deadbeefdeadbeef has not synced" "$WORK/out"; then ok "compaction and the squash do not wait for it"; else no "squash not blocked by an unknown folder" "$(cat "$WORK/out")"; fi

# ---- what a diary holds when it first syncs (QA s8b F6b, F12, N1; QA s9 N8) ----
join_at() { echo "$2" | env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME="$WORK/$1" "$BIN" sync join --folder "$3"; }
entries_in() { export_of "$1" | grep -c '"servings" :'; }
# F6b: the demo diary copied to two machines before either synced, then init on one and join on the other: one copy of each.
at dp demo --output "$WORK/demo.sqlite" >/dev/null
for m in dp dq; do mkdir -p "$WORK/$m/.local/share/tracker"; cp "$WORK/demo.sqlite" "$WORK/$m/.local/share/tracker/tracker.sqlite"; done
DEMO_ENTRIES=$(entries_in dp); DEMO_PUSHUPS=$(count_of dp push-ups)
check "copied demo diary: sync init --folder on the first copy" at dp sync init --folder "$WORK/copyfold"
COPY_PHRASE=$(phrase_in "$WORK/out")
check "copied demo diary: join on the second copy" join_at dq "$COPY_PHRASE" "$WORK/copyfold"
check "copied demo diary: the first copy syncs" at dp sync
if [ "$(entries_in dp)" = "$DEMO_ENTRIES" ] && [ "$(entries_in dq)" = "$DEMO_ENTRIES" ] && [ "$(count_of dq push-ups)" = "$DEMO_PUSHUPS" ]; then
  ok "copied demo diary: $DEMO_ENTRIES entries and Push-ups $DEMO_PUSHUPS on both, not doubled"
else no "copied demo diary: not doubled" "entries before $DEMO_ENTRIES, now $(entries_in dp) / $(entries_in dq); Push-ups $DEMO_PUSHUPS, now $(count_of dp push-ups) / $(count_of dq push-ups)"; fi
if same_exports dp dq; then ok "copied demo diary: both exports byte-identical"; else no "copied demo diary: exports identical" "$(diff <(export_of dp) <(export_of dq) | head -10)"; fi
# N8: the same never-synced file on two machines, an entry edited and one deleted on the joining copy before the join:
# one entry on the edited day (the synced diary's value wins, and the join says so), none on the deleted day.
at e1 food add Oats --kcal 150 >/dev/null
for d in 2026-11-20 2026-11-21 2026-11-22; do at e1 eat Oats --date "$d" >/dev/null; done
mkdir -p "$WORK/e2/.local/share/tracker"; cp "$WORK/e1/.local/share/tracker/tracker.sqlite" "$WORK/e2/.local/share/tracker/"
e2_entry() { at e2 entry list --date "$1" --format csv | awk -F, 'NR == 2 { print $1 }'; }
at e2 entry edit "$(e2_entry 2026-11-21)" --servings 2 >/dev/null; at e2 entry delete "$(e2_entry 2026-11-22)" >/dev/null
check "edited copy: sync init --folder on the first copy" at e1 sync init --folder "$WORK/editfold"
EDIT_PHRASE=$(phrase_in "$WORK/out")
check "edited copy: join on the copy that edited and deleted" join_at e2 "$EDIT_PHRASE" "$WORK/editfold"
cp "$WORK/out" "$WORK/edit-join-out"
check "edited copy: the join says it kept the synced diary's servings" grep -q "Kept the synced diary's value for 1 field this diary also had." "$WORK/edit-join-out"
check "edited copy: the first copy syncs" at e1 sync
for m in e1 e2; do
  got="$(day_kcal $m 2026-11-20) $(day_kcal $m 2026-11-21) $(day_kcal $m 2026-11-22)"
  if [ "$got" = "150 150 0" ]; then ok "edited copy: $m has one entry on the edited day and none on the deleted day"; else no "edited copy: $m one entry, deletion kept" "kcal on 11-20, 11-21, 11-22: $got (want 150 150 0)"; fi
done
if same_exports e1 e2; then ok "edited copy: both exports byte-identical"; else no "edited copy: exports identical" "$(diff <(export_of e1) <(export_of e2) | head -10)"; fi
# F12: a stale machine's weight and memo for a day the synced diary has lose to the diary's; its own day fills in.
at st weight add 99 --date 2026-11-01 >/dev/null; at st memo "stale memo" --date 2026-11-01 >/dev/null; at st weight add 98 --date 2026-11-18 >/dev/null
at fa weight add 71.1 --date 2026-11-01 >/dev/null; at fa memo "A memo 01" --date 2026-11-01 >/dev/null
check "stale machine: A syncs its day" at fa sync
check "stale machine: joins" join_at st "$FOLDER_PHRASE" "$SHARED"
cp "$WORK/out" "$WORK/stale-join-out"
check "stale machine: the join says which values it let go" grep -q "Kept the synced diary's value for 2 fields this diary also had." "$WORK/stale-join-out"
check "stale machine: A syncs again" at fa sync
check "stale machine: A keeps its weight" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/fa' '$BIN' weight list --from 2026-11-01 --to 2026-11-01 | grep -q '71.1'"
check "stale machine: A keeps its memo" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/fa' '$BIN' day show --date 2026-11-01 | grep -q 'A memo 01'"
check "stale machine: its own day reaches A" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/fa' '$BIN' weight list --from 2026-11-18 --to 2026-11-18 | grep -q '98.0'"
check "stale machine: syncs again" at st sync
if same_exports fa st; then ok "stale machine: exports byte-identical"; else no "stale machine: exports identical" "$(diff <(export_of fa) <(export_of st) | head -10)"; fi
# N1: an export of a diary whose food was renamed and whose counter was deleted and made again, restored on a new
# machine and joined: one copy of each, the deleted counter's dropped taps stay dropped, all exports the same.
N1=$WORK/n1fold
at k1 counter add Sit >/dev/null; at k1 counter tap Sit --times 3 >/dev/null
at k1 food add Kiwi --kcal 40 >/dev/null; at k1 eat Kiwi --date 2026-11-18 >/dev/null
check "restore after renames: init on K1" at k1 sync init --folder "$N1"
N1_PHRASE=$(phrase_in "$WORK/out")
check "restore after renames: join on K2" join_at k2 "$N1_PHRASE" "$N1"
at k1 sync >/dev/null 2>&1; at k1 counter delete Sit >/dev/null; at k2 counter tap Sit --times 5 >/dev/null
for m in k1 k2 k1; do at $m sync >/dev/null 2>&1; done
at k1 counter add Sit >/dev/null; at k1 counter tap Sit >/dev/null; at k1 food edit Kiwi --name Feijoa >/dev/null
for m in k1 k2; do at $m sync >/dev/null 2>&1; done
at k1 export --output "$WORK/n1.json" >/dev/null
check "restore after renames: import json on K3" at k3 import json "$WORK/n1.json"
check "restore after renames: K3 joins" join_at k3 "$N1_PHRASE" "$N1"
for m in k1 k2 k3 k1 k2 k3; do at $m sync >/dev/null 2>&1; done
N1_LISTS="$(for m in k1 k2 k3; do at $m counter list --format csv | grep -vi '^name,'; at $m food list | grep -i feijoa; done)"
if [ "$(count_of k1 sit)" = 1 ] && [ "$(count_of k2 sit)" = 1 ] && [ "$(count_of k3 sit)" = 1 ] && ! grep -q '(2)' <<< "$N1_LISTS"; then
  ok "restore after renames: one Sit (1) and one Feijoa on every machine"
else no "restore after renames: one copy of each" "$N1_LISTS"; fi
if same_exports k1 k2 && same_exports k1 k3; then ok "restore after renames: three exports byte-identical"; else no "restore after renames: exports identical" "$(diff <(export_of k1) <(export_of k3) | head -10)"; fi
# QA s9 N11: an export whose two foods' identities were swapped by hand ("Apple" given the Feijoa's name:kiwi) renames
# none of the synced diary's foods: no "Apple (2)" anywhere, the day's calories as they were, all exports the same.
at k1 food add Apple --kcal 95 >/dev/null; at k1 eat Apple --servings 2 --date 2026-11-24 >/dev/null
for m in k1 k2 k3; do at $m sync >/dev/null 2>&1; done
export_of k1 | python3 -c '
import json, sys
d = json.load(sys.stdin)
ids = {f["name"]: f.get("syncId") for f in d["foods"]}
for f in d["foods"]:
    f["syncId"] = ids["Feijoa"] if f["name"] == "Apple" else ids["Apple"] if f["name"] == "Feijoa" else f.get("syncId")
json.dump(d, sys.stdout)' >"$WORK/n11.json"
check "swapped identities: import json on K4" at k4 import json "$WORK/n11.json"
check "swapped identities: K4 joins" join_at k4 "$N1_PHRASE" "$N1"
for m in k1 k2 k3 k4 k1 k2 k3 k4; do at $m sync >/dev/null 2>&1; done
N11_FOODS="$(for m in k1 k2 k4; do at $m food list; at $m entry list --date 2026-11-24; done)"
if ! grep -q '(2)' <<< "$N11_FOODS" && [ "$(grep -c '^Apple ' <<< "$N11_FOODS")" = 3 ] && [ "$(grep -c 'Apple *2.00 *serving *190' <<< "$N11_FOODS")" = 3 ]; then
  ok "swapped identities: Apple and Feijoa keep their names, one Apple entry of 190 kcal on each machine"
else no "swapped identities: names kept" "$N11_FOODS"; fi
if same_exports k1 k4 && same_exports k1 k2; then ok "swapped identities: exports byte-identical"; else no "swapped identities: exports identical" "$(diff <(export_of k1) <(export_of k4) | head -10)"; fi

# ---- the app running while a change arrives (tmux) ----
if command -v tmux >/dev/null 2>&1; then
  tmux -L "$SOCKET" -f /dev/null new-session -d -s sync -x 100 -y 30 "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/fb' '$BIN'"
  shows() { tmux -L "$SOCKET" capture-pane -t sync -p | grep -qF -- "$1"; }
  for _ in $(seq 1 100); do shows "1 Log" && break; sleep 0.05; done
  tmux -L "$SOCKET" send-keys -t sync Escape
  at fa memo "Arrived while running" >/dev/null
  at fa sync >/dev/null 2>&1
  at fb sync >/dev/null 2>&1
  found=no
  for _ in $(seq 1 100); do shows "Arrived while running" && { found=yes; break; }; sleep 0.05; done
  if [ $found = yes ]; then ok "a synced change shows in the running app"; else no "a synced change shows in the running app" "$(tmux -L "$SOCKET" capture-pane -t sync -p)"; fi
  tmux -L "$SOCKET" send-keys -t sync q

  # [sync] on_start and on_quit in the configuration file: the app syncs before it opens and after it quits.
  printf '[sync]\non_start = true\non_quit = true\n' > "$WORK/fb-config.toml"
  app_on_fb() {  # the app on machine B with that file; what the quit sync prints goes to quit.err
    rm -f "$WORK/quit.done"
    tmux -L "$SOCKET" new-session -d -s "$1" -x 100 -y 30 \
      "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/fb' TRACKER_CONFIG='$WORK/fb-config.toml' '$BIN' 2>'$WORK/quit.err'; touch '$WORK/quit.done'"
  }
  wait_for() { for _ in $(seq 1 200); do tmux -L "$SOCKET" capture-pane -t "$1" -p | grep -qF -- "$2" && return 0; sleep 0.05; done; tmux -L "$SOCKET" capture-pane -t "$1" -p; return 1; }
  at fb sync >/dev/null 2>&1
  at fa memo "Brought by the start sync" >/dev/null
  at fa sync >/dev/null 2>&1
  app_on_fb onstart
  check "on_start: the app opens with what the other machine sent" wait_for onstart "Brought by the start sync"
  check "on_start: the status line says what the start sync brought" wait_for onstart "Synced on start: Sent 0 changes; received 1"
  at fb weight add 66.6 --yes >/dev/null  # a change on B while its app runs
  tmux -L "$SOCKET" send-keys -t onstart q
  for _ in $(seq 1 200); do [ -e "$WORK/quit.done" ] && break; sleep 0.05; done
  check "on_quit: the sync after quitting sent B's change" grep -q "sync after quitting: Sent 1 change;" "$WORK/quit.err"
  at fa sync >/dev/null 2>&1
  check "on_quit: machine A has it" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/fa' '$BIN' weight list | grep -q '66.6'"
  # The carrier away (a share not mounted): the app opens all the same and says why on its status line.
  mv "$SHARED" "$WORK/Shared/away"
  app_on_fb unmounted
  check "on_start failing: the app opens and its status line says the sync failed" wait_for unmounted "Sync on start failed"
  check "on_start failing: the app is usable (its tabs are drawn)" wait_for unmounted "1 Log"
  tmux -L "$SOCKET" send-keys -t unmounted q
  for _ in $(seq 1 200); do [ -e "$WORK/quit.done" ] && break; sleep 0.05; done
  mv "$WORK/Shared/away" "$SHARED"
  check "after the failed app syncs, the next sync completes" at fb sync
fi

# ---- carriers that cannot be used, moved, a lost manifest, the phrase again (QA s10) ----
said() { if grep -q -- "$2" "$WORK/out"; then ok "$1"; else no "$1" "$(tail -5 "$WORK/out")"; fi; }  # the last command's output
at ca weight add 70 >/dev/null
touch "$WORK/afile"
refuse "init --folder on a file is refused" at ca sync init --folder "$WORK/afile"
said "and said in plain words" "is a file, not a folder"
refuse "init --folder on the diary's own data folder is refused" at ca sync init --folder "$WORK/ca/.local/share/tracker"
said "and says it holds the diary" "holds this diary"
git init -q -b main "$WORK/nonbare"
refuse "init --git on a non-bare repository fails" at ca sync init --git "$WORK/nonbare"
said "and says to make it with git init --bare" "git init --bare"
git init -q --bare -b main "$WORK/proper.git"
check "init --git with another (bare) remote after the failed one" at ca sync init --git "$WORK/proper.git"
CA_PHRASE=$(phrase_in "$WORK/out")
check "sync phrase --yes --to-pipe shows the same phrase" bash -c "[ \"\$(env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/ca' '$BIN' sync phrase --yes --to-pipe)\" = '$CA_PHRASE' ]"
refuse "sync phrase to a pipe without --to-pipe is refused" at ca sync phrase --yes
git clone -q --mirror "$WORK/proper.git" "$WORK/moved.git"
check "sync move --git to a mirror of the remote" at ca sync move --git "$WORK/moved.git"
check "sync status names the new address" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/ca' '$BIN' sync status | grep -q 'git $WORK/moved.git'"
check "a second machine joins at the new address" env TRACKER_SYNC_PHRASE="$CA_PHRASE" bash -c "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/cb' '$BIN' sync join --git '$WORK/moved.git'"
check "sync move --folder to an empty folder" at ca sync move --folder "$WORK/cfold"
said "and writes its files there again" "Sent again: .*00000001.seg (missing)"
rm "$WORK/cfold/tracker-diary.json"
check "a lost manifest: the next sync completes" at ca sync
said "and says it was written again" "Sent again: tracker-diary.json (missing)"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
  mkdir -m 777 "$WORK/nobody"; chmod 755 "$WORK"
  refuse "a carrier another user cannot read: join fails" bash -c "echo '$CA_PHRASE' | setpriv --reuid=nobody --regid=nogroup --clear-groups env HOME='$WORK/nobody' '$BIN' sync join --folder '$WORK/cfold'"
  said "and says it cannot be read, not that it is empty" "cannot be read: permission denied"
  chmod 700 "$WORK"
fi
if command -v tmux >/dev/null; then
  # The phrase typed at a terminal is not shown, a typo is asked again, and Ctrl-C gives the echo back.
  tmux -L "$SOCKET" -f /dev/null new-session -d -s phrase -x 200 -y 30 "env -u XDG_DATA_HOME -u XDG_STATE_HOME -u TRACKER_DB HOME='$WORK/cc' bash --norc -i"
  pane() { tmux -L "$SOCKET" capture-pane -t phrase -p; }
  until_shown() { for _ in $(seq 1 200); do pane | grep -qF -- "$1" && return 0; sleep 0.05; done; pane; return 1; }
  tmux -L "$SOCKET" send-keys -t phrase "'$BIN' sync join --folder '$WORK/cfold'" Enter
  check "join at a terminal asks without showing" until_shown "not shown as you type"
  tmux -L "$SOCKET" send-keys -t phrase "AAAA-BBBB" Enter
  check "a typo is asked again" until_shown "Recovery phrase again"
  tmux -L "$SOCKET" send-keys -t phrase "$CA_PHRASE" Enter
  check "the phrase joins" until_shown "Joined."
  if ! pane | grep -qF -- "$CA_PHRASE" && ! pane | grep -qF "AAAA-BBBB"; then ok "the typed phrase is not on the screen"; else no "the typed phrase is not on the screen" "$(pane)"; fi
  # A non-interactive shell, which puts no terminal mode back itself, notes the mode once join has died of Ctrl-C.
  printf '%s\n' "trap \"stty -a | tr ' ' '\\\\n' | grep -x -- '-\\?echo' > '$WORK/echo-after'\" INT" \
    "HOME='$WORK/cd' '$BIN' sync join --folder '$WORK/cfold'" > "$WORK/ctrl-c.sh"
  tmux -L "$SOCKET" send-keys -t phrase "clear; bash '$WORK/ctrl-c.sh'" Enter
  sleep 0.1; until_shown "Recovery phrase (not shown" >/dev/null
  tmux -L "$SOCKET" send-keys -t phrase C-c
  for _ in $(seq 1 100); do [ -s "$WORK/echo-after" ] && break; sleep 0.05; done
  check "Ctrl-C at the phrase prompt gives the terminal its echo back" grep -qx echo "$WORK/echo-after"
  tmux -L "$SOCKET" kill-session -t phrase
fi

echo
echo "e2e-sync: $pass passed, $fail failed"
[ $fail -eq 0 ]
