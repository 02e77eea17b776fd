// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file bench.hpp
/// \brief `kit bench`, split by job: finding the stages and the puzzles
/// (stages.cpp), running a stage and checking its answers (measure.cpp), the
/// figures (statistics.cpp), the table in every format (report.cpp), the chart
/// (chart.cpp), and the command (bench.cpp).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cli.hpp"
#include "grid.hpp"

namespace kit::bench {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

/// Exit code of `kit bench` when a stage gave a wrong answer or failed.
constexpr int kExitWrongAnswer = sudoku::kExitWrongAnswer;

// Settings

struct Settings {
  std::string stages = "all";
  std::vector<std::string> inputs;
  std::uint64_t max_nodes = 1000000;
  double time_limit = 5.0;  // a safety net: the node limit is the one that decides, the same on every machine
  double budget = 20.0;
  int repeat = 1;
  bool no_warmup = false;
  std::size_t first = 0;  // 0: every puzzle
  // --jobs: the threads of each stage's --batch. The stages still run one after
  // another, never side by side: two stages timed at once would share the cores
  // and caches and slow each other down by amounts that differ from run to run.
  // Default 1, so that every puzzle is timed alone on a core as before.
  int jobs = 1;
  // Per-puzzle times in CPU time of the solving thread (the stage's --cpu-time):
  // the stages run one after another, minutes apart, and on a shared machine
  // wall time would compare the load of two moments more than the two stages.
  bool wall_time = false;
  std::string bin_dir;
  std::string data_dir;
  bool csv = false, markdown = false, json = false, list = false;
  std::string svg_path;
};

/// Ctrl-C or SIGTERM stopped a stage: exit code 130.
struct Interrupted {};

/// A usage or input problem: one line on stderr, exit code 2.
struct UsageError {
  std::string message;
};

// ---------------------------------------------------------------- stages and puzzles (stages.cpp)

struct Stage {
  std::string name;  // as shown in the table
  fs::path path;
};

/// Every stage binary in `dir`, in the order solutions, then sudoku, then lessons.
std::vector<std::string> discover_stages(const fs::path& dir);
/// `--stages 1,2,final`, `all`, `lesson03,solution03`, or a path to a binary.
std::vector<Stage> resolve_stages(const std::string& list, const fs::path& bin_dir);
/// `text` without the spaces and tabs around it.
std::string trim(const std::string& text);

struct DataSet {
  std::string name;  // file name without .txt
  fs::path path;
  std::vector<sudoku::Grid> puzzles;
  std::vector<int> lines;  // the file line of each puzzle
};

/// A puzzle file, or a bundled tier of `data_dir` by name; its first `first` puzzles (0: all).
DataSet load_data_set(const std::string& input, const fs::path& data_dir, std::size_t first);

// ---------------------------------------------------------------- measuring (measure.cpp)

/// What the stage reported for one puzzle.
struct PuzzleRecord {
  std::string outcome;  // solved, no solution, limit reached, invalid
  double time_us = 0;   // whole microseconds, finer when the stage reports time_ns
  std::uint64_t nodes = 0, checks = 0, guesses = 0;
  bool wrong = false;
};

struct Measurement {
  std::string stage, data_set, file;
  std::size_t puzzles = 0;
  std::vector<PuzzleRecord> records;       // first pass, one per puzzle run (a prefix of the data set)
  std::vector<std::vector<double>> times;  // per puzzle run: time of each pass, µs
};

class Progress {
 public:
  explicit Progress(bool enabled) : enabled_(enabled) {}
  void show(const std::string& text) {
    if (!enabled_) return;
    std::string line = text.substr(0, 100);
    std::fprintf(stderr, "\r%-*s", static_cast<int>(std::max(width_, line.size())), line.c_str());
    std::fflush(stderr);
    width_ = line.size();
  }
  void clear() {
    if (!enabled_ || width_ == 0) return;
    std::fprintf(stderr, "\r%*s\r", static_cast<int>(width_), "");
    std::fflush(stderr);
    width_ = 0;
  }

 private:
  bool enabled_;
  std::size_t width_ = 0;
};

/// Runs `stage` on `set` (a warm-up, then --repeat passes in chunks of growing size,
/// within the budget); every answer is checked, what is wrong goes to `problems`.
/// `work` is a folder for the chunks' files.
Measurement measure(const Stage& stage, const DataSet& set, const Settings& settings, const fs::path& work,
                    Progress& progress, const std::string& step, std::vector<std::string>& problems);

// ---------------------------------------------------------------- figures (statistics.cpp)

/// One line of the table: a stage on a data set.
struct Row {
  std::string stage, data_set, file;
  std::size_t puzzles = 0, run = 0, not_run = 0, solved = 0, no_solution = 0, limit = 0, wrong = 0;
  double total_us = 0, mean_us = 0, median_us = 0, p90_us = 0, puzzles_per_s = 0;
  std::uint64_t total_nodes = 0, total_checks = 0, total_guesses = 0;
  double mean_nodes = 0, mean_checks = 0, mean_guesses = 0;
  std::optional<double> speedup;
  bool speedup_capped = false;    // a limit stopped some of the compared puzzles
  std::vector<double> puzzle_us;  // per puzzle run: median of the passes
};

Row summarize(const Measurement& m);
/// Speed-up of every row against the first listed stage on the same data set,
/// over the puzzles both ran (the common prefix).
void add_speedups(std::vector<Row>& rows, const std::vector<Measurement>& measurements);
/// A stage that says "no solution" where another stage found a valid one is wrong.
void cross_check(const std::vector<Measurement>& measurements, std::vector<Row>& rows, const std::vector<DataSet>& sets,
                 std::vector<std::string>& problems);

/// The machine the figures come from: processor, cores, compiler, build type.
std::string cpu_model();
std::string compiler();
std::string build_type();
std::string machine_line();
/// The limits the figures were taken under, in words.
std::string limits_line(const Settings& s);

// ---------------------------------------------------------------- output (report.cpp, chart.cpp)

/// `value` with `decimals` decimals.
std::string fixed(double value, int decimals);
/// A figure with as many decimals as it deserves.
std::string figure(double value);

void print_table(const std::vector<Row>& rows, const Settings& settings);
void print_markdown(const std::vector<Row>& rows, const Settings& settings);
void print_csv(const std::vector<Row>& rows);
void print_json(const std::vector<Row>& rows, const Settings& settings, const std::vector<std::string>& problems);
/// The SVG chart (time and nodes per puzzle, log scale) to `path`.
void write_svg(const std::string& path, const std::vector<Row>& rows, const Settings& settings);

}  // namespace kit::bench
