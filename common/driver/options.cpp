// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#include "cli.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <time.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fstream>
#include <functional>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "io.hpp"
#include "rules.hpp"
#include "trace.hpp"

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
  std::string trace_path;         // --trace-dot: where to write the search tree
  std::size_t trace_limit = 150;  // --trace-limit: node budget of the drawing (0 = none)
  int jobs = 1;                   // --jobs: threads answering a --batch (default: one per core)
  bool cpu_time = false;          // --cpu-time: per-puzzle times in CPU time of the solving thread
};

/// The most threads `--jobs` starts.
constexpr unsigned kMaxJobs = 1024;

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

/// The stage's solve() for `options`: the copy compiled without an observer when
/// nothing observes the search and the stage has one, the stage as written otherwise.
SolveFunction solve_for(const StageInfo& stage, const SearchOptions& options) {
  return options.observer == nullptr && stage.solve_unobserved != nullptr ? stage.solve_unobserved : stage.solve;
}

bool reads_standard_input(const Settings& settings) {
  return settings.input_path.empty() || settings.input_path == "-";
}

/// Opens the input: the FILE argument, or standard input. A directory is refused here
/// (the file library would report it later without the file's name).
std::istream& open_input(const Settings& settings, std::ifstream& file) {
  struct stat info {};
  if (reads_standard_input(settings)) {
    if (::fstat(0, &info) == 0 && S_ISDIR(info.st_mode)) {
      throw BadInput{"cannot read standard input: " + std::string(std::strerror(EISDIR))};
    }
    return std::cin;
  }
  if (::stat(settings.input_path.c_str(), &info) != 0) {
    throw BadInput{"cannot open " + settings.input_path + ": " + std::strerror(errno)};
  }
  if (S_ISDIR(info.st_mode)) throw BadInput{"cannot read " + settings.input_path + ": " + std::strerror(EISDIR)};
  file.open(settings.input_path, std::ios::binary);
  if (!file) throw BadInput{"cannot open " + settings.input_path + ": " + std::strerror(errno)};
  return file;
}

std::string source_name(const Settings& settings) {
  return reads_standard_input(settings) ? "input" : settings.input_path;
}

/// The line of a read error (e.g. the input is a directory given as standard input).
std::string read_error(const Settings& settings, const std::ios_base::failure& error) {
  const int code = error.code().value();
  const std::string reason =
      error.code().category() == std::system_category() || error.code().category() == std::generic_category()
          ? std::strerror(code)
          : error.what();
  return "cannot read " + (reads_standard_input(settings) ? std::string("standard input") : settings.input_path) +
         ": " + reason;
}

/// Throws BadInput when reading `in` failed (rather than ended): the rest of the input cannot be read.
void check_read(const Settings& settings, const std::istream& in) {
  const bool failed = reads_standard_input(settings) ? std::ferror(stdin) != 0 : in.bad();
  if (failed)
    throw BadInput{"cannot read " +
                   (reads_standard_input(settings) ? std::string("standard input") : settings.input_path) +
                   ": read error"};
}

/// True when `path` exists and is the same file (device and inode) as `info`.
bool is_same_file(const std::string& path, const struct stat& info) {
  struct stat other {};
  return ::stat(path.c_str(), &other) == 0 && other.st_dev == info.st_dev && other.st_ino == info.st_ino;
}

/// Refuses an output that is the input itself: opening it would destroy the puzzles before they are read.
void refuse_output_onto_input(const Settings& settings) {
  struct stat input {};
  const bool have_input =
      reads_standard_input(settings) ? ::fstat(0, &input) == 0 : ::stat(settings.input_path.c_str(), &input) == 0;
  if (!have_input || !S_ISREG(input.st_mode)) return;  // a pipe or terminal cannot be overwritten
  const std::string input_name = reads_standard_input(settings) ? "the input (standard input)" : "the input file";
  for (const auto& [option, path] : {std::pair<const char*, const std::string&>{"--report", settings.report_path},
                                     {"--trace-dot", settings.trace_path}}) {
    if (!path.empty() && is_same_file(path, input)) {
      throw BadInput{std::string(option) + " " + path + " is " + input_name + "; refusing to overwrite it"};
    }
  }
  struct stat output {};
  if (::fstat(1, &output) == 0 && S_ISREG(output.st_mode) && output.st_dev == input.st_dev &&
      output.st_ino == input.st_ino) {
    throw BadInput{"standard output is " + input_name + "; write the answers to another file"};
  }
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

/// Writes `text` to stdout in one piece, so an answer is never printed half; throws WriteError.
void print(const std::string& text) {
  OutputFile out;
  out.write(text);
  out.flush();
}

/// Times one puzzle: wall time by default; with --cpu-time the CPU time of the
/// thread that solves it, which other programs on a busy machine do not inflate
/// (kit bench and kit class compare stages run minutes apart).
class PuzzleTimer {
 public:
  explicit PuzzleTimer(bool cpu_time) : cpu_time_(cpu_time), started_(now()) {}
  std::uint64_t elapsed_ns() const { return now() - started_; }

 private:
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
  bool cpu_time_;
  std::uint64_t started_;
};

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
                static_cast<unsigned long long>(t.invalid),
                t.seconds > 0 ? static_cast<double>(t.puzzles) / t.seconds : 0.0, t.seconds * 1e6 / n,
                static_cast<double>(t.work.nodes) / n, static_cast<double>(t.work.checks) / n,
                static_cast<double>(t.work.guesses) / n, 100.0 * static_cast<double>(t.without_guess) / n);
  return text;
}

/// The exit code of a batch: the most severe outcome (bad input > limit > no solution > solved).
class BatchExitCode {
 public:
  void add(int code) {
    if (rank(code) > rank(code_)) code_ = code;
  }
  int code() const { return code_; }

 private:
  static int rank(int c) { return c == kExitBadInput ? 3 : c == kExitLimitReached ? 2 : c == kExitNoSolution ? 1 : 0; }
  int code_ = kExitSolved;
};

/// Answers of a batch, printed in pieces of 64 KiB; in boj and pretty output the
/// entries are separated by a blank line (a line-format answer is one line).
class BatchOutput {
 public:
  explicit BatchOutput(const std::string& format) : separated_(format != "line") {}
  /// Adds one entry: an answer or a comment, ending with its line end.
  void add(const std::string& entry) {
    if (separated_ && entries_++ > 0) text_ += '\n';
    text_ += entry;
    if (text_.size() > (1u << 16)) {
      print(text_);  // a failed write stops the batch here: the rest could not be delivered
      text_.clear();
    }
  }
  void finish() { print(text_); }

 private:
  bool separated_;
  std::string text_;
  std::size_t entries_ = 0;
};

/// The answer in `format`, written into `entry` (whose memory is reused puzzle after puzzle);
/// `grid` is an answer that passed solution_problem().
void write_answer(const Grid& grid, const std::string& format, std::string& entry) {
  if (format != "line") {
    entry = format_answer(grid, format);
    return;
  }
  static constexpr char kSymbols[] = ".123456789ABCDEFG";  // digit_symbol of 0 .. 16, without a call per cell
  const int cells = grid.cell_count();
  entry.resize(static_cast<std::size_t>(cells) + 1);
  // Through a local pointer and count: a write through `char` may change any object as
  // far as the compiler knows, so it would reload the string's buffer and the grid's
  // size after every character written through `entry[cell]`.
  char* out = entry.data();
  if (grid.side() <= 9) {
    // An answer that passed the answer check holds digits 1 .. 9 only: each is '0' + digit.
    for (int cell = 0; cell < cells; ++cell) out[cell] = static_cast<char>('0' + grid[cell]);
  } else {
    for (int cell = 0; cell < cells; ++cell) {
      const int digit = grid[cell];
      out[cell] = digit <= Grid::kMaxSide ? kSymbols[digit] : digit_symbol(digit);
    }
  }
  out[cells] = '\n';
}

/// How a puzzle of a batch ended, for the totals.
enum class BatchKind { solved, no_solution, limit, invalid };

/// One puzzle line of a batch: read by the main thread, answered by a worker, then
/// written out by the main thread in input order. Items are reused chunk after
/// chunk, so their strings keep their memory.
struct BatchItem {
  int line = 0;         ///< The input line.
  bool parsed = false;  ///< False: a malformed line, whose `# invalid:` comment is already in `entry`.
  Grid puzzle;
  BatchKind kind = BatchKind::invalid;
  const char* outcome = "invalid";  ///< The report's outcome column.
  SearchStats work;
  std::uint64_t time_ns = 0;  ///< The solve call alone: no parsing, givens check, formatting or answer checking.
  std::string entry;          ///< What stdout gets, with its line end.
  std::string wrong_answer;   ///< Not empty: the stage returned a wrong answer (an internal error).
  std::exception_ptr error;   ///< What the stage threw, rethrown in order by the main thread.
};

/// Makes `item` a puzzle with conflicting givens when it is one (the answer, the
/// counters and the time of a search that ran are dropped); true if so.
bool reject_conflict(BatchItem& item) {
  const auto conflict = find_conflict(item.puzzle);
  if (!conflict) return false;
  item.kind = BatchKind::invalid;
  item.outcome = "invalid";
  item.work = SearchStats();
  item.time_ns = 0;
  item.entry = "# invalid: " + conflict->describe(item.puzzle) + "\n";
  return true;
}

/// Answers one parsed puzzle: the givens check, the search and the answer check.
/// Runs on a worker thread: touches nothing but `item` (and the stage's own solve).
void answer_item(const StageInfo& stage, const Settings& settings, const SearchOptions& options,
                 const std::string& format, BatchItem& item) {
  const Grid& puzzle = item.puzzle;
  item.wrong_answer.clear();
  item.work = SearchStats();
  item.time_ns = 0;
  // The givens are checked before the timer starts, like the parsing: the time
  // is the stage's search alone, which is what a comparison of stages (or of a
  // stage with a bare answer that checks nothing) is about. A stage that finds
  // conflicts itself has them checked only when it finds no answer (see
  // StageInfo::conflicts_mean_no_solution): on the 17-clue file that is one pass
  // over the grid saved on every puzzle, about 4% of the final solver's batch.
  const bool givens_checked = !stage.conflicts_mean_no_solution;
  if (givens_checked && reject_conflict(item)) return;
  const PuzzleTimer timer(settings.cpu_time);
  if (settings.count_bound > 0) {
    const CountResult counted = stage.count(puzzle, settings.count_bound, options);
    item.time_ns = timer.elapsed_ns();
    if (!givens_checked) {
      if (counted.solutions == 0 && reject_conflict(item)) return;
      // The first solution found proves the givens consistent once it passes the answer check.
      if (counted.solutions > 0) {
        if (auto problem = solution_problem(puzzle, counted.first_solution)) {
          item.wrong_answer = *problem;
          return;
        }
      }
    }
    item.work = counted.stats;
    item.work.time_us = item.time_ns / 1000;
    item.outcome = count_class(counted);
    item.kind = counted.limit_reached    ? BatchKind::limit
                : counted.solutions == 0 ? BatchKind::no_solution
                                         : BatchKind::solved;
    item.entry.assign(item.outcome).push_back('\n');
    return;
  }
  const SearchResult result = solve_for(stage, options)(puzzle, options);
  item.time_ns = timer.elapsed_ns();
  if (!givens_checked && result.outcome != Outcome::solved && reject_conflict(item)) return;
  item.work = result.stats;
  item.work.time_us = item.time_ns / 1000;
  item.outcome = outcome_name(result.outcome);
  switch (result.outcome) {
    case Outcome::solved:
      if (auto problem = solution_problem(puzzle, result.grid)) {
        item.wrong_answer = *problem;
        return;
      }
      item.kind = BatchKind::solved;
      write_answer(result.grid, format, item.entry);
      return;
    case Outcome::no_solution:
      item.kind = BatchKind::no_solution;
      item.entry = "# no solution\n";
      return;
    case Outcome::limit_reached:
      item.kind = BatchKind::limit;
      item.entry = "# limit reached\n";
      return;
    case Outcome::invalid:
      item.kind = BatchKind::invalid;
      item.entry = "# invalid: " + result.problem + "\n";
      return;
  }
}

/// A run of consecutive puzzle lines handed to one worker.
struct BatchChunk {
  std::vector<BatchItem> items;
  std::size_t size = 0;        ///< Items in use.
  std::uint64_t sequence = 0;  ///< Which chunk of the input (from 0).
  bool answered = false;       ///< The worker is done with it.
};

/// `--jobs N`: N worker threads answer chunks of puzzles while the main thread
/// reads the next chunks and writes the answered ones in input order. A fixed
/// ring of 2N chunks bounds the memory: the reader waits for the writer, which
/// waits for the oldest chunk, so a stream of any length runs in constant memory.
class BatchWorkers {
 public:
  /// Puzzles in a chunk: large enough that handing one over costs little next to
  /// answering it, small enough that the answers stream out steadily.
  static constexpr std::size_t kChunkSize = 256;

  BatchWorkers(int jobs, std::function<void(BatchItem&)> answer)
      : answer_(std::move(answer)), ring_(static_cast<std::size_t>(2 * jobs)) {
    for (BatchChunk& chunk : ring_) chunk.items.resize(kChunkSize);
    for (int i = 0; i < jobs; ++i) threads_.emplace_back([this] { work(); });
  }
  BatchWorkers(const BatchWorkers&) = delete;
  BatchWorkers& operator=(const BatchWorkers&) = delete;

  /// Stops and joins the workers, also when the batch stops early (a failed write).
  ~BatchWorkers() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
    }
    work_ready_.notify_all();  // a worker in the middle of a chunk stops at its next puzzle
    for (std::thread& thread : threads_) thread.join();
  }

  /// The chunk to fill next, once the writer has emptied it (`write` writes chunks out meanwhile).
  BatchChunk& chunk_to_fill(const std::function<void(BatchChunk&)>& write) {
    while (filled_ - written_ == ring_.size()) write_oldest(write);
    BatchChunk& chunk = ring_[filled_ % ring_.size()];
    chunk.size = 0;
    chunk.sequence = filled_;
    chunk.answered = false;
    return chunk;
  }

  /// Hands the chunk just filled to the workers.
  void submit() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      ++filled_;
    }
    work_ready_.notify_one();
  }

  /// Writes every chunk already answered (in order), without waiting.
  void write_answered(const std::function<void(BatchChunk&)>& write) {
    while (written_ < filled_) {
      {
        std::lock_guard<std::mutex> lock(mutex_);
        if (!ring_[written_ % ring_.size()].answered) return;
      }
      write(ring_[written_ % ring_.size()]);
      ++written_;
    }
  }

  /// Waits for and writes every chunk submitted.
  void write_all(const std::function<void(BatchChunk&)>& write) {
    while (written_ < filled_) write_oldest(write);
  }

 private:
  void write_oldest(const std::function<void(BatchChunk&)>& write) {
    BatchChunk& chunk = ring_[written_ % ring_.size()];
    {
      std::unique_lock<std::mutex> lock(mutex_);
      chunk_answered_.wait(lock, [&] { return chunk.answered; });
    }
    write(chunk);
    ++written_;
  }

  void work() {
    for (;;) {
      BatchChunk* chunk = nullptr;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        work_ready_.wait(lock, [&] { return stopping_ || taken_ < filled_; });
        if (stopping_) return;
        chunk = &ring_[taken_++ % ring_.size()];
      }
      for (std::size_t i = 0; i < chunk->size && !stopping_; ++i) {
        if (chunk->items[i].parsed) answer_(chunk->items[i]);
      }
      {
        std::lock_guard<std::mutex> lock(mutex_);
        chunk->answered = true;
      }
      chunk_answered_.notify_one();
    }
  }

  std::function<void(BatchItem&)> answer_;
  std::vector<BatchChunk> ring_;
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable work_ready_;      // a chunk was submitted, or stop
  std::condition_variable chunk_answered_;  // a worker finished a chunk
  std::atomic<bool> stopping_{false};       // the batch stopped (a failed write): no more answers wanted
  // Chunks counted from the start of the input: filled <= ring size + written.
  std::uint64_t filled_ = 0;   // submitted by the reader (guarded by mutex_; read unlocked only by the reader)
  std::uint64_t taken_ = 0;    // taken by a worker (guarded by mutex_)
  std::uint64_t written_ = 0;  // written out (the main thread's own)
};

/// Reads the next puzzle line into `item`; false at the end of the input. A malformed
/// line becomes an item with its `# invalid:` comment. Throws BadInput when the input
/// cannot be read any further (`stop` then holds the line to print after the summary).
bool read_item(const Settings& settings, PuzzleStream& puzzles, std::istream& in, BatchItem& item) {
  try {
    std::optional<Grid> puzzle = puzzles.next();
    if (!puzzle) {
      check_read(settings, in);
      return false;
    }
    item.parsed = true;
    item.puzzle = *puzzle;
    item.line = puzzles.line_number();
  } catch (const InputStopped& error) {
    throw BadInput{where(settings, error)};
  } catch (const ParseError& error) {
    // A malformed line is answered like a puzzle with conflicting givens, and the batch goes on.
    item.parsed = false;
    item.line = error.line();
    item.kind = BatchKind::invalid;
    item.outcome = "invalid";
    item.work = SearchStats();
    item.time_ns = 0;
    item.wrong_answer.clear();
    item.error = nullptr;
    item.entry = "# invalid: " + where(settings, error) + "\n";
  } catch (const std::ios_base::failure& error) {
    throw BadInput{read_error(settings, error)};
  }
  return true;
}

int solve_batch(const StageInfo& stage, const Settings& settings, OutputFile* report) {
  std::ifstream file;
  std::istream& in = open_input(settings, file);
  PuzzleStream puzzles(in);
  const SearchOptions options = search_options(settings);
  // Counting prints one word per puzzle whatever the format: no grids to separate.
  const std::string format =
      settings.output_format.empty() || settings.count_bound > 0 ? "line" : settings.output_format;
  BatchOutput out(format);
  BatchTotals totals;
  BatchExitCode exit_code;

  const auto answer = [&](BatchItem& item) {
    try {
      answer_item(stage, settings, options, format, item);
      item.error = nullptr;
    } catch (...) {
      item.error = std::current_exception();
    }
  };
  // Main thread, in input order: the totals, the report row and the entry of each item.
  const auto write = [&](BatchChunk& chunk) {
    for (std::size_t i = 0; i < chunk.size; ++i) {
      const BatchItem& item = chunk.items[i];
      if (item.error) std::rethrow_exception(item.error);
      ++totals.puzzles;
      if (!item.wrong_answer.empty()) {
        throw BadInput{std::string(stage.name) + ": internal error: wrong answer on line " + std::to_string(item.line) +
                       ": " + item.wrong_answer};
      }
      switch (item.kind) {
        case BatchKind::solved:
          ++totals.solved;
          break;
        case BatchKind::no_solution:
          ++totals.no_solution;
          exit_code.add(kExitNoSolution);
          break;
        case BatchKind::limit:
          ++totals.limit;
          exit_code.add(kExitLimitReached);
          break;
        case BatchKind::invalid:
          ++totals.invalid;
          exit_code.add(kExitBadInput);
          break;
      }
      totals.seconds += static_cast<double>(item.time_ns) * 1e-9;
      if (item.work.guesses == 0) ++totals.without_guess;
      totals.work += item.work;
      report_row(report, totals.puzzles, item.line, item.outcome, item.work, item.time_ns);
      out.add(item.entry);
    }
  };
  // After the last answer: the summary; then the line that stopped the input, if any.
  const auto finish = [&](const BadInput* stopped) {
    out.finish();
    if (stopped == nullptr && report != nullptr) report->close();
    std::cerr << summary_line(totals) << '\n';
    if (stopped != nullptr) throw *stopped;
    return exit_code.code();
  };

  if (settings.jobs <= 1) {  // one thread: read, answer and write each puzzle in turn
    BatchChunk chunk;
    chunk.items.resize(1);
    chunk.size = 1;
    BatchItem& item = chunk.items[0];
    for (;;) {
      try {
        if (!read_item(settings, puzzles, in, item)) break;
      } catch (const BadInput& stopped) {
        return finish(&stopped);
      }
      if (item.parsed) answer(item);
      write(chunk);
    }
    return finish(nullptr);
  }

  BatchWorkers workers(settings.jobs, answer);
  for (bool more = true; more;) {
    BatchChunk& chunk = workers.chunk_to_fill(write);
    try {
      while (chunk.size < BatchWorkers::kChunkSize &&
             (more = read_item(settings, puzzles, in, chunk.items[chunk.size])))
        ++chunk.size;
    } catch (const BadInput& stopped) {
      workers.submit();
      workers.write_all(write);
      return finish(&stopped);
    }
    workers.submit();
    workers.write_answered(write);
  }
  workers.write_all(write);
  return finish(nullptr);
}

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
/// (--report, --trace-dot) would get it and receive the messages. A descriptor opened
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
/// so a failed write has set its state; --stats, the batch summary, the messages).
bool standard_error_ok() {
  std::cerr.flush();
  return static_cast<bool>(std::cerr);
}

int run_stage_cli_checked(int argc, char** argv, const StageInfo& stage);

}  // namespace

int run_stage_cli(int argc, char** argv, const StageInfo& stage) {
  // A reader that goes away (`sudoku --batch < many | head -1`) must not kill the
  // binary with SIGPIPE, silently: the write fails with EPIPE instead, which ends
  // the work with "cannot write standard output: Broken pipe" and exit code 5.
  ::signal(SIGPIPE, SIG_IGN);
  hold_closed_standard_error();
  const int code = run_stage_cli_checked(argc, argv, stage);
  // A line that could not reach standard error (closed, full) is an output failure
  // too; its message cannot be printed, but the exit code says it.
  return standard_error_ok() ? code : kExitOutputFailed;
}

namespace {

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

}  // namespace sudoku
