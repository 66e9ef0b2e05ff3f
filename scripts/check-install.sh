#!/usr/bin/env bash
# The install test (`make check-install`, a step of `make test`): `make install` into a scratch
# DESTDIR, then checks what it installed:
#   - every file is where bash-completion, zsh, fish and man look for it;
#   - the installed binary runs (`--version`, and a report on a bundled sample);
#   - the man page renders (mandoc, else groff) with no warning, naming the commands and flags;
#   - each completion script parses (bash -n, zsh -n, fish -n), and bash's completes the
#     commands and report's flags.
# BUILD=debug by default (the release build takes minutes); `BUILD=release bash
# scripts/check-install.sh` checks the stripped release binary. A shell that is not installed is
# skipped with a message (`make test-deps` installs zsh, fish and mandoc).
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD=${BUILD:-debug}
MAKE=${MAKE:-make}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
root=$scratch/root
prefix=/usr/local
failures=0
fail() { echo "FAILED: $*"; failures=$((failures + 1)); }

"$MAKE" --no-print-directory install BUILD="$BUILD" DESTDIR="$root" PREFIX="$prefix"

bin=$root$prefix/bin/spendreport
man=$root$prefix/share/man/man1/spendreport.1
bash_completion=$root$prefix/share/bash-completion/completions/spendreport
zsh_completion=$root$prefix/share/zsh/site-functions/_spendreport
fish_completion=$root$prefix/share/fish/vendor_completions.d/spendreport.fish
for file in "$bin" "$man" "$bash_completion" "$zsh_completion" "$fish_completion"; do
  [ -s "$file" ] || fail "not installed: ${file#"$root"}"
done
[ -x "$bin" ] || fail "not executable: ${bin#"$root"}"
if [ "$(stat -c %a "$man")" != 644 ]; then fail "the man page's mode is $(stat -c %a "$man"), not 644"; fi

# The installed binary runs, and writes a report.
version=$("$bin" --version) || fail "spendreport --version exited $?"
echo "installed spendreport $version"
"$bin" report sample-transactions/paytm-wallet.csv --out "$scratch/out" 2>"$scratch/report.err" \
  || fail "the installed binary's report exited $?: $(cat "$scratch/report.err")"
[ -s "$scratch/out/spend-analytics.json" ] || fail "the installed binary wrote no spend-analytics.json"

# The man page renders without warnings, and says what the tool and its commands do.
if command -v mandoc >/dev/null 2>&1; then
  # Every warning but mdoc's style rule of one sentence per source line (the generator fills
  # each --help paragraph onto one line; the page renders the same).
  mandoc -T lint -W warning "$man" 2>&1 | grep -v "WARNING: new sentence, new line" >"$scratch/lint" || true
  if [ -s "$scratch/lint" ]; then
    fail "mandoc -T lint finds warnings in the man page:"
    sed 's/^/    /' "$scratch/lint"
  fi
  mandoc -T utf8 "$man" | sed -e "s/.\x08//g" >"$scratch/man.txt"
elif command -v groff >/dev/null 2>&1; then
  echo "mandoc not installed: rendering with groff instead, without its lint"
  groff -mandoc -T utf8 -ww -z "$man" 2>"$scratch/lint" || fail "groff exited $?"
  if [ -s "$scratch/lint" ]; then fail "groff warns about the man page:"; sed 's/^/    /' "$scratch/lint"; fi
  groff -mandoc -T utf8 "$man" 2>/dev/null | sed -e "s/.\x08//g" >"$scratch/man.txt"
else
  echo "SKIPPED: the man page is not rendered (neither mandoc nor groff installed)"
  : >"$scratch/man.txt"
fi
if [ -s "$scratch/man.txt" ]; then
  for expected in "SPENDREPORT(1)" "NAME" "Turn a bank or wallet transactions CSV into spend-analytics" \
                  "SYNOPSIS" "DESCRIPTION" "EXIT STATUS" "Writes 13 files into DIR as one set" \
                  "report  Read transactions CSVs" "batch   Write one report per owner" "validate" \
                  "accounts" "preview" "--out out" "--charts all|light|none" "--skip-invalid" \
                  "the spendreport maintainers"; do
    grep -qF -- "$expected" "$scratch/man.txt" || fail "the rendered man page does not hold \"$expected\""
  done
  echo "man page: $(wc -l <"$scratch/man.txt") lines rendered"
fi

# Each completion script parses in its shell.
bash -n "$bash_completion" || fail "bash -n rejects the bash completion"
for shell in zsh fish; do
  script=$zsh_completion
  [ "$shell" = fish ] && script=$fish_completion
  if command -v "$shell" >/dev/null 2>&1; then
    "$shell" -n "$script" || fail "$shell -n rejects the $shell completion"
  else
    echo "SKIPPED: the $shell completion is not parsed ($shell not installed)"
  fi
done

# bash's completion completes: the commands after `spendreport `, report's flags after `--`.
complete_words() {
  # shellcheck disable=SC2016
  PATH="$root$prefix/bin:$PATH" bash -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    function=$(complete -p spendreport | sed -E "s/.*-F ([^ ]+).*/\1/")
    "$function" spendreport "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
    printf "%s\n" "${COMPREPLY[@]}"' complete "$bash_completion" "$@"
}
commands=$(complete_words spendreport "")
for command in report batch validate history profiles explain review teach categories schema preview; do
  grep -qx "$command" <<<"$commands" || fail "bash completion of \"spendreport \" lacks $command (got: $(echo $commands))"
done
flags=$(complete_words spendreport report --)
for flag in --out --charts --history --skip-invalid --no-wait; do
  grep -qx -- "$flag" <<<"$flags" || fail "bash completion of \"spendreport report --\" lacks $flag"
done

if [ "$failures" -gt 0 ]; then
  echo "install check: $failures FAILED"
  exit 1
fi
echo "install check: ok (bin, man page, bash, zsh and fish completions under DESTDIR$prefix)"
