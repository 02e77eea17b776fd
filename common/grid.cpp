// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#include "grid.hpp"

#include <algorithm>
#include <stdexcept>

namespace sudoku {

Grid::Grid(int box_side) : units_(internal::kUnitTables), box_side_(box_side), side_(box_side * box_side) {
  if (!is_supported_box_side(box_side)) {
    throw std::invalid_argument("Grid: box side must be 2, 3 or 4, got " + std::to_string(box_side));
  }
  units_ = &internal::kUnitTables[box_side - 2];
}

int Grid::filled_count() const {
  const auto end = cells_.begin() + cell_count();
  return static_cast<int>(
      std::count_if(cells_.begin(), end, [](internal::CellValue v) { return v != internal::CellValue{}; }));
}

bool operator==(const Grid& a, const Grid& b) {
  return a.side_ == b.side_ && std::equal(a.cells_.begin(), a.cells_.begin() + a.cell_count(), b.cells_.begin());
}

char digit_symbol(int digit) {
  if (digit == 0) return '.';
  if (digit <= 9) return static_cast<char>('0' + digit);
  return static_cast<char>('A' + digit - 10);
}

std::string cell_name(const Grid& grid, int cell) {
  return "r" + std::to_string(grid.row_of(cell) + 1) + "c" + std::to_string(grid.column_of(cell) + 1);
}

}  // namespace sudoku
