// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit trace`: the search trees of several stages for one puzzle, side by side.
//
//   kit trace --stages 3,4,5,final --puzzle FILE --out DIR [--max-nodes N] [--time-limit S]
//
// Every stage gets the same node and time limits (default 100,000 nodes and 2 s,
// so that stage 1 on a hard puzzle still draws in a few seconds); a tree cut by
// a limit says so in its caption and in the stage's line. Errors go to stderr.
//
// runs the stage binaries that sit next to `kit` (solutionNN, or lessonNN with
// --student, and `sudoku` for "final") with `--trace-dot`, renders each DOT file
// with Graphviz when `dot` is installed, and prints one line per stage with the
// counters of its `--stats`, so the node counts can be compared at a glance.
#include <sys/wait.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "kit.hpp"

namespace kit {

namespace {

namespace fs = std::filesystem;

// The stages of this build, from their declarations (lessons/NN-*/stage.cmake), as
// tools/CMakeLists.txt passes them: "01,02,...,final=sudoku" (key, or key=binary for a
// stage whose binary is not solutionNN).
#ifndef KIT_STAGES
#error "KIT_STAGES (the declared stages) is defined by tools/CMakeLists.txt"
#endif

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

/// Every declared stage, as --stages takes them: "1", "2", ..., "final".
std::vector<std::string> all_stage_names() {
  std::vector<std::string> names;
  for (const DeclaredStage& stage : declared_stages()) {
    names.push_back(stage.key.size() == 2 && stage.key[0] == '0' ? stage.key.substr(1) : stage.key);
  }
  return names;
}

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
};

/// Quotes `text` for /bin/sh.
std::string shell_quoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

/// "1" -> "01"; "final" stays "final"; a stage that is not declared is empty (invalid).
std::string stage_key(const std::string& stage) {
  const std::string key = stage.size() == 1 ? "0" + stage : stage;
  for (const DeclaredStage& declared : declared_stages()) {
    if (declared.key == key) return key;
  }
  return "";
}

/// The binary of stage `key`: its declared binary, or solutionNN (lessonNN for the student).
std::string stage_binary(const std::string& key, bool student) {
  for (const DeclaredStage& declared : declared_stages()) {
    if (declared.key == key && !declared.binary.empty()) return declared.binary;
  }
  return (student ? "lesson" : "solution") + key;
}

/// The folder of the running `kit` binary, where the stage binaries are built too.
fs::path binary_folder() {
  std::error_code error;
  const fs::path self = fs::read_symlink("/proc/self/exe", error);
  return error ? fs::current_path() : self.parent_path();
}

/// "line" when the first puzzle line of the file is one line of N*N symbols, else "boj".
std::string detect_format(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const bool one_line = line.size() == 16 || line.size() == 81 || line.size() == 256;
    return one_line && line.find(' ') == std::string::npos ? "line" : "boj";
  }
  return "boj";
}

std::string read_all(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

/// Runs every requested stage; returns the exit code of the subcommand.
int run_trace(const TraceSettings& settings) {
  for (const std::string& stage : settings.stages) {
    if (stage_key(stage).empty()) {
      std::string known;
      for (const std::string& name : all_stage_names()) known += (known.empty() ? "" : ", ") + name;
      std::cerr << "kit trace: unknown stage '" << stage << "' (the stages are " << known << ")\n";
      return sudoku::kExitBadInput;
    }
  }
  if (!fs::is_regular_file(settings.puzzle)) {
    std::cerr << "kit trace: cannot read the puzzle file " << settings.puzzle << '\n';
    return sudoku::kExitBadInput;
  }
  std::error_code error;
  fs::create_directories(settings.out, error);
  if (error) {
    std::cerr << "kit trace: cannot create " << settings.out << ": " << error.message() << '\n';
    return sudoku::kExitBadInput;
  }
  const std::string input = settings.input == "auto" ? detect_format(settings.puzzle) : settings.input;
  const bool have_dot = settings.svg && std::system("dot -V >/dev/null 2>&1") == 0;
  if (settings.svg && !have_dot) std::cerr << "kit trace: Graphviz dot not found: writing .dot files only\n";
  const fs::path folder = binary_folder();

  int exit_code = 0;
  for (const std::string& stage : settings.stages) {
    const std::string key = stage_key(stage);
    const std::string binary = stage_binary(key, settings.student);
    const fs::path program = folder / binary;
    if (!fs::exists(program)) {
      std::cerr << "kit trace: " << binary << ": not built (looked for " << program.string() << ")\n";
      exit_code = sudoku::kExitBadInput;
      continue;
    }
    const std::string name = (key.size() == 2 ? "stage" + key : key) + "-tree";
    const fs::path dot_file = fs::path(settings.out) / (name + ".dot");
    const fs::path stats_file = fs::path(settings.out) / (name + ".stats");
    char time_limit[32];
    std::snprintf(time_limit, sizeof time_limit, "%.17g", settings.time_limit);
    const std::string command = shell_quoted(program.string()) + " --input " + input + " --stats --trace-dot " +
                                shell_quoted(dot_file.string()) + " --trace-limit " + std::to_string(settings.limit) +
                                " --max-nodes " + std::to_string(settings.max_nodes) + " --time-limit " + time_limit +
                                " " + shell_quoted(settings.puzzle) + " >/dev/null 2>" +
                                shell_quoted(stats_file.string());
    const int status = std::system(command.c_str());
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 2;
    std::string stats = read_all(stats_file);
    fs::remove(stats_file, error);
    while (!stats.empty() && stats.back() == '\n') stats.pop_back();
    if ((code != 0 && code != 1 && code != 3) || !fs::exists(dot_file)) {
      std::cerr << "kit trace: " << binary << ": failed (exit " << code << "): " << stats << '\n';
      exit_code = sudoku::kExitBadInput;
      continue;
    }
    std::string drawn = dot_file.string();
    if (have_dot) {
      const fs::path svg_file = fs::path(settings.out) / (name + ".svg");
      const std::string render =
          "dot -Tsvg " + shell_quoted(dot_file.string()) + " -o " + shell_quoted(svg_file.string());
      if (std::system(render.c_str()) == 0) {
        drawn += " " + svg_file.string();
      } else {
        std::cerr << "kit trace: " << binary << ": dot could not render " << dot_file.string() << '\n';
        exit_code = sudoku::kExitBadInput;
      }
    }
    // The first line of stderr is the --stats line (a limit or no-solution message may follow).
    // A limit's message follows the --stats line: the tree is incomplete, and its caption says so too.
    const std::string cut = code == 3 ? " (CUT: " + stats.substr(stats.find('\n') + 1) + ")" : "";
    std::cout << binary << ": " << stats.substr(0, stats.find('\n')) << " -> " << drawn << cut << '\n';
  }
  return exit_code;
}

}  // namespace

void add_trace_command(CLI::App& app, int& exit_code) {
  auto settings = std::make_shared<TraceSettings>();
  CLI::App* command = app.add_subcommand(
      "trace",
      "draw the search trees of several stages for one puzzle (runs the stage binaries next to kit with --trace-dot)");
  command->add_option("--stages", settings->stages, "stages to draw, e.g. 3,4,5,final (default: all)")->delimiter(',');
  command->add_option("--puzzle", settings->puzzle, "the puzzle file (line or BOJ format)")->required();
  command->add_option("--out", settings->out, "folder for the .dot and .svg files (default: .)");
  command->add_option("--input", settings->input, "puzzle format: auto, line or boj (default auto)")
      ->check(CLI::IsMember({"auto", "line", "boj"}));
  command->add_option("--trace-limit", settings->limit, "most nodes drawn per tree (default 150, 0 = no limit)")
      ->check(sudoku::whole_number_validator());
  command
      ->add_option("--max-nodes", settings->max_nodes,
                   "node limit of every stage's search (default 100000, 0 = none); a cut tree is marked CUT")
      ->check(sudoku::whole_number_validator());
  command
      ->add_option("--time-limit", settings->time_limit,
                   "time limit of every stage's search in seconds (default 2, 0 = none)")
      ->check(sudoku::seconds_validator());
  command->add_flag("--student", settings->student, "draw the student's lessonNN binaries instead of solutionNN");
  command->add_flag(
      "--no-svg", [settings](std::int64_t) { settings->svg = false; }, "write the .dot files only");
  command->callback([settings, &exit_code] { exit_code = run_trace(*settings); });
}

}  // namespace kit
