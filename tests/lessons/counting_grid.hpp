// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file counting_grid.hpp
/// \brief CountingGrid: Grid's interface, counting every cell read (test builds only).
///
/// The lesson tests of stages 1 and 2 compile the stage's file once more with
/// `Grid` standing for CountingGrid (tests/lessons/counted_stage.cpp), so that a
/// test sees how many cells the stage really read, not only the checks it
/// counted. A scan that reads more cells than it counts (a box scan that walks
/// the whole board and counts only the cells of its box, say) gives the right
/// answers and the right counters; only the reads tell it apart. The geometry
/// questions (which box is this cell in, which cell is index 5 of box 2) are
/// counted too: a box scan that walks all the cells, asks box_of() of each and
/// reads only those of its box reads and counts right, but asks side times
/// too many questions.
#pragma once

#include <cstdint>

#include "grid.hpp"

namespace sudoku {

/// A Grid that counts its reads: every operator[] and at() is one read (see
/// grid.hpp for what each function means).
class CountingGrid {
 public:
  static constexpr int kMaxSide = Grid::kMaxSide;    ///< As Grid::kMaxSide.
  static constexpr int kMaxCells = Grid::kMaxCells;  ///< As Grid::kMaxCells.

  /// An empty grid, as Grid(box_side).
  explicit CountingGrid(int box_side = 3) : grid_(box_side) {}
  /// The cells of `grid`.
  explicit CountingGrid(const Grid& grid) : grid_(grid) {}
  /// The same grid as a Grid (for SearchResult and the functions of common/).
  operator Grid() const { return grid_; }  // NOLINT(google-explicit-constructor): stage code passes it as a Grid

  /// As Grid::is_supported_box_side().
  static bool is_supported_box_side(int box_side) { return Grid::is_supported_box_side(box_side); }
  /// As Grid::box_side().
  int box_side() const { return grid_.box_side(); }
  /// As Grid::side().
  int side() const { return grid_.side(); }
  /// As Grid::cell_count().
  int cell_count() const { return grid_.cell_count(); }

  /// As Grid::operator[]; one read.
  int operator[](int cell) const {
    ++reads_;
    return grid_[cell];
  }
  /// As Grid::at(); one read.
  int at(int row, int column) const {
    ++reads_;
    return grid_.at(row, column);
  }
  /// As Grid::set().
  void set(int cell, int digit) { grid_.set(cell, digit); }
  /// As Grid::set(row, column, digit).
  void set(int row, int column, int digit) { grid_.set(row, column, digit); }

  /// As Grid::cell_at().
  int cell_at(int row, int column) const {
    ++geometry_queries_;
    return grid_.cell_at(row, column);
  }
  /// As Grid::row_of().
  int row_of(int cell) const {
    ++geometry_queries_;
    return grid_.row_of(cell);
  }
  /// As Grid::column_of().
  int column_of(int cell) const {
    ++geometry_queries_;
    return grid_.column_of(cell);
  }
  /// As Grid::box_of(row, column).
  int box_of(int row, int column) const {
    ++geometry_queries_;
    return grid_.box_of(row, column);
  }
  /// As Grid::box_of(cell).
  int box_of(int cell) const {
    ++geometry_queries_;
    return grid_.box_of(cell);
  }
  /// As Grid::box_origin().
  int box_origin(int box) const {
    ++geometry_queries_;
    return grid_.box_origin(box);
  }
  /// As Grid::box_cell().
  int box_cell(int box, int index) const {
    ++geometry_queries_;
    return grid_.box_cell(box, index);
  }
  /// As Grid::cell_bytes(): counted as a read of every cell.
  const std::uint8_t* cell_bytes() const {
    reads_ += static_cast<std::uint64_t>(cell_count());
    return grid_.cell_bytes();
  }

  /// As Grid::filled_count(): counted as a read of every cell.
  int filled_count() const {
    reads_ += static_cast<std::uint64_t>(cell_count());
    return grid_.filled_count();
  }
  /// As Grid::is_complete().
  bool is_complete() const { return filled_count() == cell_count(); }

  /// Equal when the grids are.
  friend bool operator==(const CountingGrid& a, const CountingGrid& b) { return a.grid_ == b.grid_; }

  /// The cells read through every CountingGrid so far (the tests run on one thread).
  static std::uint64_t reads() { return reads_; }
  /// The calls of cell_at(), row_of(), column_of(), box_of(), box_origin() and
  /// box_cell() through every CountingGrid so far.
  static std::uint64_t geometry_queries() { return geometry_queries_; }

 private:
  Grid grid_;
  static inline std::uint64_t reads_ = 0;
  static inline std::uint64_t geometry_queries_ = 0;
};

}  // namespace sudoku
