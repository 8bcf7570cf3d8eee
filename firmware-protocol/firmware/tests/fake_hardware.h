// Hardware under the test's control: a clock that moves only when told,
// buttons set by hand, scripted dice, and a record of everything written.
#ifndef CB_FAKE_HARDWARE_H
#define CB_FAKE_HARDWARE_H

#include <deque>
#include <string>
#include <vector>

#include "../lib/cb_box.h"

class FakeHardware : public cb::Hardware {
 public:
  uint32_t now = 0;
  // How far the clock moves at each reading: a real clock runs on while the box works within a tick.
  uint32_t stepPerReading = 0;
  bool down[cb::kMaxSeats + 1] = {};
  std::deque<uint8_t> faces;  // next random faces; 1 once exhausted
  std::vector<uint8_t> shown;
  bool led[cb::kMaxSeats + 1] = {};
  std::vector<uint16_t> beeps;
  std::string output;

  uint32_t millis() override {
    uint32_t t = now;
    now += stepPerReading;
    return t;
  }
  bool buttonDown(uint8_t b) override { return down[b]; }
  uint8_t randomFace() override {
    if (faces.empty()) return 1;
    uint8_t f = faces.front();
    faces.pop_front();
    return f;
  }
  void showDice(const uint8_t* f, uint8_t count) override { shown.assign(f, f + count); }
  void setSeatLed(uint8_t seat, bool on) override { led[seat] = on; }
  void beep(uint16_t ms) override { beeps.push_back(ms); }
  void write(const char* data, size_t len) override { output.append(data, len); }

  // Lines written since the last call, without CR LF.
  std::vector<std::string> take() {
    std::vector<std::string> lines;
    size_t start = 0;
    for (size_t i = 0; i < output.size(); ++i) {
      if (output[i] == '\n') {
        lines.push_back(output.substr(start, i - 1 - start));
        start = i + 1;
      }
    }
    output.erase(0, start);
    return lines;
  }
};

#endif
