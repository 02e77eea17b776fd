// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Fuzz target: the BOJ parser (sudoku::read_boj). Any input either parses or
// throws ParseError with a position inside the input; a parsed grid has a
// supported size and digits in range, and survives format_boj -> read_boj.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "io.hpp"

namespace {

void require(bool condition) {
  if (!condition) std::abort();
}

int count_lines(const std::string& text) {
  int lines = 1;
  for (char c : text) lines += c == '\n';
  return lines;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::istringstream in(text);
  sudoku::Grid grid;
  try {
    grid = sudoku::read_boj(in);
  } catch (const sudoku::ParseError& error) {
    require(error.line() >= 1 && error.line() <= count_lines(text) + 1);
    require(error.column() >= 0 && error.column() <= static_cast<int>(sudoku::kMaxLineLength) + 1);
    require(!error.message().empty() && std::string(error.what()).find('\n') == std::string::npos);
    return 0;
  }
  require(sudoku::Grid::is_supported_box_side(grid.box_side()));
  for (int cell = 0; cell < grid.cell_count(); ++cell) require(grid[cell] >= 0 && grid[cell] <= grid.side());
  std::istringstream again(sudoku::format_boj(grid));
  require(sudoku::read_boj(again) == grid);
  return 0;
}
