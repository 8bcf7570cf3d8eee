#!/bin/sh
# The installed program's command (/usr/bin/caissier, and the menu entry). It starts the package's own Java
# directly: JDK 17's jpackage launcher (bin/Caissier, kept) first asks rpm and dpkg which package it belongs to,
# which costs about a third of a second at every start. The Java options are the package's copy of
# packaging/caissier.jvm, as bin/Caissier's .cfg has them; the build writes the version in (pom.xml).
app=/opt/caissier/lib/app
exec /opt/caissier/lib/runtime/bin/java -XX:SharedArchiveFile="$app/caissier.jsa" @"$app/caissier.jvm" \
  -Djpackage.app-version=@VERSION@ -cp "$app/caissier.jar" org.caissier.app.Main "$@"
