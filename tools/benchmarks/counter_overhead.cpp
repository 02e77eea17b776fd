// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// counter_overhead: what the counters, limits and observer hooks cost each of stages 1-5.
//
//   counter_overhead [--rounds N] [--stage N] [--file NAME] [--data-dir DIR] [--node-budget N]
//   (build it with the release preset: cmake --build --preset release --target counter_overhead)
//
// For every stage it solves the same puzzles twice over: with the stage as its binary runs it
// (stageNN_9x9::solve_unobserved(), the copies built by cmake/SudokuStages.cmake; counters
// on, a node limit and a time limit set but never reached, no observer: what `--batch --stats
// --max-nodes N --time-limit S` runs), and with the stage's *twin*, written here: the same
// algorithm on the grid the stage binary runs with (Grid9x9 for 9x9, see counter_overhead_twins.hpp),
// the same order of cells and digits, with no Search at all. Before
// timing, a counting run of each twin must make exactly as many nodes as the stage on every
// puzzle (the twin is the same algorithm, not merely one that also solves), and every answer must
// be the stage's answer. Then the two are timed in turns, `--rounds` times (default 5), each
// round one pass over the puzzle file, on the thread's CPU clock (the machine may be shared); the
// table shows the medians and the median of the per-round ratios stage / twin: the counter
// overhead. Exit status 0 when it printed the table, 1 when a twin and its stage disagree, 2 on
// bad usage or a missing file.
//
// The files are bundled in tools/data (see its README): Norvig's easy50, the first 2,000 Kaggle
// puzzles, the 572 17-clue puzzles that row-major search finishes, 4x4, the four 16x16 puzzles
// row-major search finishes, and the 16x16 tier. Each stage is timed on at most a few million
// nodes of a file (300,000 for stage 1): the puzzles that need more are left out, in file order,
// and the table says "N of M" puzzles (`--node-budget N` sets that budget for every stage, e.g.
// 100000000 to time whole files). The node limit of the measured runs is far above that.
#include <time.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "benchmark_helpers.hpp"
#include "grid.hpp"
#include "grid9x9.hpp"
#include "io.hpp"
#include "search.hpp"
#include "stage01.hpp"
#include "stage02.hpp"
#include "stage03.hpp"
#include "stage04.hpp"
#include "stage05.hpp"

// The copies of the reference stages that the stage binaries run when nothing observes the
// search (Search = BasicSearch<ObserverPolicy::unobserved>, and for 9x9 a grid whose side is a
// constant; cmake/SudokuStages.cmake builds them): what `--batch --stats` times, so what is timed
// here.
#define STAGE_UNOBSERVED_SOLVE(number)                                               \
  namespace sudoku::stage##number##_9x9 {                                            \
    SearchResult solve_unobserved(const Grid& puzzle, const SearchOptions& options); \
  }
STAGE_UNOBSERVED_SOLVE(01)
STAGE_UNOBSERVED_SOLVE(02)
STAGE_UNOBSERVED_SOLVE(03)
STAGE_UNOBSERVED_SOLVE(04)
STAGE_UNOBSERVED_SOLVE(05)
#undef STAGE_UNOBSERVED_SOLVE

namespace {

using sudoku::Grid;
using DigitSet = std::uint32_t;

// ---------------------------------------------------------------------------------------------
// The twins. Each is the reference stage with every Search call taken out. `Nodes` is a
// compile-time switch: the counting instance (CountNodes) counts the placements the stage calls
// nodes, for the check against the stage; the timed instance (NoCount) counts nothing.

struct NoCount {
  void node() {}
  std::uint64_t nodes() const { return 0; }
};
struct CountNodes {
  std::uint64_t count = 0;
  void node() { ++count; }
  std::uint64_t nodes() const { return count; }
};

// The twins, written once (counter_overhead_twins.hpp) and compiled for both grids.
namespace any_size {
using Grid = sudoku::Grid;
#include "counter_overhead_twins.hpp"
}  // namespace any_size
namespace nine {
using Grid = sudoku::Grid9x9;
#include "counter_overhead_twins.hpp"
}  // namespace nine

/// A twin as the stage binary runs its stage: the 9x9 copy on a 9x9 puzzle, the copy for
/// every size otherwise (the conversions to and from Grid9x9 included, as in the stage).
template <class Nodes, bool (*kAnySize)(Grid&, Nodes&), bool (*kNine)(sudoku::Grid9x9&, Nodes&)>
bool twin_by_size(Grid& grid, Nodes& nodes) {
  if (grid.box_side() != sudoku::Grid9x9::box_side()) return kAnySize(grid, nodes);
  sudoku::Grid9x9 board(grid);
  const bool solved = kNine(board, nodes);
  if (solved) grid = board;
  return solved;
}
#define TWIN(number, nodes) \
  &twin_by_size<nodes, &any_size::twin##number::solve<nodes>, &nine::twin##number::solve<nodes>>

// ---------------------------------------------------------------------------------------------
// The comparison.

struct Stage {
  const char* name;
  std::uint64_t node_budget;  ///< The most nodes of one file it is timed on (a pass of a few seconds at most).
  sudoku::SolveFunction solve;
  bool (*twin)(Grid&, NoCount&);
  bool (*counted_twin)(Grid&, CountNodes&);
};

const Stage kStages[] = {
    {"stage 1", 300000, &sudoku::stage01_9x9::solve_unobserved, TWIN(01, NoCount), TWIN(01, CountNodes)},
    {"stage 2", 3000000, &sudoku::stage02_9x9::solve_unobserved, TWIN(02, NoCount), TWIN(02, CountNodes)},
    {"stage 3", 3000000, &sudoku::stage03_9x9::solve_unobserved, TWIN(03, NoCount), TWIN(03, CountNodes)},
    {"stage 4", 3000000, &sudoku::stage04_9x9::solve_unobserved, TWIN(04, NoCount), TWIN(04, CountNodes)},
    {"stage 5", 3000000, &sudoku::stage05_9x9::solve_unobserved, TWIN(05, NoCount), TWIN(05, CountNodes)},
};

/// The puzzle files of tools/data, in the order of the table.
const char* const kFiles[] = {"norvig-easy50", "kaggle-2000",    "17-clue-rowmajor-feasible",
                              "4x4",           "16x16-rowmajor", "16x16"};

using sudoku::benchmarks::live_limits;
using sudoku::benchmarks::median;
using sudoku::benchmarks::read_file;
using sudoku::benchmarks::thread_seconds;
using sudoku::benchmarks::time_stage;

/// The puzzles of `all` the stage is timed on, after checking its twin against it on each:
/// same node count, same answer. Returns false (with a message) on a disagreement.
bool select_and_verify(const Stage& stage, std::uint64_t budget, const char* file, const std::vector<Grid>& all,
                       std::vector<Grid>& chosen, std::uint64_t& nodes) {
  sudoku::SearchOptions options = live_limits();
  nodes = 0;
  std::uint64_t spent = 0;  // nodes of the selection runs, kept ones or not
  // Looking for puzzles within the budget may cost a few budgets' worth of nodes, no more.
  for (std::size_t index = 0; index < all.size() && spent < 4 * budget && nodes < budget; ++index) {
    options.max_nodes = budget - nodes;  // a puzzle that needs more is left out
    const sudoku::SearchResult result = stage.solve(all[index], options);
    spent += result.stats.nodes;
    if (result.outcome == sudoku::Outcome::limit_reached) continue;
    Grid twin_board = all[index];
    CountNodes counter;
    const bool solved = stage.counted_twin(twin_board, counter);
    const bool same_answer =
        solved == (result.outcome == sudoku::Outcome::solved) && (!solved || twin_board == result.grid);
    if (counter.nodes() != result.stats.nodes || !same_answer) {
      std::fprintf(stderr, "counter_overhead: %s and its twin disagree on %s puzzle %zu: %llu nodes vs %llu%s\n",
                   stage.name, file, index + 1, static_cast<unsigned long long>(result.stats.nodes),
                   static_cast<unsigned long long>(counter.nodes()), same_answer ? "" : ", different answers");
      return false;
    }
    nodes += result.stats.nodes;
    chosen.push_back(all[index]);
  }
  return true;
}

/// CPU seconds of one pass of the twin over `puzzles`.
double time_twin(const Stage& stage, const std::vector<Grid>& puzzles) {
  int solved = 0;
  const double start = thread_seconds();
  for (const Grid& puzzle : puzzles) {
    Grid board = puzzle;
    NoCount none;
    solved += stage.twin(board, none) ? 1 : 0;
  }
  const double seconds = thread_seconds() - start;
  if (solved < 0) std::puts("");
  return seconds;
}

}  // namespace

int main(int argc, char** argv) {
  std::string data_dir = KIT_DATA_DIR;
  int rounds = 5;
  std::string only_stage, only_file;
  std::uint64_t node_budget = 0;  // 0: each stage's own
  for (int arg = 1; arg < argc; ++arg) {
    const std::string flag = argv[arg];
    if (flag == "--rounds" && arg + 1 < argc) {
      rounds = std::atoi(argv[++arg]);
    } else if (flag == "--stage" && arg + 1 < argc) {
      only_stage = std::string("stage ") + argv[++arg];
    } else if (flag == "--file" && arg + 1 < argc) {
      only_file = argv[++arg];
    } else if (flag == "--data-dir" && arg + 1 < argc) {
      data_dir = argv[++arg];
    } else if (flag == "--node-budget" && arg + 1 < argc) {
      node_budget = std::strtoull(argv[++arg], nullptr, 10);
      if (node_budget == 0) {
        std::fprintf(stderr, "counter_overhead: --node-budget must be a positive number\n");
        return 2;
      }
    } else {
      std::fprintf(
          stderr,
          "usage: counter_overhead [--rounds N] [--stage N] [--file NAME] [--data-dir DIR] [--node-budget N]\n");
      return 2;
    }
  }
  if (rounds < 1) {
    std::fprintf(stderr, "counter_overhead: --rounds must be at least 1\n");
    return 2;
  }
  std::printf("| stage | file | puzzles | nodes | twin (puzzles/s) | stage, counters on (puzzles/s) | overhead |\n");
  std::printf("|---|---|---:|---:|---:|---:|---:|\n");
  bool all_within = true;
  for (const char* file : kFiles) {
    if (!only_file.empty() && only_file != file) continue;
    std::vector<Grid> all;
    try {
      all = read_file(data_dir + "/" + file + ".txt");
    } catch (const std::exception& error) {
      std::fprintf(stderr, "counter_overhead: %s\n", error.what());
      return 2;
    }
    for (const Stage& stage : kStages) {
      if (!only_stage.empty() && only_stage != stage.name) continue;
      std::vector<Grid> puzzles;
      std::uint64_t nodes = 0;
      if (!select_and_verify(stage, node_budget != 0 ? node_budget : stage.node_budget, file, all, puzzles, nodes)) {
        return 1;
      }
      if (puzzles.empty()) continue;
      std::vector<double> stage_times, twin_times, ratios;
      for (int round = 0; round < rounds; ++round) {
        // Which of the two goes first alternates, so neither always finds the caches warm.
        double twin = 0, counted = 0;
        if (round % 2 == 0) {
          twin = time_twin(stage, puzzles);
          counted = time_stage(stage.solve, puzzles);
        } else {
          counted = time_stage(stage.solve, puzzles);
          twin = time_twin(stage, puzzles);
        }
        twin_times.push_back(twin);
        stage_times.push_back(counted);
        ratios.push_back(counted / twin);
      }
      const double overhead = median(ratios);
      all_within = all_within && overhead <= 1.1;
      const double n = static_cast<double>(puzzles.size());
      std::printf("| %s | %s | %zu%s | %llu | %.0f | %.0f | %.2fx |\n", stage.name, file, puzzles.size(),
                  puzzles.size() < all.size() ? (" of " + std::to_string(all.size())).c_str() : "",
                  static_cast<unsigned long long>(nodes), n / median(twin_times), n / median(stage_times), overhead);
      std::fflush(stdout);
    }
  }
  std::printf("\nmedians of %d rounds, thread CPU time; overhead = stage / twin (%s)\n", rounds,
              all_within ? "every stage within 1.10x" : "NOT every stage within 1.10x");
  return 0;
}
