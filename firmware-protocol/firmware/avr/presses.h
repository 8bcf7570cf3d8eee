// Button presses played one after the other in simulated time, as a hand would: down, held, up, a pause.
#ifndef CB_AVR_PRESSES_H
#define CB_AVR_PRESSES_H

#include <stdint.h>

#include "board.h"

#define PRESSES_MAX 64
#define PRESSES_GAP_US 40000u

typedef struct {
  board_t *board;
  board_report_t report;
  struct {
    int button;
    uint32_t holdMs;
  } queue[PRESSES_MAX];
  int head, count;
  int holding;         // the button held now, or -1
  uint64_t nextAtUs;   // when the held button is let go, or the next press may start
} presses_t;

void presses_init(presses_t *p, board_t *board, board_report_t report);
// Queues a press of button (0 the roll button, 1..6 the seats) held holdMs simulated milliseconds.
void presses_add(presses_t *p, int button, uint32_t holdMs);
// Moves the presses on to the simulated time nowUs.
void presses_poll(presses_t *p, uint64_t nowUs);

#endif
