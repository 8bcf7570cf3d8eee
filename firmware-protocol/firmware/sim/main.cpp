// caissier-box-sim: the box firmware on a PC, speaking the protocol on a
// pseudo-terminal, with presses typed on stdin. See ../../README.md.
#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <thread>

#include "../lib/cb_box.h"
#include "sim_hardware.h"

namespace {

const char kUsage[] =
    "usage: caissier-box-sim --port PATH [--seats N] [--dice N] [--seed S] [--box ID] [--verbose]\n"
    "  --port PATH  serial line: a pty such as one end of a socat pair\n"
    "  --seats N    seat buttons 0..8 (default 6)\n"
    "  --dice N     dice 0..6 (default 2)\n"
    "  --seed S     dice random seed 1..4294967295 (default: random)\n"
    "  --box ID     box id, 1..16 of A-Z a-z 0-9 - (default CB-SIM)\n"
    "  --verbose    also report every line sent (tx) and received (rx)\n"
    "stdin, one command a line:\n"
    "  press N        short press of seat N (0 = roll button)\n"
    "  press N long   long press\n"
    "  roll           short press of the roll button\n"
    "  reset          power cycle: queue and seq are lost, HEL is sent again\n"
    "  quit           exit (so does the end of stdin)\n"
    "stdout, one report a line: ready ..., led N on|off, beep MS, dice F1,F2,...,\n"
    "  port closed, port open, and with --verbose tx LINE / rx LINE\n";

[[noreturn]] void usage(const std::string& problem) {
  std::cerr << "caissier-box-sim: " << problem << "\n" << kUsage;
  std::exit(2);
}

unsigned long number(const std::string& option, const std::string& text, unsigned long min, unsigned long max) {
  try {
    size_t used = 0;
    unsigned long v = std::stoul(text, &used);
    if (used == text.size() && v >= min && v <= max && text[0] != '-') return v;
  } catch (const std::exception&) {
  }
  usage(option + " must be a number " + std::to_string(min) + ".." + std::to_string(max) + ", not '" + text + "'");
}

struct Options {
  std::string port;
  uint8_t seats = 6;
  uint8_t dice = 2;
  uint32_t seed = 0;
  std::string box = "CB-SIM";
  bool verbose = false;
};

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(a + " needs a value");
      return argv[++i];
    };
    if (a == "--port") o.port = value();
    else if (a == "--seats") o.seats = static_cast<uint8_t>(number(a, value(), 0, cb::kMaxSeats));
    else if (a == "--dice") o.dice = static_cast<uint8_t>(number(a, value(), 0, cb::kMaxDice));
    else if (a == "--seed") o.seed = static_cast<uint32_t>(number(a, value(), 1, 4294967295ul));
    else if (a == "--box") o.box = value();
    else if (a == "--verbose") o.verbose = true;
    else if (a == "--help" || a == "-h") {
      std::cout << kUsage;
      std::exit(0);
    } else usage("unknown option " + a);
  }
  if (o.port.empty()) usage("--port is required");
  if (o.box.empty() || o.box.size() > cb::kMaxText ||
      o.box.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos) {
    usage("--box must be 1..16 of A-Z a-z 0-9 -");
  }
  if (o.seed == 0) {
    std::random_device rd;
    do o.seed = rd(); while (o.seed == 0);
  }
  return o;
}

class Simulator {
 public:
  explicit Simulator(const Options& o)
      : options_(o), port_(o.port), hw_(port_, o.seed, o.verbose),
        config_{o.dice, o.seats, "1.0.0", options_.box.c_str()} {}

  int run() {
    waitForPort();
    powerUp();
    sim::report("ready port=" + options_.port + " seats=" + std::to_string(options_.seats) +
                " dice=" + std::to_string(options_.dice) + " seed=" + std::to_string(options_.seed));
    bool behind = false;
    for (;;) {
      pollfd fds[2];
      nfds_t n = 0;
      fds[n++] = {STDIN_FILENO, POLLIN, 0};
      if (port_.isOpen()) fds[n++] = {port_.fd(), POLLIN, 0};
      poll(fds, n, behind ? 0 : 5);
      behind = hw_.step();
      if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
        if (!readStdin()) return 0;
      }
      if (port_.isOpen() && !port_.read([this](uint8_t b) { received(b); })) {
        sim::report("port closed");
      }
      if (!port_.isOpen()) reopen();
      bool wasRolling = box_->rolling();
      box_->tick();
      if (wasRolling && !box_->rolling()) sim::report("dice " + hw_.shownDice());
    }
  }

 private:
  Options options_;
  sim::SerialPort port_;
  sim::SimHardware hw_;
  cb::BoxConfig config_;
  std::unique_ptr<cb::Box> box_;
  std::string stdinBuffer_;
  std::string rxLine_;
  uint32_t lastOpenTry_ = 0;

  void waitForPort() {
    bool told = false;
    while (!port_.open()) {
      if (!told) std::cerr << "caissier-box-sim: waiting for " << options_.port << "\n";
      told = true;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  }

  void reopen() {
    // Like replugging a cable: the box keeps its queue and seq, and waits for the host's QRY.
    uint32_t now = hw_.millis();
    if (now - lastOpenTry_ < 100) return;
    lastOpenTry_ = now;
    if (port_.open()) sim::report("port open");
  }

  void powerUp() {
    box_ = std::make_unique<cb::Box>(hw_, config_);
    box_->begin();
  }

  void received(uint8_t b) {
    if (options_.verbose) {
      if (b == '\n') {
        if (!rxLine_.empty() && rxLine_.back() == '\r') rxLine_.pop_back();
        sim::report("rx " + rxLine_);
        rxLine_.clear();
      } else if (rxLine_.size() < 200) {
        rxLine_ += static_cast<char>(b);
      }
    }
    box_->receive(b);
  }

  // False at the end of stdin or on quit.
  bool readStdin() {
    char buf[512];
    ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
    if (n <= 0) return false;
    stdinBuffer_.append(buf, static_cast<size_t>(n));
    size_t nl;
    while ((nl = stdinBuffer_.find('\n')) != std::string::npos) {
      std::string line = stdinBuffer_.substr(0, nl);
      stdinBuffer_.erase(0, nl + 1);
      if (!command(line)) return false;
    }
    return true;
  }

  bool command(const std::string& line) {
    std::istringstream in(line);
    std::string verb, arg, extra, more;
    in >> verb >> arg >> extra >> more;
    if (verb.empty() || verb[0] == '#') return true;
    if (verb == "quit" && arg.empty()) return false;
    if (verb == "roll" && arg.empty()) {
      hw_.press(0, false);
    } else if (verb == "press" && !arg.empty() && more.empty() && (extra.empty() || extra == "long" || extra == "short")) {
      bool digits = arg.find_first_not_of("0123456789") == std::string::npos && arg.size() <= 2;
      unsigned long seat = digits ? std::stoul(arg) : 999;
      if (seat > options_.seats) {
        std::cerr << "caissier-box-sim: no button " << arg << " (0 = roll, 1.." << int(options_.seats) << " seats)\n";
        return true;
      }
      hw_.press(static_cast<uint8_t>(seat), extra == "long");
    } else if (verb == "reset" && arg.empty()) {
      powerUp();
    } else {
      std::cerr << "caissier-box-sim: unknown command '" << line << "' (press N [long], roll, reset, quit)\n";
    }
    return true;
  }
};

}  // namespace

int main(int argc, char** argv) {
  signal(SIGPIPE, SIG_IGN);
  Options options = parse(argc, argv);
  Simulator simulator(options);
  return simulator.run();
}
