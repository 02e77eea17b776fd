// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file conformance.hpp
/// \brief The one conformance suite every stage (student's or reference) must pass.
///
/// A test file instantiates it for a stage in one line:
/// \code
/// #include "stage03.hpp"
/// #include "support/conformance.hpp"
/// SUDOKU_CONFORMANCE_SUITE(Solution03, sudoku::stage03::solve, sudoku::testing::TreeShape::row_major);
/// \endcode
///
/// The cases: the Baekjoon 2580 sample; real puzzles (easy,
/// 17-clue, hard) from `tests/data`; an empty grid; a solved grid;
/// multi-solution puzzles (any valid answer); no-solution puzzles; conflicting
/// givens (rejected before the search, conflict named); node and time limits;
/// 4x4 and 16x16 puzzles; determinism; and properties over real solutions
/// (blank one cell and it comes back). Every answer goes through
/// is_solution_of(), never only a string comparison.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include "grid.hpp"
#include "search.hpp"
#include "support/printers.hpp"

namespace sudoku::testing {

/// Which search tree a stage walks, so the suite knows what it can finish.
enum class TreeShape {
  row_major,         ///< Stages 1–3: blanks in row-major order, digits ascending (can be huge).
  most_constrained,  ///< Stage 4 on: branches on the cell with the fewest candidates.
};

/// A stage under test: its name, its solve function and its tree shape.
struct StageUnderTest {
  const char* name;     ///< Shown in test names, e.g. `Solution03`.
  SolveFunction solve;  ///< The stage's solve().
  TreeShape shape;      ///< Decides the expectations of the limit tests.
};

/// Prints the stage by its name (`Lesson03`), not as a byte dump.
void PrintTo(const StageUnderTest& stage, std::ostream* out);

/// Names the instantiated tests after the stage: `.../Lesson03`, not `.../0`.
std::string stage_param_name(const ::testing::TestParamInfo<StageUnderTest>& info);

/// The value-parameterized fixture behind SUDOKU_CONFORMANCE_SUITE.
class ConformanceTest : public ::testing::TestWithParam<StageUnderTest> {
 public:
  /// Solves `puzzle` with the stage under test (conflicting givens rejected first).
  SearchResult solve(const Grid& puzzle, const SearchOptions& options = {}) const;
};

/// Path of a file in the kit's test data folder (`tests/data`).
std::string data_path(const std::string& file_name);

/// The puzzles of a line-format file in `tests/data`, at most `limit` of them.
std::vector<Grid> load_puzzles(const std::string& file_name,
                               std::size_t limit = std::numeric_limits<std::size_t>::max());

/// The whole text of a file in `tests/data`.
std::string read_data_file(const std::string& file_name);

}  // namespace sudoku::testing

/// Instantiates the conformance suite for one stage: `name` (an identifier),
/// its solve function, and its sudoku::testing::TreeShape.
#define SUDOKU_CONFORMANCE_SUITE(name, solve_function, tree_shape)                                                  \
  using ::sudoku::testing::ConformanceTest;                                                                         \
  INSTANTIATE_TEST_SUITE_P(name, ConformanceTest,                                                                   \
                           ::testing::Values(::sudoku::testing::StageUnderTest{#name, solve_function, tree_shape}), \
                           ::sudoku::testing::stage_param_name)
