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
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The key that seals the secret lines of one journal. It is derived from a {@link Pin} with PBKDF2 (HMAC-SHA256)
 * and a random salt, both named in a header line of the journal; each line is then encrypted with AES-GCM under
 * a fresh random nonce, so it can be neither read nor changed without the PIN:
 *
 * <pre>
 * # sealing pbkdf2-hmac-sha256 iterations=600000 salt=BASE64 check=BASE64
 * sealed BASE64(nonce + ciphertext + tag)
 * </pre>
 *
 * {@code check} is a known text sealed with the key, so a wrong PIN is told at once, before anything is read or
 * written. A sealed line stays a command line of the journal (not a {@code #} comment): a program that does not
 * know about sealing refuses it by its line number instead of silently skipping the secret and then refusing a
 * later line for a reason nobody can see.
 */
public final class LineSeal {
    /** The header line's start. */
    public static final String HEADER = "# sealing ";
    /** A sealed command line's start. */
    public static final String SEALED = "sealed ";
    /** OWASP's 2023 figure for PBKDF2-HMAC-SHA256: a PIN has few digits, so each guess must cost. */
    public static final int ITERATIONS = 600_000;

    private static final String KDF = "pbkdf2-hmac-sha256";
    private static final int SALT_BYTES = 16;
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final byte[] CHECK = "caissier sealing check".getBytes(StandardCharsets.UTF_8);
    private static final byte[] LINE_CONTEXT = "caissier sealed line".getBytes(StandardCharsets.UTF_8);
    private static final Pattern HEADER_FORM = Pattern.compile(
            "# sealing " + KDF + " iterations=(\\d{1,9}) salt=([A-Za-z0-9+/=]+) check=([A-Za-z0-9+/=]+)\\s*");

    private final SecretKeySpec key;
    private final SecureRandom random;
    private final String headerLine;

    private LineSeal(SecretKeySpec key, SecureRandom random, String headerLine) {
        this.key = key;
        this.random = random;
        this.headerLine = headerLine;
    }

    /** A new key for a new journal: a random salt, the default iteration count. */
    public static LineSeal create(Pin pin, SecureRandom random) {
        return create(pin, random, ITERATIONS);
    }

    /** As {@link #create(Pin, SecureRandom)} with another iteration count (tests keep it small to stay fast). */
    public static LineSeal create(Pin pin, SecureRandom random, int iterations) {
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be positive");
        }
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        SecretKeySpec key = derive(pin, salt, iterations);
        LineSeal draft = new LineSeal(key, random, "");
        String check = draft.encrypt(CHECK, CHECK);
        Base64.Encoder b64 = Base64.getEncoder();
        return new LineSeal(key, random, HEADER + KDF + " iterations=" + iterations + " salt="
                + b64.encodeToString(salt) + " check=" + check);
    }

    /**
     * The key of a journal whose header holds {@code headerLine}, if {@code pin} is the one it was made with.
     *
     * @throws SealException (line 0) for a wrong PIN or a header line that cannot be read
     */
    public static LineSeal unlock(Pin pin, String headerLine, SecureRandom random) throws SealException {
        Matcher m = HEADER_FORM.matcher(headerLine);
        if (!m.matches()) {
            throw new SealException(0, "the journal's sealing line cannot be read: " + headerLine);
        }
        byte[] salt;
        try {
            salt = Base64.getDecoder().decode(m.group(2));
        } catch (IllegalArgumentException e) {
            throw new SealException(0, "the journal's sealing line cannot be read: " + headerLine);
        }
        int iterations = Integer.parseInt(m.group(1));
        if (iterations < 1) {
            throw new SealException(0, "the journal's sealing line cannot be read: " + headerLine);
        }
        LineSeal seal = new LineSeal(derive(pin, salt, iterations), random, headerLine.strip());
        try {
            if (!Arrays.equals(seal.decrypt(m.group(3), CHECK), CHECK)) {
                throw new AEADBadTagException();
            }
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new SealException(0, "wrong PIN: it does not open the sealed lines of this game");
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

    /** Whether a journal line (without its mark) is a sealed one. */
    public static boolean isSealed(String line) {
        return line.startsWith(SEALED);
    }

    /** The line to write in the journal's header. */
    public String headerLine() {
        return headerLine;
    }

    /** The journal line that holds {@code line} sealed: {@code sealed BASE64}. */
    public String seal(String line) {
        return SEALED + encrypt(line.getBytes(StandardCharsets.UTF_8), LINE_CONTEXT);
    }

    /**
     * The text a sealed journal line holds.
     *
     * @param lineNumber where it stands in the file, for the message
     * @throws SealException naming the line when it was changed, cut or damaged
     */
    public String unseal(String sealedLine, int lineNumber) throws SealException {
        if (!isSealed(sealedLine)) {
            throw new SealException(lineNumber, "this is not a sealed line");
        }
        try {
            return new String(decrypt(sealedLine.substring(SEALED.length()).strip(), LINE_CONTEXT),
                    StandardCharsets.UTF_8);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new SealException(lineNumber, "the sealed line was changed or damaged; it cannot be read");
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
            return Base64.getEncoder().encodeToString(
                    ByteBuffer.allocate(nonce.length + sealed.length).put(nonce).put(sealed).array());
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

    private static SecretKeySpec derive(Pin pin, byte[] salt, int iterations) {
        char[] digits = pin.digits();
        PBEKeySpec spec = new PBEKeySpec(digits, salt, iterations, 256);
        try {
            byte[] bytes = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
            return new SecretKeySpec(bytes, "AES");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is part of every Java 17 runtime", e);
        } finally {
            spec.clearPassword();
            Arrays.fill(digits, '\0');
        }
    }
}
