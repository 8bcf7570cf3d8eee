#include "cb_protocol.h"

#include <string.h>

namespace cb {

namespace {

struct Sentence {
  Kind kind;
  const char* id;
};

const Sentence kSentences[] = {
    {Kind::HEL, "HEL"}, {Kind::DIC, "DIC"}, {Kind::BTN, "BTN"}, {Kind::HBT, "HBT"},
    {Kind::ERR, "ERR"}, {Kind::PON, "PON"}, {Kind::QRY, "QRY"}, {Kind::ACK, "ACK"},
    {Kind::ROL, "ROL"}, {Kind::LIT, "LIT"}, {Kind::BEP, "BEP"}, {Kind::PNG, "PNG"},
};

const char* sentenceId(Kind kind) {
  for (const Sentence& s : kSentences) {
    if (s.kind == kind) return s.id;
  }
  return "???";
}

const char kHex[] = "0123456789ABCDEF";

// Appends to a fixed buffer; remembers whether everything fitted.
class Writer {
 public:
  Writer(char* out, size_t cap) : out_(out), cap_(cap) {}
  void put(char c) {
    if (len_ + 1 < cap_) {
      out_[len_++] = c;
    } else {
      ok_ = false;
    }
  }
  void str(const char* s) {
    while (*s) put(*s++);
  }
  void num(uint32_t v) {
    char digits[10];
    int n = 0;
    do {
      digits[n++] = static_cast<char>('0' + v % 10);
      v /= 10;
    } while (v != 0);
    while (n > 0) put(digits[--n]);
  }
  size_t finish() {
    if (cap_ == 0) return 0;
    out_[ok_ ? len_ : 0] = '\0';
    return ok_ ? len_ : 0;
  }
  size_t len() const { return len_; }
  char* data() { return out_; }

 private:
  char* out_;
  size_t cap_;
  size_t len_ = 0;
  bool ok_ = true;
};

struct Field {
  const char* p;
  size_t len;
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isAlnum(char c) { return isDigit(c) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool isPrintable(uint8_t c) { return c >= 0x20 && c <= 0x7E; }

// Decimal without sign or leading zero ("0" itself is fine), within [min, max].
bool parseNum(const Field& f, uint32_t min, uint32_t max, uint32_t& out) {
  if (f.len == 0 || f.len > 10) return false;
  if (f.len > 1 && f.p[0] == '0') return false;
  uint64_t v = 0;
  for (size_t i = 0; i < f.len; ++i) {
    if (!isDigit(f.p[i])) return false;
    v = v * 10 + static_cast<uint64_t>(f.p[i] - '0');
  }
  if (v < min || v > max) return false;
  out = static_cast<uint32_t>(v);
  return true;
}

template <typename T>
bool parseNumTo(const Field& f, uint32_t min, uint32_t max, T& out) {
  uint32_t v = 0;
  if (!parseNum(f, min, max, v)) return false;
  out = static_cast<T>(v);
  return true;
}

// Copies a text field of 1..maxLen characters allowed by `allowed`.
bool parseText(const Field& f, size_t minLen, size_t maxLen, bool (*allowed)(char), char* out) {
  if (f.len < minLen || f.len > maxLen) return false;
  for (size_t i = 0; i < f.len; ++i) {
    if (!allowed(f.p[i])) return false;
  }
  memcpy(out, f.p, f.len);
  out[f.len] = '\0';
  return true;
}

bool tokenChar(char c) { return isAlnum(c); }
bool boxChar(char c) { return isAlnum(c) || c == '-'; }
bool firmwareChar(char c) { return isAlnum(c) || c == '-' || c == '.'; }
bool detailChar(char c) { return isPrintable(static_cast<uint8_t>(c)) && c != '$' && c != '*' && c != ','; }

bool validText(const char* s, size_t minLen, size_t maxLen, bool (*allowed)(char)) {
  size_t n = strlen(s);
  if (n < minLen || n > maxLen) return false;
  for (size_t i = 0; i < n; ++i) {
    if (!allowed(s[i])) return false;
  }
  return true;
}

bool validCode(const char* code) {
  static const char* const kCodes[] = {"CHK", "UNK", "LEN", "FLD", "BSY"};
  for (const char* c : kCodes) {
    if (strcmp(c, code) == 0) return true;
  }
  return false;
}

bool validSeq(uint16_t seq) { return seq >= 1; }

bool validMessage(const Message& m) {
  switch (m.kind) {
    case Kind::HEL:
      return m.proto >= 1 && m.dice <= kMaxDice && m.buttons <= kMaxSeats &&
             validText(m.firmware, 1, kMaxText, firmwareChar) && validText(m.box, 1, kMaxText, boxChar);
    case Kind::DIC:
      if (!validSeq(m.seq) || m.n < 1 || m.n > kMaxDice) return false;
      for (uint8_t i = 0; i < m.n; ++i) {
        if (m.faces[i] < 1 || m.faces[i] > 6) return false;
      }
      return true;
    case Kind::BTN:
      return validSeq(m.seq) && m.seat <= kMaxSeats;
    case Kind::HBT:
      return true;
    case Kind::ERR:
      return validCode(m.code) && validText(m.detail, 0, kMaxDetail, detailChar);
    case Kind::PON:
    case Kind::PNG:
      return validText(m.token, 1, kMaxToken, tokenChar);
    case Kind::QRY:
      return true;
    case Kind::ACK:
      return validSeq(m.seq);
    case Kind::ROL:
      return m.roll >= 1 && m.n >= 1 && m.n <= kMaxDice;
    case Kind::LIT:
      return m.seat <= kMaxSeats;
    case Kind::BEP:
      return m.ms >= 1 && m.ms <= 2000;
  }
  return false;
}

Error decodeFields(Kind kind, const Field* f, size_t count, Message& m) {
  m = message(kind);
  const Error bad = Error::BadField;
  switch (kind) {
    case Kind::HEL:
      if (count != 5) return bad;
      if (!parseNumTo(f[0], 1, 255, m.proto)) return bad;
      if (!parseText(f[1], 1, kMaxText, firmwareChar, m.firmware)) return bad;
      if (!parseNumTo(f[2], 0, kMaxDice, m.dice)) return bad;
      if (!parseNumTo(f[3], 0, kMaxSeats, m.buttons)) return bad;
      if (!parseText(f[4], 1, kMaxText, boxChar, m.box)) return bad;
      return Error::None;
    case Kind::DIC:
      if (count < 4) return bad;
      if (!parseNumTo(f[0], 1, kMaxSeq, m.seq)) return bad;
      if (!parseNumTo(f[1], 0, kMaxSeq, m.roll)) return bad;
      if (!parseNumTo(f[2], 1, kMaxDice, m.n)) return bad;
      if (count != 3u + m.n) return bad;
      for (uint8_t i = 0; i < m.n; ++i) {
        if (!parseNumTo(f[3 + i], 1, 6, m.faces[i])) return bad;
      }
      return Error::None;
    case Kind::BTN:
      if (count != 3) return bad;
      if (!parseNumTo(f[0], 1, kMaxSeq, m.seq)) return bad;
      if (!parseNumTo(f[1], 0, kMaxSeats, m.seat)) return bad;
      if (f[2].len != 1 || (f[2].p[0] != 'S' && f[2].p[0] != 'L')) return bad;
      m.longPress = f[2].p[0] == 'L';
      return Error::None;
    case Kind::HBT:
      if (count != 2) return bad;
      if (!parseNumTo(f[0], 0, kMaxSeq, m.seq)) return bad;
      if (!parseNumTo(f[1], 0, 4294967295u, m.uptime)) return bad;
      return Error::None;
    case Kind::ERR:
      if (count != 2) return bad;
      if (f[0].len != 3) return bad;
      memcpy(m.code, f[0].p, 3);
      m.code[3] = '\0';
      if (!validCode(m.code)) return bad;
      // The line checks already refused '$', '*' and unprintable bytes.
      if (f[1].len > kMaxDetail) return bad;
      memcpy(m.detail, f[1].p, f[1].len);
      m.detail[f[1].len] = '\0';
      return Error::None;
    case Kind::PON:
    case Kind::PNG:
      if (count != 1) return bad;
      if (!parseText(f[0], 1, kMaxToken, tokenChar, m.token)) return bad;
      return Error::None;
    case Kind::QRY:
      return count == 0 ? Error::None : bad;
    case Kind::ACK:
      if (count != 1) return bad;
      return parseNumTo(f[0], 1, kMaxSeq, m.seq) ? Error::None : bad;
    case Kind::ROL:
      if (count != 2) return bad;
      if (!parseNumTo(f[0], 1, kMaxSeq, m.roll)) return bad;
      return parseNumTo(f[1], 1, kMaxDice, m.n) ? Error::None : bad;
    case Kind::LIT:
      if (count != 1) return bad;
      return parseNumTo(f[0], 0, kMaxSeats, m.seat) ? Error::None : bad;
    case Kind::BEP:
      if (count != 1) return bad;
      return parseNumTo(f[0], 1, 2000, m.ms) ? Error::None : bad;
  }
  return Error::UnknownSentence;
}

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;  // lower case is refused: the protocol writes upper case only
}

}  // namespace

const char* errorId(Error error) {
  switch (error) {
    case Error::None: return "none";
    case Error::NoStart: return "no-start";
    case Error::NoChecksum: return "no-checksum";
    case Error::BadChecksum: return "bad-checksum";
    case Error::TooLong: return "too-long";
    case Error::UnknownSentence: return "unknown-sentence";
    case Error::BadField: return "bad-field";
    case Error::BadCharacter: return "bad-character";
  }
  return "?";
}

const char* errorCode(Error error) {
  switch (error) {
    case Error::NoChecksum:
    case Error::BadChecksum:
      return "CHK";
    case Error::TooLong:
      return "LEN";
    case Error::UnknownSentence:
      return "UNK";
    default:
      return "FLD";
  }
}

bool fromDevice(Kind kind) {
  return kind == Kind::HEL || kind == Kind::DIC || kind == Kind::BTN || kind == Kind::HBT ||
         kind == Kind::ERR || kind == Kind::PON;
}

Message message(Kind kind) {
  Message m;
  memset(&m, 0, sizeof m);
  m.kind = kind;
  return m;
}

uint8_t checksum(const char* data, size_t len) {
  uint8_t x = 0;
  for (size_t i = 0; i < len; ++i) x ^= static_cast<uint8_t>(data[i]);
  return x;
}

size_t encode(const Message& m, char* out, size_t cap) {
  if (cap > 0) out[0] = '\0';
  if (!validMessage(m)) return 0;
  Writer w(out, cap);
  w.put('$');
  w.str("CB");
  w.str(sentenceId(m.kind));
  switch (m.kind) {
    case Kind::HEL:
      w.put(','); w.num(m.proto);
      w.put(','); w.str(m.firmware);
      w.put(','); w.num(m.dice);
      w.put(','); w.num(m.buttons);
      w.put(','); w.str(m.box);
      break;
    case Kind::DIC:
      w.put(','); w.num(m.seq);
      w.put(','); w.num(m.roll);
      w.put(','); w.num(m.n);
      for (uint8_t i = 0; i < m.n; ++i) {
        w.put(','); w.num(m.faces[i]);
      }
      break;
    case Kind::BTN:
      w.put(','); w.num(m.seq);
      w.put(','); w.num(m.seat);
      w.put(','); w.put(m.longPress ? 'L' : 'S');
      break;
    case Kind::HBT:
      w.put(','); w.num(m.seq);
      w.put(','); w.num(m.uptime);
      break;
    case Kind::ERR:
      w.put(','); w.str(m.code);
      w.put(','); w.str(m.detail);
      break;
    case Kind::PON:
    case Kind::PNG:
      w.put(','); w.str(m.token);
      break;
    case Kind::QRY:
      break;
    case Kind::ACK:
      w.put(','); w.num(m.seq);
      break;
    case Kind::ROL:
      w.put(','); w.num(m.roll);
      w.put(','); w.num(m.n);
      break;
    case Kind::LIT:
      w.put(','); w.num(m.seat);
      break;
    case Kind::BEP:
      w.put(','); w.num(m.ms);
      break;
  }
  uint8_t sum = checksum(w.data() + 1, w.len() - 1);
  w.put('*');
  w.put(kHex[sum >> 4]);
  w.put(kHex[sum & 0x0F]);
  w.put('\r');
  w.put('\n');
  size_t n = w.finish();
  if (n > kMaxLine) {
    out[0] = '\0';
    return 0;
  }
  return n;
}

Error decodeLine(const char* line, size_t len, Message& out) {
  // The order of these checks is part of the protocol: the test vectors
  // expect the first failing one.
  if (len > kMaxContent) return Error::TooLong;
  if (len == 0 || line[0] != '$') return Error::NoStart;
  for (size_t i = 0; i < len; ++i) {
    uint8_t c = static_cast<uint8_t>(line[i]);
    if (!isPrintable(c) || (i > 0 && c == '$')) return Error::BadCharacter;
  }
  if (len < 4 || line[len - 3] != '*') return Error::NoChecksum;
  const char* body = line + 1;
  size_t bodyLen = len - 4;
  for (size_t i = 0; i < bodyLen; ++i) {
    if (body[i] == '*') return Error::BadCharacter;
  }
  int hi = hexValue(line[len - 2]);
  int lo = hexValue(line[len - 1]);
  if (hi < 0 || lo < 0 || checksum(body, bodyLen) != static_cast<uint8_t>(hi * 16 + lo)) {
    return Error::BadChecksum;
  }

  const size_t kMaxFields = 12;
  Field fields[kMaxFields];
  size_t count = 0;
  bool tooMany = false;
  size_t start = 0;
  for (size_t i = 0; i <= bodyLen; ++i) {
    if (i == bodyLen || body[i] == ',') {
      if (count < kMaxFields) {
        fields[count++] = Field{body + start, i - start};
      } else {
        tooMany = true;
      }
      start = i + 1;
    }
  }
  const Field& address = fields[0];
  const Sentence* found = nullptr;
  if (address.len == 5 && address.p[0] == 'C' && address.p[1] == 'B') {
    for (const Sentence& s : kSentences) {
      if (memcmp(address.p + 2, s.id, 3) == 0) found = &s;
    }
  }
  if (found == nullptr) return Error::UnknownSentence;
  if (tooMany) return Error::BadField;
  Message m;
  Error e = decodeFields(found->kind, fields + 1, count - 1, m);
  if (e == Error::None) out = m;
  return e;
}

size_t canonical(const Message& m, char* out, size_t cap) {
  Writer w(out, cap);
  w.str(sentenceId(m.kind));
  switch (m.kind) {
    case Kind::HEL:
      w.str(" proto="); w.num(m.proto);
      w.str(" firmware="); w.str(m.firmware);
      w.str(" dice="); w.num(m.dice);
      w.str(" buttons="); w.num(m.buttons);
      w.str(" box="); w.str(m.box);
      break;
    case Kind::DIC:
      w.str(" seq="); w.num(m.seq);
      w.str(" roll="); w.num(m.roll);
      w.str(" faces=");
      for (uint8_t i = 0; i < m.n && i < kMaxDice; ++i) {
        if (i > 0) w.put(',');
        w.num(m.faces[i]);
      }
      break;
    case Kind::BTN:
      w.str(" seq="); w.num(m.seq);
      w.str(" seat="); w.num(m.seat);
      w.str(m.longPress ? " press=long" : " press=short");
      break;
    case Kind::HBT:
      w.str(" last="); w.num(m.seq);
      w.str(" uptime="); w.num(m.uptime);
      break;
    case Kind::ERR:
      w.str(" code="); w.str(m.code);
      w.str(" detail="); w.str(m.detail);
      break;
    case Kind::PON:
    case Kind::PNG:
      w.str(" token="); w.str(m.token);
      break;
    case Kind::QRY:
      break;
    case Kind::ACK:
      w.str(" seq="); w.num(m.seq);
      break;
    case Kind::ROL:
      w.str(" roll="); w.num(m.roll);
      w.str(" n="); w.num(m.n);
      break;
    case Kind::LIT:
      w.str(" seat="); w.num(m.seat);
      break;
    case Kind::BEP:
      w.str(" ms="); w.num(m.ms);
      break;
  }
  return w.finish();
}

void StreamDecoder::reset() {
  state_ = State::Idle;
  len_ = 0;
  error_ = Error::None;
  address_[0] = '\0';
}

void StreamDecoder::rememberAddress() {
  // Up to five printable characters after '$', for the ERR detail.
  size_t n = 0;
  for (size_t i = 1; i < len_ && n < 5; ++i) {
    char c = buf_[i];
    if (c == ',' || c == '*' || !detailChar(c)) break;
    address_[n++] = c;
  }
  address_[n] = '\0';
}

StreamDecoder::Result StreamDecoder::feed(uint8_t byte, Message& out) {
  char c = static_cast<char>(byte);
  switch (state_) {
    case State::Idle:
      if (c == '$') {
        buf_[0] = c;
        len_ = 1;
        state_ = State::InLine;
      }
      return Result::Pending;
    case State::Overflow:
      // The rest of an over-long line is discarded up to its LF, '$' included.
      if (c == '\n') {
        state_ = State::Idle;
        error_ = Error::TooLong;
        return Result::Error;
      }
      return Result::Pending;
    case State::InLine:
      break;
  }
  if (c == '$') {
    // A new line starts: the unfinished one is noise and is dropped silently.
    buf_[0] = c;
    len_ = 1;
    return Result::Pending;
  }
  if (c == '\n') {
    size_t n = len_;
    if (n > 0 && buf_[n - 1] == '\r') --n;
    state_ = State::Idle;
    len_ = n;
    rememberAddress();
    len_ = 0;
    error_ = decodeLine(buf_, n, out);
    return error_ == Error::None ? Result::Message : Result::Error;
  }
  // Room for 80 characters and a CR; the LF is never stored.
  if (len_ >= kMaxLine - 1) {
    rememberAddress();
    len_ = 0;
    state_ = State::Overflow;
    return Result::Pending;
  }
  buf_[len_++] = c;
  return Result::Pending;
}

Message Event::toMessage() const {
  Message m = message(kind);
  m.seq = seq;
  m.roll = roll;
  m.n = n;
  memcpy(m.faces, faces, sizeof faces);
  m.seat = seat;
  m.longPress = longPress;
  return m;
}

uint16_t nextSeq(uint16_t seq) { return seq >= kMaxSeq ? 1 : static_cast<uint16_t>(seq + 1); }

const Event& EventQueue::push(Event event) {
  lastSeq_ = nextSeq(lastSeq_);
  event.seq = lastSeq_;
  if (size_ == kCapacity) {
    head_ = static_cast<uint8_t>((head_ + 1) % kCapacity);
    --size_;
    ++dropped_;
  }
  uint8_t slot = static_cast<uint8_t>((head_ + size_) % kCapacity);
  events_[slot] = event;
  ++size_;
  return events_[slot];
}

bool EventQueue::ack(uint16_t seq) {
  for (uint8_t i = 0; i < size_; ++i) {
    if (at(i).seq == seq) {
      head_ = static_cast<uint8_t>((head_ + i + 1) % kCapacity);
      size_ = static_cast<uint8_t>(size_ - (i + 1));
      return true;
    }
  }
  return false;
}

const Event& EventQueue::at(uint8_t i) const { return events_[(head_ + i) % kCapacity]; }

}  // namespace cb
