// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The `sudoku` binary: the final solver behind the kit's common driver, with --count.
#include "cli.hpp"
#include "final_solver.hpp"

int main(int argc, char** argv) {
  sudoku::StageInfo stage{"sudoku", "the final optimized solver (lesson 6)", &sudoku::final_solver::solve,
                          &sudoku::final_solver::count};
  stage.conflicts_mean_no_solution = true;  // see final_solver.hpp
  return sudoku::run_stage_cli(argc, argv, stage);
}
