// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The twins of counter_overhead.cpp: each reference stage with every Search call taken out.
// Included twice by counter_overhead.cpp (so no #pragma once), inside a namespace where `Grid`
// is sudoku::Grid and inside one where it is sudoku::Grid9x9: the twin gets the grid the stage's
// binary runs with (every size, or 9x9 with the side a constant), so that the overhead it shows
// is the counters' alone. NoCount, CountNodes and DigitSet come from counter_overhead.cpp.

int next_blank(const Grid& board, int cell) {
  while (cell < board.cell_count() && board[cell] != 0) ++cell;
  return cell;
}

// Stage 1: write, then re-check every row, column and box of the board.
namespace twin01 {
bool board_is_consistent(const Grid& board) {
  for (int unit = 0; unit < board.side(); ++unit) {
    std::array<bool, Grid::kMaxSide + 1> row{}, column{}, box{};
    for (int index = 0; index < board.side(); ++index) {
      const int r = board.at(unit, index);
      if (r != 0 && std::exchange(row[static_cast<std::size_t>(r)], true)) return false;
    }
    for (int index = 0; index < board.side(); ++index) {
      const int c = board.at(index, unit);
      if (c != 0 && std::exchange(column[static_cast<std::size_t>(c)], true)) return false;
    }
    for (int index = 0; index < board.side(); ++index) {
      const int b = board[board.box_cell(unit, index)];
      if (b != 0 && std::exchange(box[static_cast<std::size_t>(b)], true)) return false;
    }
  }
  return true;
}
template <class Nodes>
bool fill_from(Grid& board, int cell, Nodes& nodes) {
  cell = next_blank(board, cell);
  if (cell == board.cell_count()) return true;
  for (int digit = 1; digit <= board.side(); ++digit) {
    board.set(cell, digit);
    if (!board_is_consistent(board)) continue;
    nodes.node();
    if (fill_from(board, cell + 1, nodes)) return true;
  }
  board.set(cell, 0);
  return false;
}
template <class Nodes>
bool solve(Grid& board, Nodes& nodes) {
  return fill_from(board, 0, nodes);
}
}  // namespace twin01

// Stage 2: check the row, column and box of the cell, then write.
namespace twin02 {
bool digit_fits(const Grid& board, int cell, int digit) {
  const int row = board.row_of(cell);
  const int column = board.column_of(cell);
  for (int index = 0; index < board.side(); ++index) {
    if (board.at(row, index) == digit) return false;
  }
  for (int index = 0; index < board.side(); ++index) {
    if (board.at(index, column) == digit) return false;
  }
  const int box = board.box_of(cell);
  for (int index = 0; index < board.side(); ++index) {
    if (board[board.box_cell(box, index)] == digit) return false;
  }
  return true;
}
template <class Nodes>
bool fill_from(Grid& board, int cell, Nodes& nodes) {
  cell = next_blank(board, cell);
  if (cell == board.cell_count()) return true;
  for (int digit = 1; digit <= board.side(); ++digit) {
    if (!digit_fits(board, cell, digit)) continue;
    board.set(cell, digit);
    nodes.node();
    if (fill_from(board, cell + 1, nodes)) return true;
    board.set(cell, 0);
  }
  return false;
}
template <class Nodes>
bool solve(Grid& board, Nodes& nodes) {
  return fill_from(board, 0, nodes);
}
}  // namespace twin02

// Stage 3: used-digit tables per row, column and box.
namespace twin03 {
struct Board {
  using Table = std::array<std::array<bool, Grid::kMaxSide + 1>, Grid::kMaxSide>;
  Grid& grid;
  Table row{}, column{}, box{};
  explicit Board(Grid& puzzle) : grid(puzzle) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid[cell] != 0) mark(cell, grid[cell], true);
    }
  }
  void mark(int cell, int digit, bool used) {
    const auto d = static_cast<std::size_t>(digit);
    row[static_cast<std::size_t>(grid.row_of(cell))][d] = used;
    column[static_cast<std::size_t>(grid.column_of(cell))][d] = used;
    box[static_cast<std::size_t>(grid.box_of(cell))][d] = used;
  }
  bool fits(int cell, int digit) const {
    const auto d = static_cast<std::size_t>(digit);
    return !row[static_cast<std::size_t>(grid.row_of(cell))][d] &&
           !column[static_cast<std::size_t>(grid.column_of(cell))][d] &&
           !box[static_cast<std::size_t>(grid.box_of(cell))][d];
  }
};
template <class Nodes>
bool fill_from(Board& board, int cell, Nodes& nodes) {
  cell = next_blank(board.grid, cell);
  if (cell == board.grid.cell_count()) return true;
  for (int digit = 1; digit <= board.grid.side(); ++digit) {
    if (!board.fits(cell, digit)) continue;
    board.grid.set(cell, digit);
    board.mark(cell, digit, true);
    nodes.node();
    if (fill_from(board, cell + 1, nodes)) return true;
    board.grid.set(cell, 0);
    board.mark(cell, digit, false);
  }
  return false;
}
template <class Nodes>
bool solve(Grid& grid, Nodes& nodes) {
  Board board(grid);
  return fill_from(board, 0, nodes);
}
}  // namespace twin03

/// Stages 4 and 5: the cell tables stage 4's Board and stage 5's Layout work out once.
struct Units {
  std::array<std::array<int, Grid::kMaxCells>, 3> unit_of{};
  std::array<std::array<std::array<int, Grid::kMaxSide>, Grid::kMaxSide>, 3> cells_of{};
  explicit Units(const Grid& grid) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      unit_of[0][cell] = grid.row_of(cell);
      unit_of[1][cell] = grid.column_of(cell);
      unit_of[2][cell] = grid.box_of(cell);
    }
    for (int unit = 0; unit < grid.side(); ++unit) {
      for (int index = 0; index < grid.side(); ++index) {
        cells_of[0][unit][index] = grid.cell_at(unit, index);
        cells_of[1][unit][index] = grid.cell_at(index, unit);
        cells_of[2][unit][index] = grid.box_cell(unit, index);
      }
    }
  }
};

/// Stage 4's and 5's board: the grid and one used-digit mask per row, column and box.
struct MaskBoard {
  const Units* units;
  Grid grid;
  std::array<std::array<DigitSet, Grid::kMaxSide>, 3> used{};
  MaskBoard(const Grid& puzzle, const Units& shared) : units(&shared), grid(puzzle) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid[cell] != 0) place(cell, grid[cell]);
    }
  }
  void place(int cell, int digit) {
    grid.set(cell, digit);
    for (std::size_t kind = 0; kind < 3; ++kind) used[kind][units->unit_of[kind][cell]] |= DigitSet{1} << digit;
  }
  void remove(int cell, int digit) {
    grid.set(cell, 0);
    for (std::size_t kind = 0; kind < 3; ++kind) used[kind][units->unit_of[kind][cell]] &= ~(DigitSet{1} << digit);
  }
  DigitSet candidates(int cell) const {
    return sudoku::all_digits_mask(grid.side()) &
           ~(used[0][units->unit_of[0][cell]] | used[1][units->unit_of[1][cell]] | used[2][units->unit_of[2][cell]]);
  }
};

// Stage 4: branch on the blank cell with the fewest candidates, the first on a tie; the blank
// cells are visited as a bit set, as in the stage.
namespace twin04 {
struct Board : MaskBoard {
  std::array<std::uint64_t, Grid::kMaxCells / 64> blank{};
  Board(const Grid& puzzle, const Units& shared) : MaskBoard(puzzle, shared) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid[cell] == 0) blank[static_cast<std::size_t>(cell / 64)] |= std::uint64_t{1} << (cell % 64);
    }
  }
};
template <class Nodes>
bool fill(Board& board, Nodes& nodes) {
  int best = -1;
  DigitSet best_options = 0;
  int fewest = board.grid.side() + 1;
  for (std::size_t word = 0; word < board.blank.size() && fewest > 0; ++word) {
    for (std::uint64_t left = board.blank[word]; left != 0; left &= left - 1) {
      const int cell = static_cast<int>(word) * 64 + std::countr_zero(left);
      const DigitSet options = board.candidates(cell);
      const int count = std::popcount(options);
      if (count < fewest) {
        best = cell;
        best_options = options;
        fewest = count;
        if (count == 0) break;
      }
    }
  }
  if (best < 0) return true;
  const auto word = static_cast<std::size_t>(best / 64);
  const std::uint64_t bit = std::uint64_t{1} << (best % 64);
  for (DigitSet left = best_options; left != 0; left &= left - 1) {
    const int digit = std::countr_zero(left);
    board.place(best, digit);
    board.blank[word] &= ~bit;
    nodes.node();
    if (fill(board, nodes)) return true;
    board.remove(best, digit);
    board.blank[word] |= bit;
  }
  return false;
}
template <class Nodes>
bool solve(Grid& grid, Nodes& nodes) {
  const Units units(grid);
  Board board(grid, units);
  const bool solved = fill(board, nodes);
  if (solved) grid = board.grid;
  return solved;
}
}  // namespace twin04

// Stage 5: naked and hidden singles to a fixpoint at every node, then stage 4's branch.
namespace twin05 {
using Table = std::array<DigitSet, Grid::kMaxCells>;
enum class Progress { nothing, placed, contradiction };

Progress naked_singles(MaskBoard& board, Table& table) {
  Progress progress = Progress::nothing;
  for (int cell = 0; cell < board.grid.cell_count(); ++cell) {
    DigitSet& entry = table[static_cast<std::size_t>(cell)];
    if (board.grid[cell] != 0) {
      entry = 0;
      continue;
    }
    const DigitSet options = board.candidates(cell);
    entry = options;
    if (options == 0) return Progress::contradiction;
    if ((options & (options - 1)) == 0) {
      board.place(cell, std::countr_zero(options));
      entry = 0;
      progress = Progress::placed;
    }
  }
  return progress;
}
Progress hidden_singles_in(MaskBoard& board, Table& table, std::size_t kind, int unit) {
  const auto& cells = board.units->cells_of[kind][static_cast<std::size_t>(unit)];
  const auto side = static_cast<std::size_t>(board.grid.side());
  DigitSet somewhere = 0, in_two_or_more = 0;
  for (std::size_t index = 0; index < side; ++index) {
    const DigitSet options = table[static_cast<std::size_t>(cells[index])];
    in_two_or_more |= somewhere & options;
    somewhere |= options;
  }
  const DigitSet needed = sudoku::all_digits_mask(board.grid.side()) & ~board.used[kind][unit];
  if ((needed & ~somewhere) != 0) return Progress::contradiction;
  DigitSet singles = somewhere & ~in_two_or_more & needed;
  if (singles == 0) return Progress::nothing;
  for (; singles != 0; singles &= singles - 1) {
    const int digit = std::countr_zero(singles);
    int place = -1;
    for (std::size_t index = 0; index < side && place < 0; ++index) {
      const int cell = cells[index];
      if (board.grid[cell] == 0 && (board.candidates(cell) & (DigitSet{1} << digit)) != 0) place = cell;
    }
    if (place < 0) return Progress::contradiction;
    board.place(place, digit);
    table[static_cast<std::size_t>(place)] = 0;
  }
  return Progress::placed;
}
bool propagate(MaskBoard& board, Table& table) {
  while (true) {
    const Progress naked = naked_singles(board, table);
    if (naked == Progress::contradiction) return false;
    if (naked == Progress::placed) continue;
    Progress hidden = Progress::nothing;
    for (std::size_t kind = 0; kind < 3; ++kind) {
      for (int unit = 0; unit < board.grid.side(); ++unit) {
        const Progress found = hidden_singles_in(board, table, kind, unit);
        if (found == Progress::contradiction) return false;
        if (found == Progress::placed) hidden = found;
      }
    }
    if (hidden == Progress::nothing) return true;
  }
}
template <class Nodes>
bool fill(MaskBoard& board, Nodes& nodes) {
  Table table;
  if (!propagate(board, table)) return false;
  int best = -1;
  DigitSet best_options = 0;
  int fewest = board.grid.side() + 1;
  for (int cell = 0; cell < board.grid.cell_count(); ++cell) {
    const DigitSet options = table[static_cast<std::size_t>(cell)];
    if (options == 0) continue;
    const int count = std::popcount(options);
    if (count < fewest) {
      best = cell;
      best_options = options;
      fewest = count;
      if (count <= 2) break;
    }
  }
  if (best < 0) return true;
  for (DigitSet left = best_options; left != 0; left &= left - 1) {
    MaskBoard child = board;
    child.place(best, std::countr_zero(left));
    nodes.node();
    if (fill(child, nodes)) {
      board = child;
      return true;
    }
  }
  return false;
}
template <class Nodes>
bool solve(Grid& grid, Nodes& nodes) {
  const Units units(grid);
  MaskBoard board(grid, units);
  const bool solved = fill(board, nodes);
  if (solved) grid = board.grid;
  return solved;
}
}  // namespace twin05
