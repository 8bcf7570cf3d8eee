package org.caissier.table;

import java.nio.file.Path;

/**
 * Writes a Long Cours journal of N commands into DIR, as {@link ReplayScaleBenchmark} opens it, and prints its path:
 * the long game {@code src/test/sh/run-benchmark.sh} times {@code caissier run} on. Not a test.
 * <pre>
 * java -cp target/test-classes:target/caissier.jar org.caissier.table.LongJournal 100000 DIR
 * </pre>
 */
public final class LongJournal {
    private LongJournal() {}

    public static void main(String[] args) throws Exception {
        System.out.println(ReplayScaleBenchmark.longCoursJournal(Integer.parseInt(args[0]), Path.of(args[1])));
    }
}
