// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#include "final_solver.hpp"

#include <cstdint>

#include "final_engine_impl.hpp"
#include "rules.hpp"
#include "stage05.hpp"
#include "stage07.hpp"
#include "trace.hpp"

namespace sudoku::final_solver {

namespace {

/// The engine's counters as the kit's. The time is left 0: the caller times the solve call
/// (see SearchStats::time_us), and two more clock reads here cost the 17-clue batch about 1.5%.
SearchStats kit_stats(const engine::Stats& engine_stats) {
  SearchStats stats;
  stats.nodes = engine_stats.nodes;
  stats.guesses = engine_stats.guesses;
  stats.propagations = engine_stats.propagations;
  stats.backtracks = engine_stats.backtracks;
  stats.max_depth = engine_stats.max_depth;
  return stats;
}

/// Runs the engine on a 9x9 grid, tracing through `options.observer` when set.
engine::Outcome run_engine(const Grid& puzzle, int max_solutions, Grid& first, const SearchOptions& options,
                           engine::Stats& stats) {
  std::uint8_t cells[81];
  std::uint8_t solution[81] = {};
  for (int cell = 0; cell < 81; ++cell) cells[cell] = static_cast<std::uint8_t>(puzzle[cell]);
  engine::Limits limits;
  limits.max_nodes = options.max_nodes;
  limits.max_seconds = options.time_limit_seconds;
  engine::Outcome outcome;
  if (options.observer != nullptr) {
    ForwardingObserver forward{*options.observer};  // the engine's events, as the tracer's
    outcome = engine::solve(cells, max_solutions, solution, limits, stats, forward);
  } else {
    outcome = engine::solve(cells, max_solutions, solution, limits, stats);
  }
  if (outcome.solutions > 0) {
    if (first.side() != 9) first = Grid(3);  // a 9x9 grid is written over, not cleared and copied
    for (int cell = 0; cell < 81; ++cell) first.set(cell, solution[cell]);
  }
  return outcome;
}

}  // namespace

SearchResult solve(const Grid& puzzle, const SearchOptions& options) {
  if (puzzle.side() != 9) {
    if (find_conflict(puzzle)) return SearchResult{Outcome::no_solution, puzzle, SearchStats(), ""};
    return stage05::solve(puzzle, options);
  }
  engine::Stats engine_stats;
  SearchResult result;
  const engine::Outcome outcome = run_engine(puzzle, 1, result.grid, options, engine_stats);
  result.stats = kit_stats(engine_stats);
  if (outcome.solutions == 0) result.grid = puzzle;
  result.outcome = outcome.solutions > 0                             ? Outcome::solved
                   : outcome.status == engine::Status::limit_reached ? Outcome::limit_reached
                                                                     : Outcome::no_solution;
  return result;
}

CountResult count(const Grid& puzzle, int bound, const SearchOptions& options) {
  CountResult result;
  if (puzzle.side() != 9) {
    if (find_conflict(puzzle)) return result;  // no solution (stage 7 expects consistent givens)
    // 4x4 and 16x16: the exact-cover search of stage 7 (dancing links), which
    // counts a hard 16x16 in milliseconds where a plain bitmask search took minutes.
    const stage07::Count counted = stage07::count(puzzle, bound, options);
    result.solutions = counted.solutions;
    result.limit_reached = counted.search.outcome == Outcome::limit_reached;
    if (counted.solutions > 0) result.first_solution = counted.search.grid;
    result.stats = counted.search.stats;
    return result;
  }
  engine::Stats engine_stats;
  const engine::Outcome outcome = run_engine(puzzle, bound, result.first_solution, options, engine_stats);
  result.solutions = outcome.solutions;
  result.limit_reached = outcome.status == engine::Status::limit_reached;
  result.stats = kit_stats(engine_stats);
  return result;
}

}  // namespace sudoku::final_solver
