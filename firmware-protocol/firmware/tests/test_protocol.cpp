#include <cstring>
#include <string>

#include "../lib/cb_protocol.h"
#include "check.h"
#include "vectors.h"

using namespace cb;

namespace {

std::string canonicalOf(const Message& m) {
  char out[160];
  size_t n = canonical(m, out, sizeof out);
  return std::string(out, n);
}

std::string encoded(const Message& m) {
  char out[kMaxLine + 1];
  size_t n = encode(m, out, sizeof out);
  return std::string(out, n);
}

// Feeds bytes to a stream decoder and lists what came out, one entry per line:
// the canonical form of a message or "error:<id>".
std::vector<std::string> stream(StreamDecoder& d, const std::string& bytes) {
  std::vector<std::string> out;
  Message m = message(Kind::QRY);
  for (char c : bytes) {
    switch (d.feed(static_cast<uint8_t>(c), m)) {
      case StreamDecoder::Result::Message: out.push_back(canonicalOf(m)); break;
      case StreamDecoder::Result::Error: out.push_back(std::string("error:") + errorId(d.error())); break;
      case StreamDecoder::Result::Pending: break;
    }
  }
  return out;
}

// The line with its right checksum and CR LF.
std::string framed(const std::string& body) {
  char sum[3];
  snprintf(sum, sizeof sum, "%02X", checksum(body.data(), body.size()));
  return "$" + body + "*" + sum + "\r\n";
}

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const std::string& x : v) s += (s.empty() ? "" : " | ") + x;
  return s;
}

}  // namespace

TEST(every_valid_vector_decodes_to_its_canonical_form_and_encodes_back) {
  auto vs = vectors::read("valid.txt");
  CHECK(vs.size() >= 40);
  for (const auto& v : vs) {
    Message m = message(Kind::QRY);
    Error e = decodeLine(v.line.data(), v.line.size(), m);
    CHECK_EQ(std::string(errorId(e)) + " <- " + v.line, std::string("none <- ") + v.line);
    if (e != Error::None) continue;
    std::string at = "valid.txt:" + std::to_string(v.lineNumber) + " ";
    CHECK_EQ(at + canonicalOf(m), at + v.expected);
    CHECK_EQ(at + encoded(m), at + v.line + "\r\n");
  }
}

TEST(every_valid_vector_comes_through_the_stream_decoder_after_noise) {
  for (const auto& v : vectors::read("valid.txt")) {
    StreamDecoder d;
    std::string at = "valid.txt:" + std::to_string(v.lineNumber) + " ";
    CHECK_EQ(at + join(stream(d, "noise\r\n\x01\xff" + v.line + "\r\n")), at + v.expected);
    CHECK_EQ(at + join(stream(d, v.line + "\n")), at + v.expected);  // LF alone is accepted too
  }
}

TEST(every_invalid_vector_is_refused_with_its_error_id) {
  auto vs = vectors::read("invalid.txt");
  CHECK(vs.size() >= 60);
  for (const auto& v : vs) {
    Message m = message(Kind::QRY);
    Error e = decodeLine(v.line.data(), v.line.size(), m);
    std::string at = "invalid.txt:" + std::to_string(v.lineNumber) + " " + v.line + " -> ";
    CHECK_EQ(at + errorId(e), at + v.expected);
  }
}

TEST(invalid_vectors_starting_with_a_dollar_are_refused_the_same_way_by_the_stream_decoder) {
  for (const auto& v : vectors::read("invalid.txt")) {
    bool singleLine = !v.line.empty() && v.line[0] == '$' && v.line.find('$', 1) == std::string::npos &&
                      v.line.find('\n') == std::string::npos;
    if (!singleLine) continue;
    StreamDecoder d;
    std::string at = "invalid.txt:" + std::to_string(v.lineNumber) + " " + v.line + " -> ";
    CHECK_EQ(at + join(stream(d, v.line + "\r\n")), at + "error:" + v.expected);
  }
}

TEST(checksum_is_the_xor_of_the_bytes_between_dollar_and_star) {
  // The worked example of PROTOCOL.md.
  CHECK_EQ(static_cast<int>(checksum("CBACK,8", 7)), 0x5C);
  Message ack = message(Kind::ACK);
  ack.seq = 8;
  CHECK_EQ(encoded(ack), std::string("$CBACK,8*5C\r\n"));
}

TEST(encode_refuses_messages_out_of_range) {
  Message rol = message(Kind::ROL);
  rol.roll = 1;
  rol.n = 7;
  CHECK_EQ(encoded(rol), std::string());
  Message btn = message(Kind::BTN);
  btn.seq = 0;
  CHECK_EQ(encoded(btn), std::string());
  Message err = message(Kind::ERR);
  strcpy(err.code, "CHK");
  strcpy(err.detail, "a,b");
  CHECK_EQ(encoded(err), std::string());
  Message png = message(Kind::PNG);
  CHECK_EQ(encoded(png), std::string());  // empty token
}

TEST(encode_reports_a_buffer_too_small) {
  Message q = message(Kind::QRY);
  char small[8];
  CHECK_EQ(encode(q, small, sizeof small), size_t{0});
  char exact[12];  // "$CBQRY*5B\r\n" + NUL
  CHECK_EQ(encode(q, exact, sizeof exact), size_t{11});
}

TEST(stream_decoder_ignores_bytes_before_a_dollar) {
  StreamDecoder d;
  CHECK_EQ(join(stream(d, "garbage *12\r\n\r\n$CBQRY*5B\r\n")), std::string("QRY"));
}

TEST(stream_decoder_restarts_on_a_dollar_in_the_middle_of_a_line) {
  StreamDecoder d;
  CHECK_EQ(join(stream(d, "$CBACK,1" + framed("CBACK,8"))), std::string("ACK seq=8"));
}

TEST(stream_decoder_accepts_exactly_82_characters_and_refuses_83) {
  std::string d66(66, 'D');
  Message m = message(Kind::ERR);
  strcpy(m.code, "FLD");
  strcpy(m.detail, d66.c_str());
  std::string line = encoded(m);
  CHECK_EQ(line.size(), size_t{82});
  StreamDecoder d;
  CHECK_EQ(join(stream(d, line)), "ERR code=FLD detail=" + d66);
  // One more byte of detail (with its right checksum) is one too many.
  std::string body = "CBERR,FLD," + d66 + "D";
  char sum[3];
  snprintf(sum, sizeof sum, "%02X", checksum(body.data(), body.size()));
  CHECK_EQ(join(stream(d, "$" + body + "*" + sum + "\r\n")), std::string("error:too-long"));
}

TEST(stream_decoder_drops_an_over_long_line_up_to_its_LF_even_past_a_dollar) {
  StreamDecoder d;
  std::string longLine = "$CBPNG," + std::string(300, 'a') + framed("CBQRY");
  CHECK_EQ(join(stream(d, longLine)), std::string("error:too-long"));
  CHECK_EQ(std::string(d.address()), std::string("CBPNG"));
  CHECK_EQ(join(stream(d, framed("CBQRY"))), std::string("QRY"));
}

TEST(stream_decoder_reports_an_error_then_goes_on) {
  StreamDecoder d;
  CHECK_EQ(join(stream(d, "$CBROL,3,2*00\r\n" + framed("CBXYZ") + framed("CBROL,3,2"))),
           std::string("error:bad-checksum | error:unknown-sentence | ROL roll=3 n=2"));
}

TEST(stream_decoder_gives_the_address_of_a_refused_line) {
  StreamDecoder d;
  stream(d, "$CBROL,3,2*00\r\n");
  CHECK_EQ(std::string(d.address()), std::string("CBROL"));
}
