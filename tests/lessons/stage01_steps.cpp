// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Lesson 1's step tests and fidelity test, built into conformance_lesson01 (the
// student's stage) and conformance_solution01 (the reference), in the order of
// lessons/01-naive-full-recheck/steps.tsv.
#include <gtest/gtest.h>

#include "counting_grid.hpp"
#include "io.hpp"
#include "rules.hpp"
#include "stage01.hpp"
#include "testing/conformance.hpp"
#include "testing/fidelity.hpp"

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

/// "row u, column u, box u for each unit number u" or "every row, then every column, then every box".
std::string order_name(const ScanOrder& order) {
  const char* const names[] = {"row", "column", "box"};
  const char* const plural[] = {"rows", "columns", "boxes"};
  if (order.per_unit) {
    return std::string("for each unit number u: its ") + names[order.kinds[0]] + " u, then " + names[order.kinds[1]] +
           " u, then " + names[order.kinds[2]] + " u";
  }
  return std::string("every ") + names[order.kinds[0]] + ", then every " + names[order.kinds[1]] + ", then every " +
         names[order.kinds[2]] + " (all the " + plural[order.kinds[0]] + " first)";
}

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
  fixture.name = "a blank whose 1, 2 and 3 sit only in its box";
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
      SUDOKU_ASSERT((next_event) < (events.size()))
          << "your stage 1 did not reject " << digit << " in " << where(puzzle, cell) << " of " << fixture.name
          << " (the first blank), although " << digit << " is already in its " << clash
          << ": board_is_consistent() must check row `unit`, column `unit` and box `unit` for every unit "
          << "(step 1), and fill_from() must call search.reject() for a digit that breaks a rule.\n"
          << reproduce_line();
      const SearchEvent& event = events[next_event++];
      SUDOKU_ASSERT(event.cell < 0 || event.cell == cell || puzzle[event.cell] == 0)
          << "your stage 1 wrote " << event.digit << " into " << where(puzzle, event.cell) << " of " << fixture.name
          << ", which holds the given " << puzzle[event.cell] << ": fill_from() must skip the givens — "
          << "cell = next_blank(board, cell) comes first, so that only blank cells are written (step 2).\n"
          << reproduce_line();
      // Entered, and only then checked and rejected: the node was counted before its check.
      const bool entered_then_rejected = event.kind == SearchEvent::enter && event.cell == cell &&
                                         event.digit == digit && next_event < events.size() &&
                                         events[next_event].kind == SearchEvent::reject &&
                                         events[next_event].cell == cell && events[next_event].digit == digit;
      SUDOKU_ASSERT(!entered_then_rejected)
          << "your stage 1 entered " << digit << " in " << where(puzzle, cell) << " of " << fixture.name
          << " as a node before checking it, although " << digit << " is already in its " << clash
          << ": a node is a digit that passed the whole-board check, so search.enter(cell, digit) comes after "
          << "board_is_consistent() said yes, and a digit that breaks a rule only gets search.reject() (step 2).\n"
          << reproduce_line();
      SUDOKU_ASSERT(event.kind == SearchEvent::reject && event.cell == cell && event.digit == digit)
          << "your stage 1 did not reject " << digit << " in " << where(puzzle, cell) << " of " << fixture.name
          << " (the first blank), although " << digit << " is already in its " << clash
          << ": board_is_consistent() must check the columns and boxes too, not only the rows, and every cell "
          << "of each unit (index 0 to side - 1) (step 1).\n"
          << reproduce_line();
      const std::uint64_t counted = event.checks - checks_before;
      const std::string order = counted == reads ? "" : other_order(written, counted);
      SUDOKU_ASSERT(order.empty())
          << "your stage 1 counted " << with_commas(counted) << " checks to reject " << digit << " in "
          << where(puzzle, cell) << " of " << fixture.name
          << ": that is what a whole-board scan reads in this order: " << order
          << ". Your checks come in another order than the lesson's row -> column -> box for each unit "
          << "number (row 1, column 1, box 1, row 2, ...), which reads " << with_commas(reads)
          << ". Any order finds the same clashes, but stages 1-3 fix the order of their checks so that your "
          << "counters can be compared with the reference's exactly: in board_is_consistent(), check row `unit`, "
          << "then column `unit`, then box `unit` inside the one loop (step 1).\n"
          << reproduce_line();
      SUDOKU_ASSERT((counted) == (reads))
          << "your stage 1 counted " << with_commas(counted) << " checks to reject " << digit << " in "
          << where(puzzle, cell) << " of " << fixture.name << ", the lesson's whole-board scan " << with_commas(reads)
          << ": it reads row 1, column 1, box 1, row 2, ... cell by cell, one "
          << "search.count_checks(1) per cell read, and stops at the first unit that holds a digit twice — "
          << "does every scan count its reads, in that order?\n"
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
    SUDOKU_ASSERT(read == checks)
        << "your stage 1 read " << with_commas(read) << " cells of the grid to check the digits it wrote into "
        << where(fixture.puzzle, cell) << " of " << fixture.name << " (the first blank), and counted "
        << with_commas(checks) << " checks: every cell a unit check reads is one check, and each "
        << "check reads only the cells of its own row, column or box — does a check walk the whole board, or "
        << "read cells it does not count (row_is_consistent(), column_is_consistent(), box_is_consistent(), "
        << "step 1)?\n"
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
        << "your stage 1 went on for " << with_commas(result.stats.nodes) << " nodes on " << fixture.name
        << " and was stopped; the reference needs " << (fixture.name == "easy-13" ? "1,067" : "38")
        << ": does every branch end, and does the search stop at the first solution (step 2)?\n"
        << reproduce_line();
    SUDOKU_ASSERT((result.outcome) == (Outcome::solved))
        << "your stage 1 did not solve " << fixture.name << ", "
        << (full_board.seen
                ? "although it filled the board (search.solution_found() was called): fill_from() must return "
                  "true when that solved the board — if (fill_from(board, cell + 1, search)) return true; — so "
                  "that the search stops and hands the solution up (step 2).\n"
                : "which has a solution, and it never filled the board: when every digit failed, fill_from() "
                  "must set the cell back to 0 before it returns false (board.set(cell, 0)), or the digit left "
                  "behind stays on the board as if it were a given. And it must call search.enter(cell, digit), "
                  "recurse with fill_from(board, cell + 1, search) and return true when that solved the board "
                  "(step 2).\n")
        << reproduce_line();
    SUDOKU_ASSERT(is_solution_of(puzzle, result.grid)) << solution_problem(puzzle, result.grid).value_or("") << "\n"
                                                       << reproduce_line();
    const std::uint64_t blanks = static_cast<std::uint64_t>(puzzle.cell_count() - puzzle.filled_count());
    SUDOKU_EXPECT((result.stats.backtracks) > (0u))
        << "your stage 1 solved " << fixture.name << " with backtracks=0, but the search must undo "
        << with_commas(result.stats.nodes - blanks) << " placements there: call search.backtrack(cell, digit) "
        << "when the deeper fill_from() fails, before the loop tries the next digit (step 2).\n"
        << reproduce_line();
    SUDOKU_EXPECT((result.stats.nodes) == (blanks + result.stats.backtracks))
        << "your stage 1 made " << with_commas(result.stats.nodes) << " nodes and "
        << with_commas(result.stats.backtracks) << " backtracks on " << fixture.name << " (" << blanks
        << " blanks): every node is either kept in the "
        << "solution or undone with search.backtrack(), exactly once.\n"
        << reproduce_line();
  }
}

TEST(Step2_Recursion, APuzzleWithoutSolutionUndoesEveryNodeAndComesBackUnchanged) {
  for (const FidelityPuzzle& fixture : puzzles_with_blanks()) {
    if (fixture.name != "no-solution-7") continue;
    const SearchResult result = solve_limited(fixture.puzzle);
    SUDOKU_ASSERT((result.outcome) == (Outcome::no_solution))
        << "your stage 1 ended with '" << outcome_name(result.outcome) << "' on " << fixture.name
        << ", which has no solution (the reference proves it in 1,752 nodes): every branch must end, and a cell "
        << "whose digits all failed is set back to 0 before fill_from() returns false (step 2).\n"
        << reproduce_line();
    SUDOKU_EXPECT((result.stats.nodes) > (0u))
        << "the search must enter nodes before it can prove there is no solution\n"
        << reproduce_line();
    SUDOKU_EXPECT((result.stats.backtracks) == (result.stats.nodes))
        << "your stage 1 made " << with_commas(result.stats.nodes) << " nodes and backtracked "
        << with_commas(result.stats.backtracks) << " times on " << fixture.name
        << ", which has no solution: every node must be undone with search.backtrack() (step 2).\n"
        << reproduce_line();
  }
}

const StageFidelity kStage1{
    1,
    SUDOKU_STAGE_BINARY,
    {{Counter::nodes,
      "a node is a digit that passed the whole-board check: call search.enter() only for a kept digit, once, "
      "after board_is_consistent() said yes.",
      "every digit that passes the check is a node and is searched below: does fill_from() try the digits 1 to "
      "side in ascending order, the blanks in row-major order, and go on with the next digit after a failed "
      "subtree?"},
     {Counter::checks,
      "stage 1 re-checks the whole board after writing each digit, one check per cell read, in the lesson's "
      "order (row u, column u, box u for each unit number u), and stops at the first unit that holds a digit "
      "twice: is a scan counting a cell twice, going on after a repeat, or are the checks in another order?",
      "stage 1 re-checks the whole board after writing each digit: every row, column and box, one check per cell "
      "read — are you checking only the new cell's row, column and box (that is stage 2's idea), or is a unit "
      "scan not counting its reads with search.count_checks(1)?"},
     {Counter::backtracks, "search.backtrack(cell, digit) is called once for each failed deeper call, no more.",
      "every placement undone must be reported: call search.backtrack(cell, digit) when the deeper fill_from() "
      "fails — is it missing?"},
     {Counter::max_depth, "the depth grows by one per kept digit: is search.enter() called for givens too?",
      "the depth grows by one per kept digit, down to the last blank: is search.enter() called for every node?"},
     {Counter::guesses,
      "a guess is a blank where a second digit was entered after the first failed (search.hpp): do you enter "
      "digits that failed the check?",
      "a guess is a blank where a second digit was entered after the first failed (search.hpp): does the loop go "
      "on with the next digit after a failed subtree?"}},
    "stage 1 fills the blanks in row-major order with the digits in ascending order, so its first solution is "
    "the reference's."};

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
