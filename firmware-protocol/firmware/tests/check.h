// A very small test harness: the host build needs nothing beyond g++.
#ifndef CB_CHECK_H
#define CB_CHECK_H

#include <functional>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace check {

struct Test {
  std::string name;
  std::function<void()> body;
};

std::vector<Test>& registry();
void fail(const char* file, int line, const std::string& what);
int failures();

struct Registrar {
  Registrar(const char* name, std::function<void()> body) { registry().push_back({name, std::move(body)}); }
};

template <typename A, typename B>
void equal(const A& actual, const B& expected, const char* expr, const char* file, int line) {
  if (!(actual == expected)) {
    std::ostringstream out;
    out << expr << "\n      actual:   " << actual << "\n      expected: " << expected;
    fail(file, line, out.str());
  }
}

}  // namespace check

#define CB_CONCAT2(a, b) a##b
#define CB_CONCAT(a, b) CB_CONCAT2(a, b)
#define TEST(name)                                                         \
  static void name();                                                      \
  static check::Registrar CB_CONCAT(registrar_, name)(#name, name);        \
  static void name()
#define CHECK(cond) \
  ((cond) ? (void)0 : check::fail(__FILE__, __LINE__, "CHECK(" #cond ")"))
#define CHECK_EQ(actual, expected) \
  check::equal((actual), (expected), #actual " == " #expected, __FILE__, __LINE__)

#endif
