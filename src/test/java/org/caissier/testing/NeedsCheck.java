package org.caissier.testing;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
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
        return decide(context.getDisplayName(), needs.get().value(), System.getenv("CI"));
    }

    static ConditionEvaluationResult decide(String tests, Needs.Tool[] tools, String ci) {
        List<String> missing = new ArrayList<>();
        Set<String> packages = new LinkedHashSet<>();
        for (Needs.Tool tool : tools) {
            List<String> gone = new ArrayList<>();
            tool.commands.stream().filter(c -> onPath(c).isEmpty()).forEach(gone::add);
            tool.files.stream().filter(f -> !Files.exists(Path.of(f))).forEach(gone::add);
            if (!gone.isEmpty()) {
                missing.addAll(gone);
                packages.add(tool.packages);
            }
        }
        if (missing.isEmpty()) {
            return ConditionEvaluationResult.enabled("every tool found");
        }
        if ("true".equalsIgnoreCase(ci)) {
            return ConditionEvaluationResult.enabled("CI=true: " + missing + " required, the test will fail");
        }
        String why = tests + " skipped: " + String.join(", ", missing) + " not found (apt-get install "
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
