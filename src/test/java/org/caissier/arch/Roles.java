package org.caissier.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchRule;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameRegistry;

/**
 * What a class of the program may reach beyond memory — the screen, files, the network, the serial port — by the role
 * it takes. Code that takes no role is pure, so a new package is pure until it takes one: the games' roles come from
 * the registry (each game's screens and module), the others are named here.
 */
final class Roles {
    static final String[] SCREEN_APIS = {"javax.swing..", "java.awt.."};
    static final String[] NETWORK_APIS = {"java.net..", "org.eclipse.jetty.."};
    static final String PORT_API = "com.fazecast..";
    /** The JDK's ways to a file; a {@code Path} alone is a name, not an access. */
    static final Set<String> FILE_APIS = Set.of(
            "java.nio.file.Files",
            "java.io.File",
            "java.io.FileInputStream",
            "java.io.FileOutputStream",
            "java.io.FileReader",
            "java.io.FileWriter",
            "java.io.RandomAccessFile",
            "java.nio.channels.FileChannel");
    /**
     * The kernel's file classes: the journal, its lock, whole-file writes, text reads, data files (the rest of the
     * kernel reaches files through them).
     */
    static final Set<String> KERNEL_FILES = Set.of(
            "org.caissier.table.JournalFile",
            "org.caissier.table.WholeFile",
            "org.caissier.table.JournalLock",
            "org.caissier.table.TextFiles",
            "org.caissier.table.Journal",
            "org.caissier.table.OwnFiles",
            "org.caissier.table.DataFile",
            "org.caissier.table.JournalRescue");
    /**
     * Each game's loaders and writers of its data files, named: a game's module (from the registry) reads the data
     * files its game line names; these read or write them for it (the match's scorer reads its event's journal).
     */
    static final Set<String> GAME_LOADERS = Set.of(
            "org.caissier.longcours.BoardLoader",
            "org.caissier.pistes.EventTableLoader",
            "org.caissier.pistes.EventTableWriter",
            "org.caissier.cup.CrewsCsv",
            "org.caissier.cup.match.EventScorer");

    private final List<String> gameScreens = new ArrayList<>();
    private final Set<String> gameModules = new LinkedHashSet<>();

    Roles(GameRegistry games) {
        for (GamePlugin<?, ?> p : games.plugins()) {
            gameScreens.add(p.screens().getClass().getPackageName() + "..");
            gameModules.add(p.module().getClass().getName());
        }
    }

    /** The window, each game's screens, the program's start, the charts window. */
    DescribedPredicate<JavaClass> screen() {
        return inPackages("the window, a game's ui, app or charts.ui", screenPackages());
    }

    /** What the screen may, and the live server, the box's port, the kernel's file classes, the Cup's export, each
     * game's module and loaders. */
    DescribedPredicate<JavaClass> files() {
        DescribedPredicate<JavaClass> named = DescribedPredicate.describe("", c -> {
            String top = c.getName().split("\\$")[0];
            return KERNEL_FILES.contains(top)
                    || GAME_LOADERS.contains(top)
                    || gameModules.contains(top)
                    || isDevicePort(c);
        });
        return inPackages(
                        "the window, a game's ui, app, live, the device port, the kernel's file classes, cup.export,"
                                + " charts.ui, a game's module or loader",
                        filePackages())
                .or(named);
    }

    /** Whether a package is one the screen or the files roles name (a package, not one class in it). */
    boolean takesARole(String packageName) {
        return filePackages().stream()
                .map(p -> p.substring(0, p.length() - 2))
                .anyMatch(p -> packageName.equals(p) || packageName.startsWith(p + "."));
    }

    private List<String> screenPackages() {
        List<String> packages =
                new ArrayList<>(List.of("org.caissier.ui..", "org.caissier.app..", "org.caissier.charts.ui.."));
        packages.addAll(gameScreens);
        return packages;
    }

    /** The screen's packages, and the live server's and the Cup's export. */
    private List<String> filePackages() {
        List<String> packages = screenPackages();
        packages.addAll(List.of("org.caissier.live..", "org.caissier.cup.export.."));
        return packages;
    }

    /** The live server, and the window and {@code serve} that start it. */
    static DescribedPredicate<JavaClass> network() {
        return inPackages(
                "live, the window or app", List.of("org.caissier.live..", "org.caissier.ui..", "org.caissier.app.."));
    }

    /** The box's port: the device package itself (its protocol codec is pure). */
    static DescribedPredicate<JavaClass> devicePort() {
        return DescribedPredicate.describe("the device port", Roles::isDevicePort);
    }

    private static boolean isDevicePort(JavaClass c) {
        return c.getPackageName().equals("org.caissier.device");
    }

    private static DescribedPredicate<JavaClass> inPackages(String description, List<String> packages) {
        return JavaClass.Predicates.resideInAnyPackage(packages.toArray(String[]::new))
                .as(description);
    }

    /** Swing and AWT only in the window and the screens. */
    ArchRule screenOnlyInItsRoles() {
        return noClasses()
                .that()
                .resideInAPackage("org.caissier..")
                .and(DescribedPredicate.not(screen()))
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(SCREEN_APIS)
                .because("only the window and the screens draw: the rules, the kernel and any new package run and"
                        + " are tested without a display, and a headless run loads no Swing")
                .allowEmptyShould(true);
    }

    /** Files only through the roles that read and write them. */
    ArchRule filesOnlyInTheirRoles() {
        return noClasses()
                .that()
                .resideInAPackage("org.caissier..")
                .and(DescribedPredicate.not(files()))
                .should()
                .dependOnClassesThat(
                        DescribedPredicate.describe("a JDK file API", (JavaClass c) -> FILE_APIS.contains(c.getName())))
                .orShould()
                .accessTargetWhere(DescribedPredicate.describe(
                        "a kernel file class's disk access",
                        (JavaAccess<?> a) ->
                                !a.getOriginOwner().getPackageName().equals("org.caissier.table") && isDiskAccess(a)))
                .because("the rules are pure: a game's files are read by its module and loaders, a save by the"
                        + " kernel's file classes, an export by its writer")
                .allowEmptyShould(true);
    }

    private static boolean isDiskAccess(JavaAccess<?> access) {
        String owner = access.getTargetOwner().getName();
        String name = access.getTarget().getName();
        return owner.equals("org.caissier.table.TextFiles")
                || owner.equals("org.caissier.table.WholeFile")
                || owner.equals("org.caissier.table.JournalLock")
                || owner.equals("org.caissier.table.JournalFile") && name.equals("read")
                || owner.equals("org.caissier.table.DataFile") && name.equals("load");
    }

    /** The network only in the live server and what starts it. */
    static ArchRule networkOnlyInItsRoles() {
        return noClasses()
                .that()
                .resideInAPackage("org.caissier..")
                .and(DescribedPredicate.not(network()))
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(NETWORK_APIS)
                .because("the live server is the one place that opens a port to the network")
                .allowEmptyShould(true);
    }

    /** The serial port only in the device package. */
    static ArchRule portOnlyInTheDevice() {
        return noClasses()
                .that()
                .resideInAPackage("org.caissier..")
                .and(DescribedPredicate.not(devicePort()))
                .should()
                .dependOnClassesThat()
                .resideInAPackage(PORT_API)
                .because("the box's port is opened by the device package alone")
                .allowEmptyShould(true);
    }
}
