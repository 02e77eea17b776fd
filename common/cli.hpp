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
/// | `--cpu-time` | times per puzzle (`--report`, summary) in CPU time of the solving thread |
/// | `--jobs N` | `--batch` on N threads (default: one per core; 1 for the lesson binaries) |
/// | `--count [N]` | (final solver) count solutions up to N (default 2): `unique`, `multiple`, `none` |
/// | `--trace-dot FILE` | the search tree as Graphviz DOT (see trace.hpp); one puzzle, not `--batch` |
/// | `--trace-limit N` | most nodes `--trace-dot` draws, the rest "+N more nodes" (default 150, 0: all) |
/// | `FILE` | read from FILE instead of standard input |
///
/// The output of `--batch` is the same whatever `--jobs` is.
///
/// Exit codes (README.md, "Exit codes"): ExitCode. Nothing is printed on stdout unless the
/// answer is complete; every error is one line on stderr.
///
/// `--batch` answers every puzzle line with one entry, in input order: the answer,
/// or a comment line `# no solution`, `# limit reached`, `# invalid: WHERE: WHAT`
/// (conflicting givens, and a malformed line, e.g.
/// ``# invalid: input:3:31: expected '.', '0' or a digit 1-9, found 'Z'``). The batch goes on after such a line and
/// exits 2 at the end. In `--output boj` or `pretty`, entries are separated by one
/// blank line. Only an input that cannot be read any more (a read error) stops it.
///
/// `--batch --jobs N`: the main thread reads the puzzles into chunks of 256, N - 1
/// worker threads answer the chunks (the givens check, the search, the answer
/// check, the formatting), and so does the main thread whenever the ring is full;
/// it writes the answered chunks out in input order (stdout, `--report`, the
/// totals); a ring of 2N chunks bounds the memory. Everything written is what
/// `--jobs 1` writes; only the times differ. The implementation: common/driver/.
///
/// Every write is checked (stdout, `--report`, `--trace-dot`): a full disk, a
/// closed pipe or a closed stdout stops the work with one line `cannot write NAME:
/// REASON` and exit code 5 (kExitOutputFailed). SIGPIPE is ignored, so a reader that
/// goes away (`| head -1`) gives `cannot write standard output: Broken pipe` and exit 5,
/// not a silent death by signal. A failed write to stderr (`--stats 2>/dev/full`, a
/// closed stderr) is exit 5 too, with no message, having nowhere to go. An output path
/// that is the input file itself (same device and inode, whatever the name) is refused
/// (exit 2), and so is an empty value (`--count ""`, `--count=`, an empty FILE).
///
/// `--trace-dot` writes the tree whatever the outcome (solved, no solution,
/// limit reached), before the answer; a 4x4 tree gets a mini grid in every
/// node, and every node shows the checks charged to it when the stage counts
/// checks. The caption's node count is the `nodes` of `--stats`.
#pragma once

#include <cstdint>

#include "grid.hpp"
#include "search.hpp"

namespace CLI {
class Validator;
}  // namespace CLI

namespace sudoku {

/// The exit codes of every binary of the kit (the stage binaries, `sudoku` and `kit`).
enum ExitCode : int {
  kExitSolved = 0,        ///< Solved, or the requested work was done.
  kExitNoSolution = 1,    ///< The puzzle has no solution.
  kExitBadInput = 2,      ///< Invalid input or usage (one line on stderr says what and where).
  kExitLimitReached = 3,  ///< A node or time limit was reached before an answer.
  kExitWrongAnswer = 4,   ///< `kit bench`: a stage gave a wrong answer or failed.
  kExitOutputFailed = 5,  ///< A write failed (full disk, closed pipe or stdout): one line names the file and why.
};

/// CLI11 validator of a time in seconds: a finite number from 0 to 1e9 (so `nan`,
/// `inf`, `-5` and `abc` are refused with a one-line reason).
CLI::Validator seconds_validator();

/// CLI11 validator of a whole number from `min` to `max` written in decimal digits
/// only (so `-1`, an empty value and 2^64 are refused instead of wrapping around).
CLI::Validator whole_number_validator(std::uint64_t min = 0, std::uint64_t max = UINT64_MAX);

/// What counting solutions found (final solver).
struct CountResult {
  int solutions = 0;             ///< Solutions found, at most the bound.
  bool limit_reached = false;    ///< The count stopped early at a limit.
  Grid first_solution = Grid();  ///< The first solution, when solutions > 0.
  SearchStats stats;             ///< The work done.
};

/// Counts the solutions of a puzzle without conflicting givens, up to `bound`.
using CountFunction = CountResult (*)(const Grid& puzzle, int bound, const SearchOptions& options);

/// What a stage binary is: its name, its solve function, and optionally a counter.
struct StageInfo {
  const char* name;               ///< Binary name, e.g. `solution03`.
  const char* title;              ///< One line for `--help`, e.g. `stage 3: row/column/box tables`.
  SolveFunction solve;            ///< The stage's solve().
  CountFunction count = nullptr;  ///< Enables `--count` when set.
  /// Threads of `--batch` without `--jobs`: 0 is one per core. The lesson binaries
  /// use 1: a student's stage may keep its state in globals, which threads would share.
  int default_jobs = 0;
  /// The same solve() compiled without an observer (see BasicSearch in
  /// search.hpp), or nullptr. The driver runs it whenever nothing observes the
  /// search (no `--trace`); it counts and limits exactly as `solve` does.
  SolveFunction solve_unobserved = nullptr;
  /// True when `solve` and `count` answer "no solution" (at once) for givens that
  /// conflict, as the final solver does. Then `--batch` checks a puzzle's givens
  /// only when it has no answer: an answer that passes the driver's answer check
  /// contains the givens and breaks no rule, which proves them consistent. (A
  /// lesson stage may search a long time on such a puzzle, so its givens are
  /// checked first.)
  bool conflicts_mean_no_solution = false;
};

/// Runs the driver for `stage` with the program's arguments; returns the exit code.
int run_stage_cli(int argc, char** argv, const StageInfo& stage);

}  // namespace sudoku
