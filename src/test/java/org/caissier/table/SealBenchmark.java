package org.caissier.table;

import java.security.SecureRandom;
import java.util.Arrays;
import java.util.List;

/**
 * The cost of one guess at a spy's PIN: one key derivation from the sealing line, as a hunter holding the saved file
 * would run it, for each derivation a journal may name. Not a test: run it by hand, from the top folder:
 *
 * <pre>
 * mvn -B -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -Xmx384m -cp target/classes:target/test-classes:$(cat target/cp.txt) org.caissier.table.SealBenchmark [RUNS]
 * </pre>
 *
 * It prints the median time of one derivation on one core and what trying every PIN of 6 and of 8 digits would
 * take at that rate. Results are written down in docs/architecture.md ("Hidden information").
 */
public final class SealBenchmark {
    private SealBenchmark() {}

    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        byte[] salt = new byte[16];
        new SecureRandom().nextBytes(salt);
        for (SealKdf kdf : List.of(SealKdf.newGames(), new SealKdf.Pbkdf2(SealKdf.Pbkdf2.MAX_ITERATIONS))) {
            kdf.derive("00000000".toCharArray(), salt); // warm-up: the JIT and the first allocation
            long[] nanos = new long[runs];
            for (int i = 0; i < runs; i++) {
                char[] guess = String.format("%08d", i).toCharArray();
                long t0 = System.nanoTime();
                kdf.derive(guess, salt);
                nanos[i] = System.nanoTime() - t0;
            }
            Arrays.sort(nanos);
            double seconds = nanos[runs / 2] / 1e9;
            System.out.printf(
                    "%-40s one guess %.3f s; every 6-digit PIN %.1f days, every 8-digit PIN %.1f years"
                            + " (one core)%n",
                    kdf.headerWords(), seconds, seconds * 1e6 / 86_400, seconds * 1e8 / 86_400 / 365);
        }
    }
}
