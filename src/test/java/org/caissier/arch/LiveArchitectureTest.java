package org.caissier.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import java.util.HashSet;
import java.util.Set;
import org.caissier.app.Wiring;
import org.caissier.live.LivePublication;
import org.caissier.live.LiveRuntime;
import org.caissier.phone.ReachesTheScreen;
import org.caissier.ui.game.GameRegistry;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The network's one door: the live server serves the snapshots it is handed and reaches no session nor screen, the
 * games' phone pages render a state and nothing more, and only the main window publishes a game on phones.
 */
class LiveArchitectureTest {
    /** The program's games, as the registry has them: each brings its phone page and its screens. */
    private static final GameRegistry GAMES = Wiring.registry();

    private static final Roles ROLES = new Roles(GAMES);

    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = ProgramClasses.get();
    }

    @Test
    void the_live_server_serves_snapshots_and_never_reaches_a_session_or_the_screen() {
        noClasses()
                .that()
                .resideInAPackage("org.caissier.live..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("org.caissier.table..", "org.caissier.ui..", "org.caissier.app..", "javax.swing..")
                .orShould()
                .dependOnClassesThat()
                .resideInAnyPackage(gamePackages())
                .because("the server's threads only read the immutable snapshots the screen hands it, and each game"
                        + " brings its own page: the server knows none of them")
                .check(main);
        noClasses()
                .that()
                .resideOutsideOfPackage("org.caissier.live..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.eclipse.jetty..")
                .because(
                        "the HTTP server stays behind the live package, the one place that opens a port to the network")
                .check(main);
    }

    /** The packages of the games' own code, from the registry: each module's package and all below it. */
    private static String[] gamePackages() {
        return GAMES.plugins().stream()
                .map(p -> p.module().getClass().getPackageName() + "..")
                .distinct()
                .toArray(String[]::new);
    }

    /**
     * The phone pages: the shared package, each game's page as its plug-in offers it, and the page's package beside it
     * unless that package takes a role of its own (the Cup's page lives beside its export, which writes files).
     */
    private static DescribedPredicate<JavaClass> phonePages() {
        Set<String> pages = new HashSet<>();
        Set<String> packages = new HashSet<>();
        GAMES.screens()
                .forEach(ui -> ui.phonePage().ifPresent(p -> {
                    pages.add(p.getClass().getName());
                    if (!ROLES.takesARole(p.getClass().getPackageName())) {
                        packages.add(p.getClass().getPackageName());
                    }
                }));
        return DescribedPredicate.describe(
                "phone pages",
                c -> c.getPackageName().startsWith("org.caissier.phone")
                        || packages.contains(c.getPackageName())
                        || pages.contains(c.getName().split("\\$")[0]));
    }

    /** Each game's screens, from the registry. */
    private static String[] screenPackages() {
        return GAMES.screens().stream()
                .map(ui -> ui.getClass().getPackageName() + "..")
                .distinct()
                .toArray(String[]::new);
    }

    private static ArchRule phonePagesArePure() {
        return noClasses()
                .that(phonePages())
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.caissier.ui..",
                        "org.caissier.app..",
                        "org.caissier.device..",
                        "javax.swing..",
                        "java.awt..",
                        "org.eclipse.jetty..",
                        "java.io..",
                        "java.nio..",
                        "java.net..")
                .orShould()
                .dependOnClassesThat()
                .resideInAnyPackage(screenPackages())
                .because("a phone page renders a state into a document on the caller's thread: no screen, no file,"
                        + " no network; the live server does the serving");
    }

    @Test
    void the_games_phone_pages_are_pure_pages_of_a_state_and_reach_no_screen() {
        phonePagesArePure().check(main);
        assertThatThrownBy(
                        () -> phonePagesArePure().check(new ClassFileImporter().importClasses(ReachesTheScreen.class)))
                .hasMessageContaining("ReachesTheScreen")
                .hasMessageContaining("javax.swing");
    }

    /**
     * The live page belongs to the main window, bound to a game's journal (ui.phones.OnPhones), not to the screen that shows
     * the game: a game's screen built again, or replaced by one of the event's matches, cannot stop it. Games bring
     * only their page ({@code live.PhonePage}).
     */
    static ArchRule onlyTheWindowPublishes() {
        return noClasses()
                .that()
                .resideOutsideOfPackages("org.caissier.ui.phones", "org.caissier.live")
                .should()
                .dependOnClassesThat()
                .haveFullyQualifiedName("org.caissier.live.LivePublication")
                .orShould()
                .dependOnClassesThat()
                .haveFullyQualifiedName("org.caissier.live.LiveServer")
                .because("publishing on phones belongs to the window: a game brings its PhonePage through GameUi")
                .allowEmptyShould(true);
    }

    @Test
    void only_the_window_publishes_a_game_on_the_network() {
        onlyTheWindowPublishes().check(main);
    }

    /** A screen that runs its own live page: what the rule above is there to catch. */
    static final class PublishesItself {
        LivePublication live() {
            return new LivePublication(LiveRuntime.system(), (s, l, f) -> "");
        }
    }

    @Test
    void the_rule_on_publishing_catches_a_screen_with_its_own_live_page() {
        JavaClasses bad = new ClassFileImporter().importClasses(PublishesItself.class);
        assertThatThrownBy(() -> onlyTheWindowPublishes().check(bad))
                .hasMessageContaining("PublishesItself")
                .hasMessageContaining("LivePublication");
    }
}
