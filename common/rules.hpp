// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file rules.hpp
/// \brief The rules of Sudoku: conflicts among givens, and checking an answer.
///
/// Every answer the kit prints or a test accepts goes through is_solution_of():
/// complete, every unit a permutation of the digits, and every given kept.
#pragma once

#include <optional>
#include <string>

#include "grid.hpp"

namespace sudoku {

/// The three kinds of unit.
enum class UnitKind { row, column, box };

/// "row", "column" or "box".
const char* unit_name(UnitKind kind);

/// Two equal digits in one unit.
struct Conflict {
  int digit;        ///< The repeated digit.
  UnitKind unit;    ///< The kind of unit that holds it twice.
  int unit_index;   ///< Which row, column or box (from 0).
  int first_cell;   ///< The first cell (row-major) holding the digit.
  int second_cell;  ///< The second cell holding it.

  /// One line such as `givens conflict: 5 appears twice in row 3 (r3c1, r3c8)`.
  std::string describe(const Grid& grid) const;
};

/// The first conflict among the filled cells of `grid` (rows first, then
/// columns, then boxes), or nothing when no unit repeats a digit.
std::optional<Conflict> find_conflict(const Grid& grid);

/// Why `answer` is not a solution of `puzzle` (a different size, a blank cell,
/// a given changed, or a repeated digit), or nothing when it is one.
std::optional<std::string> solution_problem(const Grid& puzzle, const Grid& answer);

/// True when `answer` is complete, breaks no rule and keeps every given of `puzzle`.
inline bool is_solution_of(const Grid& puzzle, const Grid& answer) { return !solution_problem(puzzle, answer); }

}  // namespace sudoku
