// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit check` and `kit hint`: the student's loop (like `rustlings watch`).
//
//   kit check [NN] [--watch] [--sanitize] [--lang ko|en]   build lesson NN, run its steps in order
//   kit hint NN [STEP] [--reset] [--lang ko|en]            hints for a step, stronger each time
//
// Both speak Korean when the locale says so (the first set of LC_ALL, LC_MESSAGES,
// LANG starts with "ko") or with --lang ko (--lang en forces English): their own
// lines, the step titles (lessons/NN-*/steps.ko.tsv, `K<TAB>Title`, beside the
// steps.tsv it translates; a step it lacks keeps its English title) and the hints
// (hints/stepK.ko.txt, else stepK.txt). What the test programs and the stages
// print is passed on as it is, in every language.
//
// `kit check` builds the lesson's targets in the student's build folder (build/dev,
// or build/student-asan with --sanitize; configured first if needed). When the
// build fails it shows the compiler's first error and runs nothing: the binaries
// on disk would test the old code. Then it runs the steps of lessons/NN-*/steps.tsv
// in order (`K<TAB>GTEST_FILTER<TAB>Title`), each as one run of the lesson's
// GoogleTest program with that filter and JSON output, and stops at the first
// step that fails: its messages, its first hint, and the later steps as "not yet".
// Last, the student's counters beside the reference's on a puzzle that
// backtracks, and the progress over all lessons.
//
// The student's code is untrusted: every program it builds runs in its own
// process group with a wall-clock limit, a CPU-time limit and (without the
// sanitizers, which reserve huge address ranges) an address-space limit, so a
// stage that loops or eats memory cannot hang `kit check`.
//
// Exit codes of `kit check`: 0 every step passes; 1 a step fails (also when its
// program crashes or runs out of time); 2 usage error, no such lesson, or the
// lesson does not build; 3 the kit itself is broken (no steps file, a filter that
// matches no test, a build folder that cannot be configured).
// `kit check --watch` runs until Ctrl-C and then exits 0.
// `kit hint`: 0 a hint was shown (or the count reset), 2 usage error / no hints.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/inotify.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "kit.hpp"
#include "kit_common.hpp"
#include "process_tree.hpp"

namespace kit {

namespace {

namespace fs = std::filesystem;

constexpr int kExitPass = 0;
constexpr int kExitStepFails = 1;
constexpr int kExitUsage = 2;
constexpr int kExitKitBroken = 3;

/// A puzzle on which every stage backtracks (stage 1: 5,327 nodes, 5,274
/// backtracks; stage 5: 3 guesses), yet stage 1 solves it in well under a second.
/// From tests/data/norvig-easy50.txt.
constexpr const char* kBacktrackingPuzzle =
    "..19....39..7..16..3...5..7.5......9..43.26..2......7.6..1...3..42..7..65....68..";

struct CheckSettings {
  std::string lesson;     // "01" .. or empty: the first lesson not done
  std::string language;   // "ko", "en" or empty: from the locale
  std::string root;       // the kit's folder; empty: found from the working folder
  std::string build_dir;  // empty: build/dev or build/student-asan
  bool watch = false;
  bool sanitize = false;
  double time_limit = 300;       // seconds per step program
  std::size_t memory_mb = 2048;  // address space per step program
};

struct HintSettings {
  std::string lesson;
  std::string language;  // "ko", "en" or empty: from the locale
  int step = 0;          // 0: the step kit check saw failing last, else 1
  std::string root;
  std::string build_dir;
  bool reset = false;
};

using shared::Failure;
using shared::first_error;
using shared::Lesson;
using shared::lines_of;
using shared::read_all;
using shared::Step;

/// Thrown for problems that end the command with a message and an exit code.
struct CheckError {
  int exit_code;
  std::string message;
};

// ---------------------------------------------------------------- language

/// Whether kit check and kit hint speak Korean (set once, at the start of a command).
bool korean = false;

/// The text in the chosen language.
const char* say(const char* english, const char* in_korean) { return korean ? in_korean : english; }

/// Korean for --lang ko, English for --lang en; otherwise what the locale says:
/// the first of LC_ALL, LC_MESSAGES, LANG that is set decides (POSIX's order).
bool korean_wanted(const std::string& language) {
  if (!language.empty()) return language == "ko";
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(name);
    if (value != nullptr && *value != '\0') return std::strncmp(value, "ko", 2) == 0;
  }
  return false;
}

/// "lesson 01" or "01강".
std::string lesson_word(const std::string& number) { return korean ? number + "강" : "lesson " + number; }

/// "step 2" or "2단계" (as the Korean lesson pages number their steps).
std::string step_word(int number) {
  return korean ? std::to_string(number) + "단계" : "step " + std::to_string(number);
}

// ---------------------------------------------------------------- Ctrl-C

volatile std::sig_atomic_t interrupted = 0;

extern "C" void on_interrupt(int) { interrupted = 1; }

void install_interrupt_handler() {
  struct sigaction action {};
  action.sa_handler = on_interrupt;  // no SA_RESTART: poll() and sleeps wake up
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  // The compilers ninja starts sit in process groups of their own: once ninja is
  // stopped they become the kit's children, so that run_untrusted() can end them.
  adopt_orphans();
}

// ---------------------------------------------------------------- files

void write_all(const fs::path& path, const std::string& text) {
  std::error_code ignored;
  fs::create_directories(path.parent_path(), ignored);
  const fs::path temporary = path.string() + ".tmp";
  {
    std::ofstream out(temporary);
    out << text;
    out.flush();
    if (!out) throw CheckError{kExitKitBroken, "cannot write " + temporary.string()};
  }
  fs::rename(temporary, path);
}

std::string shell_quoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// ---------------------------------------------------------------- the kit's layout

bool is_kit_root(const fs::path& folder) {
  std::error_code ignored;
  return fs::is_directory(folder / "lessons", ignored) && fs::exists(folder / "CMakePresets.json", ignored);
}

/// The kit's folder: --root, else the working folder or one of its parents,
/// else the folder the kit binary was built for (<root>/build/<preset>/bin/kit).
fs::path find_root(const std::string& given) {
  if (!given.empty()) {
    if (!is_kit_root(given)) throw CheckError{kExitUsage, "--root " + given + ": not the kit's folder (no lessons/)"};
    return fs::absolute(given).lexically_normal();
  }
  for (fs::path folder = fs::current_path();; folder = folder.parent_path()) {
    if (is_kit_root(folder)) return folder;
    if (folder == folder.parent_path()) break;
  }
  std::error_code error;
  const fs::path self = fs::read_symlink("/proc/self/exe", error);
  if (!error) {
    for (fs::path folder = self.parent_path(); folder != folder.parent_path(); folder = folder.parent_path()) {
      if (is_kit_root(folder)) return folder;
    }
  }
  throw CheckError{kExitUsage,
                   "cannot find the kit's folder (one with lessons/): run kit from inside it or pass --root"};
}

/// The lessons with an exercise (a stageNN.cpp), in order.
/// "1", "01" or "1-naive" -> "01"; empty if it is not a lesson number.
std::string lesson_number(const std::string& text) {
  std::string digits;
  for (const char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) break;
    digits += c;
  }
  if (digits.empty() || digits.size() > 2) return "";
  return digits.size() == 1 ? "0" + digits : digits;
}

const Lesson& lesson_by_number(const std::vector<Lesson>& lessons, const std::string& text) {
  const std::string number = lesson_number(text);
  for (const Lesson& lesson : lessons) {
    if (lesson.number == number) return lesson;
  }
  std::string known;
  for (const Lesson& lesson : lessons) known += (known.empty() ? "" : ", ") + lesson.number;
  throw CheckError{kExitUsage, "no lesson " + text + " with an exercise (lessons: " + known + ")"};
}

/// Replaces the step titles by those of steps.ko.tsv (`K<TAB>Title`), when it exists.
/// A separate file, not a 4th column, so that steps.tsv keeps its one format and
/// the Korean titles sit beside the other Korean twins (`*.ko.*`).
void add_korean_titles(const Lesson& lesson, std::vector<Step>& steps) {
  const fs::path file = lesson.folder / "steps.ko.tsv";
  if (!fs::exists(file)) return;
  int line_number = 0;
  for (const std::string& line : lines_of(read_all(file))) {
    ++line_number;
    if (line.empty() || line[0] == '#') continue;
    const std::size_t tab = line.find('\t');
    const int number = tab == std::string::npos ? 0 : std::atoi(line.substr(0, tab).c_str());
    if (number < 1 || number > static_cast<int>(steps.size()) || tab + 1 >= line.size()) {
      throw CheckError{kExitKitBroken, file.string() + ":" + std::to_string(line_number) +
                                           ": expected K<TAB>Title with K a step of steps.tsv (1 to " +
                                           std::to_string(steps.size()) + ")"};
    }
    steps[static_cast<std::size_t>(number - 1)].title = line.substr(tab + 1);
  }
}

/// The steps of a lesson, from its steps.tsv (`K<TAB>FILTER<TAB>Title`), with
/// the titles in the chosen language.
std::vector<Step> lesson_steps(const Lesson& lesson) {
  std::vector<Step> steps;
  try {
    steps = shared::read_steps(lesson);
  } catch (const std::runtime_error& error) {
    throw CheckError{kExitKitBroken, error.what()};
  }
  // "Step 2: digit_fits()" is shown as "step 2: digit_fits()", not "step 2: Step 2: ...".
  for (Step& step : steps) {
    const std::string prefix = "Step " + std::to_string(step.number) + ": ";
    if (step.title.rfind(prefix, 0) == 0) step.title = step.title.substr(prefix.size());
  }
  if (korean) add_korean_titles(lesson, steps);
  return steps;
}

/// The hints of one step, weakest first (blocks separated by a `---` line).
std::vector<std::string> read_hints(const Lesson& lesson, int step) {
  const fs::path english = lesson.folder / "hints" / ("step" + std::to_string(step) + ".txt");
  const fs::path in_korean = lesson.folder / "hints" / ("step" + std::to_string(step) + ".ko.txt");
  const fs::path file = korean && fs::exists(in_korean) ? in_korean : english;
  std::vector<std::string> hints;
  if (!fs::exists(file)) return hints;
  std::string block;
  auto flush = [&] {
    while (!block.empty() && block.back() == '\n') block.pop_back();
    std::size_t start = block.find_first_not_of('\n');
    if (start != std::string::npos) hints.push_back(block.substr(start));
    block.clear();
  };
  for (const std::string& line : lines_of(read_all(file))) {
    if (line == "---") {
      flush();
    } else {
      block += line + "\n";
    }
  }
  flush();
  return hints;
}

fs::path default_build_dir(const fs::path& root, bool sanitize, const std::string& given) {
  if (!given.empty()) return fs::absolute(given).lexically_normal();
  return root / "build" / (sanitize ? "student-asan" : "dev");
}

// ---------------------------------------------------------------- the state kept in the build folder

/// Small key/value memory in <build>/kit-check/NAME.tsv: steps passed per
/// lesson, hints shown per step.
class StateFile {
 public:
  explicit StateFile(fs::path path) : path_(std::move(path)) {
    for (const std::string& line : lines_of(read_all(path_))) {
      const std::size_t tab = line.find('\t');
      if (tab != std::string::npos) values_[line.substr(0, tab)] = line.substr(tab + 1);
    }
  }
  std::optional<std::string> get(const std::string& key) const {
    const auto found = values_.find(key);
    if (found == values_.end()) return std::nullopt;
    return found->second;
  }
  void set(const std::string& key, const std::string& value) { values_[key] = value; }
  void erase_prefix(const std::string& prefix) {
    for (auto it = values_.begin(); it != values_.end();)
      it = it->first.rfind(prefix, 0) == 0 ? values_.erase(it) : ++it;
  }
  void save() const {
    std::string text;
    for (const auto& [key, value] : values_) text += key + "\t" + value + "\n";
    write_all(path_, text);
  }

 private:
  fs::path path_;
  std::map<std::string, std::string> values_;
};

fs::path state_dir(const fs::path& build_dir) { return build_dir / "kit-check"; }

/// "passed/total" of the last check of a lesson.
struct Progress {
  int passed = 0;
  int total = 0;
};

std::optional<Progress> recorded_progress(const StateFile& state, const std::string& number) {
  const auto value = state.get("lesson" + number);
  if (!value) return std::nullopt;
  Progress progress;
  if (std::sscanf(value->c_str(), "%d/%d", &progress.passed, &progress.total) != 2) return std::nullopt;
  return progress;
}

// ---------------------------------------------------------------- running programs

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

// ---------------------------------------------------------------- build

/// Configures the build folder when it has never been configured.
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

/// Builds the lesson's targets; false (after printing the first error) when the build fails.
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

struct StepResult {
  bool passed = false;
  int tests = 0;
  std::vector<Failure> failures;
  std::string problem;  // a crash, a time-out: said in words
  std::string log;
};

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
        line.find("not done yet") != std::string::npos || line.find("runtime error") != std::string::npos ||
        line.find("ERROR: AddressSanitizer") != std::string::npos || line.find("SUMMARY:") != std::string::npos ||
        line.find("terminate called") != std::string::npos || line.find("what():") != std::string::npos;
    if (notable && shown.find(line) == std::string::npos && count++ < 6) shown += "  " + line + "\n";
  }
  return shown;
}

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
    result.problem = "the test program was stopped after " + std::to_string(static_cast<int>(settings.time_limit)) +
                     " s (the time limit of kit check): does your search loop forever?";
    return result;
  }
  const shared::StepReport report = shared::read_step_report(json);
  if (!report.readable) {
    if (run.signal != 0) {
      result.problem = std::string("the test program crashed (signal ") + std::to_string(run.signal) + ", " +
                       strsignal(run.signal) + ")" +
                       (run.signal == SIGXCPU ? ": it used up its CPU time; does your search loop forever?" : "");
    } else {
      result.problem = "the test program stopped (exit code " + std::to_string(run.exit_code) +
                       ") without a report: it may have crashed or run out of memory";
    }
    return result;
  }
  result.tests = report.tests;
  result.failures = report.failures;
  if (result.tests == 0) {
    throw CheckError{kExitKitBroken, lesson.folder.string() + "/steps.tsv: step " + std::to_string(step.number) +
                                         "'s filter '" + step.filter + "' matches no test"};
  }
  if (run.exit_code != 0 && result.failures.empty()) {
    result.problem = "the test program ended with exit code " + std::to_string(run.exit_code);
  }
  result.passed = run.exit_code == 0 && result.failures.empty();
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
  if (run.timed_out) return "(stopped after 20 s)";
  if (run.signal != 0) return "(crashed: " + std::string(strsignal(run.signal)) + ")";
  return "(no counters: exit code " + std::to_string(run.exit_code) + ")";
}

// ---------------------------------------------------------------- hints

std::string hint_key(const Lesson& lesson, int step) {
  return "lesson" + lesson.number + "-step" + std::to_string(step);
}

// ---------------------------------------------------------------- kit check

void print_progress(const std::vector<Lesson>& lessons, const StateFile& state, const std::string& current) {
  std::cout << say("\nprogress:\n", "\n진행 상황:\n");
  for (const Lesson& lesson : lessons) {
    std::string status = say("not started", "시작 전");
    if (const auto progress = recorded_progress(state, lesson.number)) {
      const std::string step = std::to_string(progress->passed + 1);
      const std::string total = std::to_string(progress->total);
      status = progress->passed >= progress->total ? say("done", "완료")
               : korean                            ? step + "/" + total + "단계"
                                                   : "step " + step + " of " + total;
    }
    std::cout << (lesson.number == current ? "  > " : "    ") << lesson_word(lesson.number) << "  " << std::left
              << std::setw(32) << lesson.name() << status << '\n';
  }
}

/// The lesson to check when none is named: the first one not done.
const Lesson& current_lesson(const std::vector<Lesson>& lessons, const StateFile& state) {
  for (const Lesson& lesson : lessons) {
    const auto progress = recorded_progress(state, lesson.number);
    if (!progress || progress->passed < progress->total) return lesson;
  }
  return lessons.back();
}

int check_once(const fs::path& root, const fs::path& build_dir, const Lesson& lesson,
               const std::vector<Lesson>& lessons, const CheckSettings& settings) {
  const std::vector<Step> steps = lesson_steps(lesson);
  std::cout << "kit check: " << lesson_word(lesson.number) << " (" << lesson.name()
            << say("), build folder ", "), 빌드 폴더 ") << fs::proximate(build_dir, root).string()
            << (settings.sanitize ? " (AddressSanitizer + UBSan)" : "") << "\n";
  configure_if_needed(root, build_dir, settings.sanitize);
  if (!build_lesson(root, build_dir, lesson)) return kExitUsage;

  StateFile state(state_dir(build_dir) / "progress.tsv");
  std::cout << say("\nsteps:\n", "\n단계:\n");
  int passed = 0;
  std::optional<StepResult> failed;
  const Step* failed_step = nullptr;
  for (const Step& step : steps) {
    if (failed) {
      std::cout << say("  [not yet] ", "  [아직]  ") << step_word(step.number) << ": " << step.title << '\n';
      continue;
    }
    const bool terminal = isatty(STDOUT_FILENO) != 0;
    if (terminal) {
      std::cout << say("  [.......] ", "  [......]") << step_word(step.number) << ": " << step.title << '\r'
                << std::flush;
    }
    StepResult result = run_step(root, build_dir, lesson, step, settings);
    const char* mark = result.passed ? say("  [pass]    ", "  [통과]  ") : say("  [FAIL]    ", "  [실패]  ");
    std::cout << mark << step_word(step.number) << ": " << step.title << '\n';
    if (result.passed) {
      ++passed;
    } else {
      failed = std::move(result);
      failed_step = &step;
    }
  }
  state.set("lesson" + lesson.number, std::to_string(passed) + "/" + std::to_string(steps.size()));
  state.save();

  if (failed) {
    const Step& step = *failed_step;
    std::cout << "\n" << step_word(step.number) << say(" fails: ", " 실패: ") << step.title << "\n";
    if (!failed->problem.empty()) std::cout << "  " << failed->problem << '\n';
    const std::string notes = notable_output(failed->log);
    if (!notes.empty()) std::cout << say("  what your program said:\n", "  프로그램이 출력한 내용:\n") << notes;
    if (!failed->failures.empty()) {
      const Failure& first = failed->failures.front();
      std::cout << "\n" << first.test << ":\n" << indent(readable_message(first.message), "  ");
      // Every failure says how to run it again alone; a message that names its own case keeps its line.
      if (first.message.find("reproduce: ") == std::string::npos) {
        std::cout << "  reproduce: " << fs::proximate(build_dir, root).string() << "/bin/conformance_lesson"
                  << lesson.number << " --gtest_filter=" << shell_quoted(first.test) << '\n';
      }
      if (failed->failures.size() > 1) {
        if (korean) {
          std::cout << "  (이 단계에서 실패한 테스트 " << failed->failures.size() - 1 << "개 더:";
        } else {
          std::cout << "  (" << failed->failures.size() - 1 << " more failing test"
                    << (failed->failures.size() > 2 ? "s" : "") << " in this step:";
        }
        for (std::size_t i = 1; i < failed->failures.size() && i < 6; ++i) std::cout << ' ' << failed->failures[i].test;
        std::cout << (failed->failures.size() > 6 ? " ..." : "") << ")\n";
      }
    }
    std::cout << say("run this step alone: ", "이 단계만 실행하기: ") << fs::proximate(build_dir, root).string()
              << "/bin/conformance_lesson" << lesson.number << " --gtest_filter=" << shell_quoted(step.filter) << '\n';
    const std::vector<std::string> hints = read_hints(lesson, step.number);
    if (!hints.empty()) {
      std::cout << say("\nhint 1 of ", "\n힌트 1/") << hints.size() << ":\n" << indent(hints.front(), "  ");
      if (hints.size() > 1) {
        std::cout << say("  (a stronger hint: kit hint ", "  (더 강한 힌트: kit hint ") << lesson.number << ' '
                  << step.number << ")\n";
      }
      StateFile hint_state(state_dir(build_dir) / "hints.tsv");
      if (!hint_state.get(hint_key(lesson, step.number))) {
        hint_state.set(hint_key(lesson, step.number), "1");
        hint_state.save();
      }
    }
  } else {
    if (korean) {
      std::cout << "\n" << lesson.number << "강의 " << steps.size() << "단계를 모두 통과했습니다: 연습 문제 완료.\n";
    } else {
      std::cout << "\nall " << steps.size() << " steps of lesson " << lesson.number << " pass: the exercise is done.\n";
    }
  }

  std::cout << say("\nyour counters beside the reference's, on a puzzle that backtracks:\n  ",
                   "\n백트래킹이 일어나는 퍼즐에서 내 카운터와 모범 답안의 카운터:\n  ")
            << kBacktrackingPuzzle << say("\n  yours:     ", "\n  내 코드:  ")
            << counters_of(root, build_dir, "lesson" + lesson.number, settings)
            << say("\n  reference: ", "\n  모범 답안: ")
            << counters_of(root, build_dir, "solution" + lesson.number, settings) << '\n';
  print_progress(lessons, state, lesson.number);
  return failed ? kExitStepFails : kExitPass;
}

bool ignored_file_name(const std::string& name) {
  return name.empty() || name[0] == '.' || name[0] == '#' || name.back() == '~' ||
         (name.size() > 4 && (name.substr(name.size() - 4) == ".swp" || name.substr(name.size() - 4) == ".swx"));
}

/// Re-checks on every save of a file of the lesson folder, until Ctrl-C.
int watch(const fs::path& root, const fs::path& build_dir, const Lesson& lesson, const std::vector<Lesson>& lessons,
          const CheckSettings& settings) {
  const int inotify = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  if (inotify < 0) throw CheckError{kExitKitBroken, std::string("inotify: ") + std::strerror(errno)};
  const std::uint32_t events = IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB;
  if (inotify_add_watch(inotify, lesson.folder.c_str(), events) < 0) {
    throw CheckError{kExitKitBroken, "cannot watch " + lesson.folder.string() + ": " + std::strerror(errno)};
  }
  const fs::path hints = lesson.folder / "hints";
  if (fs::is_directory(hints)) inotify_add_watch(inotify, hints.c_str(), events);

  // Reads the pending events; the name of a changed file that matters, or "".
  auto drain = [&]() {
    std::string changed;
    alignas(inotify_event) char buffer[8192];
    while (true) {
      const ssize_t size = read(inotify, buffer, sizeof buffer);
      if (size <= 0) break;
      for (ssize_t at = 0; at < size;) {
        const auto* event = reinterpret_cast<const inotify_event*>(buffer + at);
        const std::string name = event->len > 0 ? event->name : "";
        if (!ignored_file_name(name)) changed = name;
        at += static_cast<ssize_t>(sizeof(inotify_event) + event->len);
      }
    }
    return changed;
  };

  try {
    check_once(root, build_dir, lesson, lessons, settings);
  } catch (const CheckError& error) {
    if (error.exit_code == 130) return kExitPass;
    std::cout << "kit check: " << error.message << '\n';
  }
  // With SIGPIPE ignored (kit_main.cpp), a closed output shows as a failed stream: stop then.
  while (!interrupted && std::cout) {
    if (korean) {
      std::cout << "\n"
                << fs::proximate(lesson.folder, root).string()
                << " 의 변경을 지켜보는 중 (파일을 저장하면 다시 검사합니다; 멈추려면 Ctrl-C)" << std::endl;
    } else {
      std::cout << "\nwatching " << fs::proximate(lesson.folder, root).string()
                << " for changes (save a file to check again; Ctrl-C to stop)" << std::endl;
    }
    std::string changed;
    while (!interrupted && changed.empty()) {
      pollfd waiting{inotify, POLLIN, 0};
      if (poll(&waiting, 1, 500) > 0) changed = drain();
    }
    if (interrupted) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));  // editors write a file in several steps
    drain();
    std::cout << "\n" << changed << say(" changed: checking again\n", " 변경됨: 다시 검사합니다\n") << std::endl;
    try {
      check_once(root, build_dir, lesson, lessons, settings);
    } catch (const CheckError& error) {
      if (error.exit_code == 130) break;
      std::cout << "kit check: " << error.message << '\n';
    }
  }
  close(inotify);
  std::cout << say("\nkit check: watch stopped.", "\nkit check: 지켜보기를 멈췄습니다.") << std::endl;
  return kExitPass;
}

int run_check(const CheckSettings& settings) {
  korean = korean_wanted(settings.language);
  try {
    const fs::path root = find_root(settings.root);
    const std::vector<Lesson> lessons = shared::find_lessons(root);
    if (lessons.empty()) throw CheckError{kExitKitBroken, "no lessons with an exercise under " + root.string()};
    const fs::path build_dir = default_build_dir(root, settings.sanitize, settings.build_dir);
    const StateFile state(state_dir(build_dir) / "progress.tsv");
    const Lesson& lesson =
        settings.lesson.empty() ? current_lesson(lessons, state) : lesson_by_number(lessons, settings.lesson);
    install_interrupt_handler();
    if (settings.watch) return watch(root, build_dir, lesson, lessons, settings);
    const int code = check_once(root, build_dir, lesson, lessons, settings);
    std::cout.flush();
    if (!std::cout) {
      std::cerr << "kit check: cannot write the output\n";
      return kExitKitBroken;
    }
    return code;
  } catch (const CheckError& error) {
    std::cout << '\n';
    std::cout.flush();
    std::cerr << "kit check: " << error.message << '\n';
    return error.exit_code;
  } catch (const fs::filesystem_error& error) {
    std::cerr << "kit check: " << error.what() << '\n';
    return kExitKitBroken;
  }
}

// ---------------------------------------------------------------- kit hint

int run_hint(const HintSettings& settings) {
  korean = korean_wanted(settings.language);
  try {
    const fs::path root = find_root(settings.root);
    const std::vector<Lesson> lessons = shared::find_lessons(root);
    const fs::path build_dir = default_build_dir(root, false, settings.build_dir);
    StateFile state(state_dir(build_dir) / "hints.tsv");
    if (settings.reset) {
      if (settings.lesson.empty()) {
        state.erase_prefix("lesson");
      } else {
        state.erase_prefix("lesson" + lesson_by_number(lessons, settings.lesson).number + "-");
      }
      state.save();
      std::cout << say("kit hint: the hints start again from the weakest one\n",
                       "kit hint: 힌트를 가장 약한 것부터 다시 보여 줍니다\n");
      return kExitPass;
    }
    if (settings.lesson.empty()) throw CheckError{kExitUsage, "which lesson? e.g. kit hint 01 (or kit hint 01 2)"};
    const Lesson& lesson = lesson_by_number(lessons, settings.lesson);
    const std::vector<Step> steps = lesson_steps(lesson);
    int step = settings.step;
    if (step == 0) {  // the step the last kit check stopped at
      const StateFile progress_state(state_dir(build_dir) / "progress.tsv");
      const auto progress = recorded_progress(progress_state, lesson.number);
      step = progress && progress->passed < progress->total ? progress->passed + 1 : 1;
    }
    if (step < 1 || step > static_cast<int>(steps.size())) {
      throw CheckError{kExitUsage, "lesson " + lesson.number + " has steps 1 to " + std::to_string(steps.size())};
    }
    const std::vector<std::string> hints = read_hints(lesson, step);
    if (hints.empty())
      throw CheckError{kExitUsage, "no hints for lesson " + lesson.number + " step " + std::to_string(step)};
    const std::string key = hint_key(lesson, step);
    const int shown = std::atoi(state.get(key).value_or("0").c_str());
    const int next = std::min(shown + 1, static_cast<int>(hints.size()));
    state.set(key, std::to_string(next));
    state.save();
    std::cout << lesson_word(lesson.number) << say(", ", " ") << step_word(step) << " ("
              << steps[static_cast<std::size_t>(step - 1)].title << say("): hint ", "): 힌트 ") << next
              << say(" of ", "/") << hints.size() << "\n\n"
              << indent(hints[static_cast<std::size_t>(next - 1)], "  ") << '\n';
    const fs::path page = korean && fs::exists(lesson.folder / "README.ko.md") ? lesson.folder / "README.ko.md"
                                                                               : lesson.folder / "README.md";
    if (next < static_cast<int>(hints.size())) {
      if (korean) {
        std::cout << "(더 강한 힌트를 보려면 kit hint " << lesson.number << ' ' << step << " 를 다시 실행하세요)\n";
      } else {
        std::cout << "(run kit hint " << lesson.number << ' ' << step << " again for a stronger hint)\n";
      }
    } else {
      std::cout << say("(that was the last hint; the lesson page explains the step: ",
                       "(마지막 힌트였습니다. 이 단계는 레슨 페이지에서 설명합니다: ")
                << fs::proximate(page, root).string()
                << say("; kit hint --reset starts over)\n", "; 처음부터 다시 보려면 kit hint --reset)\n");
    }
    std::cout.flush();
    if (!std::cout) {
      std::cerr << "kit hint: cannot write the output\n";
      return kExitKitBroken;
    }
    return kExitPass;
  } catch (const CheckError& error) {
    std::cerr << "kit hint: " << error.message << '\n';
    return error.exit_code;
  }
}

}  // namespace

void add_check_command(CLI::App& app, int& exit_code) {
  auto settings = std::make_shared<CheckSettings>();
  CLI::App* check = app.add_subcommand(
      "check",
      "build a lesson and run its steps in order: progress, the first failing step with its hint, your counters "
      "beside the reference's. Exit codes: 0 all steps pass, 1 a step fails, 2 usage or build error, 3 kit "
      "broken; --watch ends with 0 on Ctrl-C");
  check->add_option("lesson", settings->lesson, "lesson number, e.g. 01 (default: the first lesson not done)");
  check->add_flag("--watch", settings->watch, "check again on every save of the lesson's files, until Ctrl-C");
  check->add_flag("--sanitize", settings->sanitize,
                  "build and test in build/student-asan (AddressSanitizer + UndefinedBehaviorSanitizer)");
  check->add_option("--root", settings->root, "the kit's folder (default: found from the working folder)");
  check->add_option("--build-dir", settings->build_dir, "build folder (default build/dev, or build/student-asan)");
  check->add_option("--time-limit", settings->time_limit, "seconds each step's test program may run (default 300)")
      ->check(CLI::PositiveNumber);
  check->add_option("--memory-limit", settings->memory_mb, "megabytes of address space per test program (default 2048)")
      ->check(CLI::PositiveNumber);
  check->add_option("--lang", settings->language, "ko or en: the language of kit check's lines (default: the locale)")
      ->check(CLI::IsMember({"ko", "en"}));
  check->callback([settings, &exit_code] { exit_code = run_check(*settings); });

  auto hint_settings = std::make_shared<HintSettings>();
  CLI::App* hint = app.add_subcommand(
      "hint", "print a hint for a lesson step; each call gives a stronger one (exit 0, or 2 on a usage error)");
  hint->add_option("lesson", hint_settings->lesson, "lesson number, e.g. 01");
  hint->add_option("step", hint_settings->step, "step number (default: the step kit check stopped at)")
      ->check(CLI::PositiveNumber);
  hint->add_flag("--reset", hint_settings->reset, "start again from the weakest hint (of the lesson, or of all)");
  hint->add_option("--root", hint_settings->root, "the kit's folder (default: found from the working folder)");
  hint->add_option("--build-dir", hint_settings->build_dir, "build folder that keeps the count (default build/dev)");
  hint->add_option("--lang", hint_settings->language, "ko or en: the language of the hint (default: the locale)")
      ->check(CLI::IsMember({"ko", "en"}));
  hint->callback([hint_settings, &exit_code] { exit_code = run_hint(*hint_settings); });
}

}  // namespace kit
