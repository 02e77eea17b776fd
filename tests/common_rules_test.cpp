// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Unit tests of common/rules and common/grid.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "io.hpp"
#include "rules.hpp"

namespace sudoku {
namespace {

Grid sample_solution() {
  std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/boj2580-sample.out");
  return read_boj(in);
}

TEST(Grid, NumbersCellsRowsColumnsAndBoxes) {
  const Grid grid(3);
  EXPECT_EQ(grid.cell_count(), 81);
  EXPECT_EQ(grid.cell_at(4, 5), 41);
  EXPECT_EQ(grid.row_of(41), 4);
  EXPECT_EQ(grid.column_of(41), 5);
  EXPECT_EQ(grid.box_of(41), 4);
  EXPECT_EQ(grid.box_origin(5), grid.cell_at(3, 6));
  EXPECT_EQ(grid.box_cell(8, 8), 80);
  EXPECT_EQ(cell_name(grid, 41), "r5c6");
  const Grid sixteen(4);
  EXPECT_EQ(sixteen.box_of(sixteen.cell_at(15, 0)), 12);
  EXPECT_THROW(Grid(5), std::invalid_argument);
}

TEST(FindConflict, NamesTheDigitTheUnitAndBothCells) {
  Grid grid(3);
  grid.set(2, 0, 5);
  grid.set(2, 7, 5);
  auto conflict = find_conflict(grid);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->describe(grid), "givens conflict: 5 appears twice in row 3 (r3c1, r3c8)");

  Grid column(3);
  column.set(1, 4, 7);
  column.set(8, 4, 7);
  EXPECT_EQ(find_conflict(column)->describe(column), "givens conflict: 7 appears twice in column 5 (r2c5, r9c5)");

  Grid box(3);
  box.set(3, 3, 2);
  box.set(5, 5, 2);
  EXPECT_EQ(find_conflict(box)->describe(box), "givens conflict: 2 appears twice in box 5 (r4c4, r6c6)");
  EXPECT_FALSE(find_conflict(Grid(3)));
}

// find_conflict first answers "is there one?" with a bit-mask pass per grid size,
// then scans unit by unit to name it: on every size, each kind of unit, and
// every digit (the top digit of 16x16 too), both must agree.
TEST(FindConflict, EverySizeEveryUnitEveryDigit) {
  for (int box_side : {2, 3, 4}) {
    const int side = box_side * box_side;
    for (int digit = 1; digit <= side; ++digit) {
      Grid row(box_side), column(box_side), box(box_side), none(box_side);
      row.set(side - 1, 0, digit);
      row.set(side - 1, side - 1, digit);
      column.set(0, side - 1, digit);
      column.set(side - 1, side - 1, digit);
      box.set(side - box_side, side - box_side, digit);
      box.set(side - 1, side - 1, digit);
      none.set(0, 0, digit);
      none.set(1, box_side, digit);  // another row, column and box
      ASSERT_TRUE(find_conflict(row)) << format_line(row);
      EXPECT_EQ(find_conflict(row)->unit, UnitKind::row) << format_line(row);
      ASSERT_TRUE(find_conflict(column)) << format_line(column);
      EXPECT_EQ(find_conflict(column)->unit, UnitKind::column) << format_line(column);
      ASSERT_TRUE(find_conflict(box)) << format_line(box);
      EXPECT_EQ(find_conflict(box)->unit, UnitKind::box) << format_line(box);
      EXPECT_FALSE(find_conflict(none)) << format_line(none);
    }
  }
}

TEST(FindConflict, FindsOneInEveryLineOfTheConflictFile) {
  std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/conflicting-givens.txt");
  PuzzleStream stream(in);
  int count = 0;
  while (auto puzzle = stream.next()) {
    EXPECT_TRUE(find_conflict(*puzzle)) << format_line(*puzzle);
    ++count;
  }
  EXPECT_EQ(count, 10);
}

TEST(SolutionProblem, AcceptsTheSampleSolution) {
  std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/boj2580-sample.in");
  const Grid puzzle = read_boj(in);
  EXPECT_FALSE(solution_problem(puzzle, sample_solution()));
  EXPECT_TRUE(is_solution_of(puzzle, sample_solution()));
}

TEST(SolutionProblem, RejectsEveryOneDigitChangeOfASolvedGrid) {
  const Grid solution = sample_solution();
  const Grid no_givens(3);
  for (int cell = 0; cell < solution.cell_count(); ++cell) {
    for (int digit = 1; digit <= 9; ++digit) {
      if (digit == solution[cell]) continue;
      Grid changed = solution;
      changed.set(cell, digit);
      EXPECT_TRUE(solution_problem(no_givens, changed)) << cell_name(changed, cell) << "=" << digit;
    }
  }
}

TEST(SolutionProblem, RejectsBlanksChangedGivensAndOtherSizes) {
  const Grid solution = sample_solution();
  Grid blank = solution;
  blank.set(40, 0);
  EXPECT_EQ(solution_problem(Grid(3), blank).value_or(""), "cell r5c5 is blank");
  Grid puzzle(3);
  puzzle.set(0, solution[1]);  // a given the answer does not keep
  EXPECT_NE(solution_problem(puzzle, solution).value_or("").find("was changed"), std::string::npos);
  EXPECT_TRUE(solution_problem(Grid(2), solution));
}

/// A solved grid of box side `box`: the pattern (row * box + row / box + column) % side + 1.
Grid pattern_solution(int box) {
  Grid grid(box);
  for (int row = 0; row < grid.side(); ++row) {
    for (int column = 0; column < grid.side(); ++column)
      grid.set(row, column, (row * box + row / box + column) % grid.side() + 1);
  }
  return grid;
}

// The answer check takes one pass of ORs per size (rules.cpp); these are the ways an
// answer can be wrong that such a pass could miss: a unit of one kind broken while
// the other two kinds stay whole, a digit past the side, a given changed.
TEST(SolutionProblem, EverySizeFindsABrokenRowColumnOrBoxAlone) {
  for (int box = 2; box <= 4; ++box) {
    const Grid solution = pattern_solution(box);
    const int side = solution.side();
    SCOPED_TRACE("box side " + std::to_string(box));
    ASSERT_FALSE(solution_problem(Grid(box), solution));

    // Two rows of different bands swapped: rows and columns whole, boxes broken.
    Grid rows_swapped = solution;
    for (int column = 0; column < side; ++column) {
      rows_swapped.set(0, column, solution.at(box, column));
      rows_swapped.set(box, column, solution.at(0, column));
    }
    EXPECT_NE(solution_problem(Grid(box), rows_swapped).value_or("").find("twice in box"), std::string::npos);

    // Two cells of one row swapped: the row whole, two columns broken.
    Grid cells_swapped = solution;
    cells_swapped.set(0, 0, solution.at(0, side - 1));
    cells_swapped.set(0, side - 1, solution.at(0, 0));
    EXPECT_NE(solution_problem(Grid(box), cells_swapped).value_or("").find("twice in column"), std::string::npos);

    // Two cells of one column swapped: the column whole, two rows broken.
    Grid column_swapped = solution;
    column_swapped.set(0, 0, solution.at(side - 1, 0));
    column_swapped.set(side - 1, 0, solution.at(0, 0));
    EXPECT_NE(solution_problem(Grid(box), column_swapped).value_or("").find("twice in row"), std::string::npos);

    Grid past_the_side = solution;
    past_the_side.set(side * side - 1, side + 1);
    EXPECT_NE(solution_problem(Grid(box), past_the_side).value_or("").find("out of range"), std::string::npos);

    Grid puzzle(box);
    puzzle.set(side + 1, solution[side + 2]);
    EXPECT_NE(solution_problem(puzzle, solution).value_or("").find("was changed"), std::string::npos);
    puzzle.set(side + 1, solution[side + 1]);
    EXPECT_FALSE(solution_problem(puzzle, solution));
  }
}

}  // namespace
}  // namespace sudoku
