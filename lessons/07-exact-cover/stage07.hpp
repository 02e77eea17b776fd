// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file stage07.hpp
/// \brief Stage 7: Sudoku as an exact-cover problem, solved by Knuth's Algorithm X with dancing links.
///
/// The student's `lessons/07-exact-cover/stage07.cpp` and the reference
/// `solutions/07-exact-cover/stage07.cpp` both implement this header, so the
/// compiler holds them to one interface.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "grid.hpp"
#include "search.hpp"

/// Stage 7 of the kit.
namespace sudoku::stage07 {

//! [node]
/// A 1 of the matrix, a column header, or the root. Every node is in two
/// circular doubly linked lists: its row (left/right) and its column (up/down).
/// The links are indexes into the matrix's one array of nodes.
struct Node {
  int left = 0;    ///< The node before this one in its row (the root's list: the headers).
  int right = 0;   ///< The node after this one in its row.
  int up = 0;      ///< The node above this one in its column.
  int down = 0;    ///< The node below this one in its column.
  int column = 0;  ///< The header of the node's column (a header is its own).
  int row = -1;    ///< The candidate row of a 1 (-1 for the headers and the root).
};
//! [node]

/// The four constraint columns that the placement "digit in cell" satisfies.
/// Columns 0 .. N²-1 say "cell c holds a digit", then N² each for "row r holds
/// digit d", "column k holds digit d" and "box b holds digit d".
inline std::array<int, 4> constraint_columns(const Grid& grid, int cell, int digit) {
  const int side = grid.side();
  const int area = side * side;
  const int d = digit - 1;
  return {cell,                                        // the cell is filled
          area + grid.row_of(cell) * side + d,         // its row has the digit
          2 * area + grid.column_of(cell) * side + d,  // its column has the digit
          3 * area + grid.box_of(cell) * side + d};    // its box has the digit
}

/// The exact-cover matrix of one puzzle, with the operations of Algorithm X.
/// It lives in the header, not inside stage07.cpp, so that the lesson's step
/// tests can build a matrix, cover and uncover columns and compare every link
/// and size with a copy, or set a column's size by hand and ask
/// choose_column() about it.
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
  /// How many constraint columns the matrix has (4·N²).
  int column_count() const { return column_count_; }
  /// How many nodes the matrix has: the root, the headers and the 1s.
  int node_count() const { return static_cast<int>(nodes_.size()); }
  /// How many rows column `header` holds now: cover() and uncover() keep it up
  /// to date, so nobody has to walk the column to know.
  int size(int header) const { return sizes_[index(header)]; }
  /// Sets the size of column `header` by hand. Only the step tests call it: they
  /// make a size disagree with the rows in the column and see which one
  /// choose_column() believes.
  void set_size(int header, int rows) { sizes_[index(header)] = rows; }
  /// Candidate row `row` places digit row % N + 1 in cell row / N.
  int cell_of_row(int row) const { return row / side_; }
  /// The digit candidate row `row` places.
  int digit_of_row(int row) const { return row % side_ + 1; }
  /// The first node of candidate row `row` (digit row % N + 1 in cell row / N).
  int first_node_of_row(int row) const { return 1 + column_count_ + 4 * row; }
  /// The cell a header's constraint is about, or -1 for a row, column or box constraint.
  int cell_of_header(int header) const { return header - 1 < side_ * side_ ? header - 1 : -1; }

  /// Node `x` (the root, a header or a 1), to follow or change its links.
  Node& node(int x) { return nodes_[index(x)]; }
  /// Node `x`, to follow its links.
  const Node& node(int x) const { return nodes_[index(x)]; }

  /// Takes column `header` out of the header list, and every row that has a 1
  /// in it out of every other column: those rows clash with whichever row will
  /// cover this column. The rows stay linked to this column (and left/right),
  /// which is what lets uncover() find them again. Every column that loses a
  /// node loses one from its size (in stage07.cpp: step 1).
  void cover(int header);

  /// Undoes cover(header) exactly: every node cover() took out goes back
  /// between the neighbours it remembers, and every size gets back what
  /// cover() took (in stage07.cpp: step 1).
  void uncover(int header);

  //! [select]
  /// Puts row `row` into the solution: covers every column it has a 1 in, other
  /// than the one it was chosen for (already covered by the caller).
  void cover_other_columns(int row_node) {
    for (int x = node(row_node).right; x != row_node; x = node(x).right) cover(node(x).column);
  }
  /// Undoes cover_other_columns(), in the reverse order: the columns covered
  /// last come back first, so each cover is undone on the matrix it left.
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

/// Knuth's S heuristic: the uncovered column with the fewest rows by
/// Matrix::size() (ties: the first one in the header list, which is the lowest
/// column). Every header looked at is one check; an empty column ends the scan
/// (in stage07.cpp: step 2).
int choose_column(const Matrix& matrix, Search& search);

/// Turns the puzzle into an exact-cover matrix and runs Knuth's Algorithm X on
/// it with dancing links (D. E. Knuth, "Dancing Links", 2000). For a grid of
/// side N (4, 9 or 16) the matrix has 4·N² columns, one per constraint — each
/// cell holds a digit, each row, each column and each box holds each digit once
/// — and N³ rows, one per candidate placement "digit d in cell c", each with a
/// 1 in exactly four columns. A solution is a set of rows with exactly one 1 in
/// every column. The 1s are nodes of circular doubly linked lists (one per row,
/// one per column), so covering a column and uncovering it again are O(1) per
/// node touched. The givens are selected before the search. At every level the
/// search takes the column with the fewest rows (Knuth's S heuristic; ties: the
/// lowest column, with the cell columns first, then row-digit, column-digit and
/// box-digit) and tries its rows from the top (a cell's digits in ascending order).
///
/// Counts (see search.hpp): `nodes` = rows chosen by the search (each is one
/// placement, digit d in cell c, reported to the observer as such; the givens
/// are not nodes, and a column with one row still costs a node: DLX has no
/// separate propagation); `checks` = column headers looked at to find the
/// column with the fewest rows (the scan stops early at an empty column);
/// `guesses` = the kit's one meaning (search.hpp): chosen columns where a second row
/// was tried, counted by Search::enter(); `backtracks` = chosen rows
/// taken back; `propagations` stays 0. The observer also gets a dead end when a
/// column runs out of rows (with its cell for a cell column, -1 for the others).
/// The givens must not conflict (use solve_checked()); if they do, the answer is
/// Outcome::no_solution with no node.
SearchResult solve(const Grid& puzzle, const SearchOptions& options);

/// The result of count().
struct Count {
  int solutions = 0;    ///< Solutions found, at most the bound.
  SearchResult search;  ///< `grid` = the first solution found (the puzzle if none); outcome
                        ///< Outcome::limit_reached when a limit stopped the count below the bound.
};

/// Counts the solutions of `puzzle` up to `bound` (2 proves uniqueness) with the
/// same search as solve(), which simply goes on after a solution until `bound`
/// are found or the tree is exhausted. Same counts and limits as solve().
Count count(const Grid& puzzle, int bound, const SearchOptions& options);

}  // namespace sudoku::stage07
