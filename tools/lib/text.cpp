// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Reading files and escaping text (see text.hpp).
#include "text.hpp"

#include <fstream>
#include <sstream>

namespace kit::shared {

std::string read_all(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

std::string markdown_escape(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c == '|' || c == '<' || c == '`' || c == '*') out += '\\';
    out += c;
  }
  return out;
}

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (const char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

std::string shell_quoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::size_t display_width(const std::string& text) {
  std::size_t width = 0;
  for (const char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++width;  // not a continuation byte
  }
  return width;
}

std::string first_error(const std::string& log) {
  const std::vector<std::string> lines = lines_of(log);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    if (line.find("error:") == std::string::npos && line.find("Error:") == std::string::npos &&
        line.find("CMake Error") == std::string::npos) {
      continue;
    }
    std::string shown;
    for (std::size_t j = i; j < lines.size() && j < i + 6; ++j) {
      if (j > i && (lines[j].rfind("[", 0) == 0 || lines[j].rfind("ninja:", 0) == 0)) break;
      shown += "  " + lines[j] + "\n";
    }
    return shown;
  }
  std::string tail;  // no recognisable error line: the end of the log
  for (std::size_t i = lines.size() > 10 ? lines.size() - 10 : 0; i < lines.size(); ++i) tail += "  " + lines[i] + "\n";
  return tail;
}

}  // namespace kit::shared
