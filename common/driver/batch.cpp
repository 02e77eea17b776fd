// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// --batch: reads puzzle lines, answers them (on --jobs threads), checks every answer,
// and writes the entries, the report and the summary in input order.
#include <cstdio>
#include <iostream>
#include <optional>

#include "batch_input.hpp"
#include "driver.hpp"
#include "rules.hpp"
#include "workers.hpp"

namespace sudoku::driver {

namespace {

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

/// Reads the next puzzle line into `item`; false at the end of the input. A malformed
/// line becomes an item with its `# invalid:` comment. Throws BadInput when the input
/// cannot be read any further (`stop` then holds the line to print after the summary).
bool read_item(const Settings& settings, BatchInput& puzzles, BatchItem& item) {
  try {
    if (!puzzles.next(item.puzzle)) return false;
    item.parsed = true;
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
  }
  return true;
}

}  // namespace

int solve_batch(const StageInfo& stage, const Settings& settings, OutputFile* report) {
  const InputDescriptor input(settings);
  BatchInput puzzles(input.fd(), input_name(settings));
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
        if (!read_item(settings, puzzles, item)) break;
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
      while (chunk.size < BatchWorkers::kChunkSize && (more = read_item(settings, puzzles, chunk.items[chunk.size])))
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

}  // namespace sudoku::driver
