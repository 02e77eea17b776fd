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

/// The 9x9 and 4x4 fidelity puzzles that have a blank.
std::vector<FidelityPuzzle> puzzles_with_blanks() {
  std::vector<FidelityPuzzle> chosen;
  for (const FidelityPuzzle& puzzle : load_fidelity_puzzles()) {
    if (puzzle.first_stage <= 1 && !puzzle.puzzle.is_complete()) chosen.push_back(puzzle);
  }
  return chosen;
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
  for (const FidelityPuzzle& fixture : puzzles_with_blanks()) {
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
      SUDOKU_ASSERT(event.kind == SearchEvent::reject && event.cell == cell && event.digit == digit)
          << "your stage 1 did not reject " << digit << " in " << where(puzzle, cell) << " of " << fixture.name
          << " (the first blank), although " << digit << " is already in its " << clash
          << ": board_is_consistent() must check the columns and boxes too, not only the rows (step 1).\n"
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
    const SearchResult result = solve_checked(stage01::solve, puzzle);
    SUDOKU_ASSERT((result.outcome) == (Outcome::solved))
        << "your stage 1 did not solve " << fixture.name << ": fill_from() must call search.enter(cell, digit), "
        << "recurse with fill_from(board, cell + 1, search) and return true when that solved the board (step 2).\n"
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
    const SearchResult result = solve_checked(stage01::solve, fixture.puzzle);
    SUDOKU_ASSERT((result.outcome) == (Outcome::no_solution)) << "on " << fixture.name << "\n" << reproduce_line();
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
