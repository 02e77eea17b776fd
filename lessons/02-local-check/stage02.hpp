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

/// The three scans of stage 2, in stage02.cpp. Each reads its unit cell by cell,
/// counting every cell it reads as one check with search.count_checks(1), and
/// returns true at the first cell that holds `digit` (that read counts too).
/// They are declared here, not hidden inside stage02.cpp, so that the lesson's
/// step tests can call each scan on its own.
///
/// True when row `row` of `board` holds `digit`.
bool row_has(const Grid& board, int row, int digit, Search& search);
/// True when column `column` of `board` holds `digit`.
bool column_has(const Grid& board, int column, int digit, Search& search);
/// True when box `box` of `board` holds `digit` (Grid::box_cell() gives its cells).
bool box_has(const Grid& board, int box, int digit, Search& search);

/// Fills the blanks of `puzzle` in row-major order, trying digits in ascending
/// order; before writing a digit it scans only the row, the column and the box
/// of that cell. The board is always consistent, so only the new digit can
/// break it: the search tree is exactly stage 1's, each node is cheaper.
///
/// Counts (see search.hpp): `nodes` = digits kept; `checks` = cells read by the
/// row/column/box scans. The givens must not conflict (use solve_checked()).
SearchResult solve(const Grid& puzzle, const SearchOptions& options);

}  // namespace sudoku::stage02
