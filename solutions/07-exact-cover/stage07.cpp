// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Stage 7 (reference): Sudoku as exact cover, Knuth's Algorithm X with dancing links.
//
// Stages 1-6 are written for Sudoku: they know about rows, columns, boxes and
// digits. This stage knows about none of them once the matrix is built. Sudoku
// becomes a 0/1 matrix: one column per constraint ("cell 12 holds a digit",
// "row 3 holds a 7", "column 5 holds a 7", "box 4 holds a 7"), one row per
// candidate placement ("7 in cell 12"), with a 1 where the placement satisfies
// the constraint. Solving the puzzle is choosing rows so that every column holds
// exactly one 1: an *exact cover*. Knuth's Algorithm X solves any exact-cover
// problem by backtracking: take a column, try each row that covers it, remove
// everything that row clashes with, recurse, put it all back.
//
// "Dancing links" is how the removing and putting back are done. The 1s are
// nodes in circular doubly linked lists, one list per row and one per column.
// Removing node x from its list is two assignments,
//     x.left.right = x.right;  x.right.left = x.left;
// and x still remembers its neighbours, so putting it back is two more,
//     x.left.right = x;        x.right.left = x;
// provided the removals are undone in the reverse order. Every removal and
// restoration is O(1), and the search only ever walks the nodes still in play.
// (D. E. Knuth, "Dancing Links", 2000, where the trick and its name come from.)
#include "stage07.hpp"

#include <array>
#include <cstddef>
#include <vector>

namespace sudoku::stage07 {

//! [cover]
// cover() walks the rows of the column top-down, each row to the right, and
// keeps the sizes up to date as it goes; uncover() walks the same nodes in the
// mirror order, bottom-up and to the left (Knuth's order).
void Matrix::cover(int header) {
  unlink_left_right(header);
  for (int row = node(header).down; row != header; row = node(row).down) {
    for (int x = node(row).right; x != row; x = node(x).right) {
      unlink_up_down(x);
      --sizes_[index(node(x).column)];
    }
  }
}

void Matrix::uncover(int header) {
  for (int row = node(header).up; row != header; row = node(row).up) {
    for (int x = node(row).left; x != row; x = node(x).left) {
      ++sizes_[index(node(x).column)];
      relink_up_down(x);
    }
  }
  relink_left_right(header);
}
//! [cover]

//! [choose]
// Knuth's S heuristic (declared in stage07.hpp). Few rows mean few branches,
// and a column with one row is a forced move. Every header looked at is one
// check; an empty column ends the scan, since nothing is smaller and the
// branch is dead anyway. The size is read, never counted by walking the column.
int choose_column(const Matrix& matrix, Search& search) {
  int best = -1;
  for (int header = matrix.node(Matrix::kRoot).right; header != Matrix::kRoot; header = matrix.node(header).right) {
    search.count_checks(1);
    if (best < 0 || matrix.size(header) < matrix.size(best)) {
      best = header;
      if (matrix.size(best) == 0) break;
    }
  }
  return best;
}
//! [choose]

namespace {

/// One Algorithm X search over a matrix, counting solutions up to a bound.
class ExactCover {
 public:
  ExactCover(const Grid& puzzle, int bound, Search& search)
      : puzzle_(puzzle), first_solution_(puzzle), matrix_(puzzle), bound_(bound), search_(search) {
    chosen_rows_.reserve(static_cast<std::size_t>(puzzle.cell_count()));
  }

  //! [givens]
  /// Selects the row of every given, as if the search had chosen it (but not
  /// as a node). False when two givens clash: one of them finds a column that
  /// the other has covered already.
  bool select_givens() {
    std::vector<bool> taken(static_cast<std::size_t>(4 * puzzle_.cell_count()), false);
    for (int cell = 0; cell < puzzle_.cell_count(); ++cell) {
      if (puzzle_[cell] == 0) continue;
      for (const int column : constraint_columns(puzzle_, cell, puzzle_[cell])) {
        if (taken[static_cast<std::size_t>(column)]) return false;
        taken[static_cast<std::size_t>(column)] = true;
      }
      const int row_node = matrix_.first_node_of_row(cell * puzzle_.side() + puzzle_[cell] - 1);
      matrix_.cover(matrix_.node(row_node).column);
      matrix_.cover_other_columns(row_node);
    }
    return true;
  }
  //! [givens]

  //! [search]
  /// Algorithm X: true when the bound of solutions is reached (the search stops).
  bool search() {
    if (matrix_.all_covered()) return record_solution();
    const int header = choose_column(matrix_, search_);
    matrix_.cover(header);
    for (int row_node = matrix_.node(header).down; row_node != header; row_node = matrix_.node(row_node).down) {
      const int row = matrix_.node(row_node).row;
      const int cell = matrix_.cell_of_row(row);
      const int digit = matrix_.digit_of_row(row);
      matrix_.cover_other_columns(row_node);
      search_.enter(cell, digit);
      chosen_rows_.push_back(row);
      if (search()) return true;
      chosen_rows_.pop_back();
      search_.backtrack(cell, digit);
      matrix_.uncover_other_columns(row_node);
    }
    matrix_.uncover(header);
    search_.dead_end(matrix_.cell_of_header(header));
    return false;
  }
  //! [search]

  int solutions() const { return solutions_; }
  const Grid& first_solution() const { return first_solution_; }

 private:
  /// The chosen rows are an exact cover: write them into the grid.
  bool record_solution() {
    search_.solution_found();
    if (solutions_++ == 0) {
      for (const int row : chosen_rows_) first_solution_.set(matrix_.cell_of_row(row), matrix_.digit_of_row(row));
    }
    return solutions_ >= bound_;
  }

  const Grid& puzzle_;
  Grid first_solution_;
  Matrix matrix_;
  std::vector<int> chosen_rows_;  ///< The rows the search has chosen, outermost first.
  int bound_;
  int solutions_ = 0;
  Search& search_;
};

}  // namespace

Count count(const Grid& puzzle, int bound, const SearchOptions& options) {
  Search search(options);
  ExactCover cover(puzzle, bound, search);
  Count result;
  if (cover.select_givens()) search.run([&] { return cover.search(); });
  result.solutions = cover.solutions();
  result.search = search.result(result.solutions > 0, cover.first_solution());
  if (search.limit_reached() && result.solutions > 0 && result.solutions < bound) {
    result.search.outcome = Outcome::limit_reached;
  }
  return result;
}

SearchResult solve(const Grid& puzzle, const SearchOptions& options) { return count(puzzle, 1, options).search; }

}  // namespace sudoku::stage07
