// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Stage 7 (exercise): Sudoku as exact cover, Knuth's Algorithm X with dancing links.
//
// Your work is in the three TODOs below (steps 1 to 3, in that order);
// lessons/07-exact-cover/README.md explains the idea, and
// `build/dev/bin/kit check 07` checks each step as soon as it is written. The
// matrix is built for you (Matrix, in stage07.hpp, where the step tests can
// look at every link and size), and so is the selection of the givens.
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

#include "exercise.hpp"

namespace sudoku::stage07 {

//! [cover]
// Step 1: Matrix::cover() and Matrix::uncover() (declared in stage07.hpp, with
// the rest of the matrix). The links and the sizes they change are the
// matrix's; the step's tests compare every one of them with a copy.
void Matrix::cover(int header) {
  unlink_left_right(header);
  // TODO(lesson 7, step 1): walk down the rows of this column (node(header).down
  // until you are back at the header), and in each row walk right through its
  // other nodes (node(row).right until you are back at `row`): take each one
  // out of its column with unlink_up_down(x), and subtract one from the size
  // of its column (sizes_[index(node(x).column)]). Then delete the line below.
  exercise_not_done("lesson07", "Matrix::cover() and Matrix::uncover()", "07-exact-cover");
}

void Matrix::uncover(int header) {
  // TODO(lesson 7, step 1): the mirror image of cover(): walk *up* the rows
  // (node(header).up), each row *leftwards* (node(row).left), add one to the
  // size of each node's column and put the node back with relink_up_down(x).
  // This mirror order is Knuth's; what the tests ask is that the matrix comes
  // back exactly, every link and every size (the lesson page says why another
  // order inside one uncover() would do that too).
  relink_left_right(header);
}
//! [cover]

//! [choose]
// Step 2: Knuth's S heuristic (declared in stage07.hpp). Few rows mean few
// branches, and a column with one row is a forced move. Every header looked at
// is one check; an empty column ends the scan, since nothing is smaller and the
// branch is dead anyway. The sizes are kept up to date by cover() and
// uncover(), so reading matrix.size(header) costs one lookup: walking a column
// to count its rows would redo, at every node, the work the sizes save.
int choose_column(const Matrix& matrix, Search& search) {
  // TODO(lesson 7, step 2): this takes the first uncovered column, whatever
  // its size. Walk the whole header list instead (from
  // matrix.node(Matrix::kRoot).right until you are back at Matrix::kRoot),
  // count one check per header (search.count_checks(1)), keep the header with
  // the smallest matrix.size(header) (the earlier one on a tie), and stop at a
  // column of size 0. Then delete the exercise_not_done() line.
  exercise_not_done("lesson07", "choose_column()", "07-exact-cover");
  search.count_checks(1);
  return matrix.node(Matrix::kRoot).right;
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
    // TODO(lesson 7, step 3): Algorithm X. Cover the column; then for each of
    // its rows from the top (matrix_.node(header).down, ... back to `header`):
    //   * cover the row's other columns (matrix_.cover_other_columns),
    //   * report the placement: search_.enter(cell, digit) with the cell and
    //     digit of the row (matrix_.node(row_node).row, matrix_.cell_of_row,
    //     matrix_.digit_of_row), and push the row onto chosen_rows_,
    //   * recurse: when search() returns true, return true at once,
    //   * take it all back in the reverse order (chosen_rows_.pop_back(),
    //     search_.backtrack(cell, digit), matrix_.uncover_other_columns).
    // After the last row, uncover the column. Replace the lines below, which
    // give up at once.
    exercise_not_done("lesson07", "ExactCover::search()", "07-exact-cover");
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
