// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit trace`: the stages this build declares (see trace.hpp).
#include <sstream>

#include "trace.hpp"

namespace kit::trace {

// The stages of this build, from their declarations (lessons/NN-*/stage.cmake), as
// tools/CMakeLists.txt passes them: "01,02,...,final=sudoku" (key, or key=binary for a
// stage whose binary is not solutionNN).
#ifndef KIT_STAGES
#error "KIT_STAGES (the declared stages) is defined by tools/CMakeLists.txt"
#endif

namespace {

struct DeclaredStage {
  std::string key;     // "03", or the stage's NAME ("final")
  std::string binary;  // empty: solutionNN (lessonNN with --student)
};

std::vector<DeclaredStage> declared_stages() {
  std::vector<DeclaredStage> stages;
  std::stringstream items(KIT_STAGES);
  std::string item;
  while (std::getline(items, item, ',')) {
    const auto equals = item.find('=');
    if (equals == std::string::npos) {
      stages.push_back({item, ""});
    } else {
      stages.push_back({item.substr(0, equals), item.substr(equals + 1)});
    }
  }
  return stages;
}

}  // namespace

std::vector<std::string> all_stage_names() {
  std::vector<std::string> names;
  for (const DeclaredStage& stage : declared_stages()) {
    names.push_back(stage.key.size() == 2 && stage.key[0] == '0' ? stage.key.substr(1) : stage.key);
  }
  return names;
}

std::string stage_key(const std::string& stage) {
  const std::string key = stage.size() == 1 ? "0" + stage : stage;
  for (const DeclaredStage& declared : declared_stages()) {
    if (declared.key == key) return key;
  }
  return "";
}

std::string stage_binary(const std::string& key, bool student) {
  for (const DeclaredStage& declared : declared_stages()) {
    if (declared.key == key && !declared.binary.empty()) return declared.binary;
  }
  return (student ? "lesson" : "solution") + key;
}

}  // namespace kit::trace
