// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file tdoku_adapter_test.cpp
/// \brief The adapter that puts the final engine into tdoku's benchmark harness
/// (tools/benchmarks/tdoku_adapter.cc) keeps the harness's contract: it reads 81 characters with
/// any non-digit as a blank, counts up to `limit`, writes the first solution as characters and
/// reports the engine's branch points (or nodes for configuration 1).
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "final_engine.hpp"

extern "C" size_t OtherSolverKit(const char* puzzle, size_t limit, uint32_t configuration, char* solution,
                                 size_t* num_guesses);

namespace {

// A hard puzzle (tests/data/hard-sample.txt, line 1): it needs branch points, so the figures are not zero.
const std::string kHard = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";

TEST(TdokuAdapter, SolvesAndReportsTheEnginesFigures) {
  char solution[82] = {};
  size_t guesses = 0;
  ASSERT_EQ(OtherSolverKit(kHard.c_str(), 2, 0, solution, &guesses), 1u) << "a proper puzzle has one solution";
  std::uint8_t cells[81], first[81];
  for (int i = 0; i < 81; ++i) cells[i] = static_cast<std::uint8_t>(kHard[i] == '.' ? 0 : kHard[i] - '0');
  sudoku::final_solver::engine::Stats stats;
  sudoku::final_solver::engine::solve(cells, 2, first, sudoku::final_solver::engine::Limits{}, stats);
  for (int i = 0; i < 81; ++i) {
    EXPECT_EQ(solution[i], static_cast<char>('0' + first[i])) << "cell " << i << " differs from the engine's";
    if (kHard[i] != '.') {
      EXPECT_EQ(solution[i], kHard[i]) << "given " << i << " changed";
    }
  }
  EXPECT_EQ(guesses, stats.guesses) << "configuration 0 reports branch points";
  EXPECT_GT(guesses, 0u);
  size_t nodes = 0;
  OtherSolverKit(kHard.c_str(), 2, 1, solution, &nodes);
  EXPECT_EQ(nodes, stats.nodes) << "configuration 1 reports nodes";
}

TEST(TdokuAdapter, CountsUpToTheLimitAndLeavesTheSolutionAloneWithoutOne) {
  // The hard puzzle without its first given has more than one solution.
  std::string open = kHard;
  open[0] = '0';  // '0' is a blank too
  char solution[82] = {};
  size_t guesses = 0;
  EXPECT_EQ(OtherSolverKit(open.c_str(), 2, 0, solution, &guesses), 2u);
  EXPECT_EQ(OtherSolverKit(open.c_str(), 1, 0, solution, &guesses), 1u);
  // Two 9s in the first row: no solution, and the solution buffer is not written.
  std::string broken = kHard;
  broken[2] = '9';
  std::string untouched(81, 'x');
  EXPECT_EQ(OtherSolverKit(broken.c_str(), 2, 0, untouched.data(), &guesses), 0u);
  EXPECT_EQ(untouched, std::string(81, 'x'));
}

TEST(TdokuAdapter, EveryCharacterThatIsNotOneToNineIsABlank) {
  // The conversion reads 32 characters at a time in the native build: each blank of the hard
  // puzzle in turn becomes a character next to the digits in the code table, or a byte above
  // 127, and the answer must stay the one of the plain puzzle.
  char expected[82] = {};
  size_t guesses = 0;
  ASSERT_EQ(OtherSolverKit(kHard.c_str(), 2, 0, expected, &guesses), 1u);
  const char blanks[] = {'0', '/', ':', '.', ' ', 'x', '\x80', '\xB1', '\xFF', '\x01', '\x09'};
  int replaced = 0;
  for (std::size_t i = 0; i < kHard.size(); ++i) {
    if (kHard[i] != '.') continue;
    std::string odd = kHard;
    odd[i] = blanks[static_cast<std::size_t>(replaced++) % sizeof blanks];
    char solution[82] = {};
    ASSERT_EQ(OtherSolverKit(odd.c_str(), 2, 0, solution, &guesses), 1u) << "cell " << i << " = byte " << int(odd[i]);
    EXPECT_EQ(std::string(solution), std::string(expected)) << "cell " << i;
  }
  EXPECT_GT(replaced, 50);
}

}  // namespace
