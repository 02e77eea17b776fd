// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file tdoku_adapter.cc
/// \brief The kit's final engine (sudoku::final_solver::engine::solve) in the shape of a solver of tdoku's benchmark
/// harness, so that it is timed by the same loop as the public solvers. Built only by
/// tools/benchmarks/peers_harness.sh, inside a tdoku source folder the user provides.
///
/// The harness calls `size_t fn(const char* puzzle, size_t limit, uint32_t configuration,
/// char* solution, size_t* num_guesses)`: 81 characters ('1'..'9' a given, anything else a
/// blank), count solutions up to `limit`, write the first one, report the branch points.
#include <cstddef>
#include <cstdint>

#include "final_engine.hpp"

extern "C" size_t OtherSolverKit(const char* puzzle, size_t limit, uint32_t configuration, char* solution,
                                 size_t* num_guesses) {
  std::uint8_t cells[81];
  for (int i = 0; i < 81; ++i) {
    const unsigned digit = static_cast<unsigned char>(puzzle[i]) - static_cast<unsigned>('0');
    cells[i] = static_cast<std::uint8_t>(digit >= 1 && digit <= 9 ? digit : 0);
  }
  std::uint8_t first[81];
  sudoku::final_solver::engine::Stats stats;
  const int max_solutions = limit > 1000000 ? 1000000 : static_cast<int>(limit);
  const sudoku::final_solver::engine::Outcome outcome =
      sudoku::final_solver::engine::solve(cells, max_solutions, first, sudoku::final_solver::engine::Limits{}, stats);
  if (outcome.solutions > 0) {
    for (int i = 0; i < 81; ++i) solution[i] = static_cast<char>('0' + first[i]);
  }
  // configuration 1 asks for nodes (placements tried) instead of branch points.
  *num_guesses = configuration == 1 ? stats.nodes : stats.guesses;
  return static_cast<size_t>(outcome.solutions);
}
