// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The conformance suite for the final solver (the `sudoku` binary's solve function).
#include "final_solver.hpp"
#include "support/conformance.hpp"

SUDOKU_CONFORMANCE_SUITE(Final, sudoku::final_solver::solve, sudoku::testing::TreeShape::most_constrained);
