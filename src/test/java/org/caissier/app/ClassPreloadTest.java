package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The list of classes loaded ahead at start-up names classes of this build (a renamed one would be loaded late). */
class ClassPreloadTest {
    @Test
    void everyClassOfTheProgramOnTheListExists() throws IOException {
        List<String> names = list();
        assertThat(names).as("written by src/test/sh/startup-classes.sh").contains("org.caissier.ui.MainWindow");
        List<String> missing = new ArrayList<>();
        for (String name : names) {
            // Top-level classes only: nested and anonymous ones come and go with small edits and cost little.
            if (name.startsWith("org.caissier.") && name.indexOf('$') < 0) {
                try {
                    Class.forName(name, false, getClass().getClassLoader());
                } catch (ClassNotFoundException e) {
                    missing.add(name);
                }
            }
        }
        assertThat(missing).as("run src/test/sh/startup-classes.sh again").isEmpty();
    }

    private static List<String> list() throws IOException {
        try (InputStream in = ClassPreload.class.getResourceAsStream(ClassPreload.LIST)) {
            assertThat(in).as(ClassPreload.LIST).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        }
    }
}
