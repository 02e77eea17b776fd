// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// korean_messages_probe: prints the failure messages the step tests build, from
// hand-made wrong results, so that tests/lessons/korean_messages.py can check that
// under SUDOKU_KIT_LANG=ko none of them holds English words. It prints, one
// message after the other, each followed by a line `----`:
//   * fidelity_problem() of every stage 1-5 for a run that differs from the
//     reference's in each counter, both ways, in the outcome, and in the answer;
//   * solution_problem_text() of every kind of wrong answer (but a digit out of range), and
//     describe_grid_difference();
//   * the words of tests/lessons/message_words.hpp (units, counts, orders, lesson
//     7's columns, rows and nodes) and where();
// and last, the starter's "not done yet" notice (on stderr).
// Exit code: 0, or 2 when the test data cannot be read (one line on stderr).
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "exercise.hpp"
#include "io.hpp"
#include "message_words.hpp"
#include "support/fidelity.hpp"
#include "support/printers.hpp"

namespace sudoku::testing {
namespace {

/// Prints `message` and the line that ends it; false when stdout cannot be written.
bool print(const std::string& message) { return std::printf("%s\n----\n", message.c_str()) > 0; }

/// What the reference did on `run`, as a search result.
SearchResult result_of(const ReferenceRun& run) {
  SearchResult result;
  result.outcome = run.outcome;
  result.grid = run.answer;
  result.stats = run.stats;
  return result;
}

/// The counters of `run` with `counter` moved by `delta`.
SearchResult with_counter_moved(const ReferenceRun& run, Counter counter, int delta) {
  SearchResult result = result_of(run);
  std::uint64_t* const fields[] = {&result.stats.nodes,     &result.stats.checks,  &result.stats.backtracks,
                                   &result.stats.max_depth, &result.stats.guesses, &result.stats.propagations};
  std::uint64_t& value = *fields[static_cast<int>(counter)];
  value = delta < 0 && value == 0 ? 1 : value + static_cast<std::uint64_t>(static_cast<std::int64_t>(delta));
  return result;
}

/// A copy of `grid` with its first blank or given changed (another digit there).
Grid with_one_cell_changed(const Grid& grid, int cell) {
  Grid changed = grid;
  changed.set(cell, grid[cell] % grid.side() + 1);
  return changed;
}

/// Every message fidelity_problem() can give for stage `stage`, on its first reference run.
bool print_counter_comparisons(int stage) {
  const StageFidelity fidelity = stage_fidelity(stage, "lesson00");
  const ReferenceRun run = load_reference_runs(stage).front();
  bool ok = true;
  for (const CounterIdea& idea : fidelity.counters) {
    for (int delta : {1, -1}) {
      ok = print(fidelity_problem(fidelity, run, with_counter_moved(run, idea.counter, delta))) && ok;
    }
  }
  SearchResult other = result_of(run);
  other.outcome = run.outcome == Outcome::solved ? Outcome::no_solution : Outcome::solved;
  ok = print(fidelity_problem(fidelity, run, other)) && ok;
  other.outcome = Outcome::limit_reached;
  ok = print(fidelity_problem(fidelity, run, other)) && ok;
  SearchResult wrong_answer = result_of(run);
  wrong_answer.grid = with_one_cell_changed(run.answer, 0);
  return print(fidelity_problem(fidelity, run, wrong_answer)) && ok;
}

/// The problems of wrong answers to a solved fidelity puzzle, and two grids side by side.
bool print_wrong_answers() {
  const std::vector<ReferenceRun> runs = load_reference_runs(1);
  const ReferenceRun* solved = &runs.front();
  for (const ReferenceRun& run : runs) {
    if (run.outcome == Outcome::solved && run.puzzle.side() == 9) solved = &run;
  }
  const Grid& puzzle = solved->puzzle;
  const Grid& solution = solved->answer;
  int given = 0;
  while (puzzle[given] == 0) ++given;
  int blank = 0;
  while (puzzle[blank] != 0) ++blank;
  Grid with_a_blank = solution;
  with_a_blank.set(blank, 0);
  Grid two_swapped = solution;  // a blank cell given another digit: a digit twice in its units
  two_swapped.set(blank, solution[blank] % solution.side() + 1);
  bool ok = print(solution_problem_text(puzzle, Grid(2)));
  ok = print(solution_problem_text(puzzle, with_a_blank)) && ok;
  ok = print(solution_problem_text(puzzle, with_one_cell_changed(solution, given))) && ok;
  ok = print(solution_problem_text(puzzle, two_swapped)) && ok;
  ok = print(describe_grid_difference(solution, two_swapped)) && ok;
  ok = print(describe_grid_difference(solution, with_a_blank)) && ok;
  ok = print(describe_grid_difference(solution, solution)) && ok;
  return print(describe_grid_difference(solution, Grid(2))) && ok;
}

/// The words that message_words.hpp and where() put into the diagnoses.
bool print_words() {
  std::vector<std::string> said;
  for (const char* kind : {"row", "column", "box", "none"}) {
    said.push_back(unit_word(kind));
    said.push_back(unit_index_name(kind, 4));
    said.push_back(unit_number_name(kind, 4));
  }
  for (int count : {0, 1, 3}) {
    said.push_back(candidate_count(count));
    said.push_back(solution_count(count));
    said.push_back(check_count(static_cast<std::uint64_t>(count)));
  }
  said.push_back(file_line("famous.txt", 1));
  const int orders[][3] = {{0, 1, 2}, {2, 0, 1}, {1, 2, 0}};
  for (const auto& order : orders) {
    said.push_back(whole_board_order(true, order));
    said.push_back(whole_board_order(false, order));
  }
  said.push_back(scan_order("box", "row", "column"));
  for (int header : {1, 85, 200, 324}) {
    said.push_back(exact_cover_column_name(header));
    said.push_back(exact_cover_header_name(header));
    said.push_back(exact_cover_size_changed(header, 8, 9));
  }
  const std::string row = exact_cover_row_name(13, 4, 1);
  said.push_back(row);
  said.push_back(exact_cover_node_name(row, 2));
  said.push_back(exact_cover_link_moved(exact_cover_node_name(row, 2), "up", 7, 9, exact_cover_root_name()));
  said.push_back(where(Grid(3), 40));
  bool ok = true;
  for (const std::string& words : said) ok = print(words) && ok;
  return ok;
}

}  // namespace
}  // namespace sudoku::testing

int main() {
  try {
    bool ok = true;
    for (int stage = 1; stage <= 5; ++stage) ok = sudoku::testing::print_counter_comparisons(stage) && ok;
    ok = sudoku::testing::print_wrong_answers() && ok;
    ok = sudoku::testing::print_words() && ok;
    if (!ok || std::fflush(stdout) != 0) {
      std::fprintf(stderr, "korean_messages_probe: cannot write to stdout\n");
      return 2;
    }
    sudoku::exercise_not_done("lesson00", "fill_from()", "00-probe");
    return 0;
  } catch (const std::exception& error) {
    std::fprintf(stderr, "korean_messages_probe: %s\n", error.what());
    return 2;
  }
}
