// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Lesson 2's step tests and fidelity test, built into conformance_lesson02 (the
// student's stage) and conformance_solution02 (the reference), in the order of
// lessons/02-local-check/steps.tsv.
#include <gtest/gtest.h>

#include "counting_grid.hpp"
#include "io.hpp"
#include "message_words.hpp"
#include "rules.hpp"
#include "stage02.hpp"
#include "support/conformance.hpp"
#include "support/fidelity.hpp"
#include "testing/messages.hpp"

// The scans of the stage's file compiled once more against CountingGrid
// (tests/lessons/counted_stage.cpp), which counts the cells they read.
namespace sudoku::stage02_counted {
bool row_has(const CountingGrid& board, int row, int digit, Search& search);
bool column_has(const CountingGrid& board, int column, int digit, Search& search);
bool box_has(const CountingGrid& board, int box, int digit, Search& search);
}  // namespace sudoku::stage02_counted

namespace sudoku::testing {
namespace {

/// What stage 2's scans read to decide whether `digit` fits in `cell`.
struct LocalReads {
  std::uint64_t lesson = 0;        ///< The lesson's: each scan stops at the digit, && between scans.
  const char* found_in = nullptr;  ///< "row", "column" or "box"; nullptr when the digit fits.
  std::uint64_t all_three = 0;     ///< Each scan stops at the digit, but all three always run.
};

/// The cells stage 2 reads to decide whether `digit` fits in `cell`: the row
/// until the digit is found, then the column, then the box, each scan stopping
/// at the digit and the next scan only when the last found nothing. And what
/// a wrong version reads, so that a failure can say which one it looks like.
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
    if (scans[unit].second) reads.found_in = names[unit];
  }
  return reads;
}

/// A 9x9 puzzle whose first blank, row 1 column 1, sees 1, 2 and 3 only in its
/// box (rows 2-3): rejecting them takes the whole row, the whole column and
/// the box up to the digit, so every one of the three scans must count.
FidelityPuzzle digits_only_in_the_box() {
  FidelityPuzzle fixture;
  fixture.name = words("part.lesson02.digits-only-in-the-box");
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

/// The lesson's names of the three scans, and what they scan.
struct Scan {
  const char* function;  ///< "column_has()"
  const char* unit;      ///< "column"
  bool (*scan)(const Grid&, int, int, Search&);
  bool (*counted)(const CountingGrid&, int, int, Search&);
  int (*cell_of)(const Grid&, int unit, int index);
};

const Scan kScans[] = {
    {"row_has()", "row", stage02::row_has, stage02_counted::row_has,
     [](const Grid& grid, int unit, int index) { return grid.cell_at(unit, index); }},
    {"column_has()", "column", stage02::column_has, stage02_counted::column_has,
     [](const Grid& grid, int unit, int index) { return grid.cell_at(index, unit); }},
    {"box_has()", "box", stage02::box_has, stage02_counted::box_has,
     [](const Grid& grid, int unit, int index) { return grid.box_cell(unit, index); }},
};

/// "row", "column" or "box" in the language of the messages.
std::string unit_kind(const Scan& scan) { return unit_word(scan.unit); }

/// "row 3" or "box 5" (units numbered from 1, as where() numbers rows and columns).
std::string unit_name(const Scan& scan, int unit) { return unit_number_name(scan.unit, unit); }

/// What a box scan reads, for the messages about box_has() (empty for the other scans).
std::string box_cell_note(const Scan& scan) {
  return std::string(scan.unit) == "box" ? " (board[board.box_cell(box, index)])" : "";
}

TEST(Step1_UnitScans, EachScanFindsTheDigitAndCountsEveryCellItReads) {
  // Each scan on its own (stage02.hpp declares them): for every unit and digit
  // of some boards, the answer, the checks counted, and the cells really read
  // (the stage's file compiled against CountingGrid, tests/lessons/counted_stage.cpp).
  for (const FidelityPuzzle& fixture : puzzles_with_blanks()) {
    const Grid& board = fixture.puzzle;
    const CountingGrid counting(board);
    for (const Scan& scan : kScans) {
      for (int unit = 0; unit < board.side(); ++unit) {
        for (int digit = 1; digit <= board.side(); ++digit) {
          std::uint64_t reads = static_cast<std::uint64_t>(board.side());
          bool holds = false;
          for (int index = 0; index < board.side(); ++index) {
            if (board[scan.cell_of(board, unit, index)] == digit) {
              reads = static_cast<std::uint64_t>(index) + 1;
              holds = true;
              break;
            }
          }
          Search search(SearchOptions{});
          const bool said = scan.scan(board, unit, digit, search);
          SUDOKU_ASSERT(said || !holds) << diagnosis("lesson02.scan-misses-the-digit",
                                                     {{"function", scan.function},
                                                      {"unit", unit_name(scan, unit)},
                                                      {"puzzle", fixture.name},
                                                      {"digit", std::to_string(digit)}})
                                        << "\n"
                                        << reproduce_line();
          SUDOKU_ASSERT(holds || !said) << diagnosis("lesson02.scan-finds-a-digit-not-there",
                                                     {{"function", scan.function},
                                                      {"unit", unit_name(scan, unit)},
                                                      {"puzzle", fixture.name},
                                                      {"digit", std::to_string(digit)}})
                                        << "\n"
                                        << reproduce_line();
          const std::uint64_t counted = search.stats().checks;
          const char* id = "lesson02.scan-counts-more-than-it-reads";
          if (holds && counted == static_cast<std::uint64_t>(board.side()) && reads < counted) {
            id = "lesson02.scan-goes-past-the-digit";
          } else if (counted < reads) {
            id = "lesson02.scan-read-not-counted";
          }
          const std::string up_to = words(holds ? "part.lesson02.up-to-the-digit" : "part.lesson02.whole-unit");
          SUDOKU_ASSERT(counted == reads) << diagnosis(id, {{"function", scan.function},
                                                            {"counted", std::to_string(counted)},
                                                            {"digit", std::to_string(digit)},
                                                            {"unit", unit_name(scan, unit)},
                                                            {"puzzle", fixture.name},
                                                            {"reads", std::to_string(reads)},
                                                            {"up_to", up_to},
                                                            {"kind", unit_kind(scan)}})
                                          << "\n"
                                          << reproduce_line();
          Search counted_search(SearchOptions{});
          const std::uint64_t reads_before = CountingGrid::reads();
          const std::uint64_t questions_before = CountingGrid::geometry_queries();
          scan.counted(counting, unit, digit, counted_search);
          const std::uint64_t read = CountingGrid::reads() - reads_before;
          const std::uint64_t questions = CountingGrid::geometry_queries() - questions_before;
          SUDOKU_ASSERT(read == counted) << diagnosis("lesson02.scan-reads-more-than-it-counts",
                                                      {{"function", scan.function},
                                                       {"read", std::to_string(read)},
                                                       {"digit", std::to_string(digit)},
                                                       {"unit", unit_name(scan, unit)},
                                                       {"puzzle", fixture.name},
                                                       {"counted", std::to_string(counted)},
                                                       {"kind", unit_kind(scan)},
                                                       {"box_cell", box_cell_note(scan)}})
                                         << "\n"
                                         << reproduce_line();
          // The lesson's scan asks at most one question per cell it reads (box_cell(),
          // or cell_at()); a scan that walks every cell of the board and asks each
          // one box_of() reads and counts right, yet asks side times too many.
          const std::uint64_t most_questions = 2u * static_cast<std::uint64_t>(board.side());
          SUDOKU_ASSERT(questions <= most_questions)
              << diagnosis("lesson02.box-scan-asks-box-of-every-cell", {{"function", scan.function},
                                                                        {"questions", std::to_string(questions)},
                                                                        {"digit", std::to_string(digit)},
                                                                        {"unit", unit_name(scan, unit)},
                                                                        {"puzzle", fixture.name},
                                                                        {"side", std::to_string(board.side())},
                                                                        {"kind", unit_kind(scan)},
                                                                        {"box_cell", box_cell_note(scan)}})
              << "\n"
              << reproduce_line();
        }
      }
    }
  }
}

/// The cells digit_fits() reads when it scans the three units in the order
/// `order` (indices into row, column, box), stopping at the first that holds it.
std::uint64_t reads_in_order(const Grid& board, int cell, int digit, const int (&order)[3]) {
  const int units[] = {board.row_of(cell), board.column_of(cell), board.box_of(cell)};
  std::uint64_t reads = 0;
  for (int k : order) {
    for (int index = 0; index < board.side(); ++index) {
      ++reads;
      if (board[kScans[k].cell_of(board, units[k], index)] == digit) return reads;
    }
  }
  return reads;
}

/// When `counted` is what the scans read in another order than row, column,
/// box, that order ("box, then row, then column"); "" otherwise.
std::string other_order(const Grid& board, int cell, int digit, std::uint64_t counted) {
  const int orders[][3] = {{0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (const auto& order : orders) {
    if (reads_in_order(board, cell, digit, order) != counted) continue;
    return scan_order(kScans[order[0]].unit, kScans[order[1]].unit, kScans[order[2]].unit);
  }
  return "";
}

TEST(Step2_DigitFits, TheScansRunRowColumnBoxAndStopAtTheFirstThatFindsTheDigit) {
  // At the first blank: a digit already in the row costs only the row's reads,
  // the column and box scans never run (the && short-circuit); and every digit
  // none of the three holds is kept.
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
        SUDOKU_ASSERT((next) < (events.size())) << diagnosis("lesson02.no-event-after-the-rejects",
                                                             {{"where", where(puzzle, cell)}, {"puzzle", fixture.name}})
                                                << "\n"
                                                << reproduce_line();
        SUDOKU_EXPECT((events[next].kind) == (SearchEvent::enter))
            << diagnosis("lesson02.fitting-digit-not-kept",
                         {{"digit", std::to_string(digit)}, {"where", where(puzzle, cell)}, {"puzzle", fixture.name}})
            << "\n"
            << reproduce_line();
        break;
      }
      const bool rejected = next < events.size() && events[next].kind == SearchEvent::reject &&
                            events[next].cell == cell && events[next].digit == digit;
      SUDOKU_ASSERT(rejected) << diagnosis("lesson02.clashing-digit-not-rejected", {{"digit", std::to_string(digit)},
                                                                                    {"where", where(puzzle, cell)},
                                                                                    {"puzzle", fixture.name},
                                                                                    {"found_in", unit_word(found_in)}})
                              << "\n"
                              << reproduce_line();
      const std::uint64_t counted = events[next].checks - checks_before;
      // What the count looks like: more reads than the row, column and box
      // hold together (whole units other than the cell's own were read), all
      // three scans run, the scans in another order, or a scan that went on.
      const std::string order = other_order(puzzle, cell, digit, counted);
      const char* id = "lesson02.scans-do-not-stop";
      if (counted > 3u * static_cast<std::uint64_t>(puzzle.side())) {
        id = "lesson02.still-checks-the-whole-board";
      } else if (counted == local.all_three) {
        id = "lesson02.all-three-scans-run";
      } else if (!order.empty()) {
        id = "lesson02.scans-in-another-order";
      }
      SUDOKU_ASSERT((counted) == (reads)) << diagnosis(id, {{"counted", std::to_string(counted)},
                                                            {"digit", std::to_string(digit)},
                                                            {"where", where(puzzle, cell)},
                                                            {"puzzle", fixture.name},
                                                            {"found_in", unit_word(found_in)},
                                                            {"reads", std::to_string(reads)},
                                                            {"order", order}})
                                          << "\n"
                                          << reproduce_line();
      checks_before = events[next].checks;
      ++next;
    }
    SearchOptions limited;  // the reference needs at most 4,634 nodes on these
    limited.max_nodes = 1000000;
    const SearchResult result = solve_checked(stage02::solve, puzzle, limited);
    SUDOKU_EXPECT((result.outcome) != (Outcome::limit_reached))
        << diagnosis("lesson02.search-runs-away",
                     {{"nodes", with_commas(result.stats.nodes)}, {"puzzle", fixture.name}})
        << "\n"
        << reproduce_line();
    if (result.outcome == Outcome::solved) {
      SUDOKU_EXPECT(is_solution_of(puzzle, result.grid))
          << diagnosis("lesson02.wrong-answer",
                       {{"puzzle", fixture.name}, {"problem", solution_problem_text(puzzle, result.grid)}})
          << "\n"
          << reproduce_line();
    }
  }
}

const StageFidelity kStage2 = stage_fidelity(2, SUDOKU_STAGE_BINARY);

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
