// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file search.hpp
/// \brief What every stage's search shares: options, limits, statistics, result,
/// and the Search object a stage reports its steps to.
///
/// The statistics mean the same in every stage, so that comparisons are honest:
///
/// | counter        | meaning |
/// |----------------|---------|
/// | `nodes`        | placements that passed the stage's consistency check and were kept for the recursive call (givens
/// and propagated cells excluded) | | `checks`       | cell reads (stages 1–2) or table/mask lookups (stage 3 on) made
/// to decide whether a digit may go into a cell; each stage documents what it counts | | `backtracks`   | placements
/// undone | | `max_depth`    | the deepest level of nested placements | | `guesses`      | branch points where the
/// search entered more than one digit: a cell whose first digit failed, so a second one was tried as a node (stages
/// 1–5; Search counts it in enter(); the final solver's engine counts every branch point, see fast_solver.hpp) | |
/// `propagations` | cells filled by propagation instead of by a branch (stage 5 on) |
///
/// A stage never counts by hand what Search counts for it: it calls
/// Search::enter() for a node, Search::backtrack() for an undo, and so on. That
/// is also how the limits are enforced: Search::enter() refuses the node that
/// would pass the node limit, and every 1024 nodes it looks at the clock (when
/// there is a time limit).
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>

#include "grid.hpp"

namespace sudoku {

struct SearchStats;

/// Receives the steps of a search, for drawing its tree (see trace.hpp).
///
/// Search calls it only when one is set, so a search without an observer pays
/// one well-predicted branch per event and no virtual call.
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

namespace detail {
// A rejection not yet told to the observer (see reject()). Short integers:
// writing them cannot change a stage's int or bool fields, as far as the
// compiler knows, so it need not reload those. (Plain comments: an
// implementation detail, not part of the documented API.)
struct PendingReject {
  std::int16_t cell;
  std::int16_t digit;
  std::int16_t depth;    // the depth on_reject() gets
  std::uint64_t checks;  // stats_.checks when it was rejected
};
}  // namespace detail

/// Whether a Search can tell an observer about its steps (see BasicSearch).
enum class ObserverPolicy {
  observed,    ///< Tells SearchOptions::observer, when one is set, about every step.
  unobserved,  ///< Never looks at an observer: the tests for one are compiled out.
};

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
/// Why a template: the test "is there an observer?" runs at every candidate,
/// and in a stage whose candidate costs three table reads it is a tenth of the
/// time. So the build compiles each reference stage twice (cmake/SudokuStages.cmake):
/// once as written, where `Search` is `BasicSearch<ObserverPolicy::observed>`, and
/// once with `SUDOKU_SEARCH_UNOBSERVED` defined, where it is
/// `BasicSearch<ObserverPolicy::unobserved>`; the stage binary runs the second copy
/// whenever nothing observes the search (no `--trace`). Both copies count every
/// counter and honour every limit: only the observer is compiled out.
template <ObserverPolicy kPolicy>
class BasicSearch {
 public:
  /// A search with the limits and observer of `options` (the observer is ignored
  /// by ObserverPolicy::unobserved).
  explicit BasicSearch(const SearchOptions& options);

  /// Runs `fill` (which returns true when it solved the board), catching the
  /// limit. Returns what `fill` returned (false on limit).
  ///
  /// It reads the clock only when there is a time limit: a read costs about as
  /// much as a hundred instructions (it waits for the work before it to finish),
  /// and a 4x4 puzzle is solved in a few hundred nanoseconds. The time of a solve
  /// is measured by its caller (see SearchStats::time_us).
  template <class Fill>
  bool run(Fill&& fill) {
    if (options_.time_limit_seconds > 0) start_ = std::chrono::steady_clock::now();
    if (observed()) {
      pending_ = std::make_unique<detail::PendingReject[]>(kMaxPending);
      observer_->on_search_start(stats_);
    }
    bool solved = false;
    try {
      solved = fill();
    } catch (const LimitReached&) {
      limit_reached_ = true;
    }
    note_depth();  // the nodes still placed: a solution, or where a limit stopped the search
    if (observed()) {
      flush_rejects();
      observer_->on_search_end();
    }
    return solved;
  }

  /// The result to return from solve(): `board` is the solution when `solved`.
  SearchResult result(bool solved, const Grid& board);

  // The calls below run for every node or candidate, so each is a few
  // instructions inline: the counters are plain integers, the two limits cost
  // one comparison (see next_stop_), and the observer, when there is one, is
  // told through a function kept out of line (see the notify_ functions).

  /// A node: `digit` goes into `cell` and the search goes one level deeper.
  /// Throws LimitReached instead when the node or time limit is reached.
  void enter(int cell, int digit) {
    // One comparison stands for the node limit, the clock and the observer
    // (see next_stop_); all three are handled out of line.
    if (stats_.nodes == next_stop_) {
      enter_at_stop(cell, digit);
      return;
    }
    count_node();
  }
  /// The placement of `digit` in `cell` is undone; the search goes one level up.
  void backtrack(int cell, int digit) {
    ++stats_.backtracks;
    if (observed()) notify_backtrack(cell, digit);
    note_depth();
    --depth_;
  }
  /// `digit` failed the check for `cell` (only the observer cares).
  ///
  /// This one runs for most candidates, inside the stage's tightest loop, so it
  /// calls nothing that returns: a call there, even one never made, would make
  /// the compiler reload the board's fields after it on every candidate. The
  /// observer gets the rejections at the next other event (or when run() ends),
  /// in order and with the check count each one saw.
  void reject(int cell, int digit) {
    if (observed()) {
      // A stage tries each digit of a cell once, so between two other events it
      // rejects at most every digit of every cell; one that rejects more is stuck.
      if (pending_count_ == kMaxPending) too_many_rejects();
      detail::PendingReject& pending = pending_[pending_count_++];
      pending.cell = static_cast<std::int16_t>(cell);
      pending.digit = static_cast<std::int16_t>(digit);
      pending.depth = static_cast<std::int16_t>(depth_ + 1);
      pending.checks = stats_.checks;
    }
  }
  /// Every digit for `cell` failed: the search goes back to the previous choice
  /// (only the observer cares). Pass -1 when the failure is not about one cell.
  void dead_end(int cell) {
    if (observed()) notify_dead_end(cell);
  }
  /// The board is complete.
  void solution_found() {
    if (observed()) notify_solution();
  }
  /// Propagation fills `cell` with `digit` without branching.
  void propagate(int cell, int digit) {
    ++stats_.propagations;
    if (observed()) notify_propagate(cell, digit);
  }
  /// Counts `reads` cell reads or lookups made to test a digit.
  void count_checks(std::uint64_t reads) { stats_.checks += reads; }

  /// The counters so far.
  const SearchStats& stats() const { return stats_; }
  /// How deep the search is now (0 at the root).
  int depth() const { return static_cast<int>(depth_); }
  /// True once a node or time limit has stopped the search.
  bool limit_reached() const { return limit_reached_; }

 private:
  /// True when an observer is set; told to the compiler as the rare case, so
  /// the code of a search without one is laid out straight. Always false, at
  /// compile time, for ObserverPolicy::unobserved.
  bool observed() const {
    if constexpr (kPolicy == ObserverPolicy::unobserved) {
      return false;
    } else {
      return __builtin_expect(observer_ != nullptr, 0);
    }
  }

  // Out of line and marked cold: a search without an observer never calls them,
  // and keeping the calls out of the inline functions keeps the stage's loop
  // free of the argument set-up they would need.
  [[gnu::cold, gnu::noinline]] void notify_enter(int cell, int digit);
  [[gnu::cold, gnu::noinline]] void notify_backtrack(int cell, int digit);
  [[gnu::cold, gnu::noinline]] void notify_dead_end(int cell);
  [[gnu::cold, gnu::noinline]] void notify_solution();
  [[gnu::cold, gnu::noinline]] void notify_propagate(int cell, int digit);

  /// The counters of a node: nodes, depth and guesses (max_depth: see note_depth()).
  void count_node() {
    ++stats_.nodes;
    ++depth_;
    // A guess: the second digit entered at this branch point (its first failed).
    // (A stage that forgets backtrack() goes deeper than any grid has cells:
    // its guesses are not counted there, and its max_depth tells.)
    if (depth_ + 1 < entered_at_level_.size()) {
      if (++entered_at_level_[depth_] == 2) ++stats_.guesses;
      entered_at_level_[depth_ + 1] = 0;  // the children of this new node start afresh
    }
  }

  /// Raises max_depth to the current depth. The depth goes up by one in enter()
  /// and down by one in backtrack(), so it is deepest just before a backtrack()
  /// or when run() ends: noting it there gives max_depth exactly, without a test
  /// in enter(). That test would be mispredicted each time the search goes deeper
  /// than ever, at every level of the way down, which cost a Kaggle puzzle in
  /// stage 3 about 5% of its time. (Signed, so that a stage calling backtrack()
  /// once too often, which takes depth_ below zero, cannot raise it.)
  void note_depth() {
    if (static_cast<std::int64_t>(depth_) > static_cast<std::int64_t>(stats_.max_depth)) stats_.max_depth = depth_;
  }

  /// enter() when stats_.nodes reaches next_stop_: throws LimitReached at the node
  /// limit or past the time limit; otherwise counts the node, tells the observer
  /// and sets the next stop.
  [[gnu::noinline]] void enter_at_stop(int cell, int digit);
  /// Sets next_stop_ from the node limit, next_clock_ and the observer.
  void set_next_stop();

  /// How often enter() looks at the clock when there is a time limit.
  static constexpr std::uint64_t kClockInterval = 1024;

  /// The most rejections kept between two other events: every digit of every
  /// cell. The buffer is made by run(), and only when there is an observer.
  static constexpr std::uint64_t kMaxPending = std::uint64_t{Grid::kMaxCells} * Grid::kMaxSide;
  /// Tells the observer the pending rejections, then forgets them.
  void flush_rejects();
  /// Called by reject() when kMaxPending rejections wait: throws LimitReached (the
  /// stage is stuck rejecting; the observer is told the ones so far). It does not
  /// return, so the stage's loop needs no reload after it.
  [[noreturn, gnu::cold, gnu::noinline]] void too_many_rejects();

  SearchOptions options_;
  SearchObserver* observer_;
  SearchStats stats_;
  /// The node count at which enter() next calls enter_at_stop(): the node limit,
  /// or the next look at the clock if that comes first, or every node when there
  /// is an observer. One comparison per node does for all three.
  std::uint64_t next_stop_ = 0;
  /// The node count of the next look at the clock (the maximum without a time limit).
  std::uint64_t next_clock_ = std::numeric_limits<std::uint64_t>::max();
  std::uint64_t depth_ = 0;
  /// The rejections not yet told (kMaxPending of them, only with an observer).
  std::unique_ptr<detail::PendingReject[]> pending_;
  /// How many wait in pending_. Not an int: a write to it then cannot change a
  /// stage's int fields (such as the grid's side), as far as the compiler knows.
  std::uint64_t pending_count_ = 0;
  /// entered_at_level_[d]: digits entered so far at the current branch point of
  /// depth d (its nodes are at depth d), for counting guesses. Only levels 0 and 1
  /// are zeroed at the start (a level is zeroed by the node above it before it is
  /// read): zeroing all of it would cost a small puzzle a tenth of its time.
  std::array<std::uint16_t, Grid::kMaxCells + 2> entered_at_level_;
  bool limit_reached_ = false;
  /// When run() started; read only with a time limit.
  std::chrono::steady_clock::time_point start_;
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
