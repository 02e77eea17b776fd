// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#include "final_solver.hpp"

#include <bit>
#include <chrono>
#include <cstdint>

#include "fast_solver_impl.hpp"
#include "stage05.hpp"
#include "trace.hpp"

namespace sudoku::final_solver {

namespace {

SearchStats kit_stats(const fast::Stats& engine, std::chrono::steady_clock::time_point started) {
  SearchStats stats;
  stats.nodes = engine.nodes;
  stats.guesses = engine.guesses;
  stats.propagations = engine.propagations;
  stats.backtracks = engine.backtracks;
  stats.max_depth = engine.max_depth;
  stats.time_us = static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - started).count());
  return stats;
}

/// Runs the engine on a 9x9 grid, tracing through `options.observer` when set.
fast::Outcome run_engine(const Grid& puzzle, int max_solutions, Grid& first, const SearchOptions& options,
                         fast::Stats& stats) {
  std::uint8_t cells[81];
  std::uint8_t solution[81] = {};
  for (int cell = 0; cell < 81; ++cell) cells[cell] = static_cast<std::uint8_t>(puzzle[cell]);
  fast::Limits limits;
  limits.max_nodes = options.max_nodes;
  limits.max_seconds = options.time_limit_seconds;
  fast::Outcome outcome;
  if (options.observer != nullptr) {
    ForwardingObserver forward{*options.observer};  // the engine's events, as the tracer's
    outcome = fast::solve(cells, max_solutions, solution, limits, stats, forward);
  } else {
    outcome = fast::solve(cells, max_solutions, solution, limits, stats);
  }
  if (outcome.solutions > 0) {
    first = Grid(3);
    for (int cell = 0; cell < 81; ++cell) first.set(cell, solution[cell]);
  }
  return outcome;
}

/// Counting for 4x4 and 16x16: bitmasks per unit, branch on the cell with the
/// fewest candidates, stop at `bound` solutions. Small puzzles only need this
/// plain search; the engine is 9x9-only.
class Counter {
 public:
  Counter(const Grid& puzzle, int bound, Search& search) : grid_(puzzle), bound_(bound), search_(search) {
    for (int cell = 0; cell < grid_.cell_count(); ++cell) {
      if (grid_[cell] != 0) toggle(cell, grid_[cell]);
    }
  }

  int count() {
    search_.run([&] { return count_from(); });
    return found_;
  }
  const Grid& first_solution() const { return first_; }

 private:
  std::uint32_t candidates(int cell) const {
    const auto unit = [](int index) { return static_cast<std::size_t>(index); };
    return all_digits_mask(grid_.side()) &
           ~(rows_[unit(grid_.row_of(cell))] | columns_[unit(grid_.column_of(cell))] | boxes_[unit(grid_.box_of(cell))]);
  }
  void toggle(int cell, int digit) {
    const std::uint32_t bit = std::uint32_t{1} << digit;
    rows_[static_cast<std::size_t>(grid_.row_of(cell))] ^= bit;
    columns_[static_cast<std::size_t>(grid_.column_of(cell))] ^= bit;
    boxes_[static_cast<std::size_t>(grid_.box_of(cell))] ^= bit;
  }
  /// True when the bound is reached (the search stops).
  bool count_from() {
    int best = -1;
    std::uint32_t best_mask = 0;
    for (int cell = 0; cell < grid_.cell_count(); ++cell) {
      if (grid_[cell] != 0) continue;
      const std::uint32_t mask = candidates(cell);
      if (best < 0 || std::popcount(mask) < std::popcount(best_mask)) {
        best = cell;
        best_mask = mask;
        if (mask == 0) break;
      }
    }
    if (best < 0) {
      if (found_++ == 0) first_ = grid_;
      search_.solution_found();
      return found_ >= bound_;
    }
    for (std::uint32_t mask = best_mask; mask != 0; mask &= mask - 1) {
      const int digit = std::countr_zero(mask);
      grid_.set(best, digit);
      toggle(best, digit);
      search_.enter(best, digit);
      if (count_from()) return true;
      search_.backtrack(best, digit);
      toggle(best, digit);
      grid_.set(best, 0);
    }
    return false;
  }

  Grid grid_;
  Grid first_ = Grid();
  int bound_;
  int found_ = 0;
  Search& search_;
  std::uint32_t rows_[Grid::kMaxSide] = {};
  std::uint32_t columns_[Grid::kMaxSide] = {};
  std::uint32_t boxes_[Grid::kMaxSide] = {};
};

}  // namespace

SearchResult solve(const Grid& puzzle, const SearchOptions& options) {
  if (puzzle.side() != 9) return stage05::solve(puzzle, options);
  const auto started = std::chrono::steady_clock::now();
  fast::Stats engine;
  Grid first = puzzle;
  const fast::Outcome outcome = run_engine(puzzle, 1, first, options, engine);
  SearchResult result;
  result.stats = kit_stats(engine, started);
  result.grid = outcome.solutions > 0 ? first : puzzle;
  result.outcome = outcome.solutions > 0                             ? Outcome::solved
                   : outcome.status == fast::Status::limit_reached ? Outcome::limit_reached
                                                                    : Outcome::no_solution;
  return result;
}

CountResult count(const Grid& puzzle, int bound, const SearchOptions& options) {
  CountResult result;
  if (puzzle.side() != 9) {
    Search search(options);
    Counter counter(puzzle, bound, search);
    result.solutions = counter.count();
    const SearchResult searched = search.result(result.solutions > 0, counter.first_solution());
    result.limit_reached = search.limit_reached() && result.solutions < bound;
    result.first_solution = counter.first_solution();
    result.stats = searched.stats;
    return result;
  }
  const auto started = std::chrono::steady_clock::now();
  fast::Stats engine;
  const fast::Outcome outcome = run_engine(puzzle, bound, result.first_solution, options, engine);
  result.solutions = outcome.solutions;
  result.limit_reached = outcome.status == fast::Status::limit_reached;
  result.stats = kit_stats(engine, started);
  return result;
}

}  // namespace sudoku::final_solver
