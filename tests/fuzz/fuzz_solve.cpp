// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Fuzz target: parse, then solve with small limits. The first byte picks the
// solver (every reference stage, named by the generated sudoku_stages.hpp, or the
// final engine when FUZZ_HAVE_FINAL_ENGINE) and the format (BOJ or line); the rest is the input.
// Whatever the input: no crash, no hang (node limit 2,000, time limit 1 s), and
// a "solved" answer is a real solution that keeps the givens.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "io.hpp"
#include "rules.hpp"
#include "search.hpp"
#include "sudoku_stages.hpp"  // every reference stage, generated from lessons/NN-*/stage.cmake
#ifdef FUZZ_HAVE_FINAL_ENGINE
#include "final_engine.hpp"
#endif

namespace {

void require(bool condition) {
  if (!condition) std::abort();
}

#ifdef FUZZ_HAVE_FINAL_ENGINE
/// The engine behind the common signature (9x9 only; other sizes are not given to it).
sudoku::SearchResult fast_solve(const sudoku::Grid& puzzle, const sudoku::SearchOptions& options) {
  std::uint8_t cells[81];
  std::uint8_t first[81];
  for (int cell = 0; cell < 81; ++cell) cells[cell] = static_cast<std::uint8_t>(puzzle[cell]);
  sudoku::final_solver::engine::Limits limits;
  limits.max_nodes = options.max_nodes;
  limits.max_seconds = options.time_limit_seconds;
  sudoku::final_solver::engine::Stats stats;
  const sudoku::final_solver::engine::Outcome outcome =
      sudoku::final_solver::engine::solve(cells, 2, first, limits, stats);
  require(stats.nodes <= options.max_nodes);
  sudoku::SearchResult result;
  result.grid = puzzle;
  result.stats.nodes = stats.nodes;
  if (outcome.solutions > 0) {
    result.outcome = sudoku::Outcome::solved;
    for (int cell = 0; cell < 81; ++cell) result.grid.set(cell, first[cell]);
  } else {
    result.outcome = outcome.status == sudoku::final_solver::engine::Status::limit_reached
                         ? sudoku::Outcome::limit_reached
                         : sudoku::Outcome::no_solution;
  }
  return result;
}
#endif

std::vector<sudoku::SolveFunction> solvers(int box_side) {
  std::vector<sudoku::SolveFunction> list;
#define FUZZ_ADD_STAGE(number, name, tree, title) list.push_back(&sudoku::name::solve);
  SUDOKU_FOR_EACH_STAGE(FUZZ_ADD_STAGE)
#undef FUZZ_ADD_STAGE
#ifdef FUZZ_HAVE_FINAL_ENGINE
  if (box_side == 3) list.push_back(&fast_solve);
#endif
  (void)box_side;
  return list;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::uint8_t selector = data[0];
  std::istringstream in(std::string(reinterpret_cast<const char*>(data) + 1, size - 1));
  sudoku::Grid puzzle;
  try {
    puzzle = (selector & 0x80) != 0 ? sudoku::read_line_puzzle(in) : sudoku::read_boj(in);
  } catch (const sudoku::ParseError&) {
    return 0;
  }
  const std::vector<sudoku::SolveFunction> list = solvers(puzzle.box_side());
  if (list.empty()) return 0;
  sudoku::SearchOptions options;
  options.max_nodes = 2000;
  options.time_limit_seconds = 1.0;
  const sudoku::SearchResult result =
      sudoku::solve_checked(list[static_cast<std::size_t>(selector & 0x7f) % list.size()], puzzle, options);
  switch (result.outcome) {
    case sudoku::Outcome::solved:
      require(sudoku::is_solution_of(puzzle, result.grid));
      break;
    case sudoku::Outcome::limit_reached:
      require(result.stats.nodes <= options.max_nodes && result.grid == puzzle);
      break;
    case sudoku::Outcome::invalid:
      require(sudoku::find_conflict(puzzle).has_value() && !result.problem.empty());
      break;
    case sudoku::Outcome::no_solution:
      require(!sudoku::find_conflict(puzzle).has_value());
      break;
  }
  return 0;
}
