# The Uno image in the simulator (simavr; Debian: simavr libsimavr-dev libsimavrparts1 libelf-dev pkg-config).
# Included by ../Makefile.
#   make harness    build/caissier-box-avr: the ELF in simavr, its UART on a pty, buttons from stdin
#   make sim-test   builds both, then runs the program's end-to-end tests against the simulated board
#                   (FirmwareOnSimavr*Test, through Maven from the project root, offline; on a machine whose
#                   Maven repository is still empty: make sim-test MVN="mvn -B -q")

SIMAVR_CFLAGS := $(shell pkg-config --cflags simavr 2>/dev/null || echo -I/usr/include/simavr)
SIMAVR_LIBS   := $(shell pkg-config --libs simavr 2>/dev/null || echo -lsimavr)
HARNESS_SRC    = avr/harness.c avr/board.c avr/presses.c
HARNESS_HDR    = avr/board.h avr/presses.h
CC            ?= cc
MVN           ?= mvn -B -q -o
SIM_TEST       = 'FirmwareOnSimavr*Test'

.PHONY: harness sim-test

harness: $(BUILD)/caissier-box-avr

$(BUILD)/caissier-box-avr: $(HARNESS_SRC) $(HARNESS_HDR) | $(BUILD)
	$(CC) -std=c11 -O2 -g -Wall -Wextra -Werror $(SIMAVR_CFLAGS) -o $@ $(HARNESS_SRC) $(SIMAVR_LIBS)

sim-test: uno harness
	cd ../.. && $(MVN) test -Dtest=$(SIM_TEST) -Dsurefire.failIfNoSpecifiedTests=false
	@echo "sim-test: the Uno image passed the program's end-to-end tests in simavr ($(SIM_TEST))"
