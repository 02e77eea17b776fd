// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file fidelity.hpp
/// \brief Fidelity tests: a stage must do the reference's work, not only give its answer.
///
/// A lesson fixes the order of every step of its search (stages 1–3: row-major
/// blanks, digits ascending; stages 4–5: the most-constrained cell, the earlier
/// one on a tie, digits ascending), so the work counters of a faithful stage
/// equal the reference's exactly. The reference's counters are checked-in data,
/// `tests/data/fidelity/stageNN.tsv`, written by the `fidelity_reference` tool
/// from the reference stages (a test binary cannot link the student's stage and
/// the reference together: both define the same namespace). The solution
/// suites run the same fidelity tests, so the data is re-verified on every run.
///
/// A difference is reported in words that name the idea behind the counter:
/// "your stage 2 made 7,548 checks on boj-sample, the reference 624: stage 2
/// reads only the new digit's row, column and box — are you still checking the
/// whole board?", followed by both counter lines and a `reproduce:` line.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "grid.hpp"
#include "search.hpp"

namespace sudoku::testing {

/// One puzzle of `tests/data/fidelity/puzzles.tsv`.
struct FidelityPuzzle {
  std::string name;  ///< A short name used in messages, e.g. `17-clue-4`.
  int first_stage;   ///< The stages that run it: first_stage .. last_stage.
  int last_stage;    ///< The last stage that runs it.
  Grid puzzle;       ///< The puzzle itself.
  std::string from;  ///< Where it comes from (file and line).
};

/// The fidelity puzzles, in file order (small trees first).
std::vector<FidelityPuzzle> load_fidelity_puzzles();

/// One line of `tests/data/fidelity/stageNN.tsv`: what the reference did on one puzzle.
struct ReferenceRun {
  std::string name;                        ///< The puzzle's name in puzzles.tsv.
  Grid puzzle;                             ///< The puzzle.
  Outcome outcome = Outcome::no_solution;  ///< How the reference's search ended.
  SearchStats stats;                       ///< time_us is 0: time is not part of the data.
  Grid answer;                             ///< The solution when solved, else the puzzle.
};

/// The reference runs of stage `stage` (1–5); throws when the file is missing or malformed.
std::vector<ReferenceRun> load_reference_runs(int stage);

/// The path of `tests/data/fidelity/stageNN.tsv`.
std::string reference_file(int stage);

/// The header line of a stageNN.tsv file.
std::string reference_header();
/// One line of a stageNN.tsv file for `result` of the reference on `puzzle`.
std::string reference_line(const std::string& name, const Grid& puzzle, const SearchResult& result);

/// The counters a fidelity test can compare.
enum class Counter { nodes, checks, backtracks, max_depth, guesses, propagations };

/// What a difference in one counter means for one stage, in words for the student:
/// ids of texts of the table of diagnoses (testing/messages.hpp), `part.lessonNN.*`.
struct CounterIdea {
  Counter counter;       ///< The counter this explains.
  const char* too_many;  ///< The id of what is said when the student's count is higher than the reference's.
  const char* too_few;   ///< The id of what is said when it is lower.
};

/// What a stage's fidelity test compares, and how it explains a difference.
struct StageFidelity {
  int stage;                          ///< 1–5.
  const char* binary;                 ///< The stage's driver binary, e.g. `lesson02`.
  std::vector<CounterIdea> counters;  ///< Compared exactly, in this order.
  const char* wrong_answer;           ///< The id of what is said when the first solution differs.
};

/// What stage `stage` (1–5) compares and says (fidelity_ideas.cpp), for the
/// driver binary `binary` (`lesson02`, `solution02`). Throws std::out_of_range
/// for another stage.
StageFidelity stage_fidelity(int stage, const char* binary);

/// The counter's value in `stats`.
std::uint64_t counter_value(const SearchStats& stats, Counter counter);

/// The failure message when `mine` differs from `reference` (outcome, then each
/// counter in order, then the answer), or an empty string when they agree. The
/// message starts with the first difference in words and ends with a
/// `reproduce:` line.
std::string fidelity_problem(const StageFidelity& stage, const ReferenceRun& reference, const SearchResult& mine);

/// A node limit that a faithful stage never reaches on `reference` (ten times
/// its nodes, at least 10,000), so that a runaway stage stops and is reported.
std::uint64_t generous_node_limit(const ReferenceRun& reference);

}  // namespace sudoku::testing

namespace sudoku::testing {

/// One step of a search as an observer saw it, with the checks counted so far.
struct SearchEvent {
  /// Which SearchObserver call it was.
  enum Kind { enter, reject, propagate, dead_end, backtrack, solution };
  Kind kind;             ///< Which call.
  int cell;              ///< The cell of the event (-1 when it has none).
  int digit;             ///< The digit of the event (0 when it has none).
  int depth;             ///< The depth the observer was told.
  std::uint64_t checks;  ///< The search's checks counter when the event happened.
};

/// Records the events of a search (at most `max_events`, so a runaway stage
/// cannot fill the memory), for the step tests.
class EventRecorder : public SearchObserver {
 public:
  /// A recorder that keeps at most `max_events` events.
  explicit EventRecorder(std::size_t max_events = 1000000) : max_events_(max_events) {}
  void on_search_start(const SearchStats& counters) override { counters_ = &counters; }
  void on_search_end() override { counters_ = nullptr; }
  void on_enter(int cell, int digit, int depth) override { add(SearchEvent::enter, cell, digit, depth); }
  void on_reject(int cell, int digit, int depth) override { add(SearchEvent::reject, cell, digit, depth); }
  void on_propagate(int cell, int digit, int depth) override { add(SearchEvent::propagate, cell, digit, depth); }
  void on_dead_end(int cell, int depth) override { add(SearchEvent::dead_end, cell, 0, depth); }
  void on_backtrack(int cell, int digit, int depth) override { add(SearchEvent::backtrack, cell, digit, depth); }
  void on_solution(int depth) override { add(SearchEvent::solution, -1, 0, depth); }

  /// The events so far, in order.
  const std::vector<SearchEvent>& events() const { return events_; }

 private:
  void add(SearchEvent::Kind kind, int cell, int digit, int depth) {
    if (events_.size() >= max_events_) return;
    events_.push_back({kind, cell, digit, depth, counters_ == nullptr ? 0 : counters_->checks});
  }

  std::size_t max_events_;
  const SearchStats* counters_ = nullptr;
  std::vector<SearchEvent> events_;
};

/// Which unit of `cell` already holds `digit` ("row", "column", "box"), or
/// nullptr when none does (the cell itself is not looked at).
const char* unit_holding(const Grid& grid, int cell, int digit);

/// "row 3, column 5" (in Korean, under SUDOKU_KIT_LANG=ko: "3행 5열").
std::string where(const Grid& grid, int cell);

}  // namespace sudoku::testing

/// Like ASSERT_TRUE(condition), but a failure prints only the message streamed
/// after it (the idea in words, then the reproduce: line), not GoogleTest's
/// "Value of: ... Actual: false" preamble.
#define SUDOKU_ASSERT(condition) \
  GTEST_AMBIGUOUS_ELSE_BLOCKER_  \
  if (condition)                 \
    ;                            \
  else                           \
    GTEST_FATAL_FAILURE_("")
/// Like EXPECT_TRUE(condition), printing only the message streamed after it.
#define SUDOKU_EXPECT(condition) \
  GTEST_AMBIGUOUS_ELSE_BLOCKER_  \
  if (condition)                 \
    ;                            \
  else                           \
    GTEST_NONFATAL_FAILURE_("")
