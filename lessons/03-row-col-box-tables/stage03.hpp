// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file stage03.hpp
/// \brief Stage 3: backtracking with used-digit tables per row, column and box.
///
/// The student's `lessons/03-row-col-box-tables/stage03.cpp` and the reference
/// `solutions/03-row-col-box-tables/stage03.cpp` both implement this header, so
/// the compiler holds them to one interface.
#pragma once

#include <array>

#include "grid.hpp"
#include "search.hpp"

/// Stage 3 of the kit.
namespace sudoku::stage03 {

//! [board]
/// The grid plus three tables that say which digits each unit already holds.
/// It lives in the header, not inside stage03.cpp, so that the lesson's step
/// tests can build a board, set a table entry, and ask digit_fits() about it.
struct Board {
  /// table[unit][digit]: true when that row, column or box holds the digit.
  using Table = std::array<std::array<bool, Grid::kMaxSide + 1>, Grid::kMaxSide>;

  Grid grid;               ///< The digits placed so far.
  Table used_in_row{};     ///< used_in_row[r][d]: row r holds d.
  Table used_in_column{};  ///< used_in_column[c][d]: column c holds d.
  Table used_in_box{};     ///< used_in_box[b][d]: box b holds d.

  /// The board of `puzzle`: its givens entered into the three tables.
  explicit Board(const Grid& puzzle) : grid(puzzle) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid[cell] != 0) mark(cell, grid[cell], true);
    }
  }

  /// Writes `digit` into `cell` and records it in the three tables.
  void place(int cell, int digit) {
    grid.set(cell, digit);
    mark(cell, digit, true);
  }

  /// Blanks `cell` again and forgets its digit in the three tables.
  void remove(int cell, int digit) {
    grid.set(cell, 0);
    mark(cell, digit, false);
  }

  /// Sets the entries of `digit` for the row, column and box of `cell` to `used`
  /// (in stage03.cpp).
  void mark(int cell, int digit, bool used);
};
//! [board]

/// True when `digit` is not used in the row, column or box of `cell`, by the
/// tables alone (the grid is not read): at most three lookups, each counted as
/// one check (in stage03.cpp).
bool digit_fits(const Board& board, int cell, int digit, Search& search);

/// Fills the blanks of `puzzle` in row-major order, trying digits in ascending
/// order; three tables (`used_in_row[r][d]`, `used_in_column[c][d]`,
/// `used_in_box[b][d]`) answer "may d go here?" in three lookups. The tables
/// are set when a digit is placed and cleared when it is undone. Same tree as
/// stages 1 and 2, and the cheapest node of the three.
///
/// Counts (see search.hpp): `nodes` = digits kept; `checks` = table lookups.
/// The givens must not conflict (use solve_checked()).
SearchResult solve(const Grid& puzzle, const SearchOptions& options);

}  // namespace sudoku::stage03
