#include <cstring>

#include "../lib/cb_protocol.h"
#include "check.h"

using namespace cb;

namespace {
Event press(uint8_t seat) {
  Event e;
  memset(&e, 0, sizeof e);
  e.kind = Kind::BTN;
  e.seat = seat;
  return e;
}
}  // namespace

TEST(queue_numbers_events_from_1) {
  EventQueue q;
  CHECK_EQ(q.lastSeq(), 0);
  CHECK_EQ(q.push(press(1)).seq, 1);
  CHECK_EQ(q.push(press(2)).seq, 2);
  CHECK_EQ(q.lastSeq(), 2);
  CHECK_EQ(static_cast<int>(q.size()), 2);
}

TEST(queue_ack_drops_up_to_and_including_the_seq) {
  EventQueue q;
  for (uint8_t s = 1; s <= 5; ++s) q.push(press(s));
  CHECK(q.ack(3));
  CHECK_EQ(static_cast<int>(q.size()), 2);
  CHECK_EQ(q.at(0).seq, 4);
  CHECK_EQ(q.at(1).seq, 5);
}

TEST(queue_ack_of_an_unknown_seq_changes_nothing) {
  EventQueue q;
  for (uint8_t s = 1; s <= 3; ++s) q.push(press(s));
  q.ack(2);
  CHECK(!q.ack(2));
  CHECK(!q.ack(9));
  CHECK_EQ(static_cast<int>(q.size()), 1);
  CHECK_EQ(q.at(0).seq, 3);
}

TEST(seq_wraps_from_65535_to_1_never_0) {
  CHECK_EQ(nextSeq(65534), 65535);
  CHECK_EQ(nextSeq(65535), 1);
  EventQueue q;
  for (int i = 0; i < 65535; ++i) {
    q.push(press(1));
    q.ack(q.lastSeq());
  }
  CHECK_EQ(q.lastSeq(), 65535);
  CHECK_EQ(q.push(press(2)).seq, 1);
  q.push(press(3));
  CHECK(q.ack(1));
  CHECK_EQ(q.at(0).seq, 2);
}

TEST(ack_across_the_wrap_drops_in_queue_order) {
  EventQueue q;
  for (int i = 0; i < 65534; ++i) {
    q.push(press(1));
    q.ack(q.lastSeq());
  }
  q.push(press(1));  // 65535
  q.push(press(2));  // 1
  q.push(press(3));  // 2
  CHECK(q.ack(1));
  CHECK_EQ(static_cast<int>(q.size()), 1);
  CHECK_EQ(q.at(0).seq, 2);
}

TEST(full_queue_drops_the_oldest_and_counts_it) {
  EventQueue q;
  for (int i = 0; i < EventQueue::kCapacity + 3; ++i) q.push(press(1));
  CHECK_EQ(static_cast<int>(q.size()), static_cast<int>(EventQueue::kCapacity));
  CHECK_EQ(q.at(0).seq, 4);
  CHECK_EQ(q.dropped(), 3);
}
