// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Lesson 5's step tests and fidelity tests, built into conformance_lesson05 (the
// student's stage) and conformance_solution05 (the reference), in the order of
// lessons/05-constraint-propagation/steps.tsv.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <bit>
#include <cerrno>
#include <cstdlib>

#include "io.hpp"
#include "rules.hpp"
#include "stage05.hpp"
#include "state_probes.hpp"
#include "support/conformance.hpp"
#include "support/fidelity.hpp"
#include "testing/messages.hpp"

namespace sudoku::testing {
namespace {

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

/// Whether this program may start a child process (the death test's fork):
/// false under a process limit that is already reached.
bool can_start_a_child() {
  const pid_t child = fork();
  if (child < 0) return false;
  if (child == 0) std::_Exit(0);
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  return true;
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
          << diagnosis("lesson05.naked-singles-too-few", {{"propagated", std::to_string(propagated.size())},
                                                          {"puzzle", name},
                                                          {"expected", std::to_string(expected.size())}})
          << "\n"
          << reproduce_line();
      SUDOKU_ASSERT((propagated[i]) == (expected[i]))
          << diagnosis("lesson05.naked-single-out-of-order", {{"number", std::to_string(i + 1)},
                                                              {"puzzle", name},
                                                              {"digit", std::to_string(propagated[i].second)},
                                                              {"where", where(puzzle, propagated[i].first)},
                                                              {"lesson_digit", std::to_string(expected[i].second)},
                                                              {"lesson_where", where(puzzle, expected[i].first)}})
          << "\n"
          << reproduce_line();
    }
    SUDOKU_EXPECT((result.outcome) == (Outcome::solved))
        << diagnosis("lesson05.naked-puzzle-not-solved", {{"puzzle", name}}) << "\n"
        << reproduce_line();
    SUDOKU_EXPECT((result.stats.nodes) == (0u))
        << diagnosis("lesson05.naked-puzzle-needed-nodes",
                     {{"nodes", with_commas(result.stats.nodes)}, {"puzzle", name}})
        << "\n"
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
  // Under the sanitizers (kit check --sanitize) that shift stops the program at
  // once, before any report is written. So the search runs in a child process
  // first: when the child dies, this test fails with the child's last words
  // (the sanitizer's line) and a message that names the missing check. Where no
  // child can be made (kit class limits a student's processes), the test goes
  // on in this process, as before.
  if (can_start_a_child()) {
    EXPECT_EXIT(
        {
          EventRecorder in_child;
          solve_recording(puzzle, in_child);
          std::_Exit(0);
        },
        ::testing::ExitedWithCode(0), "")
        << diagnosis("lesson05.zero-candidates-stopped-the-program", {{"where", where(puzzle, cell)}}) << "\n"
        << reproduce_line();
    if (HasFailure()) return;  // the search itself would stop this program too
  }
  EventRecorder recorder;
  const SearchResult result = solve_recording(puzzle, recorder);
  for (const SearchEvent& event : recorder.events()) {
    SUDOKU_ASSERT(!(event.kind == SearchEvent::propagate && (event.digit < 1 || event.digit > 9)))
        << diagnosis("lesson05.digit-placed-without-candidates",
                     {{"digit", std::to_string(event.digit)}, {"where", where(puzzle, event.cell)}})
        << "\n"
        << reproduce_line();
  }
  SUDOKU_EXPECT((result.outcome) == (Outcome::no_solution))
      << diagnosis("lesson05.no-candidate-not-no-solution", {{"outcome", outcome_words(result.outcome)}}) << "\n"
      << reproduce_line();
  SUDOKU_EXPECT((result.stats.nodes) == (0u))
      << diagnosis("lesson05.contradiction-cost-a-node", {{"nodes", with_commas(result.stats.nodes)}}) << "\n"
      << reproduce_line();
  bool dead_end_there = false;
  for (const SearchEvent& event : recorder.events())
    dead_end_there |= event.kind == SearchEvent::dead_end && event.cell == cell;
  SUDOKU_EXPECT(dead_end_there) << diagnosis("lesson05.dead-end-not-reported", {{"where", where(puzzle, cell)}}) << "\n"
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
        << diagnosis("lesson05.hidden-puzzle-not-solved", {{"puzzle", name}}) << "\n"
        << reproduce_line();
    SUDOKU_EXPECT(is_solution_of(puzzle, result.grid))
        << diagnosis("lesson05.hidden-puzzle-wrong-grid",
                     {{"difference", describe_grid_difference(model, result.grid)}})
        << "\n"
        << reproduce_line();
    SUDOKU_EXPECT((result.stats.nodes) == (0u))
        << diagnosis("lesson05.hidden-puzzle-needed-nodes",
                     {{"nodes", with_commas(result.stats.nodes)}, {"puzzle", name}})
        << "\n"
        << reproduce_line();
    SUDOKU_EXPECT((result.stats.propagations) ==
                  (static_cast<std::uint64_t>(puzzle.cell_count() - puzzle.filled_count())))
        << diagnosis("lesson05.blank-not-filled-by-propagation",
                     {{"propagations", with_commas(result.stats.propagations)},
                      {"puzzle", name},
                      {"blanks", std::to_string(puzzle.cell_count() - puzzle.filled_count())}})
        << "\n"
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
      << diagnosis("lesson05.digit-without-a-place-ignored",
                   {{"nodes", with_commas(result.stats.nodes)}, {"outcome", outcome_words(result.outcome)}})
      << "\n"
      << reproduce_line();
}

/// One placement of the lesson's propagation: the cell, the digit and the
/// checks counted when it was made.
struct Placement {
  int cell;
  int digit;
  std::uint64_t checks;
};

/// Row-major cells of unit `unit` of kind `kind` (0 row, 1 column, 2 box).
int unit_cell(const Grid& grid, int kind, int unit, int index) {
  if (kind == 0) return grid.cell_at(unit, index);
  if (kind == 1) return grid.cell_at(index, unit);
  return grid.box_cell(unit, index);
}

/// The lesson's propagation on `grid`, without a branch: naked-single passes
/// (three checks per blank cell visited, each single placed at once) until one
/// places nothing, then one hidden-single pass over the rows, columns and
/// boxes that reads the candidates the last naked pass wrote into the table
/// (stale for the units after a single), each single's cell looked up again
/// (three checks per blank cell looked at); again until neither places
/// anything. With `fresh`, the hidden pass computes every cell's candidates
/// anew instead of reading the table: what a stage that recomputes does.
std::vector<Placement> lesson_propagation(Grid grid, bool fresh) {
  std::vector<Placement> placed;
  std::uint64_t checks = 0;
  std::vector<std::uint32_t> table(static_cast<std::size_t>(grid.cell_count()), 0);
  const std::uint32_t all = ((std::uint32_t{1} << grid.side()) - 1) << 1;
  const auto place = [&](int cell, int digit) {
    grid.set(cell, digit);
    placed.push_back({cell, digit, checks});
    table[static_cast<std::size_t>(cell)] = 0;
  };
  while (true) {
    bool naked = false;
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid[cell] != 0) {
        table[static_cast<std::size_t>(cell)] = 0;
        continue;
      }
      checks += 3;
      const std::uint32_t options = candidates_of(grid, cell);
      table[static_cast<std::size_t>(cell)] = options;
      if (options == 0) return placed;
      if (std::popcount(options) == 1) {
        place(cell, std::countr_zero(options));
        naked = true;
      }
    }
    if (naked) continue;
    bool hidden = false;
    for (int kind = 0; kind < 3; ++kind) {
      for (int unit = 0; unit < grid.side(); ++unit) {
        std::uint32_t somewhere = 0, in_two_or_more = 0, used = 0;
        for (int index = 0; index < grid.side(); ++index) {
          const int cell = unit_cell(grid, kind, unit, index);
          used |= grid[cell] == 0 ? 0 : std::uint32_t{1} << grid[cell];
          const std::uint32_t options =
              fresh ? (grid[cell] == 0 ? candidates_of(grid, cell) : 0) : table[static_cast<std::size_t>(cell)];
          in_two_or_more |= somewhere & options;
          somewhere |= options;
        }
        const std::uint32_t needed = all & ~used;
        if ((needed & ~somewhere) != 0) return placed;
        for (std::uint32_t singles = somewhere & ~in_two_or_more & needed; singles != 0; singles &= singles - 1) {
          const int digit = std::countr_zero(singles);
          int found = -1;
          for (int index = 0; index < grid.side() && found < 0; ++index) {
            const int cell = unit_cell(grid, kind, unit, index);
            if (grid[cell] != 0) continue;
            checks += 3;
            if ((candidates_of(grid, cell) >> digit & 1) != 0) found = cell;
          }
          if (found < 0) return placed;
          place(found, digit);
          hidden = true;
        }
      }
    }
    if (!hidden) return placed;
  }
}

TEST(Step2_HiddenSingles, TheHiddenPassReadsTheTableTheNakedPassWrote) {
  // The naked-single pass writes every cell's candidates into `table`; the
  // hidden pass reads them there, at no cost, though the singles it places
  // make some entries stale (too generous, never too strict). A stage that
  // computes the candidates again in the hidden pass redoes that work: it
  // finds its singles in another order, or pays three checks per cell more.
  for (const char* name : {"easy-5", "17-clue-7"}) {
    const Grid puzzle = fixture_puzzle(name);
    const std::vector<Placement> lesson = lesson_propagation(puzzle, false);
    const std::vector<Placement> fresh = lesson_propagation(puzzle, true);
    EventRecorder recorder;
    solve_recording(puzzle, recorder);
    std::vector<Placement> yours;
    for (const SearchEvent& event : recorder.events()) {
      if (event.kind == SearchEvent::propagate) yours.push_back({event.cell, event.digit, event.checks});
    }
    for (std::size_t i = 0; i < lesson.size() && i < yours.size(); ++i) {
      const bool same = yours[i].cell == lesson[i].cell && yours[i].digit == lesson[i].digit;
      if (!same && i < fresh.size() && yours[i].cell == fresh[i].cell && yours[i].digit == fresh[i].digit) {
        SUDOKU_ASSERT(false) << diagnosis("lesson05.hidden-pass-recomputes-candidates",
                                          {{"number", std::to_string(i + 1)},
                                           {"puzzle", name},
                                           {"digit", std::to_string(yours[i].digit)},
                                           {"where", where(puzzle, yours[i].cell)},
                                           {"lesson_digit", std::to_string(lesson[i].digit)},
                                           {"lesson_where", where(puzzle, lesson[i].cell)}})
                             << "\n"
                             << reproduce_line();
      }
      SUDOKU_ASSERT(same) << diagnosis("lesson05.hidden-single-out-of-order",
                                       {{"number", std::to_string(i + 1)},
                                        {"puzzle", name},
                                        {"digit", std::to_string(yours[i].digit)},
                                        {"where", where(puzzle, yours[i].cell)},
                                        {"lesson_digit", std::to_string(lesson[i].digit)},
                                        {"lesson_where", where(puzzle, lesson[i].cell)}})
                          << "\n"
                          << reproduce_line();
      SUDOKU_ASSERT(yours[i].checks == lesson[i].checks)
          << diagnosis("lesson05.hidden-pass-checks-differ", {{"puzzle", name},
                                                              {"checks", with_commas(yours[i].checks)},
                                                              {"number", std::to_string(i + 1)},
                                                              {"digit", std::to_string(yours[i].digit)},
                                                              {"where", where(puzzle, yours[i].cell)},
                                                              {"lesson_checks", with_commas(lesson[i].checks)}})
          << "\n"
          << reproduce_line();
    }
    SUDOKU_EXPECT(yours.size() == lesson.size())
        << diagnosis("lesson05.propagated-count-differs", {{"propagated", std::to_string(yours.size())},
                                                           {"puzzle", name},
                                                           {"expected", std::to_string(lesson.size())}})
        << "\n"
        << reproduce_line();
  }
}

const StageFidelity kStage5 = stage_fidelity(5, SUDOKU_STAGE_BINARY);

/// "1 candidate", "3 candidates": the size of a set of digits in words.
std::string candidates_in(std::uint32_t set) { return candidate_count(std::popcount(set)); }

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
            << diagnosis("lesson05.branch-not-on-fewest",
                         {{"where", where(parent, event.cell)},
                          {"count", candidates_in(candidates_of(parent, event.cell))},
                          {"puzzle", fixture.name},
                          {"lesson_where", where(parent, want)},
                          {"lesson_count", candidates_in(candidates_of(parent, want))}})
            << "\n"
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
      << diagnosis("lesson05.top95-cut-too-small", {{"nodes", with_commas(nodes)},
                                                    {"stage4", with_commas(kStage4NodesOnTop95)},
                                                    {"cut", std::to_string(kPromisedCut)}})
      << "\n"
      << reproduce_line();
}

}  // namespace
}  // namespace sudoku::testing
