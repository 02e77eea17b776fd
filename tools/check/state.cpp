// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The state kit check and kit hint keep in <build>/kit-check/: progress and hints shown.
#include "check_internal.hpp"

#include <cstdio>
#include <utility>

namespace kit::checking {

StateFile::StateFile(fs::path path) : path_(std::move(path)) {
  for (const std::string& line : lines_of(read_all(path_))) {
    const std::size_t tab = line.find('\t');
    if (tab != std::string::npos) values_[line.substr(0, tab)] = line.substr(tab + 1);
  }
}

std::optional<Progress> recorded_progress(const StateFile& state, const std::string& number) {
  const auto value = state.get("lesson" + number);
  if (!value) return std::nullopt;
  Progress progress;
  if (std::sscanf(value->c_str(), "%d/%d", &progress.passed, &progress.total) != 2) return std::nullopt;
  return progress;
}

std::string hint_key(const Lesson& lesson, int step) {
  return "lesson" + lesson.number + "-step" + std::to_string(step);
}

}  // namespace kit::checking
