# Stage 2, as the build sees it (cmake/SudokuStages.cmake explains every key).
sudoku_stage(
  TITLE "stage 2: check only the row, column and box of the new digit"
  TREE row_major
  SIZES 4x4 9x9 16x16
  EXERCISE YES
  JUDGE YES
  # Without tail merging (GCC), each of the 27 reads of a scan exits to its own
  # short block that adds a constant to the check count, instead of all of them
  # keeping a running count for one shared exit: 14% fewer instructions for the
  # 9x9 copy (docs/counters.md, lesson 2).
  COPY_9X9_OPTIONS $<$<CXX_COMPILER_ID:GNU>:-fno-tree-tail-merge>)
