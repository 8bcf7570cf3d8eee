#!/usr/bin/env bash
# Writes resources/startup/window-classes.txt, the classes the main window loads from the main class to its first
# paint, in that order, which org.caissier.app.ClassPreload loads on a second thread at start-up. Classes the JDK
# keeps in its class-data archive (cheap to load), lambdas and proxies (made, not loaded) are left out.
#   mvn -B -q package -DskipTests && src/test/sh/startup-classes.sh
# Run it again when the window's start changes much; a stale list only makes the start a little slower.
set -euo pipefail
cd "$(dirname "$0")/../../.."
if [[ -z "${DISPLAY:-}" ]]; then
  exec xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$@"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
CAISSIER_HOME="$work/home" java -Dcaissier.preload=false -Xlog:class+load=info:file="$work/log" \
  -jar target/caissier.jar --self-test >/dev/null
out=resources/startup/window-classes.txt
{
  echo "# The classes the main window loads before its first paint (src/test/sh/startup-classes.sh writes this)."
  awk '$2 == "org.caissier.app.Main" {on = 1} on && $3 == "source:" && $4 != "shared" && $4 !~ /^__/ {print $2}' \
    "$work/log" | grep -v -e '\$\$Lambda' -e 'LambdaForm\$' -e '\$Proxy' -e '^jdk\.proxy'
} >"$out"
echo "$(($(wc -l <"$out") - 1)) classes in $out"

# Then, for each game, the classes opening one of its journals in the window loads beyond the window's own
# (ClassPreload loads the last game's list after the first paint): resources/startup/open-GAME.txt.
for journal in src/test/resources/golden/*.caissier; do
  id=$(awk '$1 == "game" {print $2; exit}' "$journal")
  CAISSIER_HOME="$work/home" java -Dcaissier.preload=false -Xlog:class+load=info:file="$work/open.log" \
    -cp target/test-classes:target/caissier.jar org.caissier.app.OpenClassesRun "$journal" >/dev/null
  list="resources/startup/open-$id.txt"
  {
    echo "# The classes opening a $id game in the window loads (src/test/sh/startup-classes.sh writes this)."
    awk '$2 ~ /OpenClassesRun\$Opening$/ {on = 1; next}
         on && $3 == "source:" && $4 != "shared" && $4 !~ /^__/ && $4 !~ /test-classes/ {print $2}' \
      "$work/open.log" | grep -v -e '\$\$Lambda' -e 'LambdaForm\$' -e '\$Proxy' -e '^jdk\.proxy'
  } >"$list"
  echo "$(($(wc -l <"$list") - 1)) classes in $list"
done
