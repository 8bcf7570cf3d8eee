// Reads the shared test vector files (../test-vectors/*.txt).
#ifndef CB_VECTORS_H
#define CB_VECTORS_H

#include <string>
#include <vector>

namespace vectors {

struct Vector {
  int lineNumber;
  std::string line;      // escapes resolved, no CR LF
  std::string expected;  // canonical form or error id
};

void setDirectory(const std::string& dir);
// Throws std::runtime_error when the file cannot be read or is malformed.
std::vector<Vector> read(const std::string& fileName);

}  // namespace vectors

#endif
