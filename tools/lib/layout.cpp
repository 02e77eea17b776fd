// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The kit's folder, lessons and steps (see layout.hpp).
#include "layout.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "text.hpp"

namespace kit::shared {

fs::path kit_binary_folder() {
  std::error_code error;
  const fs::path self = fs::read_symlink("/proc/self/exe", error);
  return error ? fs::current_path() : self.parent_path();
}

bool is_kit_root(const fs::path& folder) {
  std::error_code ignored;
  return fs::is_directory(folder / "lessons", ignored) && fs::exists(folder / "CMakePresets.json", ignored);
}

fs::path find_root(const std::string& given) {
  if (!given.empty()) {
    if (!is_kit_root(given)) throw LayoutError("--root " + given + ": not the kit's folder (no lessons/)");
    return fs::absolute(given).lexically_normal();
  }
  for (fs::path folder = fs::current_path();; folder = folder.parent_path()) {
    if (is_kit_root(folder)) return folder;
    if (folder == folder.parent_path()) break;
  }
  for (fs::path folder = kit_binary_folder(); folder != folder.parent_path(); folder = folder.parent_path()) {
    if (is_kit_root(folder)) return folder;
  }
  throw LayoutError("cannot find the kit's folder (one with lessons/): run kit from inside it or pass --root");
}

std::vector<Lesson> find_lessons(const fs::path& root) {
  std::vector<Lesson> lessons;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(root / "lessons", error)) {
    const std::string name = entry.path().filename().string();
    if (!entry.is_directory() || name.size() < 3 || !std::isdigit(static_cast<unsigned char>(name[0])) ||
        !std::isdigit(static_cast<unsigned char>(name[1])) || name[2] != '-') {
      continue;
    }
    const std::string number = name.substr(0, 2);
    if (fs::exists(entry.path() / ("stage" + number + ".cpp"))) lessons.push_back({number, entry.path()});
  }
  std::sort(lessons.begin(), lessons.end(), [](const Lesson& a, const Lesson& b) { return a.number < b.number; });
  return lessons;
}

std::vector<Step> read_steps(const Lesson& lesson) {
  const fs::path file = lesson.folder / "steps.tsv";
  if (!fs::exists(file)) throw std::runtime_error(file.string() + ": missing (the lesson's list of steps)");
  std::vector<Step> steps;
  int line_number = 0;
  for (const std::string& line : lines_of(read_all(file))) {
    ++line_number;
    if (line.empty() || line[0] == '#') continue;
    const std::size_t first = line.find('\t');
    const std::size_t second = first == std::string::npos ? first : line.find('\t', first + 1);
    if (second == std::string::npos) {
      throw std::runtime_error(file.string() + ":" + std::to_string(line_number) +
                               ": expected K<TAB>GTEST_FILTER<TAB>Title");
    }
    Step step;
    step.number = std::atoi(line.substr(0, first).c_str());
    step.filter = line.substr(first + 1, second - first - 1);
    step.title = line.substr(second + 1);
    if (step.number != static_cast<int>(steps.size()) + 1 || step.filter.empty()) {
      throw std::runtime_error(file.string() + ":" + std::to_string(line_number) + ": step " +
                               std::to_string(steps.size() + 1) + " expected, with a filter");
    }
    steps.push_back(step);
  }
  if (steps.empty()) throw std::runtime_error(file.string() + ": no steps");
  return steps;
}

}  // namespace kit::shared
