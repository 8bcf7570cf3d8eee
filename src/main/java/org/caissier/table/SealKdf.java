package org.caissier.table;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * How a journal's key is derived from its PIN, as its sealing line names it. New games use Argon2id, which makes
 * every guess cost memory as well as time (a GPU gains little); games sealed before it keep PBKDF2. The parameters
 * come from a file anyone can edit, so they are bounded before anything is derived: a header asking for an hour of
 * work or a gigabyte is refused, never run.
 */
public sealed interface SealKdf permits SealKdf.Pbkdf2, SealKdf.Argon2id {

    /** The words of the sealing line that name the derivation and its parameters. */
    String headerWords();

    /** The 32-byte key for these digits and salt; the caller clears the digits. */
    byte[] derive(char[] digits, byte[] salt);

    /** Argon2id as new games use it: 64 MiB, 3 passes, one lane (it fits the shipped heap of 384 MB). */
    static SealKdf newGames() {
        return new Argon2id(Argon2id.DEFAULT_MEMORY_KIB, Argon2id.DEFAULT_PASSES, 1);
    }

    /**
     * The derivation a sealing line's words name, once its parameters are found within bounds.
     *
     * @throws IllegalArgumentException saying what is wrong (read by {@link LineSeal#headerProblem})
     */
    static SealKdf parse(String words) {
        Matcher argon = Argon2id.FORM.matcher(words);
        if (argon.matches()) {
            return Argon2id.bounded(number(argon.group(1)), number(argon.group(2)), number(argon.group(3)));
        }
        Matcher pbkdf2 = Pbkdf2.FORM.matcher(words);
        if (pbkdf2.matches()) {
            return Pbkdf2.bounded(number(pbkdf2.group(1)));
        }
        throw new Refusal(Said.of("table.seal.kdf.unknown"));
    }

    /** A sealing line's derivation refused: unknown, or asking too much or too little. */
    final class Refusal extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final transient Said said;

        Refusal(Said said) {
            super(said.in(Locale.ENGLISH));
            this.said = said;
        }

        /** Why, as a text of the bundles ({@code table.seal.kdf.*}). */
        public Said said() {
            return said;
        }
    }

    private static long number(String digits) {
        // At most 18 digits by the patterns: a long holds them, and the bounds below refuse what is too large.
        return Long.parseLong(digits);
    }

    /** The first sealing, kept so that older saves still open: PBKDF2-HMAC-SHA256. */
    record Pbkdf2(int iterations) implements SealKdf {
        /** The most an older save ever asked for (OWASP's 2023 figure); older saves used fewer. */
        public static final int MAX_ITERATIONS = 600_000;

        static final Pattern FORM = Pattern.compile("pbkdf2-hmac-sha256 iterations=(\\d{1,18})");

        public Pbkdf2 {
            check(iterations);
        }

        static Pbkdf2 bounded(long iterations) {
            check(iterations);
            return new Pbkdf2((int) iterations);
        }

        private static void check(long iterations) {
            if (iterations < 1 || iterations > MAX_ITERATIONS) {
                // The value read from the file as it is written (a String: no French grouping of its digits).
                throw new Refusal(Said.of("table.seal.kdf.iterations", String.valueOf(iterations), MAX_ITERATIONS));
            }
        }

        @Override
        public String headerWords() {
            return "pbkdf2-hmac-sha256 iterations=" + iterations;
        }

        @Override
        public byte[] derive(char[] digits, byte[] salt) {
            PBEKeySpec spec = new PBEKeySpec(digits, salt, iterations, 256);
            try {
                return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                        .generateSecret(spec)
                        .getEncoded();
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("PBKDF2WithHmacSHA256 is part of every Java 17 runtime", e);
            } finally {
                spec.clearPassword();
            }
        }
    }

    /**
     * Argon2id (RFC 9106), version 1.3: {@code memoryKib} KiB of memory, {@code passes} over it, {@code lanes} lanes.
     * Bounded to 8 KiB ≤ m ≤ 256 MiB (and at least 8 KiB a lane), 1 ≤ t ≤ 10, 1 ≤ p ≤ 4.
     */
    record Argon2id(int memoryKib, int passes, int lanes) implements SealKdf {
        public static final int DEFAULT_MEMORY_KIB = 64 * 1024;
        public static final int DEFAULT_PASSES = 3;
        public static final int MIN_MEMORY_KIB = 8;
        public static final int MAX_MEMORY_KIB = 256 * 1024;
        public static final int MAX_PASSES = 10;
        public static final int MAX_LANES = 4;
        static final Pattern FORM = Pattern.compile("argon2id m=(\\d{1,18}) t=(\\d{1,18}) p=(\\d{1,18})");

        public Argon2id {
            check(memoryKib, passes, lanes);
        }

        static Argon2id bounded(long memoryKib, long passes, long lanes) {
            check(memoryKib, passes, lanes);
            return new Argon2id((int) memoryKib, (int) passes, (int) lanes);
        }

        private static void check(long memoryKib, long passes, long lanes) {
            String m = String.valueOf(memoryKib);
            if (memoryKib < MIN_MEMORY_KIB || memoryKib > MAX_MEMORY_KIB) {
                throw new Refusal(Said.of("table.seal.kdf.memory", m, MIN_MEMORY_KIB, MAX_MEMORY_KIB));
            }
            if (passes < 1 || passes > MAX_PASSES) {
                throw new Refusal(Said.of("table.seal.kdf.passes", String.valueOf(passes), MAX_PASSES));
            }
            if (lanes < 1 || lanes > MAX_LANES) {
                throw new Refusal(Said.of("table.seal.kdf.lanes", String.valueOf(lanes), MAX_LANES));
            }
            if (memoryKib < 8 * lanes) {
                throw new Refusal(Said.of("table.seal.kdf.perLane", m, lanes));
            }
        }

        @Override
        public String headerWords() {
            return "argon2id m=" + memoryKib + " t=" + passes + " p=" + lanes;
        }

        @Override
        public byte[] derive(char[] digits, byte[] salt) {
            Argon2Parameters parameters = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                    .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                    .withSalt(salt)
                    .withMemoryAsKB(memoryKib)
                    .withIterations(passes)
                    .withParallelism(lanes)
                    .build();
            Argon2BytesGenerator generator = new Argon2BytesGenerator();
            generator.init(parameters);
            // Digits are ASCII: one byte each, no converter needed.
            byte[] password = new byte[digits.length];
            for (int i = 0; i < digits.length; i++) {
                password[i] = (byte) digits[i];
            }
            byte[] key = new byte[32];
            try {
                generator.generateBytes(password, key);
                return key;
            } finally {
                Arrays.fill(password, (byte) 0);
            }
        }
    }
}
