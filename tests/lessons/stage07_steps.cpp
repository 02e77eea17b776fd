// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Lesson 7's tests of steps 1 and 2, built into conformance_lesson07 (the
// student's stage) and conformance_solution07 (the reference). The matrix lives
// in stage07.hpp, so these tests work on it directly, without the search of
// step 3: step 1's tests cover and uncover columns and compare every link and
// every size with a copy taken before; step 2's tests set column sizes by hand,
// so that a size disagrees with the rows its column holds, and see which one
// choose_column() believes. Step 3 (the search) and the fidelity tests are in
// tests/lessons/stage07_fidelity.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "io.hpp"
#include "message_words.hpp"
#include "stage07.hpp"
#include "support/fidelity.hpp"
#include "support/printers.hpp"
#include "testing/messages.hpp"

namespace sudoku::testing {
namespace {

using stage07::Matrix;

/// The matrix of an empty 9x9 grid: 324 columns of 9 rows each.
Matrix empty_matrix() { return Matrix(Grid(3)); }

/// "column 85 (row 1 holds 5)": a header named by its constraint (message_words.hpp).
std::string column_name(const Matrix&, int header) { return exact_cover_column_name(header); }

/// "row 13 (4 in cell 1)": a candidate row named by its placement.
std::string row_name(const Matrix& matrix, int row) {
  return exact_cover_row_name(row, matrix.digit_of_row(row), matrix.cell_of_row(row));
}

/// A node named for a message: the root, a header, or a 1 of a row.
std::string node_name(const Matrix& matrix, int x) {
  if (x == Matrix::kRoot) return exact_cover_root_name();
  const stage07::Node& node = matrix.node(x);
  if (node.row < 0) return exact_cover_header_name(x);
  return exact_cover_node_name(row_name(matrix, node.row), node.column);
}

/// The rows that column `header` really holds: its list walked from the top
/// (at most as many steps as there are nodes, in case the links run in a circle
/// that misses the header).
std::vector<int> rows_in(const Matrix& matrix, int header) {
  std::vector<int> rows;
  for (int x = matrix.node(header).down; x != header && static_cast<int>(rows.size()) < matrix.node_count();
       x = matrix.node(x).down) {
    rows.push_back(matrix.node(x).row);
  }
  return rows;
}

/// The headers in the root's list, left to right: the columns not covered.
std::vector<int> uncovered_headers(const Matrix& matrix) {
  std::vector<int> headers;
  for (int x = matrix.node(Matrix::kRoot).right;
       x != Matrix::kRoot && static_cast<int>(headers.size()) < matrix.node_count(); x = matrix.node(x).right) {
    headers.push_back(x);
  }
  return headers;
}

/// The first link or size in which `now` differs from `before`, in words; none
/// when the two matrices are the same.
std::optional<std::string> first_difference(const Matrix& before, const Matrix& now) {
  for (int x = 0; x < before.node_count(); ++x) {
    const stage07::Node& was = before.node(x);
    const stage07::Node& is = now.node(x);
    const struct {
      const char* name;
      int was, is;
    } links[] = {{"up", was.up, is.up},
                 {"down", was.down, is.down},
                 {"left", was.left, is.left},
                 {"right", was.right, is.right}};
    for (const auto& link : links) {
      if (link.was != link.is) {
        return exact_cover_link_moved(node_name(before, x), link.name, link.is, link.was, node_name(before, link.was));
      }
    }
  }
  for (int column = 0; column < before.column_count(); ++column) {
    const int header = Matrix::header_of(column);
    if (before.size(header) != now.size(header)) {
      return exact_cover_size_changed(header, now.size(header), before.size(header));
    }
  }
  return std::nullopt;
}

/// Three columns of different kinds: a cell, a row-digit and a box-digit one.
const int kColumnsToCover[] = {Matrix::header_of(0), Matrix::header_of(81 + 4 * 9 + 6),
                               Matrix::header_of(3 * 81 + 8 * 9 + 0)};

TEST(Step1_CoverAndUncover, CoverTakesTheRowsOutOfEveryOtherColumnAndKeepsTheSizes) {
  for (const int header : kColumnsToCover) {
    Matrix matrix = empty_matrix();
    const std::vector<int> rows = rows_in(matrix, header);
    matrix.cover(header);
    const std::string column = column_name(matrix, header);
    const std::vector<int> headers = uncovered_headers(matrix);
    SUDOKU_ASSERT(std::find(headers.begin(), headers.end(), header) == headers.end())
        << diagnosis("lesson07.covered-column-still-listed", {{"column", column}}) << "\n"
        << reproduce_line();
    SUDOKU_ASSERT(rows_in(matrix, header) == rows)
        << diagnosis("lesson07.covered-column-lost-its-rows",
                     {{"column", column}, {"rows", std::to_string(rows.size())}})
        << "\n"
        << reproduce_line();
    for (const int other : headers) {
      const std::vector<int> left = rows_in(matrix, other);
      for (const int row : left) {
        SUDOKU_ASSERT(std::find(rows.begin(), rows.end(), row) == rows.end())
            << diagnosis("lesson07.row-still-in-another-column",
                         {{"column", column}, {"row", row_name(matrix, row)}, {"other", column_name(matrix, other)}})
            << "\n"
            << reproduce_line();
      }
      SUDOKU_ASSERT(matrix.size(other) == static_cast<int>(left.size()))
          << diagnosis("lesson07.size-not-kept-by-cover", {{"column", column},
                                                           {"other", column_name(matrix, other)},
                                                           {"rows", std::to_string(left.size())},
                                                           {"size", std::to_string(matrix.size(other))}})
          << "\n"
          << reproduce_line();
    }
  }
}

TEST(Step1_CoverAndUncover, UncoverGivesBackExactlyWhatCoverTook) {
  for (const int header : kColumnsToCover) {
    Matrix matrix = empty_matrix();
    const Matrix before = matrix;
    matrix.cover(header);
    matrix.uncover(header);
    const std::optional<std::string> difference = first_difference(before, matrix);
    SUDOKU_EXPECT(!difference) << diagnosis("lesson07.uncover-not-exact", {{"column", column_name(before, header)},
                                                                           {"difference", difference.value_or("")}})
                               << "\n"
                               << reproduce_line();
  }
}

TEST(Step1_CoverAndUncover, RowsChosenOneInsideAnotherComeBackInTheReverseOrder) {
  // As the search does: cover a column, choose its first row and cover that
  // row's other columns, four levels deep, then undo the levels in the reverse
  // order. After each undo the matrix must be the one before that level.
  Matrix matrix = empty_matrix();
  const int cells[] = {0, 1, 9, 80};
  std::vector<Matrix> before_level;
  std::vector<int> chosen;
  for (const int cell : cells) {
    const int header = Matrix::header_of(cell);
    const int row_node = matrix.node(header).down;
    SUDOKU_ASSERT(row_node != header) << diagnosis("lesson07.column-emptied-while-nesting",
                                                   {{"cell", std::to_string(cell)},
                                                    {"chosen", std::to_string(chosen.size())}})
                                      << "\n"
                                      << reproduce_line();
    before_level.push_back(matrix);
    matrix.cover(header);
    matrix.cover_other_columns(row_node);
    chosen.push_back(row_node);
  }
  for (int level = static_cast<int>(chosen.size()) - 1; level >= 0; --level) {
    const int row_node = chosen[static_cast<std::size_t>(level)];
    matrix.uncover_other_columns(row_node);
    matrix.uncover(matrix.node(row_node).column);
    const Matrix& before = before_level[static_cast<std::size_t>(level)];
    const std::optional<std::string> difference = first_difference(before, matrix);
    SUDOKU_ASSERT(!difference) << diagnosis("lesson07.nested-undo-not-exact",
                                            {{"chosen", std::to_string(chosen.size())},
                                             {"row", row_name(before, before.node(row_node).row)},
                                             {"depth", std::to_string(level + 1)},
                                             {"difference", difference.value_or("")}})
                               << "\n"
                               << reproduce_line();
  }
}

/// The lesson's choice on `matrix`: the first uncovered header with the
/// smallest size, and the headers looked at (the scan stops at a size of 0).
struct Choice {
  int header = -1;
  int checks = 0;
};
Choice lesson_choice(const Matrix& matrix) {
  Choice best;
  for (const int header : uncovered_headers(matrix)) {
    ++best.checks;
    if (best.header < 0 || matrix.size(header) < matrix.size(best.header)) {
      best.header = header;
      if (matrix.size(header) == 0) break;
    }
  }
  return best;
}
/// The column a stage would choose that counted the rows by walking each
/// column instead of reading its size (the first with the fewest walked rows).
int walked_choice(const Matrix& matrix) {
  int best = -1;
  std::size_t fewest = 0;
  for (const int header : uncovered_headers(matrix)) {
    const std::size_t rows = rows_in(matrix, header).size();
    if (best < 0 || rows < fewest) {
      best = header;
      fewest = rows;
    }
  }
  return best;
}

/// Asks the student's choose_column() about `matrix` and compares with the
/// lesson's choice; `setting` says what the test did to the matrix.
void expect_lesson_choice(const Matrix& matrix, const std::string& setting) {
  Search search{SearchOptions{}};
  const int chosen = stage07::choose_column(matrix, search);
  const Choice lesson = lesson_choice(matrix);
  const std::vector<int> headers = uncovered_headers(matrix);
  const bool uncovered = std::find(headers.begin(), headers.end(), chosen) != headers.end();
  SUDOKU_ASSERT(uncovered) << diagnosis("lesson07.chosen-not-an-uncovered-column",
                                        {{"setting", setting}, {"chosen", std::to_string(chosen)}})
                           << "\n"
                           << reproduce_line();
  if (chosen != lesson.header) {
    const int walked = walked_choice(matrix);
    if (chosen == walked && walked != lesson.header && walked != headers.front()) {
      SUDOKU_ASSERT(false) << diagnosis("lesson07.sizes-walked-not-read",
                                        {{"setting", setting},
                                         {"chosen", column_name(matrix, chosen)},
                                         {"lesson_column", column_name(matrix, lesson.header)},
                                         {"rows", std::to_string(rows_in(matrix, lesson.header).size())},
                                         {"size", std::to_string(matrix.size(lesson.header))}})
                           << "\n"
                           << reproduce_line();
    }
    if (matrix.size(chosen) == matrix.size(lesson.header)) {
      SUDOKU_ASSERT(false) << diagnosis("lesson07.tie-takes-a-later-column",
                                        {{"setting", setting},
                                         {"chosen", column_name(matrix, chosen)},
                                         {"lesson_column", column_name(matrix, lesson.header)},
                                         {"size", std::to_string(matrix.size(chosen))}})
                           << "\n"
                           << reproduce_line();
    }
    SUDOKU_ASSERT(false) << diagnosis("lesson07.column-choice-differs",
                                      {{"setting", setting},
                                       {"chosen", column_name(matrix, chosen)},
                                       {"size", std::to_string(matrix.size(chosen))},
                                       {"lesson_column", column_name(matrix, lesson.header)},
                                       {"lesson_size", std::to_string(matrix.size(lesson.header))}})
                         << "\n"
                         << reproduce_line();
  }
  SUDOKU_EXPECT(search.stats().checks == static_cast<std::uint64_t>(lesson.checks))
      << diagnosis("lesson07.choice-checks-differ", {{"setting", setting},
                                                     {"counted", with_commas(search.stats().checks)},
                                                     {"lesson_checks", std::to_string(lesson.checks)}})
      << "\n"
      << reproduce_line();
}

/// The matrix of an empty 9x9 grid after choosing 1 in cell 40 (cover() passes
/// step 1): columns of 9 rows and of 8, and four headers out of the list.
Matrix matrix_after_one_choice() {
  Matrix matrix = empty_matrix();
  const int row_node = matrix.node(Matrix::header_of(40)).down;
  matrix.cover(Matrix::header_of(40));
  matrix.cover_other_columns(row_node);
  return matrix;
}

/// A matrix whose column sizes the test sets by hand, and how a message says so.
struct SizesSetByHand {
  bool after_one_choice;                   ///< Start from matrix_after_one_choice(), else empty_matrix().
  std::vector<std::pair<int, int>> sizes;  ///< (column, size) pairs written with set_size().
  const char* setting;                     ///< The id of the matrix in words, for the message.
};

/// The matrix of `case_`: its start, then its sizes written over the lists' true sizes.
Matrix matrix_of(const SizesSetByHand& case_) {
  Matrix matrix = case_.after_one_choice ? matrix_after_one_choice() : empty_matrix();
  for (const auto& [column, size] : case_.sizes) matrix.set_size(Matrix::header_of(column), size);
  return matrix;
}

TEST(Step2_ChooseColumn, TheFewestRowsByMatrixSizeTheFirstOnATie) {
  // The first case's sizes disagree with the lists: a stage that walks the
  // columns to count their rows chooses another column than one that reads
  // the sizes (and than one that takes the first column, or the last on a tie).
  const SizesSetByHand cases[] = {
      {true, {{100, 5}, {200, 3}, {250, 3}}, "part.lesson07.matrix-sizes-set-after-a-choice"},
      {false, {}, "part.lesson07.matrix-empty-grid"},
      {false, {{10, 1}, {30, 0}, {40, 0}}, "part.lesson07.matrix-sizes-set-by-hand"},
      {false, {{323, 2}}, "part.lesson07.matrix-last-size-set"},
  };
  for (const SizesSetByHand& case_ : cases) expect_lesson_choice(matrix_of(case_), words(case_.setting));
}

TEST(Step2_ChooseColumn, OnlyTheUncoveredColumnsAreLookedAt) {
  Matrix matrix = matrix_after_one_choice();
  expect_lesson_choice(matrix, words("part.lesson07.matrix-after-a-choice"));
  matrix.set_size(Matrix::header_of(0), 1);
  expect_lesson_choice(matrix, words("part.lesson07.matrix-size-set-to-one"));
}

}  // namespace
}  // namespace sudoku::testing
