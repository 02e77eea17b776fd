// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Fuzz target: the line-format parsers (sudoku::parse_line_puzzle on the whole
// input as one line, and sudoku::PuzzleStream over it as a file of puzzles).
// Either a puzzle or a ParseError, never anything else; parsed puzzles survive
// format_line -> parse_line_puzzle.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include "io.hpp"

namespace {

void require(bool condition) {
  if (!condition) std::abort();
}

void check_round_trip(const sudoku::Grid& grid) {
  require(sudoku::Grid::is_supported_box_side(grid.box_side()));
  for (int cell = 0; cell < grid.cell_count(); ++cell) require(grid[cell] >= 0 && grid[cell] <= grid.side());
  require(sudoku::parse_line_puzzle(sudoku::format_line(grid)) == grid);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    check_round_trip(sudoku::parse_line_puzzle(std::string_view(text), 7));
  } catch (const sudoku::ParseError& error) {
    require(error.line() == 7 && error.column() >= 1 && error.column() <= static_cast<int>(size) + 1);
  }
  std::istringstream in(text);
  sudoku::PuzzleStream puzzles(in);
  try {
    int read = 0;
    while (auto puzzle = puzzles.next()) {
      check_round_trip(*puzzle);
      require(++read <= static_cast<int>(size));
    }
  } catch (const sudoku::ParseError& error) {
    require(error.line() == puzzles.line_number() && error.column() >= 1);
  }
  return 0;
}
