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
    case Outcome::solved: return "solved";
    case Outcome::no_solution: return "no solution";
    case Outcome::limit_reached: return "limit reached";
    case Outcome::invalid: return "invalid";
  }
  return "?";
}

Search::Search(const SearchOptions& options) : options_(options), observer_(options.observer) {
  start_ = std::chrono::steady_clock::now();
  if (options_.max_nodes == 0) options_.max_nodes = std::numeric_limits<std::uint64_t>::max();
}

void Search::check_clock() const {
  if (options_.time_limit_seconds <= 0) return;
  const auto elapsed = std::chrono::steady_clock::now() - start_;
  if (std::chrono::duration<double>(elapsed).count() >= options_.time_limit_seconds) throw LimitReached{};
}

SearchResult Search::result(bool solved, const Grid& board) {
  SearchResult result;
  result.outcome = solved ? Outcome::solved : limit_reached_ ? Outcome::limit_reached : Outcome::no_solution;
  result.grid = board;
  result.stats = stats_;
  const auto elapsed = std::chrono::steady_clock::now() - start_;
  result.stats.time_us = static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count());
  return result;
}

// judge: omit begin (tools/judge: a judge file calls the stage's solve() directly)
SearchResult solve_checked(SolveFunction solve, const Grid& puzzle, const SearchOptions& options) {
  if (auto conflict = find_conflict(puzzle)) {
    SearchResult result;
    result.outcome = Outcome::invalid;
    result.grid = puzzle;
    result.problem = conflict->describe(puzzle);
    return result;
  }
  return solve(puzzle, options);
}
// judge: omit end

}  // namespace sudoku
