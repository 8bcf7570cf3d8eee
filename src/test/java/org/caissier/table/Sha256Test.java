package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The digest a journal names its board and tables by stays SHA-256 as every other program computes it. */
class Sha256Test {

    @Test
    void the_standards_examples_give_their_published_digests() {
        assertThat(hex(Sha256.digest(new byte[0])))
                .isEqualTo("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
        assertThat(hex(Sha256.digest("abc".getBytes())))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assertThat(hex(Sha256.digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".getBytes())))
                .isEqualTo("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    }

    @Test
    void every_length_around_the_block_edges_and_a_board_sized_file_agree_with_the_jdks_digest() throws Exception {
        Random random = new Random(42);
        int[] lengths = new int[200 + 3];
        for (int i = 0; i < 200; i++) {
            lengths[i] = i;
        }
        lengths[200] = 4096;
        lengths[201] = 65_537;
        lengths[202] = 1_000_003;
        for (int length : lengths) {
            byte[] bytes = new byte[length];
            random.nextBytes(bytes);
            assertThat(Sha256.digest(bytes))
                    .as("%d bytes", length)
                    .isEqualTo(MessageDigest.getInstance("SHA-256").digest(bytes));
        }
    }

    @Test
    void a_data_file_is_named_by_the_hex_of_that_digest() {
        assertThat(DataFile.of("board", "default", "abc".getBytes()).sha256())
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    private static String hex(byte[] digest) {
        return HexFormat.of().formatHex(digest);
    }
}
