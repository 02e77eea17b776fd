// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// A reference stage compiled for 9x9 grids only, with nothing to observe: the copy
// a stage binary runs on 9x9 puzzles when nothing traces the search.
//
// CMake (sudoku_add_stage_copy() in cmake/SudokuStages.cmake) compiles this file
// once per stage with
//   STAGE_SOURCE                the stage's .cpp, as a string;
//   STAGE_NAMESPACE             the stage's namespace (stageNN), which is itself
//                               defined as stageNN_9x9, so this copy's functions are
//                               sudoku::stageNN_9x9::... and link beside the others;
//   STAGE_UNOBSERVED_NAMESPACE  the namespace of the stage's unobserved copy for
//                               every size (stageNN_unobserved);
//   SUDOKU_SEARCH_UNOBSERVED    so that Search is BasicSearch<ObserverPolicy::unobserved>.
// The stage's file is included as it is, with `Grid` standing for Grid9x9 (see
// grid9x9.hpp for why): the same code, with the grid's side a constant.
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "grid.hpp"
#include "grid9x9.hpp"
#include "search.hpp"

// Everything the stage's file includes from the standard library or common/ is
// included above, before `Grid` is redefined, so only the stage's own code (and
// its header) sees Grid9x9.
#define Grid Grid9x9
#include STAGE_SOURCE
#undef Grid

namespace sudoku {

namespace STAGE_UNOBSERVED_NAMESPACE {
SearchResult solve(const Grid& puzzle, const SearchOptions& options);
}  // namespace STAGE_UNOBSERVED_NAMESPACE

namespace STAGE_NAMESPACE {

/// What a stage binary runs when nothing observes the search: this copy for a
/// 9x9 puzzle, the unobserved copy for every size otherwise.
SearchResult solve_unobserved(const Grid& puzzle, const SearchOptions& options) {
  if (puzzle.box_side() != Grid9x9::box_side()) return STAGE_UNOBSERVED_NAMESPACE::solve(puzzle, options);
  return solve(Grid9x9(puzzle), options);
}

}  // namespace STAGE_NAMESPACE
}  // namespace sudoku
