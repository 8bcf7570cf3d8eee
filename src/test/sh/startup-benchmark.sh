#!/usr/bin/env bash
# Start-up of Caissier against a bare FlatLaf window (docs/performance.md): ROUNDS alternating runs of each
# variant on one virtual display, timed from outside with three clocks:
#   shown  from the exec to the moment the "ready in N ms" line, which each variant prints once its window is
#          painted, arrives on the script's side of the pipe: the time to the first paint;
#   wall   from the exec to the exit of the process, which adds the JVM's exit (tens of milliseconds: the exit
#          waits for the toolkit, still reading the keyboard's compose table for the input method it opened when
#          the window took the focus);
#   cpu    user + system time of the whole process (GNU time: apt-get install time), which other programs running
#          on the machine disturb far less than the wall clock.
# (The N that the programs print counts from the JVM's start time as ProcessHandle gives it, which on Linux
# carries an offset of up to a second: it is not used.)
#   src/test/sh/startup-benchmark.sh [ROUNDS]     after: mvn -B -q package -DskipTests (and test-compile)
# The installed program (/usr/bin/caissier, and the jpackage launcher) is measured too when it is installed.
set -euo pipefail
cd "$(dirname "$0")/../../.."
if [[ -z "${DISPLAY:-}" ]]; then
  exec xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$@"
fi
rounds="${1:-7}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export CAISSIER_HOME="$work/home"

# ./caissier itself, with a cache of its own: its first start makes the class-data archive the others use.
readme="env XDG_CACHE_HOME=$work/cache ./caissier --self-test"
$readme >/dev/null 2>&1

# The bare window with FlatLaf's own jar, as a program that uses FlatLaf starts (our jar if Maven's copy is missing).
flatlaf="$(find "${HOME}/.m2/repository/com/formdev/flatlaf" -name 'flatlaf-[0-9]*.jar' 2>/dev/null | sort -V | tail -1)"
declare -A variants=(
  [1-bare]="java -cp target/test-classes:${flatlaf:-target/caissier.jar} org.caissier.app.BareWindowStartup"
  [2-jar]="java -jar target/caissier.jar --self-test"
  [3-script]="$readme"
)
if [[ -x /usr/bin/caissier ]]; then
  variants[4-installed]="/usr/bin/caissier --self-test"
  variants[5-launcher]="/opt/caissier/bin/Caissier --self-test"
fi
mapfile -t names < <(printf '%s\n' "${!variants[@]}" | sort)

for ((r = 1; r <= rounds; r++)); do
  for name in "${names[@]}"; do
    : >"$work/seen"
    t0=$EPOCHREALTIME
    # The clock is read as the line arrives, not once the process has ended.
    /usr/bin/time -f '%U %S' -o "$work/cpu" ${variants[$name]} 2>&1 | while IFS= read -r line; do
      if [[ $line == "ready in "* && ! -s "$work/seen" ]]; then echo "$EPOCHREALTIME" >"$work/seen"; fi
    done || true # a variant that fails shows as "?", and the others are still measured
    t1=$EPOCHREALTIME
    shown=$(awk -v a="$t0" 'NR == 1 {printf "%d", ($1 - a) * 1000} END {if (NR == 0) print "?"}' "$work/seen")
    cpu=$(awk 'END {printf "%d", ($1 + $2) * 1000}' "$work/cpu")
    echo "$name $(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%d", (b - a) * 1000}') $shown $cpu" >>"$work/times"
  done
done

median() { sort -n | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
bare_wall=$(awk '$1 == "1-bare" {print $2}' "$work/times" | median)
bare_shown=$(awk '$1 == "1-bare" {print $3}' "$work/times" | median)
bare_cpu=$(awk '$1 == "1-bare" {print $4}' "$work/times" | median)
printf '%-12s %9s %9s %9s %11s %10s %9s\n' variant "shown ms" "wall ms" "cpu ms" "shown/bare" "wall/bare" "cpu/bare"
for name in "${names[@]}"; do
  wall=$(awk -v n="$name" '$1 == n {print $2}' "$work/times" | median)
  shown=$(awk -v n="$name" '$1 == n {print $3}' "$work/times" | median)
  cpu=$(awk -v n="$name" '$1 == n {print $4}' "$work/times" | median)
  awk -v n="$name" -v w="$wall" -v s="$shown" -v c="$cpu" -v bw="$bare_wall" -v bs="$bare_shown" -v bc="$bare_cpu" \
    'BEGIN {printf "%-12s %9d %9d %9d %11.2f %10.2f %9.2f\n", n, s, w, c, s / bs, w / bw, c / bc}'
done
# The median of the ratios within each round, which changes of the load from round to round disturb less.
mid() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
for name in "${names[@]}"; do
  awk -v n="$name" '$1 == "1-bare" {bw[++b] = $2; bs[b] = $3; bc[b] = $4} $1 == n {w[++k] = $2; s[k] = $3; c[k] = $4}
    END {for (i = 1; i <= k; i++) print s[i] / bs[i], w[i] / bw[i], c[i] / bc[i]}' "$work/times" >"$work/ratios"
  printf '%-12s paired shown/bare %.2f  wall/bare %.2f  cpu/bare %.2f\n' "$name" \
    "$(cut -d' ' -f1 "$work/ratios" | mid)" "$(cut -d' ' -f2 "$work/ratios" | mid)" "$(cut -d' ' -f3 "$work/ratios" | mid)"
done
echo "($rounds alternating rounds, medians; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg))"
