# Stage 1, as the build sees it (cmake/SudokuStages.cmake explains every key).
sudoku_stage(
  TITLE "stage 1: naive backtracking, whole-board re-check"
  TREE row_major
  SIZES 4x4 9x9 16x16
  EXERCISE YES
  JUDGE YES)
