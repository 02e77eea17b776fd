// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// A stage's file compiled once more for its lesson tests, with `Grid` standing
// for CountingGrid (counting_grid.hpp), so that a test can compare the cells
// the stage read with the checks it counted.
//
// tests/CMakeLists.txt compiles this file into conformance_lessonNN and
// conformance_solutionNN of the stages that use it, with
//   STAGE_SOURCE   the stage's .cpp, as a string (the student's or the reference);
//   stageNN        defined as stageNN_counted, so this copy's functions are
//                  sudoku::stageNN_counted::..., beside the stage's own.
// As in common/stage_copy_9x9.cpp, everything the stage's file includes is
// included first, so only the stage's own code (and its header) sees the
// CountingGrid.
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "counting_grid.hpp"
#include "exercise.hpp"
#include "grid.hpp"
#include "search.hpp"

#define Grid CountingGrid
#include STAGE_SOURCE
#undef Grid
