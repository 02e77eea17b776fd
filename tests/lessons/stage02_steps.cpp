// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Lesson 2's step tests and fidelity test, built into conformance_lesson02 (the
// student's stage) and conformance_solution02 (the reference), in the order of
// lessons/02-local-check/steps.tsv.
#include <gtest/gtest.h>

#include "io.hpp"
#include "rules.hpp"
#include "stage02.hpp"
#include "testing/conformance.hpp"
#include "testing/fidelity.hpp"

namespace sudoku::testing {
namespace {

/// What stage 2's scans read to decide whether `digit` fits in `cell`.
struct LocalReads {
  std::uint64_t lesson = 0;        ///< The lesson's: each scan stops at the digit, && between scans.
  const char* found_in = nullptr;  ///< "row", "column" or "box"; nullptr when the digit fits.
  std::uint64_t whole_unit = 0;    ///< The same, but the unit that holds the digit read to its end.
  std::uint64_t all_three = 0;     ///< Each scan stops at the digit, but all three always run.
};

/// The cells stage 2 reads to decide whether `digit` fits in `cell`: the row
/// until the digit is found, then the column, then the box, each scan stopping
/// at the digit and the next scan only when the last found nothing. And what
/// two wrong versions read, so that a failure can say which one it looks like.
LocalReads local_reads(const Grid& board, int cell, int digit) {
  const int row = board.row_of(cell);
  const int column = board.column_of(cell);
  const int box = board.box_of(cell);
  const int side = board.side();
  // The reads of one scan up to the digit (side when it is not there).
  auto scan = [&](auto cell_of) {
    for (int i = 0; i < side; ++i) {
      if (board[cell_of(i)] == digit) return std::pair<std::uint64_t, bool>{i + 1u, true};
    }
    return std::pair<std::uint64_t, bool>{static_cast<std::uint64_t>(side), false};
  };
  const std::pair<std::uint64_t, bool> scans[] = {scan([&](int i) { return board.cell_at(row, i); }),
                                                  scan([&](int i) { return board.cell_at(i, column); }),
                                                  scan([&](int i) { return board.box_cell(box, i); })};
  const char* const names[] = {"row", "column", "box"};
  LocalReads reads;
  for (int unit = 0; unit < 3; ++unit) {
    reads.all_three += scans[unit].first;
    if (reads.found_in != nullptr) continue;
    reads.lesson += scans[unit].first;
    reads.whole_unit += scans[unit].second ? static_cast<std::uint64_t>(side) : scans[unit].first;
    if (scans[unit].second) reads.found_in = names[unit];
  }
  return reads;
}

/// A 9x9 puzzle whose first blank, row 1 column 1, sees 1, 2 and 3 only in its
/// box (rows 2-3): rejecting them takes the whole row, the whole column and
/// the box up to the digit, so every one of the three scans must count.
FidelityPuzzle digits_only_in_the_box() {
  FidelityPuzzle fixture;
  fixture.name = "a blank whose 1, 2 and 3 sit only in its box";
  fixture.puzzle = Grid(3);
  fixture.puzzle.set(1, 1, 1);
  fixture.puzzle.set(1, 2, 2);
  fixture.puzzle.set(2, 1, 3);
  fixture.first_stage = 2;
  fixture.last_stage = 2;
  return fixture;
}

/// The 9x9 and 4x4 fidelity puzzles that have a blank, and the box puzzle above.
std::vector<FidelityPuzzle> puzzles_with_blanks() {
  std::vector<FidelityPuzzle> chosen;
  for (const FidelityPuzzle& puzzle : load_fidelity_puzzles()) {
    if (puzzle.first_stage <= 2 && !puzzle.puzzle.is_complete()) chosen.push_back(puzzle);
  }
  chosen.push_back(digits_only_in_the_box());
  return chosen;
}

int first_blank(const Grid& grid) {
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid[cell] == 0) return cell;
  }
  return -1;
}

/// The events of the first blank, up to its first node (the search stops there).
std::vector<SearchEvent> first_blank_events(const Grid& puzzle) {
  EventRecorder recorder(200);
  SearchOptions options;
  options.observer = &recorder;
  options.max_nodes = 1;
  solve_checked(stage02::solve, puzzle, options);
  return recorder.events();
}

TEST(Step1_UnitScans, EveryScanCountsTheCellsItReadsUpToTheDigit) {
  // At the first blank, a digit found in the column costs the whole row plus
  // the column up to the digit; one found in the box, the row, the column and
  // the box up to it. (Needs step 2's digit_fits() to call the scans.)
  for (const FidelityPuzzle& fixture : puzzles_with_blanks()) {
    const Grid& puzzle = fixture.puzzle;
    const int cell = first_blank(puzzle);
    const std::vector<SearchEvent> events = first_blank_events(puzzle);
    std::uint64_t checks_before = 0;
    std::size_t next = 0;
    for (int digit = 1; digit <= puzzle.side(); ++digit) {
      const LocalReads local = local_reads(puzzle, cell, digit);
      const char* found_in = local.found_in;
      const std::uint64_t reads = local.lesson;
      if (found_in == nullptr) break;
      const bool rejected = next < events.size() && events[next].kind == SearchEvent::reject &&
                            events[next].cell == cell && events[next].digit == digit;
      SUDOKU_ASSERT(rejected) << "your stage 2 did not reject " << digit << " in " << where(puzzle, cell) << " of "
                              << fixture.name << " (the first blank), although " << digit << " is in its " << found_in
                              << ": column_has() and box_has() (step 1) must find it, and digit_fits() (step 2) "
                              << "must call all three scans.\n"
                              << reproduce_line();
      const std::uint64_t counted = events[next].checks - checks_before;
      SUDOKU_ASSERT((counted) >= (reads))
          << "your stage 2 counted " << counted << " checks to reject " << digit << " in " << where(puzzle, cell)
          << " of " << fixture.name << ", found in its " << found_in << "; the lesson's scans read " << reads
          << ": each scan counts every cell it reads with search.count_checks(1), the cell "
          << "that holds the digit included — is a scan not counting its reads?\n"
          << reproduce_line();
      SUDOKU_ASSERT(!(counted == local.whole_unit && counted != reads))
          << "your stage 2 counted " << counted << " checks to reject " << digit << " in " << where(puzzle, cell)
          << " of " << fixture.name << ", found in its " << found_in << "; the lesson's scans read " << reads
          << ": your " << found_in << " scan read its whole unit, on past the cell that holds " << digit
          << ". A scan returns true as soon as it reads the digit: the cells after it cannot change the "
          << "answer (step 1).\n"
          << reproduce_line();
      checks_before = events[next].checks;
      ++next;
    }
  }
}

TEST(Step2_DigitFits, TheScansStopAtTheFirstThatFindsTheDigit) {
  // A digit already in the row costs only the row's reads: the column and box
  // scans never run (the && short-circuit).
  for (const FidelityPuzzle& fixture : puzzles_with_blanks()) {
    const Grid& puzzle = fixture.puzzle;
    const int cell = first_blank(puzzle);
    const std::vector<SearchEvent> events = first_blank_events(puzzle);
    std::uint64_t checks_before = 0;
    std::size_t next = 0;
    for (int digit = 1; digit <= puzzle.side(); ++digit) {
      const LocalReads local = local_reads(puzzle, cell, digit);
      const char* found_in = local.found_in;
      const std::uint64_t reads = local.lesson;
      if (found_in == nullptr) {
        SUDOKU_ASSERT((next) < (events.size())) << "no event after the rejects\n" << reproduce_line();
        SUDOKU_EXPECT((events[next].kind) == (SearchEvent::enter))
            << "your stage 2 did not keep " << digit << " in " << where(puzzle, cell) << " of " << fixture.name
            << ", although its row, column and box do not hold it: digit_fits() is true exactly when none of the "
            << "three scans finds the digit (step 2).\n"
            << reproduce_line();
        break;
      }
      SUDOKU_ASSERT((next) < (events.size()))
          << "your stage 2 did not reject " << digit << " in " << where(puzzle, cell) << " of " << fixture.name
          << ", although its " << found_in << " holds it: "
          << "digit_fits() must say no when a scan finds the digit (step 2).\n"
          << reproduce_line();
      const std::uint64_t counted = events[next].checks - checks_before;
      // What the count looks like: more reads than the row, column and box
      // hold together (whole units other than the cell's own were read), all
      // three scans run, or a scan that went on past the digit.
      std::string looks_like;
      if (counted > 3u * static_cast<std::uint64_t>(puzzle.side())) {
        looks_like =
            "That is more cells than the new cell's row, column and box hold together: are you still "
            "checking the whole board? Stage 2 reads only the three units of the new digit (step 2).";
      } else if (counted == local.all_three) {
        looks_like =
            "That is what all three scans read when every one of them runs: digit_fits() must join them "
            "with && (the short-circuit), so that the column is scanned only when the row did not "
            "hold the digit, and the box only when the column did not either (step 2).";
      } else if (counted == local.whole_unit) {
        looks_like = std::string("That is what a ") + found_in +
                     " scan reads when it goes on to the end of its "
                     "unit: a scan returns true as soon as it reads the digit (step 1).";
      } else {
        looks_like =
            "digit_fits() must stop at the first scan that finds the digit: row, then column, then box, "
            "joined by && so that a later scan runs only when the earlier ones found nothing (the "
            "short-circuit) — and each scan must stop at the digit.";
      }
      SUDOKU_ASSERT((counted) <= (reads))
          << "your stage 2 counted " << counted << " checks to reject " << digit << " in " << where(puzzle, cell)
          << " of " << fixture.name << ", already in its " << found_in << "; the lesson reads " << reads << ". "
          << looks_like << "\n"
          << reproduce_line();
      checks_before = events[next].checks;
      ++next;
    }
    SearchOptions limited;  // the reference needs at most 4,634 nodes on these
    limited.max_nodes = 1000000;
    const SearchResult result = solve_checked(stage02::solve, puzzle, limited);
    SUDOKU_EXPECT((result.outcome) != (Outcome::limit_reached))
        << "your stage 2 went on for " << with_commas(result.stats.nodes) << " nodes on " << fixture.name
        << " and was stopped: stage 2 walks stage 1's tree (at most 4,634 nodes on these puzzles) — does "
        << "digit_fits() say yes to a digit that its row, column or box already holds (step 2)?\n"
        << reproduce_line();
    if (result.outcome == Outcome::solved) {
      SUDOKU_EXPECT(is_solution_of(puzzle, result.grid))
          << "on " << fixture.name << ": " << solution_problem(puzzle, result.grid).value_or("") << "\n"
          << reproduce_line();
    }
  }
}

const StageFidelity kStage2{
    2,
    SUDOKU_STAGE_BINARY,
    {{Counter::nodes, "stage 2 walks exactly stage 1's tree: a node is a digit that passed the check, entered once.",
      "stage 2 walks exactly stage 1's tree: every digit that fits is entered and searched below, blanks in "
      "row-major order, digits ascending."},
     {Counter::checks,
      "stage 2 reads only the new digit's row, column and box, each scan stopping at the digit, the next scan "
      "only when the last found nothing — are you still checking the whole board, or running all three scans "
      "without the && short-circuit?",
      "stage 2 counts every cell a scan reads with search.count_checks(1), up to and including the cell that "
      "holds the digit: is a scan not counting its reads?"},
     {Counter::backtracks, "search.backtrack(cell, digit) is called once for each failed deeper call, no more.",
      "every placement undone must be reported with search.backtrack(cell, digit): is it missing?"},
     {Counter::max_depth, "the depth grows by one per kept digit.", "the depth grows by one per kept digit."},
     {Counter::guesses, "a guess is a blank where a second digit was entered (search.hpp).",
      "a guess is a blank where a second digit was entered (search.hpp): does the loop go on after a failed "
      "subtree?"}},
    "stage 2 fills the blanks in row-major order with the digits ascending, so its first solution is the "
    "reference's (and stage 1's)."};

TEST(Fidelity, CountersEqualTheReferenceOnEveryPuzzle) {
  for (const ReferenceRun& reference : load_reference_runs(2)) {
    SearchOptions options;
    options.max_nodes = generous_node_limit(reference);
    const SearchResult mine = solve_checked(stage02::solve, reference.puzzle, options);
    const std::string problem = fidelity_problem(kStage2, reference, mine);
    if (!problem.empty()) {
      GTEST_NONFATAL_FAILURE_("") << problem;
      return;
    }
  }
}

TEST(Fidelity, SameTreeAsStage1) {
  // Stage 2 changes the cost of a node, not the tree: its nodes, backtracks,
  // depth and answer are stage 1's, on every fidelity puzzle.
  const std::vector<ReferenceRun> one = load_reference_runs(1);
  const std::vector<ReferenceRun> two = load_reference_runs(2);
  SUDOKU_ASSERT((one.size()) == (two.size()));
  for (std::size_t i = 0; i < one.size(); ++i) {
    SUDOKU_EXPECT((one[i].stats.nodes) == (two[i].stats.nodes)) << one[i].name;
    SUDOKU_EXPECT((one[i].stats.backtracks) == (two[i].stats.backtracks)) << one[i].name;
    SUDOKU_EXPECT((one[i].stats.guesses) == (two[i].stats.guesses)) << one[i].name;
    SUDOKU_EXPECT((one[i].answer) == (two[i].answer)) << one[i].name;
    SUDOKU_EXPECT((two[i].stats.checks) < (one[i].stats.checks)) << one[i].name;
  }
}

}  // namespace
}  // namespace sudoku::testing
