// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Lesson 5's step tests and fidelity tests, built into conformance_lesson05 (the
// student's stage) and conformance_solution05 (the reference), in the order of
// lessons/05-constraint-propagation/steps.tsv.
#include <gtest/gtest.h>

#include <bit>

#include "io.hpp"
#include "rules.hpp"
#include "stage05.hpp"
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

std::uint32_t candidates_of(const Grid& grid, int cell) {
  std::uint32_t set = 0;
  for (int digit = 1; digit <= grid.side(); ++digit) {
    if (unit_holding(grid, cell, digit) == nullptr) set |= std::uint32_t{1} << digit;
  }
  return set;
}

/// The naked-single passes of the lesson on `grid` until one places nothing:
/// the cells and digits in the order they are placed. `contradiction` is set
/// when a blank cell runs out of candidates.
std::vector<std::pair<int, int>> naked_singles(Grid& grid, bool* contradiction) {
  std::vector<std::pair<int, int>> placed;
  *contradiction = false;
  for (bool progress = true; progress;) {
    progress = false;
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid[cell] != 0) continue;
      const std::uint32_t options = candidates_of(grid, cell);
      if (options == 0) {
        *contradiction = true;
        return placed;
      }
      if (std::popcount(options) == 1) {
        const int digit = std::countr_zero(options);
        grid.set(cell, digit);
        placed.emplace_back(cell, digit);
        progress = true;
      }
    }
  }
  return placed;
}

SearchResult solve_recording(const Grid& puzzle, EventRecorder& recorder) {
  SearchOptions options;
  options.observer = &recorder;
  options.max_nodes = 100000;
  return solve_checked(stage05::solve, puzzle, options);
}

TEST(Step1_NakedSingles, APuzzleOfNakedSinglesIsFilledInTheLessonsOrderWithoutANode) {
  // The Baekjoon sample and the 4x4 puzzle fall to naked singles alone, so they
  // are solved even before step 2 (the hidden-single pass has nothing to do).
  for (const char* name : {"boj-sample", "4x4-deepest"}) {
    const Grid puzzle = fixture_puzzle(name);
    Grid model = puzzle;
    bool contradiction = false;
    const auto expected = naked_singles(model, &contradiction);
    SUDOKU_ASSERT(model.is_complete() && !contradiction) << name << " should fall to naked singles";
    EventRecorder recorder;
    const SearchResult result = solve_recording(puzzle, recorder);
    std::vector<std::pair<int, int>> propagated;
    for (const SearchEvent& event : recorder.events()) {
      if (event.kind == SearchEvent::propagate) propagated.emplace_back(event.cell, event.digit);
    }
    for (std::size_t i = 0; i < expected.size(); ++i) {
      SUDOKU_ASSERT((i) < (propagated.size()))
          << "your stage 5 propagated " << propagated.size() << " cells on " << name << ", the lesson "
          << expected.size() << ": place_naked_singles() places every blank cell with one candidate, at once "
          << "(state.place, search.propagate), and the passes repeat until one places nothing (step 1).\n"
          << reproduce_line();
      SUDOKU_ASSERT((propagated[i]) == (expected[i]))
          << "your stage 5's naked single number " << i + 1 << " on " << name << " was " << propagated[i].second
          << " in " << where(puzzle, propagated[i].first) << ", the lesson's " << expected[i].second << " in "
          << where(puzzle, expected[i].first)
          << ": one pass visits the blank cells in row-major order and places each single at once, so the cells "
          << "after it already see it (step 1).\n"
          << reproduce_line();
    }
    SUDOKU_EXPECT((result.outcome) == (Outcome::solved)) << name << "\n" << reproduce_line();
    SUDOKU_EXPECT((result.stats.nodes) == (0u)) << "your stage 5 needed " << result.stats.nodes << " nodes on " << name
                                                << ", which naked singles alone fill (step 1).\n"
                                                << reproduce_line();
  }
}

TEST(Step1_NakedSingles, ACellWithoutCandidatesEndsTheBranchAtOnce) {
  // Row 1 holds 1..8 and column 9 holds the 9 lower down: the cell in row 1,
  // column 9 has no candidate, yet no given conflicts. holds_one_digit(0) is
  // true, and std::countr_zero(0) is 32: a pass that does not test for zero
  // first would place "digit 32" and shift 1u << 32 (undefined behaviour).
  Grid puzzle(3);
  for (int column = 0; column < 8; ++column) puzzle.set(0, column, column + 1);
  puzzle.set(4, 8, 9);
  const int cell = puzzle.cell_at(0, 8);
  EventRecorder recorder;
  const SearchResult result = solve_recording(puzzle, recorder);
  for (const SearchEvent& event : recorder.events()) {
    SUDOKU_ASSERT(!(event.kind == SearchEvent::propagate && (event.digit < 1 || event.digit > 9)))
        << "your stage 5 propagated digit " << event.digit << " into " << where(puzzle, event.cell)
        << ", a cell without candidates: test options == 0 before holds_one_digit() — std::countr_zero(0) is 32, "
        << "and 1u << 32 is undefined behaviour (the student-asan preset reports it with its line) (step 1).\n"
        << reproduce_line();
  }
  SUDOKU_EXPECT((result.outcome) == (Outcome::no_solution))
      << "row 1, column 9 has no candidate, so there is no solution\n"
      << reproduce_line();
  SUDOKU_EXPECT((result.stats.nodes) == (0u)) << "a contradiction found by propagation costs no node\n"
                                              << reproduce_line();
  bool dead_end_there = false;
  for (const SearchEvent& event : recorder.events())
    dead_end_there |= event.kind == SearchEvent::dead_end && event.cell == cell;
  SUDOKU_EXPECT(dead_end_there) << "your stage 5 did not report a dead end at " << where(puzzle, cell)
                                << ", which has no candidate: call search.dead_end(cell) and return "
                                << "Progress::contradiction there (step 1).\n"
                                << reproduce_line();
}

TEST(Step2_HiddenSingles, PuzzlesThatNeedHiddenSinglesAreSolvedWithoutANode) {
  // Naked singles get stuck on these; with hidden singles stage 5 fills them
  // completely without a single branch.
  for (const char* name : {"easy-5", "17-clue-7"}) {
    const Grid puzzle = fixture_puzzle(name);
    Grid model = puzzle;
    bool contradiction = false;
    naked_singles(model, &contradiction);
    SUDOKU_ASSERT(!(model.is_complete())) << name << " should need hidden singles";
    EventRecorder recorder(0);
    const SearchResult result = solve_recording(puzzle, recorder);
    SUDOKU_ASSERT((result.outcome) == (Outcome::solved))
        << "your stage 5 did not solve " << name << ": with both rules it "
        << "needs no guess at all (step 2).\n"
        << reproduce_line();
    SUDOKU_EXPECT(is_solution_of(puzzle, result.grid))
        << describe_grid_difference(model, result.grid) << reproduce_line();
    SUDOKU_EXPECT((result.stats.nodes) == (0u))
        << "your stage 5 needed " << result.stats.nodes << " nodes on " << name << ", the lesson none: a digit "
        << "that a row, column or box needs and only one of its cells can take goes there — does "
        << "place_hidden_singles_in() collect `somewhere` and `in_two_or_more` over the unit's cells (step 2)?\n"
        << reproduce_line();
    SUDOKU_EXPECT((result.stats.propagations) ==
                  (static_cast<std::uint64_t>(puzzle.cell_count() - puzzle.filled_count())))
        << "every blank is filled by propagation\n"
        << reproduce_line();
  }
}

TEST(Step2_HiddenSingles, ADigitThatFitsNowhereInARowEndsTheBranchAtOnce) {
  // The 9s in rows 2-4 and 7 shut 9 out of every blank of row 1 (its last cell
  // holds a 1), yet every blank still has candidates: only the hidden-single
  // pass sees that row 1 cannot get its 9. The reference stops there, without
  // a node.
  Grid puzzle(3);
  puzzle.set(0, 8, 1);
  for (const auto& [row, column] : {std::pair{1, 0}, {2, 3}, {3, 6}, {6, 7}}) puzzle.set(row, column, 9);
  EventRecorder recorder(1000);
  const SearchResult result = solve_recording(puzzle, recorder);
  SUDOKU_EXPECT((result.outcome) == (Outcome::no_solution) && (result.stats.nodes) == (0u))
      << "your stage 5 made " << with_commas(result.stats.nodes) << " nodes (and ended with '"
      << outcome_name(result.outcome) << "') on a puzzle whose row 1 needs a 9 that fits in none of its cells; "
      << "the lesson stops at once, with no node: place_hidden_singles_in() must report Progress::contradiction "
      << "(and search.dead_end(-1)) when a digit the unit needs fits nowhere — a hidden single with no place "
      << "is a dead end, not \"nothing to do\" (step 2).\n"
      << reproduce_line();
}

const StageFidelity kStage5{
    5,
    SUDOKU_STAGE_BINARY,
    {{Counter::nodes,
      "propagation runs naked singles until stuck, then hidden singles, again and again, before every branch: "
      "are hidden singles finding nothing (step 2), or is the fixpoint loop stopping early?",
      "stage 5 branches on stage 4's cell (fewest candidates, the earlier on a tie) after propagation, digits "
      "from the lowest: is a rule placing a digit it should not?"},
     {Counter::guesses,
      "a guess is a branch point where a second digit was entered (search.hpp): more guesses "
      "means propagation leaves more to chance — are both rules on?",
      "a guess is a branch point where a second digit was entered (search.hpp)."},
     {Counter::propagations,
      "every cell a rule fills is one search.propagate(cell, digit), no more: is a cell reported twice?",
      "every cell filled by a rule is reported with search.propagate(cell, digit): is a single skipped, or a "
      "pass stopping after its first single?"},
     {Counter::backtracks, "search.backtrack(cell, digit) once per failed child.",
      "every child that failed is reported with search.backtrack(cell, digit)."},
     {Counter::max_depth, "the depth grows by one per branch.", "the depth grows by one per branch."},
     {Counter::checks,
      "stage 5 computes candidates (three checks) once per blank cell in each naked-single pass and once per "
      "cell looked up for a hidden single; the hidden pass reads the table: are candidates computed again "
      "somewhere, or the pass not stopping at a contradiction?",
      "stage 5 computes candidates (three checks) for every blank cell in each naked-single pass: is a pass "
      "skipping cells?"}},
    "stage 5 branches on stage 4's cell after the lesson's propagation, so its first solution is the reference's."};

/// Stage 4's branch cell on `grid`: the blank cell with the fewest
/// candidates, the earlier one on a tie (-1 when the grid is full).
int fewest_candidates_cell(const Grid& grid) {
  int best = -1;
  int fewest = grid.side() + 1;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid[cell] != 0) continue;
    const int count = std::popcount(candidates_of(grid, cell));
    if (count < fewest) {
      best = cell;
      fewest = count;
    }
  }
  return best;
}

TEST(Fidelity, EveryBranchIsOnStage4sCellAfterPropagation) {
  // The board of each level is rebuilt from the events: a node at depth k is
  // its parent's board (depth k - 1) with the entered digit, and the cells
  // propagated at depth k. Each node must be on the parent board's cell with
  // the fewest candidates, the earlier on a tie.
  for (const FidelityPuzzle& fixture : load_fidelity_puzzles()) {
    if (fixture.first_stage > 5 || fixture.last_stage < 5) continue;
    EventRecorder recorder(100000);
    SearchOptions options;
    options.observer = &recorder;
    options.max_nodes = 2000;
    solve_checked(stage05::solve, fixture.puzzle, options);
    std::vector<Grid> level{fixture.puzzle};  // level[k]: the board at depth k
    for (const SearchEvent& event : recorder.events()) {
      if (event.depth < 0) continue;
      const auto depth = static_cast<std::size_t>(event.depth);
      if (event.kind == SearchEvent::propagate && depth < level.size()) {
        level[depth].set(event.cell, event.digit);
      } else if (event.kind == SearchEvent::enter && depth >= 1 && depth <= level.size()) {
        const Grid& parent = level[depth - 1];
        const int want = fewest_candidates_cell(parent);
        SUDOKU_ASSERT((event.cell) == (want))
            << "your stage 5 branched on " << where(parent, event.cell) << " ("
            << std::popcount(candidates_of(parent, event.cell)) << " candidates) of " << fixture.name
            << ", the lesson on " << where(parent, want) << " (" << std::popcount(candidates_of(parent, want))
            << " candidates): after propagation stage 5 branches on stage 4's cell, the blank cell with the fewest "
            << "candidates, the earlier one in row-major order on a tie — not simply the first blank cell.\n"
            << reproduce_line();
        level.resize(depth);
        level.push_back(parent);
        level.back().set(event.cell, event.digit);
      }
    }
  }
}

TEST(Fidelity, CountersEqualTheReferenceOnEveryPuzzle) {
  for (const ReferenceRun& reference : load_reference_runs(5)) {
    SearchOptions options;
    options.max_nodes = generous_node_limit(reference);
    const SearchResult mine = solve_checked(stage05::solve, reference.puzzle, options);
    const std::string problem = fidelity_problem(kStage5, reference, mine);
    if (!problem.empty()) {
      GTEST_NONFATAL_FAILURE_("") << problem;
      return;
    }
  }
}

/// Stage 4's nodes on all of top95.txt (the reference, measured; lesson 4's page).
constexpr std::uint64_t kStage4NodesOnTop95 = 1706908;
/// The factor lesson 5's page promises: propagation cuts stage 4's nodes on
/// top95 at least this much (the reference: 278 times, 6,127 nodes).
constexpr std::uint64_t kPromisedCut = 100;

TEST(Fidelity, PropagationCutsStage4sNodesOnTop95ByTheLessonsFactor) {
  std::uint64_t nodes = 0;
  for (const Grid& puzzle : load_puzzles("top95.txt")) {
    SearchOptions options;
    options.max_nodes = kStage4NodesOnTop95;
    nodes += solve_checked(stage05::solve, puzzle, options).stats.nodes;
  }
  SUDOKU_EXPECT((nodes * kPromisedCut) <= (kStage4NodesOnTop95))
      << "your stage 5 made " << with_commas(nodes) << " nodes on top95.txt, stage 4 "
      << with_commas(kStage4NodesOnTop95) << ": lesson 5 promises at least " << kPromisedCut
      << " times fewer (the reference: 6,127). Naked singles alone give about 34 times more nodes than both "
      << "rules — are hidden singles switched off (step 2)?\n"
      << reproduce_line();
}

}  // namespace
}  // namespace sudoku::testing
