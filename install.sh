#!/bin/sh
# Installs checkpoint: one JavaScript file, a `checkpoint` link on PATH, then the agents' hook entries.
#
#   sh install.sh [--no-init] [init options...]     e.g. sh install.sh --agent claude --scope project
#
# From a checkout it copies dist/checkpoint.js next to this script. Piped from curl (no checkout) it
# downloads CHECKPOINT_DIST_URL and refuses the file unless its sha256 equals CHECKPOINT_SHA256.
# CHECKPOINT_HOME (default ~/.local/share/checkpoint) holds the file, CHECKPOINT_BIN_DIR (default
# ~/.local/bin) the link. Everything after the options goes to `checkpoint init`.
set -eu

die() {
  printf 'checkpoint install: %s\n' "$1" >&2
  exit 1
}

install_dir=${CHECKPOINT_HOME:-$HOME/.local/share/checkpoint}
bin_dir=${CHECKPOINT_BIN_DIR:-$HOME/.local/bin}
# The same default as the program's (src/util/paths.ts): the record of created directories lives there.
state_dir=${CHECKPOINT_STATE_DIR:-${XDG_STATE_HOME:-$HOME/.local/state}/checkpoint}

# Keep every argument except --no-init, with its quoting intact, for `checkpoint init`.
run_init=1
remaining=$#
while [ "$remaining" -gt 0 ]; do
  arg=$1
  shift
  remaining=$((remaining - 1))
  case $arg in
    --no-init) run_init=0 ;;
    -h | --help)
      sed -n '2,9p' "$0" 2>/dev/null | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *) set -- "$@" "$arg" ;;
  esac
done

command -v node >/dev/null 2>&1 || die "node was not found on PATH: install Node.js 20 or newer (https://nodejs.org), then run this again"
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 20 ] 2>/dev/null; then
  die "node $(node --version 2>/dev/null) is too old: install Node.js 20 or newer, then run this again"
fi

# The directories this run creates, one a line, each walk deepest first. A failure removes them again,
# and `checkpoint uninstall --purge` removes them once empty (src/install/created-dirs.ts): a folder the
# user had before is never taken away. A parent met by two walks (a new ~/.local) is listed twice, so
# removing in list order reaches it after all its listed children.
created=""
for dir in "$install_dir" "$bin_dir" "$state_dir"; do
  at=$dir
  while [ ! -e "$at" ] && [ ! -L "$at" ]; do
    created="$created$at
"
    at=$(dirname -- "$at")
  done
done

staging="$install_dir/.checkpoint.js.$$"
# shellcheck disable=SC2317 # run by the EXIT trap of a failed install
undo() {
  rm -f "$staging"
  printf '%s' "$created" | while IFS= read -r dir; do rmdir -- "$dir" 2>/dev/null || :; done
}
trap undo EXIT

mkdir -p "$install_dir" "$bin_dir" || die "cannot create $install_dir or $bin_dir: check permissions or set CHECKPOINT_HOME / CHECKPOINT_BIN_DIR"

# "sh install.sh" has this file as $0; "curl ... | sh" has no file, so there is no checkout to copy from.
source_file=""
if [ -f "$0" ]; then
  script_dir=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
  if [ -f "$script_dir/dist/checkpoint.js" ]; then source_file="$script_dir/dist/checkpoint.js"; fi
fi

if [ -n "$source_file" ]; then
  cp "$source_file" "$staging"
  origin=$source_file
else
  [ -n "${CHECKPOINT_DIST_URL:-}" ] || die "no dist/checkpoint.js next to this script: run it from a checkout, or set CHECKPOINT_DIST_URL and CHECKPOINT_SHA256"
  [ -n "${CHECKPOINT_SHA256:-}" ] || die "CHECKPOINT_SHA256 is not set: set it to the published sha256 of $CHECKPOINT_DIST_URL so the download can be verified"
  command -v curl >/dev/null 2>&1 || die "curl was not found: install curl, or run this script from a checkout"
  curl -fsSL --retry 2 -o "$staging" "$CHECKPOINT_DIST_URL" || die "download of $CHECKPOINT_DIST_URL failed: check the URL and your connection"
  # node is required anyway, and unlike sha256sum/shasum it is the same on Linux and macOS.
  actual=$(node -e 'process.stdout.write(require("crypto").createHash("sha256").update(require("fs").readFileSync(process.argv[1])).digest("hex"))' "$staging")
  expected=$(printf '%s' "$CHECKPOINT_SHA256" | tr 'A-F' 'a-f')
  [ "$actual" = "$expected" ] || die "the downloaded file's sha256 is $actual, not $expected: nothing was installed; check CHECKPOINT_SHA256 and the URL"
  origin=$CHECKPOINT_DIST_URL
fi

link="$bin_dir/checkpoint"
if [ -e "$link" ] && [ ! -L "$link" ]; then
  die "$link exists and is not a link: move it away (or set CHECKPOINT_BIN_DIR), then run this again"
fi

chmod 755 "$staging"
# Same-directory rename: an agent starting a hook right now never sees half a file.
mv -f "$staging" "$install_dir/checkpoint.js"
trap - EXIT
ln -sf "$install_dir/checkpoint.js" "$link"
if [ -n "$created" ]; then
  (umask 077 && mkdir -p "$state_dir" && printf '%s' "$created" >>"$state_dir/created-dirs") ||
    printf 'checkpoint install: could not record the directories it created in %s: uninstall --purge will leave them\n' "$state_dir" >&2
fi

version=$("$link" --version 2>/dev/null) || die "the installed $link does not run: check that node works (node --version)"
printf 'Installed checkpoint %s to %s (from %s)\n' "$version" "$install_dir/checkpoint.js" "$origin"
printf 'Linked %s\n' "$link"
case ":${PATH:-}:" in
  *":$bin_dir:"*) printf '%s is on your PATH.\n' "$bin_dir" ;;
  *)
    # shellcheck disable=SC2016 # $PATH is meant literally: it is text for the user's profile.
    printf '%s is not on your PATH: add it (e.g. export PATH="%s:$PATH" in your shell profile) to run checkpoint by name.\n' "$bin_dir" "$bin_dir"
    ;;
esac

init_status=0
if [ "$run_init" -eq 1 ]; then
  "$link" init "$@" || init_status=$?
  if [ "$init_status" -ne 0 ]; then
    printf 'The program and its link are installed, but no agent runs checkpoint yet: fix what init said above, then run %s init\n' "$link" >&2
  fi
else
  printf 'Skipped the agents'"'"' settings (--no-init): run %s init when ready.\n' "$link"
fi
printf 'To remove everything later: %s uninstall --purge\n' "$link"
exit "$init_status"
