// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file trace.hpp
/// \brief `kit trace`, split by job: the declared stages (stages.cpp), drawing a
/// tree with Graphviz (graphviz.cpp), running the stages and the command (trace.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "process.hpp"

namespace kit::trace {

namespace fs = std::filesystem;

/// Every declared stage, as --stages takes them: "1", "2", ..., "final".
std::vector<std::string> all_stage_names();
/// "1" -> "01"; "final" stays "final"; a stage that is not declared is empty (invalid).
std::string stage_key(const std::string& stage);
/// The binary of stage `key`: its declared binary, or solutionNN (lessonNN for the student).
std::string stage_binary(const std::string& key, bool student);

struct TraceSettings {
  std::vector<std::string> stages = all_stage_names();
  std::string puzzle;
  std::string out = ".";
  std::string input = "auto";
  std::size_t limit = 150;
  std::uint64_t max_nodes = 100000;  // stage 1 draws a tree this big in about a second
  double time_limit = 2.0;
  bool student = false;
  bool svg = true;
  double dot_cpu_seconds = 60;   // CPU time Graphviz may use per tree
  std::uint64_t dot_max_mb = 4;  // largest DOT file handed to Graphviz
};

/// Thrown when Ctrl-C or SIGTERM stopped a program: kit trace ends with exit code 130.
struct Interrupted {};

/// run_program() with the Ctrl-C flag; throws Interrupted when it was stopped so.
shared::RunResult run(const std::vector<std::string>& argv, const fs::path& log, const shared::Limits& limits);

/// True when Graphviz's `dot` runs here.
bool graphviz_found(const fs::path& log);

/// What became of one drawing.
struct Drawing {
  int exit_code = 0;    // 0 drawn, 2 dot failed, 3 a Graphviz limit
  std::string problem;  // the line that says why there is no .svg
};

/// Renders `dot_file` into `svg_file` with Graphviz, within the limits of `settings`.
Drawing render(const fs::path& dot_file, const fs::path& svg_file, const TraceSettings& settings, const fs::path& log);

}  // namespace kit::trace
