// The Uno's surroundings in the simulator: the buttons the harness presses, and the seat lights, the beeper
// and the two 74HC595 dice digits it watches, on the pins of caissier_box.ino (README.md, "Wiring").
#ifndef CB_AVR_BOARD_H
#define CB_AVR_BOARD_H

#include <stdint.h>

#include <sim_avr.h>

#define BOARD_BUTTONS 7  // 0 the roll button, 1..6 the seats

typedef struct board_t board_t;

// Receives what the board shows: "led 3 on", "beep 15" (milliseconds), "display 4,2" (0 = blank digit).
typedef void (*board_report_t)(const char *what);

board_t *board_attach(avr_t *avr, board_report_t report);
// Holds a button down (down = 1) or lets it go; buttons connect their pin to GND.
void board_button(board_t *b, int button, int down);
// After avr_reset: the pins' input levels are wiped with the registers; put the buttons back.
void board_after_reset(board_t *b);
// Called every slice: ends a beep once the beeper pin has been quiet for a while.
void board_poll(board_t *b);

#endif
