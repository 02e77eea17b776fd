// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file search_types.hpp
/// \brief What a search counts, may do and returns: SearchStats, SearchOptions,
/// SearchResult and the SearchObserver that sees its steps.
///
/// search.hpp includes it, with the table of what each counter means and the
/// Search object a stage reports its steps to.
#pragma once

#include <cstdint>
#include <limits>
#include <string>

#include "grid.hpp"

namespace sudoku {

struct SearchStats;

/// Receives the steps of a search, for drawing its tree (see trace.hpp).
///
/// Search calls it, and only when one is set (SearchOptions::observer): stage code
/// never does.
class SearchObserver {
 public:
  virtual ~SearchObserver() = default;
  /// A node: `digit` was placed in `cell`, at `depth` (the root's children are at depth 1).
  virtual void on_enter(int cell, int digit, int depth) = 0;
  /// `digit` was tried in `cell` and failed the stage's check (not a node).
  virtual void on_reject(int cell, int digit, int depth) = 0;
  /// Propagation filled `cell` with `digit` inside the current node (stage 5 on).
  virtual void on_propagate(int cell, int digit, int depth) = 0;
  /// Every digit for `cell` has been tried without success (or propagation found a
  /// contradiction there): the search returns to the previous choice. A node whose
  /// children all failed, or that has none, is a dead end.
  virtual void on_dead_end(int cell, int depth) = 0;
  /// The placement of `digit` in `cell` at `depth` was undone.
  virtual void on_backtrack(int cell, int digit, int depth) = 0;
  /// The grid is complete: the current node is a solution.
  virtual void on_solution(int depth) = 0;
  /// Called once when Search::run() starts, with the counters the search keeps
  /// updating as it goes; the reference stays valid until run() returns. A
  /// recorder reads `counters.checks` at each event to charge the checks to the
  /// node or candidate that cost them (see TreeRecorder). Does nothing by default.
  virtual void on_search_start(const SearchStats& counters) { (void)counters; }
  /// Called once when Search::run() returns (solved, exhausted or stopped by a
  /// limit): the counters given to on_search_start() are final now, and still
  /// valid during this call. Does nothing by default.
  virtual void on_search_end() {}
};

/// How far a search may go. Zero or the maximum value means "no limit".
struct SearchOptions {
  /// Stop after this many nodes (the search never makes more).
  std::uint64_t max_nodes = std::numeric_limits<std::uint64_t>::max();
  /// Stop after this many seconds (0 = no limit); looked at every 1024 nodes.
  double time_limit_seconds = 0;
  /// Where to report the steps of the search, or nullptr (the fast default).
  SearchObserver* observer = nullptr;
};

/// Work counters of one search (see the table in search.hpp).
struct SearchStats {
  std::uint64_t nodes = 0;         ///< Placements kept for the recursive call.
  std::uint64_t checks = 0;        ///< Cell reads or lookups to decide whether a digit fits.
  std::uint64_t backtracks = 0;    ///< Placements undone.
  std::uint64_t max_depth = 0;     ///< Deepest nesting of placements.
  std::uint64_t guesses = 0;       ///< Branch points where more than one digit was entered.
  std::uint64_t propagations = 0;  ///< Cells filled by propagation.
  /// Time of the solve call in microseconds, measured by its caller: solve_checked()
  /// and the stage binaries' driver fill it in (Search leaves it 0).
  std::uint64_t time_us = 0;

  /// Adds the counters of `other` (max_depth takes the larger).
  SearchStats& operator+=(const SearchStats& other);
};

/// How a search ended.
enum class Outcome {
  solved,         ///< A solution was found.
  no_solution,    ///< The whole tree was searched: the puzzle has no solution.
  limit_reached,  ///< The node or time limit stopped the search first.
  invalid,        ///< The givens conflict; the search did not start (see SearchResult::problem).
};

/// "solved", "no solution", "limit reached" or "invalid".
const char* outcome_name(Outcome outcome);

/// What a stage's solve() returns.
struct SearchResult {
  Outcome outcome = Outcome::no_solution;  ///< How the search ended.
  Grid grid = Grid();                      ///< The solution when solved, otherwise the puzzle.
  SearchStats stats;                       ///< The work done.
  std::string problem;                     ///< For Outcome::invalid: the conflict, in one line.
};

/// The signature every stage's solve function has.
using SolveFunction = SearchResult (*)(const Grid& puzzle, const SearchOptions& options);

/// Thrown by Search::enter() when a limit is reached; caught by Search::run(),
/// so stage code never sees it (it unwinds the recursion in one step).
struct LimitReached {};

/// Whether a Search tells an observer about its steps (see BasicSearch).
enum class ObserverPolicy {
  observed,    ///< Tells SearchOptions::observer, when one is set, about every step.
  unobserved,  ///< Never looks at an observer: the tests for one are compiled out.
};

}  // namespace sudoku
