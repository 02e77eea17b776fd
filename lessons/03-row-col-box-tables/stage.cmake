# Stage 3, as the build sees it (cmake/SudokuStages.cmake explains every key).
sudoku_stage(
  TITLE "stage 3: used-digit tables per row, column and box"
  TREE row_major
  SIZES 4x4 9x9 16x16
  EXERCISE YES
  JUDGE YES
  TREE_PAGE YES)
