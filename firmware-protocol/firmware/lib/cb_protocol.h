// Caissier box protocol 1 (see ../../PROTOCOL.md): encoder, line decoder,
// byte-by-byte stream decoder and the device's queue of unacknowledged events.
//
// Written for both an 8-bit Arduino (2 KB of RAM, no C++ standard library)
// and the host: only C headers, no heap, no exceptions, fixed-size buffers.
#ifndef CB_PROTOCOL_H
#define CB_PROTOCOL_H

#include <stddef.h>
#include <stdint.h>

namespace cb {

const uint8_t kProtocolVersion = 1;
// Longest line on the wire, '$' and CR LF included.
const size_t kMaxLine = 82;
// Longest line without its CR LF.
const size_t kMaxContent = kMaxLine - 2;
const uint8_t kMaxDice = 6;
const uint8_t kMaxSeats = 8;
const uint16_t kMaxSeq = 65535;
const size_t kMaxText = 16;    // firmware version and box id
const size_t kMaxToken = 8;    // ping token
const size_t kMaxDetail = 66;  // ERR detail: what fits in 82 characters

enum class Error : uint8_t {
  None = 0,
  NoStart,
  NoChecksum,
  BadChecksum,
  TooLong,
  UnknownSentence,
  BadField,
  BadCharacter,
};

// The error id used in test vectors and logs ("bad-checksum", ...).
const char* errorId(Error error);
// The code a device puts in $CBERR for this error ("CHK", "UNK", "LEN", "FLD").
const char* errorCode(Error error);

enum class Kind : uint8_t {
  // device -> host
  HEL, DIC, BTN, HBT, ERR, PON,
  // host -> device
  QRY, ACK, ROL, LIT, BEP, PNG,
};

// True for sentences the device sends (HEL DIC BTN HBT ERR PON).
bool fromDevice(Kind kind);

// One decoded sentence. Only the fields of its kind are meaningful.
struct Message {
  Kind kind;
  uint8_t proto;                   // HEL
  char firmware[kMaxText + 1];     // HEL
  uint8_t dice;                    // HEL: dice on the box
  uint8_t buttons;                 // HEL: seat buttons on the box
  char box[kMaxText + 1];          // HEL
  uint16_t seq;                    // DIC BTN ACK; HBT: seq of the last event (0 = none yet)
  uint16_t roll;                   // DIC (0 = roll button) ROL
  uint8_t n;                       // DIC ROL: number of dice
  uint8_t faces[kMaxDice];         // DIC
  uint8_t seat;                    // BTN (0 = roll button) LIT (0 = all off)
  bool longPress;                  // BTN
  uint32_t uptime;                 // HBT, seconds
  char code[4];                    // ERR: CHK UNK LEN FLD BSY
  char detail[kMaxDetail + 1];     // ERR: free text, may be empty
  char token[kMaxToken + 1];       // PNG PON
  uint16_t ms;                     // BEP
};

// Zeroed message of the given kind.
Message message(Kind kind);

// XOR of the bytes, as used between '$' and '*'.
uint8_t checksum(const char* data, size_t len);

// Writes the sentence with '$', checksum, CR LF and a terminating NUL.
// Returns the length without the NUL, or 0 when the message is out of range
// or does not fit (cap must be at least kMaxLine + 1 to always fit).
size_t encode(const Message& message, char* out, size_t cap);

// Decodes one whole line given without its CR LF.
Error decodeLine(const char* line, size_t len, Message& out);

// The canonical one-line text of a message, as in the test vectors
// ("BTN seq=8 seat=3 press=short"). Returns the length, 0 if it does not fit.
size_t canonical(const Message& message, char* out, size_t cap);

// Byte-by-byte decoder with a bounded buffer: bytes before '$' are ignored,
// a '$' restarts the line, an over-long line is dropped up to the next LF.
class StreamDecoder {
 public:
  enum class Result : uint8_t { Pending, Message, Error };

  // Feeds one byte. On Result::Message `out` holds the sentence; on
  // Result::Error error() says why the line was dropped and address() gives
  // what looked like its sentence address (for the ERR detail).
  Result feed(uint8_t byte, Message& out);
  Error error() const { return error_; }
  const char* address() const { return address_; }
  void reset();

 private:
  enum class State : uint8_t { Idle, InLine, Overflow };
  State state_ = State::Idle;
  size_t len_ = 0;
  Error error_ = Error::None;
  char buf_[kMaxLine];
  char address_[6] = {0};
  void rememberAddress();
};

// An event the device keeps until the host acknowledges it.
struct Event {
  uint16_t seq;
  Kind kind;  // DIC or BTN
  uint16_t roll;
  uint8_t n;
  uint8_t faces[kMaxDice];
  uint8_t seat;
  bool longPress;
  Message toMessage() const;
};

// Next sequence number: 1..65535, then 1 again (0 is never used).
uint16_t nextSeq(uint16_t seq);

// Unacknowledged events in the order they were made. When full, the oldest
// is dropped so that the newest presses survive; the host sees the gap.
class EventQueue {
 public:
  enum : uint8_t { kCapacity = 16 };

  // Gives the event the next seq, queues it and returns the stored copy.
  const Event& push(Event event);
  // Drops every queued event up to and including the one with this seq.
  // An ack for a seq that is not queued changes nothing (returns false).
  bool ack(uint16_t seq);
  uint8_t size() const { return size_; }
  // i = 0 is the oldest.
  const Event& at(uint8_t i) const;
  // Seq of the last event made (0 before the first); HBT carries it.
  uint16_t lastSeq() const { return lastSeq_; }
  // Events dropped because the queue was full.
  uint16_t dropped() const { return dropped_; }

 private:
  Event events_[kCapacity];
  uint8_t head_ = 0;
  uint8_t size_ = 0;
  uint16_t lastSeq_ = 0;
  uint16_t dropped_ = 0;
};

}  // namespace cb

#endif
