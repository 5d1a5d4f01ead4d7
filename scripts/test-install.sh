#!/usr/bin/env bash
# shellcheck disable=SC2016  # the checks are `bash -c 'SCRIPT' _ ARGS`: single quotes keep $1 for that shell
# Tests scripts/install and scripts/uninstall as a new user would meet them: a fresh HOME (with a space
# in its path) under a new temp folder and the default PREFIX (HOME/.local), the real release build, then
# the installed binary, the manual through man, and the completions as each shell finds them by itself
# (bash-completion, zsh's compinit, fish; each skipped with a line when not installed).
# Not part of scripts/test: it needs the release build (minutes the first time, about 1 min after).
# Usage: scripts/test-install.sh    For every check: apt-get install man-db bash-completion zsh fish
# Last line: "install: N passed, M failed".
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0; failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$work/out" ] && sed 's/^/     | /' "$work/out" | tail -15; }
check() { local name=$1; shift; if "$@" > "$work/out" 2>&1; then ok "$name"; else fail "$name"; fi; }

export HOME="$work/my home"
unset XDG_DATA_HOME XDG_DATA_DIRS BASH_COMPLETION_USER_DIR TRACKER_DB PREFIX
prefix="$HOME/.local"
mkdir -p "$prefix/bin"
echo "not Tracker's" > "$prefix/bin/other-tool"
# shellcheck source=scripts/install-paths
source "$root/scripts/install-paths" "$prefix"

start=$(date +%s)
if (cd "$work" && "$root/scripts/install") > "$work/install.log" 2>&1; then ok "scripts/install (default PREFIX) exits 0"; else
  cp "$work/install.log" "$work/out"; fail "scripts/install (default PREFIX) exits 0"; fi
echo "     (install took $(( $(date +%s) - start )) s)"
export PATH="$prefix/bin:$PATH"

for file in "${installed_files[@]}"; do
  check "installed ${file#"$prefix"/}" test -s "$file"
done
check "bin/tracker is executable" test -x "$installed_binary"
check "bin/tracker is stripped (no symbol table, no debug information)" \
  bash -c '! readelf -S "$1" | grep -qE "\.(symtab|debug_info) "' _ "$installed_binary"
check "the files are readable by all (644/755)" \
  bash -c '[ "$(stat -c %a "$1")" = 755 ] && for f in "${@:2}"; do [ "$(stat -c %a "$f")" = 644 ] || exit 1; done' \
  _ "${installed_files[@]}"
check "no temp file left beside them" bash -c '! find "$1" -name "*.install-*" | grep -q .' _ "$prefix"
check "the install log lists every file" bash -c 'for f in "${@:2}"; do grep -qxF "  $f" "$1" || exit 1; done' \
  _ "$work/install.log" "${installed_files[@]}"

# The installed binary runs on its own, on a database in the fresh HOME.
check "tracker --version" "$installed_binary" --version
check "tracker weight add in the fresh HOME" "$installed_binary" weight add 72.5
check "the database is in HOME/.local/share/tracker" test -s "$HOME/.local/share/tracker/tracker.sqlite"

# The manual, through man as a user would read it.
if command -v man >/dev/null 2>&1; then
  MANWIDTH=80 man -l "$installed_manual" > "$work/manual.txt" 2> "$work/man.err"
  check "man -l shows the page" grep -q "keyboard-first terminal app" "$work/manual.txt"
  check "the page has the subcommands (import apple-health)" grep -q "apple-health" "$work/manual.txt"
  check "man finds it by name under PREFIX (MANPATH)" \
    bash -c 'MANPATH="$1/share/man" MANWIDTH=80 man tracker | grep -q "SYNOPSIS"' _ "$prefix"
  check "man tracker finds it from PATH alone" bash -c '[ "$(env -u MANPATH man -w tracker)" = "$1" ]' _ "$installed_manual"
  check "the page's commands are those of tracker --help (no hidden bench)" bash -c '
    page=$(awk "/^\.Bl/ {d++} /^\.El/ {d--} d == 1 && /^\.It Em / {print \$3}" "$1" | grep -vx help | sort)
    help=$(tracker --help | sed -n "/^SUBCOMMANDS:/,/^\$/p" | awk "/^  [a-z]/ {print \$1}" | sort)
    [ -n "$help" ] && [ "$page" = "$help" ]' _ "$installed_manual"
  check "man gives no warnings" bash -c '! grep -v "^$" "$1" | grep -q .' _ "$work/man.err"
else
  echo "skip the manual checks: man is not installed (apt-get install man-db)"
fi

# Completions: each shell finds its file where it looks by itself, and completes tracker's subcommands.
check "bash: the completion loads (complete -p tracker)" \
  bash -c 'source "$1" && complete -p tracker | grep -q "tracker$"' _ "$installed_bash"
check "bash: 'tracker wei<Tab>' completes weight" bash -c '
  source "$1"
  COMP_WORDS=(tracker wei); COMP_CWORD=1; COMP_LINE="tracker wei"; COMP_POINT=${#COMP_LINE}
  func=$(complete -p tracker | sed -E "s/.* -F ([^ ]+) .*/\1/")
  "$func" tracker wei tracker
  printf "%s\n" "${COMPREPLY[@]}" | grep -qx weight' _ "$installed_bash"
if [ -f /usr/share/bash-completion/bash_completion ]; then
  # bash-completion 2.11 splits an unquoted $HOME on spaces, so this one check sees HOME through a link.
  ln -s "$HOME" "$work/home-without-space"
  check "bash-completion loads it on demand from ~/.local/share" env HOME="$work/home-without-space" \
    bash --norc --noprofile -c 'source /usr/share/bash-completion/bash_completion
    __load_completion tracker && complete -p tracker'
else
  echo "skip bash-completion's own lookup: not installed"
fi
if command -v zsh >/dev/null 2>&1; then
  check "zsh: compinit registers _tracker from site-functions" zsh -f -c '
    fpath=("$1" $fpath); autoload -Uz compinit; compinit -u -D; [[ $_comps[tracker] == _tracker ]]' \
    _ "$prefix/share/zsh/site-functions"
else
  echo "skip zsh: not installed"
fi
if command -v fish >/dev/null 2>&1; then
  check "fish: finds it in vendor_completions.d and completes weight" \
    bash -c 'fish -c "complete -C \"tracker wei\"" | grep -q "^weight"'
else
  echo "skip fish: not installed"
fi

# Installing again over the installed files (an upgrade) works and leaves one copy of each.
check "a second install over the first (PREFIX given as an argument)" "$root/scripts/install" "$prefix"
check "still runs after the second install" "$installed_binary" --version

# Uninstall removes exactly the five files: other files in PREFIX and the database stay.
find "$prefix" -type f | sort > "$work/before-uninstall"  # fish keeps its own files under ~/.local too
check "scripts/uninstall (default PREFIX) exits 0" bash -c 'cd / && "$1"' _ "$root/scripts/uninstall"
for file in "${installed_files[@]}"; do
  check "removed ${file#"$prefix"/}" test ! -e "$file"
done
check "another tool in PREFIX/bin stays" test -s "$prefix/bin/other-tool"
check "the database stays" test -s "$HOME/.local/share/tracker/tracker.sqlite"
check "only those five files were removed" bash -c '
  diff <(find "$1" -type f | sort) <(grep -vxF -f <(printf "%s\n" "${@:3}") "$2")' _ "$prefix" "$work/before-uninstall" \
  "${installed_files[@]}"
check "uninstall again (PREFIX from the environment): nothing to do, exit 0" \
  env PREFIX="$prefix" "$root/scripts/uninstall"

# A PREFIX that cannot be written is refused at once, before the build, and what was there stays
# (a read-only tmpfs in a mount namespace of its own; skipped where mounting is not allowed).
mkdir -p "$work/ro"
if unshare -m true 2>/dev/null; then
  check "a read-only PREFIX: refused before building, the old file kept" unshare -m bash -c '
    mount -t tmpfs -o size=64k tmpfs "$2" && mkdir -p "$2/bin" && echo old > "$2/bin/tracker" && mount -o remount,ro "$2" || exit 1
    "$1" "$2" > "$2.log" 2>&1; status=$?
    [ "$status" -eq 1 ] && grep -q "cannot write to $2/bin" "$2.log" && ! grep -q "Building" "$2.log" && [ "$(cat "$2/bin/tracker")" = old ]' \
    _ "$root/scripts/install" "$work/ro"
else
  echo "skip the read-only PREFIX: unshare -m is not allowed here"
fi

echo
echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
