// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file class.hpp
/// \brief `kit class`, split by job: the command (class.cpp, where the threat
/// model is written down), the sandbox (sandbox.cpp), what the instructor's own
/// build gives each lesson (kit_build.cpp), reading the student's files and the
/// compiler's output on them (scan.cpp), grading one student (grader.cpp), and
/// the reports (report.cpp).
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "layout.hpp"
#include "memory_group.hpp"
#include "process.hpp"
#include "step_report.hpp"
#include "text.hpp"

namespace kit::classroom {

namespace fs = std::filesystem;
using namespace kit::shared;

constexpr int kExitDone = 0;
constexpr int kExitUsage = 2;
constexpr int kExitKitBroken = 3;
constexpr int kExitOutputFailed = 5;  // the report could not be written (standard output or --html)

/// The puzzle of `kit check`'s counters: every stage backtracks on it (tests/data/norvig-easy50.txt).
constexpr const char* kBacktrackingPuzzle =
    "..19....39..7..16..3...5..7.5......9..43.26..2......7.6..1...3..42..7..65....68..";

struct ClassSettings {
  std::string dir;
  std::string root;
  std::string work;
  std::vector<std::string> lessons;  // empty: every lesson with an exercise
  int jobs = 1;
  std::string tier = "easy";
  std::uint64_t first = 20;
  double bench_budget = 10;
  double build_seconds = 600;
  double step_seconds = 120;  // CPU seconds per step program
  double wall_seconds = 0;    // wall seconds per step program; 0: 3 x step_seconds + 10
  std::uint64_t memory_mb = 2048;
  std::uint64_t file_mb = 64;
  std::uint64_t processes = 32;
  bool no_isolation = false;
  bool keep = false;
  bool csv = false, markdown = false, json = false;
  std::string html;
};

struct UsageError {
  int exit_code;
  std::string message;
};

/// One student's result for one lesson.
struct LessonResult {
  std::string number;
  std::string outcome;  // "pass", "fails", "not handed in", "compile error", "stopped", "crashed", "not built"
  int passed = 0;
  int total = 0;
  std::string detail;            // the failing step, the limit that fired, the compiler's error
  std::string counters;          // "equal", "differ", "-"
  std::string yours, reference;  // nodes=.. checks=.. on the backtracking puzzle
  std::optional<double> speed;   // reference time / student time on the tier (> 1: faster)
  std::string svg;               // kit bench --svg of this lesson against the reference
};

struct StudentResult {
  std::string name;
  std::vector<LessonResult> lessons;
  std::string problem;  // the whole student failed (configure), in words
  bool isolated = false;
};

/// What the kit's own build gives one lesson: how to compile a stage and link its two
/// programs, the tests of each step, and the reference's results. Made once, by the
/// instructor's user, outside any sandbox, from the instructor's kit: no student's code in it.
struct LessonKit {
  std::vector<std::string> compile;               // with "{SOURCE}" and "{OBJECT}"
  std::vector<std::string> link_stage;            // lessonNN: with "{OBJECT}" and "{OUTPUT}"
  std::vector<std::string> link_tests;            // conformance_lessonNN
  std::vector<fs::path> inputs;                   // the files of the kit's build the links read
  std::vector<std::set<std::string>> step_tests;  // the tests each step's filter runs
  std::string reference_counters;                 // nodes=.. checks=.. of solutionNN on the backtracking puzzle
  std::vector<std::string> reference_answers;     // solutionNN --batch on the timed puzzles
  std::optional<double> reference_mean_us;        // kit bench of solutionNN alone on them
};

/// Set by Ctrl-C or SIGTERM once grading has started (tools/lib's stop_on_interrupt()).
extern const volatile int* interrupted;

// ---------------------------------------------------------------- words (report.cpp)

/// `text` as valid UTF-8 for every report format: each byte that does not belong to a well-formed
/// character becomes U+FFFD, and control characters become spaces.
std::string clean_utf8(const std::string& text);
/// `text` on one line of at most `width` characters, cut at a character's boundary.
std::string one_line(std::string text, std::size_t width = 90);
/// Writes `text` to `path`; throws UsageError (exit 3) when it cannot.
void write_file(const fs::path& path, const std::string& text);

// ---------------------------------------------------------------- the student's files (scan.cpp)

/// A folder of the student's, only when it is a real folder (never a link).
bool real_folder(const fs::path& folder);
/// The student's source of a lesson, read by the kit (regular file, one name, at most 1 MB);
/// links met on the way are ignored and said in `problem`.
std::optional<std::string> student_source(const fs::path& student, const Lesson& lesson, std::string& problem);
/// The first `most` compiler errors about the student's own file, "stage01.cpp:12:3: error: ..."
std::string student_errors(const std::string& log, const fs::path& source, std::size_t most = 1);
/// What a graded stage may not use, in words, or empty. `symbols` is `nm -P` of the stage's object.
std::string forbidden_use(const std::string& symbols, const std::string& number);
/// Inline assembly in the student's own lines of the preprocessed stage (`.ii`), or empty.
std::string assembly_in(const std::string& preprocessed, const fs::path& source);
/// The stage's --batch `answers` checked against `puzzles` and the reference's lines; empty when all are right.
std::string wrong_answers(const std::vector<std::string>& puzzles, const std::vector<std::string>& reference,
                          const std::string& answers);

// ---------------------------------------------------------------- the kit's own build (kit_build.cpp)

/// `nodes=.. checks=..` of a --stats line in a log.
std::string counters_in(const std::string& log);
/// Splits a command line of CMake's (words separated by spaces, "..." around a word with spaces).
std::vector<std::string> split_command(const std::string& line);
/// The tests GoogleTest's --gtest_list_tests prints.
std::set<std::string> listed_tests(const std::string& text);
/// The link command of `target` from the kit's build, with the student's object for the lesson's
/// library and "{OUTPUT}" for the program; the files it reads are added to `inputs`.
std::vector<std::string> link_command(const fs::path& base, const std::string& target, const std::string& number,
                                      std::vector<fs::path>& inputs);
/// `kit bench --json`'s report in a log that may hold more.
std::optional<nlohmann::json> bench_report(const std::string& log);
/// The mean time per puzzle of `stage` in a `kit bench --json` log.
std::optional<double> mean_us(const std::string& log, const std::string& stage);

// ---------------------------------------------------------------- the sandbox (sandbox.cpp)

/// Whether bubblewrap can sandbox a program here (root, /usr/bin/bwrap and /usr/bin/setpriv, namespaces allowed).
bool can_sandbox();
/// The bubblewrap and setpriv words every program of the student in `slot` runs under, as user `uid`.
std::vector<std::string> sandbox_command(const fs::path& root, const fs::path& work, const fs::path& self,
                                         const std::map<std::string, LessonKit>& kits, const fs::path& slot, uid_t uid);

// ---------------------------------------------------------------- reports (report.cpp)

/// Prints the results as a table, CSV, Markdown or JSON, as `settings` asks.
void print_report(std::ostream& out, const std::vector<StudentResult>& students, const ClassSettings& settings,
                  bool isolated);
/// A self-contained page: the table, then each passing lesson's `kit bench --svg` chart inline.
void write_html(const fs::path& path, const std::vector<StudentResult>& students, const ClassSettings& settings,
                bool isolated);

}  // namespace kit::classroom
