// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Stage 4 (exercise): bitmasks and the most-constrained cell.
//
// Your work is in the three TODOs below; lessons/04-bitmask-mrv/README.md
// explains the idea, and `ctest --preset lesson04` tells you when you are done.
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

#include "exercise.hpp"

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
  // TODO(lesson 4, step 1): set the bit of `digit` in used_in_column and
  // used_in_box too, as for the row above. Then delete the line below.
  exercise_not_done("lesson04", "Board::place() and Board::remove()", "04-bitmask-mrv");
}

/// Blanks `cell` again and clears the bit of its digit in the three masks.
void Board::remove(int cell, int digit) {
  grid.set(cell, 0);
  blank_cells[index(cell / 64)] |= cell_bit(cell);
  const CellUnits& units = units_of[index(cell)];
  used_in_row[index(units.row)] &= ~digit_bit(digit);
  // TODO(lesson 4, step 1): clear the bit in used_in_column and used_in_box too.
}
//! [place-remove]

//! [candidates]
/// The digits that may still go into the blank `cell`: every digit of the
/// puzzle minus those used in its row, column or box, by the masks alone.
/// Three mask lookups, counted as three checks.
DigitSet candidates(const Board& board, int cell, Search& search) {
  // TODO(lesson 4, step 2): OR the three masks of the cell's row, column and
  // box (counting them with search.count_checks(3)), and return the digits of
  // all_digits_mask(board.grid.side()) that are not in the result. Replace the
  // lines below, which claim that every digit fits.
  (void)cell, (void)search;
  return all_digits_mask(board.grid.side());
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
  // The blank cells, in row-major order: the same lowest-set-bit loop as in
  // fill(), over each 64-cell word of the set.
  for (std::size_t word = 0; word < board.blank_cells.size(); ++word) {
    for (std::uint64_t left = board.blank_cells[word]; left != 0; left &= left - 1) {
      const int cell = static_cast<int>(word) * 64 + std::countr_zero(left);
      const DigitSet options = candidates(board, cell, search);
      // TODO(lesson 4, step 3): this returns the first blank cell, as stage 3
      // would. Keep the cell with the fewest candidates instead
      // (std::popcount(options) counts them), keeping the earlier cell on a
      // tie, and return at once when a cell has none. Return the best cell
      // after the loops.
      exercise_not_done("lesson04", "most_constrained_cell()", "04-bitmask-mrv");
      return {cell, options};
    }
  }
  return {};  // no blank cell left: the grid is complete
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
