// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#include "cli.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>

#include "io.hpp"
#include "rules.hpp"
#include "trace.hpp"

namespace sudoku {

namespace {

/// Everything the command line can set.
struct Settings {
  std::string input_format = "boj";
  std::string output_format;  // empty: boj, or line in --batch
  bool batch = false;
  bool stats = false;
  std::string report_path;
  std::uint64_t max_nodes = 0;
  double time_limit = 0;
  int count_bound = 0;  // 0: solve, >0: count up to this many
  std::string input_path;
  std::string trace_path;             // --trace-dot: where to write the search tree
  std::size_t trace_limit = 150;      // --trace-limit: node budget of the drawing (0 = none)
};

/// A usage or input problem: one line on stderr and exit code 2.
struct BadInput {
  std::string message;
};

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

/// Opens the input: the FILE argument, or standard input.
std::istream& open_input(const Settings& settings, std::ifstream& file) {
  if (settings.input_path.empty() || settings.input_path == "-") return std::cin;
  file.open(settings.input_path, std::ios::binary);
  if (!file) throw BadInput{"cannot open " + settings.input_path};
  return file;
}

std::string source_name(const Settings& settings) {
  return settings.input_path.empty() || settings.input_path == "-" ? "input" : settings.input_path;
}

std::string where(const Settings& settings, const ParseError& error) {
  std::string text = source_name(settings) + ":" + std::to_string(error.line());
  if (error.column() > 0) text += ":" + std::to_string(error.column());
  return text + ": " + error.message();
}

/// The search-tree tracer of --trace-dot: records the search, then writes it as DOT.
class Tracer {
 public:
  Tracer(const StageInfo& stage, const Settings& settings, const Grid& puzzle)
      : settings_(settings),
        recorder_(puzzle, std::max(TreeRecorder::kDefaultMaxRecorded, settings.trace_limit)),
        file_(settings.trace_path) {
    // Opened before the search, so a bad path fails at once and not after a long search.
    if (!file_) throw BadInput{"cannot write " + settings.trace_path};
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

  /// Writes the recorded tree; throws BadInput when the file cannot be written.
  void write() {
    write_dot(file_, recorder_.tree(), options_);
    file_.close();
    if (!file_) throw BadInput{"cannot write " + settings_.trace_path};
  }

 private:
  const Settings& settings_;
  TreeRecorder recorder_;
  DotOptions options_;
  std::ofstream file_;
};

/// Writes `text` to stdout in one piece, so an answer is never printed half.
void print(const std::string& text) {
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
}

/// Nanoseconds since `started`.
std::uint64_t nanoseconds_since(std::chrono::steady_clock::time_point started) {
  return static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - started).count());
}

/// One row of the per-puzzle CSV report; `time_ns` is the driver's own timing of
/// the solve call (finer than the stage's whole microseconds).
void report_row(std::ostream* report, std::size_t index, int line, const char* outcome, const SearchStats& s,
                std::uint64_t time_ns) {
  if (report == nullptr) return;
  *report << index << ',' << line << ',' << outcome << ',' << s.time_us << ',' << s.nodes << ',' << s.checks << ','
          << s.backtracks << ',' << s.max_depth << ',' << s.guesses << ',' << s.propagations << ',' << time_ns << '\n';
}

const char* count_class(const CountResult& counted) {
  if (counted.limit_reached) return "limit";
  if (counted.solutions == 0) return "none";
  return counted.solutions == 1 ? "unique" : "multiple";
}

int solve_one(const StageInfo& stage, const Settings& settings, std::ostream* report) {
  std::ifstream file;
  std::istream& in = open_input(settings, file);
  Grid puzzle;
  try {
    puzzle = settings.input_format == "line" ? read_line_puzzle(in) : read_boj(in);
  } catch (const ParseError& error) {
    throw BadInput{where(settings, error)};
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
    const auto started = std::chrono::steady_clock::now();
    const CountResult counted = stage.count(puzzle, settings.count_bound, options);
    report_row(report, 1, 1, count_class(counted), counted.stats, nanoseconds_since(started));
    if (tracer) tracer->write();
    if (!counted.limit_reached) print(std::string(count_class(counted)) + "\n");
    if (settings.stats) std::cerr << stats_line(counted.stats) << '\n';
    if (counted.limit_reached) {
      std::cerr << limit_message(settings, counted.stats) << '\n';
      return kExitLimitReached;
    }
    return counted.solutions == 0 ? kExitNoSolution : kExitSolved;
  }

  const auto started = std::chrono::steady_clock::now();
  const SearchResult result = stage.solve(puzzle, options);
  report_row(report, 1, 1, outcome_name(result.outcome), result.stats, nanoseconds_since(started));
  if (tracer) tracer->write();  // whatever the outcome: a failed search has a tree too
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

/// Totals of a batch run, for the summary line.
struct BatchTotals {
  std::uint64_t puzzles = 0, solved = 0, no_solution = 0, limit = 0, invalid = 0, without_guess = 0;
  SearchStats work;
  double seconds = 0;
};

std::string summary_line(const BatchTotals& t) {
  const double n = t.puzzles > 0 ? static_cast<double>(t.puzzles) : 1.0;
  char text[512];
  std::snprintf(text, sizeof text,
                "puzzles=%llu solved=%llu no_solution=%llu limit=%llu invalid=%llu puzzles_per_s=%.1f "
                "us_per_puzzle=%.2f nodes_per_puzzle=%.1f checks_per_puzzle=%.1f guesses_per_puzzle=%.2f "
                "no_guess_pct=%.1f",
                static_cast<unsigned long long>(t.puzzles), static_cast<unsigned long long>(t.solved),
                static_cast<unsigned long long>(t.no_solution), static_cast<unsigned long long>(t.limit),
                static_cast<unsigned long long>(t.invalid), t.seconds > 0 ? static_cast<double>(t.puzzles) / t.seconds : 0.0,
                t.seconds * 1e6 / n, static_cast<double>(t.work.nodes) / n, static_cast<double>(t.work.checks) / n,
                static_cast<double>(t.work.guesses) / n, 100.0 * static_cast<double>(t.without_guess) / n);
  return text;
}

int solve_batch(const StageInfo& stage, const Settings& settings, std::ostream* report) {
  std::ifstream file;
  std::istream& in = open_input(settings, file);
  PuzzleStream puzzles(in);
  const SearchOptions options = search_options(settings);
  const std::string output = settings.output_format.empty() ? "line" : settings.output_format;
  BatchTotals totals;
  int exit_code = kExitSolved;
  auto worsen = [&exit_code](int code) {
    // Severity: bad input > limit > no solution > solved.
    auto rank = [](int c) { return c == kExitBadInput ? 3 : c == kExitLimitReached ? 2 : c == kExitNoSolution ? 1 : 0; };
    if (rank(code) > rank(exit_code)) exit_code = code;
  };
  std::string out;
  for (;;) {
    std::optional<Grid> puzzle;
    try {
      puzzle = puzzles.next();
    } catch (const ParseError& error) {
      print(out);
      std::cerr << summary_line(totals) << '\n';
      throw BadInput{where(settings, error)};
    }
    if (!puzzle) break;
    ++totals.puzzles;
    const auto started = std::chrono::steady_clock::now();
    std::uint64_t time_ns = 0;  // the solve call alone: no parsing, formatting or answer checking
    std::string line;
    SearchStats work;
    const char* outcome = "solved";
    if (settings.count_bound > 0) {
      CountResult counted;
      if (auto conflict = find_conflict(*puzzle)) {
        time_ns = nanoseconds_since(started);
        outcome = "invalid";
        line = "# invalid: " + conflict->describe(*puzzle) + "\n";
      } else {
        counted = stage.count(*puzzle, settings.count_bound, options);
        time_ns = nanoseconds_since(started);
        outcome = count_class(counted);
        line = std::string(outcome) + "\n";
      }
      work = counted.stats;
      if (counted.limit_reached) { ++totals.limit; worsen(kExitLimitReached); }
      else if (std::string(outcome) == "invalid") { ++totals.invalid; worsen(kExitBadInput); }
      else if (counted.solutions == 0) { ++totals.no_solution; worsen(kExitNoSolution); }
      else ++totals.solved;
    } else {
      const SearchResult result = solve_checked(stage.solve, *puzzle, options);
      time_ns = nanoseconds_since(started);
      work = result.stats;
      outcome = outcome_name(result.outcome);
      switch (result.outcome) {
        case Outcome::solved:
          if (auto problem = solution_problem(*puzzle, result.grid)) {
            throw BadInput{std::string(stage.name) + ": internal error: wrong answer on line " +
                           std::to_string(puzzles.line_number()) + ": " + *problem};
          }
          ++totals.solved;
          line = format_answer(result.grid, output);
          break;
        case Outcome::no_solution: ++totals.no_solution; worsen(kExitNoSolution); line = "# no solution\n"; break;
        case Outcome::limit_reached: ++totals.limit; worsen(kExitLimitReached); line = "# limit reached\n"; break;
        case Outcome::invalid: ++totals.invalid; worsen(kExitBadInput); line = "# invalid: " + result.problem + "\n"; break;
      }
    }
    totals.seconds += static_cast<double>(time_ns) * 1e-9;
    if (work.guesses == 0) ++totals.without_guess;
    totals.work += work;
    report_row(report, totals.puzzles, puzzles.line_number(), outcome, work, time_ns);
    out += line;
    if (out.size() > (1u << 16)) {
      print(out);
      out.clear();
    }
  }
  print(out);
  std::cerr << summary_line(totals) << '\n';
  return exit_code;
}

}  // namespace

int run_stage_cli(int argc, char** argv, const StageInfo& stage) {
  Settings settings;
  CLI::App app{std::string(stage.name) + " - " + stage.title +
               "\nReads a Sudoku (BOJ 2580 format by default) and prints a solution.\n"
               "Exit codes: 0 solved, 1 no solution, 2 bad input or usage, 3 limit reached.",
               stage.name};
  app.add_option("--input", settings.input_format, "puzzle format: boj (N lines of N numbers) or line (N*N symbols)")
      ->check(CLI::IsMember({"boj", "line"}));
  app.add_option("--output", settings.output_format, "answer format: boj, line or pretty")
      ->check(CLI::IsMember({"boj", "line", "pretty"}));
  app.add_flag("--batch", settings.batch, "solve a stream of line-format puzzles, one answer line each");
  app.add_flag("--stats", settings.stats, "print the work counters on stderr");
  app.add_option("--report", settings.report_path, "write one CSV row per puzzle to this file");
  app.add_option("--max-nodes", settings.max_nodes, "stop after this many nodes (0 = no limit)");
  app.add_option("--time-limit", settings.time_limit, "stop after this many seconds per puzzle (0 = no limit)")
      ->check(CLI::NonNegativeNumber);
  CLI::Option* count_option = nullptr;
  if (stage.count != nullptr) {
    count_option = app.add_option("--count", settings.count_bound,
                                  "count solutions up to N (default 2); prints unique, multiple or none")
                       ->expected(0, 1)
                       ->check(CLI::Range(1, 1000000));
  }
  CLI::Option* trace_option =
      app.add_option("--trace-dot", settings.trace_path, "write the search tree as Graphviz DOT to FILE (one puzzle)");
  app.add_option("--trace-limit", settings.trace_limit,
                 "most nodes drawn by --trace-dot; the rest become \"+N more nodes\" (default 150, 0 = no limit)")
      ->check(CLI::NonNegativeNumber)
      ->needs(trace_option);
  app.add_option("file", settings.input_path, "read the puzzle from FILE instead of standard input");

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    std::cout << app.help();
    return kExitSolved;
  } catch (const CLI::ParseError& error) {
    std::cerr << stage.name << ": " << error.what() << " (see --help)\n";
    return kExitBadInput;
  }
  if (count_option != nullptr && count_option->count() > 0 && settings.count_bound <= 0) settings.count_bound = 2;
  if (settings.batch && !settings.trace_path.empty()) {
    std::cerr << stage.name << ": --trace-dot draws the search of one puzzle; it cannot be used with --batch\n";
    return kExitBadInput;
  }
  if (settings.batch && settings.input_format == "boj" && app.count("--input") > 0) {
    std::cerr << stage.name << ": --batch reads line-format puzzles; --input boj cannot be used with it\n";
    return kExitBadInput;
  }

  std::unique_ptr<std::ofstream> report;
  try {
    if (!settings.report_path.empty()) {
      report = std::make_unique<std::ofstream>(settings.report_path);
      if (!*report) throw BadInput{"cannot write " + settings.report_path};
      *report << "index,line,outcome,time_us,nodes,checks,backtracks,max_depth,guesses,propagations,time_ns\n";
    }
    return settings.batch ? solve_batch(stage, settings, report.get()) : solve_one(stage, settings, report.get());
  } catch (const BadInput& bad) {
    std::cerr << bad.message << '\n';
    return kExitBadInput;
  } catch (const std::exception& error) {
    std::cerr << stage.name << ": error: " << error.what() << '\n';
    return kExitBadInput;
  }
}

}  // namespace sudoku
