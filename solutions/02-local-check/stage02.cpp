// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Stage 2 (reference): check only the row, column and box of the cell being filled.
//
// Invariant: the board is always consistent (the givens do not conflict, and
// we only ever place a digit that fits). So a new digit can only clash with
// its own row, column and box; every other unit is unchanged and still fine.
// Checking those three units *before* writing gives the same yes/no answer as
// stage 1's whole-board scan, so the search tree is identical, at about a
// ninth of the reads per candidate.
#include "stage02.hpp"

namespace sudoku::stage02 {

// Each scan reads one unit until it finds `digit`; every read is one check.
// (They are declared in stage02.hpp, so that the step tests can call them.)
bool row_has(const Grid& board, int row, int digit, Search& search) {
  for (int column = 0; column < board.side(); ++column) {
    search.count_checks(1);
    if (board.at(row, column) == digit) return true;
  }
  return false;
}

bool column_has(const Grid& board, int column, int digit, Search& search) {
  for (int row = 0; row < board.side(); ++row) {
    search.count_checks(1);
    if (board.at(row, column) == digit) return true;
  }
  return false;
}

bool box_has(const Grid& board, int box, int digit, Search& search) {
  for (int index = 0; index < board.side(); ++index) {
    search.count_checks(1);
    if (board[board.box_cell(box, index)] == digit) return true;
  }
  return false;
}

namespace {

//! [digit-fits]
/// True when `digit` is not yet in the row, column or box of `cell`.
bool digit_fits(const Grid& board, int cell, int digit, Search& search) {
  const int row = board.row_of(cell);
  const int column = board.column_of(cell);
  return !row_has(board, row, digit, search) && !column_has(board, column, digit, search) &&
         !box_has(board, board.box_of(cell), digit, search);
}
//! [digit-fits]

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
    if (!digit_fits(board, cell, digit, search)) {  // check first ...
      search.reject(cell, digit);
      continue;
    }
    board.set(cell, digit);  // ... then write: the board stays consistent
    search.enter(cell, digit);
    if (fill_from(board, cell + 1, search)) return true;
    search.backtrack(cell, digit);
    board.set(cell, 0);
  }
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

}  // namespace sudoku::stage02
