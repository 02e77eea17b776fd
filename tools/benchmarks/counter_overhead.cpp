// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// counter_overhead: what the counters, limits and observer hooks cost each of stages 1-5.
//
//   counter_overhead [--rounds N] [--stage N] [--file NAME] [--data-dir DIR] [--node-budget N]
//   (build it with the release preset: cmake --build --preset release --target counter_overhead)
//
// For every stage it solves the same puzzles twice over: with the stage's own solve() (counters
// on, a node limit and a time limit set but never reached, no observer: what `--batch --stats
// --max-nodes N --time-limit S` runs), and with the stage's *twin*, written here: the same
// algorithm on the same Grid, the same order of cells and digits, with no Search at all. Before
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

#include "grid.hpp"
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

int next_blank(const Grid& board, int cell) {
  while (cell < board.cell_count() && board[cell] != 0) ++cell;
  return cell;
}

// Stage 1: write, then re-check every row, column and box of the board.
namespace twin01 {
bool board_is_consistent(const Grid& board) {
  for (int unit = 0; unit < board.side(); ++unit) {
    std::array<bool, Grid::kMaxSide + 1> row{}, column{}, box{};
    for (int index = 0; index < board.side(); ++index) {
      const int r = board.at(unit, index);
      if (r != 0 && std::exchange(row[static_cast<std::size_t>(r)], true)) return false;
    }
    for (int index = 0; index < board.side(); ++index) {
      const int c = board.at(index, unit);
      if (c != 0 && std::exchange(column[static_cast<std::size_t>(c)], true)) return false;
    }
    for (int index = 0; index < board.side(); ++index) {
      const int b = board[board.box_cell(unit, index)];
      if (b != 0 && std::exchange(box[static_cast<std::size_t>(b)], true)) return false;
    }
  }
  return true;
}
template <class Nodes>
bool fill_from(Grid& board, int cell, Nodes& nodes) {
  cell = next_blank(board, cell);
  if (cell == board.cell_count()) return true;
  for (int digit = 1; digit <= board.side(); ++digit) {
    board.set(cell, digit);
    if (!board_is_consistent(board)) continue;
    nodes.node();
    if (fill_from(board, cell + 1, nodes)) return true;
  }
  board.set(cell, 0);
  return false;
}
template <class Nodes>
bool solve(Grid& board, Nodes& nodes) {
  return fill_from(board, 0, nodes);
}
}  // namespace twin01

// Stage 2: check the row, column and box of the cell, then write.
namespace twin02 {
bool digit_fits(const Grid& board, int cell, int digit) {
  const int row = board.row_of(cell);
  const int column = board.column_of(cell);
  for (int index = 0; index < board.side(); ++index) {
    if (board.at(row, index) == digit) return false;
  }
  for (int index = 0; index < board.side(); ++index) {
    if (board.at(index, column) == digit) return false;
  }
  const int box = board.box_of(cell);
  for (int index = 0; index < board.side(); ++index) {
    if (board[board.box_cell(box, index)] == digit) return false;
  }
  return true;
}
template <class Nodes>
bool fill_from(Grid& board, int cell, Nodes& nodes) {
  cell = next_blank(board, cell);
  if (cell == board.cell_count()) return true;
  for (int digit = 1; digit <= board.side(); ++digit) {
    if (!digit_fits(board, cell, digit)) continue;
    board.set(cell, digit);
    nodes.node();
    if (fill_from(board, cell + 1, nodes)) return true;
    board.set(cell, 0);
  }
  return false;
}
template <class Nodes>
bool solve(Grid& board, Nodes& nodes) {
  return fill_from(board, 0, nodes);
}
}  // namespace twin02

// Stage 3: used-digit tables per row, column and box.
namespace twin03 {
struct Board {
  using Table = std::array<std::array<bool, Grid::kMaxSide + 1>, Grid::kMaxSide>;
  Grid& grid;
  Table row{}, column{}, box{};
  explicit Board(Grid& puzzle) : grid(puzzle) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid[cell] != 0) mark(cell, grid[cell], true);
    }
  }
  void mark(int cell, int digit, bool used) {
    const auto d = static_cast<std::size_t>(digit);
    row[static_cast<std::size_t>(grid.row_of(cell))][d] = used;
    column[static_cast<std::size_t>(grid.column_of(cell))][d] = used;
    box[static_cast<std::size_t>(grid.box_of(cell))][d] = used;
  }
  bool fits(int cell, int digit) const {
    const auto d = static_cast<std::size_t>(digit);
    return !row[static_cast<std::size_t>(grid.row_of(cell))][d] &&
           !column[static_cast<std::size_t>(grid.column_of(cell))][d] &&
           !box[static_cast<std::size_t>(grid.box_of(cell))][d];
  }
};
template <class Nodes>
bool fill_from(Board& board, int cell, Nodes& nodes) {
  cell = next_blank(board.grid, cell);
  if (cell == board.grid.cell_count()) return true;
  for (int digit = 1; digit <= board.grid.side(); ++digit) {
    if (!board.fits(cell, digit)) continue;
    board.grid.set(cell, digit);
    board.mark(cell, digit, true);
    nodes.node();
    if (fill_from(board, cell + 1, nodes)) return true;
    board.grid.set(cell, 0);
    board.mark(cell, digit, false);
  }
  return false;
}
template <class Nodes>
bool solve(Grid& grid, Nodes& nodes) {
  Board board(grid);
  return fill_from(board, 0, nodes);
}
}  // namespace twin03

/// Stages 4 and 5: the cell tables stage 4's Board and stage 5's Layout work out once.
struct Units {
  std::array<std::array<int, Grid::kMaxCells>, 3> unit_of{};
  std::array<std::array<std::array<int, Grid::kMaxSide>, Grid::kMaxSide>, 3> cells_of{};
  explicit Units(const Grid& grid) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      unit_of[0][cell] = grid.row_of(cell);
      unit_of[1][cell] = grid.column_of(cell);
      unit_of[2][cell] = grid.box_of(cell);
    }
    for (int unit = 0; unit < grid.side(); ++unit) {
      for (int index = 0; index < grid.side(); ++index) {
        cells_of[0][unit][index] = grid.cell_at(unit, index);
        cells_of[1][unit][index] = grid.cell_at(index, unit);
        cells_of[2][unit][index] = grid.box_cell(unit, index);
      }
    }
  }
};

/// Stage 4's and 5's board: the grid and one used-digit mask per row, column and box.
struct MaskBoard {
  const Units* units;
  Grid grid;
  std::array<std::array<DigitSet, Grid::kMaxSide>, 3> used{};
  MaskBoard(const Grid& puzzle, const Units& shared) : units(&shared), grid(puzzle) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid[cell] != 0) place(cell, grid[cell]);
    }
  }
  void place(int cell, int digit) {
    grid.set(cell, digit);
    for (std::size_t kind = 0; kind < 3; ++kind) used[kind][units->unit_of[kind][cell]] |= DigitSet{1} << digit;
  }
  void remove(int cell, int digit) {
    grid.set(cell, 0);
    for (std::size_t kind = 0; kind < 3; ++kind) used[kind][units->unit_of[kind][cell]] &= ~(DigitSet{1} << digit);
  }
  DigitSet candidates(int cell) const {
    return sudoku::all_digits_mask(grid.side()) &
           ~(used[0][units->unit_of[0][cell]] | used[1][units->unit_of[1][cell]] | used[2][units->unit_of[2][cell]]);
  }
};

// Stage 4: branch on the blank cell with the fewest candidates, the first on a tie; the blank
// cells are visited as a bit set, as in the stage.
namespace twin04 {
struct Board : MaskBoard {
  std::array<std::uint64_t, Grid::kMaxCells / 64> blank{};
  Board(const Grid& puzzle, const Units& shared) : MaskBoard(puzzle, shared) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid[cell] == 0) blank[static_cast<std::size_t>(cell / 64)] |= std::uint64_t{1} << (cell % 64);
    }
  }
};
template <class Nodes>
bool fill(Board& board, Nodes& nodes) {
  int best = -1;
  DigitSet best_options = 0;
  int fewest = board.grid.side() + 1;
  for (std::size_t word = 0; word < board.blank.size() && fewest > 0; ++word) {
    for (std::uint64_t left = board.blank[word]; left != 0; left &= left - 1) {
      const int cell = static_cast<int>(word) * 64 + std::countr_zero(left);
      const DigitSet options = board.candidates(cell);
      const int count = std::popcount(options);
      if (count < fewest) {
        best = cell;
        best_options = options;
        fewest = count;
        if (count == 0) break;
      }
    }
  }
  if (best < 0) return true;
  const auto word = static_cast<std::size_t>(best / 64);
  const std::uint64_t bit = std::uint64_t{1} << (best % 64);
  for (DigitSet left = best_options; left != 0; left &= left - 1) {
    const int digit = std::countr_zero(left);
    board.place(best, digit);
    board.blank[word] &= ~bit;
    nodes.node();
    if (fill(board, nodes)) return true;
    board.remove(best, digit);
    board.blank[word] |= bit;
  }
  return false;
}
template <class Nodes>
bool solve(Grid& grid, Nodes& nodes) {
  const Units units(grid);
  Board board(grid, units);
  const bool solved = fill(board, nodes);
  if (solved) grid = board.grid;
  return solved;
}
}  // namespace twin04

// Stage 5: naked and hidden singles to a fixpoint at every node, then stage 4's branch.
namespace twin05 {
using Table = std::array<DigitSet, Grid::kMaxCells>;
enum class Progress { nothing, placed, contradiction };

Progress naked_singles(MaskBoard& board, Table& table) {
  Progress progress = Progress::nothing;
  for (int cell = 0; cell < board.grid.cell_count(); ++cell) {
    DigitSet& entry = table[static_cast<std::size_t>(cell)];
    if (board.grid[cell] != 0) {
      entry = 0;
      continue;
    }
    const DigitSet options = board.candidates(cell);
    entry = options;
    if (options == 0) return Progress::contradiction;
    if ((options & (options - 1)) == 0) {
      board.place(cell, std::countr_zero(options));
      entry = 0;
      progress = Progress::placed;
    }
  }
  return progress;
}
Progress hidden_singles_in(MaskBoard& board, Table& table, std::size_t kind, int unit) {
  const auto& cells = board.units->cells_of[kind][static_cast<std::size_t>(unit)];
  const auto side = static_cast<std::size_t>(board.grid.side());
  DigitSet somewhere = 0, in_two_or_more = 0;
  for (std::size_t index = 0; index < side; ++index) {
    const DigitSet options = table[static_cast<std::size_t>(cells[index])];
    in_two_or_more |= somewhere & options;
    somewhere |= options;
  }
  const DigitSet needed = sudoku::all_digits_mask(board.grid.side()) & ~board.used[kind][unit];
  if ((needed & ~somewhere) != 0) return Progress::contradiction;
  DigitSet singles = somewhere & ~in_two_or_more & needed;
  if (singles == 0) return Progress::nothing;
  for (; singles != 0; singles &= singles - 1) {
    const int digit = std::countr_zero(singles);
    int place = -1;
    for (std::size_t index = 0; index < side && place < 0; ++index) {
      const int cell = cells[index];
      if (board.grid[cell] == 0 && (board.candidates(cell) & (DigitSet{1} << digit)) != 0) place = cell;
    }
    if (place < 0) return Progress::contradiction;
    board.place(place, digit);
    table[static_cast<std::size_t>(place)] = 0;
  }
  return Progress::placed;
}
bool propagate(MaskBoard& board, Table& table) {
  while (true) {
    const Progress naked = naked_singles(board, table);
    if (naked == Progress::contradiction) return false;
    if (naked == Progress::placed) continue;
    Progress hidden = Progress::nothing;
    for (std::size_t kind = 0; kind < 3; ++kind) {
      for (int unit = 0; unit < board.grid.side(); ++unit) {
        const Progress found = hidden_singles_in(board, table, kind, unit);
        if (found == Progress::contradiction) return false;
        if (found == Progress::placed) hidden = found;
      }
    }
    if (hidden == Progress::nothing) return true;
  }
}
template <class Nodes>
bool fill(MaskBoard& board, Nodes& nodes) {
  Table table;
  if (!propagate(board, table)) return false;
  int best = -1;
  DigitSet best_options = 0;
  int fewest = board.grid.side() + 1;
  for (int cell = 0; cell < board.grid.cell_count(); ++cell) {
    const DigitSet options = table[static_cast<std::size_t>(cell)];
    if (options == 0) continue;
    const int count = std::popcount(options);
    if (count < fewest) {
      best = cell;
      best_options = options;
      fewest = count;
      if (count <= 2) break;
    }
  }
  if (best < 0) return true;
  for (DigitSet left = best_options; left != 0; left &= left - 1) {
    MaskBoard child = board;
    child.place(best, std::countr_zero(left));
    nodes.node();
    if (fill(child, nodes)) {
      board = child;
      return true;
    }
  }
  return false;
}
template <class Nodes>
bool solve(Grid& grid, Nodes& nodes) {
  const Units units(grid);
  MaskBoard board(grid, units);
  const bool solved = fill(board, nodes);
  if (solved) grid = board.grid;
  return solved;
}
}  // namespace twin05

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
    {"stage 1", 300000, &sudoku::stage01_9x9::solve_unobserved, &twin01::solve<NoCount>, &twin01::solve<CountNodes>},
    {"stage 2", 3000000, &sudoku::stage02_9x9::solve_unobserved, &twin02::solve<NoCount>, &twin02::solve<CountNodes>},
    {"stage 3", 3000000, &sudoku::stage03_9x9::solve_unobserved, &twin03::solve<NoCount>, &twin03::solve<CountNodes>},
    {"stage 4", 3000000, &sudoku::stage04_9x9::solve_unobserved, &twin04::solve<NoCount>, &twin04::solve<CountNodes>},
    {"stage 5", 3000000, &sudoku::stage05_9x9::solve_unobserved, &twin05::solve<NoCount>, &twin05::solve<CountNodes>},
};

/// The puzzle files of tools/data, in the order of the table.
const char* const kFiles[] = {"norvig-easy50", "kaggle-2000",    "17-clue-rowmajor-feasible",
                              "4x4",           "16x16-rowmajor", "16x16"};

double thread_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

std::vector<Grid> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::vector<Grid> puzzles;
  sudoku::PuzzleStream stream(in);
  while (auto puzzle = stream.next()) puzzles.push_back(*puzzle);
  return puzzles;
}

/// The options of a measured run: counters on, limits set and live but out of reach.
sudoku::SearchOptions live_limits() {
  sudoku::SearchOptions options;
  options.max_nodes = std::uint64_t{1} << 40;
  options.time_limit_seconds = 3600;
  return options;
}

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

/// CPU seconds of one pass of the stage (counters and limits on) over `puzzles`.
double time_stage(const Stage& stage, const std::vector<Grid>& puzzles) {
  const sudoku::SearchOptions options = live_limits();
  std::uint64_t sink = 0;
  const double start = thread_seconds();
  for (const Grid& puzzle : puzzles) sink += stage.solve(puzzle, options).stats.nodes;
  const double seconds = thread_seconds() - start;
  if (sink == std::uint64_t{1} << 63) std::puts("");  // keeps the calls
  return seconds;
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
          counted = time_stage(stage, puzzles);
        } else {
          counted = time_stage(stage, puzzles);
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
