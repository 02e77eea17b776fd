// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file stage04.hpp
/// \brief Stage 4: bitmasks of used digits, and branching on the most-constrained cell.
///
/// The student's `lessons/04-bitmask-mrv/stage04.cpp` and the reference
/// `solutions/04-bitmask-mrv/stage04.cpp` both implement this header, so the
/// compiler holds them to one interface.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "grid.hpp"
#include "search.hpp"

/// Stage 4 of the kit.
namespace sudoku::stage04 {

/// A set of digits: bit d stands for digit d (bit 0 is never used).
using DigitSet = std::uint32_t;

//! [board]
/// The row, column and box of one cell.
struct CellUnits {
  int row;     ///< Grid::row_of(cell).
  int column;  ///< Grid::column_of(cell).
  int box;     ///< Grid::box_of(cell).
};

/// The grid plus one mask of used digits per row, column and box. It lives in
/// the header, not inside stage04.cpp, so that the lesson's step tests can
/// build a board, read its masks after place() and remove(), and set a mask by
/// hand to see whether candidates() follows it.
struct Board {
  /// One mask per unit, indexed by the unit's number.
  using Masks = std::array<DigitSet, Grid::kMaxSide>;

  Grid grid;               ///< The digits placed so far.
  Masks used_in_row{};     ///< Bit d of used_in_row[r]: row r holds d.
  Masks used_in_column{};  ///< Bit d of used_in_column[c]: column c holds d.
  Masks used_in_box{};     ///< Bit d of used_in_box[b]: box b holds d.
  /// units_of[cell]: where the cell sits, worked out once. Grid::row_of() and
  /// friends divide by the side of the grid, and the search asks for every
  /// blank cell at every node: divisions would be most of its time.
  std::array<CellUnits, Grid::kMaxCells> units_of{};
  /// The blank cells as a set of bits, 64 cells a word: bit c % 64 of word
  /// c / 64 is set when cell c is blank. The search visits them with the same
  /// lowest-set-bit loop as the candidates, in row-major order, never looking
  /// at a filled cell.
  std::array<std::uint64_t, Grid::kMaxCells / 64> blank_cells{};

  /// The board of `puzzle`: its givens placed, its blanks in blank_cells (in stage04.cpp).
  explicit Board(const Grid& puzzle);
  /// Writes `digit` into `cell` and sets its bit in the three masks (in stage04.cpp).
  void place(int cell, int digit);
  /// Blanks `cell` again and clears the bit of its digit in the three masks (in stage04.cpp).
  void remove(int cell, int digit);

  /// A cell, row, column or box number as an array index.
  static std::size_t index(int number) { return static_cast<std::size_t>(number); }
  /// The bit of `cell` in its word of blank_cells.
  static std::uint64_t cell_bit(int cell) { return std::uint64_t{1} << (cell % 64); }
};
//! [board]

/// The digits that may still go into the blank `cell`: every digit of the
/// puzzle minus those used in its row, column or box, by the masks alone (the
/// grid is not read). Three mask lookups, counted as three checks (in stage04.cpp).
DigitSet candidates(const Board& board, int cell, Search& search);

/// Keeps one bitmask of used digits per row, column and box (bit d set when
/// digit d is in the unit), so the candidates of a blank cell are the
/// complement of three ORed masks. At every node it branches on the blank cell
/// with the fewest candidates (ties: the first in row-major order), trying its
/// candidates in ascending order; a cell without candidates ends the branch at
/// once. A much smaller tree than stages 1–3.
///
/// Counts (see search.hpp): `nodes` = digits placed by a branch; `checks` =
/// mask lookups, three for every blank cell whose candidates are computed
/// (each node looks at every blank cell to find the most constrained one, and
/// stops early only at a cell without candidates); `guesses` = branch points
/// where a second digit was entered (search.hpp). Digits outside a cell's candidates are never
/// tried, so nothing is rejected. The givens must not conflict (use solve_checked()).
SearchResult solve(const Grid& puzzle, const SearchOptions& options);

}  // namespace sudoku::stage04
