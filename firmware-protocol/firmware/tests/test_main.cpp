#include <cstring>

#include "check.h"
#include "vectors.h"

namespace check {

namespace {
int failureCount = 0;
int failuresInTest = 0;
}  // namespace

std::vector<Test>& registry() {
  static std::vector<Test> tests;
  return tests;
}

void fail(const char* file, int line, const std::string& what) {
  ++failureCount;
  if (++failuresInTest <= 20) std::cerr << "    " << file << ":" << line << ": " << what << "\n";
}

int failures() { return failureCount; }

}  // namespace check

int main(int argc, char** argv) {
  if (argc > 1) vectors::setDirectory(argv[1]);
  int failedTests = 0;
  for (const check::Test& t : check::registry()) {
    int before = check::failures();
    check::failuresInTest = 0;
    t.body();
    bool ok = check::failures() == before;
    if (!ok) ++failedTests;
    std::cout << (ok ? "  ok    " : "  FAIL  ") << t.name << "\n";
  }
  std::cout << check::registry().size() - failedTests << " passed, " << failedTests << " failed\n";
  return failedTests == 0 ? 0 : 1;
}
