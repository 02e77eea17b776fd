// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Limits (issue 6, item 6): every stage stops exactly at its node limit, and
// within its time limit plus a generous margin (the clock is read every 1024
// nodes; the margin is there for a loaded machine, it is not a timing test).
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "io.hpp"
#include "reliability_support.hpp"
#include "rules.hpp"

namespace sudoku::reliability {
namespace {

/// Puzzles that need many nodes in every stage: hard 9x9 ones, the
/// anti-brute-force puzzle, and hard 16x16 ones.
std::vector<Grid> demanding_puzzles() {
  std::vector<Grid> puzzles = data_puzzles("famous.txt");
  const std::vector<Grid> top95 = data_puzzles("top95.txt");
  puzzles.insert(puzzles.end(), top95.begin(), top95.begin() + 10);
  const std::vector<Grid> hard16 = data_puzzles("differential-16x16.txt");
  puzzles.insert(puzzles.end(), hard16.begin(), hard16.begin() + 3);
  return puzzles;
}

TEST(Limits, EveryStageStopsExactlyAtItsNodeLimit) {
  const std::vector<Grid> puzzles = demanding_puzzles();
  for (const StageUnderTest& stage : stages_under_test()) {
    int stopped = 0;
    for (const Grid& puzzle : puzzles) {
      if (!stage.all_sizes && puzzle.box_side() != 3) continue;
      for (std::uint64_t limit : {1u, 2u, 7u, 100u, 1023u, 1024u, 1025u, 5000u}) {
        SearchOptions options;
        options.max_nodes = limit;
        const SearchResult result = solve_checked(stage.solve, puzzle, options);
        const std::string where = stage.name + " with max_nodes " + std::to_string(limit) + ": " + format_line(puzzle);
        if (result.outcome == Outcome::limit_reached) {
          ++stopped;
          EXPECT_EQ(result.stats.nodes, limit) << where;
          EXPECT_EQ(result.grid, puzzle) << where << ": a stopped search returns the puzzle, not a partial grid";
        } else {
          ASSERT_EQ(result.outcome, Outcome::solved) << where;
          EXPECT_LE(result.stats.nodes, limit) << where;
          EXPECT_FALSE(solution_problem(puzzle, result.grid)) << where;
          // With the limit the search did not reach, the same tree is walked.
          const SearchResult free = solve_checked(stage.solve, puzzle, {});
          EXPECT_EQ(free.stats.nodes, result.stats.nodes) << where;
        }
      }
    }
    EXPECT_GT(stopped, 10) << stage.name << ": the puzzles should stop every stage at small limits";
  }
}

TEST(Limits, EveryStageStopsSoonAfterItsTimeLimit) {
  // The slowest puzzles we have for each stage; whether a stage stops or
  // finishes first, it must be back within the limit plus a generous margin.
  const double limit = 0.2;
  const double margin = 3.0;
  const std::vector<Grid> puzzles = demanding_puzzles();
  for (const StageUnderTest& stage : stages_under_test()) {
    int stopped = 0;
    for (const Grid& puzzle : puzzles) {
      if (!stage.all_sizes && puzzle.box_side() != 3) continue;
      SearchOptions options;
      options.time_limit_seconds = limit;
      const auto started = std::chrono::steady_clock::now();
      const SearchResult result = solve_checked(stage.solve, puzzle, options);
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
      EXPECT_LT(seconds, limit + margin) << stage.name << ": " << format_line(puzzle);
      if (result.outcome == Outcome::limit_reached) {
        ++stopped;
        EXPECT_EQ(result.grid, puzzle) << stage.name;
      } else {
        ASSERT_EQ(result.outcome, Outcome::solved) << stage.name << ": " << format_line(puzzle);
      }
    }
    // The anti-brute-force puzzle needs many millions of row-major nodes.
    if (stage.row_major) {
      EXPECT_GE(stopped, 1) << stage.name;
    }
  }
}

}  // namespace
}  // namespace sudoku::reliability
