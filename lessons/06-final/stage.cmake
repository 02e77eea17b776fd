# Lesson 6, the final solver, as the build sees it (cmake/SudokuStages.cmake explains
# every key). Its code is in solutions/06-final, built by that folder's own CMakeLists.txt;
# the lesson is read, not written. SIZES is the engine's: other sizes go to stage 5.
sudoku_stage(
  TITLE "final solver"
  NAME final
  BUILD solutions/06-final
  BINARY sudoku
  TREE most_constrained
  SIZES 9x9
  EXERCISE NO
  JUDGE YES
  TREE_PAGE YES
  TREE_PUZZLES 9x9-hard)
