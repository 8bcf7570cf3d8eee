#include "cb_box.h"

#include <string.h>

namespace cb {

namespace {

void copyText(char* out, size_t cap, const char* text) {
  size_t n = strlen(text);
  if (n >= cap) n = cap - 1;
  memcpy(out, text, n);
  out[n] = '\0';
}

// Writes a number for an ERR detail.
void numberText(char* out, uint16_t v) {
  char digits[6];
  int n = 0;
  do {
    digits[n++] = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v != 0);
  int i = 0;
  while (n > 0) out[i++] = digits[--n];
  out[i] = '\0';
}

// A refused line that is itself one of the device's sentences is most likely
// our own output echoed back: answering it with ERR could loop for ever.
bool looksLikeDeviceSentence(const char* address) {
  static const char* const kIds[] = {"CBHEL", "CBDIC", "CBBTN", "CBHBT", "CBERR", "CBPON"};
  for (const char* id : kIds) {
    if (strcmp(id, address) == 0) return true;
  }
  return false;
}

}  // namespace

uint32_t Rng::next() {
  uint32_t x = state_;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  state_ = x;
  return x;
}

void Rng::stir(uint32_t entropy) {
  state_ ^= entropy * 0x9E3779B1u;
  if (state_ == 0) state_ = 0x9E3779B9u;  // xorshift must never hold 0
  next();
}

uint8_t Rng::face() {
  // Largest multiple of 6 that fits: values at or above it are drawn again.
  const uint32_t limit = 0xFFFFFFFFu - (0xFFFFFFFFu % 6u) - 1u;
  uint32_t v;
  do {
    v = next();
  } while (v > limit);
  return static_cast<uint8_t>(1 + v % 6u);
}

Box::Box(Hardware& hw, const BoxConfig& config) : hw_(hw), config_(config), in_(message(Kind::QRY)) {
  if (config_.dice > kMaxDice) config_.dice = kMaxDice;
  if (config_.seats > kMaxSeats) config_.seats = kMaxSeats;
  memset(buttons_, 0, sizeof buttons_);
}

void Box::begin() {
  uint32_t now = hw_.millis();
  secondStart_ = now;
  lastHeartbeat_ = now;
  for (uint8_t s = 1; s <= config_.seats; ++s) hw_.setSeatLed(s, false);
  uint8_t blank[kMaxDice] = {0};
  hw_.showDice(blank, config_.dice);
  hello();
}

void Box::receive(uint8_t byte) {
  StreamDecoder::Result r = decoder_.feed(byte, in_);
  if (r == StreamDecoder::Result::Message) {
    handle(in_);
  } else if (r == StreamDecoder::Result::Error) {
    refuse(decoder_.error(), decoder_.address());
  }
}

void Box::refuse(Error error, const char* address) {
  if (looksLikeDeviceSentence(address)) return;
  sendError(errorCode(error), address);
}

void Box::handle(const Message& m) {
  switch (m.kind) {
    case Kind::QRY:
      hello();
      break;
    case Kind::ACK:
      // An ack for an event no longer queued (already acked) changes nothing.
      queue_.ack(m.seq);
      break;
    case Kind::ROL:
      if (rolling_) {
        char detail[6];
        numberText(detail, m.roll);
        sendError("BSY", detail);
      } else {
        startRoll(m.roll, m.n, hw_.millis());
      }
      break;
    case Kind::LIT:
      if (m.seat > config_.seats) {
        sendError("FLD", "CBLIT");
        break;
      }
      for (uint8_t s = 1; s <= config_.seats; ++s) hw_.setSeatLed(s, s == m.seat);
      break;
    case Kind::BEP:
      hw_.beep(m.ms);
      break;
    case Kind::PNG: {
      Message pong = message(Kind::PON);
      copyText(pong.token, sizeof pong.token, m.token);
      send(pong);
      break;
    }
    default:
      // A device sentence coming back: an echo, not meant for us.
      break;
  }
}

void Box::hello() {
  Message hel = message(Kind::HEL);
  hel.proto = kProtocolVersion;
  copyText(hel.firmware, sizeof hel.firmware, config_.firmware);
  hel.dice = config_.dice;
  hel.buttons = config_.seats;
  copyText(hel.box, sizeof hel.box, config_.boxId);
  send(hel);
  // The heartbeat right after HEL tells the host the last seq and the uptime
  // before any resent event, so it can tell a restarted box from a reconnect.
  heartbeat();
  for (uint8_t i = 0; i < queue_.size(); ++i) send(queue_.at(i).toMessage());
}

void Box::heartbeat() {
  Message hbt = message(Kind::HBT);
  hbt.seq = queue_.lastSeq();
  hbt.uptime = uptime_;
  send(hbt);
  lastHeartbeat_ = hw_.millis();
}

void Box::send(const Message& m) {
  char line[kMaxLine + 1];
  size_t n = encode(m, line, sizeof line);
  if (n > 0) hw_.write(line, n);
}

void Box::sendError(const char* code, const char* detail) {
  Message err = message(Kind::ERR);
  copyText(err.code, sizeof err.code, code);
  copyText(err.detail, sizeof err.detail, detail);
  send(err);
}

void Box::tick() {
  uint32_t now = hw_.millis();
  while (now - secondStart_ >= 1000u) {
    secondStart_ += 1000u;
    ++uptime_;
  }
  pollButtons(now);
  if (rolling_) animateRoll(now);
  if (now - lastHeartbeat_ >= kHeartbeatMs) heartbeat();
}

void Box::pollButtons(uint32_t now) {
  for (uint8_t b = 0; b <= config_.seats; ++b) {
    Button& btn = buttons_[b];
    bool raw = hw_.buttonDown(b);
    if (raw != btn.raw) {
      btn.raw = raw;
      btn.changedAt = now;
    } else if (raw != btn.stable && now - btn.changedAt >= kDebounceMs) {
      btn.stable = raw;
      if (raw) {
        btn.pressedAt = now;
        btn.longSent = false;
      } else if (!btn.longSent) {
        pressed(b, false, now);
      }
    }
    // A long press is reported as soon as it is long, not at release, so the
    // player gets feedback while still holding the button.
    if (btn.stable && !btn.longSent && now - btn.pressedAt >= kLongPressMs) {
      btn.longSent = true;
      pressed(b, true, now);
    }
  }
}

void Box::pressed(uint8_t button, bool longPress, uint32_t now) {
  hw_.beep(longPress ? 4 * kClickMs : kClickMs);
  if (button == 0 && !longPress && config_.dice > 0) {
    // A short press of the roll button rolls the box's dice; pressed during
    // a roll it is ignored (nobody asked, so nobody needs an error).
    if (!rolling_) startRoll(0, config_.dice, now);
    return;
  }
  Event e;
  memset(&e, 0, sizeof e);
  e.kind = Kind::BTN;
  e.seat = button;
  e.longPress = longPress;
  emit(e);
}

// Started at the time the rest of the tick uses: a later reading would be ahead of that time, and the
// unsigned "now - rollStart_" of the same tick would wrap and end the roll before it tumbled.
void Box::startRoll(uint16_t rollId, uint8_t n, uint32_t now) {
  rolling_ = true;
  rollId_ = rollId;
  rollDice_ = n;
  rollStart_ = now;
  lastFrame_ = rollStart_;
  showRandom(n);
}

void Box::showRandom(uint8_t n) {
  uint8_t faces[kMaxDice] = {0};
  uint8_t shown = n < config_.dice ? n : config_.dice;
  for (uint8_t i = 0; i < shown; ++i) faces[i] = hw_.randomFace();
  hw_.showDice(faces, config_.dice);
}

void Box::animateRoll(uint32_t now) {
  if (now - rollStart_ >= kRollMs) {
    rolling_ = false;
    Event e;
    memset(&e, 0, sizeof e);
    e.kind = Kind::DIC;
    e.roll = rollId_;
    e.n = rollDice_;
    for (uint8_t i = 0; i < rollDice_; ++i) e.faces[i] = hw_.randomFace();
    // More dice asked than displays: all are rolled and sent, the first shown.
    uint8_t shown[kMaxDice] = {0};
    for (uint8_t i = 0; i < config_.dice && i < rollDice_; ++i) shown[i] = e.faces[i];
    hw_.showDice(shown, config_.dice);
    emit(e);
  } else if (now - lastFrame_ >= kRollFrameMs) {
    lastFrame_ = now;
    showRandom(rollDice_);
  }
}

void Box::emit(const Event& e) {
  const Event& queued = queue_.push(e);
  send(queued.toMessage());
}

}  // namespace cb
