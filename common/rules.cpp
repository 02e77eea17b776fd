// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#include "rules.hpp"

#include <array>
#include <cstdint>

namespace sudoku {

namespace {

/// The cell holding the `index`-th member of unit (`kind`, `unit`).
int unit_cell(const Grid& grid, UnitKind kind, int unit, int index) {
  switch (kind) {
    case UnitKind::row:
      return grid.cell_at(unit, index);
    case UnitKind::column:
      return grid.cell_at(index, unit);
    case UnitKind::box:
      return grid.box_cell(unit, index);
  }
  return 0;
}

std::optional<Conflict> conflict_in_unit(const Grid& grid, UnitKind kind, int unit) {
  std::array<int, Grid::kMaxSide + 1> seen_at;
  seen_at.fill(-1);
  for (int i = 0; i < grid.side(); ++i) {
    const int cell = unit_cell(grid, kind, unit, i);
    const int digit = grid[cell];
    if (digit == 0) continue;
    if (seen_at[static_cast<std::size_t>(digit)] >= 0) {
      return Conflict{digit, kind, unit, seen_at[static_cast<std::size_t>(digit)], cell};
    }
    seen_at[static_cast<std::size_t>(digit)] = cell;
  }
  return std::nullopt;
}

}  // namespace

const char* unit_name(UnitKind kind) {
  switch (kind) {
    case UnitKind::row:
      return "row";
    case UnitKind::column:
      return "column";
    case UnitKind::box:
      return "box";
  }
  return "unit";
}

std::string Conflict::describe(const Grid& grid) const {
  return "givens conflict: " + std::string(1, digit_symbol(digit)) + " appears twice in " + unit_name(unit) + " " +
         std::to_string(unit_index + 1) + " (" + cell_name(grid, first_cell) + ", " + cell_name(grid, second_cell) +
         ")";
}

namespace {

/// True when some digit appears twice in a row, column or box: one pass over the
/// cells with a digit mask per unit. Most puzzles have no conflict, and for them
/// this is the whole check; the unit-by-unit search below then only runs to
/// name the first conflict.
bool has_conflict(const Grid& grid) {
  std::array<std::uint32_t, Grid::kMaxSide> in_row{}, in_column{}, in_box{};
  std::uint32_t clash = 0;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    const int digit = grid[cell];
    if (digit == 0) continue;
    const std::uint32_t bit = std::uint32_t{1} << digit;
    std::uint32_t& row = in_row[static_cast<std::size_t>(grid.row_of(cell))];
    std::uint32_t& column = in_column[static_cast<std::size_t>(grid.column_of(cell))];
    std::uint32_t& box = in_box[static_cast<std::size_t>(grid.box_of(cell))];
    clash |= (row | column | box) & bit;
    row |= bit;
    column |= bit;
    box |= bit;
  }
  return clash != 0;
}

}  // namespace

std::optional<Conflict> find_conflict(const Grid& grid) {
  if (!has_conflict(grid)) return std::nullopt;
  for (UnitKind kind : {UnitKind::row, UnitKind::column, UnitKind::box}) {
    for (int unit = 0; unit < grid.side(); ++unit) {
      if (auto conflict = conflict_in_unit(grid, kind, unit)) return conflict;
    }
  }
  return std::nullopt;
}

std::optional<std::string> solution_problem(const Grid& puzzle, const Grid& answer) {
  if (puzzle.side() != answer.side()) return "the answer has a different size from the puzzle";
  for (int cell = 0; cell < answer.cell_count(); ++cell) {
    if (answer[cell] == 0) return "cell " + cell_name(answer, cell) + " is blank";
    if (answer[cell] < 0 || answer[cell] > answer.side()) return "cell " + cell_name(answer, cell) + " is out of range";
    if (puzzle[cell] != 0 && puzzle[cell] != answer[cell]) {
      return "the given " + std::string(1, digit_symbol(puzzle[cell])) + " at " + cell_name(answer, cell) +
             " was changed to " + std::string(1, digit_symbol(answer[cell]));
    }
  }
  if (auto conflict = find_conflict(answer)) {
    return std::string(1, digit_symbol(conflict->digit)) + " appears twice in " + unit_name(conflict->unit) + " " +
           std::to_string(conflict->unit_index + 1);
  }
  return std::nullopt;
}

}  // namespace sudoku
