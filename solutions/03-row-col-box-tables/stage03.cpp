// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Stage 3 (reference): used-digit tables per row, column and box.
//
// Stage 2 still scans up to 27 cells per candidate. Here we keep, next to the
// grid, three tables that already know the answer: used_in_row[r][d] is true
// when digit d is somewhere in row r. "May d go into this cell?" becomes three
// lookups. The price: the tables repeat what the grid says, so every change of
// the grid must change them too — set on place, cleared on undo.
#include "stage03.hpp"

#include <array>

namespace sudoku::stage03 {

//! [mark]
void Board::mark(int cell, int digit, bool used) {
  const auto d = static_cast<std::size_t>(digit);
  used_in_row[static_cast<std::size_t>(grid.row_of(cell))][d] = used;
  used_in_column[static_cast<std::size_t>(grid.column_of(cell))][d] = used;
  used_in_box[static_cast<std::size_t>(grid.box_of(cell))][d] = used;
}
//! [mark]

//! [digit-fits]
/// True when `digit` is not used in the row, column or box of `cell`: at most
/// three lookups, each counted as one check.
bool digit_fits(const Board& board, int cell, int digit, Search& search) {
  const auto d = static_cast<std::size_t>(digit);
  search.count_checks(1);
  if (board.used_in_row[static_cast<std::size_t>(board.grid.row_of(cell))][d]) return false;
  search.count_checks(1);
  if (board.used_in_column[static_cast<std::size_t>(board.grid.column_of(cell))][d]) return false;
  search.count_checks(1);
  return !board.used_in_box[static_cast<std::size_t>(board.grid.box_of(cell))][d];
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
