// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file grid9x9.hpp
/// \brief Grid9x9: Grid's interface for the classic 9x9 size only, its side known at compile time.
///
/// Stage code never names this type. The build compiles each reference stage once
/// more with `Grid` standing for Grid9x9 (common/stage_copy_9x9.cpp), and the stage
/// binary runs that copy on 9x9 puzzles when nothing traces the search.
///
/// Why: Grid holds any of three sizes, so its side is a run-time value. A scan
/// such as stage 2's `for (column = 0; column < board.side(); ++column)` then tests
/// the end of the loop after every read, and finds a cell by multiplying by the
/// side, and a loop over the digits cannot be unrolled. Here side() is the
/// constant 9: the compiler unrolls the scans and every cell address is a constant
/// offset, as in a program written for 9x9 only (the classic answers to Baekjoon
/// 2580). The algorithm, and every count, is the stage's: only the arithmetic of
/// the grid is folded.
#pragma once

#include <array>
#include <cstdint>

#include "grid.hpp"

namespace sudoku {

/// A 9x9 grid with Grid's interface (see grid.hpp for what each function means).
/// kMaxSide and kMaxCells are Grid's, so a stage's tables sized by them keep
/// their layout.
class Grid9x9 {
 public:
  static constexpr int kMaxSide = Grid::kMaxSide;    ///< As Grid::kMaxSide.
  static constexpr int kMaxCells = Grid::kMaxCells;  ///< As Grid::kMaxCells.

  /// An empty 9x9 grid.
  Grid9x9() = default;
  /// The cells of `grid`, which must be 9x9.
  explicit Grid9x9(const Grid& grid) {
    for (int cell = 0; cell < kCells; ++cell) cells_[static_cast<std::size_t>(cell)] = grid[cell];
  }
  /// The same grid as a Grid (for SearchResult and the functions of common/).
  operator Grid() const {  // NOLINT(google-explicit-constructor): stage code passes it where a Grid goes
    Grid grid(kBoxSide);
    for (int cell = 0; cell < kCells; ++cell) grid.set(cell, (*this)[cell]);
    return grid;
  }

  /// True for 3 only.
  static constexpr bool is_supported_box_side(int box_side) { return box_side == kBoxSide; }
  /// 3.
  static constexpr int box_side() { return kBoxSide; }
  /// 9.
  static constexpr int side() { return kSide; }
  /// 81.
  static constexpr int cell_count() { return kCells; }

  /// As Grid::operator[].
  int operator[](int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
  /// As Grid::at(). (The index is worked out in std::size_t, so that the reads of
  /// one row are constant offsets from one address.)
  int at(int row, int column) const {
    return cells_[static_cast<std::size_t>(row) * kSide + static_cast<std::size_t>(column)];
  }
  /// As Grid::set().
  void set(int cell, int digit) { cells_[static_cast<std::size_t>(cell)] = digit; }
  /// As Grid::set(row, column, digit).
  void set(int row, int column, int digit) { set(cell_at(row, column), digit); }

  /// As Grid::cell_at().
  static constexpr int cell_at(int row, int column) { return row * kSide + column; }
  /// As Grid::row_of().
  static int row_of(int cell) { return static_cast<int>(units().row[cell]); }
  /// As Grid::column_of().
  static int column_of(int cell) { return static_cast<int>(units().column[cell]); }
  /// As Grid::box_of(row, column).
  static int box_of(int row, int column) { return static_cast<int>(units().box[cell_at(row, column)]); }
  /// As Grid::box_of(cell).
  static int box_of(int cell) { return static_cast<int>(units().box[cell]); }
  /// As Grid::box_origin().
  static int box_origin(int box) { return static_cast<int>(units().box_cell[box][0]); }
  /// As Grid::box_cell(): worked out from the box's origin, so that in a scan of
  /// the box (its index a constant once unrolled) each cell is a constant offset.
  static int box_cell(int box, int index) { return box_origin(box) + (index / kBoxSide) * kSide + index % kBoxSide; }

  /// As Grid::filled_count().
  int filled_count() const {
    int filled = 0;
    for (int cell = 0; cell < kCells; ++cell) filled += (*this)[cell] != 0 ? 1 : 0;
    return filled;
  }
  /// As Grid::is_complete().
  bool is_complete() const { return filled_count() == kCells; }

  /// Equal when every cell is.
  friend bool operator==(const Grid9x9& a, const Grid9x9& b) { return a.cells_ == b.cells_; }

 private:
  static constexpr int kBoxSide = 3;
  static constexpr int kSide = kBoxSide * kBoxSide;
  static constexpr int kCells = kSide * kSide;

  /// Grid's tables of the 9x9 size, at an address known when linking.
  static constexpr const internal::UnitTables& units() { return internal::kUnitTables[kBoxSide - 2]; }

  /// One int per cell, where Grid keeps a byte: a scan then compares each cell
  /// with the digit in one instruction that reads memory (`cmp` with a memory
  /// operand), where a byte needs a load that widens it first. Stage 2's 9x9 copy
  /// ran about 9% fewer instructions for it (and stage 1's 8%); an int written
  /// here cannot change the search's 64-bit counters either.
  std::array<int, kCells> cells_{};
};

}  // namespace sudoku
