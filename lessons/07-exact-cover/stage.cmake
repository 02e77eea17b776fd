# Stage 7, as the build sees it (cmake/SudokuStages.cmake explains every key).
# Exact cover is the same code for every size: the matrix is built from the grid's side.
sudoku_stage(
  TITLE "stage 7: exact cover, Knuth's Algorithm X with dancing links"
  TREE most_constrained
  SIZES 4x4 9x9 16x16
  EXERCISE YES
  JUDGE YES
  TREE_PAGE YES
  TREE_PUZZLES 9x9-exact-cover)
