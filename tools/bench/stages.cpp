// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit bench`: the stages (binaries found by name) and the data sets (see bench.hpp).
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "bench.hpp"
#include "io.hpp"
#include "rules.hpp"

namespace kit::bench {

namespace {

/// True when `text` is 1 to `max_length` decimal digits.
bool is_number(const std::string& text, std::size_t max_length) {
  return !text.empty() && text.size() <= max_length &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/// lessonNN, solutionNN or sudoku.
bool is_stage_binary_name(const std::string& name) {
  for (const std::string prefix : {"lesson", "solution"}) {
    if (name.rfind(prefix, 0) == 0 && name.size() == prefix.size() + 2 && is_number(name.substr(prefix.size()), 2)) {
      return true;
    }
  }
  return name == "sudoku";
}

bool is_executable(const fs::path& path) {
  std::error_code error;
  return fs::is_regular_file(path, error) && ::access(path.c_str(), X_OK) == 0;
}

}  // namespace

std::vector<std::string> discover_stages(const fs::path& dir) {
  std::vector<std::string> names;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(dir, error)) {
    const std::string name = entry.path().filename().string();
    if (is_stage_binary_name(name) && is_executable(entry.path())) names.push_back(name);
  }
  auto rank = [](const std::string& name) { return name.rfind("solution", 0) == 0 ? 0 : name == "sudoku" ? 1 : 2; };
  std::sort(names.begin(), names.end(),
            [&](const std::string& a, const std::string& b) { return rank(a) != rank(b) ? rank(a) < rank(b) : a < b; });
  return names;
}

std::string trim(const std::string& text) {
  const auto begin = text.find_first_not_of(" \t");
  if (begin == std::string::npos) return "";
  return text.substr(begin, text.find_last_not_of(" \t") - begin + 1);
}

std::vector<Stage> resolve_stages(const std::string& list, const fs::path& bin_dir) {
  const std::vector<std::string> known = discover_stages(bin_dir);
  std::vector<Stage> stages;
  auto add = [&](const std::string& shown, const fs::path& path) {
    for (const Stage& stage : stages) {
      if (stage.name == shown) return;  // listed twice: run once
    }
    stages.push_back({shown, path});
  };
  std::stringstream items(list);
  std::string item;
  while (std::getline(items, item, ',')) {
    item = trim(item);
    if (item.empty()) continue;
    if (item == "all") {
      for (const std::string& name : known) {
        if (name.rfind("lesson", 0) != 0) add(name, bin_dir / name);
      }
      continue;
    }
    if (item.find('/') != std::string::npos) {
      if (!is_executable(item)) throw UsageError{"--stages: " + item + " is not an executable file"};
      add(item, fs::path(item));
      continue;
    }
    std::string name = item;
    if (item == "final") name = "sudoku";
    if (is_number(item, 2)) name = (item.size() == 1 ? "solution0" : "solution") + item;
    if (!is_executable(bin_dir / name)) {
      std::string available;
      for (const std::string& k : known) available += (available.empty() ? "" : ", ") + k;
      throw UsageError{"--stages: no stage binary '" + name + "' in " + bin_dir.string() +
                       " (found: " + (available.empty() ? "none" : available) + ")"};
    }
    add(name, bin_dir / name);
  }
  if (stages.empty()) throw UsageError{"--stages: no stage to run in '" + list + "'"};
  return stages;
}

DataSet load_data_set(const std::string& input, const fs::path& data_dir, std::size_t first) {
  fs::path path = input;
  std::error_code error;
  if (!fs::is_regular_file(path, error)) {
    const fs::path tier = data_dir / (input + ".txt");
    if (data_dir.empty() || !fs::is_regular_file(tier, error)) {
      std::string tiers;
      if (!data_dir.empty()) {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(data_dir, error)) {
          if (entry.path().extension() == ".txt") names.push_back(entry.path().stem().string());
        }
        std::sort(names.begin(), names.end());
        for (const std::string& name : names) tiers += (tiers.empty() ? "" : ", ") + name;
      }
      throw UsageError{"no puzzle file or bundled tier named '" + input + "'" +
                       (tiers.empty() ? std::string() : " (tiers: " + tiers + ")")};
    }
    path = tier;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError{"cannot open " + path.string()};
  DataSet set;
  set.name = path.stem().string();
  set.path = path;
  sudoku::PuzzleStream stream(in);
  try {
    while (auto puzzle = stream.next()) {
      if (auto conflict = sudoku::find_conflict(*puzzle)) {
        throw UsageError{path.string() + ":" + std::to_string(stream.line_number()) + ": " +
                         conflict->describe(*puzzle)};
      }
      set.puzzles.push_back(*puzzle);
      set.lines.push_back(stream.line_number());
      if (first != 0 && set.puzzles.size() == first) break;
    }
  } catch (const sudoku::ParseError& parse) {
    throw UsageError{path.string() + ":" + std::to_string(parse.line()) +
                     (parse.column() > 0 ? ":" + std::to_string(parse.column()) : "") + ": " + parse.message()};
  }
  if (set.puzzles.empty()) throw UsageError{path.string() + ": no puzzle in the file"};
  return set;
}

}  // namespace kit::bench
