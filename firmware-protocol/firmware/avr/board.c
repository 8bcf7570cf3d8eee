// See board.h. Pins (Arduino name = AVR port bit): roll button D2 = PD2, seat buttons D3..D7 = PD3..PD7 and
// D8 = PB0; seat lights D9..D13 = PB1..PB5 and A0 = PC0; beeper A1 = PC1; 74HC595 data A2 = PC2,
// clock A3 = PC3, latch A4 = PC4.
#include "board.h"

#include <stdio.h>
#include <stdlib.h>

#include <avr_ioport.h>

typedef struct {
  char port;
  uint8_t bit;
} pin_t;

static const pin_t kButtons[BOARD_BUTTONS] = {{'D', 2}, {'D', 3}, {'D', 4}, {'D', 5},
                                              {'D', 6}, {'D', 7}, {'B', 0}};
static const pin_t kLeds[6] = {{'B', 1}, {'B', 2}, {'B', 3}, {'B', 4}, {'B', 5}, {'C', 0}};
static const pin_t kBeeper = {'C', 1};
static const pin_t kShiftData = {'C', 2};
static const pin_t kShiftClock = {'C', 3};
static const pin_t kShiftLatch = {'C', 4};
// Segments a..g of a common-cathode digit for faces 1..6, as the sketch drives them.
static const uint8_t kSegments[7] = {0x00, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D};

// The beeper toggles at 2.2 kHz while it sounds; 2 ms without an edge is silence.
#define BEEP_QUIET_US 2000

struct board_t {
  avr_t *avr;
  board_report_t report;
  int down[BOARD_BUTTONS];
  avr_ioport_external_t external[3];  // B, C, D: the levels the buttons force on their pins
  int led[6];
  int beeping;
  avr_cycle_count_t beepStart, beepLastEdge;
  int beeperLevel, clockLevel, latchLevel;
  uint16_t shift;
};

static avr_irq_t *pin_irq(avr_t *avr, pin_t p) {
  return avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(p.port), p.bit);
}

static avr_ioport_external_t *external_of(board_t *b, char port) {
  return &b->external[port - 'B'];
}

static void apply_button(board_t *b, int button, int force) {
  pin_t p = kButtons[button];
  avr_ioport_external_t *e = external_of(b, p.port);
  // An "external" level wins over the pull-up the sketch turns on, as the closed switch does on the board.
  e->mask |= (uint8_t)(1u << p.bit);
  if (b->down[button]) {
    e->value &= (uint8_t)~(1u << p.bit);
  } else {
    e->value |= (uint8_t)(1u << p.bit);
  }
  avr_ioctl(b->avr, AVR_IOCTL_IOPORT_SET_EXTERNAL(p.port), e);
  // simavr passes a pin level on only when it changes; after a reset the input register is wiped, so the level
  // is sent twice to be heard (no simulated time passes in between: the sketch sees no edge).
  if (force) avr_raise_irq(pin_irq(b->avr, p), b->down[button] ? 1 : 0);
  avr_raise_irq(pin_irq(b->avr, p), b->down[button] ? 0 : 1);
}

void board_button(board_t *b, int button, int down) {
  if (button < 0 || button >= BOARD_BUTTONS) return;
  b->down[button] = down;
  apply_button(b, button, 0);
}

void board_after_reset(board_t *b) {
  for (int i = 0; i < BOARD_BUTTONS; ++i) apply_button(b, i, 1);
}

static uint64_t us(board_t *b, avr_cycle_count_t cycles) {
  return cycles * 1000000ull / b->avr->frequency;
}

void board_poll(board_t *b) {
  if (b->beeping && us(b, b->avr->cycle - b->beepLastEdge) > BEEP_QUIET_US) {
    char text[32];
    // The last half period sounds too.
    uint64_t ms = (us(b, b->beepLastEdge - b->beepStart) + 227 + 500) / 1000;
    snprintf(text, sizeof text, "beep %llu", (unsigned long long)ms);
    b->beeping = 0;
    b->report(text);
  }
}

static void on_led(avr_irq_t *irq, uint32_t value, void *param) {
  board_t *b = (board_t *)param;
  for (int i = 0; i < 6; ++i) {
    if (pin_irq(b->avr, kLeds[i]) == irq && b->led[i] != (int)(value & 1)) {
      char text[16];
      b->led[i] = (int)(value & 1);
      snprintf(text, sizeof text, "led %d %s", i + 1, b->led[i] ? "on" : "off");
      b->report(text);
    }
  }
}

static void on_beeper(avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  board_t *b = (board_t *)param;
  int level = (int)(value & 1);
  if (level == b->beeperLevel) return;
  b->beeperLevel = level;
  if (!b->beeping) {
    b->beeping = 1;
    b->beepStart = b->avr->cycle;
  }
  b->beepLastEdge = b->avr->cycle;
}

static int face_of(uint8_t segments) {
  for (int f = 0; f < 7; ++f) {
    if (kSegments[f] == (segments & 0x7F)) return f;
  }
  return -1;
}

static void on_shift_clock(avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  board_t *b = (board_t *)param;
  int level = (int)(value & 1);
  if (level && !b->clockLevel) {
    b->shift = (uint16_t)((b->shift << 1) | (pin_irq(b->avr, kShiftData)->value & 1));
  }
  b->clockLevel = level;
}

static void on_shift_latch(avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  board_t *b = (board_t *)param;
  int level = (int)(value & 1);
  if (level && !b->latchLevel) {
    // Two chained registers: the first byte shifted out ends in the far one (die 2).
    char text[32];
    snprintf(text, sizeof text, "display %d,%d", face_of((uint8_t)(b->shift & 0xFF)), face_of((uint8_t)(b->shift >> 8)));
    b->report(text);
  }
  b->latchLevel = level;
}

board_t *board_attach(avr_t *avr, board_report_t report) {
  board_t *b = calloc(1, sizeof *b);
  if (b == NULL) return NULL;
  b->avr = avr;
  b->report = report;
  for (int i = 0; i < 3; ++i) b->external[i].name = (unsigned long)('B' + i) & 0x7F;
  for (int i = 0; i < 6; ++i) avr_irq_register_notify(pin_irq(avr, kLeds[i]), on_led, b);
  avr_irq_register_notify(pin_irq(avr, kBeeper), on_beeper, b);
  avr_irq_register_notify(pin_irq(avr, kShiftClock), on_shift_clock, b);
  avr_irq_register_notify(pin_irq(avr, kShiftLatch), on_shift_latch, b);
  board_after_reset(b);
  return b;
}
