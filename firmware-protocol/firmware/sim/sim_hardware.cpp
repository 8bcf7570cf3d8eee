#include "sim_hardware.h"

#include <errno.h>
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

#include <cstdio>
#include <iostream>

namespace sim {

void report(const std::string& line) {
  std::cout << line << std::endl;  // endl: a test reads this line by line
}

bool SerialPort::open() {
  close();
  int fd = ::open(path_.c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK);
  if (fd < 0) return false;
  termios tio;
  if (tcgetattr(fd, &tio) == 0) {
    // Raw bytes, no echo: an echo would send the box its own lines back.
    cfmakeraw(&tio);
    cfsetispeed(&tio, B115200);
    cfsetospeed(&tio, B115200);
    tcsetattr(fd, TCSANOW, &tio);
  }
  fd_ = fd;
  return true;
}

void SerialPort::close() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
}

bool SerialPort::read(const std::function<void(uint8_t)>& sink) {
  if (fd_ < 0) return false;
  char buf[256];
  for (;;) {
    ssize_t n = ::read(fd_, buf, sizeof buf);
    if (n > 0) {
      for (ssize_t i = 0; i < n; ++i) sink(static_cast<uint8_t>(buf[i]));
      continue;
    }
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return true;
    // 0 or EIO: the other end of the pty is gone, like an unplugged cable.
    close();
    return false;
  }
}

void SerialPort::write(const char* data, size_t len) {
  while (fd_ >= 0 && len > 0) {
    ssize_t n = ::write(fd_, data, len);
    if (n <= 0) return;  // nobody reading and the buffer is full: the bytes are lost, as on a real line
    data += n;
    len -= static_cast<size_t>(n);
  }
}

SimHardware::SimHardware(SerialPort& port, uint32_t seed, bool verbose)
    : port_(port), rng_(seed), verbose_(verbose) {}

uint32_t SimHardware::millis() {
  advance(now_);
  return now_;
}

bool SimHardware::step() {
  auto elapsed = std::chrono::steady_clock::now() - start_;
  uint32_t wall = static_cast<uint32_t>(std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count());
  if (wall - now_ > kMaxStepMs) {
    now_ += kMaxStepMs;
    return true;
  }
  now_ = wall;
  return false;
}

void SimHardware::advance(uint32_t now) {
  // The front press goes down, is held, is released, then a short gap.
  if (presses_.empty()) return;
  if (!pressing_) {
    pressing_ = true;
    pressStart_ = now;
  }
  if (now - pressStart_ >= presses_.front().holdMs + kGapMs) {
    presses_.pop_front();
    pressing_ = false;
  }
}

bool SimHardware::buttonDown(uint8_t button) {
  if (!pressing_ || presses_.empty()) return false;
  const Press& p = presses_.front();
  return p.button == button && millis() - pressStart_ < p.holdMs;
}

void SimHardware::press(uint8_t button, bool longPress) {
  presses_.push_back({button, longPress ? kLongHoldMs : kShortHoldMs});
}

void SimHardware::showDice(const uint8_t* faces, uint8_t count) { shown_.assign(faces, faces + count); }

std::string SimHardware::shownDice() const {
  std::string s;
  for (uint8_t f : shown_) s += (s.empty() ? "" : ",") + std::to_string(f);
  return s;
}

void SimHardware::setSeatLed(uint8_t seat, bool on) {
  if (led_[seat] == on) return;
  led_[seat] = on;
  report("led " + std::to_string(seat) + (on ? " on" : " off"));
}

void SimHardware::beep(uint16_t ms) { report("beep " + std::to_string(ms)); }

void SimHardware::write(const char* data, size_t len) {
  if (verbose_) {
    std::string line(data, len);
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
    report("tx " + line);
  }
  port_.write(data, len);
}

}  // namespace sim
