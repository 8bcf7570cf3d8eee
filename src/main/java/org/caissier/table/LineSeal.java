package org.caissier.table;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The key that seals the secret lines of one journal. It is derived from a {@link Pin} and a random salt with the
 * derivation the header line names ({@link SealKdf}); each line is then encrypted with AES-GCM under a fresh random
 * nonce, so it can be neither read nor changed without the PIN:
 *
 * <pre>
 * # sealing argon2id m=65536 t=3 p=1 salt=BASE64 check=BASE64
 * sealed BASE64(nonce + ciphertext + tag)
 * </pre>
 *
 * {@code check} is a known text sealed with the key, so a wrong PIN is told at once, before anything is read or
 * written. A sealed line stays a command line of the journal (not a {@code #} comment): a program that does not
 * know about sealing refuses it by its line number instead of silently skipping the secret and then refusing a
 * later line for a reason nobody can see.
 *
 * <p>With Argon2id (every game started since) each line is padded to one size before it is encrypted, so the file
 * shows how many sealed lines there are and nothing of their length, and is bound to its {@link SealPlace}. The
 * older PBKDF2 journals kept neither: they are read as they were written.
 */
public final class LineSeal {
    /** The header line's start. */
    public static final String HEADER = "# sealing ";
    /** A sealed command line's start. */
    public static final String SEALED = "sealed ";
    /** Every sealed text is padded to a multiple of this many bytes: a command line is far shorter. */
    static final int PADDED = 256;

    private static final int SALT_BYTES = 16;
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final byte[] CHECK = "caissier sealing check".getBytes(StandardCharsets.UTF_8);
    private static final byte[] OLD_LINE_CONTEXT = "caissier sealed line".getBytes(StandardCharsets.UTF_8);
    private static final Pattern HEADER_FORM =
            Pattern.compile("# sealing (.{1,200}?) salt=([A-Za-z0-9+/=]{1,200}) check=([A-Za-z0-9+/=]{1,400})\\s*");

    private final SecretKeySpec key;
    private final SecureRandom random;
    private final String headerLine;
    private final boolean bound;

    private LineSeal(SecretKeySpec key, SecureRandom random, String headerLine, boolean bound) {
        this.key = key;
        this.random = random;
        this.headerLine = headerLine;
        this.bound = bound;
    }

    /** A new key for a new journal: Argon2id with the default cost, a random salt, a PIN of 8 digits or more. */
    public static LineSeal create(Pin pin, SecureRandom random) {
        return create(pin, random, SealKdf.newGames());
    }

    /**
     * As {@link #create(Pin, SecureRandom)} with another derivation (tests keep it cheap; older saves' PBKDF2 is
     * made only to test that they still open).
     *
     * @throws IllegalArgumentException for a PIN of fewer than {@value Pin#NEW_GAME_DIGITS} digits
     */
    public static LineSeal create(Pin pin, SecureRandom random, SealKdf kdf) {
        if (pin.length() < Pin.NEW_GAME_DIGITS) {
            throw new IllegalArgumentException("a new game's PIN is at least " + Pin.NEW_GAME_DIGITS + " digits");
        }
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        SecretKeySpec key = derive(pin, salt, kdf);
        boolean bound = kdf instanceof SealKdf.Argon2id;
        LineSeal draft = new LineSeal(key, random, "", bound);
        String check = draft.encrypt(CHECK, CHECK);
        return new LineSeal(
                key,
                random,
                HEADER + kdf.headerWords() + " salt=" + Base64.getEncoder().encodeToString(salt) + " check=" + check,
                bound);
    }

    /**
     * What makes a sealing line unusable, if anything: a form this program cannot read, or parameters out of
     * bounds (Argon2id 8 KiB ≤ m ≤ 256 MiB, t ≤ 10, p ≤ 4; PBKDF2 at most 600 000 iterations). Cheap: nothing is
     * derived. Every reader of a journal asks it first, with or without the PIN.
     */
    public static Optional<Said> headerProblem(String headerLine) {
        Matcher m = HEADER_FORM.matcher(headerLine);
        if (!m.matches()) {
            return Optional.of(Said.of("table.seal.header.unreadable"));
        }
        try {
            SealKdf.parse(m.group(1));
            Base64.getDecoder().decode(m.group(2));
            Base64.getDecoder().decode(m.group(3));
        } catch (SealKdf.Refusal e) {
            return Optional.of(Said.of("table.seal.header.refused", e.said()));
        } catch (IllegalArgumentException e) {
            // Base64's own words, as run has always printed them: the characters are checked by HEADER_FORM.
            return Optional.of(Said.of("table.seal.header.refused", e.getMessage()));
        }
        return Optional.empty();
    }

    /**
     * The key of a journal whose header holds {@code headerLine}, if {@code pin} is the one it was made with. Slow
     * by design (a second or so): never on the screen's thread.
     *
     * @throws SealException (line 0) for a wrong PIN or a header line that cannot be read or asks too much
     */
    public static LineSeal unlock(Pin pin, String headerLine, SecureRandom random) throws SealException {
        Optional<Said> problem = headerProblem(headerLine);
        if (problem.isPresent()) {
            throw new SealException(0, problem.get());
        }
        Matcher m = HEADER_FORM.matcher(headerLine);
        if (!m.matches()) {
            throw new IllegalStateException("checked above");
        }
        SealKdf kdf = SealKdf.parse(m.group(1));
        byte[] salt = Base64.getDecoder().decode(m.group(2));
        LineSeal seal =
                new LineSeal(derive(pin, salt, kdf), random, headerLine.strip(), kdf instanceof SealKdf.Argon2id);
        try {
            if (!Arrays.equals(seal.decrypt(m.group(3), CHECK), CHECK)) {
                throw new AEADBadTagException();
            }
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new SealException(0, Said.of("table.seal.wrongPin"));
        }
        return seal;
    }

    /** The sealing line among a journal's header lines, if it has one. */
    public static Optional<String> headerIn(List<String> header) {
        for (String h : header) {
            if (h.startsWith(HEADER)) {
                return Optional.of(h);
            }
        }
        return Optional.empty();
    }

    /** Where the sealing line stands among a journal's header lines (1-based, the header starting the file), or 0. */
    public static int headerLineNumber(List<String> header) {
        for (int i = 0; i < header.size(); i++) {
            if (header.get(i).startsWith(HEADER)) {
                return i + 1;
            }
        }
        return 0;
    }

    /** Whether a journal line (without its mark) is a sealed one. */
    public static boolean isSealed(String line) {
        return line.startsWith(SEALED);
    }

    /** The line to write in the journal's header. */
    public String headerLine() {
        return headerLine;
    }

    /**
     * True for the seal of every new game: each line padded to one size and bound to its {@link SealPlace}. False
     * for an older save's (PBKDF2), whose lines are neither.
     */
    public boolean bindsPlace() {
        return bound;
    }

    /** The journal line that holds {@code line} sealed at {@code place}: {@code sealed BASE64}. */
    public String seal(String line, SealPlace place) {
        byte[] text = line.getBytes(StandardCharsets.UTF_8);
        if (!bound) {
            return SEALED + encrypt(text, OLD_LINE_CONTEXT);
        }
        byte[] padded = new byte[(text.length + 2 + PADDED - 1) / PADDED * PADDED];
        padded[0] = (byte) (text.length >> 8);
        padded[1] = (byte) text.length;
        System.arraycopy(text, 0, padded, 2, text.length);
        try {
            return SEALED + encrypt(padded, place.associatedData());
        } finally {
            Arrays.fill(padded, (byte) 0);
        }
    }

    /** The text a sealed line holds if it opens at {@code place} (an older save's lines open anywhere). */
    public Optional<String> open(String sealedLine, SealPlace place) {
        if (!isSealed(sealedLine)) {
            return Optional.empty();
        }
        byte[] plain;
        try {
            plain = decrypt(
                    sealedLine.substring(SEALED.length()).strip(), bound ? place.associatedData() : OLD_LINE_CONTEXT);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return Optional.empty();
        }
        if (!bound) {
            return Optional.of(new String(plain, StandardCharsets.UTF_8));
        }
        try {
            int length = (plain[0] & 0xFF) << 8 | plain[1] & 0xFF;
            if (plain.length % PADDED != 0 || length > plain.length - 2) {
                return Optional.empty();
            }
            return Optional.of(new String(plain, 2, length, StandardCharsets.UTF_8));
        } finally {
            Arrays.fill(plain, (byte) 0);
        }
    }

    private String encrypt(byte[] plain, byte[] context) {
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, nonce));
            cipher.updateAAD(context);
            byte[] sealed = cipher.doFinal(plain);
            return Base64.getEncoder()
                    .encodeToString(ByteBuffer.allocate(nonce.length + sealed.length)
                            .put(nonce)
                            .put(sealed)
                            .array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is part of every Java 17 runtime", e);
        }
    }

    private byte[] decrypt(String base64, byte[] context) throws GeneralSecurityException {
        byte[] all = Base64.getDecoder().decode(base64);
        if (all.length < NONCE_BYTES + TAG_BITS / 8) {
            throw new AEADBadTagException("too short");
        }
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, all, 0, NONCE_BYTES));
        cipher.updateAAD(context);
        return cipher.doFinal(all, NONCE_BYTES, all.length - NONCE_BYTES);
    }

    private static SecretKeySpec derive(Pin pin, byte[] salt, SealKdf kdf) {
        char[] digits = pin.digits();
        byte[] bytes = null;
        try {
            bytes = kdf.derive(digits, salt);
            return new SecretKeySpec(bytes, "AES");
        } finally {
            Arrays.fill(digits, '\0');
            if (bytes != null) {
                Arrays.fill(bytes, (byte) 0);
            }
        }
    }
}
