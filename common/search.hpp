// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file search.hpp
/// \brief What every stage's search shares: options, limits, statistics, result,
/// and the Search object a stage reports its steps to.
///
/// The statistics mean the same in every stage, so that comparisons are honest:
///
/// | counter        | meaning                                                                       |
/// |----------------|-------------------------------------------------------------------------------|
/// | `nodes`        | placements that passed the stage's check and were kept for the recursive call |
/// | `checks`       | cell reads or table/mask lookups made to decide whether a digit fits          |
/// | `backtracks`   | placements undone                                                             |
/// | `max_depth`    | the deepest level of nested placements                                        |
/// | `guesses`      | branch points where the search entered more than one digit                    |
/// | `propagations` | cells filled by propagation instead of by a branch (stage 5 on)               |
///
/// Givens and propagated cells are not nodes. Checks are cell reads in stages 1–2
/// and table or mask lookups from stage 3 on; each stage documents what it counts.
/// A guess is a cell whose first digit failed, so that a second one was tried as a
/// node (stages 1–5: Search counts it in enter(); the final solver's engine counts
/// every branch point, see final_engine.hpp).
///
/// A stage never counts by hand what Search counts for it: it calls
/// Search::enter() for a node, Search::backtrack() for an undo, and so on. That
/// is also how the limits are enforced: Search::enter() refuses the node that
/// would pass the node limit, and every 1024 nodes it looks at the clock (when
/// there is a time limit).
///
/// SearchStats, SearchOptions, SearchResult and SearchObserver are declared in
/// search_types.hpp, which this header includes.
#pragma once

#include <cstdint>
#include <utility>

#include "grid.hpp"
#include "internal/search_core.hpp"  // how each call below is kept cheap: the engine's tuning
#include "search_types.hpp"

namespace sudoku {

/// The bookkeeping of one search: counters, limits and, with
/// ObserverPolicy::observed, the observer. Stage code names it `Search` (below).
///
/// A stage creates one per solve() and reports each step to it:
/// \code
/// SearchResult solve(const Grid& puzzle, const SearchOptions& options) {
///   Search search(options);
///   Grid board = puzzle;
///   const bool solved = search.run([&] { return fill_from(board, 0, search); });
///   return search.result(solved, solved ? board : puzzle);
/// }
/// \endcode
///
/// The build compiles each reference stage a second time with the observer
/// compiled out (`BasicSearch<ObserverPolicy::unobserved>`), which the stage binary
/// runs when nothing traces the search. Both copies count every counter and honour
/// every limit: only the observer is left out. How each call is kept to a few
/// instructions is in common/internal/search_core.hpp, not needed to use Search.
template <ObserverPolicy kPolicy>
class BasicSearch {
 public:
  /// A search with the limits and observer of `options` (the observer is ignored
  /// by ObserverPolicy::unobserved).
  explicit BasicSearch(const SearchOptions& options) : core_(options) {}

  /// Runs `fill` (which returns true when it solved the board), catching the
  /// limit. Returns what `fill` returned (false on limit). The clock is read only
  /// when there is a time limit; the time of a solve is measured by its caller
  /// (see SearchStats::time_us).
  template <class Fill>
  bool run(Fill&& fill) {
    return core_.run(std::forward<Fill>(fill));
  }

  /// The result to return from solve(): `board` is the solution when `solved`.
  SearchResult result(bool solved, const Grid& board);

  /// A node: `digit` goes into `cell` and the search goes one level deeper.
  /// Throws LimitReached instead when the node or time limit is reached.
  void enter(int cell, int digit) { core_.enter(cell, digit); }
  /// The placement of `digit` in `cell` is undone; the search goes one level up.
  void backtrack(int cell, int digit) { core_.backtrack(cell, digit); }
  /// `digit` failed the check for `cell` (only the observer cares: it hears of the
  /// rejections at the next other step, in order).
  void reject(int cell, int digit) { core_.reject(cell, digit); }
  /// Every digit for `cell` failed: the search goes back to the previous choice
  /// (only the observer cares). Pass -1 when the failure is not about one cell.
  void dead_end(int cell) { core_.dead_end(cell); }
  /// The board is complete.
  void solution_found() { core_.solution_found(); }
  /// Propagation fills `cell` with `digit` without branching.
  void propagate(int cell, int digit) { core_.propagate(cell, digit); }
  /// Counts `reads` cell reads or lookups made to test a digit.
  void count_checks(std::uint64_t reads) { core_.count_checks(reads); }

  /// The counters so far.
  const SearchStats& stats() const { return core_.stats(); }
  /// How deep the search is now (0 at the root).
  int depth() const { return core_.depth(); }
  /// True once a node or time limit has stopped the search.
  bool limit_reached() const { return core_.limit_reached(); }

 private:
  internal::SearchCore<kPolicy> core_;
};

/// What stage code calls `Search`: the observed search, or the unobserved one in
/// the copy of a stage compiled with `SUDOKU_SEARCH_UNOBSERVED` (see BasicSearch).
#ifdef SUDOKU_SEARCH_UNOBSERVED
using Search = BasicSearch<ObserverPolicy::unobserved>;
#else
using Search = BasicSearch<ObserverPolicy::observed>;
#endif

// judge: omit begin (tools/judge: a judge file calls the stage's solve() directly)
/// Solves `puzzle` with `solve` after rejecting conflicting givens, and times the
/// call (SearchStats::time_us): the one entry point the tests and the tools use. A conflict gives
/// Outcome::invalid with SearchResult::problem naming it; the stage is not called.
SearchResult solve_checked(SolveFunction solve, const Grid& puzzle, const SearchOptions& options = {});
// judge: omit end

}  // namespace sudoku
