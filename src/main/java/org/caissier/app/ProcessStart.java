package org.caissier.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * How long ago the program was started, for {@code --self-test}'s "ready in N ms". On Linux the start instant the
 * JDK gives ({@code ProcessHandle.Info.startInstant}) is dated from the boot time in whole seconds and so is up to a
 * second off; the process's age is read instead from the kernel's own clock since boot, in hundredths of a second:
 * its start ({@code /proc/PID/stat}, field 22) against now ({@code /proc/uptime}). The process is this one, or the
 * launcher's ({@code -Dcaissier.startedBy=PID}) when the launcher runs the program as its child rather than
 * becoming it: then too the figure counts from the command the user typed.
 */
final class ProcessStart {
    /** Clock ticks per second of {@code /proc}'s figures: USER_HZ, 100 on every Linux the JDK runs on. */
    private static final int TICKS = 100;

    private ProcessStart() {}

    /** The time since the process started, read now; the JDK's figure where {@code /proc} cannot be read. */
    static Duration age(Instant now) {
        String pid = System.getProperty("caissier.startedBy", "self");
        try {
            return age(Files.readString(Path.of("/proc", pid, "stat")), Files.readString(Path.of("/proc/uptime")))
                    .orElseGet(() -> jdkAge(now));
        } catch (IOException | RuntimeException notLinux) {
            return jdkAge(now);
        }
    }

    /** The process's age from its {@code stat} line and the system's {@code uptime}; empty if they do not read. */
    static Optional<Duration> age(String stat, String uptime) {
        // The command's name (field 2) is in parentheses and may hold spaces: the fields are counted after it.
        int close = stat.lastIndexOf(')');
        if (close < 0) {
            return Optional.empty();
        }
        String[] fields = stat.substring(close + 1).trim().split("\\s+");
        // fields[0] is field 3 (the state): field 22, the start in ticks since boot, is fields[19].
        if (fields.length < 20) {
            return Optional.empty();
        }
        try {
            long startTicks = Long.parseLong(fields[19]);
            double up = Double.parseDouble(uptime.trim().split("\\s+")[0]);
            long ms = Math.round(up * 1000) - startTicks * 1000 / TICKS;
            return ms < 0 ? Optional.empty() : Optional.of(Duration.ofMillis(ms));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static Duration jdkAge(Instant now) {
        return Duration.between(ProcessHandle.current().info().startInstant().orElse(now), now);
    }
}
