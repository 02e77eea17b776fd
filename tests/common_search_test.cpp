// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Unit tests of common/search: counters, limits, outcomes, observer calls.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "search.hpp"

namespace sudoku {
namespace {

/// A "stage" that places `depth` nodes in a chain, then reports a solution.
bool chain(Search& search, int depth) {
  for (int level = 0; level < depth; ++level) search.enter(level, 1);
  search.solution_found();
  return true;
}

TEST(Search, CountsNodesDepthAndBacktracks) {
  Search search(SearchOptions{});
  const bool solved = search.run([&] {
    search.enter(0, 1);
    search.enter(1, 2);
    search.backtrack(1, 2);
    search.enter(1, 3);
    search.count_checks(7);
    search.propagate(5, 4);
    return true;
  });
  const SearchResult result = search.result(solved, Grid(3));
  EXPECT_EQ(result.outcome, Outcome::solved);
  EXPECT_EQ(result.stats.nodes, 3u);
  EXPECT_EQ(result.stats.backtracks, 1u);
  EXPECT_EQ(result.stats.max_depth, 2u);
  EXPECT_EQ(result.stats.checks, 7u);
  EXPECT_EQ(result.stats.guesses, 1u);
  EXPECT_EQ(result.stats.propagations, 1u);
}

TEST(Search, NodeLimitStopsExactlyAtTheLimit) {
  SearchOptions options;
  options.max_nodes = 5;
  Search search(options);
  const bool solved = search.run([&] { return chain(search, 100); });
  const SearchResult result = search.result(solved, Grid(3));
  EXPECT_EQ(result.outcome, Outcome::limit_reached);
  EXPECT_EQ(result.stats.nodes, 5u);
}

TEST(Search, TimeLimitStopsALongSearch) {
  SearchOptions options;
  options.time_limit_seconds = 0.01;
  Search search(options);
  const bool solved = search.run([&] {
    for (;;) {  // a search that never ends on its own
      search.enter(0, 1);
      search.backtrack(0, 1);
    }
    return false;
  });
  EXPECT_FALSE(solved);
  EXPECT_EQ(search.result(solved, Grid(3)).outcome, Outcome::limit_reached);
}

TEST(Search, NoSolutionWhenTheTreeIsExhausted) {
  Search search(SearchOptions{});
  const bool solved = search.run([] { return false; });
  EXPECT_EQ(search.result(solved, Grid(3)).outcome, Outcome::no_solution);
}

/// Records the events it receives as short strings.
class EventLog : public SearchObserver {
 public:
  std::vector<std::string> events;
  void on_enter(int cell, int digit, int depth) override { add("enter", cell, digit, depth); }
  void on_reject(int cell, int digit, int depth) override { add("reject", cell, digit, depth); }
  void on_propagate(int cell, int digit, int depth) override { add("propagate", cell, digit, depth); }
  void on_dead_end(int cell, int depth) override { add("dead_end", cell, 0, depth); }
  void on_backtrack(int cell, int digit, int depth) override { add("backtrack", cell, digit, depth); }
  void on_solution(int depth) override { add("solution", 0, 0, depth); }

 private:
  void add(const char* what, int cell, int digit, int depth) {
    events.push_back(std::string(what) + " " + std::to_string(cell) + " " + std::to_string(digit) + " " +
                     std::to_string(depth));
  }
};

TEST(Search, ReportsEveryEventToTheObserver) {
  EventLog log;
  SearchOptions options;
  options.observer = &log;
  Search search(options);
  search.run([&] {
    search.reject(0, 1);
    search.enter(0, 2);
    search.propagate(3, 4);
    search.dead_end(1);
    search.backtrack(0, 2);
    search.enter(0, 3);
    search.solution_found();
    return true;
  });
  const std::vector<std::string> expected = {"reject 0 1 1",    "enter 0 2 1", "propagate 3 4 1", "dead_end 1 0 1",
                                             "backtrack 0 2 1", "enter 0 3 1", "solution 0 0 1"};
  EXPECT_EQ(log.events, expected);
}

TEST(Search, KeepsEveryRejectionOfAWholeBoardUntilTheNextEvent) {
  // Every digit of every cell of a 16x16 grid rejected between two events: all
  // of them reach the observer, in order, before the next event.
  EventLog log;
  SearchOptions options;
  options.observer = &log;
  Search search(options);
  const int rejections = Grid::kMaxCells * Grid::kMaxSide;
  const bool solved = search.run([&] {
    for (int index = 0; index < rejections; ++index) search.reject(index / Grid::kMaxSide, 1 + index % Grid::kMaxSide);
    search.enter(0, 1);
    return true;
  });
  EXPECT_TRUE(solved);
  ASSERT_EQ(log.events.size(), static_cast<std::size_t>(rejections) + 1);
  EXPECT_EQ(log.events.front(), "reject 0 1 1");
  EXPECT_EQ(log.events[static_cast<std::size_t>(rejections) - 1], "reject 255 16 1");
  EXPECT_EQ(log.events.back(), "enter 0 1 1");
}

TEST(Search, AStageStuckRejectingStopsAsALimitWithItsRejectionsTold) {
  // One rejection more than every digit of every cell, with no other event: the
  // stage is stuck; the search stops there and the observer hears the ones kept.
  EventLog log;
  SearchOptions options;
  options.observer = &log;
  Search search(options);
  const int kept = Grid::kMaxCells * Grid::kMaxSide;
  const bool solved = search.run([&] {
    for (int index = 0; index <= kept; ++index) search.reject(0, 1);
    ADD_FAILURE() << "reject() went on past the buffer";
    return true;
  });
  EXPECT_FALSE(solved);
  EXPECT_TRUE(search.limit_reached());
  EXPECT_EQ(log.events.size(), static_cast<std::size_t>(kept));
}

TEST(Search, NodeLimitIsExactWithAnObserverToo) {
  EventLog log;
  SearchOptions options;
  options.observer = &log;
  options.max_nodes = 5;
  options.time_limit_seconds = 3600;
  Search search(options);
  const bool solved = search.run([&] {
    for (int node = 0; node < 10; ++node) search.enter(node, 1);
    return true;
  });
  EXPECT_FALSE(solved);
  EXPECT_EQ(search.stats().nodes, 5u);
  EXPECT_EQ(log.events.size(), 5u);
  EXPECT_EQ(search.result(solved, Grid(3)).outcome, Outcome::limit_reached);
}

/// A stage that must never be called.
SearchResult must_not_run(const Grid&, const SearchOptions&) {
  ADD_FAILURE() << "the stage ran on conflicting givens";
  return SearchResult{};
}

TEST(SolveChecked, RejectsConflictingGivensWithoutCallingTheStage) {
  Grid grid(3);
  grid.set(0, 0, 5);
  grid.set(0, 8, 5);
  const SearchResult result = solve_checked(&must_not_run, grid);
  EXPECT_EQ(result.outcome, Outcome::invalid);
  EXPECT_EQ(result.problem, "givens conflict: 5 appears twice in row 1 (r1c1, r1c9)");
}

}  // namespace
}  // namespace sudoku
