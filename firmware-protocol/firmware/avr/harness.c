// The real Uno firmware image (build/uno/caissier_box.elf) running in simavr, its serial line on a
// pseudo-terminal, its buttons pressed from stdin, and what it shows reported on stdout.
//
//   caissier-box-avr --elf FILE --link PATH [--speed X] [--quiet]
//
// --link PATH   a symbolic link to the pseudo-terminal, for the program (--device PATH) or a terminal
// --speed X     simulated seconds per wall-clock second (default 1: a real board); 0 runs flat out
// --quiet       no tx/rx lines on stdout
//
// stdin, one command a line: "press N [MS]" (hold button N, 0 the roll button, 1..6 the seats, MS simulated
// milliseconds, default 80; presses are played one after the other, 40 ms apart), "press N long" or "long N"
// (press N 1000), "roll" (press 0), "reset" (power cycle), "quit" (the end of stdin too).
// stdout, one report a line, each starting with the simulated time in microseconds: "ready pty=... link=...",
// "tx LINE" / "rx LINE" (what the board sent / received, without CR LF; other bytes as \xHH), "led N on|off",
// "beep MS", "display F1,F2", "down N" / "up N", "reset", and last "quit: simulated S s in W s of wall clock".
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <avr_uart.h>
#include <sim_avr.h>
#include <sim_elf.h>

#include "board.h"
#include "presses.h"

#define F_CPU 16000000u
#define SLICE_US 1000u   // simulated time run between two looks at the pty and stdin
#define MAX_LAG_US 100000u  // behind the wall clock by more than this: give up catching up

static avr_t *avr;
static board_t *board;
static presses_t presses;
static int quiet;
static volatile sig_atomic_t stop;

static struct {
  int master;
  int slave;  // kept open so the pty lives (and stays raw) while no program has it open
  uint8_t in[4096];
  size_t inLen;
  int xon;
  char txLine[128], rxLine[128];
  size_t txLen, rxLen;
} uart;

static uint64_t sim_us(void) { return avr->cycle * 1000000ull / avr->frequency; }

static void report(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  printf("%llu ", (unsigned long long)sim_us());
  vprintf(fmt, ap);
  putchar('\n');
  fflush(stdout);
  va_end(ap);
}

static void board_said(const char *what) { report("%s", what); }

// Collects a line of the serial traffic for the report; CR LF end it, other unprintable bytes are escaped.
static void trace_byte(const char *dir, char *line, size_t *len, uint8_t byte) {
  if (byte == '\n') {
    if (!quiet) report("%s %.*s", dir, (int)*len, line);
    *len = 0;
    return;
  }
  if (byte == '\r') return;
  char piece[5];
  int n = byte >= 0x20 && byte <= 0x7E && byte != '\\' ? snprintf(piece, sizeof piece, "%c", byte)
                                                       : snprintf(piece, sizeof piece, "\\x%02X", byte);
  if (*len + (size_t)n < 127) {
    memcpy(line + *len, piece, (size_t)n);
    *len += (size_t)n;
  }
}

static void on_uart_out(avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  (void)param;
  uint8_t byte = (uint8_t)value;
  // Nobody reading and the pty full: the bytes are lost, as on a USB serial line nobody listens to.
  if (write(uart.master, &byte, 1) < 0 && errno != EAGAIN) perror("pty write");
  trace_byte("tx", uart.txLine, &uart.txLen, byte);
}

static void on_xon(avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  (void)value;
  (void)param;
  uart.xon = 1;
}

static void on_xoff(avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  (void)param;
  if (value) uart.xon = 0;
}

// Hands the AVR's UART what the program wrote, as fast as its receive buffer takes it.
static void feed_uart(void) {
  size_t sent = 0;
  avr_irq_t *input = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);
  while (uart.xon && sent < uart.inLen) {
    uint8_t byte = uart.in[sent++];
    trace_byte("rx", uart.rxLine, &uart.rxLen, byte);
    avr_raise_irq(input, byte);
  }
  memmove(uart.in, uart.in + sent, uart.inLen - sent);
  uart.inLen -= sent;
}

static int open_pty(const char *link) {
  uart.master = posix_openpt(O_RDWR | O_NOCTTY | O_NONBLOCK);
  if (uart.master < 0 || grantpt(uart.master) != 0 || unlockpt(uart.master) != 0) {
    perror("pseudo-terminal");
    return -1;
  }
  const char *name = ptsname(uart.master);
  uart.slave = open(name, O_RDWR | O_NOCTTY);
  if (uart.slave < 0) {
    perror(name);
    return -1;
  }
  struct termios t;
  tcgetattr(uart.slave, &t);
  cfmakeraw(&t);
  cfsetspeed(&t, B115200);
  tcsetattr(uart.slave, TCSANOW, &t);
  unlink(link);
  if (symlink(name, link) != 0) {
    perror(link);
    return -1;
  }
  return 0;
}

static void power_cycle(void) {
  avr_reset(avr);
  uart.xon = 0;  // the sketch's Serial.begin opens the receiver again
  board_after_reset(board);
  report("reset");
}

static void command(char *line) {
  char word[16], third[16] = "";
  int n = -1, ms = 0;
  int fields = sscanf(line, "%15s %d %15s", word, &n, third);
  if (fields <= 0 || word[0] == '#') return;
  int longPress = strcmp(word, "long") == 0 || strcmp(third, "long") == 0;
  if (fields == 3 && !longPress) ms = atoi(third);
  if (strcmp(word, "quit") == 0) {
    stop = 1;
  } else if (strcmp(word, "reset") == 0) {
    power_cycle();
  } else if (strcmp(word, "roll") == 0) {
    presses_add(&presses, 0, 80);
  } else if ((strcmp(word, "press") == 0 || strcmp(word, "long") == 0) && fields >= 2 && n >= 0 &&
             n < BOARD_BUTTONS) {
    int hold = longPress ? 1000 : ms > 0 ? ms : 80;
    presses_add(&presses, n, (uint32_t)hold);
  } else {
    fprintf(stderr, "unknown command: %s\n", line);
  }
}

static void read_stdin(void) {
  static char buf[256];
  static size_t len;
  ssize_t n = read(STDIN_FILENO, buf + len, sizeof buf - 1 - len);
  if (n <= 0) {
    stop = 1;
    return;
  }
  len += (size_t)n;
  char *nl;
  while ((nl = memchr(buf, '\n', len)) != NULL) {
    *nl = '\0';
    command(buf);
    len -= (size_t)(nl + 1 - buf);
    memmove(buf, nl + 1, len);
  }
  if (len == sizeof buf - 1) len = 0;  // an absurd line: drop it
}

static void read_pty(void) {
  ssize_t n = read(uart.master, uart.in + uart.inLen, sizeof uart.in - uart.inLen);
  if (n > 0) uart.inLen += (size_t)n;
}

static uint64_t wall_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000ull + (uint64_t)ts.tv_nsec / 1000u;
}

static void on_signal(int sig) {
  (void)sig;
  stop = 1;
}

static void no_sleep(avr_t *a, avr_cycle_count_t howLong) {
  (void)a;
  (void)howLong;  // the loop below keeps time with the wall clock
}

// simavr's messages go to stderr, so that stdout holds reports only; its chatter ("Loaded ...") is dropped.
static void log_to_stderr(avr_t *a, const int level, const char *format, va_list ap) {
  (void)a;
  if (level <= LOG_ERROR) vfprintf(stderr, format, ap);
}

static int usage(void) {
  fprintf(stderr, "usage: caissier-box-avr --elf FILE --link PATH [--speed X] [--quiet]\n");
  return 2;
}

int main(int argc, char **argv) {
  const char *elf = NULL, *link = NULL;
  double speed = 1.0;
  for (int i = 1; i < argc; ++i) {
    if (strcmp(argv[i], "--elf") == 0 && i + 1 < argc) {
      elf = argv[++i];
    } else if (strcmp(argv[i], "--link") == 0 && i + 1 < argc) {
      link = argv[++i];
    } else if (strcmp(argv[i], "--speed") == 0 && i + 1 < argc) {
      speed = atof(argv[++i]);
    } else if (strcmp(argv[i], "--quiet") == 0) {
      quiet = 1;
    } else {
      return usage();
    }
  }
  if (elf == NULL || link == NULL || speed < 0) return usage();

  avr_global_logger_set(log_to_stderr);
  elf_firmware_t fw;
  memset(&fw, 0, sizeof fw);
  if (elf_read_firmware(elf, &fw) != 0) {
    fprintf(stderr, "%s: cannot read the firmware\n", elf);
    return 1;
  }
  avr = avr_make_mcu_by_name("atmega328p");
  if (avr == NULL || avr_init(avr) != 0) {
    fprintf(stderr, "simavr has no atmega328p\n");
    return 1;
  }
  avr_load_firmware(avr, &fw);
  avr->frequency = F_CPU;
  avr->vcc = avr->avcc = avr->aref = 5000;  // millivolts, as on the Uno
  avr->sleep = no_sleep;
  avr->log = LOG_ERROR;

  uint32_t flags = 0;  // no console echo of the UART, no sleeping in the UART model
  avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT), on_uart_out, NULL);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XON), on_xon, NULL);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XOFF), on_xoff, NULL);
  board = board_attach(avr, board_said);
  if (board == NULL || open_pty(link) != 0) return 1;
  presses_init(&presses, board, board_said);

  signal(SIGTERM, on_signal);
  signal(SIGINT, on_signal);
  signal(SIGPIPE, SIG_IGN);
  report("ready pty=%s link=%s mcu=atmega328p f=%u speed=%g", ptsname(uart.master), link, F_CPU, speed);

  const uint64_t wallBegin = wall_us();
  uint64_t wallStart = wallBegin, simStart = sim_us();
  int status = 0;
  while (!stop) {
    avr_cycle_count_t end = avr->cycle + (avr_cycle_count_t)F_CPU / (1000000u / SLICE_US);
    while (avr->cycle < end) {
      int state = avr_run(avr);
      if (state == cpu_Done || state == cpu_Crashed) {
        report("stopped: the firmware %s", state == cpu_Done ? "ended" : "crashed");
        stop = 1;
        status = 1;
        break;
      }
    }
    presses_poll(&presses, sim_us());
    board_poll(board);
    feed_uart();

    int timeout = 0;
    if (speed > 0) {
      uint64_t simElapsed = sim_us() - simStart;
      uint64_t wallElapsed = (uint64_t)((double)(wall_us() - wallStart) * speed);
      if (simElapsed > wallElapsed) {
        timeout = (int)((simElapsed - wallElapsed) / 1000u / speed);
      } else if (wallElapsed - simElapsed > MAX_LAG_US) {
        wallStart = wall_us();  // too slow (a busy machine): carry on from here rather than rush
        simStart = sim_us();
      }
    }
    struct pollfd fds[2] = {{.fd = uart.master, .events = POLLIN}, {.fd = STDIN_FILENO, .events = POLLIN}};
    if (poll(fds, 2, timeout) > 0) {
      if (fds[0].revents & POLLIN) read_pty();
      if (fds[1].revents & (POLLIN | POLLHUP)) read_stdin();
    }
  }
  unlink(link);
  // How fast the simulation went: with --speed 0, what this machine can do (docs/performance.md).
  double wall = (double)(wall_us() - wallBegin) / 1e6, simulated = (double)sim_us() / 1e6;
  report("quit: simulated %.3f s in %.3f s of wall clock (%.2fx real time)", simulated, wall,
         wall > 0 ? simulated / wall : 0.0);
  return status;
}
