package org.caissier.device.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The receiver rules of the protocol outline, one test each. */
class ReceiverRulesTest {
    final LineAssembler assembler = new LineAssembler();
    final List<Result> out = new ArrayList<>();
    final String query = Codec.encode(new Sentence.Query());
    final String press = Codec.encode(new Sentence.Button(4, 2, false));

    void feed(String s) {
        byte[] b = s.getBytes(StandardCharsets.ISO_8859_1);
        assembler.feed(b, 0, b.length, out::add);
    }

    List<String> rendered() {
        return out.stream().map(Canonical::render).toList();
    }

    @Test
    void the_box_answers_each_refused_line_with_the_code_of_the_table_in_section_7() {
        assertThat(DecodeError.TOO_LONG.deviceCode()).isEqualTo("LEN");
        assertThat(DecodeError.BAD_CHARACTER.deviceCode()).isEqualTo("FLD");
        assertThat(DecodeError.NO_CHECKSUM.deviceCode()).isEqualTo("CHK");
        assertThat(DecodeError.BAD_CHECKSUM.deviceCode()).isEqualTo("CHK");
        assertThat(DecodeError.UNKNOWN_SENTENCE.deviceCode()).isEqualTo("UNK");
        assertThat(DecodeError.BAD_FIELD.deviceCode()).isEqualTo("FLD");
    }

    @Test
    void bytes_before_a_dollar_are_ignored() {
        feed("\u0000\u00ffhello world\r\n" + press);
        assertThat(rendered()).containsExactly("BTN seq=4 seat=2 press=short");
    }

    @Test
    void a_dollar_in_the_middle_of_a_line_starts_again_and_the_half_line_is_dropped_silently() {
        feed("$CBBTN,4,2" + press);
        assertThat(rendered()).containsExactly("BTN seq=4 seat=2 press=short");
    }

    @Test
    void a_line_with_a_bad_checksum_is_dropped_and_the_next_one_is_read() {
        feed("$CBBTN,4,2,S*\r\n" + query);
        assertThat(rendered()).containsExactly("no-checksum", "QRY");
        out.clear();
        feed("$CBQRY*00\r\n" + query);
        assertThat(rendered()).containsExactly("bad-checksum", "QRY");
    }

    @Test
    void an_over_long_line_is_dropped_once_and_its_rest_skipped_until_lf() {
        feed("$CBERR,FLD," + "x".repeat(200) + "*00\r\n" + query);
        assertThat(rendered()).containsExactly("too-long", "QRY");
        assertThat(assembler.buffered()).isZero();
    }

    @Test
    void a_dollar_in_the_rest_of_an_over_long_line_is_discarded_with_it() {
        feed("$CBERR,FLD," + "x".repeat(90) + query.strip() + "\r\n" + query);
        assertThat(rendered()).containsExactly("too-long", "QRY");
    }

    @Test
    void a_stray_cr_before_the_line_end_is_a_bad_character() {
        feed("$CBQRY*5B\r\r\n");
        assertThat(rendered()).containsExactly("bad-character");
    }

    @Test
    void a_line_of_exactly_82_characters_is_accepted_and_83_is_too_long() {
        String detail82 = "d".repeat(82 - "$CBERR,CHK,*hh\r\n".length());
        Sentence.Error fits = new Sentence.Error("CHK", detail82);
        feed(Codec.encode(fits));
        assertThat(Codec.encode(fits)).hasSize(82);
        assertThat(out).containsExactly(new Result.Decoded(fits));
        out.clear();
        String body = "CBERR,CHK," + detail82 + "d";
        feed("$" + body + "*" + String.format("%02X", Codec.checksum(body)) + "\r\n");
        assertThat(rendered()).containsExactly("too-long");
    }

    @Test
    void an_unknown_sentence_and_a_bad_field_are_dropped() {
        String unk = "CBZZZ";
        String fld = "CBLIT,9";
        feed("$" + unk + "*" + String.format("%02X", Codec.checksum(unk)) + "\r\n");
        feed("$" + fld + "*" + String.format("%02X", Codec.checksum(fld)) + "\r\n");
        assertThat(rendered()).containsExactly("unknown-sentence", "bad-field");
    }

    @Test
    void a_lone_lf_or_cr_without_a_dollar_produces_nothing() {
        feed("\r\n\n\r\r\n");
        assertThat(out).isEmpty();
    }
}
