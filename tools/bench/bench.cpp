// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit bench`: runs stage binaries side by side on puzzle files and prints what
// each stage costs (time, nodes, checks, guesses), as a table, CSV, Markdown,
// JSON and an SVG chart.
//
// The registry of stages is the set of stage binaries next to `kit`
// (lessonNN, solutionNN, sudoku): a new stage is picked up by its name, with
// no change here. Each stage runs as a subprocess in `--batch` mode with a
// per-puzzle report; the stage times every puzzle itself, so starting the
// process costs nothing in the figures. Puzzles are fed in chunks of growing
// size, which is what lets a whole-run budget stop a slow stage between
// chunks (and a chunk that overruns is killed). Every answer is checked with
// the kit's rules checker.
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cli.hpp"
#include "io.hpp"
#include "kit.hpp"
#include "kit_common.hpp"
#include "rules.hpp"

extern char** environ;

namespace kit {

namespace {

using kit::shared::xml_escape;

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

/// Exit code of `kit bench` when a stage gave a wrong answer or failed.
constexpr int kExitWrongAnswer = sudoku::kExitWrongAnswer;

// ---------------------------------------------------------------------------
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

/// A usage or input problem: one line on stderr, exit code 2.
struct UsageError {
  std::string message;
};

// ---------------------------------------------------------------------------
// Stages: discovered by name in the binary folder.

struct Stage {
  std::string name;  // as shown in the table
  fs::path path;
};

/// True when `text` is 1 to `max_length` decimal digits.
bool is_number(const std::string& text, std::size_t max_length) {
  return !text.empty() && text.size() <= max_length &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/// lessonNN, solutionNN or sudoku.
bool is_stage_binary_name(const std::string& name) {
  for (const std::string prefix : {"lesson", "solution"}) {
    if (name.rfind(prefix, 0) == 0 && name.size() == prefix.size() + 2 && is_number(name.substr(prefix.size()), 2)) {
      return true;
    }
  }
  return name == "sudoku";
}

bool is_executable(const fs::path& path) {
  std::error_code error;
  return fs::is_regular_file(path, error) && ::access(path.c_str(), X_OK) == 0;
}

/// Every stage binary in `dir`, in the order solutions, then sudoku, then lessons.
std::vector<std::string> discover_stages(const fs::path& dir) {
  std::vector<std::string> names;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(dir, error)) {
    const std::string name = entry.path().filename().string();
    if (is_stage_binary_name(name) && is_executable(entry.path())) names.push_back(name);
  }
  auto rank = [](const std::string& name) { return name.rfind("solution", 0) == 0 ? 0 : name == "sudoku" ? 1 : 2; };
  std::sort(names.begin(), names.end(),
            [&](const std::string& a, const std::string& b) { return rank(a) != rank(b) ? rank(a) < rank(b) : a < b; });
  return names;
}

std::string trim(const std::string& text) {
  const auto begin = text.find_first_not_of(" \t");
  if (begin == std::string::npos) return "";
  return text.substr(begin, text.find_last_not_of(" \t") - begin + 1);
}

/// `--stages 1,2,final`, `all`, `lesson03,solution03`, or a path to a binary.
std::vector<Stage> resolve_stages(const std::string& list, const fs::path& bin_dir) {
  const std::vector<std::string> known = discover_stages(bin_dir);
  std::vector<Stage> stages;
  auto add = [&](const std::string& shown, const fs::path& path) {
    for (const Stage& stage : stages) {
      if (stage.name == shown) return;  // listed twice: run once
    }
    stages.push_back({shown, path});
  };
  std::stringstream items(list);
  std::string item;
  while (std::getline(items, item, ',')) {
    item = trim(item);
    if (item.empty()) continue;
    if (item == "all") {
      for (const std::string& name : known) {
        if (name.rfind("lesson", 0) != 0) add(name, bin_dir / name);
      }
      continue;
    }
    if (item.find('/') != std::string::npos) {
      if (!is_executable(item)) throw UsageError{"--stages: " + item + " is not an executable file"};
      add(item, fs::path(item));
      continue;
    }
    std::string name = item;
    if (item == "final") name = "sudoku";
    if (is_number(item, 2)) name = (item.size() == 1 ? "solution0" : "solution") + item;
    if (!is_executable(bin_dir / name)) {
      std::string available;
      for (const std::string& k : known) available += (available.empty() ? "" : ", ") + k;
      throw UsageError{"--stages: no stage binary '" + name + "' in " + bin_dir.string() +
                       " (found: " + (available.empty() ? "none" : available) + ")"};
    }
    add(name, bin_dir / name);
  }
  if (stages.empty()) throw UsageError{"--stages: no stage to run in '" + list + "'"};
  return stages;
}

// ---------------------------------------------------------------------------
// Data sets

struct DataSet {
  std::string name;  // file name without .txt
  fs::path path;
  std::vector<sudoku::Grid> puzzles;
  std::vector<int> lines;  // the file line of each puzzle
};

DataSet load_data_set(const std::string& input, const fs::path& data_dir, std::size_t first) {
  fs::path path = input;
  std::error_code error;
  if (!fs::is_regular_file(path, error)) {
    const fs::path tier = data_dir / (input + ".txt");
    if (data_dir.empty() || !fs::is_regular_file(tier, error)) {
      std::string tiers;
      if (!data_dir.empty()) {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(data_dir, error)) {
          if (entry.path().extension() == ".txt") names.push_back(entry.path().stem().string());
        }
        std::sort(names.begin(), names.end());
        for (const std::string& name : names) tiers += (tiers.empty() ? "" : ", ") + name;
      }
      throw UsageError{"no puzzle file or bundled tier named '" + input + "'" +
                       (tiers.empty() ? std::string() : " (tiers: " + tiers + ")")};
    }
    path = tier;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError{"cannot open " + path.string()};
  DataSet set;
  set.name = path.stem().string();
  set.path = path;
  sudoku::PuzzleStream stream(in);
  try {
    while (auto puzzle = stream.next()) {
      if (auto conflict = sudoku::find_conflict(*puzzle)) {
        throw UsageError{path.string() + ":" + std::to_string(stream.line_number()) + ": " +
                         conflict->describe(*puzzle)};
      }
      set.puzzles.push_back(*puzzle);
      set.lines.push_back(stream.line_number());
      if (first != 0 && set.puzzles.size() == first) break;
    }
  } catch (const sudoku::ParseError& parse) {
    throw UsageError{path.string() + ":" + std::to_string(parse.line()) +
                     (parse.column() > 0 ? ":" + std::to_string(parse.column()) : "") + ": " + parse.message()};
  }
  if (set.puzzles.empty()) throw UsageError{path.string() + ": no puzzle in the file"};
  return set;
}

// ---------------------------------------------------------------------------
// Running one stage binary on a chunk of puzzles.

/// What the stage reported for one puzzle.
struct PuzzleRecord {
  std::string outcome;  // solved, no solution, limit reached, invalid
  double time_us = 0;   // whole microseconds, finer when the stage reports time_ns
  std::uint64_t nodes = 0, checks = 0, guesses = 0;
  bool wrong = false;
};

struct ChunkResult {
  std::vector<PuzzleRecord> records;  // one per puzzle of the chunk, empty when the chunk did not run
  bool killed = false;
  std::vector<std::string> problems;  // wrong answers and failures, one line each
};

/// A folder under /tmp removed on destruction.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "kit-bench-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw UsageError{"cannot create a temporary folder in /tmp"};
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code error;
    fs::remove_all(path_, error);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::stringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

/// The first stderr line of the stage that is not its batch summary.
std::string stage_message(const fs::path& stderr_path) {
  for (const std::string& line : split_lines(read_file(stderr_path))) {
    if (!line.empty() && line.rfind("puzzles=", 0) != 0) return line;
  }
  return "(nothing on stderr)";
}

/// Called while a chunk runs, with the seconds since the chunk started.
using Waiting = std::function<void()>;

/// Runs `argv` with stdout and stderr into files; kills it at `deadline`.
/// Returns the wait status, or nothing when it was killed.
std::optional<int> run_process(const std::vector<std::string>& argv, const fs::path& out, const fs::path& err,
                               std::optional<Clock::time_point> deadline, const Waiting& waiting) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  std::vector<char*> args;
  for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) throw UsageError{"cannot run " + argv[0] + ": " + std::strerror(spawned)};

  auto pause = std::chrono::microseconds(50);
  auto last_report = Clock::now();
  for (;;) {
    int status = 0;
    const pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid) return status;
    if (done < 0 && errno != EINTR) return std::nullopt;
    const auto now = Clock::now();
    if (deadline && now >= *deadline) {
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      return std::nullopt;
    }
    if (waiting && now - last_report > std::chrono::milliseconds(250)) {
      waiting();
      last_report = now;
    }
    std::this_thread::sleep_for(pause);
    pause = std::min(pause * 2, std::chrono::microseconds(2000));
  }
}

std::vector<std::string> split_csv_line(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream row(line);
  std::string field;
  while (std::getline(row, field, ',')) fields.push_back(field);
  return fields;
}

/// Parses the stage's CSV report (index,line,outcome,time_us,nodes,checks,
/// backtracks,max_depth,guesses,propagations), by column name, so a report
/// with more columns (a finer `time_ns`) works too.
std::map<std::size_t, PuzzleRecord> parse_report(const fs::path& path) {
  std::map<std::size_t, PuzzleRecord> rows;
  const std::vector<std::string> lines = split_lines(read_file(path));
  if (lines.empty()) return rows;
  const std::vector<std::string> header = split_csv_line(lines[0]);
  auto column = [&](const char* name) -> std::size_t {
    const auto found = std::find(header.begin(), header.end(), name);
    return found == header.end() ? header.size() : static_cast<std::size_t>(found - header.begin());
  };
  const std::size_t index = column("index"), outcome = column("outcome"), time_us = column("time_us"),
                    time_ns = column("time_ns"), nodes = column("nodes"), checks = column("checks"),
                    guesses = column("guesses");
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> fields = split_csv_line(lines[i]);
    if (fields.size() != header.size()) continue;  // a malformed row: that puzzle counts as missing
    try {
      PuzzleRecord record;
      record.outcome = fields.at(outcome);
      record.time_us = time_ns < fields.size() ? std::stod(fields[time_ns]) / 1000.0 : std::stod(fields.at(time_us));
      record.nodes = std::stoull(fields.at(nodes));
      record.checks = std::stoull(fields.at(checks));
      record.guesses = std::stoull(fields.at(guesses));
      rows[std::stoull(fields.at(index))] = record;
    } catch (const std::exception&) {
      continue;
    }
  }
  return rows;
}

struct RunLimits {
  std::uint64_t max_nodes;
  double time_limit;
  int jobs;       // --jobs of the stage's --batch
  bool cpu_time;  // --cpu-time of the stage's --batch
};

/// Runs `stage` on `puzzles[begin, end)` of `set` and checks every answer.
ChunkResult run_chunk(const Stage& stage, const DataSet& set, std::size_t begin, std::size_t end,
                      const RunLimits& limits, const fs::path& work, std::optional<Clock::time_point> deadline,
                      const Waiting& waiting) {
  const fs::path input = work / "chunk.txt", report = work / "report.csv", out = work / "out.txt",
                 err = work / "err.txt";
  {
    sudoku::OutputFile file(input.string());
    std::string text;
    for (std::size_t i = begin; i < end; ++i) text += sudoku::format_line(set.puzzles[i]) + '\n';
    file.write(text);
    file.close();
  }
  std::error_code ignored;
  fs::remove(report, ignored);
  char time_limit[32];
  std::snprintf(time_limit, sizeof time_limit, "%g", limits.time_limit);
  std::vector<std::string> argv = {
      stage.path.string(), "--batch",       "--output",    "line",
      "--report",          report.string(), "--max-nodes", std::to_string(limits.max_nodes),
      "--time-limit",      time_limit,      "--jobs",      std::to_string(limits.jobs),
      input.string()};
  if (limits.cpu_time) argv.insert(argv.end() - 1, "--cpu-time");
  ChunkResult result;
  const std::optional<int> status = run_process(argv, out, err, deadline, waiting);
  if (!status) {
    result.killed = true;
    return result;
  }
  const std::string where = stage.name + " on " + set.name;
  if (WIFSIGNALED(*status)) {
    result.problems.push_back(where + ": the stage crashed (signal " + std::to_string(WTERMSIG(*status)) +
                              ") on the chunk starting at line " + std::to_string(set.lines[begin]));
    return result;
  }
  const int code = WEXITSTATUS(*status);
  if (code != 0 && code != 1 && code != 3) {
    result.problems.push_back(where + ": the stage failed with exit code " + std::to_string(code) + ": " +
                              stage_message(err));
    return result;
  }
  const std::map<std::size_t, PuzzleRecord> rows = parse_report(report);
  const std::vector<std::string> answers = split_lines(read_file(out));
  if (rows.size() != end - begin || answers.size() != end - begin) {
    result.problems.push_back(where + ": the stage reported " + std::to_string(rows.size()) + " puzzles and printed " +
                              std::to_string(answers.size()) + " answer lines for " + std::to_string(end - begin) +
                              " puzzles (chunk starting at line " + std::to_string(set.lines[begin]) + ")");
    return result;
  }
  for (std::size_t i = begin; i < end; ++i) {
    auto row = rows.find(i - begin + 1);
    if (row == rows.end()) {
      result.problems.push_back(where + ": no report row for the puzzle on line " + std::to_string(set.lines[i]));
      result.records.clear();
      return result;
    }
    PuzzleRecord record = row->second;
    const std::string& answer = answers[i - begin];
    const std::string puzzle_name = set.path.string() + ":" + std::to_string(set.lines[i]);
    const bool printed_answer = !answer.empty() && answer[0] != '#';
    if (printed_answer != (record.outcome == "solved")) {
      record.wrong = true;
      result.problems.push_back("WRONG ANSWER: " + stage.name + " on " + puzzle_name + ": its report says '" +
                                record.outcome + "' but it printed '" + answer + "'");
    } else if (printed_answer) {
      try {
        const sudoku::Grid grid = sudoku::parse_line_puzzle(answer, 1);
        if (auto problem = sudoku::solution_problem(set.puzzles[i], grid)) {
          record.wrong = true;
          result.problems.push_back("WRONG ANSWER: " + stage.name + " on " + puzzle_name + ": " + *problem);
        }
      } catch (const sudoku::ParseError& parse) {
        record.wrong = true;
        result.problems.push_back("WRONG ANSWER: " + stage.name + " on " + puzzle_name +
                                  ": the answer line is not a grid: " + parse.message());
      }
    }
    result.records.push_back(record);
  }
  return result;
}

// ---------------------------------------------------------------------------
// Running one stage on one data set: warm-up, passes, budget.

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

Measurement measure(const Stage& stage, const DataSet& set, const Settings& settings, const fs::path& work,
                    Progress& progress, const std::string& step, std::vector<std::string>& problems) {
  const RunLimits limits{settings.max_nodes, settings.time_limit, settings.jobs, !settings.wall_time};
  Measurement m;
  m.stage = stage.name;
  m.data_set = set.name;
  m.file = set.path.string();
  m.puzzles = set.puzzles.size();
  const std::size_t n = set.puzzles.size();
  // A stage that needs more than this after its budget is killed: the budget plus
  // one puzzle's time limit, plus a second for the process itself.
  const double grace = (settings.time_limit > 0 ? settings.time_limit : 5.0) + 1.0;
  auto deadline_from = [&](Clock::time_point start) -> std::optional<Clock::time_point> {
    if (settings.budget <= 0) return std::nullopt;
    return start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(settings.budget + grace));
  };
  auto seconds_since = [](Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
  };

  if (!settings.no_warmup) {
    const auto start = Clock::now();
    progress.show(step + " " + stage.name + " on " + set.name + ": warm-up");
    run_chunk(stage, set, 0, 1, limits, work, deadline_from(start), nullptr);
  }

  std::vector<std::pair<std::size_t, std::size_t>> chunks;  // the chunks of the first pass, reused by the others
  for (int pass = 0; pass < settings.repeat; ++pass) {
    const auto start = Clock::now();
    const auto deadline = deadline_from(start);
    auto show = [&](std::size_t done) {
      char text[160];
      std::snprintf(text, sizeof text, "%s %s on %s: pass %d/%d, %zu/%zu puzzles, %.1f s", step.c_str(),
                    stage.name.c_str(), set.name.c_str(), pass + 1, settings.repeat, done, n, seconds_since(start));
      progress.show(text);
    };
    if (pass == 0) {
      std::size_t next = 0, size = 1;
      while (next < n) {
        const double spent = seconds_since(start);
        if (settings.budget > 0 && spent >= settings.budget) break;
        const std::size_t end = std::min(n, next + size);
        const auto chunk_start = Clock::now();
        ChunkResult chunk = run_chunk(stage, set, next, end, limits, work, deadline, [&] { show(next); });
        problems.insert(problems.end(), chunk.problems.begin(), chunk.problems.end());
        if (chunk.killed || chunk.records.size() != end - next) break;
        for (const PuzzleRecord& record : chunk.records) {
          m.records.push_back(record);
          m.times.push_back({record.time_us});
        }
        chunks.emplace_back(next, end);
        next = end;
        show(next);
        // Double the chunk, but not past what the rest of the budget can pay for.
        const double per_puzzle = seconds_since(chunk_start) / static_cast<double>(end - chunks.back().first);
        size = std::min<std::size_t>(size * 2, 1024);
        if (settings.budget > 0 && per_puzzle > 0) {
          const double left = settings.budget - seconds_since(start);
          size = std::max<std::size_t>(1, std::min(size, static_cast<std::size_t>(left / per_puzzle) + 1));
        }
      }
    } else {
      for (const auto& range : chunks) {
        const std::size_t begin = range.first, end = range.second;  // (clang 14 cannot capture a structured binding)
        ChunkResult chunk = run_chunk(stage, set, begin, end, limits, work, deadline, [&] { show(begin); });
        problems.insert(problems.end(), chunk.problems.begin(), chunk.problems.end());
        if (chunk.killed || chunk.records.size() != end - begin) break;
        for (std::size_t i = begin; i < end; ++i) m.times[i].push_back(chunk.records[i - begin].time_us);
        show(end);
      }
    }
  }
  return m;
}

// ---------------------------------------------------------------------------
// Statistics of one measurement.

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

double median_of(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  if (n == 0) return 0;
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

/// Nearest-rank percentile `p` (0 < p <= 100) of `values`.
double percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const auto rank = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(values.size())));
  return values[std::max<std::size_t>(rank, 1) - 1];
}

Row summarize(const Measurement& m) {
  Row row;
  row.stage = m.stage;
  row.data_set = m.data_set;
  row.file = m.file;
  row.puzzles = m.puzzles;
  row.run = m.records.size();
  row.not_run = m.puzzles - row.run;
  for (std::size_t i = 0; i < m.records.size(); ++i) {
    const PuzzleRecord& r = m.records[i];
    if (r.wrong) ++row.wrong;
    if (r.outcome == "solved") ++row.solved;
    if (r.outcome == "no solution") ++row.no_solution;
    if (r.outcome == "limit reached") ++row.limit;
    row.total_nodes += r.nodes;
    row.total_checks += r.checks;
    row.total_guesses += r.guesses;
    row.puzzle_us.push_back(median_of(m.times[i]));
    row.total_us += row.puzzle_us.back();
  }
  if (row.run > 0) {
    const auto n = static_cast<double>(row.run);
    row.mean_us = row.total_us / n;
    row.median_us = percentile(row.puzzle_us, 50);
    row.p90_us = percentile(row.puzzle_us, 90);
    row.puzzles_per_s = row.total_us > 0 ? n * 1e6 / row.total_us : 0;
    row.mean_nodes = static_cast<double>(row.total_nodes) / n;
    row.mean_checks = static_cast<double>(row.total_checks) / n;
    row.mean_guesses = static_cast<double>(row.total_guesses) / n;
  }
  return row;
}

/// Speed-up of every row against the first listed stage on the same data set,
/// over the puzzles both ran (the common prefix).
void add_speedups(std::vector<Row>& rows, const std::vector<Measurement>& measurements) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto base = std::find_if(rows.begin(), rows.end(), [&](const Row& r) { return r.file == rows[i].file; });
    const std::size_t b = static_cast<std::size_t>(base - rows.begin());
    const std::size_t common = std::min(rows[i].run, base->run);
    double base_us = 0, this_us = 0;
    bool capped = false;
    for (std::size_t p = 0; p < common; ++p) {
      base_us += base->puzzle_us[p];
      this_us += rows[i].puzzle_us[p];
      capped = capped || measurements[b].records[p].outcome == "limit reached" ||
               measurements[i].records[p].outcome == "limit reached";
    }
    if (common > 0 && this_us > 0 && base_us > 0) rows[i].speedup = base_us / this_us;
    rows[i].speedup_capped = capped && i != b;
  }
}

/// A stage that says "no solution" where another stage found a valid one is wrong.
void cross_check(const std::vector<Measurement>& measurements, std::vector<Row>& rows, const std::vector<DataSet>& sets,
                 std::vector<std::string>& problems) {
  for (std::size_t i = 0; i < measurements.size(); ++i) {
    const Measurement& m = measurements[i];
    const DataSet& set = *std::find_if(
        sets.begin(), sets.end(), [&](const DataSet& s) { return s.name == m.data_set && s.path.string() == m.file; });
    for (std::size_t p = 0; p < m.records.size(); ++p) {
      if (m.records[p].outcome != "no solution") continue;
      for (const Measurement& other : measurements) {
        if (other.file != m.file || p >= other.records.size()) continue;
        const PuzzleRecord& r = other.records[p];
        if (r.outcome == "solved" && !r.wrong) {
          problems.push_back("WRONG ANSWER: " + m.stage + " on " + m.file + ":" + std::to_string(set.lines[p]) +
                             ": says 'no solution' but " + other.stage + " solved it");
          ++rows[i].wrong;
          break;
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------
// The machine the figures come from.

std::string cpu_model() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("model name", 0) == 0) {
      const auto colon = line.find(':');
      if (colon != std::string::npos) return trim(line.substr(colon + 1));
    }
  }
  return "unknown processor";
}

std::string compiler() {
#if defined(__clang__)
  return std::string("clang ") + __clang_version__;
#elif defined(__GNUC__)
  return std::string("g++ ") + __VERSION__;
#else
  return "unknown compiler";
#endif
}

std::string build_type() {
#ifdef KIT_BUILD_TYPE
  return KIT_BUILD_TYPE;
#else
  return "unknown";
#endif
}

std::string machine_line() {
  return cpu_model() + ", " + std::to_string(std::thread::hardware_concurrency()) + " cores; " + compiler() + ", " +
         build_type() + " build";
}

std::string limits_line(const Settings& s) {
  char text[200];
  std::snprintf(text, sizeof text,
                "limits per puzzle: %llu nodes, %g s; budget per stage and data set: %g s; %d pass%s%s",
                static_cast<unsigned long long>(s.max_nodes), s.time_limit, s.budget, s.repeat,
                s.repeat == 1 ? "" : "es (median)", s.no_warmup ? "" : " after a warm-up");
  const std::string clock = s.wall_time ? "; times: wall clock" : "; times: CPU time";
  // Only when not the default, so that a default table reads as before.
  if (s.jobs > 1)
    return std::string(text) + clock + "; --jobs " + std::to_string(s.jobs) + " (times per puzzle with shared cores)";
  return text + clock;
}

// ---------------------------------------------------------------------------
// Output formats.

std::string fixed(double value, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

/// A figure with as many decimals as it deserves.
std::string figure(double value) {
  if (value >= 100) return fixed(value, 0);
  if (value >= 10) return fixed(value, 1);
  return fixed(value, 2);
}

std::vector<std::string> header_cells() {
  return {"stage",     "data set",  "puzzles", "solved",     "no solution", "limit hits",   "not run", "wrong",
          "puzzles/s", "median µs", "p90 µs",  "mean nodes", "mean checks", "mean guesses", "speed-up"};
}

std::vector<std::string> row_cells(const Row& r) {
  const bool ran = r.run > 0;
  std::string speedup = r.speedup ? fixed(*r.speedup, *r.speedup >= 10 ? 1 : 2) + "x" : "-";
  if (r.speedup && r.speedup_capped) speedup += "*";
  return {r.stage,
          r.data_set,
          std::to_string(r.puzzles),
          std::to_string(r.solved),
          std::to_string(r.no_solution),
          std::to_string(r.limit),
          std::to_string(r.not_run),
          std::to_string(r.wrong),
          ran ? figure(r.puzzles_per_s) : "-",
          ran ? figure(r.median_us) : "-",
          ran ? figure(r.p90_us) : "-",
          ran ? figure(r.mean_nodes) : "-",
          ran && r.total_checks > 0 ? figure(r.mean_checks) : "-",  // "-": the stage counts no checks
          ran ? figure(r.mean_guesses) : "-",
          speedup};
}

/// Width on screen of a UTF-8 string (µ is two bytes, one column).
std::size_t display_width(const std::string& text) {
  std::size_t width = 0;
  for (const char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++width;
  }
  return width;
}

std::string pad(const std::string& text, std::size_t width, bool left) {
  const std::string fill(width - std::min(width, display_width(text)), ' ');
  return left ? text + fill : fill + text;
}

bool any_capped(const std::vector<Row>& rows) {
  return std::any_of(rows.begin(), rows.end(), [](const Row& r) { return r.speedup_capped; });
}

const char* kCappedNote =
    "* a node or time limit stopped some of the compared puzzles: the speed-up compares capped times";

void print_table(const std::vector<Row>& rows, const Settings& settings) {
  std::vector<std::vector<std::string>> cells = {header_cells()};
  for (const Row& r : rows) cells.push_back(row_cells(r));
  std::vector<std::size_t> widths(cells[0].size(), 0);
  for (const auto& line : cells) {
    for (std::size_t c = 0; c < line.size(); ++c) widths[c] = std::max(widths[c], display_width(line[c]));
  }
  for (const auto& line : cells) {
    std::string text;
    for (std::size_t c = 0; c < line.size(); ++c) text += (c ? "  " : "") + pad(line[c], widths[c], c < 2);
    std::cout << text << '\n';
  }
  std::cout << '\n' << machine_line() << '\n' << limits_line(settings) << '\n';
  if (any_capped(rows)) std::cout << kCappedNote << '\n';
}

void print_markdown(const std::vector<Row>& rows, const Settings& settings) {
  const std::vector<std::string> head = header_cells();
  std::string line = "|", rule = "|";
  for (std::size_t c = 0; c < head.size(); ++c) {
    line += " " + head[c] + " |";
    rule += c < 2 ? "---|" : "---:|";
  }
  std::cout << line << '\n' << rule << '\n';
  for (const Row& r : rows) {
    std::string text = "|";
    for (std::string cell : row_cells(r)) {
      if (!cell.empty() && cell.back() == '*') cell.insert(cell.size() - 1, "\\");  // a literal star in Markdown
      text += " " + cell + " |";
    }
    std::cout << text << '\n';
  }
  std::cout << '\n' << "Measured on " << machine_line() << "; " << limits_line(settings) << ".\n";
  if (any_capped(rows)) std::cout << '\n' << "\\" << kCappedNote << ".\n";
}

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (const char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

std::string number(double value) {
  char text[64];
  std::snprintf(text, sizeof text, "%.6g", value);
  return text;
}

void print_csv(const std::vector<Row>& rows) {
  std::cout
      << "stage,data_set,file,puzzles,solved,no_solution,limit_hits,not_run,wrong,puzzles_per_s,mean_us,median_us,"
         "p90_us,mean_nodes,mean_checks,mean_guesses,total_nodes,total_checks,total_guesses,speedup\n";
  for (const Row& r : rows) {
    std::cout << csv_field(r.stage) << ',' << csv_field(r.data_set) << ',' << csv_field(r.file) << ',' << r.puzzles
              << ',' << r.solved << ',' << r.no_solution << ',' << r.limit << ',' << r.not_run << ',' << r.wrong << ','
              << number(r.puzzles_per_s) << ',' << number(r.mean_us) << ',' << number(r.median_us) << ','
              << number(r.p90_us) << ',' << number(r.mean_nodes) << ',' << number(r.mean_checks) << ','
              << number(r.mean_guesses) << ',' << r.total_nodes << ',' << r.total_checks << ',' << r.total_guesses
              << ',' << (r.speedup ? number(*r.speedup) : "") << '\n';
  }
}

std::string json_string(const std::string& text) {
  std::string out = "\"";
  for (const char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char escaped[8];
          std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
          out += escaped;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

void print_json(const std::vector<Row>& rows, const Settings& settings, const std::vector<std::string>& problems) {
  std::ostream& o = std::cout;
  o << "{\n  \"machine\": " << json_string(machine_line()) << ",\n  \"cpu\": " << json_string(cpu_model())
    << ",\n  \"compiler\": " << json_string(compiler()) << ",\n  \"build_type\": " << json_string(build_type())
    << ",\n  \"settings\": {\"max_nodes\": " << settings.max_nodes
    << ", \"time_limit_s\": " << number(settings.time_limit) << ", \"budget_s\": " << number(settings.budget)
    << ", \"repeat\": " << settings.repeat << ", \"warmup\": " << (settings.no_warmup ? "false" : "true")
    << "},\n  \"rows\": [";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row& r = rows[i];
    o << (i ? ",\n" : "\n") << "    {\"stage\": " << json_string(r.stage)
      << ", \"data_set\": " << json_string(r.data_set) << ", \"file\": " << json_string(r.file)
      << ", \"puzzles\": " << r.puzzles << ", \"run\": " << r.run << ", \"not_run\": " << r.not_run
      << ", \"solved\": " << r.solved << ", \"no_solution\": " << r.no_solution << ", \"limit_hits\": " << r.limit
      << ", \"wrong\": " << r.wrong << ", \"puzzles_per_s\": " << number(r.puzzles_per_s)
      << ", \"mean_us\": " << number(r.mean_us) << ", \"median_us\": " << number(r.median_us)
      << ", \"p90_us\": " << number(r.p90_us) << ", \"mean_nodes\": " << number(r.mean_nodes)
      << ", \"mean_checks\": " << number(r.mean_checks) << ", \"mean_guesses\": " << number(r.mean_guesses)
      << ", \"total_nodes\": " << r.total_nodes << ", \"total_checks\": " << r.total_checks
      << ", \"total_guesses\": " << r.total_guesses << ", \"speedup\": " << (r.speedup ? number(*r.speedup) : "null")
      << ", \"speedup_capped\": " << (r.speedup_capped ? "true" : "false") << "}";
  }
  o << "\n  ],\n  \"problems\": [";
  for (std::size_t i = 0; i < problems.size(); ++i) o << (i ? ", " : "") << json_string(problems[i]);
  o << "],\n  \"ok\": " << (problems.empty() ? "true" : "false") << "\n}\n";
}

// ---------------------------------------------------------------------------
// The SVG chart: two panels of grouped bars on a log scale, one group per
// data set, one bar per stage.

/// A short label for a bar: 3 significant digits at most, k and M for thousands and millions.
std::string compact(double value) {
  if (value >= 1e6) return figure(value / 1e6) + "M";
  if (value >= 1e4) return figure(value / 1e3) + "k";
  return figure(value);
}

/// The label of the gridline at 10^decade: 0.01 ... 1 ... 100k, 1M.
std::string decade_label(int decade) {
  const double value = std::pow(10.0, decade);
  if (decade < 0) return fixed(value, -decade);
  if (decade < 4) return fixed(value, 0);
  return decade < 6 ? fixed(value / 1e3, 0) + "k" : fixed(value / 1e6, 0) + "M";
}

const char* const kPalette[] = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
                                "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};

struct Panel {
  std::string title, metric, unit;
  double (*value)(const Row&);
};

void svg_panel(std::ostream& o, const Panel& panel, const std::vector<Row>& rows,
               const std::vector<std::string>& stages, const std::vector<std::string>& sets, double top, double width,
               double height) {
  const double left = 70, right = 20, plot_top = top + 30, plot_height = height - 70;
  const double plot_width = width - left - right;
  double low = 1e300, high = 0;
  for (const Row& r : rows) {
    const double v = panel.value(r);
    if (r.run > 0 && v > 0) {
      low = std::min(low, v);
      high = std::max(high, v);
    }
  }
  if (high <= 0) low = high = 1;
  const int decade_low = static_cast<int>(std::floor(std::log10(low)));
  int decade_high = static_cast<int>(std::ceil(std::log10(high)));
  if (decade_high <= decade_low) decade_high = decade_low + 1;
  auto y_of = [&](double v) {
    const double t = (std::log10(v) - decade_low) / (decade_high - decade_low);
    return plot_top + plot_height * (1 - t);
  };
  const double base = plot_top + plot_height;
  o << "  <g class=\"panel\" data-metric=\"" << panel.metric << "\">\n";
  o << "    <text x=\"" << left << "\" y=\"" << top + 18 << "\" class=\"title\">" << xml_escape(panel.title)
    << "</text>\n";
  for (int d = decade_low; d <= decade_high; ++d) {
    const double y = y_of(std::pow(10.0, d));
    o << "    <line x1=\"" << left << "\" y1=\"" << fixed(y, 1) << "\" x2=\"" << left + plot_width << "\" y2=\""
      << fixed(y, 1) << "\" class=\"grid\"/>\n";
    o << "    <text x=\"" << left - 6 << "\" y=\"" << fixed(y + 4, 1) << "\" class=\"axis\" text-anchor=\"end\">"
      << xml_escape(decade_label(d)) << "</text>\n";
  }
  o << "    <text x=\"14\" y=\"" << fixed(plot_top + plot_height / 2, 1)
    << "\" class=\"axis\" transform=\"rotate(-90 14 " << fixed(plot_top + plot_height / 2, 1)
    << ")\" text-anchor=\"middle\">" << xml_escape(panel.unit) << "</text>\n";
  const double group_width = plot_width / static_cast<double>(sets.size());
  const double bar_width = std::min(40.0, group_width * 0.8 / static_cast<double>(stages.size()));
  for (std::size_t g = 0; g < sets.size(); ++g) {
    const double group_left = left + group_width * static_cast<double>(g) +
                              (group_width - bar_width * static_cast<double>(stages.size())) / 2;
    for (std::size_t s = 0; s < stages.size(); ++s) {
      const auto row = std::find_if(rows.begin(), rows.end(),
                                    [&](const Row& r) { return r.stage == stages[s] && r.data_set == sets[g]; });
      if (row == rows.end()) continue;
      const double v = panel.value(*row);
      const bool drawn = row->run > 0 && v > 0;
      const double y = drawn ? std::min(base, y_of(v)) : base;
      const double x = group_left + bar_width * static_cast<double>(s);
      std::string label = row->run == 0 ? "not run" : compact(v);
      if (row->limit > 0 || row->not_run > 0) label += "*";
      o << "    <rect class=\"bar\" data-metric=\"" << panel.metric << "\" data-stage=\"" << xml_escape(row->stage)
        << "\" data-set=\"" << xml_escape(row->data_set) << "\" x=\"" << fixed(x, 1) << "\" y=\"" << fixed(y, 1)
        << "\" width=\"" << fixed(bar_width - 2, 1) << "\" height=\"" << fixed(base - y, 1) << "\" fill=\""
        << kPalette[s % (sizeof kPalette / sizeof kPalette[0])] << "\"><title>" << xml_escape(row->stage) << " on "
        << xml_escape(row->data_set) << ": " << xml_escape(label) << " " << xml_escape(panel.unit)
        << "</title></rect>\n";
      o << "    <text x=\"" << fixed(x + (bar_width - 2) / 2, 1) << "\" y=\"" << fixed(y - 3, 1)
        << "\" class=\"value\" text-anchor=\"middle\">" << xml_escape(label) << "</text>\n";
    }
    o << "    <text x=\"" << fixed(left + group_width * (static_cast<double>(g) + 0.5), 1) << "\" y=\""
      << fixed(base + 18, 1) << "\" class=\"axis\" text-anchor=\"middle\">" << xml_escape(sets[g]) << "</text>\n";
  }
  o << "    <line x1=\"" << left << "\" y1=\"" << base << "\" x2=\"" << left + plot_width << "\" y2=\"" << base
    << "\" class=\"baseline\"/>\n  </g>\n";
}

void write_svg(const std::string& path, const std::vector<Row>& rows, const Settings& settings) {
  std::vector<std::string> stages, sets;
  for (const Row& r : rows) {
    if (std::find(stages.begin(), stages.end(), r.stage) == stages.end()) stages.push_back(r.stage);
    if (std::find(sets.begin(), sets.end(), r.data_set) == sets.end()) sets.push_back(r.data_set);
  }
  const double width = std::max(640.0, 120.0 + static_cast<double>(sets.size() * stages.size()) * 34.0);
  const double panel_height = 300, legend_top = 2 * panel_height + 10;
  const double height = legend_top + 22.0 * static_cast<double>((stages.size() + 3) / 4) + 50;
  std::ostringstream o;
  o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height << "\" viewBox=\"0 0 "
    << width << ' ' << height << "\" font-family=\"sans-serif\">\n"
    << "  <style>.title{font-size:15px;font-weight:bold}.axis{font-size:12px;fill:#333}.value{font-size:9px;fill:#333}"
       ".grid{stroke:#ddd;stroke-width:1}.baseline{stroke:#333;stroke-width:1}.legend{font-size:12px}"
       ".note{font-size:11px;fill:#555}</style>\n"
    << "  <rect x=\"0\" y=\"0\" width=\"" << width << "\" height=\"" << height << "\" fill=\"white\"/>\n";
  svg_panel(o, {"Time per puzzle (mean, log scale)", "us", "µs per puzzle", [](const Row& r) { return r.mean_us; }},
            rows, stages, sets, 0, width, panel_height);
  svg_panel(o,
            {"Search-tree nodes per puzzle (mean, log scale)", "nodes", "nodes per puzzle",
             [](const Row& r) { return r.mean_nodes; }},
            rows, stages, sets, panel_height, width, panel_height);
  o << "  <g class=\"legend\">\n";
  for (std::size_t s = 0; s < stages.size(); ++s) {
    const double x = 70 + 170.0 * static_cast<double>(s % 4), y = legend_top + 22.0 * static_cast<double>(s / 4);
    o << "    <rect x=\"" << x << "\" y=\"" << y << "\" width=\"14\" height=\"14\" fill=\""
      << kPalette[s % (sizeof kPalette / sizeof kPalette[0])] << "\"/><text x=\"" << x + 20 << "\" y=\"" << y + 12
      << "\" class=\"legend\">" << xml_escape(stages[s]) << "</text>\n";
  }
  const double note_y = legend_top + 22.0 * static_cast<double>((stages.size() + 3) / 4) + 14;
  o << "  </g>\n  <text x=\"10\" y=\"" << note_y << "\" class=\"note\">"
    << xml_escape(
           "* limit hits or puzzles not run: the bar shows the puzzles that ran, with capped costs. "
           "A bar at the axis: zero (no node: solved without a guess).")
    << "</text>\n  <text x=\"10\" y=\"" << note_y + 16 << "\" class=\"note\">"
    << xml_escape(machine_line() + "; " + limits_line(settings)) << "</text>\n</svg>\n";
  sudoku::OutputFile file(path);
  file.write(o.str());
  file.close();
}

// ---------------------------------------------------------------------------

fs::path own_folder() {
  std::error_code error;
  const fs::path self = fs::read_symlink("/proc/self/exe", error);
  return error ? fs::current_path() : self.parent_path();
}

int run_bench(Settings settings) {
  const fs::path bin_dir = settings.bin_dir.empty() ? own_folder() : fs::path(settings.bin_dir);
  fs::path data_dir = settings.data_dir;
#ifdef KIT_DATA_DIR
  if (data_dir.empty()) data_dir = KIT_DATA_DIR;
#endif
  if (settings.list) {
    for (const std::string& name : discover_stages(bin_dir)) std::cout << name << '\n';
    return 0;
  }
  const std::vector<Stage> stages = resolve_stages(settings.stages, bin_dir);
  if (settings.inputs.empty()) settings.inputs = {"easy"};
  std::vector<DataSet> sets;
  for (const std::string& input : settings.inputs) sets.push_back(load_data_set(input, data_dir, settings.first));

  TempDir work;
  Progress progress(::isatty(2) != 0);
  std::vector<std::string> problems;
  std::vector<Measurement> measurements;
  const std::size_t steps = stages.size() * sets.size();
  for (const DataSet& set : sets) {
    for (const Stage& stage : stages) {
      const std::string step = "[" + std::to_string(measurements.size() + 1) + "/" + std::to_string(steps) + "]";
      measurements.push_back(measure(stage, set, settings, work.path(), progress, step, problems));
    }
  }
  progress.clear();

  // Rows in the order stages were listed, grouped by data set.
  std::vector<Row> rows;
  for (const Measurement& m : measurements) rows.push_back(summarize(m));
  cross_check(measurements, rows, sets, problems);
  add_speedups(rows, measurements);

  for (const std::string& problem : problems) std::cerr << "kit bench: " << problem << '\n';
  if (settings.json) {
    print_json(rows, settings, problems);
  } else if (settings.csv) {
    print_csv(rows);
  } else if (settings.markdown) {
    print_markdown(rows, settings);
  } else {
    print_table(rows, settings);
  }
  if (!settings.svg_path.empty()) write_svg(settings.svg_path, rows, settings);
  if (!problems.empty()) {
    std::cerr << "kit bench: " << problems.size() << " wrong answer" << (problems.size() == 1 ? "" : "s")
              << " or failure" << (problems.size() == 1 ? "" : "s") << " (see above); exit code " << kExitWrongAnswer
              << '\n';
    return kExitWrongAnswer;
  }
  return 0;
}

}  // namespace

void add_bench_command(CLI::App& app, int& exit_code) {
  auto settings = std::make_shared<Settings>();
  CLI::App* bench = app.add_subcommand(
      "bench",
      "Run stages side by side on puzzle files: time, nodes, checks, guesses per stage and data set.\n"
      "Each stage binary runs in --batch mode and times every puzzle itself; every answer is checked.\n"
      "Exit codes: 0 done, 2 bad usage or input, 4 a stage gave a wrong answer or failed, 5 output failed.");
  bench->add_option("files", settings->inputs,
                    "puzzle files (line format), or names of bundled tiers: easy, 17-clue, hard, famous, 4x4, "
                    "16x16 (default: easy)");
  bench
      ->add_option("--stages", settings->stages,
                   "stages to compare, first = reference for the speed-up: 'all' (every solutionNN and sudoku), "
                   "numbers (3 = solution03), 'final' (sudoku), binary names (lesson03) or paths")
      ->capture_default_str();
  bench->add_option("--max-nodes", settings->max_nodes, "node limit per puzzle (0 = none)")
      ->check(sudoku::whole_number_validator())
      ->capture_default_str();
  bench->add_option("--time-limit", settings->time_limit, "time limit per puzzle in seconds (0 = none)")
      ->check(sudoku::seconds_validator())
      ->capture_default_str();
  bench
      ->add_option("--budget", settings->budget,
                   "seconds per stage and data set (per pass); the puzzles left are shown as 'not run' (0 = none)")
      ->check(sudoku::seconds_validator())
      ->capture_default_str();
  bench->add_option("--repeat", settings->repeat, "passes over the puzzles; each puzzle's time is the median")
      ->check(sudoku::whole_number_validator(1, 1000))
      ->capture_default_str();
  bench->add_flag("--no-warmup", settings->no_warmup, "skip the warm-up run of each stage");
  bench->add_flag("--wall-time", settings->wall_time,
                  "time puzzles by the wall clock, not by the CPU time of the solving thread (the default)");
  bench
      ->add_option("--jobs", settings->jobs,
                   "threads of each stage's --batch (the stages still run one at a time); above 1 the times per "
                   "puzzle are taken while the puzzles share the cores")
      ->check(sudoku::whole_number_validator(1, 1024))
      ->capture_default_str();
  bench->add_option("--first", settings->first, "use only the first N puzzles of each file (0 = all)")
      ->check(sudoku::whole_number_validator());
  auto* csv = bench->add_flag("--csv", settings->csv, "print CSV instead of the table");
  auto* markdown = bench->add_flag("--markdown", settings->markdown, "print a Markdown table");
  auto* json = bench->add_flag("--json", settings->json, "print JSON (with the totals the tests use)");
  csv->excludes(markdown)->excludes(json);
  markdown->excludes(json);
  bench->add_option("--svg", settings->svg_path, "also write a chart (time and nodes per puzzle, log scale) to FILE");
  bench->add_option("--bin-dir", settings->bin_dir, "folder of the stage binaries (default: the folder of kit)");
  bench->add_option("--data-dir", settings->data_dir, "folder of the bundled tiers (default: the kit's tools/data)");
  bench->add_flag("--list", settings->list, "list the stage binaries found and exit");
  bench->callback([settings, &exit_code] {
    try {
      exit_code = run_bench(*settings);
    } catch (const UsageError& error) {
      std::cerr << "kit bench: " << error.message << '\n';
      exit_code = 2;
    } catch (const sudoku::WriteError& error) {
      std::cerr << "kit bench: " << error.what() << '\n';
      exit_code = sudoku::kExitOutputFailed;
    }
  });
}

}  // namespace kit
