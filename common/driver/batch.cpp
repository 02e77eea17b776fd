// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// --batch: reads puzzle lines, answers them (on --jobs threads), checks every answer,
// and writes the entries, the report and the summary in input order.
#include <algorithm>
#include <atomic>
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

/// The first part of answering a parsed puzzle: clears the item and checks the givens
/// (when the stage needs it); true if the search is to run.
bool check_givens(const StageInfo& stage, BatchItem& item) {
  item.searching = false;
  item.wrong_answer.clear();
  item.work = SearchStats();
  item.time_ns = 0;
  // The givens are checked before the search is timed, like the parsing: the time
  // is the stage's search alone, which is what a comparison of stages (or of a
  // stage with a bare answer that checks nothing) is about. A stage that finds
  // conflicts itself has them checked only when it finds no answer (see
  // StageInfo::conflicts_mean_no_solution): on the 17-clue file that is one pass
  // over the grid saved on every puzzle, about 4% of the final solver's batch.
  item.searching = stage.conflicts_mean_no_solution || !reject_conflict(item);
  return item.searching;
}

/// The second part: the stage's search alone, its result kept in the item.
void search_item(const StageInfo& stage, const Settings& settings, const SearchOptions& options, BatchItem& item) {
  if (settings.count_bound > 0) {
    item.counted = stage.count(item.puzzle, settings.count_bound, options);
  } else {
    item.found = solve_for(stage, options)(item.puzzle, options);
  }
}

/// The last part: the answer check and the item's outcome and entry, from the result
/// search_item() kept and the time the search took (already in `item.time_ns`).
void finish_item(const StageInfo& stage, const Settings& settings, const std::string& format, BatchItem& item) {
  const Grid& puzzle = item.puzzle;
  const bool givens_checked = !stage.conflicts_mean_no_solution;
  if (settings.count_bound > 0) {
    const CountResult& counted = item.counted;
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
  const SearchResult& result = item.found;
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

/// Puzzles answered in one run of three passes (see answer_run): few enough that their
/// items stay in the first-level cache from one pass to the next (the three passes over
/// a whole chunk of 256 items cost more than the clock read they saved), many enough
/// that the one extra clock read of a run costs little.
constexpr std::size_t kTimedRun = 8;

/// Gives the searched items of a run their share of `run_ns`, the time of all their searches
/// (timed as one): the same total for the summary, without a clock read per puzzle.
void share_run_time(BatchItem* items, std::size_t count, std::uint64_t run_ns) {
  const auto searched_here = [&](std::size_t i) { return items[i].parsed && items[i].searching; };
  std::size_t searched = 0;
  for (std::size_t i = 0; i < count; ++i) searched += searched_here(i) ? 1 : 0;
  if (searched == 0) return;
  const std::uint64_t share = run_ns / searched;
  std::uint64_t left = run_ns;
  for (std::size_t i = 0; i < count; ++i) {
    if (!searched_here(i)) continue;
    items[i].time_ns = --searched == 0 ? left : share;  // the last one takes the remainder
    left -= items[i].time_ns;
  }
}

/// Answers the parsed puzzles of `items` (`count` of them) in three passes: the givens
/// checks, the searches back to back, then the answer checks. So one clock read between
/// two searches ends the time of one and starts the next one's: about one read a puzzle
/// instead of two (each 20-50 ns on a VM, 5% of an easy file's batch). Without `--report`
/// no one reads a puzzle's own time, only the summary's total: then the run's searches are
/// timed as one, two clock reads for the run (7-9% less CPU time on an easy file).
void answer_run(const StageInfo& stage, const Settings& settings, const SearchOptions& options,
                const std::string& format, BatchItem* items, std::size_t count) {
  const auto each_parsed = [&](const auto& step) {
    for (std::size_t i = 0; i < count; ++i) {
      BatchItem& item = items[i];
      if (!item.parsed || item.error) continue;
      try {
        step(item);
      } catch (...) {
        item.error = std::current_exception();  // rethrown in order by the writer
      }
    }
  };
  each_parsed([&](BatchItem& item) { check_givens(stage, item); });
  const PuzzleClock clock(settings.cpu_time);
  const bool per_puzzle = !settings.report_path.empty();
  std::uint64_t started = clock.now();
  std::uint64_t run_ns = 0;
  each_parsed([&](BatchItem& item) {
    if (!item.searching) return;
    try {
      search_item(stage, settings, options, item);
    } catch (...) {
      const std::uint64_t now = clock.now();
      if (!per_puzzle) run_ns += now - started;  // the batch stops on this error anyway
      started = now;                             // the next search's time starts here, not at this one's start
      throw;
    }
    if (!per_puzzle) return;
    const std::uint64_t ended = clock.now();
    item.time_ns = ended - started;
    started = ended;
  });
  if (!per_puzzle) share_run_time(items, count, run_ns + (clock.now() - started));
  each_parsed([&](BatchItem& item) {
    if (item.searching) finish_item(stage, settings, format, item);
  });
}

/// Answers a chunk's parsed puzzles, a run of kTimedRun at a time. Runs on a worker
/// thread: touches nothing but the chunk (and the stage's own solve); stops early once
/// `stopping` is set.
void answer_items(const StageInfo& stage, const Settings& settings, const SearchOptions& options,
                  const std::string& format, BatchChunk& chunk, const std::atomic<bool>& stopping) {
  for (std::size_t first = 0; first < chunk.size && !stopping; first += kTimedRun) {
    answer_run(stage, settings, options, format, &chunk.items[first], std::min(kTimedRun, chunk.size - first));
  }
}

/// Reads the next puzzle line into `item`; false at the end of the input. A malformed
/// line becomes an item with its `# invalid:` comment. Throws BadInput when the input
/// cannot be read any further (`stop` then holds the line to print after the summary).
bool read_item(const Settings& settings, BatchInput& puzzles, BatchItem& item) {
  item.error = nullptr;
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

  const auto answer = [&](BatchChunk& chunk, const std::atomic<bool>& stopping) {
    answer_items(stage, settings, options, format, chunk, stopping);
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

  if (settings.jobs <= 1) {  // one thread: read, answer and write each chunk in turn
    BatchChunk chunk;
    chunk.items.resize(BatchWorkers::kChunkSize);
    const std::atomic<bool> never_stopping{false};  // a failed write stops the batch in write()
    for (bool more = true; more;) {
      chunk.size = 0;
      try {
        while (chunk.size < BatchWorkers::kChunkSize && (more = read_item(settings, puzzles, chunk.items[chunk.size])))
          ++chunk.size;
      } catch (const BadInput& stopped) {
        answer(chunk, never_stopping);
        write(chunk);
        return finish(&stopped);
      }
      answer(chunk, never_stopping);
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
