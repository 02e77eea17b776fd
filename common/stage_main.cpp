// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The main() of every stage binary: the stage's solve() behind the common driver.
// CMake compiles this file once per binary with STAGE_HEADER (the stage's
// header), STAGE_NAMESPACE, STAGE_BINARY, STAGE_TITLE and STAGE_DEFAULT_JOBS
// (1 for the lesson binaries, which may hold a student's code; 0, one thread per
// core, for the references) defined.
#include STAGE_HEADER

#include "cli.hpp"

int main(int argc, char** argv) {
  return sudoku::run_stage_cli(
      argc, argv, {STAGE_BINARY, STAGE_TITLE, &sudoku::STAGE_NAMESPACE::solve, nullptr, STAGE_DEFAULT_JOBS});
}
