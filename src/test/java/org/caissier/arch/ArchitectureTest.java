package org.caissier.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noMethods;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.properties.HasName;
import com.tngtech.archunit.core.domain.properties.HasOwner;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.awt.Component;
import java.awt.Window;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JDialog;
import org.caissier.app.Wiring;
import org.caissier.regates.RegatesRules;
import org.caissier.table.BadExamples;
import org.caissier.table.GameModule;
import org.caissier.table.Step;
import org.caissier.table.counter.CounterGame;
import org.caissier.ui.game.GameRegistry;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Keeps every class that takes no role (the rules, the kernel, the device codec, any new package) free of the screen,
 * files, the network and the serial port, so they run and are tested anywhere ({@link Roles}: the games' roles come
 * from the registry), and keeps the program free of home-made singletons.
 */
class ArchitectureTest {
    /** The program's games, as the registry has them: each brings its roles (its screens, its module). */
    private static final GameRegistry GAMES = Wiring.registry();

    private static final Roles ROLES = new Roles(GAMES);
    /**
     * What every game shares; a game is any other package under org.caissier, and only app.Wiring names them (the
     * one list of games: {@link #sharedCodeNamesNoGame} leaves it out by name).
     */
    private static final String[] SHARED = {
        "org.caissier.table..",
        "org.caissier.ui..",
        "org.caissier.device..",
        "org.caissier.live..",
        "org.caissier.charts..",
        "org.caissier.app.."
    };

    private static final String WIRING = "org.caissier.app.Wiring";

    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = ProgramClasses.get();
    }

    static ArchRule sharedCodeNamesNoGame() {
        return noClasses()
                .that()
                .resideInAnyPackage(SHARED)
                .and()
                .doNotHaveFullyQualifiedName(WIRING)
                .should()
                .dependOnClassesThat(JavaClass.Predicates.resideInAPackage("org.caissier..")
                        .and(JavaClass.Predicates.resideOutsideOfPackages(SHARED)))
                .because("games plug in through GamePlugin and the registry Wiring builds: the kernel, the shell and"
                        + " the box name no game, so adding one is one new package and one line in Wiring")
                .allowEmptyShould(true);
    }

    static ArchRule onlyTheKernelMakesSteps() {
        return noClasses()
                .that()
                .resideOutsideOfPackage("org.caissier.table")
                .should()
                .callConstructorWhere(JavaCall.Predicates.target(
                        HasOwner.Predicates.With.owner(JavaClass.Predicates.assignableTo(Step.class))))
                .because("a session's history is what its journal holds: only the session plays, takes back and"
                        + " replays lines, and a screen reads the steps it is handed")
                .allowEmptyShould(true);
    }

    /**
     * Where the keys go (docs/architecture.md): a component asks for the keyboard with requestFocusInWindow() only,
     * and never for a whole window. Both other requests can leave AWT holding every key typed behind them.
     */
    static ArchRule focusAskedWithinTheWindowOnly() {
        return noClasses()
                .that()
                .doNotHaveFullyQualifiedName("org.caissier.ui.kit.NextInput")
                .should()
                .callMethodWhere(JavaCall.Predicates.target(
                                HasOwner.Predicates.With.owner(JavaClass.Predicates.assignableTo(Component.class)))
                        .and(JavaCall.Predicates.target(HasName.Predicates.name("requestFocus"))))
                .orShould()
                .callMethodWhere(JavaCall.Predicates.target(
                                HasOwner.Predicates.With.owner(JavaClass.Predicates.assignableTo(Window.class)))
                        .and(JavaCall.Predicates.target(HasName.Predicates.name("requestFocusInWindow"))))
                .because("a focus request for another window than the focused one, or for a window itself, is"
                        + " granted late or never, and AWT holds back every key typed after it until then")
                .allowEmptyShould(true);
    }

    /** A screen that asks for the keyboard across windows. */
    static final class AsksAcrossWindows {
        void after(Component c, JDialog d) {
            c.requestFocus();
            d.requestFocusInWindow();
        }
    }

    /** A screen that makes up a history line of its own. */
    static final class MakesAStep {
        Object step() {
            return new Step.Undone<>("add Ann 1");
        }
    }

    static ArchRule noGetInstance() {
        return noMethods()
                .that()
                .areStatic()
                .and()
                .haveNameMatching("getInstance|instance")
                .should()
                .beDeclaredInClassesThat()
                .resideInAPackage("org.caissier..")
                .because("one session per open game, handed to whoever needs it: no static singletons")
                .allowEmptyShould(true);
    }

    static ArchRule noStaticSelfInstance() {
        return noClasses()
                .that()
                .resideInAPackage("org.caissier..")
                .and()
                .areNotEnums()
                .should(
                        new ArchCondition<JavaClass>(
                                "hide their constructors and keep their own instance in a static field") {
                            @Override
                            public void check(JavaClass c, ConditionEvents events) {
                                boolean onlyPrivateConstructors = !c.getConstructors()
                                                .isEmpty()
                                        && c.getConstructors().stream()
                                                .allMatch(k -> k.getModifiers().contains(JavaModifier.PRIVATE));
                                for (JavaField f : c.getFields()) {
                                    if (onlyPrivateConstructors
                                            && f.getModifiers().contains(JavaModifier.STATIC)
                                            && f.getRawType().equals(c)) {
                                        events.add(SimpleConditionEvent.satisfied(
                                                f, f.getFullName() + " is a singleton instance of its own class"));
                                    }
                                }
                            }
                        })
                .because("no static singletons: state lives in objects passed where they are needed")
                .allowEmptyShould(true);
    }

    @Test
    void only_the_window_and_the_screens_use_swing_and_awt() {
        ROLES.screenOnlyInItsRoles().check(main);
    }

    @Test
    void only_the_live_server_and_what_starts_it_use_the_network_and_only_the_device_the_serial_port() {
        Roles.networkOnlyInItsRoles().check(main);
        Roles.portOnlyInTheDevice().check(main);
    }

    /**
     * A package no role names, whose rules build a button and look for a file: caught on both counts, as any new
     * package is until it takes a role (a game's screens or module through the registry, or a role named in Roles).
     */
    @Test
    void a_package_of_no_role_is_pure_screen_and_files_alike() {
        JavaClasses regates = new ClassFileImporter().importClasses(RegatesRules.class);
        assertThatThrownBy(() -> ROLES.screenOnlyInItsRoles().check(regates))
                .hasMessageContaining("RegatesRules")
                .hasMessageContaining("javax.swing.JButton");
        assertThatThrownBy(() -> ROLES.filesOnlyInTheirRoles().check(regates))
                .hasMessageContaining("RegatesRules")
                .hasMessageContaining("java.nio.file.Files");
        assertThatThrownBy(() -> Roles.networkOnlyInItsRoles().check(regates)).hasMessageContaining("java.net.Socket");
    }

    @Test
    void kernel_shell_box_charts_and_command_line_name_no_game_package() {
        sharedCodeNamesNoGame().check(main);
    }

    /**
     * No two packages need each other: each can be read, tested and changed with only the ones below it in mind (a
     * game's screens on the shell, the shell on the kernel, never back).
     */
    static ArchRule noPackageCycles() {
        return slices().matching("org.caissier.(**)")
                .should()
                .beFreeOfCycles()
                .because("a package that needs a package needing it back cannot be understood or tested alone");
    }

    @Test
    void no_package_needs_a_package_that_needs_it_back() {
        noPackageCycles().check(main);
        assertThatThrownBy(() -> noPackageCycles()
                        .check(new ClassFileImporter()
                                .importClasses(BadExamples.KnowsTheCounter.class, CounterGame.class, GameModule.class)))
                .hasMessageContaining("KnowsTheCounter")
                .hasMessageContaining("CounterGame");
    }

    @Test
    void only_the_kernel_makes_the_steps_of_a_history() {
        onlyTheKernelMakesSteps().check(main);
        assertThatThrownBy(
                        () -> onlyTheKernelMakesSteps().check(new ClassFileImporter().importClasses(MakesAStep.class)))
                .hasMessageContaining("MakesAStep")
                .hasMessageContaining("Step$Undone");
    }

    @Test
    void focus_is_asked_within_the_focused_window_only() {
        focusAskedWithinTheWindowOnly().check(main);
        assertThatThrownBy(() -> focusAskedWithinTheWindowOnly()
                        .check(new ClassFileImporter().importClasses(AsksAcrossWindows.class)))
                .hasMessageContaining("requestFocus()")
                .hasMessageContaining("JDialog.requestFocusInWindow()");
    }

    @Test
    void no_class_offers_a_get_instance_singleton() {
        noGetInstance().check(main);
    }

    @Test
    void no_class_keeps_a_static_instance_of_itself() {
        noStaticSelfInstance().check(main);
    }

    @Test
    void the_box_code_never_touches_the_screen_and_its_codec_neither_a_port_nor_a_file() {
        noClasses()
                .that()
                .resideInAPackage("org.caissier.device..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javax.swing..", "java.awt..")
                .because(
                        "the box serves run and the tests without a display; its window is in ui (BoxControls, BoxSession)")
                .check(main);
        noClasses()
                .that()
                .resideInAPackage("org.caissier.device.protocol..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("com.fazecast..", "java.io..", "java.nio..", "org.caissier.device")
                .because("the protocol codec turns bytes into messages and back, tested on its vectors alone")
                .check(main);
    }

    /** Rules that read a file of their own: what the rule above is there to catch. */
    static final class ReadsAFile {
        boolean exists(Path file) {
            return Files.exists(file);
        }
    }

    @Test
    void no_class_reads_or_writes_a_file_outside_its_role() {
        ROLES.filesOnlyInTheirRoles().check(main);
        assertThatThrownBy(() ->
                        ROLES.filesOnlyInTheirRoles().check(new ClassFileImporter().importClasses(ReadsAFile.class)))
                .hasMessageContaining("ReadsAFile")
                .hasMessageContaining("java.nio.file.Files");
    }

    /**
     * Charts one way: the charts' window uses the shell's parts (its words, window places, file troubles); the shell
     * reaches it only through the {@code JournalCharts} that app.Wiring hands it, so the chart library loads when
     * first asked for.
     */
    @Test
    void the_charts_window_stands_above_the_shell_which_never_names_it() {
        noClasses()
                .that()
                .resideInAPackage("org.caissier.ui..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.caissier.charts.ui..")
                .because("the shell is handed Game -> Charts (JournalCharts); naming the charts' window would tie the"
                        + " two both ways")
                .check(main);
    }

    @Test
    void cup_scoring_knows_nothing_of_its_export_and_the_export_nothing_of_the_program_around_it() {
        noClasses()
                .that()
                .resideInAPackage("org.caissier.cup")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.caissier.cup.export..")
                .because("the results page renders the scoring; the scoring must not depend on a page")
                .check(main);
        noClasses()
                .that()
                .resideInAPackage("org.caissier.cup.export..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("org.caissier.app..", "org.caissier.ui..")
                .because("the export takes a state and a folder, so the command line and the screen can both use it")
                .check(main);
    }

    @Test
    void a_match_s_rules_know_nothing_of_the_program_around_them_and_the_scoring_nothing_of_a_match() {
        noClasses()
                .that()
                .resideInAPackage("org.caissier.cup.match")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.caissier.app..",
                        "org.caissier.ui..",
                        "org.caissier.device..",
                        "org.caissier.cup.ui..",
                        "org.caissier.cup.match.ui..")
                .because("the match assistant's rules run under caissier run and in tests without a screen")
                .check(main);
        noClasses()
                .that()
                .resideInAPackage("org.caissier.cup")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.caissier.cup.match..")
                .because("a match feeds its event through the event's own lines; the scoring never needs a match")
                .check(main);
    }

    @Test
    void the_rules_catch_what_they_are_meant_to_catch() {
        JavaClasses bad = new ClassFileImporter()
                .importClasses(
                        BadExamples.Singleton.class,
                        BadExamples.Screen.class,
                        BadExamples.Constant.class,
                        BadExamples.KnowsAGame.class);
        assertThatThrownBy(() -> ROLES.screenOnlyInItsRoles().check(bad))
                .hasMessageContaining("Screen")
                .hasMessageContaining("javax.swing");
        assertThatThrownBy(() -> noGetInstance().check(bad)).hasMessageContaining("getInstance");
        assertThatThrownBy(() -> sharedCodeNamesNoGame().check(bad))
                .hasMessageContaining("KnowsAGame")
                .hasMessageContaining("org.caissier.longcours.Good")
                .hasMessageNotContaining("Screen.");
        assertThatThrownBy(() -> noStaticSelfInstance().check(bad))
                .hasMessageContaining("Singleton.ONE")
                .hasMessageNotContaining("Constant");
    }

    /**
     * A file is replaced only whole, through {@code table.WholeFile} (beside, forced, renamed): a full disk or a
     * crash half-way must never leave half a journal, settings or export. The one-time move of an old folder is
     * the exception.
     */
    static ArchRule filesAreWrittenWhole() {
        return noClasses()
                .that()
                .resideInAPackage("org.caissier..")
                .and()
                .doNotHaveFullyQualifiedName("org.caissier.table.WholeFile")
                .and()
                .doNotHaveFullyQualifiedName("org.caissier.app.UserFolders")
                .should()
                .callMethodWhere(JavaCall.Predicates.target(
                                HasOwner.Predicates.With.owner(JavaClass.Predicates.type(Files.class)))
                        .and(JavaCall.Predicates.target(HasName.Predicates.nameMatching(
                                "write|writeString|newOutputStream|newBufferedWriter|move|copy"))))
                .because("a file half-written on a full disk would be lost: write it through table.WholeFile")
                .allowEmptyShould(true);
    }

    @Test
    void files_are_replaced_only_whole() {
        filesAreWrittenWhole().check(main);
    }

    /** Writes a file in place: what the rule above is there to catch. */
    static final class WritesInPlace {
        void save(Path file) throws IOException {
            Files.writeString(file, "half of it, if the disk fills up");
        }
    }

    @Test
    void the_rule_on_whole_files_catches_a_write_in_place() {
        JavaClasses bad = new ClassFileImporter().importClasses(WritesInPlace.class);
        assertThatThrownBy(() -> filesAreWrittenWhole().allowEmptyShould(true).check(bad))
                .hasMessageContaining("WritesInPlace")
                .hasMessageContaining("writeString");
    }
}
