// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The conformance suite (see conformance.hpp). Data files live in tests/data;
// tests/data/README.md says where each comes from and why it was chosen.
#include "support/conformance.hpp"

#include <chrono>
#include <fstream>
#include <random>
#include <sstream>

#include "io.hpp"
#include "rules.hpp"
#include "support/fidelity.hpp"
#include "testing/messages.hpp"

namespace sudoku::testing {

std::string data_path(const std::string& file_name) { return std::string(SUDOKU_TEST_DATA_DIR) + "/" + file_name; }

std::string read_data_file(const std::string& file_name) {
  std::ifstream in(data_path(file_name), std::ios::binary);
  if (!in) throw std::runtime_error("cannot open test data " + data_path(file_name));
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<Grid> load_puzzles(const std::string& file_name, std::size_t limit) {
  std::ifstream in(data_path(file_name), std::ios::binary);
  if (!in) throw std::runtime_error("cannot open test data " + data_path(file_name));
  PuzzleStream stream(in);
  std::vector<Grid> puzzles;
  while (puzzles.size() < limit) {
    auto puzzle = stream.next();
    if (!puzzle) break;
    puzzles.push_back(*puzzle);
  }
  return puzzles;
}

void PrintTo(const StageUnderTest& stage, std::ostream* out) { *out << stage.name; }

std::string stage_param_name(const ::testing::TestParamInfo<StageUnderTest>& info) { return info.param.name; }

SearchResult ConformanceTest::solve(const Grid& puzzle, const SearchOptions& options) const {
  return solve_checked(GetParam().solve, puzzle, options);
}

namespace {

bool walks_row_major(const StageUnderTest& stage) { return stage.shape == TreeShape::row_major; }

/// Asserts that every puzzle of `file_name` is solved with a valid answer,
/// with messages that say what the two usual reasons are.
void expect_all_solved(const ConformanceTest& test, const std::string& file_name) {
  const std::vector<Grid> puzzles = load_puzzles(file_name);
  ASSERT_FALSE(puzzles.empty());
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const SearchResult result = test.solve(puzzles[i]);
    SUDOKU_ASSERT((result.outcome) == (Outcome::solved))
        << diagnosis(
               "conformance.puzzle-not-solved",
               {{"outcome", outcome_words(result.outcome)}, {"number", std::to_string(i + 1)}, {"file", file_name}})
        << "\n"
        << "  "
        << message_text("part.fidelity-puzzle", korean_from_environment(),
                        {{"puzzle", std::to_string(i + 1)}, {"line", format_line(puzzles[i])}})
        << "\n"
        << reproduce_puzzle_line(puzzles[i]);
    const std::string problem = solution_problem_text(puzzles[i], result.grid);
    SUDOKU_EXPECT(problem.empty()) << diagnosis("conformance.answer-not-a-solution", {{"number", std::to_string(i + 1)},
                                                                                      {"file", file_name},
                                                                                      {"problem", problem}})
                                   << "\n"
                                   << reproduce_puzzle_line(puzzles[i]);
  }
}

}  // namespace

// Programs that link the suite only for its data helpers (work-count tests) instantiate nothing.
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ConformanceTest);

TEST_P(ConformanceTest, BojSampleGivesTheSampleOutput) {
  std::istringstream in(read_data_file("boj2580-sample.in"));
  const Grid puzzle = read_boj(in);
  const SearchResult result = solve(puzzle);
  const std::string reproduce = reproduce_file_line("tests/data/boj2580-sample.in");
  ASSERT_EQ(result.outcome, Outcome::solved)
      << diagnosis("conformance.sample-not-solved", {{"what", std::string("'") + outcome_words(result.outcome) + "'"}})
      << "\n"
      << reproduce;
  EXPECT_TRUE(is_solution_of(puzzle, result.grid))
      << diagnosis("conformance.sample-not-solved", {{"what", solution_problem_text(puzzle, result.grid)}}) << "\n"
      << reproduce;
  EXPECT_EQ(format_boj(result.grid), read_data_file("boj2580-sample.out"))
      << diagnosis("conformance.sample-not-solved", {{"what", "format_boj()"}}) << "\n"
      << reproduce;
  EXPECT_TRUE(is_solution_of(puzzle, result.grid)) << reproduce;
  EXPECT_EQ(format_boj(result.grid), read_data_file("boj2580-sample.out")) << reproduce;
}

TEST_P(ConformanceTest, SolvesEasyPuzzles) { expect_all_solved(*this, "suite-easy.txt"); }

TEST_P(ConformanceTest, Solves17CluePuzzles) { expect_all_solved(*this, "suite-17-clue.txt"); }

TEST_P(ConformanceTest, SolvesHardPuzzles) { expect_all_solved(*this, "suite-hard.txt"); }

TEST_P(ConformanceTest, Solves4x4Puzzles) { expect_all_solved(*this, "suite-4x4.txt"); }

TEST_P(ConformanceTest, Solves16x16Puzzles) { expect_all_solved(*this, "suite-16x16.txt"); }

TEST_P(ConformanceTest, SolvesEmptyGridsOfEverySize) {
  for (int box_side : {2, 3, 4}) {
    const Grid empty(box_side);
    const SearchResult result = solve(empty);
    const std::string side = std::to_string(box_side);
    ASSERT_EQ(result.outcome, Outcome::solved)
        << diagnosis("conformance.empty-grid-not-solved",
                     {{"box_side", side}, {"what", std::string("'") + outcome_words(result.outcome) + "'"}})
        << "\n"
        << reproduce_puzzle_line(empty);
    EXPECT_TRUE(is_solution_of(empty, result.grid))
        << diagnosis("conformance.empty-grid-not-solved",
                     {{"box_side", side}, {"what", solution_problem_text(empty, result.grid)}})
        << "\n"
        << reproduce_puzzle_line(empty);
    EXPECT_TRUE(is_solution_of(empty, result.grid)) << "box side " << box_side << "\n" << reproduce_puzzle_line(empty);
  }
}

TEST_P(ConformanceTest, SolvedGridComesBackUnchangedWithoutANode) {
  std::istringstream in(read_data_file("boj2580-sample.out"));
  const Grid solved = read_boj(in);
  const SearchResult result = solve(solved);
  const std::string reproduce = reproduce_file_line("tests/data/boj2580-sample.out");
  const std::string kept = diagnosis(
      "conformance.solved-grid-not-kept",
      {{"what", std::string("'") + outcome_words(result.outcome) + "', nodes=" + std::to_string(result.stats.nodes)}});
  ASSERT_EQ(result.outcome, Outcome::solved) << kept << "\n" << reproduce;
  EXPECT_EQ(result.grid, solved) << kept << "\n" << reproduce;
  EXPECT_EQ(result.stats.nodes, 0u) << kept << "\n" << reproduce;
  ASSERT_EQ(result.outcome, Outcome::solved) << reproduce;
  EXPECT_EQ(result.grid, solved) << reproduce;
  EXPECT_EQ(result.stats.nodes, 0u) << reproduce;
}

TEST_P(ConformanceTest, MultiSolutionPuzzlesGiveAnyValidAnswer) {
  expect_all_solved(*this, "suite-multi-solution.txt");
}

TEST_P(ConformanceTest, NoSolutionPuzzlesAreReported) {
  const std::vector<Grid> puzzles = load_puzzles("suite-no-solution.txt");
  ASSERT_FALSE(puzzles.empty());
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const SearchResult result = solve(puzzles[i]);
    const std::string unreported = diagnosis("conformance.no-solution-not-reported",
                                             {{"number", std::to_string(i + 1)},
                                              {"file", "suite-no-solution.txt"},
                                              {"what", std::string("'") + outcome_words(result.outcome) + "'"}});
    EXPECT_EQ(result.outcome, Outcome::no_solution)
        << unreported << "\n"
        << "  "
        << message_text("part.fidelity-puzzle", korean_from_environment(),
                        {{"puzzle", std::to_string(i + 1)}, {"line", format_line(puzzles[i])}})
        << "\n"
        << reproduce_puzzle_line(puzzles[i]);
    EXPECT_EQ(result.grid, puzzles[i]) << unreported << "\n" << reproduce_puzzle_line(puzzles[i]);
  }
}

TEST_P(ConformanceTest, ConflictingGivensAreRejectedBeforeTheSearch) {
  const std::vector<Grid> puzzles = load_puzzles("conflicting-givens.txt");
  ASSERT_EQ(puzzles.size(), 10u);
  for (const Grid& puzzle : puzzles) {
    const SearchResult result = solve(puzzle);
    const std::string unrejected = diagnosis(
        "conformance.conflict-not-rejected",
        {{"what", std::string("'") + outcome_words(result.outcome) + "', nodes=" + std::to_string(result.stats.nodes) +
                      ", problem '" + result.problem + "'"}});
    EXPECT_EQ(result.outcome, Outcome::invalid) << unrejected << "\n" << reproduce_puzzle_line(puzzle);
    EXPECT_NE(result.problem.find("appears twice in"), std::string::npos) << unrejected << "\n"
                                                                          << reproduce_puzzle_line(puzzle);
    EXPECT_EQ(result.stats.nodes, 0u) << unrejected << "\n" << reproduce_puzzle_line(puzzle);
  }
}

TEST_P(ConformanceTest, NodeLimitIsExact) {
  // Learn how many nodes a full solve takes, then stop one node earlier. The
  // puzzle is the first of the suite's 17-clue and hard puzzles that takes the
  // stage at least two nodes (propagating stages solve some without a guess).
  std::vector<Grid> candidates = load_puzzles("suite-17-clue.txt");
  for (const Grid& hard : load_puzzles("suite-hard.txt")) candidates.push_back(hard);
  Grid puzzle = candidates.front();
  SearchResult full;
  for (const Grid& candidate : candidates) {
    puzzle = candidate;
    full = solve(puzzle);
    if (full.stats.nodes >= 2) break;
  }
  ASSERT_EQ(full.outcome, Outcome::solved) << reproduce_puzzle_line(puzzle);
  ASSERT_GE(full.stats.nodes, 2u) << "the limit test needs a puzzle that takes at least two nodes\n"
                                  << reproduce_puzzle_line(puzzle);
  SearchOptions options;
  options.max_nodes = full.stats.nodes - 1;
  const std::string stopped_run = reproduce_puzzle_line(puzzle, "--max-nodes " + std::to_string(options.max_nodes));
  const SearchResult stopped = solve(puzzle, options);
  const std::string inexact =
      diagnosis("conformance.node-limit-not-exact",
                {{"what", "max_nodes=" + std::to_string(options.max_nodes) + ": '" + outcome_words(stopped.outcome) +
                              "', nodes=" + std::to_string(stopped.stats.nodes)}});
  EXPECT_EQ(stopped.outcome, Outcome::limit_reached) << inexact << "\n" << stopped_run;
  EXPECT_EQ(stopped.stats.nodes, full.stats.nodes - 1) << inexact << "\n" << stopped_run;
  EXPECT_EQ(stopped.grid, puzzle) << inexact << "\n" << stopped_run;
  options.max_nodes = full.stats.nodes;
  const SearchResult enough = solve(puzzle, options);
  EXPECT_EQ(enough.outcome, Outcome::solved)
      << diagnosis("conformance.node-limit-not-exact", {{"what", "max_nodes=" + std::to_string(options.max_nodes) +
                                                                     ": '" + outcome_words(enough.outcome) + "'"}})
      << "\n"
      << reproduce_puzzle_line(puzzle, "--max-nodes " + std::to_string(options.max_nodes));
}

TEST_P(ConformanceTest, AntiBruteForcePuzzleUnderANodeLimit) {
  // famous.txt line 1 is built against row-major brute force: stages 1-3 need
  // many millions of nodes, so 100,000 stops them; the later stages finish.
  const Grid puzzle = load_puzzles("famous.txt", 1).at(0);
  SearchOptions options;
  options.max_nodes = 100000;
  const SearchResult result = solve(puzzle, options);
  const std::string reproduce = reproduce_puzzle_line(puzzle, "--max-nodes 100000");
  const std::string said = diagnosis(
      "conformance.anti-brute-force",
      {{"what", std::string("'") + outcome_words(result.outcome) + "', nodes=" + std::to_string(result.stats.nodes)}});
  if (walks_row_major(GetParam())) {
    EXPECT_EQ(result.outcome, Outcome::limit_reached) << said << "\n" << reproduce;
    EXPECT_EQ(result.stats.nodes, 100000u) << said << "\n" << reproduce;
  } else {
    ASSERT_EQ(result.outcome, Outcome::solved) << said << "\n" << reproduce;
    EXPECT_TRUE(is_solution_of(puzzle, result.grid)) << said << "\n" << reproduce;
  }
}

TEST_P(ConformanceTest, TimeLimitIsHonoured) {
  // Row-major stages need many millions of nodes on the anti-brute-force
  // puzzle, so 0.05 s stops them (well within a generous margin: the clock is
  // read every 1024 nodes). The later stages finish it in milliseconds, so a
  // limit of 2 s must not disturb them.
  const Grid puzzle = load_puzzles("famous.txt", 1).at(0);
  SearchOptions options;
  const bool row_major = walks_row_major(GetParam());
  options.time_limit_seconds = row_major ? 0.05 : 2.0;
  const auto started = std::chrono::steady_clock::now();
  const SearchResult result = solve(puzzle, options);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const std::string reproduce = reproduce_puzzle_line(puzzle, row_major ? "--time-limit 0.05" : "--time-limit 2");
  const std::string said =
      diagnosis("conformance.time-limit", {{"what", std::string("'") + outcome_words(result.outcome) + "', " +
                                                        std::to_string(seconds).substr(0, 5) + " s"}});
  if (row_major) {
    EXPECT_EQ(result.outcome, Outcome::limit_reached) << said << "\n" << reproduce;
    EXPECT_LT(seconds, 5.0) << said << "\n" << reproduce;
  } else {
    ASSERT_EQ(result.outcome, Outcome::solved) << said << "\n" << reproduce;
    EXPECT_TRUE(is_solution_of(puzzle, result.grid)) << said << "\n" << reproduce;
  }
}

TEST_P(ConformanceTest, IsDeterministic) {
  for (const Grid& puzzle : load_puzzles("suite-easy.txt", 5)) {
    const SearchResult first = solve(puzzle);
    const SearchResult second = solve(puzzle);
    const std::string reproduce = reproduce_puzzle_line(puzzle) + " (run it twice)";
    EXPECT_EQ(first.grid, second.grid) << diagnosis("conformance.not-deterministic", {{"what", "grid"}}) << "\n"
                                       << reproduce;
    EXPECT_EQ(first.stats.nodes, second.stats.nodes)
        << diagnosis("conformance.not-deterministic", {{"what", "nodes"}}) << "\n"
        << reproduce;
    EXPECT_EQ(first.stats.checks, second.stats.checks)
        << diagnosis("conformance.not-deterministic", {{"what", "checks"}}) << "\n"
        << reproduce;
    EXPECT_EQ(first.stats.backtracks, second.stats.backtracks)
        << diagnosis("conformance.not-deterministic", {{"what", "backtracks"}}) << "\n"
        << reproduce;
  }
}

TEST_P(ConformanceTest, BlankingOneCellOfASolutionBringsItBack) {
  std::istringstream in(read_data_file("boj2580-sample.out"));
  const Grid solution = read_boj(in);
  for (int cell = 0; cell < solution.cell_count(); ++cell) {
    Grid puzzle = solution;
    puzzle.set(cell, 0);
    const SearchResult result = solve(puzzle);
    const std::string restored =
        diagnosis("conformance.blanked-cell-not-restored",
                  {{"cell", std::to_string(cell)}, {"what", std::string("'") + outcome_words(result.outcome) + "'"}});
    ASSERT_EQ(result.outcome, Outcome::solved) << restored << "\n" << reproduce_puzzle_line(puzzle);
    EXPECT_EQ(result.grid, solution) << restored << "\n" << reproduce_puzzle_line(puzzle);
  }
}

TEST_P(ConformanceTest, BlankingManyCellsStillGivesAValidAnswer) {
  std::istringstream in(read_data_file("boj2580-sample.out"));
  const Grid solution = read_boj(in);
  std::mt19937 random(2580);
  for (int round = 0; round < 20; ++round) {
    Grid puzzle = solution;
    for (int blanks = 0; blanks < 45; ++blanks) {
      puzzle.set(static_cast<int>(random() % static_cast<unsigned>(puzzle.cell_count())), 0);
    }
    const SearchResult result = solve(puzzle);
    const std::string unsolved = diagnosis("conformance.blanked-cells-not-solved",
                                           {{"what", std::string("'") + outcome_words(result.outcome) + "' " +
                                                         solution_problem_text(puzzle, result.grid)}});
    ASSERT_EQ(result.outcome, Outcome::solved) << unsolved << "\n" << reproduce_puzzle_line(puzzle);
    EXPECT_TRUE(is_solution_of(puzzle, result.grid)) << unsolved << "\n" << reproduce_puzzle_line(puzzle);
  }
}

}  // namespace sudoku::testing
