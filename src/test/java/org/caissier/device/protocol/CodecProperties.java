package org.caissier.device.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

class CodecProperties {

    @Property
    void every_sentence_survives_encode_then_decode(@ForAll("sentences") Sentence s) {
        String line = Codec.encode(s);
        assertThat(line).endsWith("\r\n").startsWith("$CB" + s.id());
        assertThat(line.length()).isLessThanOrEqualTo(Codec.MAX_LINE);
        assertThat(Codec.decode(line)).isEqualTo(new Result.Decoded(s));
    }

    @Property
    void encoded_sentences_pass_the_assembler_unchanged(@ForAll("sentenceLists") List<Sentence> list) {
        StringBuilder stream = new StringBuilder("noise before the first dollar ");
        list.forEach(s -> stream.append(Codec.encode(s)));
        List<Result> out = feedAll(stream.toString().getBytes(StandardCharsets.ISO_8859_1), new LineAssembler());
        assertThat(out).containsExactlyElementsOf(list.stream().map(s -> (Result) new Result.Decoded(s)).toList());
    }

    @Property(tries = 2000)
    void random_bytes_never_throw_and_never_grow_the_buffer(@ForAll @Size(max = 400) byte[] bytes) {
        LineAssembler a = new LineAssembler();
        for (byte b : bytes) {
            a.feed(b, r -> assertThat(r).isNotNull());
            assertThat(a.buffered()).isLessThanOrEqualTo(Codec.MAX_LINE);
        }
        Codec.decode(new String(bytes, StandardCharsets.ISO_8859_1));
    }

    @Property(tries = 2000)
    void random_printable_lines_decode_without_throwing(@ForAll("dollarLines") String line) {
        assertThat(Codec.decode(line)).isNotNull();
    }

    @Property(tries = 3000)
    void a_mutated_valid_line_is_dropped_or_decodes_to_a_valid_sentence(@ForAll("sentences") Sentence s,
            @ForAll @IntRange(min = 0, max = 81) int position, @ForAll byte replacement) {
        char[] chars = Codec.encode(s).toCharArray();
        int at = position % chars.length;
        chars[at] = (char) (replacement & 0xFF);
        Result r = Codec.decode(new String(chars));
        if (r instanceof Result.Decoded d) {
            // a one-character change that still passes the checksum must be the line itself
            assertThat(Codec.encode(d.sentence())).isEqualTo(Codec.encode(s));
        }
        List<Result> viaAssembler = feedAll(new String(chars).getBytes(StandardCharsets.ISO_8859_1), new LineAssembler());
        assertThat(viaAssembler.size()).isLessThanOrEqualTo(2);
    }

    @Property(tries = 200)
    void a_flood_without_a_line_end_stays_bounded_and_is_reported_once_at_its_lf(@ForAll @IntRange(min = 83, max = 20_000) int length) {
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
        feedAll(Codec.encode(new Sentence.Query()).getBytes(StandardCharsets.ISO_8859_1), a).forEach(out::add);
        assertThat(out).last().isEqualTo(new Result.Decoded(new Sentence.Query()));
    }

    static List<Result> feedAll(byte[] bytes, LineAssembler a) {
        List<Result> out = new ArrayList<>();
        a.feed(bytes, 0, bytes.length, out::add);
        return out;
    }

    @Provide
    Arbitrary<List<Sentence>> sentenceLists() {
        return sentences().list().ofMaxSize(20);
    }

    @Provide
    Arbitrary<String> dollarLines() {
        return Arbitraries.strings().withCharRange((char) 0x20, (char) 0x7E).ofMaxLength(90).map(s -> "$" + s);
    }

    @Provide
    Arbitrary<Sentence> sentences() {
        Arbitrary<Integer> seq = Arbitraries.integers().between(1, 65535);
        Arbitrary<Integer> seat = Arbitraries.integers().between(0, 8);
        Arbitrary<String> token = Arbitraries.strings().alpha().numeric().ofMinLength(1).ofMaxLength(8);
        Arbitrary<String> text = Arbitraries.strings().withCharRange(' ', '~').excludeChars('$', '*', ',').ofMaxLength(40);
        return Arbitraries.oneOf(
                Combinators.combine(Arbitraries.integers().between(1, 255),
                        Arbitraries.strings().withChars("0123456789.abc-").ofMinLength(1).ofMaxLength(16),
                        Arbitraries.integers().between(0, 6), Arbitraries.integers().between(0, 8),
                        Arbitraries.strings().alpha().numeric().withChars('-').ofMinLength(1).ofMaxLength(16))
                        .as(Sentence.Hello::new),
                Combinators.combine(seq, Arbitraries.integers().between(0, 65535),
                        Arbitraries.integers().between(1, 6).list().ofMinSize(1).ofMaxSize(6)).as(Sentence.Dice::new),
                Combinators.combine(seq, seat, Arbitraries.of(true, false)).as(Sentence.Button::new),
                Combinators.combine(Arbitraries.integers().between(0, 65535), Arbitraries.longs().between(0, 4_294_967_295L))
                        .as(Sentence.Heartbeat::new),
                Combinators.combine(Arbitraries.of(Sentence.Error.CODES), text).as(Sentence.Error::new),
                token.map(Sentence.Pong::new),
                Arbitraries.just(new Sentence.Query()),
                seq.map(Sentence.Ack::new),
                Combinators.combine(seq, Arbitraries.integers().between(1, 6)).as(Sentence.Roll::new),
                seat.map(Sentence.Light::new),
                Arbitraries.integers().between(1, 2000).map(Sentence.Beep::new),
                token.map(Sentence.Ping::new));
    }
}
