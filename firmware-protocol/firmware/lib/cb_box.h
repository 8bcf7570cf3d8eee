// The box's behaviour (buttons, dice, LEDs, beeper, protocol) written against
// an abstract hardware interface, so the same code runs on the Arduino, in
// the host simulator and in the unit tests.
#ifndef CB_BOX_H
#define CB_BOX_H

#include <stddef.h>
#include <stdint.h>

#include "cb_protocol.h"

namespace cb {

class Hardware {
 public:
  virtual ~Hardware() {}
  // Milliseconds since start; may wrap (all comparisons are differences).
  virtual uint32_t millis() = 0;
  // Raw, undebounced level of a button: 0 is the roll button, 1..seats the seats.
  virtual bool buttonDown(uint8_t button) = 0;
  // A fair random face 1..6 (see Rng).
  virtual uint8_t randomFace() = 0;
  // Shows count faces on the dice displays (face 0 = display blank).
  virtual void showDice(const uint8_t* faces, uint8_t count) = 0;
  virtual void setSeatLed(uint8_t seat, bool on) = 0;
  // Starts a beep of ms milliseconds and returns at once.
  virtual void beep(uint16_t ms) = 0;
  // Writes bytes to the serial line.
  virtual void write(const char* data, size_t len) = 0;
};

// Small fair generator: xorshift32 with rejection so that every face has the
// same chance (a plain modulo 6 would favour 1..4 slightly).
class Rng {
 public:
  explicit Rng(uint32_t seed) : state_(seed == 0 ? 0x9E3779B9u : seed) {}
  uint32_t next();
  uint8_t face();
  // Mixes in outside entropy (on the board: micros() when a roll happens,
  // which depends on a human hand).
  void stir(uint32_t entropy);

 private:
  uint32_t state_;
};

struct BoxConfig {
  uint8_t dice;          // 0..6 dice displays
  uint8_t seats;         // 0..8 seat buttons
  const char* firmware;  // e.g. "1.0.0"
  const char* boxId;     // 1..16 of [A-Za-z0-9-]
};

class Box {
 public:
  // Enums rather than static members: no out-of-line definitions needed on
  // the Arduino's older C++ dialect.
  enum : uint16_t {
    kDebounceMs = 20,
    kLongPressMs = 800,
    kHeartbeatMs = 1000,
    kRollMs = 600,       // tumbling before the result
    kRollFrameMs = 60,
    kClickMs = 15,       // feedback beep of a press
  };

  Box(Hardware& hw, const BoxConfig& config);

  // Power-up: announces itself (HEL then HBT).
  void begin();
  // One byte from the serial line.
  void receive(uint8_t byte);
  // Call as often as possible: buttons, roll animation, heartbeat.
  void tick();

  const EventQueue& queue() const { return queue_; }
  bool rolling() const { return rolling_; }
  uint32_t uptimeSeconds() const { return uptime_; }

 private:
  struct Button {
    bool raw;
    bool stable;
    bool longSent;
    uint32_t changedAt;
    uint32_t pressedAt;
  };

  Hardware& hw_;
  BoxConfig config_;
  StreamDecoder decoder_;
  EventQueue queue_;
  Message in_;
  Button buttons_[kMaxSeats + 1];
  bool rolling_ = false;
  uint16_t rollId_ = 0;
  uint8_t rollDice_ = 0;
  uint32_t rollStart_ = 0;
  uint32_t lastFrame_ = 0;
  uint32_t lastHeartbeat_ = 0;
  uint32_t secondStart_ = 0;
  uint32_t uptime_ = 0;

  void handle(const Message& m);
  void refuse(Error error, const char* address);
  void hello();
  void heartbeat();
  void send(const Message& m);
  void sendError(const char* code, const char* detail);
  void pollButtons(uint32_t now);
  void pressed(uint8_t button, bool longPress, uint32_t now);
  void startRoll(uint16_t rollId, uint8_t n, uint32_t now);
  void animateRoll(uint32_t now);
  void showRandom(uint8_t n);
  void emit(const Event& e);
};

}  // namespace cb

#endif
