// See presses.h.
#include "presses.h"

#include <stdio.h>

void presses_init(presses_t *p, board_t *board, board_report_t report) {
  p->board = board;
  p->report = report;
  p->head = 0;
  p->count = 0;
  p->holding = -1;
  p->nextAtUs = 0;
}

void presses_add(presses_t *p, int button, uint32_t holdMs) {
  if (p->count == PRESSES_MAX) {
    fprintf(stderr, "too many presses waiting; press %d dropped\n", button);
    return;
  }
  int at = (p->head + p->count) % PRESSES_MAX;
  p->queue[at].button = button;
  p->queue[at].holdMs = holdMs;
  p->count++;
}

void presses_poll(presses_t *p, uint64_t nowUs) {
  char text[16];
  if (nowUs < p->nextAtUs) return;
  if (p->holding >= 0) {
    board_button(p->board, p->holding, 0);
    snprintf(text, sizeof text, "up %d", p->holding);
    p->report(text);
    p->holding = -1;
    p->nextAtUs = nowUs + PRESSES_GAP_US;
    return;
  }
  if (p->count == 0) return;
  p->holding = p->queue[p->head].button;
  p->nextAtUs = nowUs + p->queue[p->head].holdMs * 1000ull;
  p->head = (p->head + 1) % PRESSES_MAX;
  p->count--;
  board_button(p->board, p->holding, 1);
  snprintf(text, sizeof text, "down %d", p->holding);
  p->report(text);
}
