// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The bookkeeping behind Search (search.hpp): SearchCore holds the state of a search (counters,
// limits, the observer) and does each step a stage reports, laid out for the stage's tightest
// loop; BasicSearch, which stage code calls, hands every call to it. Every choice below was
// measured, and the comments say why it is so (docs/counters.md has the numbers). Plain
// comments: this is not part of the documented API.
//
// Why a template: the test "is there an observer?" runs at every candidate, and in a stage whose
// candidate costs three table reads it is a tenth of the time. So the build compiles each
// reference stage twice (cmake/SudokuStages.cmake): once as written, where `Search` is
// `BasicSearch<ObserverPolicy::observed>`, and once with `SUDOKU_SEARCH_UNOBSERVED` defined,
// where it is `BasicSearch<ObserverPolicy::unobserved>` and every test for an observer is
// compiled out; the stage binary runs the second copy whenever nothing observes the search (no
// `--trace-dot`). Both copies count every counter and honour every limit.
//
// The calls a stage makes run for every node or candidate, so each is a few instructions
// inline: the counters are plain integers, the two limits cost one comparison (see next_stop_),
// and the observer, when there is one, is told through a function kept out of line (see the
// notify_ functions).
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <limits>
#include <memory>

#include "grid.hpp"
#include "search_types.hpp"

namespace sudoku::internal {

// A rejection not yet told to the observer (see reject()). Short integers: writing them cannot
// change a stage's int or bool fields, as far as the compiler knows, so it need not reload those.
struct PendingReject {
  std::int16_t cell;
  std::int16_t digit;
  std::int16_t depth;    // the depth on_reject() gets
  std::uint64_t checks;  // stats_.checks when it was rejected
};

// The state and the steps of one search: BasicSearch<kPolicy> (search.hpp) holds one, its only
// member, and hands each call to it.
template <ObserverPolicy kPolicy>
class SearchCore {
 public:
  explicit SearchCore(const SearchOptions& options);

  // It reads the clock only when there is a time limit: a read costs about as much as a hundred
  // instructions (it waits for the work before it to finish), and a 4x4 puzzle is solved in a
  // few hundred nanoseconds. The time of a solve is measured by its caller (solve_checked(),
  // the driver).
  template <class Fill>
  bool run(Fill&& fill) {
    if (options_.time_limit_seconds > 0) start_ = std::chrono::steady_clock::now();
    if (observed()) {
      pending_ = std::make_unique<PendingReject[]>(kMaxPending);
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

  void enter(int cell, int digit) {
    // One comparison stands for the node limit, the clock and the observer
    // (see next_stop_); all three are handled out of line.
    if (stats_.nodes == next_stop_) {
      enter_at_stop(cell, digit);
      return;
    }
    count_node();
  }
  void backtrack(int cell, int digit) {
    ++stats_.backtracks;
    if (observed()) notify_backtrack(cell, digit);
    note_depth();
    --depth_;
  }
  // This one runs for most candidates, inside the stage's tightest loop, so it calls nothing
  // that returns: a call there, even one never made, would make the compiler reload the board's
  // fields after it on every candidate. The observer gets the rejections at the next other event
  // (or when run() ends), in order and with the check count each one saw.
  void reject(int cell, int digit) {
    if (observed()) {
      // A stage tries each digit of a cell once, so between two other events it
      // rejects at most every digit of every cell; one that rejects more is stuck.
      if (pending_count_ == kMaxPending) too_many_rejects();
      PendingReject& pending = pending_[pending_count_++];
      pending.cell = static_cast<std::int16_t>(cell);
      pending.digit = static_cast<std::int16_t>(digit);
      pending.depth = static_cast<std::int16_t>(depth_ + 1);
      pending.checks = stats_.checks;
    }
  }
  void dead_end(int cell) {
    if (observed()) notify_dead_end(cell);
  }
  void solution_found() {
    if (observed()) notify_solution();
  }
  void propagate(int cell, int digit) {
    ++stats_.propagations;
    if (observed()) notify_propagate(cell, digit);
  }
  void count_checks(std::uint64_t reads) { stats_.checks += reads; }

  const SearchStats& stats() const { return stats_; }
  int depth() const { return static_cast<int>(depth_); }
  bool limit_reached() const { return limit_reached_; }

 private:
  // True when an observer is set; told to the compiler as the rare case, so the code of a search
  // without one is laid out straight. Always false, at compile time, for
  // ObserverPolicy::unobserved.
  bool observed() const {
    if constexpr (kPolicy == ObserverPolicy::unobserved) {
      return false;
    } else {
      return __builtin_expect(observer_ != nullptr, 0);
    }
  }

  // Out of line and marked cold: a search without an observer never calls them, and keeping the
  // calls out of the inline functions keeps the stage's loop free of the argument set-up they
  // would need.
  [[gnu::cold, gnu::noinline]] void notify_enter(int cell, int digit);
  [[gnu::cold, gnu::noinline]] void notify_backtrack(int cell, int digit);
  [[gnu::cold, gnu::noinline]] void notify_dead_end(int cell);
  [[gnu::cold, gnu::noinline]] void notify_solution();
  [[gnu::cold, gnu::noinline]] void notify_propagate(int cell, int digit);

  // The counters of a node: nodes, depth and guesses (max_depth: see note_depth()).
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

  // Raises max_depth to the current depth. The depth goes up by one in enter() and down by one
  // in backtrack(), so it is deepest just before a backtrack() or when run() ends: noting it
  // there gives max_depth exactly, without a test in enter(). That test would be mispredicted
  // each time the search goes deeper than ever, at every level of the way down, which cost a
  // Kaggle puzzle in stage 3 about 5% of its time. (Signed, so that a stage calling backtrack()
  // once too often, which takes depth_ below zero, cannot raise it.)
  void note_depth() {
    if (static_cast<std::int64_t>(depth_) > static_cast<std::int64_t>(stats_.max_depth)) stats_.max_depth = depth_;
  }

  // enter() when stats_.nodes reaches next_stop_: throws LimitReached at the node limit or past
  // the time limit; otherwise counts the node, tells the observer and sets the next stop.
  [[gnu::noinline]] void enter_at_stop(int cell, int digit);
  // Sets next_stop_ from the node limit, next_clock_ and the observer.
  void set_next_stop();

  // How often enter() looks at the clock when there is a time limit.
  static constexpr std::uint64_t kClockInterval = 1024;

  // The most rejections kept between two other events: every digit of every cell. The buffer is
  // made by run(), and only when there is an observer.
  static constexpr std::uint64_t kMaxPending = std::uint64_t{Grid::kMaxCells} * Grid::kMaxSide;
  // Tells the observer the pending rejections, then forgets them.
  void flush_rejects();
  // Called by reject() when kMaxPending rejections wait: throws LimitReached (the stage is stuck
  // rejecting; the observer is told the ones so far). It does not return, so the stage's loop
  // needs no reload after it.
  [[noreturn, gnu::cold, gnu::noinline]] void too_many_rejects();

  SearchOptions options_;
  SearchObserver* observer_;
  SearchStats stats_;
  // The node count at which enter() next calls enter_at_stop(): the node limit, or the next look
  // at the clock if that comes first, or every node when there is an observer. One comparison
  // per node does for all three.
  std::uint64_t next_stop_ = 0;
  // The node count of the next look at the clock (the maximum without a time limit).
  std::uint64_t next_clock_ = std::numeric_limits<std::uint64_t>::max();
  std::uint64_t depth_ = 0;
  // The rejections not yet told (kMaxPending of them, only with an observer).
  std::unique_ptr<PendingReject[]> pending_;
  // How many wait in pending_. Not an int: a write to it then cannot change a stage's int fields
  // (such as the grid's side), as far as the compiler knows.
  std::uint64_t pending_count_ = 0;
  // entered_at_level_[d]: digits entered so far at the current branch point of depth d (its
  // nodes are at depth d), for counting guesses. Only levels 0 and 1 are zeroed at the start (a
  // level is zeroed by the node above it before it is read): zeroing all of it would cost a
  // small puzzle a tenth of its time.
  std::array<std::uint16_t, Grid::kMaxCells + 2> entered_at_level_;
  bool limit_reached_ = false;
  // When run() started; read only with a time limit.
  std::chrono::steady_clock::time_point start_;
};

}  // namespace sudoku::internal
