package org.caissier.testing;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/** {@link Needs}' check: enabled when every tool is there, or under CI=true; else skipped with a banner. */
public final class NeedsCheck implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        Optional<Needs> needs = AnnotationSupport.findAnnotation(context.getElement(), Needs.class);
        if (needs.isEmpty()) {
            return ConditionEvaluationResult.enabled("needs no tool");
        }
        return decide(
                context.getDisplayName(),
                needs.get().value(),
                System.getenv("CI"),
                need -> need.startsWith("/")
                        ? !Files.exists(Path.of(need))
                        : onPath(need).isEmpty());
    }

    /** @param missing whether a tool's command (a name on the PATH) or file (an absolute path) is not there */
    static ConditionEvaluationResult decide(String tests, Needs.Tool[] tools, String ci, Predicate<String> missing) {
        List<String> notFound = new ArrayList<>();
        Set<String> packages = new LinkedHashSet<>();
        for (Needs.Tool tool : tools) {
            List<String> gone = new ArrayList<>();
            tool.commands.stream().filter(missing).forEach(gone::add);
            tool.files.stream().filter(missing).forEach(gone::add);
            if (!gone.isEmpty()) {
                notFound.addAll(gone);
                packages.add(tool.packages);
            }
        }
        if (notFound.isEmpty()) {
            return ConditionEvaluationResult.enabled("every tool found");
        }
        if ("true".equalsIgnoreCase(ci)) {
            return ConditionEvaluationResult.enabled("CI=true: " + notFound + " required, the test will fail");
        }
        String why = tests + " skipped: " + String.join(", ", notFound) + " not found (apt-get install "
                + String.join(" ", packages) + ")";
        System.err.println("*".repeat(100));
        System.err.println("*** SKIPPED " + why);
        System.err.println("*".repeat(100));
        return ConditionEvaluationResult.disabled(why);
    }

    /** Where a command is on the PATH, if it is. */
    public static Optional<Path> onPath(String command) {
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(File.pathSeparator)) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, command))) {
                return Optional.of(Path.of(d, command));
            }
        }
        return Optional.empty();
    }
}
