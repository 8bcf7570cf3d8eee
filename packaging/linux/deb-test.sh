#!/usr/bin/env bash
# Builds the Debian package, installs it with dpkg, starts the installed program with --self-test under a virtual
# display, checks that it painted its window and reads a sealed Espion game, and purges the package. Needs root
# (CI runs it from .ci/run). dpkg's and apt-get's output go to /tmp/caissier-dpkg.log, shown only on a failure.
#   packaging/linux/deb-test.sh            build, then test
#   packaging/linux/deb-test.sh --no-build test the package already in target/installer/
set -euo pipefail

cd "$(dirname "$0")/../.."
say() { echo "installer-test: $*"; }

if [[ $(id -u) -ne 0 ]]; then
  say "needs root (dpkg -i); not run"
  exit 1
fi
if dpkg-query -W -f='${Status}' caissier 2>/dev/null | grep -q "install ok installed"; then
  say "a caissier package is already installed; not touching it"
  exit 1
fi

if [[ "${1:-}" != --no-build ]]; then
  say "building the package"
  xvfb-run -a mvn -B -q -Pinstaller package -DskipTests -Dinstaller.training=required
fi
shopt -s nullglob
debs=(target/installer/caissier_*_amd64.deb)
if ((${#debs[@]} != 1)); then
  say "expected one target/installer/caissier_*_amd64.deb, found ${#debs[@]}"
  exit 1
fi
say "installing ${debs[0]} ($(du -h "${debs[0]}" | cut -f1))"

failed=0
passed=0
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

# dpkg -i leaves the package unconfigured when a library it depends on is missing; apt-get then brings those in.
if ! dpkg -i "${debs[0]}" >/tmp/caissier-dpkg.log 2>&1; then
  say "dpkg -i wants more packages; apt-get -f install brings them"
  DEBIAN_FRONTEND=noninteractive apt-get install -f -y -qq --no-install-recommends >>/tmp/caissier-dpkg.log 2>&1 \
    || { cat /tmp/caissier-dpkg.log; exit 1; }
fi

home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
check "installed launcher" test -x /opt/caissier/bin/Caissier
check "menu entry" test -f /usr/share/applications/caissier-Caissier.desktop
check "start-up archive made at install" test -s /opt/caissier/lib/app/caissier.jsa
# -Xshare:on refuses to start when the archive does not fit the installed runtime and jar.
check "start-up archive usable by the installed program" /opt/caissier/lib/runtime/bin/java -Xshare:on \
  -XX:SharedArchiveFile=/opt/caissier/lib/app/caissier.jsa @/opt/caissier/lib/app/caissier.jvm \
  -cp /opt/caissier/lib/app/caissier.jar org.caissier.app.Main --version
# The archive is made from this list: the window's classes, and those of opening a game of every kind. The games
# are the program's own answer (--list-games); the training run wrote down the ones it opened (caissier.games).
check "start-up archive covers the window" grep -qx "org/caissier/ui/shell/MainWindow" /opt/caissier/lib/app/caissier.classlist
games="$(caissier --list-games 2>/dev/null || true)"
check "the program lists its games" test -n "$games"
for game in $games; do
  check "start-up archive covers opening a game: $game" grep -qx "$game" /opt/caissier/lib/app/caissier.games
done
check "menu entry starts the caissier command" grep -q "^Exec=sh /opt/caissier/lib/app/caissier.sh" \
  /usr/share/applications/caissier-Caissier.desktop
for command in caissier /opt/caissier/bin/Caissier; do
  out="$(CAISSIER_HOME="$home" xvfb-run -a "$command" --self-test 2>&1 || true)"
  echo "$out" | sed 's/^/installer-test:   /'
  check "$command paints its window" grep -q "ready in" <<<"$out"
  check "$command starts without a JVM warning" bash -c '! grep -qE "\[warning\]|VM warning" <<<"$1"' _ "$out"
done

# The installed program, its trimmed Bouncy Castle included, reads the Argon2id golden journal with its PIN.
check "the installed command reads the Argon2id golden journal with its PIN" \
  bash src/test/sh/sealed-golden.sh caissier

# purge, as the README says: remove would keep dpkg's record of the package (an rc line in dpkg -l).
dpkg --purge caissier >>/tmp/caissier-dpkg.log 2>&1 || { cat /tmp/caissier-dpkg.log; failed=$((failed + 1)); }
check "removed without a trace" test ! -e /opt/caissier -a ! -e /usr/share/applications/caissier-Caissier.desktop \
  -a ! -e /usr/bin/caissier
check "dpkg keeps no record of it" bash -c '! dpkg-query -W caissier >/dev/null 2>&1'

if ((failed)); then
  say "$failed of $((passed + failed)) checks failed"
  exit 1
fi
say "all $passed checks passed"
