package org.caissier.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The shell's rooms (docs/architecture.md, Packages): each uses only the rooms below it, so that a newcomer reads a
 * room with only those in mind. Bottom to top: kit (widgets, words, settings), files, game (what a game plugs in
 * through), then box, dice, display and phones side by side, then the shell (the main window) alone on top. A game's
 * screens and the charts' window stay out of the shell's own rooms: they plug in, they are not part of the window.
 */
class ShellRoomsTest {
    private static final String UI = "org.caissier.ui.";
    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = ProgramClasses.get();
    }

    static ArchRule eachRoomUsesOnlyTheRoomsBelowIt() {
        return layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .withOptionalLayers(true)
                .layer("kit")
                .definedBy(UI + "kit..")
                .layer("files")
                .definedBy(UI + "files..")
                .layer("game")
                .definedBy(UI + "game..")
                .layer("box")
                .definedBy(UI + "box..")
                .layer("dice")
                .definedBy(UI + "dice..")
                .layer("display")
                .definedBy(UI + "display..")
                .layer("phones")
                .definedBy(UI + "phones..")
                .layer("shell")
                .definedBy(UI + "shell..")
                .whereLayer("shell")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("box")
                .mayOnlyBeAccessedByLayers("shell")
                .whereLayer("dice")
                .mayOnlyBeAccessedByLayers("shell")
                .whereLayer("display")
                .mayOnlyBeAccessedByLayers("shell")
                .whereLayer("phones")
                .mayOnlyBeAccessedByLayers("shell")
                .whereLayer("game")
                .mayOnlyBeAccessedByLayers("box", "dice", "display", "phones", "shell")
                .whereLayer("files")
                .mayOnlyBeAccessedByLayers("game", "box", "dice", "display", "phones", "shell")
                .because("a room that reaches up into a room above it cannot be read, tested or moved without it");
    }

    static ArchRule gamesAndChartsPlugInWithoutTheWindow() {
        return noClasses()
                .that()
                .resideOutsideOfPackages("org.caissier.ui..", "org.caissier.app..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(UI + "shell..", UI + "box..", UI + "dice..", UI + "display..")
                .because("a game's screens and the charts' window use the kit, files, the game contract and the"
                        + " phones button; the window, the box, the dice and the table display are the shell's own")
                .allowEmptyShould(true);
    }

    @Test
    void each_room_of_the_shell_uses_only_the_rooms_below_it() {
        eachRoomUsesOnlyTheRoomsBelowIt().check(main);
    }

    @Test
    void the_rule_on_rooms_catches_the_kit_reaching_up_into_the_window() throws ClassNotFoundException {
        JavaClasses bad = new ClassFileImporter()
                .importClasses(Class.forName(UI + "kit.KitNamesTheWindow"), Class.forName(UI + "shell.MainWindow"));
        assertThatThrownBy(() -> eachRoomUsesOnlyTheRoomsBelowIt().check(bad))
                .hasMessageContaining("KitNamesTheWindow")
                .hasMessageContaining("MainWindow");
    }

    @Test
    void games_and_charts_plug_in_without_naming_the_window_the_box_or_the_display() {
        gamesAndChartsPlugInWithoutTheWindow().check(main);
    }
}
