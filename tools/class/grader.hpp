// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file grader.hpp
/// \brief `kit class`: grading one student after the instructor's kit was built once.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "class.hpp"

namespace kit::classroom {

/// Builds the instructor's kit once, then grades one student at a time (several
/// threads may grade students in slots of their own at once).
class Grader {
 public:
  using Progress = std::function<void(const std::string&)>;
  Grader(const ClassSettings& settings, fs::path root, fs::path work, std::vector<Lesson> lessons, bool sandbox);
  ~Grader();
  Grader(const Grader&) = delete;
  Grader& operator=(const Grader&) = delete;

  /// Builds the instructor's kit once (work/base) and learns from it what grading each lesson needs.
  void prepare(const Progress& progress);
  /// Grades one student in `slot` (a folder of its own).
  StudentResult grade(const fs::path& student, const std::string& name, const fs::path& slot, int slot_number,
                      const Progress& progress);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace kit::classroom
