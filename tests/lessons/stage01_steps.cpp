// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Lesson 1's step tests and fidelity test, built into conformance_lesson01 (the
// student's stage) and conformance_solution01 (the reference), in the order of
// lessons/01-naive-full-recheck/steps.tsv.
#include <gtest/gtest.h>

#include "io.hpp"
#include "rules.hpp"
#include "stage01.hpp"
#include "testing/conformance.hpp"
#include "testing/fidelity.hpp"

namespace sudoku::testing {
namespace {

/// The cells a whole-board check reads before it finds a broken unit, in
/// stage 1's order (row u, column u, box u for u = 0, 1, ...), stopping at the
/// first repeated digit of a unit: the lesson's count of checks.
std::uint64_t whole_board_reads(const Grid& board) {
  std::uint64_t reads = 0;
  auto scan = [&](auto cell_of) {
    std::vector<bool> seen(static_cast<std::size_t>(board.side()) + 1, false);
    for (int index = 0; index < board.side(); ++index) {
      ++reads;
      const int digit = board[cell_of(index)];
      if (digit == 0) continue;
      if (seen[static_cast<std::size_t>(digit)]) return false;
      seen[static_cast<std::size_t>(digit)] = true;
    }
    return true;
  };
  for (int unit = 0; unit < board.side(); ++unit) {
    if (!scan([&](int i) { return board.cell_at(unit, i); })) return reads;
    if (!scan([&](int i) { return board.cell_at(i, unit); })) return reads;
    if (!scan([&](int i) { return board.box_cell(unit, i); })) return reads;
  }
  return reads;
}

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
      SUDOKU_ASSERT((event.checks - checks_before) == (reads))
          << "your stage 1 counted " << with_commas(event.checks - checks_before) << " checks to reject " << digit
          << " in " << where(puzzle, cell) << " of " << fixture.name << ", the lesson's whole-board scan "
          << with_commas(reads) << ": it reads row 1, column 1, box 1, row 2, ... cell by cell, one "
          << "search.count_checks(1) per cell read, and stops at the first unit that holds a digit twice — "
          << "does every scan count its reads, in that order?\n"
          << reproduce_line();
      checks_before = event.checks;
    }
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
      "stage 1 re-checks the whole board after writing each digit, one check per cell read, and stops at the "
      "first unit that holds a digit twice: is a scan counting a cell twice, or going on after a repeat?",
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
