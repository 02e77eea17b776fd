// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file printers.hpp
/// \brief Readable test failures: GoogleTest printers for the kit's types, a
/// grid drawn with one cell marked, and the `reproduce:` line of a failure.
///
/// GoogleTest prints a value it does not know as a byte dump
/// (`4-byte object <01-00 00-00>`). The PrintTo() overloads below are found by
/// argument-dependent lookup, so every EXPECT_EQ on an Outcome, a Grid or the
/// counters of a search prints words and a drawn board instead.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>

#include "grid.hpp"
#include "search.hpp"

namespace sudoku {

/// Prints the outcome by name: `solved`, `no solution`, ...
void PrintTo(Outcome outcome, std::ostream* out);
/// Draws the grid row by row, boxes separated, `.` for a blank.
void PrintTo(const Grid& grid, std::ostream* out);
/// Prints `nodes=14 checks=624 backtracks=0 ...` (time left out: it is not deterministic).
void PrintTo(const SearchStats& stats, std::ostream* out);

namespace testing {

/// `grid` drawn as by PrintTo(), with `marked_cell` shown as `[d]` (-1: no mark).
std::string draw_grid(const Grid& grid, int marked_cell = -1);

/// The first cell (row-major) where `a` and `b` differ, or -1.
int first_difference(const Grid& a, const Grid& b);

/// `yours` drawn with the first cell that differs from `expected` marked, and a
/// line that names it: "row 3, column 5: yours 7, expected 2".
std::string describe_grid_difference(const Grid& expected, const Grid& yours);

/// outcome_name() in the language of the messages (SUDOKU_KIT_LANG): "solved",
/// "no solution", ..., or in Korean.
std::string outcome_words(Outcome outcome);

/// Why `answer` is not a solution of `puzzle`, as solution_problem() says it
/// (common/rules.hpp), in the language of the messages (SUDOKU_KIT_LANG);
/// "" when it is one. The step tests and the conformance suite print this one.
std::string solution_problem_text(const Grid& puzzle, const Grid& answer);

/// `counters` as `nodes=... checks=... backtracks=... max_depth=... guesses=... propagations=...`.
std::string format_counters(const SearchStats& counters);

/// `value` with thousands separators: 7548 -> "7,548".
std::string with_commas(std::uint64_t value);

/// The command that re-runs the current test alone on this binary, from the
/// kit's root folder: `reproduce: build/dev/bin/conformance_lesson02 --gtest_filter=Fidelity.Counters`.
std::string reproduce_line();

/// The commands that re-run one puzzle case: the stage binary of this test program
/// (conformance_lesson07 -> lesson07) on that puzzle with `options` (e.g. "--max-nodes 40"),
/// then the test alone, e.g.
/// `reproduce: echo "53..7...." | build/dev/bin/lesson07 --input line --stats` and
/// `reproduce: build/dev/bin/conformance_lesson07 --gtest_filter=Suite.Name`.
std::string reproduce_puzzle_line(const Grid& puzzle, const std::string& options = "");

/// The same for a puzzle of a file of the kit (`tests/data/boj2580-sample.in`), read in BOJ format.
std::string reproduce_file_line(const std::string& kit_path, const std::string& options = "");

}  // namespace testing
}  // namespace sudoku
