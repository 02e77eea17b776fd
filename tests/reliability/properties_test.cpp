// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Property tests (issue 6, item 4), over many solved grids of every size: the
// solutions of generated puzzles and of real ones.
//   - change one digit of a solved grid: the rules checker rejects it;
//   - blank any one cell of a solution: every stage puts the digit back;
//   - blank many cells: every stage still gives a valid answer keeping the givens.
#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "io.hpp"
#include "reliability_support.hpp"
#include "rules.hpp"

namespace sudoku::reliability {
namespace {

/// Solved grids: `count` puzzles of a file, each solved by the test's counter.
std::vector<Grid> solutions_of(const std::vector<Grid>& puzzles, std::size_t count) {
  std::vector<Grid> solutions;
  for (std::size_t i = 0; i < puzzles.size() && solutions.size() < count; ++i) {
    const SolutionCount solved = count_solutions(puzzles[i], 1);
    if (solved.solutions == 1) solutions.push_back(solved.first);
  }
  return solutions;
}

std::vector<Grid> solved_grids() {
  std::vector<Grid> grids;
  std::istringstream sample(
      "1 3 5 4 6 9 2 7 8\n7 8 2 1 3 5 6 4 9\n4 6 9 2 7 8 1 3 5\n3 2 1 5 4 6 8 9 7\n8 7 4 9 1 3 5 2 6\n"
      "5 9 6 8 2 7 4 1 3\n9 1 7 6 5 2 3 8 4\n6 4 3 7 8 1 9 5 2\n2 5 8 3 9 4 7 6 1\n");  // BOJ 2580 sample answer
  grids.push_back(read_boj(sample));
  for (const auto& [file, count] : std::vector<std::pair<const char*, std::size_t>>{
           {"9x9-minimal.txt", 12}, {"4x4-minimal.txt", 12}, {"16x16-180-givens.txt", 3}}) {
    for (const Grid& grid : solutions_of(generated_puzzles(file), count)) grids.push_back(grid);
  }
  for (const auto& [file, count] : std::vector<std::pair<const char*, std::size_t>>{
           {"top95.txt", 6}, {"differential-17-clue.txt", 6}, {"differential-16x16.txt", 2}}) {
    for (const Grid& grid : solutions_of(data_puzzles(file), count)) grids.push_back(grid);
  }
  return grids;
}

const std::vector<Grid>& grids() {
  static const std::vector<Grid> all = solved_grids();
  return all;
}

TEST(Properties, EveryOneDigitChangeOfASolvedGridIsRejected) {
  ASSERT_GE(grids().size(), 40u);
  int changes = 0;
  for (const Grid& solution : grids()) {
    ASSERT_FALSE(solution_problem(Grid(solution.box_side()), solution)) << format_line(solution);
    for (int cell = 0; cell < solution.cell_count(); ++cell) {
      for (int digit = 1; digit <= solution.side(); ++digit) {
        if (digit == solution[cell]) continue;
        Grid changed = solution;
        changed.set(cell, digit);
        ++changes;
        ASSERT_TRUE(find_conflict(changed)) << format_line(changed);
        ASSERT_TRUE(solution_problem(Grid(solution.box_side()), changed)) << format_line(changed);
        ASSERT_TRUE(solution_problem(solution, changed)) << "a changed given must be named";
      }
    }
  }
  std::printf("%d one-digit changes rejected\n", changes);
}

TEST(Properties, EveryStageRestoresAnyOneBlankedCell) {
  for (const StageUnderTest& stage : stages_under_test()) {
    int restored = 0;
    for (const Grid& solution : grids()) {
      if (!stage.all_sizes && solution.box_side() != 3) continue;
      for (int cell = 0; cell < solution.cell_count(); ++cell) {
        Grid puzzle = solution;
        puzzle.set(cell, 0);
        const SearchResult result = solve_checked(stage.solve, puzzle, {});
        ASSERT_EQ(result.outcome, Outcome::solved) << stage.name << ": " << format_line(puzzle);
        ASSERT_EQ(result.grid, solution) << stage.name << ": " << format_line(puzzle);
        ++restored;
      }
    }
    EXPECT_GT(restored, 1000) << stage.name;
  }
}

TEST(Properties, EveryStageAnswersValidlyWithManyCellsBlanked) {
  std::mt19937 random(6);
  for (const Grid& solution : grids()) {
    const int cells = solution.cell_count();
    for (int percent = 10; percent <= 90; percent += 20) {
      Grid puzzle = solution;
      for (int blank = 0; blank < cells * percent / 100; ++blank) {
        puzzle.set(static_cast<int>(random() % static_cast<unsigned>(cells)), 0);
      }
      for (const StageUnderTest& stage : stages_for(solution.box_side())) {
        SearchOptions options;
        options.max_nodes = stage.node_limit;
        const SearchResult result = solve_checked(stage.solve, puzzle, options);
        if (result.outcome == Outcome::limit_reached && stage.may_stop) continue;  // a tree too big for the stage
        ASSERT_EQ(result.outcome, Outcome::solved) << stage.name << ": " << format_line(puzzle);
        ASSERT_FALSE(solution_problem(puzzle, result.grid)) << stage.name << ": " << format_line(puzzle);
      }
    }
  }
}

}  // namespace
}  // namespace sudoku::reliability
