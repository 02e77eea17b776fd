// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file stage07.hpp
/// \brief Stage 7: Sudoku as an exact-cover problem, solved by Knuth's Algorithm X with dancing links.
///
/// The student's `lessons/07-exact-cover/stage07.cpp` and the reference
/// `solutions/07-exact-cover/stage07.cpp` both implement this header, so the
/// compiler holds them to one interface.
#pragma once

#include "grid.hpp"
#include "search.hpp"

/// Stage 7 of the kit.
namespace sudoku::stage07 {

/// Turns the puzzle into an exact-cover matrix and runs Knuth's Algorithm X on
/// it with dancing links (D. E. Knuth, "Dancing Links", 2000). For a grid of
/// side N (4, 9 or 16) the matrix has 4·N² columns, one per constraint — each
/// cell holds a digit, each row, each column and each box holds each digit once
/// — and N³ rows, one per candidate placement "digit d in cell c", each with a
/// 1 in exactly four columns. A solution is a set of rows with exactly one 1 in
/// every column. The 1s are nodes of circular doubly linked lists (one per row,
/// one per column), so covering a column and uncovering it again are O(1) per
/// node touched. The givens are selected before the search. At every level the
/// search takes the column with the fewest rows (Knuth's S heuristic; ties: the
/// lowest column, with the cell columns first, then row-digit, column-digit and
/// box-digit) and tries its rows from the top (a cell's digits in ascending order).
///
/// Counts (see search.hpp): `nodes` = rows chosen by the search (each is one
/// placement, digit d in cell c, reported to the observer as such; the givens
/// are not nodes, and a column with one row still costs a node: DLX has no
/// separate propagation); `checks` = column headers looked at to find the
/// column with the fewest rows (the scan stops early at an empty column);
/// `guesses` = the kit's one meaning (search.hpp): chosen columns where a second row
/// was tried, counted by Search::enter(); `backtracks` = chosen rows
/// taken back; `propagations` stays 0. The observer also gets a dead end when a
/// column runs out of rows (with its cell for a cell column, -1 for the others).
/// The givens must not conflict (use solve_checked()); if they do, the answer is
/// Outcome::no_solution with no node.
SearchResult solve(const Grid& puzzle, const SearchOptions& options);

/// The result of count().
struct Count {
  int solutions = 0;    ///< Solutions found, at most the bound.
  SearchResult search;  ///< `grid` = the first solution found (the puzzle if none); outcome
                        ///< Outcome::limit_reached when a limit stopped the count below the bound.
};

/// Counts the solutions of `puzzle` up to `bound` (2 proves uniqueness) with the
/// same search as solve(), which simply goes on after a solution until `bound`
/// are found or the tree is exhausted. Same counts and limits as solve().
Count count(const Grid& puzzle, int bound, const SearchOptions& options);

}  // namespace sudoku::stage07
