// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file stage03.hpp
/// \brief Stage 3: backtracking with used-digit tables per row, column and box.
///
/// The student's `lessons/03-row-col-box-tables/stage03.cpp` and the reference
/// `solutions/03-row-col-box-tables/stage03.cpp` both implement this header, so
/// the compiler holds them to one interface.
#pragma once

#include "grid.hpp"
#include "search.hpp"

/// Stage 3 of the kit.
namespace sudoku::stage03 {

/// Fills the blanks of `puzzle` in row-major order, trying digits in ascending
/// order; three tables (`used_in_row[r][d]`, `used_in_column[c][d]`,
/// `used_in_box[b][d]`) answer "may d go here?" in three lookups. The tables
/// are set when a digit is placed and cleared when it is undone. Same tree as
/// stages 1 and 2, and the cheapest node of the three.
///
/// Counts (see search.hpp): `nodes` = digits kept; `checks` = table lookups.
/// The givens must not conflict (use solve_checked()).
SearchResult solve(const Grid& puzzle, const SearchOptions& options);

}  // namespace sudoku::stage03
