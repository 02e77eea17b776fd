// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file driver.hpp
/// \brief What the files of the driver (common/driver/) share: the settings the command
/// line sets, the error that means exit 2, the puzzle timer, and the functions each
/// file gives the others. The public face of the driver is cli.hpp (run_stage_cli).
///
/// The rooms: options.cpp (the command line, the exit codes), input.cpp (opening the
/// input, read errors, refusing an output that is the input), results.cpp (answers,
/// counters, report rows, limit messages), single.cpp (one puzzle, `--trace-dot`),
/// batch.cpp (`--batch`: read, answer, check, write) and workers.hpp (the ring of
/// `--jobs` threads).
#pragma once

#include <time.h>

#include <chrono>
#include <cstdint>
#include <fstream>
#include <istream>
#include <string>

#include "cli.hpp"
#include "io.hpp"

namespace sudoku::driver {

/// Everything the command line can set.
struct Settings {
  std::string input_format = "boj";  ///< `--input`: boj or line.
  std::string output_format;         ///< `--output`; empty: boj, or line in `--batch`.
  bool batch = false;                ///< `--batch`.
  bool stats = false;                ///< `--stats`.
  std::string report_path;           ///< `--report` FILE (empty: none).
  std::uint64_t max_nodes = 0;       ///< `--max-nodes` (0: no limit).
  double time_limit = 0;             ///< `--time-limit` in seconds (0: no limit).
  int count_bound = 0;               ///< `--count`: 0 solves, more counts up to this many.
  std::string input_path;            ///< FILE (empty or `-`: standard input).
  std::string trace_path;            ///< `--trace-dot`: where to write the search tree.
  std::size_t trace_limit = 150;     ///< `--trace-limit`: node budget of the drawing (0 = none).
  int jobs = 1;                      ///< `--jobs`: threads answering a `--batch` (default: one per core).
  bool cpu_time = false;             ///< `--cpu-time`: per-puzzle times in CPU time of the solving thread.
};

/// The most threads `--jobs` starts.
constexpr unsigned kMaxJobs = 1024;

/// A usage or input problem: one line on stderr and exit code 2.
struct BadInput {
  std::string message;  ///< The whole line to print.
};

/// The clock of a puzzle's time, in nanoseconds: wall time by default; with `--cpu-time`
/// the CPU time of the thread that solves it, which other programs on a busy machine do
/// not inflate (kit bench and kit class compare stages run minutes apart).
class PuzzleClock {
 public:
  /// `cpu_time`: the thread's CPU time, else wall time.
  explicit PuzzleClock(bool cpu_time) : cpu_time_(cpu_time) {}
  /// The time now, in nanoseconds from an arbitrary start.
  std::uint64_t now() const {
    if (cpu_time_) {
      timespec t{};
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
      return static_cast<std::uint64_t>(t.tv_sec) * 1000000000u + static_cast<std::uint64_t>(t.tv_nsec);
    }
    return static_cast<std::uint64_t>(
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
            .count());
  }

 private:
  bool cpu_time_;
};

/// Times one puzzle with a PuzzleClock.
class PuzzleTimer {
 public:
  /// Starts timing now; `cpu_time`: the thread's CPU time, else wall time.
  explicit PuzzleTimer(bool cpu_time) : clock_(cpu_time), started_(clock_.now()) {}
  /// Nanoseconds since the timer started.
  std::uint64_t elapsed_ns() const { return clock_.now() - started_; }

 private:
  PuzzleClock clock_;
  std::uint64_t started_;
};

// results.cpp: what the driver prints.

/// The answer in `format` (boj, line or pretty), ending with its line end.
std::string format_answer(const Grid& grid, const std::string& format);
/// The `--stats` line.
std::string stats_line(const SearchStats& s);
/// "limit reached: the node limit of N stopped the search after M nodes" (or the time limit).
std::string limit_message(const Settings& settings, const SearchStats& s);
/// The search options the settings ask for (limits; no observer).
SearchOptions search_options(const Settings& settings);
/// The stage's solve() for `options`: the copy compiled without an observer when
/// nothing observes the search and the stage has one, the stage as written otherwise.
SolveFunction solve_for(const StageInfo& stage, const SearchOptions& options);
/// Writes `text` to stdout in one piece, so an answer is never printed half; throws WriteError.
void print(const std::string& text);
/// One row of the per-puzzle CSV report; `time_ns` is the driver's timing of the
/// solve call, and `s.time_us` the same in whole microseconds. Nothing when `report` is null.
void report_row(OutputFile* report, std::size_t index, int line, const char* outcome, const SearchStats& s,
                std::uint64_t time_ns);
/// `unique`, `multiple`, `none` or `limit`.
const char* count_class(const CountResult& counted);

// input.cpp: the input and its errors.

/// True when the puzzles come from standard input (no FILE, or `-`).
bool reads_standard_input(const Settings& settings);
/// Opens the input: the FILE argument (into `file`), or standard input. Throws BadInput.
std::istream& open_input(const Settings& settings, std::ifstream& file);
/// The input of `--batch` as a file descriptor: the FILE argument opened (and closed at
/// the end), or standard input; the same checks and messages as open_input.
class InputDescriptor {
 public:
  explicit InputDescriptor(const Settings& settings);  ///< Throws BadInput.
  InputDescriptor(const InputDescriptor&) = delete;
  InputDescriptor& operator=(const InputDescriptor&) = delete;
  ~InputDescriptor();
  int fd() const { return fd_; }  ///< The descriptor to read.

 private:
  int fd_ = 0;
  bool owned_ = false;
};
/// The input in a read error: its path, or "standard input".
std::string input_name(const Settings& settings);
/// The name of the input in messages: its path, or "input".
std::string source_name(const Settings& settings);
/// The line of a read error (e.g. the input is a directory given as standard input).
std::string read_error(const Settings& settings, const std::ios_base::failure& error);
/// Throws BadInput when reading `in` failed (rather than ended): the rest of the input cannot be read.
void check_read(const Settings& settings, const std::istream& in);
/// Refuses an output that is the input itself: opening it would destroy the puzzles before they are read.
void refuse_output_onto_input(const Settings& settings);
/// "NAME:LINE:COLUMN: WHAT" of a parse error.
std::string where(const Settings& settings, const ParseError& error);

/// single.cpp: one puzzle (not `--batch`); returns the exit code.
int solve_one(const StageInfo& stage, const Settings& settings, OutputFile* report);
/// batch.cpp: `--batch`; returns the exit code.
int solve_batch(const StageInfo& stage, const Settings& settings, OutputFile* report);

}  // namespace sudoku::driver
