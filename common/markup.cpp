// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The XML and HTML escaper (see markup.hpp).
#include "markup.hpp"

namespace sudoku {

std::string xml_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace sudoku
