// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// fidelity_reference: writes tests/data/fidelity/stageNN.tsv, the reference
// stages' counters on the fidelity puzzles (tests/data/fidelity/puzzles.tsv).
//
//   cmake --build --preset answer-key --target fidelity_reference
//   build/answer-key/bin/fidelity_reference tests/data/fidelity
//
// Run it only when a reference stage changes on purpose: the solution suites
// run the fidelity tests against these files, so a stage that drifts from its
// data fails them (see common/testing/fidelity.hpp).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include "search.hpp"
#include "stage01.hpp"
#include "stage02.hpp"
#include "stage03.hpp"
#include "stage04.hpp"
#include "stage05.hpp"
#include "testing/fidelity.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: fidelity_reference OUTPUT_FOLDER (normally tests/data/fidelity)\n");
    return 2;
  }
  using namespace sudoku;
  const SolveFunction stages[] = {stage01::solve, stage02::solve, stage03::solve, stage04::solve, stage05::solve};
  try {
    const auto puzzles = sudoku::testing::load_fidelity_puzzles();
    for (int stage = 1; stage <= 5; ++stage) {
      const std::string path = std::string(argv[1]) + "/stage0" + std::to_string(stage) + ".tsv";
      std::ofstream out(path, std::ios::binary);
      out << "# The reference stage " << stage << "'s counters on tests/data/fidelity/puzzles.tsv,\n"
          << "# written by tests/fidelity/fidelity_reference.cpp (do not edit by hand).\n"
          << sudoku::testing::reference_header() << '\n';
      for (const auto& puzzle : puzzles) {
        if (stage < puzzle.first_stage || stage > puzzle.last_stage) continue;
        const SearchResult result = solve_checked(stages[stage - 1], puzzle.puzzle);
        out << sudoku::testing::reference_line(puzzle.name, puzzle.puzzle, result) << '\n';
      }
      out.close();
      if (!out) {
        std::fprintf(stderr, "fidelity_reference: cannot write %s\n", path.c_str());
        return 1;
      }
      std::printf("wrote %s\n", path.c_str());
    }
  } catch (const std::exception& error) {
    std::fprintf(stderr, "fidelity_reference: %s\n", error.what());
    return 1;
  }
  return 0;
}
