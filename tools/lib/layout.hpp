// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file layout.hpp
/// \brief The kit's layout as the subcommands see it: its folder, its lessons
/// with an exercise, and each lesson's steps.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace kit::shared {

namespace fs = std::filesystem;

/// The kit's folder could not be found, or a lesson's files are malformed; what() says which file.
struct LayoutError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The folder of the running `kit` binary, where the build puts the stage binaries too
/// (the working folder when /proc/self/exe cannot be read).
fs::path kit_binary_folder();

/// A kit's folder: it holds lessons/ and CMakePresets.json.
bool is_kit_root(const fs::path& folder);

/// The kit's folder, searched in this order: `given` (--root) when it is not empty;
/// else the working folder or one of its parents (a student runs kit inside the
/// clone they work in, whichever build of kit it is); else the folder of the kit
/// binary or one of its parents (<root>/build/<preset>/bin/kit). Throws LayoutError.
fs::path find_root(const std::string& given);

/// A lesson with an exercise: lessons/NN-name/stageNN.cpp.
struct Lesson {
  std::string number;  // "01"
  fs::path folder;     // <root>/lessons/01-naive-full-recheck
  std::string name() const { return folder.filename().string(); }
};

/// One line of a lesson's steps.tsv: `K<TAB>GTEST_FILTER<TAB>Title`.
struct Step {
  int number = 0;
  std::string filter;
  std::string title;
};

/// The lessons with an exercise under <root>/lessons, in order.
std::vector<Lesson> find_lessons(const fs::path& root);
/// The steps of a lesson; throws std::runtime_error naming the file and line when it is malformed.
std::vector<Step> read_steps(const Lesson& lesson);

}  // namespace kit::shared
