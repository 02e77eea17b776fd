// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#include "reliability_support.hpp"

#include <gtest/gtest.h>

#include <array>
#include <fstream>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <vector>

#include "io.hpp"
#include "rules.hpp"

#include "sudoku_stages.hpp"  // every reference stage, generated from lessons/NN-*/stage.cmake
#ifdef SUDOKU_HAVE_FAST
#include "final_engine.hpp"
#endif
#ifdef SUDOKU_HAVE_FINAL_SOLVER
#include "final_solver.hpp"
#endif

namespace sudoku::reliability {

namespace {

#ifdef SUDOKU_HAVE_FAST
/// The final solver behind the common solve() signature (9x9 only).
SearchResult fast_solve(const Grid& puzzle, const SearchOptions& options) {
  std::uint8_t cells[81];
  std::uint8_t first[81];
  for (int cell = 0; cell < 81; ++cell) cells[cell] = static_cast<std::uint8_t>(puzzle[cell]);
  final_solver::engine::Limits limits;
  limits.max_nodes = options.max_nodes;
  limits.max_seconds = options.time_limit_seconds;
  final_solver::engine::Stats stats;
  const final_solver::engine::Outcome outcome = final_solver::engine::solve(cells, 1, first, limits, stats);
  SearchResult result;
  result.grid = puzzle;
  result.stats.nodes = stats.nodes;
  result.stats.guesses = stats.guesses;
  result.stats.backtracks = stats.backtracks;
  result.stats.propagations = stats.propagations;
  result.stats.max_depth = stats.max_depth;
  if (outcome.solutions > 0) {
    result.outcome = Outcome::solved;
    for (int cell = 0; cell < 81; ++cell) result.grid.set(cell, first[cell]);
  } else {
    result.outcome =
        outcome.status == final_solver::engine::Status::limit_reached ? Outcome::limit_reached : Outcome::no_solution;
  }
  return result;
}
#endif

/// The bitmask board of the test-local counter.
class Board {
 public:
  explicit Board(const Grid& grid) : grid_(grid) {
    for (int cell = 0; cell < grid_.cell_count(); ++cell) {
      if (grid_[cell] != 0) flip(cell, grid_[cell]);
    }
  }
  const Grid& grid() const { return grid_; }
  std::uint32_t candidates(int cell) const {
    return all_digits_mask(grid_.side()) &
           ~(rows_[grid_.row_of(cell)] | columns_[grid_.column_of(cell)] | boxes_[grid_.box_of(cell)]);
  }
  void place(int cell, int digit) {
    grid_.set(cell, digit);
    flip(cell, digit);
  }
  void clear(int cell, int digit) {
    grid_.set(cell, 0);
    flip(cell, digit);
  }
  /// The blank with the fewest candidates, or -1 when none is left.
  int fewest_candidates(std::uint32_t& mask) const {
    int best = -1;
    int best_count = 1000;
    for (int cell = 0; cell < grid_.cell_count() && best_count > 0; ++cell) {
      if (grid_[cell] != 0) continue;
      const std::uint32_t m = candidates(cell);
      const int count = __builtin_popcount(m);
      if (count < best_count) best = cell, best_count = count, mask = m;
    }
    return best;
  }

  /// The narrowest branching: the cells one digit may go to in one unit (a
  /// hidden single has one), or a cell's candidates (a naked single has one),
  /// whichever has fewer choices. Returns false when the grid is full; a
  /// branching without choices is a dead end.
  bool narrowest_branching(std::vector<std::pair<int, int>>& choices) const {
    std::uint32_t mask = 0;
    const int cell = fewest_candidates(mask);
    if (cell < 0) return false;
    choices.clear();
    for (std::uint32_t m = mask; m != 0; m &= m - 1) choices.emplace_back(cell, __builtin_ctz(m));
    if (choices.size() <= 1) return true;
    const int side = grid_.side();
    for (int kind = 0; kind < 3; ++kind) {
      for (int unit = 0; unit < side; ++unit) {
        std::array<int, Grid::kMaxSide + 1> places{};
        std::array<int, Grid::kMaxSide + 1> last{};
        for (int index = 0; index < side; ++index) {
          const int c = kind == 0   ? grid_.cell_at(unit, index)
                        : kind == 1 ? grid_.cell_at(index, unit)
                                    : grid_.box_cell(unit, index);
          if (grid_[c] != 0) continue;
          for (std::uint32_t m = candidates(c); m != 0; m &= m - 1) {
            const int digit = __builtin_ctz(m);
            ++places[static_cast<std::size_t>(digit)];
            last[static_cast<std::size_t>(digit)] = c;
          }
        }
        const std::uint32_t used = kind == 0   ? rows_[static_cast<std::size_t>(unit)]
                                   : kind == 1 ? columns_[static_cast<std::size_t>(unit)]
                                               : boxes_[static_cast<std::size_t>(unit)];
        for (int digit = 1; digit <= side; ++digit) {
          if (used & (std::uint32_t{1} << digit)) continue;
          const int count = places[static_cast<std::size_t>(digit)];
          if (count == 0) {
            choices.clear();
            return true;
          }
          if (count == 1) {
            choices.assign(1, {last[static_cast<std::size_t>(digit)], digit});
          }
        }
      }
    }
    return true;
  }

 private:
  void flip(int cell, int digit) {
    const std::uint32_t bit = std::uint32_t{1} << digit;
    rows_[grid_.row_of(cell)] ^= bit;
    columns_[grid_.column_of(cell)] ^= bit;
    boxes_[grid_.box_of(cell)] ^= bit;
  }
  Grid grid_;
  std::array<std::uint32_t, Grid::kMaxSide> rows_{}, columns_{}, boxes_{};
};

struct Counter {
  Counter(int bound_, std::uint64_t node_limit_) : bound(bound_), node_limit(node_limit_) {}
  int bound;
  std::uint64_t node_limit;
  std::uint64_t nodes = 0;
  SolutionCount result;

  /// False when counting must stop.
  bool search(Board& board) {
    std::vector<std::pair<int, int>> choices;
    if (!board.narrowest_branching(choices)) {
      if (result.solutions++ == 0) result.first = board.grid();
      return result.solutions < bound;
    }
    for (const auto& [cell, digit] : choices) {
      if (++nodes > node_limit) {
        result.finished = false;
        return false;
      }
      board.place(cell, digit);
      const bool go_on = search(board);
      board.clear(cell, digit);
      if (!go_on) return false;
    }
    return true;
  }
};

}  // namespace

const std::vector<StageUnderTest>& stages_under_test() {
  static const std::vector<StageUnderTest> stages = [] {
    std::vector<StageUnderTest> list;
    // Stages 1-3 get the same node limit, so that they stop at the same node.
    [[maybe_unused]] constexpr std::uint64_t row_major_limit = 20'000;
    [[maybe_unused]] constexpr std::uint64_t smaller_tree_limit = 100'000;
    // Every reference stage, in order. Dancing links (stage 7) is not expected to stop at
    // the limit on any real puzzle of the kit; every other stage may.
#define SUDOKU_STAGE_UNDER_TEST(number, name, tree, title)                                                      \
  {                                                                                                             \
    constexpr bool row_major = std::string_view(#tree) == "row_major";                                          \
    list.push_back(                                                                                             \
        {#name, &name::solve, row_major, number != 7, true, row_major ? row_major_limit : smaller_tree_limit}); \
  }
    SUDOKU_FOR_EACH_STAGE(SUDOKU_STAGE_UNDER_TEST)
#undef SUDOKU_STAGE_UNDER_TEST
#ifdef SUDOKU_HAVE_FAST
    list.push_back({"final", &fast_solve, false, false, false, smaller_tree_limit});
#endif
#ifdef SUDOKU_HAVE_FINAL_SOLVER
    // The `sudoku` binary's solve(): the engine for 9x9, stage 5 for the other sizes.
    list.push_back({"sudoku", &final_solver::solve, false, false, true, smaller_tree_limit});
#endif
    return list;
  }();
  return stages;
}

std::vector<StageUnderTest> stages_for(int box_side) {
  std::vector<StageUnderTest> list;
  for (const StageUnderTest& stage : stages_under_test()) {
    if (stage.all_sizes || box_side == 3) list.push_back(stage);
  }
  return list;
}

SolutionCount count_solutions(const Grid& puzzle, int bound, std::uint64_t node_limit) {
  Counter counter(bound, node_limit);
  Board board(puzzle);
  counter.search(board);
  return counter.result;
}

namespace {

void count_split(SolveFunction solve, Grid& puzzle, int bound, std::uint64_t node_limit, SolutionCount& count) {
  SearchOptions options;
  options.max_nodes = node_limit;
  const SearchResult result = solve(puzzle, options);
  if (result.outcome == Outcome::limit_reached) count.finished = false;
  if (result.outcome != Outcome::solved) return;
  std::uint32_t mask = 0;
  const int cell = Board(puzzle).fewest_candidates(mask);
  if (cell < 0) {  // the puzzle is its own solution
    if (count.solutions++ == 0) count.first = puzzle;
    return;
  }
  for (; mask != 0 && count.solutions < bound && count.finished; mask &= mask - 1) {
    puzzle.set(cell, __builtin_ctz(mask));
    count_split(solve, puzzle, bound, node_limit, count);
  }
  puzzle.set(cell, 0);
}

}  // namespace

SolutionCount count_by_solving(SolveFunction solve, const Grid& puzzle, int bound, std::uint64_t node_limit) {
  SolutionCount count;
  Grid board = puzzle;
  count_split(solve, board, bound, node_limit, count);
  return count;
}

#ifdef SUDOKU_HAVE_FAST
SolutionCount fast_count(const Grid& puzzle, int bound) {
  std::uint8_t cells[81];
  std::uint8_t first[81];
  for (int cell = 0; cell < 81; ++cell) cells[cell] = static_cast<std::uint8_t>(puzzle[cell]);
  final_solver::engine::Stats stats;
  const final_solver::engine::Outcome outcome =
      final_solver::engine::solve(cells, bound, first, final_solver::engine::Limits{}, stats);
  SolutionCount count;
  count.solutions = outcome.solutions;
  count.finished = outcome.status == final_solver::engine::Status::found_all;
  count.first = puzzle;
  if (outcome.solutions > 0) {
    for (int cell = 0; cell < 81; ++cell) count.first.set(cell, first[cell]);
  }
  return count;
}
#endif

std::vector<Grid> read_puzzle_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  PuzzleStream stream(in);
  std::vector<Grid> puzzles;
  while (auto puzzle = stream.next()) puzzles.push_back(*puzzle);
  return puzzles;
}

std::vector<Grid> data_puzzles(const std::string& file_name) {
  return read_puzzle_file(std::string(SUDOKU_TEST_DATA_DIR) + "/" + file_name);
}

std::vector<Grid> generated_puzzles(const std::string& file_name) {
  const std::string path = std::string(RELIABILITY_GENERATED_DIR) + "/" + file_name;
  std::ifstream probe(path);
  if (!probe) {
    ADD_FAILURE() << path << " is missing: it is made by the ctest fixture reliability_generate (kit generate)";
    return {};
  }
  return read_puzzle_file(path);
}

}  // namespace sudoku::reliability
