// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// What the driver prints: answers, counters, limit messages, report rows.
#include <sstream>

#include "driver.hpp"

namespace sudoku::driver {

std::string format_answer(const Grid& grid, const std::string& format) {
  if (format == "line") return format_line(grid) + "\n";
  if (format == "pretty") return format_pretty(grid);
  return format_boj(grid);
}

std::string stats_line(const SearchStats& s) {
  return "nodes=" + std::to_string(s.nodes) + " checks=" + std::to_string(s.checks) +
         " backtracks=" + std::to_string(s.backtracks) + " max_depth=" + std::to_string(s.max_depth) +
         " guesses=" + std::to_string(s.guesses) + " propagations=" + std::to_string(s.propagations) +
         " time_us=" + std::to_string(s.time_us);
}

std::string limit_message(const Settings& settings, const SearchStats& s) {
  std::string which;
  if (settings.max_nodes != 0 && s.nodes >= settings.max_nodes) {
    which = "node limit of " + std::to_string(settings.max_nodes);
  } else {
    which = "time limit of " + std::to_string(settings.time_limit) + " s";
  }
  return "limit reached: the " + which + " stopped the search after " + std::to_string(s.nodes) + " nodes";
}

SearchOptions search_options(const Settings& settings) {
  SearchOptions options;
  if (settings.max_nodes != 0) options.max_nodes = settings.max_nodes;
  options.time_limit_seconds = settings.time_limit;
  return options;
}

/// The stage's solve() for `options`: the copy compiled without an observer when
/// nothing observes the search and the stage has one, the stage as written otherwise.
SolveFunction solve_for(const StageInfo& stage, const SearchOptions& options) {
  return options.observer == nullptr && stage.solve_unobserved != nullptr ? stage.solve_unobserved : stage.solve;
}

/// Writes `text` to stdout in one piece, so an answer is never printed half; throws WriteError.
void print(const std::string& text) {
  OutputFile out;
  out.write(text);
  out.flush();
}

/// One row of the per-puzzle CSV report; `time_ns` is the driver's timing of the
/// solve call, and `s.time_us` the same in whole microseconds.
void report_row(OutputFile* report, std::size_t index, int line, const char* outcome, const SearchStats& s,
                std::uint64_t time_ns) {
  if (report == nullptr) return;
  std::ostringstream row;
  row << index << ',' << line << ',' << outcome << ',' << s.time_us << ',' << s.nodes << ',' << s.checks << ','
      << s.backtracks << ',' << s.max_depth << ',' << s.guesses << ',' << s.propagations << ',' << time_ns << '\n';
  report->write(row.str());
}

const char* count_class(const CountResult& counted) {
  if (counted.limit_reached) return "limit";
  if (counted.solutions == 0) return "none";
  return counted.solutions == 1 ? "unique" : "multiple";
}

}  // namespace sudoku::driver
