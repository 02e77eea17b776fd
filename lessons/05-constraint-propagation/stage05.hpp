// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file stage05.hpp
/// \brief Stage 5: constraint propagation (naked and hidden singles) before every branch.
///
/// The student's `lessons/05-constraint-propagation/stage05.cpp` and the
/// reference `solutions/05-constraint-propagation/stage05.cpp` both implement
/// this header, so the compiler holds them to one interface.
#pragma once

#include "grid.hpp"
#include "search.hpp"

/// Stage 5 of the kit.
namespace sudoku::stage05 {

/// Stage 4's bitmasks and most-constrained cell, plus propagation: at every
/// node, before branching, it fills every *naked single* (a blank cell with one
/// candidate) and every *hidden single* (a digit with one possible cell in a
/// row, column or box), again and again until neither rule finds anything. A
/// blank cell without candidates, or a digit without a place in a unit that
/// still needs it, ends the branch at once. Undo is by copying: each level of
/// the search works on its own copy of the board and its masks, and going back
/// means dropping the copy.
///
/// Counts (see search.hpp): `nodes` = digits placed by a branch (propagated
/// cells excluded); `propagations` = cells filled by the two rules; `checks` =
/// mask lookups, three for every computation of a blank cell's candidates (in
/// each naked-single pass over the blank cells, and when the cell of a hidden
/// single is looked up; the hidden-single pass and the choice of the branch
/// cell read a table of candidates that the last naked-single pass wrote);
/// `guesses` = branch points where a second digit was entered. The givens must not
/// conflict (use solve_checked()).
SearchResult solve(const Grid& puzzle, const SearchOptions& options);

}  // namespace sudoku::stage05
