package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lists of classes loaded ahead name classes of this build (a renamed one would be loaded late); the right one is chosen. */
class ClassPreloadTest {
    @Test
    void everyClassOfTheProgramOnTheListExists() throws IOException {
        List<String> names = list(ClassPreload.LIST);
        assertThat(names).as("written by src/test/sh/startup-classes.sh").contains("org.caissier.ui.MainWindow");
        assertThat(missing(names)).as("run src/test/sh/startup-classes.sh again").isEmpty();
    }

    @Test
    void everyGameHasAListOfItsOwnClassesThatAllExist() throws IOException {
        for (String id : List.of("long-cours", "pistes", "espion", "cup-match", "cup-regatta", "cup-tournament")) {
            List<String> names = list(String.format(ClassPreload.GAME_LIST, id));
            assertThat(names).as(id).contains("org.caissier.table.SessionReplay");
            assertThat(missing(names)).as("run src/test/sh/startup-classes.sh again").isEmpty();
        }
    }

    @Test
    void theLastGamesKindIsReadFromItsJournalsHeader(@TempDir Path dir) throws IOException {
        assertThat(ClassPreload.gameId(Path.of("src/test/resources/golden/long-cours.caissier"))).contains("long-cours");
        assertThat(ClassPreload.gameId(Path.of("src/test/resources/golden/cup-match.caissier"))).contains("cup-match");
        Path odd = Files.writeString(dir.resolve("odd.caissier"), "\uFEFF# caissier journal 1\ngame ../x Ann\n");
        assertThat(ClassPreload.gameId(odd)).as("not a name a resource may carry").isEmpty();
        Path text = Files.writeString(dir.resolve("text.txt"), "hello\n");
        assertThat(ClassPreload.gameId(text)).isEmpty();
        assertThat(ClassPreload.gameId(dir.resolve("gone.caissier"))).isEmpty();
    }

    private List<String> missing(List<String> names) {
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
        return missing;
    }

    private static List<String> list(String resource) throws IOException {
        try (InputStream in = ClassPreload.class.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        }
    }
}
