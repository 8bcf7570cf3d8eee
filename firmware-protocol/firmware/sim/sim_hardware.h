// The box's hardware on a PC: a pseudo-terminal for the serial line, presses
// scripted from stdin, and the LEDs, beeper and dice displays reported on stdout.
#ifndef CB_SIM_HARDWARE_H
#define CB_SIM_HARDWARE_H

#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <vector>

#include "../lib/cb_box.h"

namespace sim {

// Writes one line of the simulator's own report (stdout), flushed at once.
void report(const std::string& line);

class SerialPort {
 public:
  explicit SerialPort(std::string path) : path_(std::move(path)) {}
  ~SerialPort() { close(); }
  SerialPort(const SerialPort&) = delete;
  SerialPort& operator=(const SerialPort&) = delete;

  bool open();
  void close();
  bool isOpen() const { return fd_ >= 0; }
  int fd() const { return fd_; }
  const std::string& path() const { return path_; }
  // Reads what is there; false when the other side went away (port closed).
  bool read(const std::function<void(uint8_t)>& sink);
  void write(const char* data, size_t len);

 private:
  std::string path_;
  int fd_ = -1;
};

class SimHardware : public cb::Hardware {
 public:
  static constexpr uint32_t kShortHoldMs = 80;
  static constexpr uint32_t kLongHoldMs = 1000;  // the box's long press is 800 ms
  static constexpr uint32_t kGapMs = 40;

  SimHardware(SerialPort& port, uint32_t seed, bool verbose);

  // The box's clock: it follows the PC's, but at most kMaxStepMs per step() so
  // that a simulator starved of CPU (a busy machine) still polls a scripted
  // press every few of its milliseconds, as the real loop does, instead of
  // jumping over a whole press.
  static constexpr uint32_t kMaxStepMs = 5;
  uint32_t millis() override;
  // Moves the clock on towards the PC's; true while it is still behind.
  bool step();
  bool buttonDown(uint8_t button) override;
  uint8_t randomFace() override { return rng_.face(); }
  void showDice(const uint8_t* faces, uint8_t count) override;
  void setSeatLed(uint8_t seat, bool on) override;
  void beep(uint16_t ms) override;
  void write(const char* data, size_t len) override;

  // Queues a press; presses are played one after the other.
  void press(uint8_t button, bool longPress);
  bool pressesPending() const { return !presses_.empty(); }
  std::string shownDice() const;

 private:
  struct Press {
    uint8_t button;
    uint32_t holdMs;
  };
  SerialPort& port_;
  cb::Rng rng_;
  bool verbose_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  uint32_t now_ = 0;
  std::deque<Press> presses_;
  uint32_t pressStart_ = 0;  // when the front press went down
  bool pressing_ = false;
  std::vector<uint8_t> shown_;
  bool led_[cb::kMaxSeats + 1] = {};
  void advance(uint32_t now);
};

}  // namespace sim

#endif
