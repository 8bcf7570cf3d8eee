package org.caissier.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.properties.HasName;
import com.tngtech.archunit.core.domain.properties.HasOwner;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import java.awt.Window;
import javax.swing.JDialog;
import org.junit.jupiter.api.Test;

/**
 * Where a window opens (docs/architecture.md): only {@code ui.kit.FirstPlace} places a window relative to another, and it
 * does so before the window has a peer; only it packs a window, which creates it, so no window is created before its
 * place is decided. A dialog packed, then centred, then moved asked the display for several places before it showed,
 * and on a slow display a late answer put it back at an earlier one.
 */
class WindowsOpenWhereAskedTest {

    static ArchRule onlyFirstPlacePlaces() {
        return onlyFirstPlaceCalls(
                "setLocationRelativeTo",
                "a window placed after pack() has asked the display for another place already, and the display's late"
                        + " answer about it can win");
    }

    static ArchRule onlyFirstPlacePacks() {
        return onlyFirstPlaceCalls(
                "pack",
                "pack() creates the window where it stands: one packed before it is placed (FirstPlace.pack,"
                        + " packBeside) asks the display for a second place when it is moved, and one packed again"
                        + " once shown goes through FirstPlace.repack, which refuses a window not yet placed");
    }

    /** No class but FirstPlace calls {@code method} on a window. */
    private static ArchRule onlyFirstPlaceCalls(String method, String because) {
        return noClasses()
                .that()
                .doNotHaveFullyQualifiedName("org.caissier.ui.kit.FirstPlace")
                .should()
                .callMethodWhere(JavaCall.Predicates.target(
                                HasOwner.Predicates.With.owner(JavaClass.Predicates.assignableTo(Window.class)))
                        .and(JavaCall.Predicates.target(HasName.Predicates.name(method))))
                .because(because)
                .allowEmptyShould(true);
    }

    /** A screen that packs its dialog, then centres it. */
    static final class PlacesAfterPacking {
        void show(JDialog d, Window owner) {
            d.pack();
            d.setLocationRelativeTo(owner);
        }
    }

    /** A window that packs itself as it is made, then is put beside its owner (the simulated box's, once). */
    static final class PackedThenPutBeside extends JDialog {
        PackedThenPutBeside(Window owner) {
            super(owner);
            pack();
            setLocation(owner.getX() + owner.getWidth(), owner.getY());
        }
    }

    @Test
    void only_first_place_packs_a_window_and_the_rule_catches_one_packed_before_it_is_put_beside_its_owner() {
        onlyFirstPlacePacks().check(program());
        assertThatThrownBy(() ->
                        onlyFirstPlacePacks().check(new ClassFileImporter().importClasses(PackedThenPutBeside.class)))
                .hasMessageContaining("PackedThenPutBeside")
                .hasMessageContaining("pack()");
    }

    private static JavaClasses program() {
        return ProgramClasses.get();
    }

    @Test
    void only_first_place_places_a_window_and_the_rule_catches_a_dialog_placed_after_packing() {
        onlyFirstPlacePlaces().check(program());
        assertThatThrownBy(() ->
                        onlyFirstPlacePlaces().check(new ClassFileImporter().importClasses(PlacesAfterPacking.class)))
                .hasMessageContaining("PlacesAfterPacking")
                .hasMessageContaining("JDialog.setLocationRelativeTo");
    }
}
