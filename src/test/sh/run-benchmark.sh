#!/usr/bin/env bash
# Times `./caissier run` as a user meets it, whole process from the outside, against `java -version` in the same
# alternation (the machine's load moves the figures; the ratios far less): a one-line command file, and a
# 100 000-command Long Cours journal (ReplayScaleBenchmark's workload). Prints the medians of the wall time and
# of the peak resident memory (/usr/bin/time -v) and the median of the pair differences. docs/performance.md.
#   src/test/sh/run-benchmark.sh [PAIRS]      after mvn -B -q package -DskipTests (./caissier builds if needed)
set -euo pipefail
cd "$(dirname "$0")/../../.."
pairs="${1:-11}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

./caissier --version >/dev/null
echo "game long-cours Ann Bob Cid" >"$tmp/one-line.cmd"
long="$(java -cp target/test-classes:target/caissier.jar org.caissier.table.LongJournal 100000 "$tmp")"

measure() { # label, command...: appends "seconds kilobytes" to $tmp/label
  local label="$1"
  shift
  /usr/bin/time -f "%e %M" -o "$tmp/t" "$@" >/dev/null 2>&1 || true
  cat "$tmp/t" >>"$tmp/$label"
}
for ((i = 0; i < pairs; i++)); do
  measure java-version java -version
  measure one-line ./caissier run "$tmp/one-line.cmd"
  measure java-version-2 java -version
  measure long ./caissier run "$long"
done
median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
for label in java-version one-line long; do
  printf "%-13s wall median %6.3f s   peak RSS median %4d MB\n" "$label" \
    "$(cut -d' ' -f1 "$tmp/$label" | median)" "$(($(cut -d' ' -f2 "$tmp/$label" | median) / 1024))"
done
printf "one-line - java-version, median of the pair differences: %.3f s\n" \
  "$(paste -d' ' "$tmp/one-line" "$tmp/java-version" | awk '{print $1 - $3}' | median)"
printf "long - java-version, median of the pair differences: %.3f s\n" \
  "$(paste -d' ' "$tmp/long" "$tmp/java-version-2" | awk '{print $1 - $3}' | median)"
