// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#include "search.hpp"

#include <algorithm>

// judge: omit begin (tools/judge: a judge file calls the stage's solve() directly)
#include "rules.hpp"
// judge: omit end

namespace sudoku {

SearchStats& SearchStats::operator+=(const SearchStats& other) {
  nodes += other.nodes;
  checks += other.checks;
  backtracks += other.backtracks;
  max_depth = std::max(max_depth, other.max_depth);
  guesses += other.guesses;
  propagations += other.propagations;
  time_us += other.time_us;
  return *this;
}

const char* outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::solved:
      return "solved";
    case Outcome::no_solution:
      return "no solution";
    case Outcome::limit_reached:
      return "limit reached";
    case Outcome::invalid:
      return "invalid";
  }
  return "?";
}

namespace internal {

// The clock is read by run(), and only for a time limit: a small puzzle is
// solved in well under a microsecond, and every read of the clock is a
// noticeable part of that.
template <ObserverPolicy kPolicy>
SearchCore<kPolicy>::SearchCore(const SearchOptions& options)
    : options_(options), observer_(kPolicy == ObserverPolicy::observed ? options.observer : nullptr) {
  if (options_.max_nodes == 0) options_.max_nodes = std::numeric_limits<std::uint64_t>::max();
  entered_at_level_[0] = 0;
  entered_at_level_[1] = 0;
  // The first look at the clock comes before node 1024, as it always did.
  if (options_.time_limit_seconds > 0) next_clock_ = kClockInterval - 1;
  set_next_stop();
}

template <ObserverPolicy kPolicy>
void SearchCore<kPolicy>::set_next_stop() {
  // With an observer every node stops (enter_at_stop() tells it).
  next_stop_ = observer_ != nullptr ? stats_.nodes : std::min(options_.max_nodes, next_clock_);
}

template <ObserverPolicy kPolicy>
void SearchCore<kPolicy>::enter_at_stop(int cell, int digit) {
  if (stats_.nodes == options_.max_nodes) throw LimitReached{};
  if (stats_.nodes == next_clock_) {
    const auto elapsed = std::chrono::steady_clock::now() - start_;
    if (std::chrono::duration<double>(elapsed).count() >= options_.time_limit_seconds) throw LimitReached{};
    next_clock_ = stats_.nodes + kClockInterval;
  }
  count_node();
  set_next_stop();
  if (observed()) notify_enter(cell, digit);
}

template <ObserverPolicy kPolicy>
void SearchCore<kPolicy>::flush_rejects() {
  if (pending_count_ == 0) return;
  // Each rejection is told with the check count it saw, as if it were told at
  // once: an observer reads the counters (see TreeRecorder) to charge the checks.
  const std::uint64_t checks_now = stats_.checks;
  for (std::uint64_t index = 0; index < pending_count_; ++index) {
    const PendingReject& pending = pending_[index];
    stats_.checks = pending.checks;
    observer_->on_reject(pending.cell, pending.digit, pending.depth);
  }
  stats_.checks = checks_now;
  pending_count_ = 0;
}

template <ObserverPolicy kPolicy>
void SearchCore<kPolicy>::too_many_rejects() {
  flush_rejects();
  throw LimitReached{};
}

// Each of these first tells the rejections made since the last event, so the
// observer sees the events in the order they happened.
template <ObserverPolicy kPolicy>
void SearchCore<kPolicy>::notify_enter(int cell, int digit) {
  flush_rejects();
  observer_->on_enter(cell, digit, static_cast<int>(depth_));
}
template <ObserverPolicy kPolicy>
void SearchCore<kPolicy>::notify_backtrack(int cell, int digit) {
  flush_rejects();
  observer_->on_backtrack(cell, digit, static_cast<int>(depth_));
}
template <ObserverPolicy kPolicy>
void SearchCore<kPolicy>::notify_dead_end(int cell) {
  flush_rejects();
  observer_->on_dead_end(cell, static_cast<int>(depth_));
}
template <ObserverPolicy kPolicy>
void SearchCore<kPolicy>::notify_solution() {
  flush_rejects();
  observer_->on_solution(static_cast<int>(depth_));
}
template <ObserverPolicy kPolicy>
void SearchCore<kPolicy>::notify_propagate(int cell, int digit) {
  flush_rejects();
  observer_->on_propagate(cell, digit, static_cast<int>(depth_));
}

// The two searches a stage is compiled with (see BasicSearch in search.hpp).
template class SearchCore<ObserverPolicy::observed>;
template class SearchCore<ObserverPolicy::unobserved>;

}  // namespace internal

template <ObserverPolicy kPolicy>
SearchResult BasicSearch<kPolicy>::result(bool solved, const Grid& board) {
  SearchResult result;
  result.outcome = solved ? Outcome::solved : limit_reached() ? Outcome::limit_reached : Outcome::no_solution;
  result.grid = board;
  result.stats = stats();
  return result;
}

// The two searches a stage is compiled with (see BasicSearch).
template class BasicSearch<ObserverPolicy::observed>;
template class BasicSearch<ObserverPolicy::unobserved>;

// judge: omit begin (tools/judge: a judge file calls the stage's solve() directly)
SearchResult solve_checked(SolveFunction solve, const Grid& puzzle, const SearchOptions& options) {
  if (auto conflict = find_conflict(puzzle)) {
    SearchResult result;
    result.outcome = Outcome::invalid;
    result.grid = puzzle;
    result.problem = conflict->describe(puzzle);
    return result;
  }
  const auto started = std::chrono::steady_clock::now();
  SearchResult result = solve(puzzle, options);
  result.stats.time_us = static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - started).count());
  return result;
}
// judge: omit end

}  // namespace sudoku
