// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Stage 1 (exercise): naive backtracking with a whole-board re-check.
//
// Your work is in the two TODOs below; lessons/01-naive-full-recheck/README.md
// explains the idea, and `ctest --preset lesson01` tells you when you are done.
//
// The simplest correct idea: write a digit, then look at the *whole* board to
// see whether any row, column or box now holds a digit twice. It is slow on
// purpose: every check reads all 3 * 81 unit cells of a 9x9 board, although
// only one cell changed. Stage 2 removes exactly that waste.
#include "stage01.hpp"

#include "exercise.hpp"

#include <array>

namespace sudoku::stage01 {

namespace {

//! [seen-digits]

/// Remembers which digits one unit has shown so far.
class SeenDigits {
 public:
  /// Adds `digit` (0 = blank is ignored); false if the unit already had it.
  bool add(int digit) {
    if (digit == 0) return true;
    if (seen_[static_cast<std::size_t>(digit)]) return false;
    seen_[static_cast<std::size_t>(digit)] = true;
    return true;
  }

 private:
  std::array<bool, Grid::kMaxSide + 1> seen_{};
};
//! [seen-digits]

// Each of the three unit checks reads every cell of its unit and counts each
// read as one check, so `checks` shows what the whole-board scan costs.
bool row_is_consistent(const Grid& board, int row, Search& search) {
  SeenDigits seen;
  for (int column = 0; column < board.side(); ++column) {
    search.count_checks(1);
    if (!seen.add(board.at(row, column))) return false;
  }
  return true;
}

// TODO(lesson 1, step 1): write column_is_consistent() and box_is_consistent()
// in the same way as row_is_consistent() above. Grid::box_cell(box, index)
// gives the index-th cell of a box.

//! [whole-board-check]
/// True when no row, column or box holds a digit twice. Looks at every unit,
/// even though only one cell changed since the last call: that is the point
/// of this stage.
bool board_is_consistent(const Grid& board, Search& search) {
  for (int unit = 0; unit < board.side(); ++unit) {
    if (!row_is_consistent(board, unit, search)) return false;
    // TODO(lesson 1, step 1): check column `unit` and box `unit` too, in
    // that order after the row: the lesson's order, row -> column -> box for
    // each unit number, which the checks counter is compared by.
  }
  return true;
}
//! [whole-board-check]

/// The first blank cell at or after `cell` (cell_count() when there is none).
int next_blank(const Grid& board, int cell) {
  while (cell < board.cell_count() && board[cell] != 0) ++cell;
  return cell;
}

//! [fill-from]
/// Fills the blanks from `cell` on; true when the board is complete.
bool fill_from(Grid& board, int cell, Search& search) {
  cell = next_blank(board, cell);
  if (cell == board.cell_count()) {
    search.solution_found();
    return true;
  }
  for (int digit = 1; digit <= board.side(); ++digit) {
    board.set(cell, digit);                     // write first ...
    if (!board_is_consistent(board, search)) {  // ... then re-check everything
      search.reject(cell, digit);
      continue;
    }
    // TODO(lesson 1, step 2): the digit fits. Call search.enter(cell, digit)
    // (it counts the node and enforces the limits), then recurse with
    // fill_from(board, cell + 1, search). If that solved the board, return
    // true; if not, call search.backtrack(cell, digit) and let the loop try
    // the next digit. Then delete the line below.
    exercise_not_done("lesson01", "the recursion in fill_from()", "01-naive-full-recheck");
  }
  board.set(cell, 0);  // leave the cell blank, as the caller found it
  search.dead_end(cell);
  return false;
}
//! [fill-from]

}  // namespace

SearchResult solve(const Grid& puzzle, const SearchOptions& options) {
  Search search(options);
  Grid board = puzzle;
  const bool solved = search.run([&] { return fill_from(board, 0, search); });
  return search.result(solved, solved ? board : puzzle);
}

}  // namespace sudoku::stage01
