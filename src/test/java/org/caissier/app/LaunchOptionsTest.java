package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Java options and the version each have one source, which the three ways of starting the program read:
 * {@code packaging/caissier.jvm} for the options (./caissier, the installed {@code caissier} command, jpackage's
 * launcher through the pom), the pom's version for the version. A launcher with an option of its own, or a version
 * written by hand, would drift from the others unseen.
 */
class LaunchOptionsTest {
    private static final Path OPTIONS = Path.of("packaging/caissier.jvm");
    /** A JVM option written out: -XX:..., -Xmx..., -Xss... (not -Xlog, which only silences the archive's log). */
    private static final Pattern JVM_OPTION = Pattern.compile("(?<![\\w-])-(XX:[+-]?\\w+|Xm[xs]\\w+|Xss\\w+)");

    private static List<String> options() throws IOException {
        List<String> options = new ArrayList<>();
        for (String line : Files.readAllLines(OPTIONS)) {
            String s = line.strip();
            if (!s.isEmpty() && !s.startsWith("#")) {
                assertThat(s)
                        .as("one option a line, a comment on a line of its own (the pom reads it so)")
                        .doesNotContain(" ")
                        .doesNotContain("#");
                options.add(s);
            }
        }
        return options;
    }

    private static List<String> optionsWrittenIn(String text) {
        List<String> found = new ArrayList<>();
        Matcher m = JVM_OPTION.matcher(text);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }

    /** The lines of a shell script that are not comments. */
    private static String code(Path script) throws IOException {
        return String.join(
                "\n",
                Files.readAllLines(script).stream()
                        .filter(l -> !l.strip().startsWith("#"))
                        .toList());
    }

    @Test
    void the_options_file_holds_the_options_the_program_relies_on() throws IOException {
        assertThat(options()).contains("-Xmx384m", "-XX:+DisableAttachMechanism", "-XX:TieredStopAtLevel=1");
    }

    @Test
    void the_source_launcher_passes_the_options_file_and_writes_no_option_of_its_own() throws IOException {
        String launcher = code(Path.of("caissier"));
        assertThat(launcher).contains("\"$java\" @\"$here/packaging/caissier.jvm\"");
        assertThat(optionsWrittenIn(launcher))
                .as("options besides the archive's own")
                .allMatch(o -> o.startsWith("-XX:SharedArchiveFile") || o.startsWith("-XX:ArchiveClassesAtExit"));
    }

    @Test
    void the_installed_command_passes_the_packages_copy_and_gets_its_version_from_the_build() throws IOException {
        String command = code(Path.of("packaging/linux/caissier.sh"));
        assertThat(command).contains("@\"$app/caissier.jvm\"").contains("-Djpackage.app-version=@VERSION@");
        assertThat(optionsWrittenIn(command)).containsExactly("-XX:SharedArchiveFile");
        assertThat(command).doesNotContainPattern("\\d+\\.\\d+\\.\\d+");
    }

    @Test
    void the_package_gives_jpackage_the_options_read_from_the_file_and_copies_it_for_the_command() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        assertThat(between(pom, "<javaOptions>", "</javaOptions>").strip())
                .as("the archive's path, which only the package knows")
                .isEqualTo("<option>${installer.cds}</option>");
        assertThat(between(pom, "<additionalOptions>", "</additionalOptions>"))
                .contains("<option>@${project.build.directory}/jpackage-java-options</option>");
        assertThat(pom)
                .contains("<loadfile property=\"installer.jvm.options\" srcFile=\"${project.basedir}/"
                        + "packaging/caissier.jvm\">");
        assertThat(pom).contains("<echo file=\"${project.build.directory}/jpackage-java-options\"");
        assertThat(pom)
                .contains("<copy file=\"${project.basedir}/packaging/caissier.jvm\" todir=\"${installer.input}\"/>");
        assertThat(pom).contains("<filter token=\"VERSION\" value=\"${project.version}\"/>");
        String profiles = pom.substring(pom.indexOf("<profiles>"));
        assertThat(optionsWrittenIn(profiles.replaceAll("<!--(?s).*?-->", "")))
                .as("the only options the pom writes: the installed archive's path, the training run's class list")
                .containsOnly("-XX:SharedArchiveFile", "-XX:DumpLoadedClassList");
    }

    @Test
    void the_package_makes_its_archive_with_the_programs_options() throws IOException {
        // Archived objects map where the heap the program will have is: the dump must run with its -Xmx.
        String postinst = code(Path.of("packaging/linux/postinst"));
        assertThat(postinst).contains("-Xshare:dump @\"$app/caissier.jvm\"");
        assertThat(optionsWrittenIn(postinst)).containsOnly("-XX:SharedClassListFile", "-XX:SharedArchiveFile");
    }

    @Test
    void the_readme_names_the_package_of_the_poms_version() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        String version = between(pom, "<version>", "</version>");
        assertThat(Files.readString(Path.of("README.md"))).contains("caissier_" + version + "-1_amd64.deb");
    }

    @Test
    void java_reads_the_options_file_as_it_is_comments_included() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "@" + OPTIONS, "-XX:+PrintFlagsFinal", "-version")
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor()).as(out).isZero();
        assertThat(out)
                .containsPattern("TieredStopAtLevel\\s+= 1\\s")
                .containsPattern("MaxHeapSize\\s+= 402653184\\s")
                .containsPattern("DisableAttachMechanism\\s+= true\\s");
    }

    private static String between(String text, String open, String close) {
        int from = text.indexOf(open) + open.length();
        return text.substring(from, text.indexOf(close, from));
    }
}
