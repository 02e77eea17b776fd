// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file cli.hpp
/// \brief The command-line driver every stage binary is.
///
/// `solution01 < puzzle.txt` reads one puzzle in BOJ format and prints the answer
/// in BOJ format, exactly like an accepted Baekjoon 2580 submission. Options:
///
/// | option | meaning |
/// |--------|---------|
/// | `--input boj\|line` | format of the puzzle read (default `boj`) |
/// | `--output boj\|line\|pretty` | format of the answer (default `boj`; `line` in `--batch`) |
/// | `--batch` | a stream of line-format puzzles, one answer line each, a summary line on stderr |
/// | `--stats` | one line of work counters on stderr |
/// | `--report FILE` | a CSV row per puzzle (outcome, time, counters) |
/// | `--max-nodes N` | node limit (0 = none) |
/// | `--time-limit SECONDS` | time limit per puzzle (0 = none) |
/// | `--count [N]` | (final solver) count solutions up to N (default 2): `unique`, `multiple` or `none` |
/// | `--trace-dot FILE` | write the search tree as Graphviz DOT (see trace.hpp); one puzzle only, refused with `--batch` |
/// | `--trace-limit N` | most nodes `--trace-dot` draws, the rest cut into "+N more nodes" (default 150, 0 = no limit) |
/// | `FILE` | read from FILE instead of standard input |
///
/// Exit codes (kit-design §3): ExitCode. Nothing is printed on stdout unless the
/// answer is complete; every error is one line on stderr.
///
/// `--trace-dot` writes the tree whatever the outcome (solved, no solution,
/// limit reached), before the answer; a 4x4 tree gets a mini grid in every
/// node, and every node shows the checks charged to it when the stage counts
/// checks. The caption's node count is the `nodes` of `--stats`.
#pragma once

#include "grid.hpp"
#include "search.hpp"

namespace sudoku {

/// The exit codes of every binary of the kit.
enum ExitCode : int {
  kExitSolved = 0,        ///< Solved, or the requested work was done.
  kExitNoSolution = 1,    ///< The puzzle has no solution.
  kExitBadInput = 2,      ///< Invalid input or usage (one line on stderr says what and where).
  kExitLimitReached = 3,  ///< A node or time limit was reached before an answer.
};

/// What counting solutions found (final solver).
struct CountResult {
  int solutions = 0;           ///< Solutions found, at most the bound.
  bool limit_reached = false;  ///< The count stopped early at a limit.
  Grid first_solution = Grid();  ///< The first solution, when solutions > 0.
  SearchStats stats;           ///< The work done.
};

/// Counts the solutions of a puzzle without conflicting givens, up to `bound`.
using CountFunction = CountResult (*)(const Grid& puzzle, int bound, const SearchOptions& options);

/// What a stage binary is: its name, its solve function, and optionally a counter.
struct StageInfo {
  const char* name;               ///< Binary name, e.g. `solution03`.
  const char* title;              ///< One line for `--help`, e.g. `stage 3: row/column/box tables`.
  SolveFunction solve;            ///< The stage's solve().
  CountFunction count = nullptr;  ///< Enables `--count` when set.
};

/// Runs the driver for `stage` with the program's arguments; returns the exit code.
int run_stage_cli(int argc, char** argv, const StageInfo& stage);

}  // namespace sudoku
