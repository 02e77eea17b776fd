// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file exercise.hpp
/// \brief How a lesson's starter code says that it is not finished yet.
#pragma once

namespace sudoku {

/// Prints, once per program run, a line on stderr such as
/// `lesson01: the exercise is not done yet: fill_from() is still to be written (see
/// lessons/01-naive-full-recheck/README.md)`. The starter code of each lesson calls it where the student's work goes,
/// then carries on with a placeholder that makes the tests fail. Under SUDOKU_KIT_LANG=ko the same line in Korean
/// follows the English one (the text: `exercise.not-done`, common/messages/shared.cpp).
void exercise_not_done(const char* lesson, const char* what, const char* lesson_folder);

}  // namespace sudoku
