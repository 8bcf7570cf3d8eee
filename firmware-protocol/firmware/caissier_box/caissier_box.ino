// Caissier box: two electronic dice and one big button per seat, talking
// protocol 1 (firmware-protocol/PROTOCOL.md) over the USB serial line.
//
// Board: Arduino Uno or Nano (ATmega328P). Wiring: firmware-protocol/README.md.
// Needs the CaissierBox library (the folder firmware/lib); the OLED variant
// also needs the U8g2 library.
//
// All behaviour lives in the library (cb::Box), which is tested on the host;
// this file only connects it to pins.

#include <cb_box.h>

// ---- Configuration: edit for your box -------------------------------------

#define CB_FIRMWARE "1.0.0"
#define CB_BOX_ID "CB-0001"  // 1..16 of A-Z a-z 0-9 -; give each box its own
#define CB_SEATS 6           // seat buttons wired, 0..6 on an Uno/Nano
#define CB_DICE 2            // dice shown: 0..2 with 7-segment digits, 0..6 with the OLED

#define CB_DISPLAY_7SEG 1  // two 7-segment digits through two 74HC595
#define CB_DISPLAY_OLED 2  // SSD1306 128x64 I2C OLED (U8g2 library)
#define CB_DISPLAY CB_DISPLAY_7SEG

const unsigned long kBaud = 115200;

// ---- Pins -------------------------------------------------------------------

const uint8_t kRollButtonPin = 2;
const uint8_t kSeatButtonPins[6] = {3, 4, 5, 6, 7, 8};     // to GND, internal pull-up
const uint8_t kSeatLedPins[6] = {9, 10, 11, 12, 13, A0};  // through 220 ohm to GND
const uint8_t kBuzzerPin = A1;                             // passive piezo
const unsigned int kBuzzerHz = 2200;

#if CB_DISPLAY == CB_DISPLAY_7SEG
const uint8_t kShiftDataPin = A2;   // 74HC595 DS (pin 14) of the first register
const uint8_t kShiftClockPin = A3;  // SHCP (pin 11) of both
const uint8_t kShiftLatchPin = A4;  // STCP (pin 12) of both
const uint8_t kSeedPin = A5;        // left unconnected: its noise seeds the dice
const uint8_t kDisplays = 2;
#elif CB_DISPLAY == CB_DISPLAY_OLED
#include <U8x8lib.h>
// The OLED uses A4 (SDA) and A5 (SCL).
const uint8_t kSeedPin = A2;  // left unconnected
const uint8_t kDisplays = 6;
U8X8_SSD1306_128X64_NONAME_HW_I2C oled(U8X8_PIN_NONE);
#else
#error "CB_DISPLAY must be CB_DISPLAY_7SEG or CB_DISPLAY_OLED"
#endif

#if CB_SEATS > 6
#error "an Uno/Nano has pins for 6 seat buttons with LEDs"
#endif
#if CB_DICE > 6
#error "at most 6 dice"
#endif

// ---- Hardware ---------------------------------------------------------------

// Segments a..g in bits 0..6 for a common-cathode digit; index = face, 0 = blank.
const uint8_t kSegments[7] = {0x00, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D};

uint32_t seedFromNoise() {
  // The lowest bit of a floating analog input is noise; micros() adds the
  // jitter of the start-up. Rolls later stir in the timing of the presses.
  uint32_t seed = 0;
  for (uint8_t i = 0; i < 32; ++i) {
    seed = (seed << 1) | (analogRead(kSeedPin) & 1u);
    seed ^= micros();
  }
  return seed;
}

class BoardHardware : public cb::Hardware {
 public:
  BoardHardware() : rng_(1) {}

  void begin() {
    pinMode(kRollButtonPin, INPUT_PULLUP);
    for (uint8_t i = 0; i < CB_SEATS; ++i) {
      pinMode(kSeatButtonPins[i], INPUT_PULLUP);
      pinMode(kSeatLedPins[i], OUTPUT);
      digitalWrite(kSeatLedPins[i], LOW);
    }
    pinMode(kBuzzerPin, OUTPUT);
#if CB_DISPLAY == CB_DISPLAY_7SEG
    pinMode(kShiftDataPin, OUTPUT);
    pinMode(kShiftClockPin, OUTPUT);
    pinMode(kShiftLatchPin, OUTPUT);
#else
    oled.begin();
    oled.setFont(u8x8_font_chroma48medium8_r);
    oled.drawString(0, 0, CB_BOX_ID);
    oled.setFont(u8x8_font_px437wyse700b_2x2_r);
#endif
    rng_ = cb::Rng(seedFromNoise());
  }

  uint32_t millis() override { return ::millis(); }

  bool buttonDown(uint8_t button) override {
    if (button == 0) return digitalRead(kRollButtonPin) == LOW;
    if (button > CB_SEATS) return false;
    return digitalRead(kSeatButtonPins[button - 1]) == LOW;
  }

  uint8_t randomFace() override {
    rng_.stir(micros());
    return rng_.face();
  }

  void showDice(const uint8_t* faces, uint8_t count) override {
#if CB_DISPLAY == CB_DISPLAY_7SEG
    // The second register is the far one: shift its digit out first.
    digitalWrite(kShiftLatchPin, LOW);
    for (int8_t i = kDisplays - 1; i >= 0; --i) {
      uint8_t face = i < count ? faces[i] : 0;
      shiftOut(kShiftDataPin, kShiftClockPin, MSBFIRST, kSegments[face <= 6 ? face : 0]);
    }
    digitalWrite(kShiftLatchPin, HIGH);
#else
    for (uint8_t i = 0; i < kDisplays && i < CB_DICE; ++i) {
      char text[2] = {i < count && faces[i] >= 1 && faces[i] <= 6 ? char('0' + faces[i]) : ' ', '\0'};
      oled.draw2x2String(static_cast<uint8_t>((i % 3) * 5 + 1), static_cast<uint8_t>(2 + (i / 3) * 3), text);
    }
#endif
  }

  void setSeatLed(uint8_t seat, bool on) override {
    if (seat >= 1 && seat <= CB_SEATS) digitalWrite(kSeatLedPins[seat - 1], on ? HIGH : LOW);
  }

  // tone() with a duration returns at once; the timer stops it.
  void beep(uint16_t ms) override { tone(kBuzzerPin, kBuzzerHz, ms); }

  void write(const char* data, size_t len) override {
    Serial.write(reinterpret_cast<const uint8_t*>(data), len);
  }

 private:
  cb::Rng rng_;
};

BoardHardware hardware;
const cb::BoxConfig config = {CB_DICE, CB_SEATS, CB_FIRMWARE, CB_BOX_ID};
cb::Box box(hardware, config);

void setup() {
  Serial.begin(kBaud);
  hardware.begin();
  box.begin();
}

void loop() {
  while (Serial.available() > 0) box.receive(static_cast<uint8_t>(Serial.read()));
  box.tick();
}
