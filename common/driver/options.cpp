// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The command line of every stage binary: its options, their checks, the exit codes.
#include <fcntl.h>
#include <signal.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "cli.hpp"
#include "driver.hpp"

namespace sudoku {

namespace {

/// `text` as shown in an error: at most 20 characters, in quotes.
std::string shown(const std::string& text) {
  return "'" + (text.size() > 20 ? text.substr(0, 20) + "..." : text) + "'";
}

}  // namespace

CLI::Validator seconds_validator() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        const std::string expected = "expected seconds 0-1e9, found " + shown(text);
        char* end = nullptr;
        errno = 0;
        const double value = text.empty() ? 0.0 : std::strtod(text.c_str(), &end);
        if (text.empty()) return expected + " (empty)";
        if (end != text.c_str() + text.size() || std::isnan(value)) return expected + " (not a number)";
        if (value < 0) return expected + " (negative)";
        if (!std::isfinite(value)) return expected + " (infinite)";
        if (value > 1e9) return expected + " (too large)";
        return "";
      },
      "SECONDS");
}

CLI::Validator whole_number_validator(std::uint64_t min, std::uint64_t max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        const std::string top = max == UINT64_MAX ? "2^64-1" : std::to_string(max);
        const std::string expected =
            "expected a whole number " + std::to_string(min) + "-" + top + ", found " + shown(text);
        if (text.empty()) return expected + " (empty)";
        if (text[0] == '-') return expected + " (negative)";
        if (!std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
          return expected + " (not a whole number)";
        }
        errno = 0;
        const unsigned long long value = std::strtoull(text.c_str(), nullptr, 10);
        if (errno == ERANGE || value > max) return expected + " (too large)";
        if (value < min) return expected + " (too small)";
        return "";
      },
      "N");
}

namespace driver {
namespace {

/// The problem with an empty argument, if there is one. CLI11 reads `--count ""` and
/// `--count=` as a bare `--count`, and the driver reads an empty FILE as standard
/// input: an empty value is almost always a shell variable that was never set, so
/// it is refused rather than guessed at.
std::optional<std::string> empty_argument(const CLI::App& app, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    if (argument.size() > 2 && argument.rfind("--", 0) == 0 && argument.back() == '=') {
      return argument.substr(0, argument.size() - 1) + ": the value is empty";
    }
    if (!argument.empty()) continue;
    const std::string before = i > 1 ? argv[i - 1] : "";
    const CLI::Option* option = before.rfind("--", 0) == 0 ? app.get_option_no_throw(before) : nullptr;
    if (option != nullptr && option->get_expected_max() > 0) return before + ": the value is empty";
    return "the FILE argument is empty (give a file name, or nothing for standard input)";
  }
  return std::nullopt;
}

/// Keeps file descriptor 2 taken when standard error is closed: a file opened later
/// (`--report`, `--trace-dot`) would get it and receive the messages. A descriptor opened
/// read-only makes every write to it fail, so the failure is still seen (exit 5).
void hold_closed_standard_error() {
  if (::fcntl(2, F_GETFD) != -1 || errno != EBADF) return;
  const int held = ::open("/dev/null", O_RDONLY);
  if (held >= 0 && held != 2) {  // 0 or 1 was closed too, and open() took it: move it to 2
    ::dup2(held, 2);
    ::close(held);
  }
}

/// True when everything written to standard error arrived (std::cerr is unbuffered,
/// so a failed write has set its state; `--stats`, the batch summary, the messages).
bool standard_error_ok() {
  std::cerr.flush();
  return static_cast<bool>(std::cerr);
}

int run_stage_cli_checked(int argc, char** argv, const StageInfo& stage) {
  Settings settings;
  CLI::App app{std::string(stage.name) + " - " + stage.title +
                   "\nReads a Sudoku (BOJ 2580 format by default) and prints a solution.\n"
                   "Exit codes: 0 solved, 1 no solution, 2 bad input or usage, 3 limit reached, 5 output failed.",
               stage.name};
  app.add_option("--input", settings.input_format, "puzzle format: boj (N lines of N numbers) or line (N*N symbols)")
      ->check(CLI::IsMember({"boj", "line"}));
  app.add_option("--output", settings.output_format,
                 "answer format: boj, line or pretty (in --batch: line; "
                 "boj and pretty answers are separated by a blank line)")
      ->check(CLI::IsMember({"boj", "line", "pretty"}));
  app.add_flag("--batch", settings.batch, "solve a stream of line-format puzzles, one answer line each");
  app.add_flag("--stats", settings.stats, "print the work counters on stderr");
  app.add_option("--report", settings.report_path, "write one CSV row per puzzle to this file");
  app.add_option("--max-nodes", settings.max_nodes, "stop after this many nodes (0 = no limit)")
      ->check(whole_number_validator());
  app.add_option("--time-limit", settings.time_limit, "stop after this many seconds per puzzle (0 = no limit)")
      ->check(seconds_validator());
  app.add_flag("--cpu-time", settings.cpu_time,
               "time each puzzle (--report, --batch summary) in CPU time of its thread, not wall time");
  settings.jobs = stage.default_jobs > 0
                      ? stage.default_jobs
                      : static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, kMaxJobs));
  app.add_option("--jobs", settings.jobs,
                 std::string("--batch: answer on N threads, output still in input order (default: ") +
                     (stage.default_jobs > 0 ? "1, as this binary may hold a student's stage"
                                             : "one per core, here " + std::to_string(settings.jobs)) +
                     ")")
      ->check(whole_number_validator(1, kMaxJobs));
  CLI::Option* count_option = nullptr;
  if (stage.count != nullptr) {
    count_option = app.add_option("--count", settings.count_bound,
                                  "count solutions up to N (default 2); prints unique, multiple or none")
                       ->expected(0, 1)
                       ->check(whole_number_validator(1, 1000000));
  }
  CLI::Option* trace_option =
      app.add_option("--trace-dot", settings.trace_path, "write the search tree as Graphviz DOT to FILE (one puzzle)");
  app.add_option("--trace-limit", settings.trace_limit,
                 "most nodes drawn by --trace-dot; the rest become \"+N more nodes\" (default 150, 0 = no limit)")
      ->check(whole_number_validator())
      ->needs(trace_option);
  app.add_option("file", settings.input_path, "read the puzzle from FILE instead of standard input");

  try {
    try {
      if (const auto problem = empty_argument(app, argc, argv)) {
        std::cerr << stage.name << ": " << *problem << " (see --help)\n";
        return kExitBadInput;
      }
      app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
      print(app.help());
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
    // A closed stdout would be taken over by the next file opened: refuse it before anything is opened.
    if (::fcntl(1, F_GETFD) == -1)
      throw WriteError("cannot write standard output: " + std::string(std::strerror(errno)));
    refuse_output_onto_input(settings);

    std::unique_ptr<OutputFile> report;
    if (!settings.report_path.empty()) {
      report = std::make_unique<OutputFile>(settings.report_path);
      report->write("index,line,outcome,time_us,nodes,checks,backtracks,max_depth,guesses,propagations,time_ns\n");
    }
    const int code =
        settings.batch ? solve_batch(stage, settings, report.get()) : solve_one(stage, settings, report.get());
    check_standard_output();
    return code;
  } catch (const BadInput& bad) {
    std::cerr << bad.message << '\n';
    return kExitBadInput;
  } catch (const WriteError& error) {
    std::cerr << error.what() << '\n';
    return kExitOutputFailed;
  } catch (const std::exception& error) {
    std::cerr << stage.name << ": error: " << error.what() << '\n';
    return kExitBadInput;
  }
}

}  // namespace
}  // namespace driver

int run_stage_cli(int argc, char** argv, const StageInfo& stage) {
  // A reader that goes away (`sudoku --batch < many | head -1`) must not kill the
  // binary with SIGPIPE, silently: the write fails with EPIPE instead, which ends
  // the work with "cannot write standard output: Broken pipe" and exit code 5.
  ::signal(SIGPIPE, SIG_IGN);
  driver::hold_closed_standard_error();
  const int code = driver::run_stage_cli_checked(argc, argv, stage);
  // A line that could not reach standard error (closed, full) is an output failure
  // too; its message cannot be printed, but the exit code says it.
  return driver::standard_error_ok() ? code : kExitOutputFailed;
}

}  // namespace sudoku
