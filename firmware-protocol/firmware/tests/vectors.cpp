#include "vectors.h"

#include <fstream>
#include <stdexcept>

namespace vectors {

namespace {

std::string directory = "../test-vectors";

int hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

std::string unescape(const std::string& text, const std::string& where) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\\') {
      out += text[i];
      continue;
    }
    if (i + 3 >= text.size() || text[i + 1] != 'x' || hexDigit(text[i + 2]) < 0 || hexDigit(text[i + 3]) < 0) {
      throw std::runtime_error(where + ": a backslash must start \\xHH");
    }
    out += static_cast<char>(hexDigit(text[i + 2]) * 16 + hexDigit(text[i + 3]));
    i += 3;
  }
  return out;
}

}  // namespace

void setDirectory(const std::string& dir) { directory = dir; }

std::vector<Vector> read(const std::string& fileName) {
  std::string path = directory + "/" + fileName;
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::vector<Vector> out;
  std::string text;
  int number = 0;
  while (std::getline(in, text)) {
    ++number;
    std::string where = path + ":" + std::to_string(number);
    if (!text.empty() && text.back() == '\r') throw std::runtime_error(where + ": CR in the vector file");
    if (text.empty() || text[0] == '#') continue;
    size_t tab = text.find('\t');
    if (tab == std::string::npos || text.find('\t', tab + 1) != std::string::npos) {
      throw std::runtime_error(where + ": expected exactly one TAB");
    }
    out.push_back({number, unescape(text.substr(0, tab), where), text.substr(tab + 1)});
  }
  return out;
}

}  // namespace vectors
