# Stage 5, as the build sees it (cmake/SudokuStages.cmake explains every key).
sudoku_stage(
  TITLE "stage 5: constraint propagation (naked and hidden singles)"
  TREE most_constrained
  SIZES 4x4 9x9 16x16
  EXERCISE YES
  JUDGE YES
  TREE_PAGE YES
  TREE_PUZZLES 9x9-hard)
