package org.caissier.device.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.caissier.testing.Cases;
import org.caissier.testing.Gen;
import org.junit.jupiter.api.Test;

class CodecProperties {
    private static final String ALNUM = Gen.range('a', 'z') + Gen.range('A', 'Z') + Gen.range('0', '9');
    /** Printable ASCII without the three characters the protocol reserves. */
    private static final String TEXT = Gen.range(' ', '~').replaceAll("[$*,]", "");

    @Test
    void every_sentence_survives_encode_then_decode() {
        Cases.forAll(1000, CodecProperties::sentence, s -> {
            String line = Codec.encode(s);
            assertThat(line).endsWith("\r\n").startsWith("$CB" + s.id());
            assertThat(line.length()).isLessThanOrEqualTo(Codec.MAX_LINE);
            assertThat(Codec.decode(line)).isEqualTo(new Result.Decoded(s));
        });
    }

    @Test
    void encoded_sentences_pass_the_assembler_unchanged() {
        Cases.forAll(1000, r -> Gen.listOf(r, 0, 20, CodecProperties::sentence), list -> {
            StringBuilder stream = new StringBuilder("noise before the first dollar ");
            list.forEach(s -> stream.append(Codec.encode(s)));
            List<Result> out = feedAll(stream.toString().getBytes(StandardCharsets.ISO_8859_1), new LineAssembler());
            assertThat(out)
                    .containsExactlyElementsOf(list.stream()
                            .map(s -> (Result) new Result.Decoded(s))
                            .toList());
        });
    }

    @Test
    void random_bytes_never_throw_and_never_grow_the_buffer() {
        Cases.forAll(2000, r -> new Bytes(Gen.bytes(r, 400)), bytes -> {
            LineAssembler a = new LineAssembler();
            for (byte b : bytes.value()) {
                a.feed(b, r -> assertThat(r).isNotNull());
                assertThat(a.buffered()).isLessThanOrEqualTo(Codec.MAX_LINE);
            }
            Codec.decode(new String(bytes.value(), StandardCharsets.ISO_8859_1));
        });
    }

    /** A byte array that prints its bytes when a case fails. */
    private record Bytes(byte[] value) {
        @Override
        public String toString() {
            return Arrays.toString(value);
        }
    }

    @Test
    void random_printable_lines_decode_without_throwing() {
        Cases.forAll(
                2000,
                r -> "$" + Gen.string(r, 0, 90, Gen.range((char) 0x20, (char) 0x7E)),
                line -> assertThat(Codec.decode(line)).isNotNull());
    }

    private record Mutation(Sentence sentence, int position, byte replacement) {}

    @Test
    void a_mutated_valid_line_is_dropped_or_decodes_to_a_valid_sentence() {
        Cases.forAll(
                3000, r -> new Mutation(sentence(r), Gen.between(r, 0, 81), (byte) Gen.between(r, -128, 127)), m -> {
                    char[] chars = Codec.encode(m.sentence()).toCharArray();
                    int at = m.position() % chars.length;
                    chars[at] = (char) (m.replacement() & 0xFF);
                    Result r = Codec.decode(new String(chars));
                    if (r instanceof Result.Decoded d) {
                        // a one-character change that still passes the checksum must be the line itself
                        assertThat(Codec.encode(d.sentence())).isEqualTo(Codec.encode(m.sentence()));
                    }
                    List<Result> viaAssembler =
                            feedAll(new String(chars).getBytes(StandardCharsets.ISO_8859_1), new LineAssembler());
                    assertThat(viaAssembler.size()).isLessThanOrEqualTo(2);
                });
    }

    @Test
    void a_flood_without_a_line_end_stays_bounded_and_is_reported_once_at_its_lf() {
        Cases.forAll(200, r -> Gen.between(r, 83, 20_000), length -> {
            LineAssembler a = new LineAssembler();
            List<Result> out = new ArrayList<>();
            a.feed((byte) '$', out::add);
            for (int i = 0; i < length; i++) {
                a.feed((byte) 'A', out::add);
                assertThat(a.buffered()).isLessThanOrEqualTo(Codec.MAX_LINE);
            }
            assertThat(out).as("reported at the line end, not before").isEmpty();
            a.feed((byte) '\n', out::add);
            assertThat(out).extracting(r -> ((Result.Dropped) r).error()).containsExactly(DecodeError.TOO_LONG);
            feedAll(Codec.encode(new Sentence.Query()).getBytes(StandardCharsets.ISO_8859_1), a)
                    .forEach(out::add);
            assertThat(out).last().isEqualTo(new Result.Decoded(new Sentence.Query()));
        });
    }

    static List<Result> feedAll(byte[] bytes, LineAssembler a) {
        List<Result> out = new ArrayList<>();
        a.feed(bytes, 0, bytes.length, out::add);
        return out;
    }

    static Sentence sentence(Random r) {
        int seq = Gen.between(r, 1, 65535);
        return switch (r.nextInt(12)) {
            case 0 ->
                new Sentence.Hello(
                        Gen.between(r, 1, 255),
                        Gen.string(r, 1, 16, "0123456789.abc-"),
                        Gen.between(r, 0, 6),
                        Gen.between(r, 0, 8),
                        Gen.string(r, 1, 16, ALNUM + "-"));
            case 1 -> new Sentence.Dice(seq, Gen.between(r, 0, 65535), Gen.listOf(r, 1, 6, x -> Gen.between(x, 1, 6)));
            case 2 -> new Sentence.Button(seq, Gen.between(r, 0, 8), r.nextBoolean());
            case 3 -> new Sentence.Heartbeat(Gen.between(r, 0, 65535), Gen.between(r, 0L, 4_294_967_295L));
            case 4 -> new Sentence.Error(Gen.oneOf(r, Sentence.Error.CODES), Gen.string(r, 0, 40, TEXT));
            case 5 -> new Sentence.Pong(Gen.string(r, 1, 8, ALNUM));
            case 6 -> new Sentence.Query();
            case 7 -> new Sentence.Ack(seq);
            case 8 -> new Sentence.Roll(seq, Gen.between(r, 1, 6));
            case 9 -> new Sentence.Light(Gen.between(r, 0, 8));
            case 10 -> new Sentence.Beep(Gen.between(r, 1, 2000));
            default -> new Sentence.Ping(Gen.string(r, 1, 8, ALNUM));
        };
    }
}
