# Stage 3, as the build sees it (cmake/SudokuStages.cmake explains every key).
sudoku_stage(
  TITLE "stage 3: used-digit tables per row, column and box"
  TREE row_major
  SIZES 4x4 9x9 16x16
  EXERCISE YES
  JUDGE YES
  TREE_PAGE YES
  # Its 9x9 copy runs about 15% faster with the loop over the digits unrolled
  # (docs/counters.md, lesson 3); stage 2's runs slower, so it is this stage's option.
  COPY_9X9_OPTIONS -funroll-loops)
