#!/bin/sh
# The installed program's command (/usr/bin/caissier, and the menu entry). It starts the package's own Java
# directly: JDK 17's jpackage launcher (bin/Caissier, kept) first asks rpm and dpkg which package it belongs to,
# which costs about a third of a second at every start. The options are those of bin/Caissier's .cfg.
app=/opt/caissier/lib/app
exec /opt/caissier/lib/runtime/bin/java -XX:SharedArchiveFile="$app/caissier.jsa" \
  -XX:MinHeapFreeRatio=10 -XX:MaxHeapFreeRatio=20 -XX:G1PeriodicGCInterval=60000 \
  -XX:TieredStopAtLevel=1 -XX:CICompilerCount=1 -Xmx384m -XX:+DisableAttachMechanism \
  -Djpackage.app-version=0.1.0 -cp "$app/caissier.jar" org.caissier.app.Main "$@"
