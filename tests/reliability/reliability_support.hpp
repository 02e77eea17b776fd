// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file reliability_support.hpp
/// \brief What the reliability tests share: the stages linked into the test
/// binary, an independent solution counter, and the puzzle files.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "grid.hpp"
#include "search.hpp"

namespace sudoku::reliability {

/// One solver under test.
struct StageUnderTest {
  std::string name;          ///< e.g. `stage03`, or `final` for sudoku::final_solver::engine.
  SolveFunction solve;       ///< Its solve(), with the common signature.
  bool row_major;            ///< Stages 1–3: the same tree, possibly enormous.
  bool may_stop;             ///< May stop at node_limit on some real puzzles (stages 1–5; see differential_test.cpp).
  bool all_sizes;            ///< False for the final solver (9x9 only).
  std::uint64_t node_limit;  ///< The limit the differential tests give it.
};

/// Every reference stage (sudoku_stages.hpp), then the final solver (SUDOKU_HAVE_FAST), in order.
const std::vector<StageUnderTest>& stages_under_test();

/// The stages that handle a grid with this box side.
std::vector<StageUnderTest> stages_for(int box_side);

/// Solutions of a puzzle, counted up to a bound.
struct SolutionCount {
  int solutions = 0;     ///< How many were found (at most the bound).
  bool finished = true;  ///< False when the node limit stopped the count.
  Grid first;            ///< The first solution found, when solutions > 0.
};

/// Counts the solutions of `puzzle` (givens must not conflict) up to `bound`
/// with a test-local backtracking search: used-digit bitmasks per unit, the
/// narrowest branching first (a cell's candidates or a digit's places in a
/// unit, so naked and hidden singles come first). Written independently of every
/// stage and of the final solver, so that agreement means something.
SolutionCount count_solutions(const Grid& puzzle, int bound, std::uint64_t node_limit = 50'000'000);

/// Counts solutions up to `bound` using only a stage's solve(): solve; if
/// solved, split on the blank cell with the fewest candidates and count each
/// branch the same way. `finished` is false when a solve hit `node_limit`.
SolutionCount count_by_solving(SolveFunction solve, const Grid& puzzle, int bound, std::uint64_t node_limit);

#ifdef SUDOKU_HAVE_FAST
/// The final solver's count (sudoku::final_solver::engine::solve) of a 9x9 puzzle, up to `bound`.
SolutionCount fast_count(const Grid& puzzle, int bound);
#endif

/// The puzzles of a line-format file in tests/data.
std::vector<Grid> data_puzzles(const std::string& file_name);

/// The puzzles of a file made by `kit generate` for the tests (ctest fixture
/// reliability_generate); fails the test when the file is missing.
std::vector<Grid> generated_puzzles(const std::string& file_name);

/// The puzzles of any line-format file.
std::vector<Grid> read_puzzle_file(const std::string& path);

}  // namespace sudoku::reliability
