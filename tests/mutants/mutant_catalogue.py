# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""The mutation catalogue: the student mistakes, the correct alternatives and the step orders.

Data only; tests/mutants/make-mutants.py turns each entry into a patch (with
mutant_patches.py). A mutant is a few text replacements in one reference stage
(solutions/NN-*/stageNN.cpp); an edit marked "hpp" changes the lesson's header
(lessons/NN-*/stageNN.hpp) instead. Each text to replace must occur exactly once
in the file it edits, or make-mutants.py stops with the catalogue untouched.
"""

# Stage 3's three table lookups in digit_fits(), row -> column -> box, as the reference has them.
TABLE_LOOKUPS = ("  search.count_checks(1);\n"
                 "  if (board.used_in_row[static_cast<std::size_t>(board.grid.row_of(cell))][d]) return false;\n"
                 "  search.count_checks(1);\n"
                 "  if (board.used_in_column[static_cast<std::size_t>(board.grid.column_of(cell))][d]) return false;\n"
                 "  search.count_checks(1);\n"
                 "  return !board.used_in_box[static_cast<std::size_t>(board.grid.box_of(cell))][d];")

# Stage 4's candidates(): from the masks (the reference), and recomputed from the grid.
CANDIDATES_FROM_MASKS = (
    "  search.count_checks(3);\n"
    "  const CellUnits& units = board.units_of[Board::index(cell)];\n"
    "  const DigitSet used = board.used_in_row[Board::index(units.row)] | board.used_in_column[Board::index(units.column)] |\n"
    "                        board.used_in_box[Board::index(units.box)];\n"
    "  return all_digits_mask(board.grid.side()) & ~used;")
CANDIDATES_FROM_GRID = (
    "  search.count_checks(3);\n"
    "  const Grid& grid = board.grid;\n"
    "  DigitSet used = 0;\n"
    "  for (int index = 0; index < grid.side(); ++index) {\n"
    "    used |= digit_bit(grid.at(grid.row_of(cell), index));\n"
    "    used |= digit_bit(grid.at(index, grid.column_of(cell)));\n"
    "    used |= digit_bit(grid[grid.box_cell(grid.box_of(cell), index)]);\n"
    "  }\n"
    "  return all_digits_mask(grid.side()) & ~used;")

# Stage 7's choose_column(), and the same with the sizes counted by walking each column.
CHOOSE_COLUMN = """int choose_column(const Matrix& matrix, Search& search) {
  int best = -1;
  for (int header = matrix.node(Matrix::kRoot).right; header != Matrix::kRoot; header = matrix.node(header).right) {
    search.count_checks(1);
    if (best < 0 || matrix.size(header) < matrix.size(best)) {
      best = header;
      if (matrix.size(best) == 0) break;
    }
  }
  return best;
}"""
WALKING_CHOOSE_COLUMN = """/// How many rows column `header` holds: its list walked from the top.
int rows_in(const Matrix& matrix, int header) {
  int rows = 0;
  for (int x = matrix.node(header).down; x != header; x = matrix.node(x).down) ++rows;
  return rows;
}

int choose_column(const Matrix& matrix, Search& search) {
  int best = -1;
  int best_rows = 0;
  for (int header = matrix.node(Matrix::kRoot).right; header != Matrix::kRoot; header = matrix.node(header).right) {
    search.count_checks(1);
    const int rows = rows_in(matrix, header);  // counted afresh, not read
    if (best < 0 || rows < best_rows) {
      best = header;
      best_rows = rows;
      if (rows == 0) break;
    }
  }
  return best;
}"""

# (file name, lesson, step, sanitize, [words], description, [(old, new) or ("hpp", old, new), ...])
MUTANTS = [
    # ---------------------------------------------------------------- stage 1
    ("01-backtrack-forgotten", "01", 2, False, ["backtrack"],
     "stage 1: search.backtrack() forgotten after a failed recursion",
     [("    search.backtrack(cell, digit);\n", "")]),
    ("01-column-scan-not-counted", "01", 1, False, ["checks"],
     "stage 1: the column scan does not count its reads",
     [("  for (int row = 0; row < board.side(); ++row) {\n    search.count_checks(1);\n",
       "  for (int row = 0; row < board.side(); ++row) {\n")]),
    ("01-secretly-fast-new-cell-units", "01", 4, False, ["checks", "new cell's row, column and box"],
     "stage 1 secretly fast: checks only the row, column and box of the new cell",
     [("bool board_is_consistent(const Grid& board, Search& search) {\n"
       "  for (int unit = 0; unit < board.side(); ++unit) {\n"
       "    if (!row_is_consistent(board, unit, search)) return false;\n"
       "    if (!column_is_consistent(board, unit, search)) return false;\n"
       "    if (!box_is_consistent(board, unit, search)) return false;\n"
       "  }\n  return true;\n}",
       "bool board_is_consistent(const Grid& board, int cell, Search& search) {\n"
       "  // Only the new digit can clash, so only its three units are read.\n"
       "  return row_is_consistent(board, board.row_of(cell), search) &&\n"
       "         column_is_consistent(board, board.column_of(cell), search) &&\n"
       "         box_is_consistent(board, board.box_of(cell), search);\n}"),
      ("if (!board_is_consistent(board, search)) {", "if (!board_is_consistent(board, cell, search)) {")]),
    ("01-box-scan-off-by-one", "01", 1, False, ["every cell of each unit"],
     "stage 1: the box scan starts at index 1, so the first cell of every box is never read",
     [("  for (int index = 0; index < board.side(); ++index) {\n    search.count_checks(1);\n"
       "    if (!seen.add(board[board.box_cell(box, index)])) return false;",
       "  for (int index = 1; index < board.side(); ++index) {\n    search.count_checks(1);\n"
       "    if (!seen.add(board[board.box_cell(box, index)])) return false;")]),
    ("01-column-scan-reads-the-row", "01", 1, False, ["checks"],
     "stage 1: column_is_consistent() copied from the row check reads board.at(column, row)... the row again",
     [("    if (!seen.add(board.at(row, column))) return false;\n  }\n  return true;\n}\n\nbool box_is_consistent",
       "    if (!seen.add(board.at(column, row))) return false;\n  }\n  return true;\n}\n\nbool box_is_consistent")]),
    ("01-cell-not-reset-on-the-way-back", "01", 2, False, ["back to 0"],
     "stage 1: the cell is not reset to 0 when all digits failed (the last digit stays in it)",
     [("  board.set(cell, 0);  // leave the cell blank, as the caller found it\n", "")]),
    ("01-node-counted-before-its-check", "01", 1, False, ["as a node before checking it"],
     "stage 1: search.enter() before the board check, so rejected digits count as nodes",
     [("    board.set(cell, digit);                     // write first ...\n",
       "    board.set(cell, digit);                     // write first ...\n    search.enter(cell, digit);\n"),
      ("    search.enter(cell, digit);  // a node: counted, and stopped here at a limit\n", "")]),
    ("01-not-stopped-at-first-solution", "01", 2, False, ["return true when that solved the board"],
     "stage 1: the result of the recursion is ignored, so the search goes on past the first solution",
     [("    if (fill_from(board, cell + 1, search)) return true;\n", "    fill_from(board, cell + 1, search);\n")]),
    ("01-given-overwritten", "01", 1, False, ["given", "next_blank"],
     "stage 1: next_blank() not called, so the search writes over the givens",
     [("  cell = next_blank(board, cell);\n", "")]),
    ("01-rows-then-columns-then-boxes", "01", 1, False, ["another order than the lesson's row -> column -> box"],
     "stage 1: board_is_consistent() checks every row, then every column, then every box (right answers, "
     "another order of the checks than the lesson's)",
     [("  for (int unit = 0; unit < board.side(); ++unit) {\n"
       "    if (!row_is_consistent(board, unit, search)) return false;\n"
       "    if (!column_is_consistent(board, unit, search)) return false;\n"
       "    if (!box_is_consistent(board, unit, search)) return false;\n  }",
       "  for (int row = 0; row < board.side(); ++row) {\n"
       "    if (!row_is_consistent(board, row, search)) return false;\n  }\n"
       "  for (int column = 0; column < board.side(); ++column) {\n"
       "    if (!column_is_consistent(board, column, search)) return false;\n  }\n"
       "  for (int box = 0; box < board.side(); ++box) {\n"
       "    if (!box_is_consistent(board, box, search)) return false;\n  }")]),
    ("01-box-scan-walks-the-whole-board", "01", 1, False, ["walk the whole board", "box_is_consistent()"],
     "stage 1: box_is_consistent() walks every cell of the board and counts only the reads inside the box",
     [("  for (int index = 0; index < board.side(); ++index) {\n    search.count_checks(1);\n"
       "    if (!seen.add(board[board.box_cell(box, index)])) return false;\n  }",
       "  for (int cell = 0; cell < board.cell_count(); ++cell) {\n    const int digit = board[cell];\n"
       "    if (board.box_of(cell) != box) continue;  // not in this box\n    search.count_checks(1);\n"
       "    if (!seen.add(digit)) return false;\n  }")]),
    # ---------------------------------------------------------------- stage 2
    ("02-short-circuit-dropped", "02", 2, False, ["checks", "short-circuit"],
     "stage 2: all three scans always run (no short-circuit between them)",
     [("  return !row_has(board, row, digit, search) && !column_has(board, column, digit, search) &&\n"
       "         !box_has(board, board.box_of(cell), digit, search);",
       "  const bool in_row = row_has(board, row, digit, search);\n"
       "  const bool in_column = column_has(board, column, digit, search);\n"
       "  const bool in_box = box_has(board, board.box_of(cell), digit, search);\n"
       "  return !in_row && !in_column && !in_box;")]),
    ("02-still-rechecks-whole-board", "02", 2, False, ["checks", "whole board"],
     "stage 2 secretly slow: digit_fits() still scans every row, column and box of the board",
     [("  const int row = board.row_of(cell);\n  const int column = board.column_of(cell);\n"
       "  return !row_has(board, row, digit, search) && !column_has(board, column, digit, search) &&\n"
       "         !box_has(board, board.box_of(cell), digit, search);",
       "  // Every unit that holds `cell` must not have `digit` yet: look at all of them.\n"
       "  bool fits = true;\n"
       "  for (int unit = 0; unit < board.side(); ++unit) {\n"
       "    const bool row_clash = row_has(board, unit, digit, search) && unit == board.row_of(cell);\n"
       "    const bool column_clash = column_has(board, unit, digit, search) && unit == board.column_of(cell);\n"
       "    const bool box_clash = box_has(board, unit, digit, search) && unit == board.box_of(cell);\n"
       "    if (row_clash || column_clash || box_clash) fits = false;\n"
       "  }\n  return fits;")]),
    ("02-scan-does-not-stop-at-the-digit", "02", 1, False, ["checks", "as soon as it reads the digit"],
     "stage 2: row_has() reads the whole row even after it found the digit",
     [("bool row_has(const Grid& board, int row, int digit, Search& search) {\n"
       "  for (int column = 0; column < board.side(); ++column) {\n    search.count_checks(1);\n"
       "    if (board.at(row, column) == digit) return true;\n  }\n  return false;\n}",
       "bool row_has(const Grid& board, int row, int digit, Search& search) {\n  bool found = false;\n"
       "  for (int column = 0; column < board.side(); ++column) {\n    search.count_checks(1);\n"
       "    if (board.at(row, column) == digit) found = true;\n  }\n  return found;\n}")]),
    ("02-box-scan-not-counted", "02", 1, False, ["checks"],
     "stage 2: box_has() does not count its reads",
     [("  for (int index = 0; index < board.side(); ++index) {\n    search.count_checks(1);\n",
       "  for (int index = 0; index < board.side(); ++index) {\n")]),
    ("02-box-scan-walks-the-whole-board", "02", 1, False, ["box_has()", "walk the whole board"],
     "stage 2: box_has() walks every cell of the board and counts only the reads inside the box (2-5x slower)",
     [("  for (int index = 0; index < board.side(); ++index) {\n    search.count_checks(1);\n"
       "    if (board[board.box_cell(box, index)] == digit) return true;\n  }",
       "  for (int cell = 0; cell < board.cell_count(); ++cell) {\n    const int value = board[cell];\n"
       "    if (board.box_of(cell) != box) continue;  // not in this box\n    search.count_checks(1);\n"
       "    if (value == digit) return true;\n  }")]),
    ("02-box-scan-first", "02", 2, False, ["another order than the lesson's row -> column -> box"],
     "stage 2: digit_fits() scans the box first, then the row and the column (right answers, another order "
     "of the checks than the lesson's)",
     [("  return !row_has(board, row, digit, search) && !column_has(board, column, digit, search) &&\n"
       "         !box_has(board, board.box_of(cell), digit, search);",
       "  return !box_has(board, board.box_of(cell), digit, search) && !row_has(board, row, digit, search) &&\n"
       "         !column_has(board, column, digit, search);")]),
    # ---------------------------------------------------------------- stage 3
    ("03-tables-counted-but-not-used", "03", 2, False, ["table"],
     "stage 3: the tables are kept and the lookups counted, but the decision scans the grid",
     [("bool digit_fits(const Board& board, int cell, int digit, Search& search) {\n"
       "  const auto d = static_cast<std::size_t>(digit);\n" + TABLE_LOOKUPS + "\n}",
       "bool digit_fits(const Board& board, int cell, int digit, Search& search) {\n"
       "  const Grid& grid = board.grid;\n"
       "  bool in_row = false, in_column = false, in_box = false;\n"
       "  for (int index = 0; index < grid.side(); ++index) {\n"
       "    in_row = in_row || grid.at(grid.row_of(cell), index) == digit;\n"
       "    in_column = in_column || grid.at(index, grid.column_of(cell)) == digit;\n"
       "    in_box = in_box || grid[grid.box_cell(grid.box_of(cell), index)] == digit;\n"
       "  }\n"
       "  search.count_checks(1);\n  if (in_row) return false;\n"
       "  search.count_checks(1);\n  if (in_column) return false;\n"
       "  search.count_checks(1);\n  return !in_box;\n}")]),
    ("03-box-entry-not-undone", "03", 1, False, ["table"],
     "stage 3: a table entry not undone: remove() leaves the box table marked",
     [("  used_in_box[static_cast<std::size_t>(grid.box_of(cell))][d] = used;",
       "  if (used) used_in_box[static_cast<std::size_t>(grid.box_of(cell))][d] = true;")]),
    ("03-tables-never-cleared", "03", 1, False, ["table"],
     "stage 3: mark() only ever sets entries, so remove() leaves all three tables as they were",
     [("  const auto d = static_cast<std::size_t>(digit);\n  used_in_row",
       "  if (!used) return;  // clearing: nothing to do?\n  const auto d = static_cast<std::size_t>(digit);\n  used_in_row")]),
    ("03-row-table-indexed-by-column", "03", 1, False, ["table"],
     "stage 3: mark() writes the row table at the cell's column (copy-paste mix-up)",
     [("  used_in_row[static_cast<std::size_t>(grid.row_of(cell))][d] = used;",
       "  used_in_row[static_cast<std::size_t>(grid.column_of(cell))][d] = used;")]),
    ("03-lookup-order-changed", "03", 2, False, ["another order than the lesson's row -> column -> box"],
     "stage 3: digit_fits() looks at the box table first (more or fewer checks than the lesson's order)",
     [(TABLE_LOOKUPS,
       "  search.count_checks(1);\n"
       "  if (board.used_in_box[static_cast<std::size_t>(board.grid.box_of(cell))][d]) return false;\n"
       "  search.count_checks(1);\n"
       "  if (board.used_in_row[static_cast<std::size_t>(board.grid.row_of(cell))][d]) return false;\n"
       "  search.count_checks(1);\n"
       "  return !board.used_in_column[static_cast<std::size_t>(board.grid.column_of(cell))][d];")]),
    ("03-mark-rebuilds-the-tables", "03", 1, False, ["mark()", "rebuilds the tables", "up to date in O(1)"],
     "stage 3: Board::mark() rebuilds all three tables from the grid after every move (19x slower, right answers)",
     [("  const auto d = static_cast<std::size_t>(digit);\n"
       "  used_in_row[static_cast<std::size_t>(grid.row_of(cell))][d] = used;\n"
       "  used_in_column[static_cast<std::size_t>(grid.column_of(cell))][d] = used;\n"
       "  used_in_box[static_cast<std::size_t>(grid.box_of(cell))][d] = used;",
       "  // The grid already says where every digit is: rebuild the tables from it.\n"
       "  (void)cell, (void)digit, (void)used;\n"
       "  used_in_row = {};\n  used_in_column = {};\n  used_in_box = {};\n"
       "  for (int at = 0; at < grid.cell_count(); ++at) {\n"
       "    if (grid[at] == 0) continue;\n"
       "    const auto d = static_cast<std::size_t>(grid[at]);\n"
       "    used_in_row[static_cast<std::size_t>(grid.row_of(at))][d] = true;\n"
       "    used_in_column[static_cast<std::size_t>(grid.column_of(at))][d] = true;\n"
       "    used_in_box[static_cast<std::size_t>(grid.box_of(at))][d] = true;\n  }")]),
    # ---------------------------------------------------------------- stage 4
    ("04-tie-break-last-cell", "04", 3, False, ["tie"],
     "stage 4: on a tie the later cell wins (<= instead of <)",
     [("      if (candidate_count < fewest) {  // strictly fewer: on a tie the earlier cell stays",
       "      if (candidate_count <= fewest) {  // fewer or as few")]),
    ("04-no-early-stop-at-zero", "04", 3, False, ["checks", "when a cell has none"],
     "stage 4: no early stop at a cell without candidates (the scan goes on over every blank)",
     [("        if (candidate_count == 0) return best;\n", "")]),
    ("04-wrong-lowest-set-bit-loop", "04", 2, False, ["candidate"],
     "stage 4: the digit loop subtracts one instead of clearing the lowest set bit (left -= 1)",
     [("  for (DigitSet left = choice.candidates; left != 0; left &= left - 1) {",
       "  for (DigitSet left = choice.candidates; left != 0; left -= 1) {")]),
    ("04-box-mask-not-undone", "04", 1, False, ["remove()", "used_in_box"],
     "stage 4: a mask entry not undone: remove() leaves the digit's bit in the box mask",
     [("  used_in_box[index(units.box)] &= ~digit_bit(digit);\n", "")]),
    ("04-off-by-one-box-index", "04", 1, False, ["box"],
     "stage 4: off-by-one box index: the box of a cell computed with column + 1",
     [("    units_of[index(cell)] = {grid.row_of(cell), grid.column_of(cell), grid.box_of(cell)};",
       "    units_of[index(cell)] = {grid.row_of(cell), grid.column_of(cell),\n"
       "                             grid.box_of(grid.row_of(cell), (grid.column_of(cell) + 1) % grid.side())};")]),
    ("04-candidates-not-counted", "04", 2, False, ["checks"],
     "stage 4: candidates() does not count its three lookups",
     [("DigitSet candidates(const Board& board, int cell, Search& search) {\n  search.count_checks(3);\n",
       "DigitSet candidates(const Board& board, int cell, Search& search) {\n  (void)search;\n")]),
    ("04-candidates-from-the-grid", "04", 2, False, ["candidates()", "never by reading the grid", "O(1)"],
     "stage 4: candidates() computed from the grid's row, column and box; the masks are kept but never used "
     "(about 3x slower, right answers and counters)",
     [(CANDIDATES_FROM_MASKS, CANDIDATES_FROM_GRID)]),
    ("04-no-masks-candidates-from-the-grid", "04", 1, False, ["used_in_column", "place()"],
     "stage 4: step 1 skipped (no column or box masks) and candidates() computed from the grid: the search is "
     "right, only the masks show it",
     [("  used_in_column[index(units.column)] |= digit_bit(digit);\n"
       "  used_in_box[index(units.box)] |= digit_bit(digit);\n", ""),
      ("  used_in_column[index(units.column)] &= ~digit_bit(digit);\n"
       "  used_in_box[index(units.box)] &= ~digit_bit(digit);\n", ""),
      (CANDIDATES_FROM_MASKS, CANDIDATES_FROM_GRID)]),
    ("04-place-rebuilds-the-masks", "04", 1, False, ["up to date", "O(1)"],
     "stage 4: place() and remove() rebuild the three masks from the grid after every move (right answers)",
     [("  const CellUnits& units = units_of[index(cell)];\n"
       "  used_in_row[index(units.row)] |= digit_bit(digit);\n"
       "  used_in_column[index(units.column)] |= digit_bit(digit);\n"
       "  used_in_box[index(units.box)] |= digit_bit(digit);\n",
       "  rebuild_masks(*this);\n"),
      ("  const CellUnits& units = units_of[index(cell)];\n"
       "  used_in_row[index(units.row)] &= ~digit_bit(digit);\n"
       "  used_in_column[index(units.column)] &= ~digit_bit(digit);\n"
       "  used_in_box[index(units.box)] &= ~digit_bit(digit);\n",
       "  (void)digit;\n  rebuild_masks(*this);\n"),
      ("DigitSet digit_bit(int digit) { return DigitSet{1} << digit; }\n",
       "DigitSet digit_bit(int digit) { return DigitSet{1} << digit; }\n\n"
       "/// The masks from the grid: simplest to get right.\n"
       "void rebuild_masks(Board& board) {\n"
       "  board.used_in_row = {};\n  board.used_in_column = {};\n  board.used_in_box = {};\n"
       "  for (int cell = 0; cell < board.grid.cell_count(); ++cell) {\n"
       "    if (board.grid[cell] == 0) continue;\n"
       "    const CellUnits& units = board.units_of[Board::index(cell)];\n"
       "    board.used_in_row[Board::index(units.row)] |= digit_bit(board.grid[cell]);\n"
       "    board.used_in_column[Board::index(units.column)] |= digit_bit(board.grid[cell]);\n"
       "    board.used_in_box[Board::index(units.box)] |= digit_bit(board.grid[cell]);\n"
       "  }\n}\n")]),
    # ---------------------------------------------------------------- stage 5
    ("05-hidden-singles-off", "05", 2, False, ["hidden"],
     "stage 5: hidden singles switched off (only naked singles propagate)",
     [("    const Progress hidden = place_hidden_singles(state, table, search);\n",
       "    const Progress hidden = Progress::nothing;  // hidden singles: later\n")]),
    ("05-zero-candidate-check-missing", "05", 1, True, ["shift exponent 32", "options == 0"],
     "stage 5: the zero-candidate check missing: countr_zero(0) = 32 and digit_bit(32) shifts 1u << 32 "
     "(undefined behaviour, reported by --sanitize)",
     [("    if (options == 0) {  // no digit fits: an earlier choice was wrong\n"
       "      search.dead_end(cell);\n      return Progress::contradiction;\n    }\n", "")]),
    ("05-no-state-copy-before-guess", "05", 3, False, ["a copy of the state"],
     "stage 5: no state copy before a guess: the child works on the parent's state",
     [("    State child = state;  // the undo: a failed child is simply dropped\n",
       "    State& child = state;  // no copy: the failed child's digits stay\n")]),
    ("05-solution-not-handed-up", "05", 3, False, ["handed back"],
     "stage 5: the solved child state is not copied back to the caller",
     [("      state = child;  // hand the solution up\n", "")]),
    ("05-no-fixpoint", "05", 1, False, ["node"],
     "stage 5: propagation runs each rule once instead of until nothing changes",
     [("    if (naked == Progress::placed) continue;\n", ""),
      ("    if (hidden == Progress::nothing) return true;\n", "    return true;\n")]),
    ("05-hidden-contradiction-ignored", "05", 2, False, ["hidden"],
     "stage 5: a digit that fits nowhere in a unit is not seen as a contradiction",
     [("  if ((needed & ~somewhere) != 0) {  // a digit the unit needs fits nowhere\n"
       "    search.dead_end(-1);\n    return Progress::contradiction;\n  }\n", "")]),
    ("05-branch-on-first-blank", "05", 4, False, ["fewest", "not simply the first blank cell"],
     "stage 5: branches on the first blank cell, not on the most constrained one",
     [("      if (count <= 2) break;  // propagation left no cell with fewer\n",
       "      break;  // the first blank cell will do\n")]),
    ("05-hidden-candidates-recomputed", "05", 2, False, ["table", "place_hidden_singles_in()"],
     "stage 5: the hidden-single pass computes every cell's candidates again (candidates(), counted) instead of "
     "reading the table the naked-single pass wrote",
     [("    const DigitSet options = table[static_cast<std::size_t>(cell)];\n    in_two_or_more",
       "    const DigitSet options = state.grid[cell] != 0 ? 0 : candidates(state, cell, search);\n"
       "    in_two_or_more")]),
    ("05-hidden-candidates-from-the-masks", "05", 2, False, ["table", "place_hidden_singles_in()"],
     "stage 5: the hidden-single pass recomputes every cell's candidates from the masks, uncounted, instead of "
     "reading the table the naked-single pass wrote",
     [("    const DigitSet options = table[static_cast<std::size_t>(cell)];\n    in_two_or_more",
       "    const Layout& layout = *state.layout;\n"
       "    const DigitSet used = state.used[kRow][layout.unit_of[kRow][cell]] |\n"
       "                          state.used[kColumn][layout.unit_of[kColumn][cell]] |\n"
       "                          state.used[kBox][layout.unit_of[kBox][cell]];\n"
       "    const DigitSet options = state.grid[cell] != 0 ? 0 : layout.all_digits & ~used;\n"
       "    in_two_or_more")]),
    # ---------------------------------------------------------------- stage 7
    ("07-sizes-walked-not-read", "07", 2, False, ["matrix.size(header)", "walked to count"],
     "stage 7: choose_column() counts each column's rows by walking it instead of reading matrix.size() "
     "(the sizes are kept, but never used: 2.5-3x slower)",
     [(CHOOSE_COLUMN, WALKING_CHOOSE_COLUMN)]),
    ("07-no-sizes-every-column-walked", "07", 1, False, ["its size says", "cover() must subtract one"],
     "stage 7: no sizes at all: cover() and uncover() leave them alone, choose_column() walks every column",
     [("      unlink_up_down(x);\n      --sizes_[index(node(x).column)];\n", "      unlink_up_down(x);\n"),
      ("      ++sizes_[index(node(x).column)];\n      relink_up_down(x);\n", "      relink_up_down(x);\n"),
      (CHOOSE_COLUMN, WALKING_CHOOSE_COLUMN)]),
    ("07-size-not-restored", "07", 1, False, ["uncover()", "size of its column"],
     "stage 7: uncover() puts the nodes back but not the column sizes",
     [("      ++sizes_[index(node(x).column)];\n      relink_up_down(x);\n", "      relink_up_down(x);\n")]),
    ("07-uncover-columns-in-cover-order", "07", 1, False, ["uncover_other_columns()", "right to left"],
     "stage 7: uncover_other_columns() uncovers the row's columns left to right, in the order they were covered, "
     "instead of the reverse",
     [("hpp", "    for (int x = node(row_node).left; x != row_node; x = node(x).left) uncover(node(x).column);\n",
       "    for (int x = node(row_node).right; x != row_node; x = node(x).right) uncover(node(x).column);\n")]),
    ("07-first-column-not-smallest", "07", 2, False, ["fewest rows"],
     "stage 7: choose_column() takes the first uncovered column, not the one with the fewest rows",
     [("    if (best < 0 || matrix.size(header) < matrix.size(best)) {\n", "    if (best < 0) {\n")]),
    ("07-tie-takes-last-column", "07", 2, False, ["tie", "strictly smaller"],
     "stage 7: choose_column() keeps the last column of the smallest size instead of the first",
     [("    if (best < 0 || matrix.size(header) < matrix.size(best)) {\n",
       "    if (best < 0 || matrix.size(header) <= matrix.size(best)) {\n")]),
    ("07-no-stop-at-empty-column", "07", 2, False, ["checks", "size 0"],
     "stage 7: choose_column() goes on scanning after an empty column (the same column, more checks)",
     [("      if (matrix.size(best) == 0) break;\n", "")]),
    ("07-rows-tried-from-the-bottom", "07", 3, False, ["from the top"],
     "stage 7: search() tries the rows of the chosen column from the bottom up",
     [("    for (int row_node = matrix_.node(header).down; row_node != header; row_node = matrix_.node(row_node).down) {\n",
       "    for (int row_node = matrix_.node(header).up; row_node != header; row_node = matrix_.node(row_node).up) {\n")]),
    ("07-column-not-uncovered-after-rows", "07", 3, False, ["matrix_.uncover(header)", "levels deep"],
     "stage 7: search() never uncovers the chosen column after its last row",
     [("    matrix_.uncover(header);\n    search_.dead_end", "    search_.dead_end")]),
    ("07-row-not-taken-back", "07", 3, False, ["uncover_other_columns"],
     "stage 7: search() does not take a failed row back before trying the next one",
     [("      search_.backtrack(cell, digit);\n      matrix_.uncover_other_columns(row_node);\n",
       "      search_.backtrack(cell, digit);\n")]),
]

# Correct alternatives: changes to a reference that keep the lesson's idea, so
# every step must pass. (file name, lesson, description, [(old, new), ...])
ALTERNATIVES = [
    ("07-alt-uncover-rows-top-down", "07",
     "uncover() walks the rows top-down and each row to the right, the order of cover(): inside one uncover() "
     "the nodes of one list come back right in either order, so the matrix is restored exactly",
     [("  for (int row = node(header).up; row != header; row = node(row).up) {\n"
       "    for (int x = node(row).left; x != row; x = node(x).left) {\n",
       "  for (int row = node(header).down; row != header; row = node(row).down) {\n"
       "    for (int x = node(row).right; x != row; x = node(x).right) {\n")]),
    ("07-alt-enter-before-covering", "07",
     "search() reports the placement (search_.enter) before covering the row's other columns: the same tree and "
     "the same counts, since only choose_column() counts checks",
     [("      matrix_.cover_other_columns(row_node);\n      search_.enter(cell, digit);\n",
       "      search_.enter(cell, digit);\n      matrix_.cover_other_columns(row_node);\n")]),
    ("07-alt-size-before-link", "07",
     "cover() takes one from the size before unlinking the node, uncover() adds it back after relinking: "
     "the same sizes and links",
     [("      unlink_up_down(x);\n      --sizes_[index(node(x).column)];\n",
       "      --sizes_[index(node(x).column)];\n      unlink_up_down(x);\n"),
      ("      ++sizes_[index(node(x).column)];\n      relink_up_down(x);\n",
       "      relink_up_down(x);\n      ++sizes_[index(node(x).column)];\n")]),
]

# Step orders: per lesson, the `//! [name]` regions that each step writes, in
# step order, and the words step K+1's messages must contain when steps 1..K
# are written (the function still to write). order/NN-through-stepK.patch for
# K = 1 .. the number of steps - 1.
ORDERS = {
    "05": ([["naked-singles"], ["hidden-singles"]], ["place_hidden_singles_in()"]),
    "07": ([["cover"], ["choose"], ["search"]], ["choose_column()", "search()"]),
}


# Why a header names another step than the one of the mistaken function (written as `# note:` lines).
NOTES = {
    '01-box-scan-off-by-one':
        "Step 1's box fixture writes 1 into row 1, column 1 (index 0 of box 1), whose other 1 is in the box: the scan that starts at index 1 never sees the pair, so the digit is not rejected at all.",
    '01-node-counted-before-its-check':
        "Step 1, not 2: step 1's test watches the first blank's digits, and the first clashing digit is already entered as a node there (the message says so and points to step 2's fill_from()).",
    '01-given-overwritten':
        "Step 1, not 2: without next_blank() the first digits go into cell 0, a given in most puzzles, and step 1's test watches the first blank's digits (the message names the given and next_blank(), step 2).",
    '04-no-early-stop-at-zero':
        'Step 3, not 5: most_constrained_cell() is step 3, and its test counts the checks of each scan, so it sees the scan going on past a cell without candidates.',
}
