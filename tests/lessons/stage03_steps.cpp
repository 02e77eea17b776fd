// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Lesson 3's step tests and fidelity test, built into conformance_lesson03 (the
// student's stage) and conformance_solution03 (the reference), in the order of
// lessons/03-row-col-box-tables/steps.tsv. The steps test Board::mark() and
// digit_fits() directly (stage03.hpp declares them for this).
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>

#include "io.hpp"
#include "rules.hpp"
#include "stage03.hpp"
#include "state_probes.hpp"
#include "support/conformance.hpp"
#include "support/fidelity.hpp"
#include "testing/messages.hpp"

namespace sudoku::testing {
namespace {

using stage03::Board;

/// The first table entry that disagrees with the grid, described, or "".
std::string tables_disagree(const Board& board) {
  const Grid& grid = board.grid;
  for (int unit = 0; unit < grid.side(); ++unit) {
    for (int digit = 1; digit <= grid.side(); ++digit) {
      bool in_row = false, in_column = false, in_box = false;
      for (int i = 0; i < grid.side(); ++i) {
        in_row |= grid.at(unit, i) == digit;
        in_column |= grid.at(i, unit) == digit;
        in_box |= grid[grid.box_cell(unit, i)] == digit;
      }
      const auto u = static_cast<std::size_t>(unit);
      const auto d = static_cast<std::size_t>(digit);
      auto say = [&](const char* kind, bool want) {
        return message_text(want ? "part.table-holds" : "part.table-lacks", korean_from_environment(),
                            {{"table", kind},
                             {"index", std::to_string(unit)},
                             {"digit", std::to_string(digit)},
                             {"unit", unit_index_name(kind, unit)}});
      };
      if (board.used_in_row[u][d] != in_row) return say("row", in_row);
      if (board.used_in_column[u][d] != in_column) return say("column", in_column);
      if (board.used_in_box[u][d] != in_box) return say("box", in_box);
    }
  }
  return "";
}

TEST(Step1_MarkTables, TheTablesOfANewBoardSayWhatTheGridHolds) {
  for (const char* name : {"easy-5", "4x4-deepest", "17-clue-7"}) {
    const Board board(fixture_puzzle(name));
    const std::string problem = tables_disagree(board);
    SUDOKU_EXPECT((problem) == ("")) << diagnosis("lesson03.new-board-tables-wrong",
                                                  {{"puzzle", name}, {"problem", problem}})
                                     << "\n"
                                     << reproduce_line();
  }
}

TEST(Step1_MarkTables, PlaceAndRemoveKeepTheTablesInStepWithTheGrid) {
  Board board(fixture_puzzle("easy-5"));
  const Grid puzzle = board.grid;
  auto after_place = [&](int cell, int) {
    const std::string problem = tables_disagree(board);
    SUDOKU_EXPECT((problem) == ("")) << diagnosis("lesson03.place-leaves-tables-wrong",
                                                  {{"where", where(puzzle, cell)}, {"problem", problem}})
                                     << "\n"
                                     << reproduce_line();
    return problem.empty();
  };
  auto after_remove = [&](int cell, int digit) {
    const std::string problem = tables_disagree(board);
    SUDOKU_EXPECT((problem) == ("")) << diagnosis("lesson03.remove-leaves-the-entry", {{"digit", std::to_string(digit)},
                                                                                       {"where", where(puzzle, cell)},
                                                                                       {"problem", problem}})
                                     << "\n"
                                     << reproduce_line();
    return problem.empty();
  };
  SUDOKU_EXPECT(fill_row_one_and_take_back(board, after_place, after_remove) > 0);
}

TEST(Step1_MarkTables, MarkChangesOnlyTheThreeEntriesOfItsDigit) {
  // The tables are kept up to date, not recomputed: place() and remove() change
  // the three entries of the one digit moved, in O(1). A mark() that rebuilds
  // the tables from the grid after every move gives right tables in a real
  // search (the grid and the tables always agree there), so this board makes
  // them disagree on purpose: entries set by hand that no digit of the grid
  // explains must still be there after a move elsewhere.
  const Grid empty(3);
  Board board(empty);
  board.used_in_row[8][5] = true;  // the tables say: 5 in row index 8, 6 in column index 7, 4 in box index 8
  board.used_in_column[7][6] = true;
  board.used_in_box[8][4] = true;
  const int cell = empty.cell_at(0, 1);  // row index 0, column index 1, box index 0
  for (const bool placing : {true, false}) {
    const Board before = board;
    if (placing) {
      board.place(cell, 3);
    } else {
      board.remove(cell, 3);
    }
    const char* what = placing ? "place(cell, 3)" : "remove(cell, 3)";
    const bool rebuilt = !board.used_in_row[8][5] && !board.used_in_column[7][6] && !board.used_in_box[8][4];
    SUDOKU_ASSERT(!rebuilt) << diagnosis("lesson03.mark-rebuilds-the-tables", {{"what", what}}) << "\n"
                            << reproduce_line();
    for (int unit = 0; unit < empty.side(); ++unit) {
      for (int digit = 1; digit <= empty.side(); ++digit) {
        const auto u = static_cast<std::size_t>(unit);
        const auto d = static_cast<std::size_t>(digit);
        const bool moved = digit == 3 && unit == 0;  // row 0 and box 0 of the cell
        const bool moved_column = digit == 3 && unit == 1;
        const struct {
          const char* kind;
          bool now, then, may_change;
        } entries[] = {{"row", board.used_in_row[u][d], before.used_in_row[u][d], moved},
                       {"column", board.used_in_column[u][d], before.used_in_column[u][d], moved_column},
                       {"box", board.used_in_box[u][d], before.used_in_box[u][d], moved}};
        for (const auto& entry : entries) {
          if (entry.may_change) {
            SUDOKU_ASSERT(entry.now == placing)
                << diagnosis("lesson03.moved-entry-not-set", {{"what", what},
                                                              {"kind", entry.kind},
                                                              {"unit", std::to_string(unit)},
                                                              {"now", entry.now ? "true" : "false"}})
                << "\n"
                << reproduce_line();
          } else {
            SUDOKU_ASSERT(entry.now == entry.then)
                << diagnosis("lesson03.other-entry-changed", {{"what", what},
                                                              {"kind", entry.kind},
                                                              {"unit", std::to_string(unit)},
                                                              {"digit", std::to_string(digit)},
                                                              {"then", entry.then ? "true" : "false"},
                                                              {"now", entry.now ? "true" : "false"}})
                << "\n"
                << reproduce_line();
          }
        }
      }
    }
  }
}

TEST(Step2_TableLookup, TheDecisionComesFromTheTablesNotFromTheGrid) {
  // A board whose tables and grid disagree on purpose: the tables are the
  // stage's knowledge, so digit_fits() must follow them. A digit_fits() that
  // scans the grid gives the same answers in a real search (the two always
  // agree there), and the same counts if it counts one check per unit; only a
  // board like this one can tell it apart.
  const Grid empty(3);
  const int cell = empty.cell_at(4, 4);  // row 5, column 5, box 5
  for (const char* kind : {"row", "column", "box"}) {
    Board board(empty);
    const std::string unit(kind);
    auto& table = unit == "row" ? board.used_in_row : unit == "column" ? board.used_in_column : board.used_in_box;
    table[4][7] = true;  // the table says 7 is used there; the grid is empty
    Search search(SearchOptions{});
    SUDOKU_EXPECT(!(stage03::digit_fits(board, cell, 7, search)))
        << diagnosis("lesson03.digit-fits-reads-the-grid", {{"kind", kind}, {"unit", unit_word(kind)}}) << "\n"
        << reproduce_line();
  }
  Grid holding = empty;
  holding.set(4, 0, 7);  // 7 in row 5, but the tables of this board do not say so
  Board board(empty);
  board.grid = holding;
  Search search(SearchOptions{});
  SUDOKU_EXPECT(stage03::digit_fits(board, cell, 7, search))
      << diagnosis("lesson03.digit-fits-follows-the-grid") << "\n"
      << reproduce_line();
}

TEST(Step2_TableLookup, EachLookupIsOneCheckAndTheFirstUsedEntryDecides) {
  // The digit used in the row, in the column, in the box, or nowhere: the
  // lesson's order (row, column, box, stopping at the first entry that says
  // used) makes 1, 2, 3 and 3 checks.
  const Grid empty(3);
  const int cell = empty.cell_at(4, 4);
  const char* const kinds[] = {"row", "column", "box", "none"};
  std::uint64_t counted[4] = {};
  for (int k = 0; k < 4; ++k) {
    Board board(empty);
    if (k == 0) board.used_in_row[4][7] = true;
    if (k == 1) board.used_in_column[4][7] = true;
    if (k == 2) board.used_in_box[4][7] = true;
    Search search(SearchOptions{});
    stage03::digit_fits(board, cell, 7, search);
    counted[k] = search.stats().checks;
  }
  // The same four counts for every order of the three lookups.
  const int orders[][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (const auto& order : orders) {
    std::uint64_t want[4] = {3, 3, 3, 3};
    for (int position = 0; position < 3; ++position) want[order[position]] = static_cast<std::uint64_t>(position) + 1;
    const bool same = std::equal(std::begin(want), std::end(want), std::begin(counted));
    if (order[0] == 0 && order[1] == 1) continue;  // the lesson's: asserted below, case by case
    SUDOKU_ASSERT(!same) << diagnosis("lesson03.lookups-in-another-order", {{"first", unit_word(kinds[order[0]])},
                                                                            {"second", unit_word(kinds[order[1]])},
                                                                            {"third", unit_word(kinds[order[2]])}})
                         << "\n"
                         << reproduce_line();
  }
  for (int k = 0; k < 4; ++k) {
    const std::uint64_t want = k == 0 ? 1 : k == 1 ? 2 : 3;
    const std::string counted_text = check_count(counted[k]);
    SUDOKU_EXPECT((counted[k]) == (want))
        << diagnosis("lesson03.lookup-count-differs", {{"counted", counted_text},
                                                       {"kind", unit_word(kinds[k])},
                                                       {"nowhere", k != 3 ? "" : words("part.lesson03.used-nowhere")},
                                                       {"want", std::to_string(want)}})
        << "\n"
        << reproduce_line();
  }
}

const StageFidelity kStage3 = stage_fidelity(3, SUDOKU_STAGE_BINARY);

TEST(Fidelity, CountersEqualTheReferenceOnEveryPuzzle) {
  for (const ReferenceRun& reference : load_reference_runs(3)) {
    SearchOptions options;
    options.max_nodes = generous_node_limit(reference);
    const SearchResult mine = solve_checked(stage03::solve, reference.puzzle, options);
    const std::string problem = fidelity_problem(kStage3, reference, mine);
    if (!problem.empty()) {
      GTEST_NONFATAL_FAILURE_("") << problem;
      return;
    }
  }
}

TEST(Fidelity, GuessesMeanTheSameInStages1To3) {
  // One meaning for `guesses` (search.hpp): a branch point where a second digit
  // was entered. Stages 1-3 walk one tree, so they count the same guesses, and
  // a puzzle that backtracks has some.
  const std::vector<ReferenceRun> one = load_reference_runs(1);
  const std::vector<ReferenceRun> two = load_reference_runs(2);
  const std::vector<ReferenceRun> three = load_reference_runs(3);
  SUDOKU_ASSERT((one.size()) == (three.size()));
  SUDOKU_ASSERT((two.size()) == (three.size()));
  for (std::size_t i = 0; i < one.size(); ++i) {
    SUDOKU_EXPECT((one[i].stats.guesses) == (three[i].stats.guesses)) << one[i].name;
    SUDOKU_EXPECT((two[i].stats.guesses) == (three[i].stats.guesses)) << one[i].name;
    if (three[i].stats.backtracks > 0) {
      SUDOKU_EXPECT((three[i].stats.guesses) > (0u)) << one[i].name;
    }
    SUDOKU_EXPECT((three[i].stats.guesses) <= (three[i].stats.backtracks)) << one[i].name;
  }
  // And the student's stage counts them the same way: Search counts them in enter().
  for (const ReferenceRun& run : three) {
    if (run.name != "17-clue-7") continue;
    const SearchResult mine = solve_checked(stage03::solve, run.puzzle);
    const std::string guesses_problem =
        diagnosis("lesson03.guesses-differ", {{"guesses", with_commas(mine.stats.guesses)},
                                              {"puzzle", run.name},
                                              {"reference", with_commas(run.stats.guesses)}});
    SUDOKU_EXPECT((mine.stats.guesses) == (run.stats.guesses)) << guesses_problem << "\n" << reproduce_line();
    SUDOKU_EXPECT((mine.stats.guesses) > (1000u)) << guesses_problem << "\n" << reproduce_line();
    SUDOKU_EXPECT((mine.stats.guesses) == (run.stats.guesses)) << reproduce_line();
    SUDOKU_EXPECT((mine.stats.guesses) > (1000u)) << reproduce_line();
  }
}

}  // namespace
}  // namespace sudoku::testing
