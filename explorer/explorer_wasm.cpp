// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The search explorer's engine: the kit's own stages (solutions/01..05 and the
// final solver, compiled from the same sources as the native binaries) behind
// one JavaScript function, `record(stage, text, maxNodes)`.
//
// It parses the text with the kit's parsers (common/io), rejects conflicting
// givens like the driver does (common/rules), runs the stage with a node limit
// and an observer that writes down every event the stage reports to its Search
// (enter, reject, propagate, dead end, backtrack, solution) together with the
// live counters at that moment. The page then replays the record: stepping back
// is just showing an earlier event, and the search itself never runs in slices.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "final_solver.hpp"
#include "io.hpp"
#include "rules.hpp"
#include "search.hpp"
#include "sudoku_stages.hpp"  // every reference stage, generated from lessons/NN-*/stage.cmake

namespace {

using sudoku::Grid;
using sudoku::SearchStats;

/// Event kinds, in the order of SearchObserver's methods (the page uses the same numbers).
enum EventKind : std::int32_t { kEnter = 0, kReject = 1, kPropagate = 2, kDeadEnd = 3, kBacktrack = 4, kSolution = 5 };

/// Numbers per event in `events` (kind, cell, digit, depth) and in `counters`.
constexpr int kEventFields = 4;
constexpr int kCounterFields = 5;  // nodes, checks, backtracks, guesses, propagations

/// Writes down every event with a snapshot of the search's counters.
///
/// The final solver's engine does not hand out its counters while it runs
/// (ForwardingObserver has no on_search_start), so for it the recorder counts
/// nodes, backtracks and propagations from the events themselves, which is how
/// the engine counts them too; the page shows the engine's final counters at the end.
class EventRecorder final : public sudoku::SearchObserver {
 public:
  void on_search_start(const SearchStats& counters) override { live_ = &counters; }
  void on_search_end() override { live_ = nullptr; }
  void on_enter(int cell, int digit, int depth) override {
    ++own_.nodes;
    add(kEnter, cell, digit, depth);
  }
  void on_reject(int cell, int digit, int depth) override { add(kReject, cell, digit, depth); }
  void on_propagate(int cell, int digit, int depth) override {
    ++own_.propagations;
    add(kPropagate, cell, digit, depth);
  }
  void on_dead_end(int cell, int depth) override { add(kDeadEnd, cell, 0, depth); }
  void on_backtrack(int cell, int digit, int depth) override {
    ++own_.backtracks;
    add(kBacktrack, cell, digit, depth);
  }
  void on_solution(int depth) override { add(kSolution, -1, 0, depth); }

  const std::vector<std::int32_t>& events() const { return events_; }
  const std::vector<double>& counters() const { return counters_; }

 private:
  void add(EventKind kind, int cell, int digit, int depth) {
    events_.insert(events_.end(), {kind, cell, digit, depth});
    const SearchStats& now = live_ != nullptr ? *live_ : own_;
    counters_.insert(counters_.end(), {static_cast<double>(now.nodes), static_cast<double>(now.checks),
                                       static_cast<double>(now.backtracks), static_cast<double>(now.guesses),
                                       static_cast<double>(now.propagations)});
  }

  const SearchStats* live_ = nullptr;
  SearchStats own_;
  std::vector<std::int32_t> events_;
  std::vector<double> counters_;
};

sudoku::SolveFunction stage_function(int stage) {
  if (stage == SUDOKU_STAGE_NUMBER_final) return &sudoku::final_solver::solve;
#define EXPLORER_STAGE(number, name, tree, title) \
  if (stage == number) return &sudoku::name::solve;
  SUDOKU_FOR_EACH_STAGE(EXPLORER_STAGE)
#undef EXPLORER_STAGE
  return nullptr;
}

/// The text is in line format when its first line that is not blank or a `#`
/// comment has no space or tab inside (an 81-character line); otherwise BOJ.
bool looks_like_line_format(const std::string& text) {
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos) continue;
    if (line[first] == '#') return true;  // only the line format has comments
    const auto last = line.find_last_not_of(" \t\r");
    return line.substr(first, last - first + 1).find_first_of(" \t") == std::string::npos;
  }
  return false;
}

std::vector<int> cells_of(const Grid& grid) {
  std::vector<int> cells(static_cast<std::size_t>(grid.cell_count()));
  for (int cell = 0; cell < grid.cell_count(); ++cell) cells[static_cast<std::size_t>(cell)] = grid[cell];
  return cells;
}

template <class T>
emscripten::val to_array(const std::vector<T>& values) {
  emscripten::val array = emscripten::val::array();
  for (const T& value : values) array.call<void>("push", value);
  return array;
}

/// A typed-array copy of `values` (a view into wasm memory would go stale when it grows).
template <class T>
emscripten::val to_typed_array(const std::vector<T>& values, const char* type) {
  const emscripten::val view(emscripten::typed_memory_view(values.size(), values.data()));
  emscripten::val copy = emscripten::val::global(type).new_(values.size());
  copy.call<void>("set", view);
  return copy;
}

emscripten::val stats_object(const SearchStats& stats) {
  emscripten::val object = emscripten::val::object();
  object.set("nodes", static_cast<double>(stats.nodes));
  object.set("checks", static_cast<double>(stats.checks));
  object.set("backtracks", static_cast<double>(stats.backtracks));
  object.set("max_depth", static_cast<double>(stats.max_depth));
  object.set("guesses", static_cast<double>(stats.guesses));
  object.set("propagations", static_cast<double>(stats.propagations));
  return object;
}

/// Parses `text` like the command line does (`stageNN` for a BOJ grid,
/// `stageNN --input line` for a line), then records the search of `stage`
/// (1-5 and 7, 6 = the final solver) with at most `max_nodes` nodes (0 = no limit).
/// Returns {ok:false, message} with the driver's one-line message for bad
/// input, else {ok:true, format, side, box_side, puzzle, outcome, solution,
/// stats, events (Int32Array), counters (Float64Array)}.
emscripten::val record(int stage, const std::string& text, double max_nodes) {
  emscripten::val result = emscripten::val::object();
  const sudoku::SolveFunction solve = stage_function(stage);
  if (solve == nullptr) {
    result.set("ok", false);
    result.set("message", std::string("no such stage: ") + std::to_string(stage));
    return result;
  }
  const bool line_format = looks_like_line_format(text);
  Grid puzzle;
  try {
    std::istringstream in(text);
    puzzle = line_format ? sudoku::read_line_puzzle(in) : sudoku::read_boj(in);
  } catch (const sudoku::ParseError& error) {
    // The driver's message for standard input (common/driver/input.cpp's where()).
    std::string message = "input:" + std::to_string(error.line());
    if (error.column() > 0) message += ":" + std::to_string(error.column());
    result.set("ok", false);
    result.set("format", std::string(line_format ? "line" : "boj"));
    result.set("line", error.line());
    result.set("column", error.column());
    result.set("message", message + ": " + error.message());
    return result;
  }
  result.set("format", std::string(line_format ? "line" : "boj"));
  if (auto conflict = sudoku::find_conflict(puzzle)) {
    result.set("ok", false);
    result.set("line", 0);
    result.set("column", 0);
    result.set("message", conflict->describe(puzzle));
    return result;
  }
  EventRecorder recorder;
  sudoku::SearchOptions options;
  if (max_nodes >= 1) options.max_nodes = static_cast<std::uint64_t>(max_nodes);
  options.observer = &recorder;
  const sudoku::SearchResult searched = solve(puzzle, options);
  result.set("ok", true);
  result.set("side", puzzle.side());
  result.set("box_side", puzzle.box_side());
  result.set("puzzle", to_array(cells_of(puzzle)));
  result.set("outcome", std::string(sudoku::outcome_name(searched.outcome)));
  result.set("solution", to_array(cells_of(searched.grid)));
  result.set("stats", stats_object(searched.stats));
  result.set("events", to_typed_array(recorder.events(), "Int32Array"));
  result.set("counters", to_typed_array(recorder.counters(), "Float64Array"));
  return result;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sudoku_explorer) {
  emscripten::function("record", &record);
  emscripten::constant("eventFields", kEventFields);
  emscripten::constant("counterFields", kCounterFields);
}
