# Stage 2, as the build sees it (cmake/SudokuStages.cmake explains every key).
sudoku_stage(
  TITLE "stage 2: check only the row, column and box of the new digit"
  TREE row_major
  SIZES 4x4 9x9 16x16
  EXERCISE YES
  JUDGE YES)
