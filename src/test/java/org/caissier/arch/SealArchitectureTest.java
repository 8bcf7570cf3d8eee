package org.caissier.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import org.caissier.espion.ui.EspionUi;
import org.caissier.table.SealKdf;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The spy's seal as the program makes it: new games at the shipped cost of the key's derivation only, and Bouncy
 * Castle reached by that derivation alone (the jar keeps only the classes it loads).
 */
class SealArchitectureTest {
    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = ProgramClasses.get();
    }

    /** The seal's cost for new games is {@code SealKdf.newGames()}: no code of the program picks a cheaper one. */
    private static ArchRule theProgramSealsAtItsOwnCost() {
        return noClasses()
                .that()
                .doNotHaveFullyQualifiedName("org.caissier.table.SealKdf")
                .and()
                .doNotHaveFullyQualifiedName("org.caissier.table.SealKdf$Argon2id")
                .and()
                .doNotHaveFullyQualifiedName("org.caissier.table.SealKdf$Pbkdf2")
                .should()
                .callConstructor(SealKdf.Argon2id.class, int.class, int.class, int.class)
                .orShould()
                .callConstructor(SealKdf.Pbkdf2.class, int.class)
                .orShould()
                .callMethod(EspionUi.class, "withSealing", SealKdf.class)
                .because("a derivation's cost comes from SealKdf.newGames() or, to open a saved game, from its sealing"
                        + " line; a cheaper one is for tests only");
    }

    @Test
    void the_program_seals_new_games_at_the_shipped_cost_only() {
        theProgramSealsAtItsOwnCost().check(main);
    }

    /** A screen that would seal with a cheaper derivation than the program's. */
    static final class SealsCheaply {
        SealKdf cheap() {
            return new SealKdf.Argon2id(8, 1, 1);
        }

        Object espion() {
            return EspionUi.withSealing(SealKdf.newGames());
        }
    }

    @Test
    void the_rule_on_the_seal_s_cost_catches_a_cheaper_derivation_in_the_program() {
        JavaClasses bad = new ClassFileImporter().importClasses(SealsCheaply.class);
        assertThatThrownBy(() -> theProgramSealsAtItsOwnCost().check(bad))
                .hasMessageContaining("SealsCheaply.cheap")
                .hasMessageContaining("SealsCheaply.espion");
    }

    @Test
    void only_the_seal_s_key_derivation_reaches_bouncy_castle() {
        noClasses()
                .that()
                .doNotHaveFullyQualifiedName("org.caissier.table.SealKdf$Argon2id")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.bouncycastle..")
                .because("the jar keeps only the Bouncy Castle classes Argon2id loads (the shade filter in pom.xml)")
                .check(main);
    }
}
