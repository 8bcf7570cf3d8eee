#!/usr/bin/env bash
# Start-up of Caissier against a bare FlatLaf window (docs/performance.md): ROUNDS alternating runs of each
# variant on one virtual display, timed from outside (exec to exit, so every variant pays the same JVM exit)
# and as printed by the program ("ready in N ms", measured from the JVM's start time as the kernel reports it).
#   src/test/sh/startup-benchmark.sh [ROUNDS]     after: mvn -B -q package -DskipTests (and test-compile)
# The installed program (/usr/bin/caissier, and the jpackage launcher) is measured too when it is installed.
# It also prints the CPU time (user + system, from GNU time: apt-get install time) of each whole process, a figure
# that other programs running on the machine disturb far less than the wall clock.
set -euo pipefail
cd "$(dirname "$0")/../../.."
if [[ -z "${DISPLAY:-}" ]]; then
  exec xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$@"
fi
rounds="${1:-7}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export CAISSIER_HOME="$work/home"

# what ./caissier passes, archive aside
flags="-XX:MinHeapFreeRatio=10 -XX:MaxHeapFreeRatio=20 -XX:G1PeriodicGCInterval=60000 -XX:TieredStopAtLevel=1 -Xmx384m"
jsa="$work/caissier.jsa"
java $flags -XX:ArchiveClassesAtExit="$jsa" -jar target/caissier.jar --self-test >/dev/null 2>&1
mapped="-XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0"

# The bare window with FlatLaf's own jar, as a program that uses FlatLaf starts (our jar if Maven's copy is missing).
flatlaf="$(find "${HOME}/.m2/repository/com/formdev/flatlaf" -name 'flatlaf-[0-9]*.jar' 2>/dev/null | sort -V | tail -1)"
declare -A variants=(
  [1-bare]="java -cp target/test-classes:${flatlaf:-target/caissier.jar} org.caissier.app.BareWindowStartup"
  [2-jar]="java -jar target/caissier.jar --self-test"
  [3-script]="java $flags -XX:SharedArchiveFile=$jsa $mapped -jar target/caissier.jar --self-test"
)
if [[ -x /usr/bin/caissier ]]; then
  variants[4-installed]="/usr/bin/caissier --self-test"
  variants[5-launcher]="/opt/caissier/bin/Caissier --self-test"
fi
mapfile -t names < <(printf '%s\n' "${!variants[@]}" | sort)

for ((r = 1; r <= rounds; r++)); do
  for name in "${names[@]}"; do
    t0=$(date +%s%N)
    out=$(/usr/bin/time -f '%U %S' -o "$work/cpu" ${variants[$name]} 2>&1 | grep -o 'ready in [0-9]*' | grep -o '[0-9]*' || echo "?")
    t1=$(date +%s%N)
    cpu=$(awk 'END {printf "%d", ($1 + $2) * 1000}' "$work/cpu")
    echo "$name $(((t1 - t0) / 1000000)) $out $cpu" >>"$work/times"
  done
done

median() { sort -n | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
bare_wall=$(awk '$1 == "1-bare" {print $2}' "$work/times" | median)
bare_ready=$(awk '$1 == "1-bare" {print $3}' "$work/times" | median)
bare_cpu=$(awk '$1 == "1-bare" {print $4}' "$work/times" | median)
printf '%-12s %9s %9s %9s %10s %11s %9s\n' variant "wall ms" "ready ms" "cpu ms" "wall/bare" "ready/bare" "cpu/bare"
for name in "${names[@]}"; do
  wall=$(awk -v n="$name" '$1 == n {print $2}' "$work/times" | median)
  ready=$(awk -v n="$name" '$1 == n {print $3}' "$work/times" | median)
  cpu=$(awk -v n="$name" '$1 == n {print $4}' "$work/times" | median)
  awk -v n="$name" -v w="$wall" -v r="$ready" -v c="$cpu" -v bw="$bare_wall" -v br="$bare_ready" -v bc="$bare_cpu" \
    'BEGIN {printf "%-12s %9d %9d %9d %10.2f %11.2f %9.2f\n", n, w, r, c, w / bw, r / br, c / bc}'
done
# The median of the ratios within each round, which changes of the load from round to round disturb less.
mid() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
for name in "${names[@]}"; do
  awk -v n="$name" '$1 == "1-bare" {bw[++b] = $2; bc[b] = $4} $1 == n {w[++k] = $2; c[k] = $4}
    END {for (i = 1; i <= k; i++) print w[i] / bw[i], c[i] / bc[i]}' "$work/times" >"$work/ratios"
  printf '%-12s paired wall/bare %.2f  paired cpu/bare %.2f\n' "$name" "$(cut -d' ' -f1 "$work/ratios" | mid)" \
    "$(cut -d' ' -f2 "$work/ratios" | mid)"
done
echo "($rounds alternating rounds, medians; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg))"
