// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file check_internal.hpp
/// \brief What the files of `kit check` and `kit hint` (tools/check/) share: the
/// settings, the language, the layout of the kit, the state kept in the build
/// folder, running a step, and the report.
#pragma once

#include <csignal>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "kit_common.hpp"

namespace kit::checking {

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

// ---------------------------------------------------------------- language (layout.cpp)

/// Whether kit check and kit hint speak Korean (set once, at the start of a command).
extern bool korean;

/// The text in the chosen language.
inline const char* say(const char* english, const char* in_korean) { return korean ? in_korean : english; }

/// Korean for --lang ko, English for --lang en; otherwise what the locale says.
bool korean_wanted(const std::string& language);
/// "lesson 01" or "01강".
std::string lesson_word(const std::string& number);
/// "step 2" or "2단계".
std::string step_word(int number);

// ---------------------------------------------------------------- Ctrl-C, files, the kit's layout (layout.cpp)

/// Set by SIGINT and SIGTERM once install_interrupt_handler() ran.
extern volatile std::sig_atomic_t interrupted;
void install_interrupt_handler();

/// Writes `text` to `path` through a temporary file (CheckError when it cannot).
void write_all(const fs::path& path, const std::string& text);
/// `text` in single quotes for a shell command line.
std::string shell_quoted(const std::string& text);

/// The kit's folder: --root, else the working folder or a parent, else the kit binary's.
fs::path find_root(const std::string& given);
/// "1", "01" or "1-naive" -> "01"; empty if it is not a lesson number.
std::string lesson_number(const std::string& text);
/// The lesson `text` names (CheckError with the known lessons when none).
const Lesson& lesson_by_number(const std::vector<Lesson>& lessons, const std::string& text);
/// The steps of a lesson, from its steps.tsv, with the titles in the chosen language.
std::vector<Step> lesson_steps(const Lesson& lesson);
/// build/dev or build/student-asan under `root`, or `given`.
fs::path default_build_dir(const fs::path& root, bool sanitize, const std::string& given);

// ---------------------------------------------------------------- the state kept in the build folder (state.cpp)

// ---------------------------------------------------------------- the state kept in the build folder

/// Small key/value memory in <build>/kit-check/NAME.tsv: steps passed per
/// lesson, hints shown per step.
class StateFile {
 public:
  explicit StateFile(fs::path path);
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

/// <build>/kit-check: where kit check keeps its state and logs.
inline fs::path state_dir(const fs::path& build_dir) { return build_dir / "kit-check"; }

/// "passed/total" of the last check of a lesson.
struct Progress {
  int passed = 0;
  int total = 0;
};

/// The passed/total recorded for lesson `number`, if any.
std::optional<Progress> recorded_progress(const StateFile& state, const std::string& number);

/// The key of a step in hints.tsv: "lesson02-step1".
std::string hint_key(const Lesson& lesson, int step);

// ---------------------------------------------------------------- building and running the steps (steps.cpp)

struct StepResult {
  bool passed = false;
  int tests = 0;
  std::vector<Failure> failures;
  std::string problem;    // a crash, a time-out: said in words
  std::string diagnosis;  // the id of the first failure's diagnosis ("lesson02.scan-read-not-counted"), or ""
  std::string log;
};

/// Configures the build folder when it has never been configured.
void configure_if_needed(const fs::path& root, const fs::path& build_dir, bool sanitize);
/// Builds the lesson's targets; false (after printing the first error) when the build fails.
bool build_lesson(const fs::path& root, const fs::path& build_dir, const Lesson& lesson);
/// Runs one step's tests (one run of the lesson's test program with the step's filter).
StepResult run_step(const fs::path& root, const fs::path& build_dir, const Lesson& lesson, const Step& step,
                    const CheckSettings& settings);
/// `nodes=.. checks=..` of a stage binary's --stats on the backtracking puzzle.
std::string counters_of(const fs::path& root, const fs::path& build_dir, const std::string& binary,
                        const CheckSettings& settings);
/// Every line of `text` with `prefix` in front.
std::string indent(const std::string& text, const std::string& prefix);
/// The lines of a program's output worth showing when it died.
std::string notable_output(const std::string& log);
/// GoogleTest's failure text, at most 40 lines.
std::string readable_message(const std::string& message);

// ---------------------------------------------------------------- kit check (report.cpp, watch.cpp, check.cpp)

/// The lesson to check when none is named: the first one not done.
const Lesson& current_lesson(const std::vector<Lesson>& lessons, const StateFile& state);
/// One check of a lesson: build, the steps, the report; the exit code.
int check_once(const fs::path& root, const fs::path& build_dir, const Lesson& lesson,
               const std::vector<Lesson>& lessons, const CheckSettings& settings);
/// Re-checks on every save of a file of the lesson folder, until Ctrl-C.
int watch(const fs::path& root, const fs::path& build_dir, const Lesson& lesson, const std::vector<Lesson>& lessons,
          const CheckSettings& settings);

// ---------------------------------------------------------------- kit hint (hint.cpp)

/// The hints of one step, weakest first (blocks separated by a `---` line).
std::vector<std::string> read_hints(const Lesson& lesson, int step);
/// The hints kit check and kit hint give for a step whose failure had the
/// diagnosis `diagnosis` (may be ""): the hint written for that failure
/// (hints/diagnoses.txt, section `[id]`) first, when there is one, then the step's.
std::vector<std::string> hints_for_failure(const Lesson& lesson, int step, const std::string& diagnosis);
/// The diagnosis kit check last saw fail in `step` of `lesson` (hints.tsv), or "".
std::string recorded_diagnosis(const StateFile& hint_state, const Lesson& lesson, int step);
/// Remembers `diagnosis` as the failure of `step` (hints.tsv key lessonNN-diagnosis).
void record_diagnosis(StateFile& hint_state, const Lesson& lesson, int step, const std::string& diagnosis);
/// `kit hint`; the exit code.
int run_hint(const HintSettings& settings);

}  // namespace kit::checking
