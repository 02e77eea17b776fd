// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file stage01.hpp
/// \brief Stage 1: naive backtracking that re-checks the whole board after every placement.
///
/// The student's `lessons/01-naive-full-recheck/stage01.cpp` and the reference
/// `solutions/01-naive-full-recheck/stage01.cpp` both implement this header, so
/// the compiler holds them to one interface.
#pragma once

#include "grid.hpp"
#include "search.hpp"

/// Stage 1 of the kit.
namespace sudoku::stage01 {

/// Fills the blanks of `puzzle` in row-major order, trying digits in ascending
/// order; after writing a digit it checks every row, column and box of the
/// board, and keeps the digit only if the whole board is still consistent.
///
/// Counts (see search.hpp): `nodes` = digits kept; `checks` = cells read by the
/// whole-board checks. The givens must not conflict (use solve_checked()).
SearchResult solve(const Grid& puzzle, const SearchOptions& options);

}  // namespace sudoku::stage01
