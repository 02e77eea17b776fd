// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Lesson 1's step tests and fidelity test, built into conformance_lesson01 (the
// student's stage) and conformance_solution01 (the reference), in the order of
// lessons/01-naive-full-recheck/steps.tsv.
#include <gtest/gtest.h>

#include "counting_grid.hpp"
#include "io.hpp"
#include "message_words.hpp"
#include "rules.hpp"
#include "stage01.hpp"
#include "support/conformance.hpp"
#include "support/fidelity.hpp"
#include "testing/messages.hpp"

// The stage's file compiled once more against CountingGrid
// (tests/lessons/counted_stage.cpp), which counts the cells it reads.
namespace sudoku::stage01_counted {
SearchResult solve(const CountingGrid& puzzle, const SearchOptions& options);
}  // namespace sudoku::stage01_counted

namespace sudoku::testing {
namespace {

/// The order of a whole-board check: for each unit number u its row, column
/// and box (`per_unit`, the lesson's), or every row, then every column, then
/// every box; `kinds` is the order of the three kinds (0 row, 1 column, 2 box).
struct ScanOrder {
  bool per_unit;
  int kinds[3];
};

constexpr ScanOrder kLessonOrder{true, {0, 1, 2}};

/// "for each unit number u: its row u, then column u, then box u" or "every row, then every column, then
/// every box (all the rows first)", in the language of the messages.
std::string order_name(const ScanOrder& order) { return whole_board_order(order.per_unit, order.kinds); }

/// The cells a whole-board check reads before it finds a broken unit, in
/// `order`, stopping at the first repeated digit of a unit. In the lesson's
/// order (row u, column u, box u for u = 0, 1, ...), the lesson's count of checks.
std::uint64_t whole_board_reads(const Grid& board, const ScanOrder& order = kLessonOrder) {
  std::uint64_t reads = 0;
  auto scan = [&](int kind, int unit) {
    std::vector<bool> seen(static_cast<std::size_t>(board.side()) + 1, false);
    for (int index = 0; index < board.side(); ++index) {
      ++reads;
      const int cell = kind == 0   ? board.cell_at(unit, index)
                       : kind == 1 ? board.cell_at(index, unit)
                                   : board.box_cell(unit, index);
      const int digit = board[cell];
      if (digit == 0) continue;
      if (seen[static_cast<std::size_t>(digit)]) return false;
      seen[static_cast<std::size_t>(digit)] = true;
    }
    return true;
  };
  if (order.per_unit) {
    for (int unit = 0; unit < board.side(); ++unit) {
      for (int kind : order.kinds) {
        if (!scan(kind, unit)) return reads;
      }
    }
  } else {
    for (int kind : order.kinds) {
      for (int unit = 0; unit < board.side(); ++unit) {
        if (!scan(kind, unit)) return reads;
      }
    }
  }
  return reads;
}

/// When `counted` is what a whole-board check of `board` reads in another
/// order than the lesson's, that order in words; "" otherwise.
std::string other_order(const Grid& board, std::uint64_t counted) {
  const int permutations[][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (bool per_unit : {true, false}) {
    for (const auto& kinds : permutations) {
      const ScanOrder order{per_unit, {kinds[0], kinds[1], kinds[2]}};
      if (per_unit && kinds[0] == 0 && kinds[1] == 1) continue;  // the lesson's
      if (whole_board_reads(board, order) == counted) return order_name(order);
    }
  }
  return "";
}

/// The cells the stage had read from its grid (the counted copy of the stage:
/// CountingGrid::reads()) and the checks it had counted, at its first node.
/// (Search passes the rejects on to an observer in batches, the nodes at once.)
class FirstNodeReads : public SearchObserver {
 public:
  void on_search_start(const SearchStats& counters) override { counters_ = &counters; }
  void on_search_end() override { counters_ = nullptr; }
  void on_enter(int, int, int) override {
    if (entered || counters_ == nullptr) return;
    entered = true;
    reads = CountingGrid::reads();
    checks = counters_->checks;
  }
  void on_reject(int, int, int) override {}
  void on_propagate(int, int, int) override {}
  void on_dead_end(int, int) override {}
  void on_backtrack(int, int, int) override {}
  void on_solution(int) override {}

  bool entered = false;
  std::uint64_t reads = 0;
  std::uint64_t checks = 0;

 private:
  const SearchStats* counters_ = nullptr;
};

/// A 9x9 puzzle whose first blank, row 1 column 1, sees 1, 2 and 3 only in its
/// box: rejecting them takes the whole first row and column and box 1, so a
/// box scan that skips a cell or does not count shows at once.
FidelityPuzzle digits_only_in_the_box() {
  FidelityPuzzle fixture;
  fixture.name = words("part.lesson01.digits-only-in-the-box");
  fixture.puzzle = Grid(3);
  fixture.puzzle.set(1, 1, 1);
  fixture.puzzle.set(1, 2, 2);
  fixture.puzzle.set(2, 1, 3);
  fixture.first_stage = 1;
  fixture.last_stage = 1;
  return fixture;
}

/// The 9x9 and 4x4 fidelity puzzles that have a blank.
std::vector<FidelityPuzzle> puzzles_with_blanks() {
  std::vector<FidelityPuzzle> chosen;
  for (const FidelityPuzzle& puzzle : load_fidelity_puzzles()) {
    if (puzzle.first_stage <= 1 && !puzzle.puzzle.is_complete()) chosen.push_back(puzzle);
  }
  return chosen;
}

/// Whether the search reached a full board (Search::solution_found()).
class SolutionSeen : public SearchObserver {
 public:
  void on_enter(int, int, int) override {}
  void on_reject(int, int, int) override {}
  void on_propagate(int, int, int) override {}
  void on_dead_end(int, int) override {}
  void on_backtrack(int, int, int) override {}
  void on_solution(int) override { seen = true; }
  bool seen = false;
};

/// Stage 1 on `puzzle` with a node limit far above the reference's (at most
/// 1,833 nodes on the step puzzles), so that a runaway search ends in a moment.
SearchResult solve_limited(const Grid& puzzle, SearchObserver* observer = nullptr) {
  SearchOptions options;
  options.max_nodes = 1000000;
  options.observer = observer;
  return solve_checked(stage01::solve, puzzle, options);
}

int first_blank(const Grid& grid) {
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid[cell] == 0) return cell;
  }
  return -1;
}

TEST(Step1_UnitChecks, TheFirstBlankRejectsEveryClashingDigitAfterAWholeBoardScan) {
  // At the first blank, digits 1, 2, ... are written and the whole board is
  // checked; every digit below the first that fits must be rejected, and each
  // check costs exactly the cells a whole-board scan reads before it finds the
  // broken unit. (Runs before step 2's recursion: only the first cell matters.)
  std::vector<FidelityPuzzle> fixtures = puzzles_with_blanks();
  fixtures.push_back(digits_only_in_the_box());
  for (const FidelityPuzzle& fixture : fixtures) {
    const Grid& puzzle = fixture.puzzle;
    const int cell = first_blank(puzzle);
    EventRecorder recorder(200);
    SearchOptions options;
    options.observer = &recorder;
    options.max_nodes = 1;
    solve_checked(stage01::solve, puzzle, options);
    std::uint64_t checks_before = 0;
    std::size_t next_event = 0;
    const auto& events = recorder.events();
    for (int digit = 1; digit <= puzzle.side(); ++digit) {
      Grid written = puzzle;
      written.set(cell, digit);
      const char* clash = unit_holding(puzzle, cell, digit);
      if (clash == nullptr) break;  // the first digit that fits: step 2's business
      const std::uint64_t reads = whole_board_reads(written);
      const std::string digit_text = std::to_string(digit);
      SUDOKU_ASSERT((next_event) < (events.size()))
          << diagnosis("lesson01.clashing-digit-not-rejected", {{"digit", digit_text},
                                                                {"where", where(puzzle, cell)},
                                                                {"puzzle", fixture.name},
                                                                {"clash", unit_word(clash)}})
          << "\n"
          << reproduce_line();
      const SearchEvent& event = events[next_event++];
      SUDOKU_ASSERT(event.cell < 0 || event.cell == cell || puzzle[event.cell] == 0)
          << diagnosis("lesson01.given-overwritten", {{"digit", std::to_string(event.digit)},
                                                      {"where", where(puzzle, event.cell)},
                                                      {"puzzle", fixture.name},
                                                      {"given", std::to_string(puzzle[event.cell])}})
          << "\n"
          << reproduce_line();
      // Entered, and only then checked and rejected: the node was counted before its check.
      const bool entered_then_rejected = event.kind == SearchEvent::enter && event.cell == cell &&
                                         event.digit == digit && next_event < events.size() &&
                                         events[next_event].kind == SearchEvent::reject &&
                                         events[next_event].cell == cell && events[next_event].digit == digit;
      SUDOKU_ASSERT(!entered_then_rejected)
          << diagnosis("lesson01.node-before-its-check", {{"digit", digit_text},
                                                          {"where", where(puzzle, cell)},
                                                          {"puzzle", fixture.name},
                                                          {"clash", unit_word(clash)}})
          << "\n"
          << reproduce_line();
      SUDOKU_ASSERT(event.kind == SearchEvent::reject && event.cell == cell && event.digit == digit)
          << diagnosis("lesson01.unit-not-fully-checked", {{"digit", digit_text},
                                                           {"where", where(puzzle, cell)},
                                                           {"puzzle", fixture.name},
                                                           {"clash", unit_word(clash)}})
          << "\n"
          << reproduce_line();
      const std::uint64_t counted = event.checks - checks_before;
      const std::string order = counted == reads ? "" : other_order(written, counted);
      SUDOKU_ASSERT(order.empty()) << diagnosis("lesson01.checks-in-another-order", {{"counted", with_commas(counted)},
                                                                                     {"digit", digit_text},
                                                                                     {"where", where(puzzle, cell)},
                                                                                     {"puzzle", fixture.name},
                                                                                     {"order", order},
                                                                                     {"reads", with_commas(reads)}})
                                   << "\n"
                                   << reproduce_line();
      SUDOKU_ASSERT((counted) == (reads))
          << diagnosis("lesson01.checks-not-the-whole-board-scan", {{"counted", with_commas(counted)},
                                                                    {"digit", digit_text},
                                                                    {"where", where(puzzle, cell)},
                                                                    {"puzzle", fixture.name},
                                                                    {"reads", with_commas(reads)}})
          << "\n"
          << reproduce_line();
      checks_before = event.checks;
    }
  }
}

TEST(Step1_UnitChecks, EveryCellTheChecksReadIsCounted) {
  // The stage's file compiled against CountingGrid counts the cells it really
  // reads. Up to the first node, the stage has found the first blank
  // (next_blank() reads the cells up to it, one each) and checked the whole
  // board for each digit it wrote there: every other cell it read must be a
  // counted check. (Runs before step 2's recursion: only the first cell matters.)
  std::vector<FidelityPuzzle> fixtures = puzzles_with_blanks();
  fixtures.push_back(digits_only_in_the_box());
  for (const FidelityPuzzle& fixture : fixtures) {
    FirstNodeReads first_node;
    SearchOptions options;
    options.observer = &first_node;
    options.max_nodes = 1;
    const std::uint64_t reads_before = CountingGrid::reads();
    const SearchResult result = stage01_counted::solve(CountingGrid(fixture.puzzle), options);
    // Without a node (step 2 not written yet, say), the whole search is the first blank's.
    const std::uint64_t reads_then = first_node.entered ? first_node.reads : CountingGrid::reads();
    const std::uint64_t checks = first_node.entered ? first_node.checks : result.stats.checks;
    const int cell = first_blank(fixture.puzzle);
    const std::uint64_t read = reads_then - reads_before - static_cast<std::uint64_t>(cell + 1);
    SUDOKU_ASSERT(read == checks) << diagnosis("lesson01.reads-more-than-it-counts",
                                               {{"read", with_commas(read)},
                                                {"where", where(fixture.puzzle, cell)},
                                                {"puzzle", fixture.name},
                                                {"checks", with_commas(checks)}})
                                  << "\n"
                                  << reproduce_line();
  }
}

TEST(Step2_Recursion, ABacktrackingPuzzleIsSolvedWithEveryUndoCounted) {
  // A solved search keeps one digit per blank; every other node was undone.
  // So nodes = blanks + backtracks, and a puzzle that needs backtracking shows
  // whether search.backtrack() is called.
  for (const FidelityPuzzle& fixture : puzzles_with_blanks()) {
    if (fixture.name != "4x4-deepest" && fixture.name != "easy-13") continue;
    const Grid& puzzle = fixture.puzzle;
    SolutionSeen full_board;
    const SearchResult result = solve_limited(puzzle, &full_board);
    SUDOKU_ASSERT((result.outcome) != (Outcome::limit_reached))
        << diagnosis("lesson01.search-runs-away", {{"nodes", with_commas(result.stats.nodes)},
                                                   {"puzzle", fixture.name},
                                                   {"reference", fixture.name == "easy-13" ? "1,067" : "38"}})
        << "\n"
        << reproduce_line();
    const char* id = "lesson01.board-never-filled";
    if (full_board.seen) id = "lesson01.solved-board-not-handed-up";
    SUDOKU_ASSERT((result.outcome) == (Outcome::solved)) << diagnosis(id, {{"puzzle", fixture.name}}) << "\n"
                                                         << reproduce_line();
    SUDOKU_ASSERT(is_solution_of(puzzle, result.grid))
        << diagnosis("lesson01.not-a-solution", {{"problem", solution_problem_text(puzzle, result.grid)}}) << "\n"
        << reproduce_line();
    const std::uint64_t blanks = static_cast<std::uint64_t>(puzzle.cell_count() - puzzle.filled_count());
    SUDOKU_EXPECT((result.stats.backtracks) > (0u))
        << diagnosis("lesson01.backtrack-not-reported",
                     {{"puzzle", fixture.name}, {"undone", with_commas(result.stats.nodes - blanks)}})
        << "\n"
        << reproduce_line();
    SUDOKU_EXPECT((result.stats.nodes) == (blanks + result.stats.backtracks))
        << diagnosis("lesson01.nodes-not-kept-or-undone", {{"nodes", with_commas(result.stats.nodes)},
                                                           {"backtracks", with_commas(result.stats.backtracks)},
                                                           {"puzzle", fixture.name},
                                                           {"blanks", std::to_string(blanks)}})
        << "\n"
        << reproduce_line();
  }
}

TEST(Step2_Recursion, APuzzleWithoutSolutionUndoesEveryNodeAndComesBackUnchanged) {
  for (const FidelityPuzzle& fixture : puzzles_with_blanks()) {
    if (fixture.name != "no-solution-7") continue;
    const SearchResult result = solve_limited(fixture.puzzle);
    SUDOKU_ASSERT((result.outcome) == (Outcome::no_solution))
        << diagnosis("lesson01.no-solution-not-proved",
                     {{"outcome", outcome_words(result.outcome)}, {"puzzle", fixture.name}})
        << "\n"
        << reproduce_line();
    SUDOKU_EXPECT((result.stats.nodes) > (0u))
        << diagnosis("lesson01.no-node-before-no-solution", {{"puzzle", fixture.name}}) << "\n"
        << reproduce_line();
    SUDOKU_EXPECT((result.stats.backtracks) == (result.stats.nodes))
        << diagnosis("lesson01.no-solution-node-not-undone", {{"nodes", with_commas(result.stats.nodes)},
                                                              {"backtracks", with_commas(result.stats.backtracks)},
                                                              {"puzzle", fixture.name}})
        << "\n"
        << reproduce_line();
  }
}

const StageFidelity kStage1 = stage_fidelity(1, SUDOKU_STAGE_BINARY);

TEST(Fidelity, CountersEqualTheReferenceOnEveryPuzzle) {
  // Nodes, checks, backtracks, depth, guesses and the first solution, exactly,
  // on puzzles that backtrack up to thousands of times (4x4 and 9x9).
  for (const ReferenceRun& reference : load_reference_runs(1)) {
    SearchOptions options;
    options.max_nodes = generous_node_limit(reference);
    const SearchResult mine = solve_checked(stage01::solve, reference.puzzle, options);
    const std::string problem = fidelity_problem(kStage1, reference, mine);
    if (!problem.empty()) {
      GTEST_NONFATAL_FAILURE_("") << problem;
      return;  // the first difference says enough
    }
  }
}

}  // namespace
}  // namespace sudoku::testing
