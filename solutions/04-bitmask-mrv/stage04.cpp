// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Stage 4 (reference): bitmasks and the most-constrained cell.
//
// Stages 1-3 make each node cheaper, but they all walk the same tree: blanks in
// row-major order, whatever the board says. This stage makes the tree smaller.
//
// Two ideas. First, stage 3's tables of bools become one bitmask per unit: bit
// d of used_in_row[r] is set when digit d is in row r. OR the masks of a cell's
// row, column and box, flip the bits, and you hold *all* its candidates at once,
// in three lookups. Second, with the candidates at hand we can choose where to
// branch: on the blank cell with the fewest candidates (the "most constrained
// variable", also called "minimum remaining values"). A cell with one candidate
// costs no branching at all, and a cell with none proves at once that an
// earlier choice was wrong — before more digits are stacked on top of it.
#include "stage04.hpp"

#include <array>
#include <bit>
#include <cstdint>

namespace sudoku::stage04 {

namespace {

/// The set holding only `digit`.
DigitSet digit_bit(int digit) { return DigitSet{1} << digit; }

}  // namespace

//! [place-remove]
// Board lives in stage04.hpp; its three functions are here.

/// The board of `puzzle`: where each cell sits, the givens placed, the blanks noted.
Board::Board(const Grid& puzzle) : grid(puzzle) {
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    units_of[index(cell)] = {grid.row_of(cell), grid.column_of(cell), grid.box_of(cell)};
    if (grid[cell] != 0) {
      place(cell, grid[cell]);
    } else {
      blank_cells[index(cell / 64)] |= cell_bit(cell);
    }
  }
}

/// Writes `digit` into `cell` and sets its bit in the three masks.
void Board::place(int cell, int digit) {
  grid.set(cell, digit);
  blank_cells[index(cell / 64)] &= ~cell_bit(cell);
  const CellUnits& units = units_of[index(cell)];
  used_in_row[index(units.row)] |= digit_bit(digit);
  used_in_column[index(units.column)] |= digit_bit(digit);
  used_in_box[index(units.box)] |= digit_bit(digit);
}

/// Blanks `cell` again and clears the bit of its digit in the three masks.
void Board::remove(int cell, int digit) {
  grid.set(cell, 0);
  blank_cells[index(cell / 64)] |= cell_bit(cell);
  const CellUnits& units = units_of[index(cell)];
  used_in_row[index(units.row)] &= ~digit_bit(digit);
  used_in_column[index(units.column)] &= ~digit_bit(digit);
  used_in_box[index(units.box)] &= ~digit_bit(digit);
}
//! [place-remove]

//! [candidates]
/// The digits that may still go into the blank `cell`: every digit of the
/// puzzle minus those used in its row, column or box, by the masks alone.
/// Three mask lookups, counted as three checks.
DigitSet candidates(const Board& board, int cell, Search& search) {
  search.count_checks(3);
  const CellUnits& units = board.units_of[Board::index(cell)];
  const DigitSet used = board.used_in_row[Board::index(units.row)] | board.used_in_column[Board::index(units.column)] |
                        board.used_in_box[Board::index(units.box)];
  return all_digits_mask(board.grid.side()) & ~used;
}
//! [candidates]

namespace {

//! [most-constrained]
/// Where to branch: a blank cell and its candidates.
struct Choice {
  int cell = -1;            ///< The blank cell, or -1 when the grid has none left.
  DigitSet candidates = 0;  ///< The digits that may go there.
};

/// The blank cell with the fewest candidates; on a tie the first one in
/// row-major order, so the search is the same on every run. Stops looking at a
/// cell without candidates: nothing beats zero, and the branch is dead anyway.
Choice most_constrained_cell(const Board& board, Search& search) {
  Choice best;
  int fewest = board.grid.side() + 1;  // more than any cell can have
  // The blank cells, in row-major order: the same lowest-set-bit loop as in
  // fill(), over each 64-cell word of the set.
  for (std::size_t word = 0; word < board.blank_cells.size(); ++word) {
    for (std::uint64_t left = board.blank_cells[word]; left != 0; left &= left - 1) {
      const int cell = static_cast<int>(word) * 64 + std::countr_zero(left);
      const DigitSet options = candidates(board, cell, search);
      const int candidate_count = std::popcount(options);
      if (candidate_count < fewest) {  // strictly fewer: on a tie the earlier cell stays
        best = {cell, options};
        fewest = candidate_count;
        if (candidate_count == 0) return best;
      }
    }
  }
  return best;
}
//! [most-constrained]

//! [fill]
/// Fills the blanks, most constrained first; true when the board is complete.
bool fill(Board& board, Search& search) {
  const Choice choice = most_constrained_cell(board, search);
  if (choice.cell < 0) {
    search.solution_found();
    return true;
  }
  const int cell = choice.cell;
  // Visit the set bits from the lowest: std::countr_zero(left) is the index of
  // the lowest set bit, which is the digit; `left & (left - 1)` clears that bit.
  // A cell without candidates skips the loop: a dead end at once.
  for (DigitSet left = choice.candidates; left != 0; left &= left - 1) {
    const int digit = std::countr_zero(left);
    board.place(cell, digit);  // grid and masks change together ...
    search.enter(cell, digit);
    if (fill(board, search)) return true;
    search.backtrack(cell, digit);
    board.remove(cell, digit);  // ... and are restored together
  }
  search.dead_end(cell);
  return false;
}
//! [fill]

}  // namespace

SearchResult solve(const Grid& puzzle, const SearchOptions& options) {
  Search search(options);
  Board board(puzzle);
  const bool solved = search.run([&] { return fill(board, search); });
  return search.result(solved, solved ? board.grid : puzzle);
}

}  // namespace sudoku::stage04
