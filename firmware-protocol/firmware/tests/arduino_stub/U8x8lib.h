// Stub of the U8g2 package's U8x8 interface used by the OLED variant of the sketch.
#ifndef U8X8LIB_STUB_H
#define U8X8LIB_STUB_H

#include <stdint.h>

#define U8X8_PIN_NONE 255
extern const uint8_t u8x8_font_px437wyse700b_2x2_r[];
extern const uint8_t u8x8_font_chroma48medium8_r[];

class U8X8_SSD1306_128X64_NONAME_HW_I2C {
 public:
  explicit U8X8_SSD1306_128X64_NONAME_HW_I2C(uint8_t reset);
  bool begin();
  void setFont(const uint8_t* font);
  void drawString(uint8_t x, uint8_t y, const char* s);
  void draw2x2String(uint8_t x, uint8_t y, const char* s);
  void clearLine(uint8_t line);
  void clear();
};

#endif
