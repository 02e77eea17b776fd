// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Readable test failures (see printers.hpp).
#include "support/printers.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <optional>
#include <sstream>
#include <vector>

#include "io.hpp"
#include "rules.hpp"
#include "support/fidelity.hpp"
#include "testing/messages.hpp"

namespace sudoku {

void PrintTo(Outcome outcome, std::ostream* out) { *out << outcome_name(outcome); }

void PrintTo(const Grid& grid, std::ostream* out) { *out << "\n" << testing::draw_grid(grid); }

void PrintTo(const SearchStats& stats, std::ostream* out) { *out << testing::format_counters(stats); }

namespace testing {

std::string draw_grid(const Grid& grid, int marked_cell) {
  std::ostringstream out;
  const int side = grid.side();
  const int box = grid.box_side();
  for (int row = 0; row < side; ++row) {
    if (row > 0 && row % box == 0) {
      for (int column = 0; column < side; ++column) out << (column > 0 && column % box == 0 ? "+---" : "---");
      out << "\n";
    }
    for (int column = 0; column < side; ++column) {
      if (column > 0 && column % box == 0) out << "|";
      const int cell = grid.cell_at(row, column);
      const int digit = grid[cell];
      const char symbol = digit == 0 ? '.' : digit_symbol(digit);
      if (cell == marked_cell) {
        out << '[' << symbol << ']';
      } else {
        out << ' ' << symbol << ' ';
      }
    }
    out << "\n";
  }
  return out.str();
}

int first_difference(const Grid& a, const Grid& b) {
  if (a.side() != b.side()) return 0;
  for (int cell = 0; cell < a.cell_count(); ++cell) {
    if (a[cell] != b[cell]) return cell;
  }
  return -1;
}

std::string describe_grid_difference(const Grid& expected, const Grid& yours) {
  const bool korean = korean_from_environment();
  auto size = [](const Grid& grid) { return std::to_string(grid.side()) + "x" + std::to_string(grid.side()); };
  if (expected.side() != yours.side()) {
    return message_text("part.grid-size-differs", korean, {{"yours", size(yours)}, {"expected", size(expected)}}) +
           "\n";
  }
  const int cell = first_difference(expected, yours);
  if (cell < 0) return message_text("part.grids-equal", korean) + "\n";
  auto shown = [&](int digit) {
    return digit == 0 ? message_text("part.blank", korean) : std::string(1, digit_symbol(digit));
  };
  return message_text(
             "part.grid-cell-differs", korean,
             {{"where", where(yours, cell)}, {"yours", shown(yours[cell])}, {"expected", shown(expected[cell])}}) +
         "\n" + draw_grid(yours, cell);
}

std::string outcome_words(Outcome outcome) {
  const bool korean = korean_from_environment();
  switch (outcome) {
    case Outcome::solved:
      return message_text("part.outcome-solved", korean);
    case Outcome::no_solution:
      return message_text("part.outcome-no-solution", korean);
    case Outcome::limit_reached:
      return message_text("part.outcome-limit-reached", korean);
    case Outcome::invalid:
      return message_text("part.outcome-invalid", korean);
  }
  return outcome_name(outcome);
}

std::string solution_problem_text(const Grid& puzzle, const Grid& answer) {
  if (is_solution_of(puzzle, answer)) return "";
  const bool korean = korean_from_environment();
  if (puzzle.side() != answer.side()) return message_text("part.answer-other-size", korean);
  // The same cases, in the same order, as solution_problem() (common/rules.cpp).
  for (int cell = 0; cell < answer.cell_count(); ++cell) {
    const std::string name = cell_name(answer, cell);
    if (answer[cell] == 0) return message_text("part.answer-cell-blank", korean, {{"cell", name}});
    if (answer[cell] < 0 || answer[cell] > answer.side()) {
      return message_text("part.answer-cell-out-of-range", korean, {{"cell", name}});
    }
    if (puzzle[cell] != 0 && puzzle[cell] != answer[cell]) {
      return message_text("part.answer-given-changed", korean,
                          {{"given", std::string(1, digit_symbol(puzzle[cell]))},
                           {"cell", name},
                           {"digit", std::string(1, digit_symbol(answer[cell]))}});
    }
  }
  const std::optional<Conflict> conflict = find_conflict(answer);
  if (!conflict) return solution_problem(puzzle, answer).value_or("");
  const std::string unit = message_text("part.unit-number", korean,
                                        {{"unit", message_text(conflict->unit == UnitKind::row      ? "part.unit-row"
                                                               : conflict->unit == UnitKind::column ? "part.unit-column"
                                                                                                    : "part.unit-box",
                                                               korean)},
                                         {"number", std::to_string(conflict->unit_index + 1)}});
  return message_text("part.answer-digit-twice", korean,
                      {{"digit", std::string(1, digit_symbol(conflict->digit))}, {"unit", unit}});
}

std::string format_counters(const SearchStats& counters) {
  std::ostringstream out;
  out << "nodes=" << counters.nodes << " checks=" << counters.checks << " backtracks=" << counters.backtracks
      << " max_depth=" << counters.max_depth << " guesses=" << counters.guesses
      << " propagations=" << counters.propagations;
  return out.str();
}

std::string with_commas(std::uint64_t value) {
  std::string digits = std::to_string(value);
  for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3) digits.insert(static_cast<std::size_t>(at), ",");
  return digits;
}

namespace {

/// This test binary as a path from the kit's root folder when it lives in the
/// kit's build folder (build/<preset>/bin/...), else as it was started.
std::string binary_path() {
  const std::vector<std::string> arguments = ::testing::internal::GetArgvs();
  std::string path = arguments.empty() ? std::string("conformance") : arguments.front();
  const std::size_t build = path.rfind("/build/");
  if (build != std::string::npos) path = path.substr(build + 1);
  return path;
}

}  // namespace

std::string reproduce_line() {
  const ::testing::TestInfo* test = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string filter = test == nullptr ? std::string("*") : std::string(test->test_suite_name()) + "." + test->name();
  return "reproduce: " + binary_path() + " --gtest_filter='" + filter + "'";
}

namespace {

/// The stage binary a test program tests: build/dev/bin/conformance_lesson07 -> build/dev/bin/lesson07.
std::string stage_binary_path() {
  std::string path = binary_path();
  const std::size_t name = path.rfind("conformance_");
  if (name != std::string::npos) path.erase(name, std::string("conformance_").size());
  return path;
}

}  // namespace

std::string reproduce_puzzle_line(const Grid& puzzle, const std::string& options) {
  return "reproduce: echo '" + format_line(puzzle) + "' | " + stage_binary_path() + " --input line --stats" +
         (options.empty() ? "" : " " + options) + "\n" + reproduce_line();
}

std::string reproduce_file_line(const std::string& kit_path, const std::string& options) {
  return "reproduce: " + stage_binary_path() + " --stats" + (options.empty() ? "" : " " + options) + " < " + kit_path +
         "\n" + reproduce_line();
}

namespace {

/// Ends the report of every failed test with its reproduce: line, unless the
/// test's own message already gave one.
class ReproduceListener : public ::testing::EmptyTestEventListener {
 public:
  void OnTestPartResult(const ::testing::TestPartResult& result) override {
    if (result.failed() && std::string(result.message()).find("reproduce: ") != std::string::npos) told_ = true;
  }
  void OnTestEnd(const ::testing::TestInfo& test) override {
    if (test.result()->Failed() && !told_) std::printf("%s\n", reproduce_line_for(test).c_str());
    told_ = false;
  }

 private:
  static std::string reproduce_line_for(const ::testing::TestInfo& test) {
    return "reproduce: " + binary_path() + " --gtest_filter='" + test.test_suite_name() + "." + test.name() + "'";
  }
  bool told_ = false;
};

/// Installs the listener when the test program starts (before RUN_ALL_TESTS).
[[maybe_unused]] const bool kListenerInstalled = [] {
  ::testing::UnitTest::GetInstance()->listeners().Append(new ReproduceListener);
  return true;
}();

}  // namespace

}  // namespace testing
}  // namespace sudoku
