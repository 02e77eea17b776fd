// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Lesson 4's step tests and fidelity test, built into conformance_lesson04 (the
// student's stage) and conformance_solution04 (the reference), in the order of
// lessons/04-bitmask-mrv/steps.tsv. The steps watch the search through its
// observer and rebuild the board from its events.
#include <gtest/gtest.h>

#include <bit>

#include "io.hpp"
#include "rules.hpp"
#include "stage04.hpp"
#include "testing/conformance.hpp"
#include "testing/fidelity.hpp"

namespace sudoku::testing {
namespace {

Grid fixture_puzzle(const std::string& name) {
  for (const FidelityPuzzle& puzzle : load_fidelity_puzzles()) {
    if (puzzle.name == name) return puzzle.puzzle;
  }
  throw std::runtime_error("no fidelity puzzle " + name);
}

/// The candidates of the blank `cell`, from the grid (the test's own model).
std::uint32_t candidates_of(const Grid& grid, int cell) {
  std::uint32_t set = 0;
  for (int digit = 1; digit <= grid.side(); ++digit) {
    if (unit_holding(grid, cell, digit) == nullptr) set |= std::uint32_t{1} << digit;
  }
  return set;
}

/// The lesson's branch cell: fewest candidates, the earlier on a tie, stopping
/// at a cell without any. `scanned` = blank cells looked at.
int most_constrained(const Grid& grid, int* scanned) {
  int best = -1;
  int fewest = grid.side() + 1;
  *scanned = 0;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid[cell] != 0) continue;
    ++*scanned;
    const int count = std::popcount(candidates_of(grid, cell));
    if (count < fewest) {
      best = cell;
      fewest = count;
      if (count == 0) break;
    }
  }
  return best;
}

/// Runs the stage on `puzzle` with at most `max_nodes` nodes and its events.
std::vector<SearchEvent> events_of(const Grid& puzzle, std::uint64_t max_nodes) {
  EventRecorder recorder(100000);
  SearchOptions options;
  options.observer = &recorder;
  options.max_nodes = max_nodes;
  solve_checked(stage04::solve, puzzle, options);
  return recorder.events();
}

const char* const kPuzzles[] = {"easy-5", "hard-9", "top95-1", "4x4-deepest"};

/// The lowest digit of `set` that is not in `tried` (0 when there is none).
int lowest_untried(std::uint32_t set, std::uint32_t tried) {
  const std::uint32_t left = set & ~tried;
  return left == 0 ? 0 : std::countr_zero(left);
}

/// What a stage 4 that skips a digit the grid allows is told: a mask bit
/// stayed set that no digit on the board explains.
std::string skipped_digit_problem(const Grid& board, int cell, int digit, const char* name) {
  return "your stage 4 never tried " + std::to_string(digit) + " in " + where(board, cell) + " of " + name +
         ", although its row, column and box do not hold " + std::to_string(digit) +
         ": a bit stayed set in a mask that no digit on the board explains. remove() must clear the digit's bit "
         "in used_in_row, used_in_column and used_in_box, exactly the bits place() set — is the box (or the "
         "column) mask not undone (step 1)?\n" +
         reproduce_line();
}

TEST(Step1_Masks, NoDigitIsEnteredWhereItsColumnOrBoxHasIt) {
  // place() sets the digit's bit in the row, column and box masks. The masks
  // show only through candidates() (step 2), so this test passes once steps 1
  // and 2 are done: a digit offered although its column or box holds it means
  // a mask that place() did not set (or remove() did not clear).
  for (const char* name : kPuzzles) {
    Grid board = fixture_puzzle(name);
    for (const SearchEvent& event : events_of(board, 2000)) {
      if (event.kind == SearchEvent::backtrack) board.set(event.cell, 0);
      if (event.kind != SearchEvent::enter) continue;
      const char* clash = unit_holding(board, event.cell, event.digit);
      SUDOKU_ASSERT(clash == nullptr || std::string(clash) == "row")
          << "your stage 4 entered " << event.digit << " in " << where(board, event.cell) << " of " << name
          << " although its " << clash << " already holds " << event.digit
          << ": place() must set the digit's bit in used_in_column and used_in_box too, and remove() clear it "
          << "(step 1; this test sees the masks through candidates(), step 2).\n"
          << reproduce_line();
      board.set(event.cell, event.digit);
    }
  }
}

TEST(Step1_Masks, EveryDigitTheGridAllowsIsTriedAfterAnUndo) {
  // The other half of the masks: after remove(), a digit the grid allows must
  // be a candidate again. At each branch point the digits are tried from the
  // lowest of the grid's candidates up; a candidate passed over, or a cell
  // given up with a candidate never tried, means a bit that remove() left set.
  struct BranchPoint {
    int cell;
    std::uint32_t allowed;  // the grid's candidates when the branch began
    std::uint32_t tried;
  };
  for (const char* name : kPuzzles) {
    Grid board = fixture_puzzle(name);
    std::vector<BranchPoint> open;  // the branch points on the current path
    bool new_branch_point = true;   // the next enter starts a branch point
    for (const SearchEvent& event : events_of(board, 2000)) {
      if (event.kind == SearchEvent::backtrack) {
        board.set(event.cell, 0);
        new_branch_point = false;
        continue;
      }
      if (event.kind == SearchEvent::dead_end && event.cell >= 0) {
        if (new_branch_point) {  // a cell the stage found without candidates
          const int missed = lowest_untried(candidates_of(board, event.cell), 0);
          SUDOKU_ASSERT(missed == 0) << skipped_digit_problem(board, event.cell, missed, name);
        } else if (!open.empty() && open.back().cell == event.cell) {  // every digit of the branch failed
          const BranchPoint done = open.back();
          open.pop_back();
          const int missed = lowest_untried(done.allowed, done.tried);
          SUDOKU_ASSERT(missed == 0) << skipped_digit_problem(board, done.cell, missed, name);
        }
        new_branch_point = false;
        continue;
      }
      if (event.kind != SearchEvent::enter) continue;
      if (new_branch_point || open.empty() || open.back().cell != event.cell) {
        open.push_back({event.cell, candidates_of(board, event.cell), 0});
      }
      BranchPoint& branch = open.back();
      const std::uint32_t bit = std::uint32_t{1} << event.digit;
      if ((branch.allowed & bit) != 0) {  // other wrong digits are the first test's business
        const int missed = lowest_untried(branch.allowed, branch.tried);
        SUDOKU_ASSERT(missed == 0 || missed >= event.digit) << skipped_digit_problem(board, event.cell, missed, name);
      }
      branch.tried |= bit;
      board.set(event.cell, event.digit);
      new_branch_point = true;
    }
  }
}

TEST(Step2_Candidates, EveryEnteredDigitIsACandidateAndEachComputationCostsThreeChecks) {
  for (const char* name : kPuzzles) {
    Grid board = fixture_puzzle(name);
    const std::vector<SearchEvent> events = events_of(board, 2000);
    SUDOKU_ASSERT(!(events.empty())) << "your stage 4 made no node on " << name << "\n" << reproduce_line();
    std::uint64_t nodes = 0;
    for (const SearchEvent& event : events) {
      if (event.kind == SearchEvent::backtrack) board.set(event.cell, 0);
      if (event.kind != SearchEvent::enter) continue;
      const char* clash = unit_holding(board, event.cell, event.digit);
      SUDOKU_ASSERT((clash) == (nullptr))
          << "your stage 4 entered " << event.digit << " in " << where(board, event.cell) << " of " << name
          << " although its " << clash << " holds it: candidates() is the "
          << "digits of all_digits_mask(side) that are in none of the three masks (step 2).\n"
          << reproduce_line();
      SUDOKU_ASSERT((event.checks % 3) == (0u))
          << "your stage 4 had counted " << event.checks << " checks at a node of " << name
          << ": candidates() counts its three mask lookups with one "
          << "search.count_checks(3), nothing else counts checks (step 2).\n"
          << reproduce_line();
      ++nodes;  // each node chose its cell from the candidates of at least one blank cell
      SUDOKU_ASSERT((event.checks) >= (3 * nodes))
          << "your stage 4 had counted " << event.checks << " checks at its node " << nodes << " on " << name
          << ", but each node computes the candidates of at least one blank cell first, three checks each: "
          << "candidates() must count its three mask lookups with search.count_checks(3) (step 2).\n"
          << reproduce_line();
      board.set(event.cell, event.digit);
    }
  }
}

TEST(Step3_MostConstrainedCell, EveryBranchIsOnTheCellWithFewestCandidatesTheEarlierOnATie) {
  for (const char* name : kPuzzles) {
    Grid board = fixture_puzzle(name);
    const std::vector<SearchEvent> events = events_of(board, 2000);
    bool new_branch_point = true;  // the next enter starts a branch point
    std::uint64_t checks_at_node = 0;
    for (const SearchEvent& event : events) {
      if (event.kind == SearchEvent::backtrack) {
        board.set(event.cell, 0);
        new_branch_point = false;  // the next enter is a sibling
        continue;
      }
      if (event.kind == SearchEvent::dead_end) {
        if (new_branch_point && event.cell >= 0) {  // a node whose scan found a cell without candidates
          int scanned = 0;
          const int want = most_constrained(board, &scanned);
          SUDOKU_ASSERT(event.cell == want && event.checks - checks_at_node == 3u * static_cast<std::uint64_t>(scanned))
              << "your stage 4 looked at the blank cells of " << name << " for " << event.checks - checks_at_node
              << " checks and gave up at " << where(board, event.cell) << "; the lesson stops at the first cell "
              << "without candidates, " << where(board, want) << ", after " << 3 * scanned
              << " checks: most_constrained_cell() returns at once when a cell has none — nothing beats zero, and "
              << "the branch is dead anyway (step 3).\n"
              << reproduce_line();
        }
        new_branch_point = false;
        continue;
      }
      if (event.kind != SearchEvent::enter) continue;
      if (new_branch_point) {
        int scanned = 0;
        const int want = most_constrained(board, &scanned);
        const int count = std::popcount(candidates_of(board, event.cell));
        SUDOKU_ASSERT((event.cell) == (want))
            << "your stage 4 branched on " << where(board, event.cell) << " (" << count << " candidates) of " << name
            << ", the lesson on " << where(board, want) << " (" << std::popcount(candidates_of(board, want))
            << " candidates): most_constrained_cell() keeps the blank "
            << "cell with the fewest candidates, and on a tie the earlier one in row-major order (replace the best "
            << "only when a cell has strictly fewer) (step 3).\n"
            << reproduce_line();
        SUDOKU_ASSERT((event.checks - checks_at_node) == (3u * static_cast<std::uint64_t>(scanned)))
            << "your stage 4 counted " << event.checks - checks_at_node << " checks to choose " << where(board, want)
            << " of " << name << ", the lesson " << 3 * scanned << " (three per blank cell looked at): it looks at "
            << "every blank cell and stops early only at a cell without candidates (step 3).\n"
            << reproduce_line();
      }
      board.set(event.cell, event.digit);
      checks_at_node = event.checks;
      new_branch_point = true;
    }
  }
}

const StageFidelity kStage4{
    4,
    SUDOKU_STAGE_BINARY,
    {{Counter::nodes,
      "the lesson fixes the branching rule: the cell with the fewest candidates, the earlier one on a tie, digits "
      "from the lowest — is the tie-break or the digit order another one?",
      "the lesson fixes the branching rule: the cell with the fewest candidates, the earlier one on a tie, digits "
      "from the lowest — is the tie-break or the digit order another one?"},
     {Counter::guesses,
      "a guess is a branch point where a second digit was entered (search.hpp): the lesson's most-constrained "
      "cell makes fewer of them.",
      "a guess is a branch point where a second digit was entered (search.hpp)."},
     {Counter::backtracks, "search.backtrack(cell, digit) once per failed child.",
      "every child that failed is undone with search.backtrack(cell, digit) and board.remove()."},
     {Counter::max_depth, "the depth grows by one per branch.", "the depth grows by one per branch."},
     {Counter::checks,
      "stage 4 counts three checks per blank cell whose candidates it computes, and most_constrained_cell() "
      "stops at a cell without candidates — does your loop go on after a cell with none?",
      "stage 4 computes the candidates of every blank cell at every node (three checks each), stopping only at a "
      "cell without candidates: does it stop early at a cell with one candidate, or skip cells?"}},
    "stage 4 branches on the lesson's cell with the digits from the lowest, so its first solution is the "
    "reference's."};

TEST(Fidelity, CountersEqualTheReferenceOnEveryPuzzle) {
  for (const ReferenceRun& reference : load_reference_runs(4)) {
    SearchOptions options;
    options.max_nodes = generous_node_limit(reference);
    const SearchResult mine = solve_checked(stage04::solve, reference.puzzle, options);
    const std::string problem = fidelity_problem(kStage4, reference, mine);
    if (!problem.empty()) {
      GTEST_NONFATAL_FAILURE_("") << problem;
      return;
    }
  }
}

}  // namespace
}  // namespace sudoku::testing
