#!/usr/bin/env bash
# Runs a shipped form of the program on the Argon2id golden Espion journal with its PIN and checks the route it
# prints, then that a wrong PIN is refused: the shipped jar keeps only part of Bouncy Castle (pom.xml, the shade
# filter), which every other test runs in full, so this is where a trimmed-away class would show.
#   src/test/sh/sealed-golden.sh java -jar target/caissier.jar     the jar the build made
#   src/test/sh/sealed-golden.sh caissier                           the installed package's command
set -euo pipefail

golden="$(cd "$(dirname "$0")/../resources/golden" && pwd)"
journal="$golden/espion-argon2id.caissier"
expected="$golden/espion-argon2id.pin.expected.json"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The PIN of the golden journal (GoldenJournalsTest), from a file: never on the command line.
echo 24681012 >"$work/pin"
echo 00000000 >"$work/wrong"

status=0
if "$@" run --pin-file "$work/pin" "$journal" >"$work/out" 2>"$work/err"; then
  if diff -q "$expected" "$work/out" >/dev/null; then
    echo "sealed-golden: ok: $* reads the Argon2id journal with its PIN"
  else
    echo "sealed-golden: FAILED: $* printed another state than $expected:"
    diff "$expected" "$work/out" | head -20
    status=1
  fi
else
  echo "sealed-golden: FAILED: $* run --pin-file exited $?:"
  head -20 "$work/err"
  status=1
fi
code=0
"$@" run --pin-file "$work/wrong" "$journal" >/dev/null 2>"$work/err" || code=$?
if ((code == 1)); then
  echo "sealed-golden: ok: $* refuses a wrong PIN ($(head -1 "$work/err"))"
else
  echo "sealed-golden: FAILED: $* with a wrong PIN exited $code, not 1"
  status=1
fi
exit "$status"
