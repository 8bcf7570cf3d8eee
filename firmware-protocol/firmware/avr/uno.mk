# The real firmware image for an Arduino Uno (ATmega328P, 16 MHz), built with the Debian toolchain
# (gcc-avr, avr-libc) and the Debian Arduino AVR core (arduino-core-avr), with the flags of the core's
# own platform.txt. Included by ../Makefile.
#   make uno        build/uno/caissier_box.elf and .hex; prints flash and RAM use, fails above 75 % RAM

ARDUINO_AVR ?= /usr/share/arduino/hardware/arduino/avr
AVR_CORE     = $(ARDUINO_AVR)/cores/arduino
AVR_VARIANT  = $(ARDUINO_AVR)/variants/standard
AVR_CC       = avr-gcc
AVR_CXX      = avr-g++
AVR_OBJCOPY  = avr-objcopy
AVR_SIZE     = avr-size
UNO          = $(BUILD)/uno
UNO_FLASH    = 32768
UNO_FLASH_USABLE = 32256
UNO_RAM      = 2048
UNO_RAM_MAX_PERCENT = 75

AVR_TARGET   = -mmcu=atmega328p -DF_CPU=16000000L -DARDUINO=10807 -DARDUINO_AVR_UNO -DARDUINO_ARCH_AVR \
               -I $(AVR_CORE) -I $(AVR_VARIANT)
AVR_CFLAGS   = -g -Os -w -std=gnu11 -ffunction-sections -fdata-sections -flto -fno-fat-lto-objects
AVR_CXXFLAGS = -g -Os -std=gnu++11 -fpermissive -fno-exceptions -ffunction-sections -fdata-sections \
               -fno-threadsafe-statics -Wno-error=narrowing -flto
AVR_SFLAGS   = -g -x assembler-with-cpp -flto
AVR_LDFLAGS  = -w -Os -g -flto -fuse-linker-plugin -Wl,--gc-sections

# The core is compiled as the Arduino IDE does (warnings off); our own code with every warning an error.
CORE_C   = $(wildcard $(AVR_CORE)/*.c)
CORE_CPP = $(wildcard $(AVR_CORE)/*.cpp)
CORE_S   = $(wildcard $(AVR_CORE)/*.S)
CORE_OBJ = $(patsubst $(AVR_CORE)/%,$(UNO)/core/%.o,$(CORE_C) $(CORE_CPP) $(CORE_S))
BOX_OBJ  = $(UNO)/caissier_box.ino.o $(UNO)/cb_protocol.cpp.o $(UNO)/cb_box.cpp.o
OUR_WARN = -Wall -Wextra -Werror

.PHONY: uno

uno: $(UNO)/caissier_box.hex
	@sh avr/report-size.sh $(AVR_SIZE) $(UNO)/caissier_box.elf $(UNO_FLASH) $(UNO_FLASH_USABLE) $(UNO_RAM) $(UNO_RAM_MAX_PERCENT)

$(UNO)/core/%.c.o: $(AVR_CORE)/%.c | $(UNO)/core
	$(AVR_CC) -c $(AVR_CFLAGS) $(AVR_TARGET) -o $@ $<

# gcc-avr 5's <float.h> defines DECIMAL_DIG for C99 only, and the core's WString.cpp needs it in C++.
$(UNO)/core/%.cpp.o: $(AVR_CORE)/%.cpp | $(UNO)/core
	$(AVR_CXX) -c $(AVR_CXXFLAGS) -w -DDECIMAL_DIG=__DECIMAL_DIG__ $(AVR_TARGET) -o $@ $<

$(UNO)/core/%.S.o: $(AVR_CORE)/%.S | $(UNO)/core
	$(AVR_CC) -c $(AVR_SFLAGS) $(AVR_TARGET) -o $@ $<

$(UNO)/core.a: $(CORE_OBJ)
	rm -f $@
	avr-gcc-ar rcs $@ $(CORE_OBJ)

# The sketch as the IDE sees it: Arduino.h first, then the .ino as C++.
$(UNO)/caissier_box.ino.o: caissier_box/caissier_box.ino $(LIB_HDR) | $(UNO)/core
	$(AVR_CXX) -c $(AVR_CXXFLAGS) $(OUR_WARN) $(AVR_TARGET) -I lib -include Arduino.h -x c++ -o $@ $<

$(UNO)/%.cpp.o: lib/%.cpp $(LIB_HDR) | $(UNO)/core
	$(AVR_CXX) -c $(AVR_CXXFLAGS) $(OUR_WARN) $(AVR_TARGET) -I lib -o $@ $<

$(UNO)/caissier_box.elf: $(BOX_OBJ) $(UNO)/core.a
	$(AVR_CC) $(AVR_LDFLAGS) -mmcu=atmega328p -o $@ $(BOX_OBJ) $(UNO)/core.a -L$(UNO) -lm

$(UNO)/caissier_box.hex: $(UNO)/caissier_box.elf
	$(AVR_OBJCOPY) -O ihex -R .eeprom $< $@

$(UNO)/core:
	mkdir -p $@
