// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// One puzzle (the driver without --batch), and the --trace-dot tracer.
#include <algorithm>
#include <iostream>
#include <memory>

#include "driver.hpp"
#include "rules.hpp"
#include "trace.hpp"

namespace sudoku::driver {

namespace {

/// The search-tree tracer of `--trace-dot`: records the search, then writes it as DOT.
class Tracer {
 public:
  Tracer(const StageInfo& stage, const Settings& settings, const Grid& puzzle)
      : recorder_(puzzle, std::max(TreeRecorder::kDefaultMaxRecorded, settings.trace_limit)),
        file_(settings.trace_path) {  // opened before the search, so a bad path fails at once
    options_.node_budget = settings.trace_limit == 0 ? static_cast<std::size_t>(-1) : settings.trace_limit;
    options_.mini_grid = puzzle.side() <= 4;  // a 4x4 grid per node stays readable
    options_.show_checks = true;              // when the stage counts checks
    options_.title = std::string(stage.name) + " (" + stage.title + ")";
    if (!settings.input_path.empty() && settings.input_path != "-") {
      const std::size_t slash = settings.input_path.find_last_of('/');
      options_.title += " on " + settings.input_path.substr(slash == std::string::npos ? 0 : slash + 1);
    }
  }

  /// Makes `options` report to the recorder.
  void attach(SearchOptions& options) { options.observer = &recorder_; }

  /// Writes the recorded tree; `limit` (when not empty) says which limit cut the
  /// search, so the caption tells that the tree is incomplete. Throws WriteError.
  void write(const std::string& limit) {
    if (!limit.empty()) options_.title += " - CUT: " + limit;
    file_.write(to_dot(recorder_.tree(), options_));
    file_.close();
  }

 private:
  TreeRecorder recorder_;
  DotOptions options_;
  OutputFile file_;
};

}  // namespace

int solve_one(const StageInfo& stage, const Settings& settings, OutputFile* report) {
  std::ifstream file;
  std::istream& in = open_input(settings, file);
  Grid puzzle;
  try {
    puzzle = settings.input_format == "line" ? read_line_puzzle(in) : read_boj(in);
  } catch (const ParseError& error) {
    check_read(settings, in);  // "found an empty input" may really be a read error
    throw BadInput{where(settings, error)};
  } catch (const std::ios_base::failure& error) {
    throw BadInput{read_error(settings, error)};
  }
  if (auto conflict = find_conflict(puzzle)) throw BadInput{conflict->describe(puzzle)};
  SearchOptions options = search_options(settings);
  const std::string output = settings.output_format.empty() ? "boj" : settings.output_format;
  std::unique_ptr<Tracer> tracer;
  if (!settings.trace_path.empty()) {
    tracer = std::make_unique<Tracer>(stage, settings, puzzle);
    tracer->attach(options);
  }

  if (settings.count_bound > 0) {
    const PuzzleTimer timer(settings.cpu_time);
    CountResult counted = stage.count(puzzle, settings.count_bound, options);
    const std::uint64_t time_ns = timer.elapsed_ns();
    counted.stats.time_us = time_ns / 1000;
    report_row(report, 1, 1, count_class(counted), counted.stats, time_ns);
    if (report != nullptr) report->close();  // every file complete before the answer is printed
    if (tracer) tracer->write(counted.limit_reached ? limit_message(settings, counted.stats) : "");
    if (!counted.limit_reached) print(std::string(count_class(counted)) + "\n");
    if (settings.stats) std::cerr << stats_line(counted.stats) << '\n';
    if (counted.limit_reached) {
      std::cerr << limit_message(settings, counted.stats) << '\n';
      return kExitLimitReached;
    }
    return counted.solutions == 0 ? kExitNoSolution : kExitSolved;
  }

  const PuzzleTimer timer(settings.cpu_time);
  SearchResult result = solve_for(stage, options)(puzzle, options);
  const std::uint64_t time_ns = timer.elapsed_ns();
  result.stats.time_us = time_ns / 1000;
  report_row(report, 1, 1, outcome_name(result.outcome), result.stats, time_ns);
  if (report != nullptr) report->close();  // every file complete before the answer is printed
  // Whatever the outcome: a failed search has a tree too.
  if (tracer) tracer->write(result.outcome == Outcome::limit_reached ? limit_message(settings, result.stats) : "");
  if (result.outcome == Outcome::solved) {
    if (auto problem = solution_problem(puzzle, result.grid)) {
      std::cerr << stage.name << ": internal error: the stage returned a wrong answer: " << *problem << '\n';
      return kExitBadInput;
    }
    print(format_answer(result.grid, output));  // the answer first, then the counters
  }
  if (settings.stats) std::cerr << stats_line(result.stats) << '\n';
  switch (result.outcome) {
    case Outcome::solved:
      return kExitSolved;
    case Outcome::no_solution:
      std::cerr << "no solution: the puzzle has no solution\n";
      return kExitNoSolution;
    case Outcome::limit_reached:
      std::cerr << limit_message(settings, result.stats) << '\n';
      return kExitLimitReached;
    case Outcome::invalid:
      std::cerr << result.problem << '\n';
      return kExitBadInput;
  }
  return kExitBadInput;
}

}  // namespace sudoku::driver
