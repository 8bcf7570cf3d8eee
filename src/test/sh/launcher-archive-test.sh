#!/usr/bin/env bash
# ./caissier's class-data archive, tested through the launcher itself: a start that painted no window keeps none
# (no display at all, or a display Java cannot use); the first start that paints makes one; a rebuild of
# unchanged sources leaves the jar as it was, bytes and date, so the next start keeps and uses the same archive;
# `run` keeps one of its own only from a run that replayed its file; what a start found out with other programs
# (target/.caissier-known) is used only while it holds.
# .ci/run runs it after the build; it rebuilds once (through ./caissier, as a user would) and needs xvfb-run.
set -euo pipefail
cd "$(dirname "$0")/../../.."

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export XDG_CACHE_HOME="$tmp/cache" CAISSIER_HOME="$tmp/home"
cache="$XDG_CACHE_HOME/caissier"
jar=target/caissier.jar
failed=0
passed=0
say() { echo "launcher-test: $*"; }
check() { # description, then a command that must succeed
  local what="$1"
  shift
  if "$@"; then
    say "ok: $what"
    passed=$((passed + 1))
  else
    say "FAILED: $what"
    failed=$((failed + 1))
  fi
}
archives() { find "$cache" -name '*.jsa' 2>/dev/null | wc -l; }
jar_state() { echo "$(stat -c %Y-%s "$jar") $(sha256sum <"$jar")"; }

./caissier --version >/dev/null # builds first if the jar is missing or older than the sources

out="$(env -u DISPLAY -u WAYLAND_DISPLAY ./caissier 2>&1 || true)"
check "no display: said at once, naming the xvfb package and ./caissier run" \
  bash -c 'grep -q "xvfb package" <<<"$1" && grep -q "./caissier run FILE" <<<"$1"' _ "$out"
check "no display: no archive" test "$(archives)" -eq 0

# A display Java cannot use: the JVM starts, finds itself headless and exits, writing a short archive at exit.
out="$(JAVA_TOOL_OPTIONS=-Djava.awt.headless=true DISPLAY=:0 ./caissier --self-test 2>&1 || true)"
check "a headless start says what to install and what runs without a display" \
  bash -c 'grep -q "install the xvfb package" <<<"$1" && grep -q "caissier run FILE" <<<"$1"' _ "$out"
check "a headless start keeps no archive" test "$(archives)" -eq 0

xvfb-run -a ./caissier --self-test >"$tmp/out" 2>&1 || true
check "the first start that paints says ready" grep -q "ready in" "$tmp/out"
check "the first start that paints keeps one archive" test "$(archives)" -eq 1
archive="$(find "$cache" -name '*.jsa' | head -1)"
check "the archive is named after the jar's date and size" \
  test "$(basename "$archive")" = "caissier-$(stat -c %Y-%s "$jar").jsa"
archived="$(stat -c %i-%Y-%s "$archive" 2>/dev/null || echo none)"
built="$(jar_state)"

# The sources now look newer than the last build: ./caissier rebuilds, and nothing changed.
touch -d '2000-01-01' target/.caissier-built
xvfb-run -a ./caissier --self-test >"$tmp/out" 2>&1 || true
check "rebuilt and started" grep -q "ready in" "$tmp/out"
check "an unchanged rebuild leaves the jar byte for byte, its date too" test "$(jar_state)" = "$built"
check "the archive is kept across the rebuild, and no other made" \
  test "$(stat -c %i-%Y-%s "$archive" 2>/dev/null || echo gone)" = "$archived" -a "$(archives)" -eq 1
# -Xshare:on refuses to start when the archive does not fit the jar (a jar of another date or size).
fits() { java @packaging/caissier.jvm -Xshare:on "-XX:SharedArchiveFile=$1" -Xlog:cds=off -jar "$jar" --version >/dev/null; }
check "the kept archive fits the jar" fits "$archive"

# run has an archive of its own: none from a run of a missing file, one from a run that replayed its file.
./caissier run "$tmp/missing.cmd" >/dev/null 2>&1 || true
check "a run of a missing file keeps no archive" test -z "$(find "$cache" -name 'run-*.jsa')"
echo "game long-cours Ann Bob Cid" >"$tmp/one-line.cmd"
./caissier run "$tmp/one-line.cmd" >/dev/null
check "a run that replayed its file keeps run's archive, beside the window's" \
  test -f "$cache/run-$(stat -c %Y-%s "$jar").jsa" -a -f "$archive"

# What a start found out (the Java checked, the jar's date and size) is kept for the next only while it holds.
known=target/.caissier-known
check "a start keeps the Java it checked and the jar's date and size" \
  test "$(sed -n 3p "$known" 2>/dev/null)" = "$(stat -c %Y-%s "$jar")"
printf '%s\n' "$(command -v java)" "$tmp/no-such-jdk" "$(stat -c %Y-%s "$jar")" >"$known"
check "a kept Java that is gone is looked for again" bash -c "./caissier --version >/dev/null"
check "and the one found is kept" test "$(sed -n 2p "$known")" != "$tmp/no-such-jdk"
printf '%s\n' "$(command -v java)" "$(sed -n 2p "$known")" "0-0" >"$known"
touch -d '2000-01-01' "$known"
check "a jar newer than what was kept is measured again" bash -c "./caissier --version >/dev/null"
check "and its date and size kept" test "$(sed -n 3p "$known")" = "$(stat -c %Y-%s "$jar")"

if ((failed)); then
  say "$failed of $((passed + failed)) checks failed"
  exit 1
fi
say "all $passed checks passed"
