// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Lesson 4's step tests and fidelity test, built into conformance_lesson04 (the
// student's stage) and conformance_solution04 (the reference), in the order of
// lessons/04-bitmask-mrv/steps.tsv. Steps 1 and 2 test Board and candidates()
// directly (stage04.hpp declares them for this); step 3 watches the search
// through its observer and rebuilds the board from its events.
#include <gtest/gtest.h>

#include <bit>

#include "io.hpp"
#include "rules.hpp"
#include "stage04.hpp"
#include "state_probes.hpp"
#include "support/conformance.hpp"
#include "support/fidelity.hpp"
#include "testing/messages.hpp"

namespace sudoku::testing {
namespace {

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

using stage04::Board;
using stage04::DigitSet;

/// "1 candidate", "3 candidates" (message_words.hpp).
std::string candidates_text(int count) { return candidate_count(count); }

/// "1 check", "3 checks": a count of checks in words (message_words.hpp).
std::string checks_text(std::uint64_t count) { return check_count(count); }

/// "{1, 5, 7}".
std::string digits_of(DigitSet set) {
  std::string text = "{";
  for (int digit = 1; digit < 32; ++digit) {
    if ((set & (DigitSet{1} << digit)) == 0) continue;
    if (text.size() > 1) text += ", ";
    text += std::to_string(digit);
  }
  return text + "}";
}

/// The first mask of `board` that disagrees with its grid, described, or "".
std::string masks_disagree(const Board& board) {
  const Grid& grid = board.grid;
  for (int unit = 0; unit < grid.side(); ++unit) {
    DigitSet in_row = 0, in_column = 0, in_box = 0;
    for (int i = 0; i < grid.side(); ++i) {
      in_row |= grid.at(unit, i) == 0 ? 0 : DigitSet{1} << grid.at(unit, i);
      in_column |= grid.at(i, unit) == 0 ? 0 : DigitSet{1} << grid.at(i, unit);
      const int box_digit = grid[grid.box_cell(unit, i)];
      in_box |= box_digit == 0 ? 0 : DigitSet{1} << box_digit;
    }
    const auto u = static_cast<std::size_t>(unit);
    auto say = [&](const char* kind, DigitSet mask, DigitSet want) {
      return message_text("part.mask-differs", korean_from_environment(),
                          {{"table", kind},
                           {"index", std::to_string(unit)},
                           {"mask", digits_of(mask)},
                           {"unit", unit_index_name(kind, unit)},
                           {"want", digits_of(want)}});
    };
    if (board.used_in_row[u] != in_row) return say("row", board.used_in_row[u], in_row);
    if (board.used_in_column[u] != in_column) return say("column", board.used_in_column[u], in_column);
    if (board.used_in_box[u] != in_box) return say("box", board.used_in_box[u], in_box);
  }
  return "";
}

TEST(Step1_Masks, TheMasksOfANewBoardSayWhatTheGridHolds) {
  // Board(puzzle) places the givens with place(): after it, every mask holds
  // exactly the digits of its unit. (stage04.hpp declares Board for this.)
  for (const char* name : kPuzzles) {
    const Board board(fixture_puzzle(name));
    const std::string problem = masks_disagree(board);
    SUDOKU_ASSERT(problem.empty()) << diagnosis("lesson04.new-board-masks-wrong",
                                                {{"puzzle", name}, {"problem", problem}})
                                   << "\n"
                                   << reproduce_line();
  }
}

TEST(Step1_Masks, PlaceAndRemoveKeepTheMasksInStepWithTheGrid) {
  Board board(fixture_puzzle("easy-5"));
  const Grid puzzle = board.grid;
  auto after_place = [&](int cell, int) {
    const std::string problem = masks_disagree(board);
    SUDOKU_EXPECT(problem.empty()) << diagnosis("lesson04.place-leaves-masks-wrong",
                                                {{"where", where(puzzle, cell)}, {"problem", problem}})
                                   << "\n"
                                   << reproduce_line();
    return problem.empty();
  };
  auto after_remove = [&](int cell, int digit) {
    const std::string problem = masks_disagree(board);
    SUDOKU_EXPECT(problem.empty()) << diagnosis("lesson04.remove-leaves-a-bit", {{"digit", std::to_string(digit)},
                                                                                 {"where", where(puzzle, cell)},
                                                                                 {"problem", problem}})
                                   << "\n"
                                   << reproduce_line();
    return problem.empty();
  };
  SUDOKU_EXPECT(fill_row_one_and_take_back(board, after_place, after_remove) > 0);
}

TEST(Step1_Masks, PlaceAndRemoveChangeOnlyTheBitsOfTheirDigit) {
  // The masks are kept up to date, not recomputed: a move changes one bit in
  // three masks. Bits set by hand that no digit of the grid explains must still
  // be there after a move elsewhere (a place() that rebuilt the masks from the
  // grid would give right masks in a real search, where the two always agree).
  const Grid empty(3);
  Board board(empty);
  board.used_in_row[8] |= DigitSet{1} << 5;  // 5 in row index 8, 6 in column index 7, 4 in box index 8
  board.used_in_column[7] |= DigitSet{1} << 6;
  board.used_in_box[8] |= DigitSet{1} << 4;
  const int cell = empty.cell_at(0, 1);  // row index 0, column index 1, box index 0
  for (const bool placing : {true, false}) {
    const Board before = board;
    if (placing) {
      board.place(cell, 3);
    } else {
      board.remove(cell, 3);
    }
    const char* what = placing ? "place(cell, 3)" : "remove(cell, 3)";
    const DigitSet three = DigitSet{1} << 3;
    for (int unit = 0; unit < empty.side(); ++unit) {
      const auto u = static_cast<std::size_t>(unit);
      const struct {
        const char* kind;
        DigitSet now, then;
        bool moved;
      } masks[] = {{"row", board.used_in_row[u], before.used_in_row[u], unit == 0},
                   {"column", board.used_in_column[u], before.used_in_column[u], unit == 1},
                   {"box", board.used_in_box[u], before.used_in_box[u], unit == 0}};
      for (const auto& mask : masks) {
        const DigitSet want = mask.moved ? (placing ? mask.then | three : mask.then & ~three) : mask.then;
        SUDOKU_ASSERT(mask.now == want) << diagnosis("lesson04.move-changes-other-bits",
                                                     {{"what", what},
                                                      {"kind", mask.kind},
                                                      {"unit", std::to_string(unit)},
                                                      {"now", digits_of(mask.now)},
                                                      {"want", digits_of(want)}})
                                        << "\n"
                                        << reproduce_line();
      }
    }
  }
}

TEST(Step2_Candidates, TheCandidatesComeFromTheMasksNotFromTheGrid) {
  // A board whose masks and grid disagree on purpose: the masks are the
  // stage's knowledge, kept up to date by place() and remove(), so candidates()
  // must follow them. A candidates() that reads the grid gives the same answers
  // in a real search (the two always agree there); only a board like this one
  // can tell it apart.
  const Grid empty(3);
  const int cell = empty.cell_at(4, 4);  // row 5, column 5, box 5 (index 4 of each)
  const DigitSet seven = DigitSet{1} << 7;
  for (const char* kind : {"row", "column", "box"}) {
    Board board(empty);
    const std::string unit(kind);
    auto& masks = unit == "row" ? board.used_in_row : unit == "column" ? board.used_in_column : board.used_in_box;
    masks[4] |= seven;  // the mask says 7 is used there; the grid is empty
    Search search(SearchOptions{});
    const DigitSet got = stage04::candidates(board, cell, search);
    SUDOKU_ASSERT((got & seven) == 0) << diagnosis("lesson04.candidates-from-the-grid",
                                                   {{"got", digits_of(got)}, {"kind", kind}})
                                      << "\n"
                                      << reproduce_line();
  }
  Board board(empty);
  board.grid.set(4, 0, 7);  // 7 in row 5, but the masks of this board do not say so
  Search search(SearchOptions{});
  const DigitSet got = stage04::candidates(board, cell, search);
  SUDOKU_ASSERT((got & seven) != 0) << diagnosis("lesson04.candidates-miss-a-grid-only-digit") << "\n"
                                    << reproduce_line();
}

TEST(Step2_Candidates, EachCellsCandidatesAreTheDigitsNoMaskHoldsForThreeChecks) {
  for (const char* name : kPuzzles) {
    const Board board(fixture_puzzle(name));
    const Grid& grid = board.grid;
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid[cell] != 0) continue;
      Search search(SearchOptions{});
      const DigitSet got = stage04::candidates(board, cell, search);
      const DigitSet want = candidates_of(grid, cell);
      SUDOKU_ASSERT(got == want) << diagnosis("lesson04.candidates-wrong", {{"got", digits_of(got)},
                                                                            {"where", where(grid, cell)},
                                                                            {"puzzle", name},
                                                                            {"want", digits_of(want)}})
                                 << "\n"
                                 << reproduce_line();
      SUDOKU_ASSERT(search.stats().checks == 3u)
          << diagnosis(
                 "lesson04.candidates-count-differs",
                 {{"counted", checks_text(search.stats().checks)}, {"where", where(grid, cell)}, {"puzzle", name}})
          << "\n"
          << reproduce_line();
    }
  }
}

TEST(Step2_Candidates, EveryEnteredDigitIsACandidateAndEachComputationCostsThreeChecks) {
  for (const char* name : kPuzzles) {
    Grid board = fixture_puzzle(name);
    const std::vector<SearchEvent> events = events_of(board, 2000);
    SUDOKU_ASSERT(!(events.empty())) << diagnosis("lesson04.no-node", {{"puzzle", name}}) << "\n" << reproduce_line();
    std::uint64_t nodes = 0;
    for (const SearchEvent& event : events) {
      if (event.kind == SearchEvent::backtrack) board.set(event.cell, 0);
      if (event.kind != SearchEvent::enter) continue;
      const char* clash = unit_holding(board, event.cell, event.digit);
      SUDOKU_ASSERT((clash) == (nullptr))
          << diagnosis("lesson04.entered-digit-not-a-candidate", {{"digit", std::to_string(event.digit)},
                                                                  {"where", where(board, event.cell)},
                                                                  {"puzzle", name},
                                                                  {"clash", clash == nullptr ? "" : unit_word(clash)}})
          << "\n"
          << reproduce_line();
      SUDOKU_ASSERT((event.checks % 3) == (0u))
          << diagnosis("lesson04.checks-not-in-threes", {{"checks", with_commas(event.checks)}, {"puzzle", name}})
          << "\n"
          << reproduce_line();
      ++nodes;  // each node chose its cell from the candidates of at least one blank cell
      SUDOKU_ASSERT((event.checks) >= (3 * nodes))
          << diagnosis("lesson04.candidates-not-counted",
                       {{"checks", with_commas(event.checks)}, {"node", std::to_string(nodes)}, {"puzzle", name}})
          << "\n"
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
              << diagnosis("lesson04.no-stop-at-zero", {{"puzzle", name},
                                                        {"counted", with_commas(event.checks - checks_at_node)},
                                                        {"where", where(board, event.cell)},
                                                        {"lesson_where", where(board, want)},
                                                        {"lesson_checks", std::to_string(3 * scanned)}})
              << "\n"
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
            << diagnosis("lesson04.branch-not-on-fewest",
                         {{"where", where(board, event.cell)},
                          {"count", candidates_text(count)},
                          {"puzzle", name},
                          {"lesson_where", where(board, want)},
                          {"lesson_count", candidates_text(std::popcount(candidates_of(board, want)))}})
            << "\n"
            << reproduce_line();
        SUDOKU_ASSERT((event.checks - checks_at_node) == (3u * static_cast<std::uint64_t>(scanned)))
            << diagnosis("lesson04.choice-checks-differ", {{"counted", with_commas(event.checks - checks_at_node)},
                                                           {"where", where(board, want)},
                                                           {"puzzle", name},
                                                           {"lesson_checks", std::to_string(3 * scanned)}})
            << "\n"
            << reproduce_line();
      }
      board.set(event.cell, event.digit);
      checks_at_node = event.checks;
      new_branch_point = true;
    }
  }
}

const StageFidelity kStage4 = stage_fidelity(4, SUDOKU_STAGE_BINARY);

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
