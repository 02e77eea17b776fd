// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file final_engine.cpp
/// \brief Compiles the engine once for NullObserver and defines the convenience overloads.
#include "final_engine_impl.hpp"

namespace sudoku::final_solver::engine {

/// \cond
// The engine without tracing; a second observer type needs its own instantiation like this.
template Outcome solve<NullObserver>(const std::uint8_t (&)[81], int, std::uint8_t (&)[81], const Limits&, Stats&,
                                     NullObserver&);
/// \endcond

Outcome solve(const std::uint8_t (&cells)[81], int max_solutions, std::uint8_t (&first_solution)[81],
              const Limits& limits, Stats& stats) {
  NullObserver observer;
  return solve<NullObserver>(cells, max_solutions, first_solution, limits, stats, observer);
}

Outcome solve(const std::uint8_t (&cells)[81], int max_solutions, std::uint8_t (&first_solution)[81]) {
  Stats stats;
  return solve(cells, max_solutions, first_solution, Limits{}, stats);
}

}  // namespace sudoku::final_solver::engine
