// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file stage04.hpp
/// \brief Stage 4: bitmasks of used digits, and branching on the most-constrained cell.
///
/// The student's `lessons/04-bitmask-mrv/stage04.cpp` and the reference
/// `solutions/04-bitmask-mrv/stage04.cpp` both implement this header, so the
/// compiler holds them to one interface.
#pragma once

#include "grid.hpp"
#include "search.hpp"

/// Stage 4 of the kit.
namespace sudoku::stage04 {

/// Keeps one bitmask of used digits per row, column and box (bit d set when
/// digit d is in the unit), so the candidates of a blank cell are the
/// complement of three ORed masks. At every node it branches on the blank cell
/// with the fewest candidates (ties: the first in row-major order), trying its
/// candidates in ascending order; a cell without candidates ends the branch at
/// once. A much smaller tree than stages 1–3.
///
/// Counts (see search.hpp): `nodes` = digits placed by a branch; `checks` =
/// mask lookups, three for every blank cell whose candidates are computed
/// (each node looks at every blank cell to find the most constrained one, and
/// stops early only at a cell without candidates); `guesses` = branch points
/// where a second digit was entered (search.hpp). Digits outside a cell's candidates are never
/// tried, so nothing is rejected. The givens must not conflict (use solve_checked()).
SearchResult solve(const Grid& puzzle, const SearchOptions& options);

}  // namespace sudoku::stage04
