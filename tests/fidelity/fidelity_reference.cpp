// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// fidelity_reference: writes tests/data/fidelity/stageNN.tsv, the reference
// stages' counters on the fidelity puzzles (tests/data/fidelity/puzzles.tsv).
//
//   cmake --build --preset answer-key --target fidelity_reference
//   build/answer-key/bin/fidelity_reference tests/data/fidelity
//
// Run it only when a reference stage changes on purpose: the solution suites
// run the fidelity tests against these files, so a stage that drifts from its
// data fails them (see tests/support/fidelity.hpp).
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include "search.hpp"
#include "sudoku_stages.hpp"  // every reference stage, generated from lessons/NN-*/stage.cmake
#include "support/fidelity.hpp"

namespace {

struct Stage {
  int number;
  const char* name;  ///< stageNN, the file's name
  sudoku::SolveFunction solve;
};

#define FIDELITY_STAGE(number, name, tree, title) {number, #name, &sudoku::name::solve},
constexpr Stage kStages[] = {SUDOKU_FOR_EACH_STAGE(FIDELITY_STAGE)};
#undef FIDELITY_STAGE

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: fidelity_reference OUTPUT_FOLDER (normally tests/data/fidelity)\n");
    return 2;
  }
  using namespace sudoku;
  try {
    const auto puzzles = sudoku::testing::load_fidelity_puzzles();
    for (const Stage& stage : kStages) {
      // A stage that no puzzle of puzzles.tsv is for has no data file (stage 7 has its own).
      const auto for_stage = [&](const auto& puzzle) {
        return stage.number >= puzzle.first_stage && stage.number <= puzzle.last_stage;
      };
      if (std::none_of(puzzles.begin(), puzzles.end(), for_stage)) continue;
      const std::string path = std::string(argv[1]) + "/" + stage.name + ".tsv";
      std::ofstream out(path, std::ios::binary);
      out << "# The reference stage " << stage.number << "'s counters on tests/data/fidelity/puzzles.tsv,\n"
          << "# written by tests/fidelity/fidelity_reference.cpp (do not edit by hand).\n"
          << sudoku::testing::reference_header() << '\n';
      for (const auto& puzzle : puzzles) {
        if (!for_stage(puzzle)) continue;
        const SearchResult result = solve_checked(stage.solve, puzzle.puzzle);
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
