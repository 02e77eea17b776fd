// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Stage 3 (exercise): used-digit tables per row, column and box.
//
// Your work is in the TODOs below; lessons/03-row-col-box-tables/README.md
// explains the idea, and `ctest --preset lesson03` tells you when you are done.
//
// Stage 2 still scans up to 27 cells per candidate. Here we keep, next to the
// grid, three tables that already know the answer: used_in_row[r][d] is true
// when digit d is somewhere in row r. "May d go into this cell?" becomes three
// lookups. The price: the tables repeat what the grid says, so every change of
// the grid must change them too — set on place, cleared on undo.
#include "stage03.hpp"

#include <array>

#include "exercise.hpp"

namespace sudoku::stage03 {

//! [mark]
void Board::mark(int cell, int digit, bool used) {
  // TODO(lesson 3, step 1): set used_in_row, used_in_column and used_in_box
  // for the row, column and box of `cell` and this digit to `used`: three
  // entries, nothing else (the tables are kept up to date, never rebuilt).
  (void)cell, (void)digit, (void)used;
  exercise_not_done("lesson03", "Board::mark()", "03-row-col-box-tables");
}
//! [mark]

//! [digit-fits]
/// True when `digit` is not used in the row, column or box of `cell`: at most
/// three lookups, each counted as one check.
bool digit_fits(const Board& board, int cell, int digit, Search& search) {
  // TODO(lesson 3, step 2): look the digit up in the three tables, counting
  // each lookup with search.count_checks(1); it fits when none has it. Look
  // them up in the lesson's order, row -> column -> box, and stop at the first
  // that says used: the checks counter is compared with the reference's. Read
  // only the tables, never the grid: that is the idea of this stage, and the
  // step test gives digit_fits() a board whose tables and grid disagree.
  (void)board, (void)cell, (void)digit, (void)search;
  return true;
}
//! [digit-fits]

namespace {

/// The first blank cell at or after `cell` (cell_count() when there is none).
int next_blank(const Grid& grid, int cell) {
  while (cell < grid.cell_count() && grid[cell] != 0) ++cell;
  return cell;
}

//! [fill-from]
/// Fills the blanks from `cell` on; true when the board is complete.
bool fill_from(Board& board, int cell, Search& search) {
  cell = next_blank(board.grid, cell);
  if (cell == board.grid.cell_count()) {
    search.solution_found();
    return true;
  }
  for (int digit = 1; digit <= board.grid.side(); ++digit) {
    if (!digit_fits(board, cell, digit, search)) {
      search.reject(cell, digit);
      continue;
    }
    board.place(cell, digit);  // grid and tables change together ...
    search.enter(cell, digit);
    if (fill_from(board, cell + 1, search)) return true;
    search.backtrack(cell, digit);
    board.remove(cell, digit);  // ... and are restored together
  }
  search.dead_end(cell);
  return false;
}
//! [fill-from]

}  // namespace

SearchResult solve(const Grid& puzzle, const SearchOptions& options) {
  Search search(options);
  Board board(puzzle);
  const bool solved = search.run([&] { return fill_from(board, 0, search); });
  return search.result(solved, solved ? board.grid : puzzle);
}

}  // namespace sudoku::stage03
