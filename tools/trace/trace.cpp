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
//
// Graphviz's layout grows much faster than the tree (`--trace-limit 0` on stage 1
// gives an 18 MB DOT file that dot did not finish in 10 minutes), so dot gets a DOT
// file of at most --dot-max-mb, at most --dot-time-limit seconds of CPU time, and an
// SVG of at most 64 MB; past a limit the .dot file is kept, the .svg is not made, one
// line says which limit and what to do, and the exit code is 3. Programs are run
// from an argument vector (tools/lib's run_program()), never through a shell.
//
// Exit codes: 0 every tree drawn; 2 bad arguments, a stage that failed or is not
// built, dot failing; 3 a drawing was left out by a Graphviz limit.
#include <signal.h>

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
#include "layout.hpp"
#include "process.hpp"
#include "text.hpp"
#include "trace.hpp"

namespace kit {

namespace trace {

/// run_program() with the Ctrl-C flag; throws Interrupted when it was stopped so.
shared::RunResult run(const std::vector<std::string>& argv, const fs::path& log, const shared::Limits& limits) {
  const shared::RunResult result =
      shared::run_program(argv, fs::current_path(), log, limits, {}, shared::stop_on_interrupt());
  if (result.interrupted) {
    std::error_code ignored;
    fs::remove(log, ignored);
    throw Interrupted{};
  }
  return result;
}

namespace {

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

/// A stage's run as `kit trace` reports it: the --stats line, and what followed it
/// (the limit or no-solution message), or the whole of stderr when there is no stats line.
struct StageRun {
  int exit_code = 2;
  std::string stats;
  std::string after;
};

/// Runs one stage binary with --trace-dot; its output goes to `log` (the answer, one
/// line, then the --stats line and any message), which is read back and removed.
StageRun run_stage(const fs::path& program, const std::string& input, const fs::path& dot_file,
                   const TraceSettings& settings, const fs::path& log) {
  char time_limit[32];
  std::snprintf(time_limit, sizeof time_limit, "%.17g", settings.time_limit);
  const std::vector<std::string> command{program.string(),
                                         "--input",
                                         input,
                                         "--output",
                                         "line",
                                         "--stats",
                                         "--trace-dot",
                                         dot_file.string(),
                                         "--trace-limit",
                                         std::to_string(settings.limit),
                                         "--max-nodes",
                                         std::to_string(settings.max_nodes),
                                         "--time-limit",
                                         time_limit,
                                         settings.puzzle};
  const shared::RunResult stage_run = run(command, log, shared::Limits{});
  StageRun result;
  result.exit_code = stage_run.signal != 0 ? 128 + stage_run.signal : stage_run.exit_code;
  const std::vector<std::string> lines = shared::lines_of(shared::read_all(log));
  std::error_code ignored;
  fs::remove(log, ignored);
  std::size_t stats_line = lines.size();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].rfind("nodes=", 0) == 0) {
      stats_line = i;
      break;
    }
  }
  if (stats_line == lines.size()) {  // no counters: a failure, whose message is all there is
    for (const std::string& line : lines) result.after += (result.after.empty() ? "" : " ") + line;
    return result;
  }
  result.stats = lines[stats_line];
  for (std::size_t i = stats_line + 1; i < lines.size(); ++i) {
    result.after += (result.after.empty() ? "" : " ") + lines[i];
  }
  return result;
}

int trace_stages(const TraceSettings& settings);

/// Runs every requested stage; returns the exit code of the subcommand.
int run_trace(const TraceSettings& settings) {
  shared::stop_on_interrupt();  // Ctrl-C stops the program running, then kit trace
  try {
    return trace_stages(settings);
  } catch (const Interrupted&) {
    std::cerr << "kit trace: interrupted\n";
    return 130;
  } catch (const std::runtime_error& error) {  // run_program() could not start a program
    std::cerr << "kit trace: " << error.what() << '\n';
    return sudoku::kExitBadInput;
  }
}

int trace_stages(const TraceSettings& settings) {
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
  const fs::path out(settings.out);
  const bool have_dot = settings.svg && graphviz_found(out / "dot-version.log");
  if (settings.svg && !have_dot) std::cerr << "kit trace: Graphviz dot not found: writing .dot files only\n";
  const fs::path folder = shared::kit_binary_folder();

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
    const fs::path dot_file = out / (name + ".dot");
    const StageRun traced = run_stage(program, input, dot_file, settings, out / (name + ".log"));
    if ((traced.exit_code != 0 && traced.exit_code != 1 && traced.exit_code != 3) || !fs::exists(dot_file)) {
      std::cerr << "kit trace: " << binary << ": failed (exit " << traced.exit_code << "): " << traced.after << '\n';
      exit_code = sudoku::kExitBadInput;
      continue;
    }
    std::string drawn = dot_file.string();
    if (have_dot) {
      const fs::path svg_file = out / (name + ".svg");
      const Drawing drawing = render(dot_file, svg_file, settings, out / (name + "-dot.log"));
      if (drawing.exit_code == 0) {
        drawn += " " + svg_file.string();
      } else {
        std::cerr << "kit trace: " << binary << ": " << drawing.problem << '\n';
        if (exit_code != sudoku::kExitBadInput) exit_code = drawing.exit_code;
      }
    }
    // A limit's message follows the --stats line: the tree is incomplete, and its caption says so too.
    const std::string cut = traced.exit_code == 3 ? " (CUT: " + traced.after + ")" : "";
    std::cout << binary << ": " << traced.stats << " -> " << drawn << cut << '\n';
  }
  return exit_code;
}

}  // namespace

}  // namespace trace

void add_trace_command(CLI::App& app, int& exit_code) {
  using namespace trace;
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
  command
      ->add_option("--dot-time-limit", settings->dot_cpu_seconds,
                   "CPU seconds Graphviz may spend on one tree (default 60); past it the .dot is kept, no .svg")
      ->check(sudoku::seconds_validator())
      ->check(CLI::PositiveNumber);
  command
      ->add_option("--dot-max-mb", settings->dot_max_mb,
                   "largest DOT file, in MB, handed to Graphviz (default 4); a bigger one is kept, not drawn")
      ->check(sudoku::whole_number_validator(1, 1u << 20));
  command->add_flag(
      "--no-svg", [settings](std::int64_t) { settings->svg = false; }, "write the .dot files only");
  command->callback([settings, &exit_code] { exit_code = run_trace(*settings); });
}

}  // namespace kit
