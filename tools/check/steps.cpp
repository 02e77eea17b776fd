// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// kit check: configuring and building the lesson, running each step's tests, the
// counters of a stage binary. Every program runs under limits (the student's code is
// untrusted), and is stopped by Ctrl-C or SIGTERM.
#include "check_internal.hpp"

#include <signal.h>

#include <chrono>
#include <cstring>
#include <iostream>
#include <stdexcept>

#include "process_tree.hpp"
#include "testing/messages.hpp"

namespace kit::checking {

// ---------------------------------------------------------------- running programs

namespace {

using shared::Limits;
using shared::RunResult;

/// Runs `argv` in `folder` within `limits` (kit_common's runner), stopped by Ctrl-C
/// or SIGTERM. Whatever it leaves running is ended too: the runner kills the program's
/// process group, and the compilers of a build (each in a group of its own) or a
/// process that left the group are found as the kit's descendants.
RunResult run_untrusted(const std::vector<std::string>& argv, const fs::path& folder, const fs::path& log,
                        const Limits& limits, const fs::path& input_file = {}) {
  try {
    const RunResult run = shared::run_program(argv, folder, log, limits, input_file, &interrupted);
    stop_descendants(std::chrono::seconds(2));
    return run;
  } catch (const std::runtime_error& error) {
    stop_descendants(std::chrono::seconds(2));
    throw CheckError{kExitKitBroken, error.what()};
  }
}

}  // namespace

// ---------------------------------------------------------------- build

void configure_if_needed(const fs::path& root, const fs::path& build_dir, bool sanitize) {
  if (fs::exists(build_dir / "CMakeCache.txt")) return;
  std::cout << say("configuring ", "빌드 폴더 구성 중: ") << build_dir.string()
            << say(" (once) ...", " (처음 한 번) ...") << std::endl;
  std::vector<std::string> command{"cmake",
                                   "-S",
                                   root.string(),
                                   "-B",
                                   build_dir.string(),
                                   "-G",
                                   "Ninja",
                                   "-DCMAKE_BUILD_TYPE=RelWithDebInfo",
                                   "-DSUDOKU_ANSWER_KEY=OFF"};
  const bool own_preset = build_dir == root / "build" / (sanitize ? "student-asan" : "dev");
  if (own_preset && (!sanitize || read_all(root / "CMakePresets.json").find("\"student-asan\"") != std::string::npos)) {
    command = {"cmake", "--preset", sanitize ? "student-asan" : "dev"};
  } else if (sanitize) {
    command.push_back("-DSUDOKU_SANITIZE=ON");
  }
  const fs::path log = state_dir(build_dir) / "configure.log";
  const RunResult run = run_untrusted(command, root, log, {});
  if (run.interrupted) throw CheckError{130, "interrupted"};
  if (run.exit_code != 0) {
    throw CheckError{kExitKitBroken, "cannot configure " + build_dir.string() + ":\n" + first_error(read_all(log))};
  }
}

bool build_lesson(const fs::path& root, const fs::path& build_dir, const Lesson& lesson) {
  const std::vector<std::string> targets{"lesson" + lesson.number, "conformance_lesson" + lesson.number,
                                         "solution" + lesson.number};
  std::cout << say("building", "빌드 중:");
  for (const std::string& target : targets) std::cout << ' ' << target;
  std::cout << " ..." << std::flush;
  std::vector<std::string> command{"cmake", "--build", build_dir.string(), "-j2", "--target"};
  command.insert(command.end(), targets.begin(), targets.end());
  const fs::path log = state_dir(build_dir) / "build.log";
  const RunResult run = run_untrusted(command, root, log, {});
  if (run.interrupted) throw CheckError{130, "interrupted"};
  if (run.exit_code == 0) {
    std::cout << say(" ok\n", " 완료\n");
    return true;
  }
  std::cout << say(" FAILED\n\nThe build failed, so nothing was tested (the programs on disk are from your\n"
                   "previous code). The compiler's first error:\n\n",
                   " 실패\n\n빌드가 실패해서 아무것도 테스트하지 않았습니다 (디스크에 있는 프로그램은\n"
                   "이전 코드로 만든 것입니다). 컴파일러의 첫 오류:\n\n")
            << first_error(read_all(log)) << say("\n(whole log: ", "\n(전체 로그: ") << log.string() << ")\n";
  return false;
}

// ---------------------------------------------------------------- steps

std::string indent(const std::string& text, const std::string& prefix) {
  std::string out;
  for (const std::string& line : lines_of(text)) out += prefix + line + "\n";
  return out;
}

/// Lines of the program's own output worth showing when it died: the
/// exercise notice, a sanitizer's report line, an uncaught exception.
std::string notable_output(const std::string& log) {
  std::string shown;
  int count = 0;
  for (const std::string& line : lines_of(log)) {
    const bool notable =
        line.find("not done yet") != std::string::npos ||
        line.find("연습 문제가 아직 끝나지 않았습니다") != std::string::npos ||  // the notice's Korean line
        line.find("runtime error") != std::string::npos || line.find("ERROR: AddressSanitizer") != std::string::npos ||
        line.find("SUMMARY:") != std::string::npos || line.find("terminate called") != std::string::npos ||
        line.find("what():") != std::string::npos;
    if (notable && shown.find(line) == std::string::npos && count++ < 6) shown += "  " + line + "\n";
  }
  return shown;
}

namespace {

/// A problem of a step's program in the language of kit check, from the table of diagnoses.
std::string problem_text(const char* id, sudoku::testing::MessageFields fields) {
  return sudoku::testing::message_text(id, korean, fields);
}

/// The diagnosis id of a problem said by kit check itself ("kit.time-limit"), for the state file.
std::string problem_id(const std::string& problem) {
  for (const sudoku::testing::Message& message : sudoku::testing::message_table()) {
    const std::string id = message.id;
    if (id.rfind("kit.", 0) != 0) continue;
    const std::string english = sudoku::testing::message_text(id, false);
    const std::string in_korean = sudoku::testing::message_text(id, true);
    const std::string start = english.substr(0, english.find('{'));
    const std::string korean_start = in_korean.substr(0, in_korean.find('{'));
    if (problem.rfind(start, 0) == 0 || problem.rfind(korean_start, 0) == 0) return id;
  }
  return "";
}

}  // namespace

StepResult run_step(const fs::path& root, const fs::path& build_dir, const Lesson& lesson, const Step& step,
                    const CheckSettings& settings) {
  const fs::path program = build_dir / "bin" / ("conformance_lesson" + lesson.number);
  const fs::path json =
      state_dir(build_dir) / ("lesson" + lesson.number + "-step" + std::to_string(step.number) + ".json");
  const fs::path log =
      state_dir(build_dir) / ("lesson" + lesson.number + "-step" + std::to_string(step.number) + ".log");
  std::error_code ignored;
  fs::remove(json, ignored);
  Limits limits;
  limits.wall_seconds = settings.time_limit;
  limits.memory_mb = settings.sanitize ? 0 : settings.memory_mb;  // ASan reserves terabytes of address space
  const RunResult run = run_untrusted(
      {program.string(), "--gtest_filter=" + step.filter, "--gtest_output=json:" + json.string(), "--gtest_brief=1"},
      root, log, limits);
  if (run.interrupted) throw CheckError{130, "interrupted"};
  StepResult result;
  result.log = read_all(log);
  if (run.timed_out) {
    result.problem =
        problem_text("kit.time-limit", {{"seconds", std::to_string(static_cast<int>(settings.time_limit))}});
    result.diagnosis = problem_id(result.problem);
    return result;
  }
  const shared::StepReport report = shared::read_step_report(json);
  if (!report.readable) {
    if (run.signal != 0) {
      const std::string cpu_note = run.signal != SIGXCPU ? ""
                                   : korean ? ": CPU 시간을 다 썼습니다. 탐색이 끝없이 돌고 있지 않나요?"
                                            : ": it used up its CPU time; does your search loop forever?";
      result.problem = problem_text(
          "kit.crashed",
          {{"signal", std::to_string(run.signal)}, {"signal_name", strsignal(run.signal)}, {"cpu_note", cpu_note}});
    } else {
      result.problem = problem_text("kit.no-report", {{"code", std::to_string(run.exit_code)}});
    }
    result.diagnosis = problem_id(result.problem);
    return result;
  }
  result.tests = report.tests;
  result.failures = report.failures;
  if (result.tests == 0) {
    throw CheckError{kExitKitBroken, lesson.folder.string() + "/steps.tsv: step " + std::to_string(step.number) +
                                         "'s filter '" + step.filter + "' matches no test"};
  }
  if (run.exit_code != 0 && result.failures.empty()) {
    result.problem = problem_text("kit.exit-code", {{"code", std::to_string(run.exit_code)}});
  }
  result.passed = run.exit_code == 0 && result.failures.empty();
  if (!result.failures.empty()) result.diagnosis = sudoku::testing::diagnosis_id_in(result.failures.front().message);
  return result;
}

/// GoogleTest's failure text, with its `file:line` header lines kept short.
std::string readable_message(const std::string& message) {
  std::string out;
  int shown = 0;
  for (const std::string& line : lines_of(message)) {
    if (shown++ >= 40) {
      out += "...\n";
      break;
    }
    out += line + "\n";
  }
  return out;
}

// ---------------------------------------------------------------- counters

/// `nodes=.. checks=..` of a stage binary's --stats on the backtracking puzzle.
std::string counters_of(const fs::path& root, const fs::path& build_dir, const std::string& binary,
                        const CheckSettings& settings) {
  const fs::path puzzle = state_dir(build_dir) / "backtracking-puzzle.txt";
  write_all(puzzle, std::string(kBacktrackingPuzzle) + "\n");
  const fs::path log = state_dir(build_dir) / (binary + "-stats.log");
  Limits limits;
  limits.wall_seconds = 20;
  limits.memory_mb = settings.sanitize ? 0 : settings.memory_mb;
  const RunResult run = run_untrusted({(build_dir / "bin" / binary).string(), "--input", "line", "--output", "line",
                                       "--stats", "--max-nodes", "20000000", "--time-limit", "10"},
                                      root, log, limits, puzzle);
  if (run.interrupted) throw CheckError{130, "interrupted"};
  for (const std::string& line : lines_of(read_all(log))) {
    if (line.rfind("nodes=", 0) == 0) {
      const std::size_t time = line.find(" time_us=");
      return line.substr(0, time);
    }
  }
  if (run.timed_out) return problem_text("part.counters-timed-out", {{"seconds", "20"}});
  if (run.signal != 0) return problem_text("part.counters-crashed", {{"signal", strsignal(run.signal)}});
  return problem_text("part.no-counters", {{"code", std::to_string(run.exit_code)}});
}

}  // namespace kit::checking
