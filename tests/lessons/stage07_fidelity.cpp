// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Fidelity of stage 7: the search is Knuth's Algorithm X on the exact-cover
// matrix, with dancing links and the S heuristic, not some other method that
// happens to give right answers. Compiled into conformance_lesson07 and
// conformance_solution07 (tests/CMakeLists.txt: tests/lessons/stageNN_*.cpp).
//
// The golden counts below are the reference's (solutions/07-exact-cover), on
// puzzles of every size. They are deterministic: Algorithm X with the S
// heuristic (fewest rows, lowest column on a tie, rows from the top) walks one
// tree, so a right implementation matches them exactly, and each kind of
// mistake shows in a different counter:
//   * nodes and guesses: the column choice (another heuristic, another tie
//     rule, another row order gives another tree) and the covering (a row not
//     removed is tried where it clashes);
//   * checks: the scan of the column headers (one per header looked at, the
//     scan stopping at an empty column);
//   * solution counts on puzzles with many solutions: the undo (an uncover in
//     the wrong order or a size not restored loses or duplicates solutions
//     further on, or the tree changes).
// Steps 1 and 2 (cover() and uncover(), choose_column()) have their own tests,
// on the matrix itself (tests/lessons/stage07_steps.cpp); the tests here run
// the search, so a difference they find, once those pass, is search()'s.
#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "io.hpp"
#include "message_words.hpp"
#include "rules.hpp"
#include "stage07.hpp"
#include "support/conformance.hpp"
#include "support/fidelity.hpp"
#include "support/printers.hpp"
#include "testing/messages.hpp"

namespace sudoku {
namespace {

/// One puzzle and the reference's counters on it.
struct Golden {
  const char* name_id;  ///< The puzzle's name: an id of the table, `{file}` filled with file and line.
  const char* file;     ///< Its file of tests/data/ (nullptr: none).
  int line;             ///< Its line there.
  const char* puzzle;   ///< Line format.
  std::uint64_t nodes;
  std::uint64_t guesses;
  std::uint64_t checks;
  std::uint64_t backtracks;
};

// Measured with the reference: build/answer-key/bin/solution07 --input line --stats.
const Golden kGolden[] = {
    {"part.lesson07.puzzle-4x4", "suite-4x4.txt", 8, ".....4.34.1.....", 12, 0, 312, 0},
    {"part.lesson07.puzzle-baekjoon", nullptr, 0,
     "035469278782105609060278135321046897804913506596820413917652080603701952258394760", 14, 0, 420, 0},
    {"part.lesson07.puzzle-anti-brute-force", "famous.txt", 1,
     "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9", 64, 0, 8320, 0},
    {"part.lesson07.puzzle-17-clues", "suite-17-clue.txt", 3,
     "..............1..2..3....4.....3......546.....7....2.8...3...6..2...7...81.......", 74, 2, 9813, 10},
    {"part.lesson07.puzzle-hard", "suite-hard.txt", 3,
     "..3..6..9.5.1.........7..4..1..4....3....26....8........6...3.8...5...7.9....8..2", 1850, 91, 248559, 1790},
    {"part.file-line", "top95.txt", 1,
     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", 117, 10, 16510, 53},
    {"part.lesson07.puzzle-no-solution", "no-solution.txt", 1,
     "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.", 4574, 298, 564541, 4574},
};

/// The name of `golden` in messages: "hard (suite-hard.txt line 3)", in the language of the messages.
std::string name_of(const Golden& golden) {
  if (golden.file == nullptr) return testing::words(golden.name_id);
  if (std::string_view(golden.name_id) == "part.file-line") return testing::file_line(golden.file, golden.line);
  return testing::words(golden.name_id, {{"file", testing::file_line(golden.file, golden.line)}});
}

/// A node limit far above the reference's `nodes`, so that a stage walking a
/// much bigger tree fails in a moment instead of running for minutes.
SearchOptions generous_limit(std::uint64_t nodes) {
  SearchOptions options;
  options.max_nodes = 20 * nodes + 10000;
  return options;
}

/// Thrown by DepthGuard: the search went deeper than the puzzle has blank cells.
struct TooDeep {
  int depth;
};

/// An observer that stops a search going deeper than one level per blank cell,
/// which no tree of the puzzle is: only a search that leaves rows chosen after
/// undoing them gets there, and without the guard it would overflow the stack
/// long before a node limit stopped it. Every event goes on to `inner`.
class DepthGuard : public SearchObserver {
 public:
  DepthGuard(const Grid& puzzle, SearchObserver* inner)
      : max_depth_(puzzle.cell_count() - puzzle.filled_count()), inner_(inner) {}
  void on_search_start(const SearchStats& counters) override {
    if (inner_ != nullptr) inner_->on_search_start(counters);
  }
  void on_search_end() override {
    if (inner_ != nullptr) inner_->on_search_end();
  }
  void on_enter(int cell, int digit, int depth) override {
    if (depth > max_depth_) throw TooDeep{depth};
    if (inner_ != nullptr) inner_->on_enter(cell, digit, depth);
  }
  void on_reject(int cell, int digit, int depth) override {
    if (inner_ != nullptr) inner_->on_reject(cell, digit, depth);
  }
  void on_propagate(int cell, int digit, int depth) override {
    if (inner_ != nullptr) inner_->on_propagate(cell, digit, depth);
  }
  void on_dead_end(int cell, int depth) override {
    if (inner_ != nullptr) inner_->on_dead_end(cell, depth);
  }
  void on_backtrack(int cell, int digit, int depth) override {
    if (inner_ != nullptr) inner_->on_backtrack(cell, digit, depth);
  }
  void on_solution(int depth) override {
    if (inner_ != nullptr) inner_->on_solution(depth);
  }

 private:
  int max_depth_;
  SearchObserver* inner_;
};

/// Runs `run` (a search of `puzzle` with `options`) under a DepthGuard that
/// forwards to the observer already in `options`; false, with the test failed
/// and the message, when the search went too deep.
template <typename Run>
bool run_guarded(const Grid& puzzle, const std::string& name, SearchOptions options, Run run) {
  DepthGuard guard(puzzle, options.observer);
  options.observer = &guard;
  try {
    run(options);
    return true;
  } catch (const TooDeep& too_deep) {
    ADD_FAILURE() << testing::diagnosis("lesson07.search-goes-too-deep",
                                        {{"depth", std::to_string(too_deep.depth)},
                                         {"puzzle", name},
                                         {"blanks", std::to_string(puzzle.cell_count() - puzzle.filled_count())}})
                  << "\n"
                  << testing::reproduce_line();
    return false;
  }
}

/// The command that shows the same counters for the student's stage.
std::string reproduce(const std::string& puzzle) {
  return "reproduce: echo '" + puzzle + "' | build/dev/bin/lesson07 --input line --stats";
}

TEST(Step3_AlgorithmX, NodesGuessesChecksAndBacktracksAreTheReferences) {
  for (const Golden& golden : kGolden) {
    const Grid puzzle = parse_line_puzzle(golden.puzzle);
    const std::string name = name_of(golden);
    SearchResult result;
    if (!run_guarded(puzzle, name, generous_limit(golden.nodes),
                     [&](const SearchOptions& options) { result = solve_checked(stage07::solve, puzzle, options); })) {
      return;
    }
    if (result.outcome == Outcome::solved) {
      SUDOKU_ASSERT(!solution_problem(puzzle, result.grid))
          << testing::diagnosis("lesson07.wrong-answer",
                                {{"puzzle", name}, {"problem", testing::solution_problem_text(puzzle, result.grid)}})
          << "\n"
          << reproduce(golden.puzzle);
    }
    SUDOKU_EXPECT((result.stats.nodes) == (golden.nodes))
        << testing::diagnosis("lesson07.nodes-differ", {{"yours", testing::with_commas(result.stats.nodes)},
                                                        {"reference", testing::with_commas(golden.nodes)},
                                                        {"puzzle", name}})
        << "\n"
        << reproduce(golden.puzzle);
    SUDOKU_EXPECT((result.stats.guesses) == (golden.guesses))
        << testing::diagnosis("lesson07.guesses-differ", {{"yours", testing::with_commas(result.stats.guesses)},
                                                          {"reference", testing::with_commas(golden.guesses)},
                                                          {"puzzle", name}})
        << "\n"
        << reproduce(golden.puzzle);
    SUDOKU_EXPECT((result.stats.checks) == (golden.checks))
        << testing::diagnosis("lesson07.checks-differ", {{"yours", testing::with_commas(result.stats.checks)},
                                                         {"reference", testing::with_commas(golden.checks)},
                                                         {"puzzle", name}})
        << "\n"
        << reproduce(golden.puzzle);
    SUDOKU_EXPECT((result.stats.backtracks) == (golden.backtracks))
        << testing::diagnosis("lesson07.backtracks-differ", {{"yours", testing::with_commas(result.stats.backtracks)},
                                                             {"reference", testing::with_commas(golden.backtracks)},
                                                             {"puzzle", name}})
        << "\n"
        << reproduce(golden.puzzle);
  }
}

TEST(Step3_AlgorithmX, CountsEverySolutionOfPuzzlesWithMany) {
  // Counting goes through the whole tree, uncovering thousands of times: a
  // search that does not undo what it did, in the reverse order, loses
  // solutions or finds wrong ones. The counts are the ones the reliability
  // tests' independent counter finds (tests/reliability); the nodes and the
  // first node (cell, digit, checks before it) are the reference's. Steps 1
  // and 2 pass their own tests on the matrix, so what differs here is search().
  struct Many {
    int line;  ///< Of multi-solution.txt.
    int solutions;
    std::uint64_t nodes;
    int first_cell, first_digit;  ///< The reference's first node.
    std::uint64_t first_checks;   ///< Its checks when it entered that node.
  };
  const Many kMany[] = {{1, 125, 1863, 64, 4, 184}, {7, 13, 320, 40, 7, 184}, {19, 342, 4619, 6, 3, 184}};
  const std::vector<Grid> puzzles = testing::load_puzzles("multi-solution.txt");
  for (const Many& many : kMany) {
    const Grid& puzzle = puzzles.at(static_cast<std::size_t>(many.line - 1));
    const std::string name = testing::file_line("multi-solution.txt", many.line);
    testing::EventRecorder recorder(1);  // the first event is the first node
    SearchOptions options = generous_limit(many.nodes);
    options.observer = &recorder;
    stage07::Count counted;
    if (!run_guarded(puzzle, name, options,
                     [&](const SearchOptions& guarded) { counted = stage07::count(puzzle, 100000, guarded); })) {
      return;
    }
    const std::string solutions_text = testing::solution_count(counted.solutions);
    SUDOKU_EXPECT((counted.solutions) == (many.solutions))
        << testing::diagnosis(
               "lesson07.solutions-miscounted",
               {{"counted", solutions_text}, {"puzzle", name}, {"reference", std::to_string(many.solutions)}})
        << "\n"
        << testing::reproduce_line();
    if (counted.solutions > 0) {
      SUDOKU_EXPECT(!solution_problem(puzzle, counted.search.grid))
          << testing::diagnosis(
                 "lesson07.first-solution-wrong",
                 {{"puzzle", name}, {"problem", testing::solution_problem_text(puzzle, counted.search.grid)}})
          << "\n"
          << testing::reproduce_line();
    }
    const auto& events = recorder.events();
    const bool entered = !events.empty() && events[0].kind == testing::SearchEvent::enter;
    const bool same_placement = entered && events[0].cell == many.first_cell && events[0].digit == many.first_digit;
    SUDOKU_EXPECT(same_placement) << testing::diagnosis("lesson07.first-node-differs",
                                                        {{"puzzle", name},
                                                         {"where", testing::where(puzzle, many.first_cell)},
                                                         {"digit", std::to_string(many.first_digit)}})
                                  << "\n"
                                  << testing::reproduce_line();
    if (same_placement) {
      SUDOKU_EXPECT(events[0].checks == many.first_checks)
          << testing::diagnosis("lesson07.first-node-checks-differ",
                                {{"puzzle", name},
                                 {"checks", testing::with_commas(events[0].checks)},
                                 {"reference", std::to_string(many.first_checks)}})
          << "\n"
          << testing::reproduce_line();
    }
    if (!same_placement || counted.solutions != many.solutions) continue;
    SUDOKU_EXPECT((counted.search.stats.nodes) == (many.nodes))
        << testing::diagnosis("lesson07.count-nodes-differ",
                              {{"solutions", std::to_string(many.solutions)},
                               {"puzzle", name},
                               {"nodes", testing::with_commas(counted.search.stats.nodes)},
                               {"reference", testing::with_commas(many.nodes)}})
        << "\n"
        << testing::reproduce_line();
  }
}

TEST(Fidelity07, SixteenBySixteenIsTheSameAlgorithm) {
  // No Sudoku-specific code beyond building the matrix: the same search on
  // 1,024 columns and 4,096 rows.
  const Grid puzzle = testing::load_puzzles("suite-16x16.txt").at(0);
  const SearchResult result = solve_checked(stage07::solve, puzzle, generous_limit(130));
  const std::string reproduce = "reproduce: build/dev/bin/lesson07 --input line --stats tests/data/suite-16x16.txt";
  ASSERT_EQ(result.outcome, Outcome::solved)
      << testing::diagnosis("lesson07.sixteen-not-solved", {{"outcome", testing::outcome_words(result.outcome)}})
      << "\n"
      << reproduce;
  EXPECT_FALSE(solution_problem(puzzle, result.grid))
      << testing::diagnosis("lesson07.sixteen-wrong-answer",
                            {{"problem", testing::solution_problem_text(puzzle, result.grid)}})
      << "\n"
      << reproduce;
  EXPECT_TRUE(result.stats.nodes == 130u && result.stats.checks == 34060u)
      << testing::diagnosis("lesson07.sixteen-counters-differ", {{"nodes", testing::with_commas(result.stats.nodes)},
                                                                 {"checks", testing::with_commas(result.stats.checks)}})
      << "\n"
      << reproduce;
}

TEST(Step3_AlgorithmX, EveryNodeIsAPlacementTheObserverSees) {
  // The tracer's events are placements (cell, digit): one on_enter per node,
  // one on_backtrack per backtrack, and the solution's cells are the entered ones still standing.
  class Recorder : public SearchObserver {
   public:
    void on_enter(int cell, int digit, int depth) override {
      ++enters;
      placed[static_cast<std::size_t>(depth)] = {cell, digit};
      last_depth = depth;
    }
    void on_reject(int, int, int) override { ++rejects; }
    void on_propagate(int, int, int) override { ++propagations; }
    void on_dead_end(int, int) override {}
    void on_backtrack(int, int, int) override { ++backtracks; }
    void on_solution(int depth) override { solution_depth = depth; }
    std::uint64_t enters = 0, rejects = 0, propagations = 0, backtracks = 0;
    int last_depth = 0, solution_depth = -1;
    std::pair<int, int> placed[Grid::kMaxCells + 1] = {};
  };
  const Grid puzzle = parse_line_puzzle(kGolden[5].puzzle);
  Recorder recorder;
  SearchOptions options;
  options.observer = &recorder;
  options.max_nodes = generous_limit(kGolden[5].nodes).max_nodes;
  SearchResult result;
  if (!run_guarded(puzzle, testing::file_line("top95.txt", 1), options,
                   [&](const SearchOptions& guarded) { result = solve_checked(stage07::solve, puzzle, guarded); })) {
    return;
  }
  ASSERT_EQ(result.outcome, Outcome::solved)
      << testing::diagnosis("lesson07.wrong-answer", {{"puzzle", testing::file_line("top95.txt", 1)},
                                                      {"problem", testing::outcome_words(result.outcome)}})
      << "\n"
      << testing::reproduce_line();
  const bool events_match = recorder.enters == result.stats.nodes && recorder.backtracks == result.stats.backtracks &&
                            recorder.rejects == 0u && recorder.propagations == 0u;
  EXPECT_TRUE(events_match) << testing::diagnosis("lesson07.observer-events-differ",
                                                  {{"enters", testing::with_commas(recorder.enters)},
                                                   {"backtracks", testing::with_commas(recorder.backtracks)},
                                                   {"rejects", testing::with_commas(recorder.rejects)},
                                                   {"propagations", testing::with_commas(recorder.propagations)},
                                                   {"nodes", testing::with_commas(result.stats.nodes)},
                                                   {"node_backtracks", testing::with_commas(result.stats.backtracks)}})
                            << "\n"
                            << testing::reproduce_line();
  const int blanks = puzzle.cell_count() - puzzle.filled_count();
  ASSERT_EQ(recorder.solution_depth, blanks)
      << testing::diagnosis("lesson07.solution-not-the-path",
                            {{"problem", testing::words("part.lesson07.solution-at-depth",
                                                        {{"depth", std::to_string(recorder.solution_depth)},
                                                         {"blanks", std::to_string(blanks)}})}})
      << "\n"
      << testing::reproduce_line();
  for (int depth = 1; depth <= recorder.solution_depth; ++depth) {
    const auto [cell, digit] = recorder.placed[static_cast<std::size_t>(depth)];
    EXPECT_EQ(puzzle[cell], 0) << testing::diagnosis(
                                      "lesson07.solution-not-the-path",
                                      {{"problem", testing::words("part.lesson07.node-on-a-given",
                                                                  {{"depth", std::to_string(depth)},
                                                                   {"where", testing::where(puzzle, cell)}})}})
                               << "\n"
                               << testing::reproduce_line();
    EXPECT_EQ(result.grid[cell], digit)
        << testing::diagnosis("lesson07.solution-not-the-path",
                              {{"problem", testing::words("part.lesson07.node-not-in-solution",
                                                          {{"depth", std::to_string(depth)},
                                                           {"digit", std::to_string(digit)},
                                                           {"where", testing::where(puzzle, cell)},
                                                           {"held", std::to_string(result.grid[cell])}})}})
        << "\n"
        << testing::reproduce_line();
  }
}

}  // namespace
}  // namespace sudoku
