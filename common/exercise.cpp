// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#include "exercise.hpp"

#include <cstdio>

namespace sudoku {

void exercise_not_done(const char* lesson, const char* what, const char* lesson_folder) {
  static bool told = false;
  if (told) return;
  told = true;
  std::fprintf(stderr, "%s: the exercise is not done yet: %s is still to be written (see lessons/%s/README.md)\n",
               lesson, what, lesson_folder);
}

}  // namespace sudoku
