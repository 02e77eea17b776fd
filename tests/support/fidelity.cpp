// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Fidelity tests (see fidelity.hpp).
#include "support/fidelity.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "io.hpp"
#include "support/conformance.hpp"
#include "support/printers.hpp"
#include "testing/messages.hpp"

namespace sudoku::testing {

namespace {

/// The tab-separated fields of `line`.
std::vector<std::string> fields_of(const std::string& line) {
  std::vector<std::string> fields;
  std::string field;
  std::istringstream in(line);
  while (std::getline(in, field, '\t')) fields.push_back(field);
  return fields;
}

/// The lines of a data file that hold data (not blank, not `#` comments).
std::vector<std::string> data_lines(const std::string& file_name) {
  std::istringstream in(read_data_file(file_name));
  std::vector<std::string> lines;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line.front() == '#') continue;
    lines.push_back(line);
  }
  return lines;
}

std::uint64_t to_count(const std::string& text, const std::string& where) {
  try {
    std::size_t used = 0;
    const std::uint64_t value = std::stoull(text, &used);
    if (used == text.size()) return value;
  } catch (const std::exception&) {
  }
  throw std::runtime_error(where + ": not a count: '" + text + "'");
}

Outcome outcome_from_name(const std::string& name, const std::string& where) {
  for (Outcome outcome : {Outcome::solved, Outcome::no_solution, Outcome::limit_reached, Outcome::invalid}) {
    if (name == outcome_name(outcome)) return outcome;
  }
  throw std::runtime_error(where + ": not an outcome: '" + name + "'");
}

const char* counter_name(Counter counter) {
  switch (counter) {
    case Counter::nodes:
      return "nodes";
    case Counter::checks:
      return "checks";
    case Counter::backtracks:
      return "backtracks";
    case Counter::max_depth:
      return "max_depth";
    case Counter::guesses:
      return "guesses";
    case Counter::propagations:
      return "propagations";
  }
  return "?";
}

/// The id of the table's words for a count: "made 7,548 checks", "backtracked 3 times", ...
const char* counted_id(Counter counter) {
  switch (counter) {
    case Counter::nodes:
      return "part.counted-nodes";
    case Counter::checks:
      return "part.counted-checks";
    case Counter::backtracks:
      return "part.counted-backtracks";
    case Counter::max_depth:
      return "part.counted-depth";
    case Counter::guesses:
      return "part.counted-guesses";
    case Counter::propagations:
      return "part.counted-propagations";
  }
  return "part.counted-nodes";
}

/// The table's text `id` in the language of the messages (SUDOKU_KIT_LANG).
std::string words(const char* id, MessageFields fields = {}) {
  return message_text(id, korean_from_environment(), fields);
}

std::string stage_number(int stage) { return (stage < 10 ? "0" : "") + std::to_string(stage); }

}  // namespace

std::vector<FidelityPuzzle> load_fidelity_puzzles() {
  std::vector<FidelityPuzzle> puzzles;
  int number = 0;
  for (const std::string& line : data_lines("fidelity/puzzles.tsv")) {
    const std::string where = "fidelity/puzzles.tsv entry " + std::to_string(++number);
    const std::vector<std::string> fields = fields_of(line);
    if (fields.size() != 4) throw std::runtime_error(where + ": expected 4 tab-separated fields");
    FidelityPuzzle puzzle;
    puzzle.name = fields[0];
    const std::size_t dash = fields[1].find('-');
    if (dash == std::string::npos) throw std::runtime_error(where + ": stages must look like 1-5");
    puzzle.first_stage = static_cast<int>(to_count(fields[1].substr(0, dash), where));
    puzzle.last_stage = static_cast<int>(to_count(fields[1].substr(dash + 1), where));
    puzzle.puzzle = parse_line_puzzle(fields[2], number);
    puzzle.from = fields[3];
    puzzles.push_back(puzzle);
  }
  return puzzles;
}

std::string reference_file(int stage) { return "fidelity/stage" + stage_number(stage) + ".tsv"; }

std::string reference_header() {
  return "# name\toutcome\tnodes\tchecks\tbacktracks\tmax_depth\tguesses\tpropagations\tpuzzle\tanswer";
}

std::string reference_line(const std::string& name, const Grid& puzzle, const SearchResult& result) {
  const SearchStats& s = result.stats;
  std::ostringstream out;
  out << name << '\t' << outcome_name(result.outcome) << '\t' << s.nodes << '\t' << s.checks << '\t' << s.backtracks
      << '\t' << s.max_depth << '\t' << s.guesses << '\t' << s.propagations << '\t' << format_line(puzzle) << '\t'
      << format_line(result.grid);
  return out.str();
}

std::vector<ReferenceRun> load_reference_runs(int stage) {
  std::vector<ReferenceRun> runs;
  int number = 0;
  for (const std::string& line : data_lines(reference_file(stage))) {
    const std::string where = reference_file(stage) + " entry " + std::to_string(++number);
    const std::vector<std::string> fields = fields_of(line);
    if (fields.size() != 10) throw std::runtime_error(where + ": expected 10 tab-separated fields");
    ReferenceRun run;
    run.name = fields[0];
    run.outcome = outcome_from_name(fields[1], where);
    run.stats.nodes = to_count(fields[2], where);
    run.stats.checks = to_count(fields[3], where);
    run.stats.backtracks = to_count(fields[4], where);
    run.stats.max_depth = to_count(fields[5], where);
    run.stats.guesses = to_count(fields[6], where);
    run.stats.propagations = to_count(fields[7], where);
    run.puzzle = parse_line_puzzle(fields[8], number);
    run.answer = parse_line_puzzle(fields[9], number);
    runs.push_back(run);
  }
  if (runs.empty()) throw std::runtime_error(reference_file(stage) + ": no data");
  return runs;
}

std::uint64_t counter_value(const SearchStats& stats, Counter counter) {
  switch (counter) {
    case Counter::nodes:
      return stats.nodes;
    case Counter::checks:
      return stats.checks;
    case Counter::backtracks:
      return stats.backtracks;
    case Counter::max_depth:
      return stats.max_depth;
    case Counter::guesses:
      return stats.guesses;
    case Counter::propagations:
      return stats.propagations;
  }
  return 0;
}

std::uint64_t generous_node_limit(const ReferenceRun& reference) {
  return std::max<std::uint64_t>(10000, 10 * reference.stats.nodes);
}

std::string fidelity_problem(const StageFidelity& stage, const ReferenceRun& reference, const SearchResult& mine) {
  const std::string number = std::to_string(stage.stage);
  std::string first;
  if (mine.outcome == Outcome::limit_reached && reference.outcome != Outcome::limit_reached) {
    first = diagnosis("fidelity.search-runs-away",
                      {{"stage", number}, {"puzzle", reference.name}, {"reference", outcome_words(reference.outcome)}});
  } else if (mine.outcome != reference.outcome) {
    first = diagnosis("fidelity.outcome-differs", {{"stage", number},
                                                   {"outcome", outcome_words(mine.outcome)},
                                                   {"puzzle", reference.name},
                                                   {"reference", outcome_words(reference.outcome)}});
  }
  for (const CounterIdea& idea : stage.counters) {
    if (!first.empty()) break;
    const std::uint64_t have = counter_value(mine.stats, idea.counter);
    const std::uint64_t want = counter_value(reference.stats, idea.counter);
    if (have == want) continue;
    first = diagnosis("fidelity.counter-differs",
                      {{"stage", number},
                       {"counted", words(counted_id(idea.counter), {{"count", with_commas(have)}})},
                       {"puzzle", reference.name},
                       {"reference", with_commas(want)},
                       {"idea", words(have > want ? idea.too_many : idea.too_few)}});
  }
  std::string grid_note;
  if (first.empty() && mine.grid != reference.answer) {
    first = diagnosis("fidelity.answer-differs",
                      {{"stage", number}, {"puzzle", reference.name}, {"idea", words(stage.wrong_answer)}});
    grid_note = describe_grid_difference(reference.answer, mine.grid);
  }
  if (first.empty()) return "";
  const std::string line = format_line(reference.puzzle);
  std::string compared;
  for (const CounterIdea& idea : stage.counters)
    compared += std::string(compared.empty() ? "" : " ") + counter_name(idea.counter);
  std::ostringstream out;
  out << first << "\n"
      << "  " << words("part.fidelity-puzzle", {{"puzzle", reference.name}, {"line", line}}) << "\n"
      << "  "
      << words("part.fidelity-yours",
               {{"outcome", outcome_words(mine.outcome)}, {"counters", format_counters(mine.stats)}})
      << "\n"
      << "  "
      << words("part.fidelity-reference",
               {{"outcome", outcome_words(reference.outcome)}, {"counters", format_counters(reference.stats)}})
      << "\n"
      << grid_note << "  "
      << words("part.fidelity-your-counters",
               {{"command", "echo '" + line + "' | build/dev/bin/" + stage.binary + " --input line --stats"}})
      << "\n"
      << "  "
      << words("part.fidelity-compared",
               {{"counters", compared}, {"file", "tests/data/" + reference_file(stage.stage)}})
      << "\n"
      << reproduce_line();
  return out.str();
}

}  // namespace sudoku::testing

namespace sudoku::testing {

const char* unit_holding(const Grid& grid, int cell, int digit) {
  const int row = grid.row_of(cell);
  const int column = grid.column_of(cell);
  const int box = grid.box_of(cell);
  for (int index = 0; index < grid.side(); ++index) {
    const int in_row = grid.cell_at(row, index);
    if (in_row != cell && grid[in_row] == digit) return "row";
  }
  for (int index = 0; index < grid.side(); ++index) {
    const int in_column = grid.cell_at(index, column);
    if (in_column != cell && grid[in_column] == digit) return "column";
  }
  for (int index = 0; index < grid.side(); ++index) {
    const int in_box = grid.box_cell(box, index);
    if (in_box != cell && grid[in_box] == digit) return "box";
  }
  return nullptr;
}

std::string where(const Grid& grid, int cell) {
  const std::string row = std::to_string(grid.row_of(cell) + 1);
  const std::string column = std::to_string(grid.column_of(cell) + 1);
  if (korean_from_environment()) return row + "행 " + column + "열";
  return "row " + row + ", column " + column;
}

}  // namespace sudoku::testing
