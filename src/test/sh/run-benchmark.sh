#!/usr/bin/env bash
# Times `./caissier run` as a user meets it, whole process from the outside (/usr/bin/time), against
# `java -version` in the same alternation: a one-line command file, and a 100 000-command Long Cours journal
# (ReplayScaleBenchmark's workload, written by LongJournal). The machine's load moves the absolute figures; the
# differences within a pair far less. Prints, for each, the median and the range of the wall time, the CPU time
# (user + system) and the peak resident memory, then the median of the pair differences. docs/performance.md.
#   src/test/sh/run-benchmark.sh [PAIRS]      after mvn -B -q package -DskipTests (./caissier builds if needed)
set -euo pipefail
cd "$(dirname "$0")/../../.."
pairs="${1:-11}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

./caissier --version >/dev/null
[[ -d target/test-classes/org/caissier/table ]] || mvn -B -q test-compile
echo "game long-cours Ann Bob Cid" >"$tmp/one-line.cmd"
long="$(java -cp target/test-classes:target/caissier.jar org.caissier.table.LongJournal 100000 "$tmp")"
# Not counted: the first run makes run's class-data archive (~/.cache/caissier), which every later run uses.
./caissier run "$tmp/one-line.cmd" >/dev/null
./caissier run "$long" >/dev/null

measure() { # label, command...: appends "wall cpu kilobytes" to $tmp/label
  local label="$1"
  shift
  /usr/bin/time -f "%e %U %S %M" -o "$tmp/t" "$@" >/dev/null 2>&1 || true
  awk '{printf "%s %.2f %s\n", $1, $2 + $3, $4}' "$tmp/t" >>"$tmp/$label"
}
for ((i = 0; i < pairs; i++)); do
  measure java-version java -version
  measure one-line ./caissier run "$tmp/one-line.cmd"
  measure java-version-2 java -version
  measure long ./caissier run "$long"
done
median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
range() { sort -n | awk 'NR == 1 {lo = $1} {hi = $1} END {printf "%s-%s", lo, hi}'; }
echo "$pairs pairs; $(nproc) processors; load average $(cut -d' ' -f1-3 /proc/loadavg)"
for label in java-version one-line java-version-2 long; do
  printf "%-14s wall %6.2f s (%s)  cpu %5.2f s (%s)  peak RSS %4d MB (%s KB)\n" "$label" \
    "$(cut -d' ' -f1 "$tmp/$label" | median)" "$(cut -d' ' -f1 "$tmp/$label" | range)" \
    "$(cut -d' ' -f2 "$tmp/$label" | median)" "$(cut -d' ' -f2 "$tmp/$label" | range)" \
    "$(($(cut -d' ' -f3 "$tmp/$label" | median) / 1024))" "$(cut -d' ' -f3 "$tmp/$label" | range)"
done
for pair in "one-line java-version" "long java-version-2"; do
  set -- $pair
  printf "%s - %s, median of the pair differences: wall %.2f s, cpu %.2f s\n" "$1" "$2" \
    "$(paste -d' ' "$tmp/$1" "$tmp/$2" | awk '{print $1 - $4}' | median)" \
    "$(paste -d' ' "$tmp/$1" "$tmp/$2" | awk '{print $2 - $5}' | median)"
done
