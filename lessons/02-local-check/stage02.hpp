// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file stage02.hpp
/// \brief Stage 2: backtracking that checks only the row, column and box of the cell being filled.
///
/// The student's `lessons/02-local-check/stage02.cpp` and the reference
/// `solutions/02-local-check/stage02.cpp` both implement this header, so
/// the compiler holds them to one interface.
#pragma once

#include "grid.hpp"
#include "search.hpp"

/// Stage 2 of the kit.
namespace sudoku::stage02 {

/// Fills the blanks of `puzzle` in row-major order, trying digits in ascending
/// order; before writing a digit it scans only the row, the column and the box
/// of that cell. The board is always consistent, so only the new digit can
/// break it: the search tree is exactly stage 1's, each node is cheaper.
///
/// Counts (see search.hpp): `nodes` = digits kept; `checks` = cells read by the
/// row/column/box scans. The givens must not conflict (use solve_checked()).
SearchResult solve(const Grid& puzzle, const SearchOptions& options);

}  // namespace sudoku::stage02
