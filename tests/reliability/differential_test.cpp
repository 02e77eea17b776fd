// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Differential tests (issue 6, item 3) and the generator's promises (item 2).
//
// Every stage linked into this binary solves the same puzzles: generated ones
// (`kit generate`, ctest fixture reliability_generate) and the real collections
// in tests/data. The truth comes from a test-local counter written apart from
// every stage (reliability_support.cpp). On each puzzle:
//   - a stage that says "solved" gives a valid answer that keeps the givens; on
//     a puzzle with one solution it is that solution;
//   - "no solution" only where the counter finds none; "limit reached" only for
//     stages 1-4, which get a node limit (stages 1-3 walk the row-major tree,
//     stage 4 has no propagation: Norvig's hard1 takes it millions of nodes),
//     stage 5 at most once a file (hard1, with its many solutions, takes
//     Norvig's approach more than 300,000 nodes), and on 16x16 puzzles;
//   - stages 1-3 walk one tree: the same outcome, the same answer, the same nodes;
//   - the final solver's count equals the counter's on every size (16x16 and
//     4x4 by stage 7's dancing links, 9x9 by the engine), and so does stage 5's
//     count (made from its solve() alone) on the multi- and no-solution files.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "io.hpp"
#include "reliability_support.hpp"
#include "rules.hpp"

#include "sudoku_stages.hpp"  // every reference stage, and SUDOKU_HAVE_STAGENN for each
#ifdef SUDOKU_HAVE_FINAL_SOLVER
#include "final_solver.hpp"
#endif

namespace sudoku::reliability {
namespace {

/// Which stages a set of puzzles is given to: all, all but stages 1-2 (their
/// nodes cost the most), or none of the row-major stages 1-3 (for big sets of
/// hard puzzles, where nearly every row-major search stops at its limit).
enum class Slow { included, skipped, row_major_skipped };

/// How often each stage stopped at its node limit, printed at the end of a test.
using LimitTally = std::map<std::string, int>;

/// The checks above on one puzzle.
void check_puzzle(const Grid& puzzle, const std::string& where, Slow slow, LimitTally& limits) {
  const SolutionCount truth = count_solutions(puzzle, 2);
  ASSERT_TRUE(truth.finished) << where;
#ifdef SUDOKU_HAVE_FAST
  if (puzzle.box_side() == 3) {
    const SolutionCount fast = fast_count(puzzle, 2);
    EXPECT_TRUE(fast.finished) << where;
    EXPECT_EQ(fast.solutions, truth.solutions) << where << ": the final solver's count";
    if (truth.solutions == 1) {
      EXPECT_EQ(fast.first, truth.first) << where;
    }
  }
#endif
#ifdef SUDOKU_HAVE_FINAL_SOLVER
  // Every size: 4x4 and 16x16 are counted by stage 7's dancing links, 9x9 by
  // the engine; the truth comes from the test's own counter (reliability_support.cpp).
  {
    const CountResult counted = final_solver::count(puzzle, 2, {});
    EXPECT_FALSE(counted.limit_reached) << where;
    EXPECT_EQ(counted.solutions, truth.solutions) << where << ": the `sudoku` binary's count";
    if (truth.solutions == 1) {
      EXPECT_EQ(counted.first_solution, truth.first) << where << ": the `sudoku` binary's count";
    }
  }
#endif
  const SearchResult* row_major_first = nullptr;
  std::string row_major_name;
  std::vector<SearchResult> results;
  results.reserve(8);
  for (const StageUnderTest& stage : stages_for(puzzle.box_side())) {
    if (slow == Slow::skipped && (stage.name == "stage01" || stage.name == "stage02")) continue;
    if (slow == Slow::row_major_skipped && stage.row_major) continue;
    SearchOptions options;
    options.max_nodes = stage.node_limit;
    results.push_back(solve_checked(stage.solve, puzzle, options));
    const SearchResult& result = results.back();
    const std::string who = where + ", " + stage.name;
    switch (result.outcome) {
      case Outcome::solved:
        EXPECT_GE(truth.solutions, 1) << who;
        EXPECT_FALSE(solution_problem(puzzle, result.grid)) << who << ": " << format_line(result.grid);
        if (truth.solutions == 1) {
          EXPECT_EQ(result.grid, truth.first) << who;
        }
        break;
      case Outcome::no_solution:
        EXPECT_EQ(truth.solutions, 0) << who;
        break;
      case Outcome::limit_reached:
        ++limits[stage.name];
        EXPECT_TRUE(stage.may_stop || puzzle.box_side() == 4) << who << ": stopped at " << stage.node_limit << " nodes";
        EXPECT_EQ(result.stats.nodes, stage.node_limit) << who;
        EXPECT_EQ(result.grid, puzzle) << who << ": a stopped search returns the puzzle";
        break;
      case Outcome::invalid:
        ADD_FAILURE() << who << ": rejected as invalid: " << result.problem;
        break;
    }
    if (!stage.row_major) continue;
    if (row_major_first == nullptr) {
      row_major_first = &result;
      row_major_name = stage.name;
      continue;
    }
    EXPECT_EQ(result.outcome, row_major_first->outcome) << who << " vs " << row_major_name;
    EXPECT_EQ(result.grid, row_major_first->grid) << who << " vs " << row_major_name;
    EXPECT_EQ(result.stats.nodes, row_major_first->stats.nodes) << who << " vs " << row_major_name;
  }
}

void check_all(const std::vector<Grid>& puzzles, const std::string& source, Slow slow) {
  ASSERT_FALSE(puzzles.empty()) << source;
  LimitTally limits;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    check_puzzle(puzzles[i], source + " puzzle " + std::to_string(i + 1) + " " + format_line(puzzles[i]), slow, limits);
    if (::testing::Test::HasFailure()) return;  // one puzzle's report is enough
  }
  EXPECT_LE(limits["stage05"], 1) << source << ": stage 5 stopped at its node limit more than once";
  std::string tally;
  for (const auto& [name, count] : limits) {
    if (count > 0) tally += " " + name + "=" + std::to_string(count);
  }
  std::printf("%s: %zu puzzles; stopped at the node limit:%s\n", source.c_str(), puzzles.size(),
              tally.empty() ? " none" : tally.c_str());
}

TEST(Differential, GeneratedMinimal9x9) {
  // Minimal puzzles: stages 1-2 skipped (about half need more than 20,000 row-major nodes).
  check_all(generated_puzzles("9x9-minimal.txt"), "generated 9x9 minimal", Slow::skipped);
}

TEST(Differential, Generated9x9With30Givens) {
  check_all(generated_puzzles("9x9-30-givens.txt"), "generated 9x9 30 givens", Slow::included);
}

TEST(Differential, Generated4x4) { check_all(generated_puzzles("4x4-minimal.txt"), "generated 4x4", Slow::included); }

TEST(Differential, Generated16x16) {
  check_all(generated_puzzles("16x16-180-givens.txt"), "generated 16x16 180 givens", Slow::included);
}

TEST(Differential, RealCollectionsEveryStage) {
  for (const char* file : {"norvig-easy50.txt", "top95.txt", "famous.txt", "suite-easy.txt", "suite-hard.txt",
                           "suite-17-clue.txt", "suite-4x4.txt", "suite-16x16.txt", "differential-4x4.txt"}) {
    check_all(data_puzzles(file), file, Slow::included);
  }
}

TEST(Differential, LargeRealCollectionsFromStage4On) {
  for (const char* file : {"hard-sample.txt", "differential-17-clue.txt", "differential-16x16.txt"}) {
    check_all(data_puzzles(file), file, Slow::row_major_skipped);
  }
}

TEST(Differential, NoSolutionAndMultiSolutionFiles) {
  check_all(data_puzzles("no-solution.txt"), "no-solution.txt", Slow::included);
  check_all(data_puzzles("multi-solution.txt"), "multi-solution.txt", Slow::included);
}

/// The stage whose solve() the split counter uses: stage 5, else the latest one there is.
SolveFunction counting_stage() {
#if defined(SUDOKU_HAVE_STAGE05)
  return &stage05::solve;
#elif defined(SUDOKU_HAVE_STAGE04)
  return &stage04::solve;
#else
  return nullptr;
#endif
}

TEST(Differential, SolutionCountsAgree) {
  // Exact counts up to 1,000 (tdoku's test lines state counts from 3 to 847;
  // the empty grid and the others reach the bound), then up to 2 with stage 5's
  // solve() alone.
  std::vector<Grid> puzzles = data_puzzles("multi-solution.txt");
  const std::vector<Grid> none = data_puzzles("no-solution.txt");
  puzzles.insert(puzzles.end(), none.begin(), none.end());
  // Generated minimal puzzles with one given taken away: mostly 2 or more solutions.
  const std::vector<Grid> minimal = generated_puzzles("9x9-minimal.txt");
  for (std::size_t i = 0; i < minimal.size() && i < 300; ++i) {
    Grid fewer = minimal[i];
    for (int cell = 0; cell < 81; ++cell) {
      if (fewer[cell] != 0) {
        fewer.set(cell, 0);
        break;
      }
    }
    puzzles.push_back(fewer);
  }
  int multiple = 0;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const std::string where = "puzzle " + std::to_string(i + 1) + " " + format_line(puzzles[i]);
    const SolutionCount truth = count_solutions(puzzles[i], 1000);
    ASSERT_TRUE(truth.finished) << where;
    if (truth.solutions >= 2) ++multiple;
#ifdef SUDOKU_HAVE_FAST
    const SolutionCount fast = fast_count(puzzles[i], 1000);
    EXPECT_TRUE(fast.finished) << where;
    EXPECT_EQ(fast.solutions, truth.solutions) << where << ": the final solver's count up to 1000";
#endif
#ifdef SUDOKU_HAVE_STAGE07
    const stage07::Count exact_cover = stage07::count(puzzles[i], 1000, {});
    EXPECT_NE(exact_cover.search.outcome, Outcome::limit_reached) << where;
    EXPECT_EQ(exact_cover.solutions, truth.solutions) << where << ": stage 7's count up to 1000 (dancing links)";
#endif
#ifdef SUDOKU_HAVE_FINAL_SOLVER
    const CountResult counted = final_solver::count(puzzles[i], 1000, {});
    EXPECT_FALSE(counted.limit_reached) << where;
    EXPECT_EQ(counted.solutions, truth.solutions) << where << ": sudoku --count 1000";
#endif
    if (SolveFunction solve = counting_stage()) {
      const SolutionCount split = count_by_solving(solve, puzzles[i], 2, 10'000'000);
      EXPECT_TRUE(split.finished) << where;
      EXPECT_EQ(split.solutions, std::min(truth.solutions, 2)) << where << ": counted with stage 5's solve()";
    }
  }
  EXPECT_GT(multiple, 100) << "the set should hold many multi-solution puzzles";
  std::printf("%zu puzzles counted, %d with 2 or more solutions\n", puzzles.size(), multiple);
}

// --- The generator's promises (kit generate).

TEST(Generator, EveryPuzzleHasExactlyOneSolution) {
  for (const char* file : {"9x9-minimal.txt", "9x9-30-givens.txt", "4x4-minimal.txt", "16x16-180-givens.txt"}) {
    const std::vector<Grid> puzzles = generated_puzzles(file);
    ASSERT_GE(puzzles.size(), 100u) << file;
    for (const Grid& puzzle : puzzles) {
      EXPECT_FALSE(find_conflict(puzzle)) << file << ": " << format_line(puzzle);
      const SolutionCount count = count_solutions(puzzle, 2);
      ASSERT_TRUE(count.finished) << file << ": " << format_line(puzzle);
      ASSERT_EQ(count.solutions, 1) << file << ": " << format_line(puzzle);
    }
  }
}

TEST(Generator, MinimalPuzzlesLoseUniquenessWithAnyGivenRemoved) {
  for (const char* file : {"9x9-minimal.txt", "4x4-minimal.txt"}) {
    const std::vector<Grid> puzzles = generated_puzzles(file);
    for (std::size_t i = 0; i < puzzles.size() && i < 200; ++i) {
      for (int cell = 0; cell < puzzles[i].cell_count(); ++cell) {
        if (puzzles[i][cell] == 0) continue;
        Grid fewer = puzzles[i];
        fewer.set(cell, 0);
        ASSERT_EQ(count_solutions(fewer, 2).solutions, 2)
            << file << ": " << format_line(puzzles[i]) << " without cell " << cell;
      }
    }
  }
}

TEST(Generator, GivensAreAsAsked) {
  for (const auto& [file, givens] :
       std::vector<std::pair<const char*, int>>{{"9x9-30-givens.txt", 30}, {"16x16-180-givens.txt", 180}}) {
    for (const Grid& puzzle : generated_puzzles(file)) ASSERT_EQ(puzzle.filled_count(), givens) << file;
  }
  // Minimal 9x9 puzzles have at least 17 givens, and never all the same count.
  int fewest = 81, most = 0;
  for (const Grid& puzzle : generated_puzzles("9x9-minimal.txt")) {
    fewest = std::min(fewest, puzzle.filled_count());
    most = std::max(most, puzzle.filled_count());
  }
  EXPECT_GE(fewest, 17);
  EXPECT_LT(fewest, most);
}

// --- The release check (>= 10,000 puzzles): only run by ctest -L release-check.

TEST(Release, Differential10000MinimalPuzzles) {
  check_all(generated_puzzles("release-9x9-minimal.txt"), "release 9x9 minimal", Slow::skipped);
}

TEST(Release, Differential10000PuzzlesWith32GivensEveryStage) {
  check_all(generated_puzzles("release-9x9-32-givens.txt"), "release 9x9 32 givens", Slow::included);
}

}  // namespace
}  // namespace sudoku::reliability
