// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file final_solver.hpp
/// \brief The final solver behind the kit's driver: the `sudoku` binary.
///
/// 9x9 puzzles go to the optimized engine (final_engine.hpp); 4x4 and 16x16
/// puzzles, which the engine does not handle, go to stage 5 for solving and to
/// stage 7's exact-cover search (dancing links) for `--count`.
#pragma once

#include "cli.hpp"
#include "grid.hpp"
#include "search.hpp"

/// The kit's final solver, in the shape of a stage.
namespace sudoku::final_solver {

/// Solves `puzzle`. Givens that conflict give Outcome::no_solution at once: the
/// engine finds them when it places the givens, and a 4x4 or 16x16 puzzle is
/// checked before stage 5 runs (the driver relies on it, see
/// StageInfo::conflicts_mean_no_solution). Counts: `nodes`, `guesses`,
/// `backtracks`, `max_depth` and `propagations` as the engine reports them (see
/// sudoku::final_solver::engine::Stats); `checks` is 0 for 9x9, since the engine tests many
/// candidates with one bit operation and counts none of them one by one.
SearchResult solve(const Grid& puzzle, const SearchOptions& options);

/// Counts the solutions of `puzzle` up to `bound` (2 proves uniqueness); 0 at once
/// for givens that conflict, as solve().
CountResult count(const Grid& puzzle, int bound, const SearchOptions& options);

}  // namespace sudoku::final_solver
