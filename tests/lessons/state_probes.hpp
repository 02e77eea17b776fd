// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file state_probes.hpp
/// \brief What the step tests of stages 3 and 4 share to look at the state a
/// stage keeps (its tables or masks) beside the grid.
///
/// Both stages keep per-unit knowledge up to date with place() and remove():
/// the tests load a fidelity puzzle, move digits in and out of row 1, and after
/// every move compare the state with the grid; and their messages name a unit
/// both by the index the tables use and by the number the lesson uses.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "grid.hpp"
#include "message_words.hpp"
#include "support/fidelity.hpp"
#include "testing/messages.hpp"

namespace sudoku::testing {

/// The fidelity puzzle called `name` (tests/data/fidelity/puzzles.tsv).
inline Grid fixture_puzzle(const std::string& name) {
  for (const FidelityPuzzle& puzzle : load_fidelity_puzzles()) {
    if (puzzle.name == name) return puzzle.puzzle;
  }
  throw std::runtime_error("no fidelity puzzle " + name);
}

/// Fills every blank of row 1 of `board.grid` with a digit it lacks
/// (board.place()), calling `after_place(cell, digit)` after each; then takes
/// them back in the other order (board.remove()), calling
/// `after_remove(cell, digit)` after each. A call that returns false (it found
/// a problem) ends the walk. Returns how many digits it placed.
template <typename Board, typename AfterPlace, typename AfterRemove>
int fill_row_one_and_take_back(Board& board, AfterPlace after_place, AfterRemove after_remove) {
  const Grid puzzle = board.grid;
  std::vector<std::pair<int, int>> placed;
  for (int column = 0; column < puzzle.side(); ++column) {
    const int cell = puzzle.cell_at(0, column);
    if (puzzle[cell] != 0) continue;
    for (int digit = 1; digit <= puzzle.side(); ++digit) {
      if (unit_holding(board.grid, cell, digit) == nullptr) {
        board.place(cell, digit);
        placed.emplace_back(cell, digit);
        if (!after_place(cell, digit)) return static_cast<int>(placed.size());
        break;
      }
    }
  }
  for (auto it = placed.rbegin(); it != placed.rend(); ++it) {
    board.remove(it->first, it->second);
    if (!after_remove(it->first, it->second)) break;
  }
  return static_cast<int>(placed.size());
}

}  // namespace sudoku::testing
