// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file grid.hpp
/// \brief The Sudoku board every stage works on: cells, rows, columns and boxes.
///
/// Vocabulary (Norvig's): a *unit* is a row, a column or a box; the *peers* of a
/// cell are the other cells of its three units. A puzzle is solved when every
/// unit holds each digit exactly once.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "internal/grid_tables.hpp"  // the tables and the cell type behind Grid

namespace sudoku {

/// A square Sudoku grid with box side 2, 3 or 4 (4x4, 9x9 or 16x16 cells).
///
/// Cells are numbered 0 .. cell_count()-1 in row-major order (cell 0 is the top
/// left corner, cell 1 its right neighbour). A cell holds 0 when it is blank and
/// a digit 1 .. side() otherwise. The storage is a fixed array, so a Grid never
/// allocates and copying one is a cheap `memcpy`.
class Grid {
 public:
  /// The largest side supported (box side 4).
  static constexpr int kMaxSide = 16;
  /// The largest number of cells supported.
  static constexpr int kMaxCells = kMaxSide * kMaxSide;

  /// An empty grid; `box_side` must be 2, 3 or 4 (9x9 by default).
  explicit Grid(int box_side = 3);

  /// Whether `box_side` is one of the supported sizes (2, 3, 4).
  static bool is_supported_box_side(int box_side) { return box_side >= 2 && box_side <= 4; }

  /// Side of a box: 3 for the classic 9x9 Sudoku.
  int box_side() const { return box_side_; }
  /// Number of rows (= columns = digits): 9 for the classic Sudoku.
  int side() const { return side_; }
  /// Number of cells: 81 for the classic Sudoku.
  int cell_count() const { return side_ * side_; }

  /// The value of cell `cell` (0 = blank).
  int operator[](int cell) const { return static_cast<int>(cells_[static_cast<std::size_t>(cell)]); }
  /// The value at (`row`, `column`), both counted from 0.
  int at(int row, int column) const { return (*this)[cell_at(row, column)]; }
  /// Writes `digit` (0 to blank the cell) into cell `cell`.
  void set(int cell, int digit) { cells_[static_cast<std::size_t>(cell)] = static_cast<internal::CellValue>(digit); }
  /// Writes `digit` (0 to blank the cell) at (`row`, `column`).
  void set(int row, int column, int digit) { set(cell_at(row, column), digit); }

  /// The cell number of (`row`, `column`).
  int cell_at(int row, int column) const { return row * side_ + column; }
  // The unit of a cell and the cells of a box are read from tables made at
  // compile time (see internal::UnitTables): the same answers as the
  // arithmetic in the comments, without a division per call.

  /// The row of `cell`: cell / side().
  int row_of(int cell) const { return static_cast<int>(units().row[cell]); }
  /// The column of `cell`: cell % side().
  int column_of(int cell) const { return static_cast<int>(units().column[cell]); }
  /// The box of (`row`, `column`): boxes are numbered row-major too (box 0 top left).
  int box_of(int row, int column) const { return static_cast<int>(units().box[cell_at(row, column)]); }
  /// The box of `cell`: (row / box_side()) * box_side() + column / box_side().
  int box_of(int cell) const { return static_cast<int>(units().box[cell]); }
  /// The top-left cell of box `box`.
  int box_origin(int box) const { return static_cast<int>(units().box_cell[box][0]); }
  /// The `index`-th cell (0 .. side()-1, row-major inside the box) of box `box`:
  /// box_origin(box) + (index / box_side()) * side() + index % box_side().
  int box_cell(int box, int index) const { return static_cast<int>(units().box_cell[box][index]); }

  /// The cells as bytes, row-major: cell_count() of them, each the cell's value. For
  /// passes over a whole grid with vector instructions (the driver's answer check);
  /// stage code reads cells with operator[]. The storage always holds kMaxCells bytes,
  /// so a 16-byte load that starts at a cell of the last row stays inside it (the bytes
  /// past cell_count() mean nothing).
  const std::uint8_t* cell_bytes() const { return reinterpret_cast<const std::uint8_t*>(cells_.data()); }

  /// Number of non-blank cells.
  int filled_count() const;
  /// True when no cell is blank (says nothing about conflicts: see rules.hpp).
  bool is_complete() const { return filled_count() == cell_count(); }

  /// Two grids are equal when they have the same size and the same cells.
  friend bool operator==(const Grid& a, const Grid& b);

 private:
  friend class Grid9x9;  // copies the cells in one go (grid9x9.hpp)

  const internal::UnitTables& units() const { return *units_; }

  /// The tables of this size: one load, where indexing kUnitTables by box_side_
  /// would cost a subtraction, a multiplication and a reload of box_side_ after
  /// every write the compiler cannot see through.
  const internal::UnitTables* units_;
  int box_side_;
  int side_;
  std::array<internal::CellValue, kMaxCells> cells_{};
};

/// The one-character symbol of `digit` in the line format: '.' for 0, '1'-'9', then 'A' for 10 .. 'G' for 16.
char digit_symbol(int digit);

/// The usual name of a cell, counted from 1: `r3c5` is row 3, column 5.
std::string cell_name(const Grid& grid, int cell);

/// Bit mask with the bits 1 .. side set: the digits of a unit (bit d stands for digit d).
inline std::uint32_t all_digits_mask(int side) { return ((std::uint32_t{1} << side) - 1) << 1; }

}  // namespace sudoku
