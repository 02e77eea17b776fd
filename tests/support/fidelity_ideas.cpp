// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// What each counter of stages 1-5 means (fidelity.hpp, stage_fidelity()): the ids of the
// table's texts (common/messages/lessonNN.cpp, part.lessonNN.*), so that the counter
// comparison speaks the language of the messages. The order of the counters is the order
// a stage's difference is looked for: the first counter that differs is the one explained.
#include <stdexcept>
#include <string>

#include "support/fidelity.hpp"

namespace sudoku::testing {

namespace {

/// Stage 1: nodes, checks, backtracks, depth, guesses, then the answer.
StageFidelity stage1(const char* binary) {
  return {1,
          binary,
          {{Counter::nodes, "part.lesson01.nodes-too-many", "part.lesson01.nodes-too-few"},
           {Counter::checks, "part.lesson01.checks-too-many", "part.lesson01.checks-too-few"},
           {Counter::backtracks, "part.lesson01.backtracks-too-many", "part.lesson01.backtracks-too-few"},
           {Counter::max_depth, "part.lesson01.depth-too-many", "part.lesson01.depth-too-few"},
           {Counter::guesses, "part.lesson01.guesses-too-many", "part.lesson01.guesses-too-few"}},
          "part.lesson01.wrong-answer"};
}

/// Stage 2: nodes, checks, backtracks, depth, guesses, then the answer.
StageFidelity stage2(const char* binary) {
  return {2,
          binary,
          {{Counter::nodes, "part.lesson02.nodes-too-many", "part.lesson02.nodes-too-few"},
           {Counter::checks, "part.lesson02.checks-too-many", "part.lesson02.checks-too-few"},
           {Counter::backtracks, "part.lesson02.backtracks-too-many", "part.lesson02.backtracks-too-few"},
           {Counter::max_depth, "part.lesson02.depth-too-many", "part.lesson02.depth-too-few"},
           {Counter::guesses, "part.lesson02.guesses-too-many", "part.lesson02.guesses-too-few"}},
          "part.lesson02.wrong-answer"};
}

/// Stage 3: nodes, checks, backtracks, depth, guesses, then the answer.
StageFidelity stage3(const char* binary) {
  return {3,
          binary,
          {{Counter::nodes, "part.lesson03.nodes-too-many", "part.lesson03.nodes-too-few"},
           {Counter::checks, "part.lesson03.checks-too-many", "part.lesson03.checks-too-few"},
           {Counter::backtracks, "part.lesson03.backtracks-too-many", "part.lesson03.backtracks-too-few"},
           {Counter::max_depth, "part.lesson03.depth-too-many", "part.lesson03.depth-too-few"},
           {Counter::guesses, "part.lesson03.guesses-too-many", "part.lesson03.guesses-too-few"}},
          "part.lesson03.wrong-answer"};
}

/// Stage 4: nodes, guesses, backtracks, depth, checks, then the answer.
StageFidelity stage4(const char* binary) {
  return {4,
          binary,
          {{Counter::nodes, "part.lesson04.nodes-too-many", "part.lesson04.nodes-too-few"},
           {Counter::guesses, "part.lesson04.guesses-too-many", "part.lesson04.guesses-too-few"},
           {Counter::backtracks, "part.lesson04.backtracks-too-many", "part.lesson04.backtracks-too-few"},
           {Counter::max_depth, "part.lesson04.depth-too-many", "part.lesson04.depth-too-few"},
           {Counter::checks, "part.lesson04.checks-too-many", "part.lesson04.checks-too-few"}},
          "part.lesson04.wrong-answer"};
}

/// Stage 5: nodes, guesses, propagations, backtracks, depth, checks, then the answer.
StageFidelity stage5(const char* binary) {
  return {5,
          binary,
          {{Counter::nodes, "part.lesson05.nodes-too-many", "part.lesson05.nodes-too-few"},
           {Counter::guesses, "part.lesson05.guesses-too-many", "part.lesson05.guesses-too-few"},
           {Counter::propagations, "part.lesson05.propagations-too-many", "part.lesson05.propagations-too-few"},
           {Counter::backtracks, "part.lesson05.backtracks-too-many", "part.lesson05.backtracks-too-few"},
           {Counter::max_depth, "part.lesson05.depth-too-many", "part.lesson05.depth-too-few"},
           {Counter::checks, "part.lesson05.checks-too-many", "part.lesson05.checks-too-few"}},
          "part.lesson05.wrong-answer"};
}

}  // namespace

StageFidelity stage_fidelity(int stage, const char* binary) {
  switch (stage) {
    case 1:
      return stage1(binary);
    case 2:
      return stage2(binary);
    case 3:
      return stage3(binary);
    case 4:
      return stage4(binary);
    case 5:
      return stage5(binary);
  }
  throw std::out_of_range("no counter comparison for stage " + std::to_string(stage));
}

}  // namespace sudoku::testing
