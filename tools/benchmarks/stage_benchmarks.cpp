// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// stage_benchmarks: Google Benchmark figures for every reference stage and the
// final solver, one benchmark per stage and puzzle class.
//
//   stage_benchmarks                                  # everything, about half a minute
//   stage_benchmarks --benchmark_filter='solution0[45]/hard'
//   stage_benchmarks --benchmark_format=json > figures.json
//
// One iteration solves one puzzle; the puzzles of a class are taken in file
// order, round and round, so a benchmark that runs long enough covers its whole
// class (a slow stage on a hard class covers only the first puzzles: the
// `puzzles` counter says how many different puzzles were solved). The counters
// are per puzzle: nodes, checks, guesses, and limit_hits (the share of puzzles
// the node limit stopped). items_per_second is puzzles per second. Stages 1-3
// stop at kSlowStageNodeLimit nodes so that the hard classes finish; that
// makes their hard-class figures the cost of that many nodes, not of a solve.
// Every answer is checked with the rules checker the first time its puzzle is
// solved (outside the timing); a wrong one stops the benchmark with an error.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "io.hpp"
#include "rules.hpp"
#include "search.hpp"
#include "stage_registry.hpp"

#ifdef SUDOKU_HAVE_FAST_SOLVER
#include "final_engine.hpp"
#endif

namespace {

/// Node limit per puzzle for stages 1-3, whose trees on hard puzzles run to
/// hundreds of millions of nodes.
constexpr std::uint64_t kSlowStageNodeLimit = 100000;

/// The puzzle classes, each a bundled tier of tools/data.
const char* const kClasses[] = {"easy", "17-clue", "hard", "famous"};

struct PuzzleClass {
  std::string name;
  std::vector<sudoku::Grid> puzzles;
};

std::vector<sudoku::Grid> read_puzzles(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::vector<sudoku::Grid> puzzles;
  sudoku::PuzzleStream stream(in);
  while (auto puzzle = stream.next()) puzzles.push_back(*puzzle);
  return puzzles;
}

/// Sums the counters of the puzzles solved so far and turns them into per-puzzle figures.
struct Tally {
  std::uint64_t nodes = 0, checks = 0, guesses = 0, limit_hits = 0;

  void add(std::uint64_t n, std::uint64_t c, std::uint64_t g, bool limit) {
    nodes += n;
    checks += c;
    guesses += g;
    limit_hits += limit ? 1 : 0;
  }

  void report(benchmark::State& state, std::size_t distinct, bool has_checks) const {
    using benchmark::Counter;
    state.counters["nodes"] = Counter(static_cast<double>(nodes), Counter::kAvgIterations);
    if (has_checks) state.counters["checks"] = Counter(static_cast<double>(checks), Counter::kAvgIterations);
    state.counters["guesses"] = Counter(static_cast<double>(guesses), Counter::kAvgIterations);
    state.counters["limit_hits"] = Counter(static_cast<double>(limit_hits), Counter::kAvgIterations);
    state.counters["puzzles"] = Counter(static_cast<double>(distinct));
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  }
};

/// One stage of the kit's common interface on one class.
void bench_stage(benchmark::State& state, sudoku::SolveFunction solve, std::uint64_t max_nodes,
                 const PuzzleClass* cls) {
  sudoku::SearchOptions options;
  options.max_nodes = max_nodes;
  const std::vector<sudoku::Grid>& puzzles = cls->puzzles;
  Tally tally;
  std::size_t next = 0, seen = 0;
  for (auto _ : state) {
    const sudoku::Grid& puzzle = puzzles[next];
    const sudoku::SearchResult result = solve(puzzle, options);
    benchmark::DoNotOptimize(result.grid);
    tally.add(result.stats.nodes, result.stats.checks, result.stats.guesses,
              result.outcome == sudoku::Outcome::limit_reached);
    if (seen < puzzles.size()) {  // the first round: check the answer, untimed
      state.PauseTiming();
      ++seen;
      const bool wrong = result.outcome == sudoku::Outcome::no_solution ||
                         (result.outcome == sudoku::Outcome::solved && !sudoku::is_solution_of(puzzle, result.grid));
      state.ResumeTiming();
      if (wrong) {
        state.SkipWithError(("wrong answer on puzzle " + std::to_string(next + 1) + " of " + cls->name).c_str());
        break;
      }
    }
    next = (next + 1) % puzzles.size();
  }
  tally.report(state, seen, true);
}

#ifdef SUDOKU_HAVE_FAST_SOLVER
/// The final solver (its own 81-byte interface) on one class.
void bench_final(benchmark::State& state, const PuzzleClass* cls) {
  struct Cells {
    std::uint8_t values[81];
  };
  std::vector<Cells> cells(cls->puzzles.size());
  for (std::size_t p = 0; p < cls->puzzles.size(); ++p) {
    for (int c = 0; c < 81; ++c) cells[p].values[c] = static_cast<std::uint8_t>(cls->puzzles[p][c]);
  }
  Tally tally;
  std::size_t next = 0, seen = 0;
  for (auto _ : state) {
    const std::uint8_t(&puzzle)[81] = cells[next].values;
    std::uint8_t solution[81];
    sudoku::final_solver::engine::Stats stats;
    const sudoku::final_solver::engine::Outcome outcome =
        sudoku::final_solver::engine::solve(puzzle, 1, solution, sudoku::final_solver::engine::Limits{}, stats);
    benchmark::DoNotOptimize(solution);
    tally.add(stats.nodes, 0, stats.guesses, outcome.status == sudoku::final_solver::engine::Status::limit_reached);
    if (seen < cells.size()) {
      state.PauseTiming();
      ++seen;
      sudoku::Grid answer;
      for (int c = 0; c < 81; ++c) answer.set(c, outcome.solutions > 0 ? solution[c] : 0);
      const bool wrong = !sudoku::is_solution_of(cls->puzzles[next], answer);
      state.ResumeTiming();
      if (wrong) {
        state.SkipWithError(("wrong answer on puzzle " + std::to_string(next + 1) + " of " + cls->name).c_str());
        break;
      }
    }
    next = (next + 1) % cells.size();
  }
  tally.report(state, seen, false);
}
#endif

/// The library's console output, less one line: Debian's libbenchmark 1.7 is
/// compiled without NDEBUG and says "Library was built as DEBUG" on every run,
/// which is about the library, not about this program (a Release build times
/// the stages; the library's code is not inside the timed loop).
class ConsoleReporter : public benchmark::ConsoleReporter {
 public:
  using benchmark::ConsoleReporter::ConsoleReporter;

  bool ReportContext(const Context& context) override {
    name_field_width_ = context.name_field_width;
    printed_header_ = false;
    prev_counters_.clear();
    std::ostringstream text;
    PrintBasicContext(&text, context);
    std::istringstream lines(text.str());
    for (std::string line; std::getline(lines, line);) {
      if (line.find("Library was built as DEBUG") == std::string::npos) GetErrorStream() << line << '\n';
    }
    return true;
  }
};

/// True when the command line asks for a format other than the console table.
bool other_format_requested(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.rfind("--benchmark_format=", 0) == 0 && arg != "--benchmark_format=console") return true;
  }
  return false;
}

/// Whether --benchmark_counters_tabular was given (the library's own console output reads it too).
bool tabular_requested(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--benchmark_counters_tabular" || arg == "--benchmark_counters_tabular=true") return true;
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string data_dir = KIT_DATA_DIR;
  std::vector<PuzzleClass> classes;
  try {
    for (const char* name : kClasses) classes.push_back({name, read_puzzles(data_dir + "/" + name + ".txt")});
  } catch (const std::exception& error) {
    std::cerr << "stage_benchmarks: " << error.what() << '\n';
    return 2;
  }
  for (const RegisteredStage& stage : registered_stages()) {
    const std::uint64_t limit = stage.number <= 3 ? kSlowStageNodeLimit : 0;
    for (const PuzzleClass& cls : classes) {
      auto* b = benchmark::RegisterBenchmark((std::string(stage.name) + "/" + cls.name).c_str(), bench_stage,
                                             stage.solve, limit == 0 ? UINT64_MAX : limit, &cls);
      b->Unit(benchmark::kMicrosecond);
    }
  }
#ifdef SUDOKU_HAVE_FAST_SOLVER
  for (const PuzzleClass& cls : classes) {
    benchmark::RegisterBenchmark(("final/" + cls.name).c_str(), bench_final, &cls)->Unit(benchmark::kMicrosecond);
  }
#endif
  const bool own_console = !other_format_requested(argc, argv);
  ConsoleReporter console(tabular_requested(argc, argv) ? ConsoleReporter::OO_Tabular : ConsoleReporter::OO_None);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  if (own_console) {
    benchmark::RunSpecifiedBenchmarks(&console);
  } else {
    benchmark::RunSpecifiedBenchmarks();
  }
  benchmark::Shutdown();
  return 0;
}
