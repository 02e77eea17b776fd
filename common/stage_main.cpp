// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The main() of every stage binary: the stage's solve() behind the common driver.
// CMake compiles this file once per binary with STAGE_HEADER (the stage's
// header), STAGE_NAMESPACE, STAGE_BINARY, STAGE_TITLE and STAGE_DEFAULT_JOBS
// (1 for the lesson binaries, which may hold a student's code; 0, one thread per
// core, for the references) defined, and for a reference STAGE_UNOBSERVED_NAMESPACE:
// the namespace (stageNN_9x9) of the stage's copies compiled without an observer
// (see sudoku_add_stage_copy() in cmake/SudokuStages.cmake and stage_copy_9x9.cpp),
// whose solve_unobserved() the driver runs whenever nothing traces the search.
#include STAGE_HEADER

#include "cli.hpp"

#ifdef STAGE_UNOBSERVED_NAMESPACE
// The stage compiled with Search = BasicSearch<ObserverPolicy::unobserved>: for
// 9x9 with the grid's side a constant, for the other sizes as written.
namespace sudoku::STAGE_UNOBSERVED_NAMESPACE {
SearchResult solve_unobserved(const Grid& puzzle, const SearchOptions& options);
}  // namespace sudoku::STAGE_UNOBSERVED_NAMESPACE
#define STAGE_UNOBSERVED_SOLVE &sudoku::STAGE_UNOBSERVED_NAMESPACE::solve_unobserved
#else
#define STAGE_UNOBSERVED_SOLVE nullptr
#endif

int main(int argc, char** argv) {
  return sudoku::run_stage_cli(argc, argv,
                               {STAGE_BINARY, STAGE_TITLE, &sudoku::STAGE_NAMESPACE::solve, nullptr, STAGE_DEFAULT_JOBS,
                                STAGE_UNOBSERVED_SOLVE});
}
