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

namespace {

//! [node]
/// A 1 of the matrix, a column header, or the root. Every node is in two
/// circular doubly linked lists: its row (left/right) and its column (up/down).
/// The links are indexes into Matrix::nodes_, so the whole matrix is one array.
struct Node {
  int left = 0;
  int right = 0;
  int up = 0;
  int down = 0;
  int column = 0;  ///< The header of the node's column (a header is its own).
  int row = -1;    ///< The candidate row of a 1 (-1 for the headers and the root).
};
//! [node]

/// The four constraint columns that the placement "digit in cell" satisfies.
/// Columns 0 .. N²-1 say "cell c holds a digit", then N² each for "row r holds
/// digit d", "column k holds digit d" and "box b holds digit d".
std::array<int, 4> constraint_columns(const Grid& grid, int cell, int digit) {
  const int side = grid.side();
  const int area = side * side;
  const int d = digit - 1;
  return {cell,                                        // the cell is filled
          area + grid.row_of(cell) * side + d,         // its row has the digit
          2 * area + grid.column_of(cell) * side + d,  // its column has the digit
          3 * area + grid.box_of(cell) * side + d};    // its box has the digit
}

/// The exact-cover matrix of one puzzle, with the operations of Algorithm X.
class Matrix {
 public:
  //! [build]
  /// The full matrix of an empty grid of the puzzle's size: 4·N² columns, N³
  /// rows of four 1s each. Every node is allocated here, in one array, once.
  explicit Matrix(const Grid& puzzle) : side_(puzzle.side()), column_count_(4 * side_ * side_) {
    const int rows = side_ * side_ * side_;
    nodes_.reserve(static_cast<std::size_t>(1 + column_count_ + 4 * rows));
    sizes_.assign(static_cast<std::size_t>(1 + column_count_), 0);
    nodes_.push_back(Node{});  // the root, alone in its list for now
    for (int column = 0; column < column_count_; ++column) add_header();
    for (int row = 0; row < rows; ++row) {
      const std::array<int, 4> columns = constraint_columns(puzzle, row / side_, row % side_ + 1);
      add_row(row, columns);
    }
  }
  //! [build]

  /// The node of the root: its row list holds the headers of the columns not covered yet.
  static constexpr int kRoot = 0;

  /// True when every column is covered: the chosen rows are an exact cover.
  bool all_covered() const { return node(kRoot).right == kRoot; }
  /// The header node of constraint column `column` (0 .. 4·N²-1).
  static int header_of(int column) { return 1 + column; }
  /// How many rows column `header` holds now.
  int size(int header) const { return sizes_[index(header)]; }
  /// Candidate row `row` places digit row % N + 1 in cell row / N.
  int cell_of_row(int row) const { return row / side_; }
  /// The digit candidate row `row` places.
  int digit_of_row(int row) const { return row % side_ + 1; }
  /// The first node of candidate row `row` (digit row % N + 1 in cell row / N).
  int first_node_of_row(int row) const { return 1 + column_count_ + 4 * row; }
  /// The cell a header's constraint is about, or -1 for a row, column or box constraint.
  int cell_of_header(int header) const { return header - 1 < side_ * side_ ? header - 1 : -1; }

  Node& node(int x) { return nodes_[index(x)]; }
  const Node& node(int x) const { return nodes_[index(x)]; }

  //! [cover]
  /// Takes column `header` out of the header list, and every row that has a 1
  /// in it out of every other column: those rows clash with whichever row will
  /// cover this column. The rows stay linked to this column (and left/right),
  /// which is what lets uncover() find them again.
  void cover(int header) {
    unlink_left_right(header);
    for (int row = node(header).down; row != header; row = node(row).down) {
      for (int x = node(row).right; x != row; x = node(x).right) {
        unlink_up_down(x);
        --sizes_[index(node(x).column)];
      }
    }
  }

  /// Undoes cover(header) exactly: the same nodes in the reverse order (rows
  /// from the bottom up, each row from right to left), so that every node goes
  /// back between the neighbours it remembers, which are back in place already.
  void uncover(int header) {
    for (int row = node(header).up; row != header; row = node(row).up) {
      for (int x = node(row).left; x != row; x = node(x).left) {
        ++sizes_[index(node(x).column)];
        relink_up_down(x);
      }
    }
    relink_left_right(header);
  }
  //! [cover]

  //! [select]
  /// Puts row `row` into the solution: covers every column it has a 1 in, other
  /// than the one it was chosen for (already covered by the caller).
  void cover_other_columns(int row_node) {
    for (int x = node(row_node).right; x != row_node; x = node(x).right) cover(node(x).column);
  }
  /// Undoes cover_other_columns(), in the reverse order.
  void uncover_other_columns(int row_node) {
    for (int x = node(row_node).left; x != row_node; x = node(x).left) uncover(node(x).column);
  }
  //! [select]

 private:
  static std::size_t index(int x) { return static_cast<std::size_t>(x); }

  /// A new column header at the left end of the root's list (so after the last one).
  void add_header() {
    const int header = static_cast<int>(nodes_.size());
    Node fresh;
    fresh.column = header;
    fresh.up = fresh.down = header;  // an empty column: the header alone in its list
    fresh.left = node(kRoot).left;
    fresh.right = kRoot;
    nodes_.push_back(fresh);
    relink_left_right(header);
  }

  /// A new row with a 1 in each of `columns`, each node at the bottom of its
  /// column, so that the rows of a column are in ascending order from the top.
  void add_row(int row, const std::array<int, 4>& columns) {
    const int first = static_cast<int>(nodes_.size());
    for (std::size_t i = 0; i < columns.size(); ++i) {
      const int x = first + static_cast<int>(i);
      const int header = header_of(columns[i]);
      Node fresh;
      fresh.row = row;
      fresh.column = header;
      fresh.up = node(header).up;
      fresh.down = header;
      fresh.left = i == 0 ? x + 3 : x - 1;  // a circle of four: first <-> last
      fresh.right = i == 3 ? first : x + 1;
      nodes_.push_back(fresh);
      relink_up_down(x);
      ++sizes_[index(header)];
    }
  }

  // The dancing links: x leaves its list but keeps its own links, so it can come back.
  void unlink_left_right(int x) {
    node(node(x).left).right = node(x).right;
    node(node(x).right).left = node(x).left;
  }
  void relink_left_right(int x) {
    node(node(x).left).right = x;
    node(node(x).right).left = x;
  }
  void unlink_up_down(int x) {
    node(node(x).up).down = node(x).down;
    node(node(x).down).up = node(x).up;
  }
  void relink_up_down(int x) {
    node(node(x).up).down = x;
    node(node(x).down).up = x;
  }

  int side_;
  int column_count_;
  std::vector<Node> nodes_;  ///< Root, headers, then the 1s, four per row.
  std::vector<int> sizes_;   ///< Rows now in each column, by header node.
};

//! [choose]
/// Knuth's S heuristic: the uncovered column with the fewest rows (ties: the
/// first one in the header list, which is the lowest column). Few rows mean few
/// branches, and a column with one row is a forced move. Every header looked at
/// is one check; an empty column ends the scan, since nothing is smaller and the
/// branch is dead anyway.
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
