// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit class DIR`: grade a whole class. DIR holds one folder per student (a
// clone of the kit, or only its lessons/ folder). For each student, in a
// temporary copy of the instructor's kit, only the student's lesson sources
// (lessons/NN-*/stageNN.cpp) are put in place — never a CMake file or anything
// else, so a student cannot change the build. Then: configure and build the
// lesson targets, run each lesson's steps in order as `kit check` does (the
// lesson's GoogleTest program, one filter per step of steps.tsv), compare the
// counters with the reference's on a puzzle that backtracks, and time the
// lessons that pass against the reference with `kit bench` on a tier.
//
// Student code is untrusted. Every program built from it runs under limits
// (CPU time, wall time, address space, file size, processes), as a user id of
// its own when the kit runs as root (so RLIMIT_NPROC holds and every process it
// leaves is killed), with HOME and TMPDIR in a small scratch folder, and — when
// the machine allows it (root, namespaces) — in a new network namespace (no
// network) and a new mount namespace where every mount is read-only except that
// scratch tmpfs and the report files the kit hands it. The build itself (the
// trusted compiler on the student's source) runs as the instructor's user under
// time, memory and file-size limits.
//
// Exit codes: 0 every student was graded (whatever their results); 2 usage
// error; 3 the kit itself is broken (no lessons, cannot copy or write).
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "kit.hpp"
#include "kit_common.hpp"

namespace kit {

namespace {

namespace fs = std::filesystem;
using namespace kit::shared;

constexpr int kExitDone = 0;
constexpr int kExitUsage = 2;
constexpr int kExitKitBroken = 3;

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
  std::size_t first = 20;
  double bench_budget = 10;
  double build_seconds = 600;
  double step_seconds = 120;  // CPU seconds per step program
  double wall_seconds = 0;    // wall seconds per step program; 0: 3 x step_seconds + 10
  std::size_t memory_mb = 2048;
  std::size_t file_mb = 64;
  std::size_t processes = 32;
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

volatile int interrupted = 0;
extern "C" void on_class_interrupt(int) { interrupted = 1; }

// ---------------------------------------------------------------- small helpers

bool is_kit_root(const fs::path& folder) {
  std::error_code ignored;
  return fs::is_directory(folder / "lessons", ignored) && fs::exists(folder / "CMakePresets.json", ignored);
}

fs::path find_root(const std::string& given) {
  if (!given.empty()) {
    if (!is_kit_root(given)) throw UsageError{kExitUsage, "--root " + given + ": not the kit's folder (no lessons/)"};
    return fs::absolute(given).lexically_normal();
  }
  std::error_code error;
  const fs::path self = fs::read_symlink("/proc/self/exe", error);
  if (!error) {
    for (fs::path folder = self.parent_path(); folder != folder.parent_path(); folder = folder.parent_path()) {
      if (is_kit_root(folder)) return folder;
    }
  }
  for (fs::path folder = fs::current_path();; folder = folder.parent_path()) {
    if (is_kit_root(folder)) return folder;
    if (folder == folder.parent_path()) break;
  }
  throw UsageError{kExitUsage, "cannot find the instructor's kit (a folder with lessons/): pass --root"};
}

std::string one_line(std::string text, std::size_t width = 90) {
  for (char& c : text) {
    if (c == '\n' || c == '\t' || c == '\r') c = ' ';
  }
  while (text.find("  ") != std::string::npos) text.replace(text.find("  "), 2, " ");
  while (!text.empty() && text.front() == ' ') text.erase(0, 1);
  while (!text.empty() && text.back() == ' ') text.pop_back();
  if (text.size() > width) text = text.substr(0, width - 3) + "...";
  return text;
}

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.flush();
  if (!out) throw UsageError{kExitKitBroken, "cannot write " + path.string()};
}

/// Copies a folder, keeping every file's modification time (so that ninja, in a
/// build folder kept from the previous student, rebuilds only what changed).
void copy_tree(const fs::path& from, const fs::path& to) {
  fs::create_directories(to);
  for (const auto& entry : fs::directory_iterator(from)) {
    const fs::path target = to / entry.path().filename();
    if (entry.is_symlink()) {
      fs::copy_symlink(entry.path(), target);
    } else if (entry.is_directory()) {
      copy_tree(entry.path(), target);
    } else if (entry.is_regular_file()) {
      fs::copy_file(entry.path(), target, fs::copy_options::overwrite_existing);
      fs::last_write_time(target, fs::last_write_time(entry.path()));
    }
  }
}

/// Puts a fresh copy of the instructor's kit in `target` (without its build
/// folders, git data and hidden files), keeping `target`/build.
void copy_kit(const fs::path& root, const fs::path& target) {
  fs::create_directories(target);
  for (const auto& entry : fs::directory_iterator(target)) {
    if (entry.path().filename() != "build") fs::remove_all(entry.path());
  }
  for (const auto& entry : fs::directory_iterator(root)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || name[0] == '.' || name.rfind("build", 0) == 0) continue;
    if (entry.is_directory()) {
      copy_tree(entry.path(), target / name);
    } else {
      fs::copy(entry.path(), target / name, fs::copy_options::copy_symlinks);
      if (entry.is_regular_file()) fs::last_write_time(target / name, fs::last_write_time(entry.path()));
    }
  }
}

/// The student's source of a lesson: <student>/lessons/NN-*/stageNN.cpp or <student>/NN-*/stageNN.cpp.
/// Only a regular file (never a link: it could point anywhere) of at most 1 MB.
std::optional<fs::path> student_source(const fs::path& student, const Lesson& lesson, std::string& problem) {
  const std::string file = "stage" + lesson.number + ".cpp";
  for (const fs::path& base : {student / "lessons", student}) {
    std::error_code error;
    if (!fs::is_directory(base, error)) continue;
    std::vector<fs::path> candidates{base / lesson.name() / file};
    for (const auto& entry : fs::directory_iterator(base, error)) {
      if (entry.path().filename().string().rfind(lesson.number + "-", 0) == 0)
        candidates.push_back(entry.path() / file);
    }
    for (const fs::path& candidate : candidates) {
      const fs::file_status status = fs::symlink_status(candidate, error);
      if (error || !fs::exists(status)) continue;
      if (!fs::is_regular_file(status)) {
        problem = candidate.filename().string() + " is not a regular file (a link?): not used";
        return std::nullopt;
      }
      if (fs::file_size(candidate, error) > (1u << 20)) {
        problem = candidate.filename().string() + " is larger than 1 MB: not used";
        return std::nullopt;
      }
      return candidate;
    }
  }
  return std::nullopt;
}

/// `nodes=.. checks=..` of a --stats line in a log.
std::string counters_in(const std::string& log) {
  for (const std::string& line : lines_of(log)) {
    if (line.rfind("nodes=", 0) == 0) return line.substr(0, line.find(" time_us="));
  }
  return "";
}

// ---------------------------------------------------------------- grading one student

class Grader {
 public:
  Grader(const ClassSettings& settings, fs::path root, std::vector<Lesson> lessons, bool isolate)
      : settings_(settings), root_(std::move(root)), lessons_(std::move(lessons)), isolate_(isolate) {
    std::error_code error;
    self_ = fs::read_symlink("/proc/self/exe", error);
  }

  /// Grades one student in the copy `copy` (a slot folder of its own; its build folder is kept
  /// from the previous student of the slot when the kit runs as root, so ninja rebuilds only the lessons).
  StudentResult grade(const fs::path& student, const std::string& name, const fs::path& copy,
                      const std::function<void(const std::string&)>& progress) {
    StudentResult result;
    result.name = name;
    try {
      std::error_code ignored;
      if (geteuid() != 0) fs::remove_all(copy / "build", ignored);  // students ran as this user: trust no old file
      copy_kit(root_, copy);
      std::vector<const Lesson*> handed;
      for (const Lesson& lesson : lessons_) {
        LessonResult lesson_result;
        lesson_result.number = lesson.number;
        lesson_result.total = static_cast<int>(read_steps(lesson).size());
        std::string problem;
        const auto source = student_source(student, lesson, problem);
        const fs::path target = copy / "lessons" / lesson.name() / ("stage" + lesson.number + ".cpp");
        if (!source) {
          lesson_result.outcome = "not handed in";
          lesson_result.detail = problem;
        } else {
          fs::copy_file(*source, target, fs::copy_options::overwrite_existing);
          handed.push_back(&lesson);
        }
        // A new time on every lesson source, so the previous student's objects are never reused.
        fs::last_write_time(target, fs::file_time_type::clock::now());
        for (const char* prefix : {"lesson", "conformance_lesson"}) {
          fs::remove(copy / "build" / "bin" / (prefix + lesson.number), ignored);
        }
        result.lessons.push_back(lesson_result);
      }
      if (!handed.empty()) build_and_test(copy, handed, result, progress);
    } catch (const std::exception& error) {
      result.problem = std::string("the kit could not grade this student: ") + error.what();
    }
    return result;
  }

 private:
  Limits build_limits(const fs::path& copy) const {
    Limits limits;
    limits.wall_seconds = settings_.build_seconds;
    limits.cpu_seconds = settings_.build_seconds * 2;
    limits.file_mb = 1024;
    limits.environment = {"CCACHE_BASEDIR=" + copy.string(), "CCACHE_NOHASHDIR=1"};
    return limits;
  }

  /// Limits of a program built from the student's code. CPU time is the limit
  /// that decides (it does not depend on what else the machine runs); the wall
  /// clock is only the backstop for a program that sleeps or blocks, so it is
  /// generous unless the instructor sets it (`wall` > 0).
  Limits run_limits(const fs::path& copy, double cpu, std::vector<fs::path> writable, double wall = 0) const {
    Limits limits;
    limits.cpu_seconds = cpu;
    limits.wall_seconds = wall > 0 ? wall : 3 * cpu + 10;
    limits.memory_mb = settings_.memory_mb;
    limits.file_mb = settings_.file_mb;
    limits.processes = settings_.processes;
    if (geteuid() == 0) {
      limits.uid = fresh_user_id();
      limits.gid = static_cast<gid_t>(limits.uid);
    }
    limits.isolate = isolate_;
    limits.scratch = copy / "run" / "home";
    limits.scratch_mb = 64;
    limits.writable_files = std::move(writable);
    limits.nice = 5;
    return limits;
  }

  void build_and_test(const fs::path& copy, const std::vector<const Lesson*>& handed, StudentResult& result,
                      const std::function<void(const std::string&)>& progress) {
    const fs::path build = copy / "build";
    const fs::path logs = copy / "kit-class";
    fs::create_directories(logs);
    progress("configuring");
    RunResult run = run_program({"cmake", "-S", copy.string(), "-B", build.string(), "-G", "Ninja",
                                 "-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DSUDOKU_ANSWER_KEY=OFF", "-DBUILD_TESTING=ON"},
                                copy, logs / "configure.log", build_limits(copy), {}, &interrupted);
    if (run.exit_code != 0) {
      result.problem = "configure failed: " + one_line(first_error(read_all(logs / "configure.log")));
      return;
    }
    progress("building");
    std::vector<std::string> command{"cmake", "--build", build.string(),
                                     "-j" + std::to_string(settings_.jobs > 1 ? 1 : 2), "--target"};
    for (const Lesson* lesson : handed) {
      for (const char* prefix : {"lesson", "conformance_lesson", "solution"})
        command.push_back(prefix + lesson->number);
    }
    command.insert(command.end(), {"--", "-k", "0"});
    run = run_program(command, copy, logs / "build.log", build_limits(copy), {}, &interrupted);
    const std::string build_log = read_all(logs / "build.log");
    if (run.timed_out) result.problem = "the build was " + run.stopped_by(build_limits(copy));

    fs::create_directories(copy / "run" / "out");
    const fs::path puzzle = copy / "run" / "backtracking-puzzle.txt";
    write_file(puzzle, std::string(kBacktrackingPuzzle) + "\n");
    for (LessonResult& lesson_result : result.lessons) {
      const auto lesson = std::find_if(handed.begin(), handed.end(),
                                       [&](const Lesson* l) { return l->number == lesson_result.number; });
      if (lesson == handed.end() || interrupted) continue;
      const fs::path bin = build / "bin";
      if (!fs::exists(bin / ("conformance_lesson" + lesson_result.number)) ||
          !fs::exists(bin / ("lesson" + lesson_result.number))) {
        lesson_result.outcome = run.timed_out ? "not built" : "compile error";
        lesson_result.detail = compile_error_of(build_log, lesson_result.number);
        continue;
      }
      test_lesson(copy, **lesson, lesson_result, result, progress);
    }
  }

  static std::string compile_error_of(const std::string& log, const std::string& number) {
    const std::string file = "stage" + number + ".cpp";
    for (const std::string& line : lines_of(log)) {
      if (line.find(file) != std::string::npos && line.find("error") != std::string::npos) {
        const std::size_t at = line.find(file);
        return one_line(line.substr(at));
      }
    }
    return one_line(first_error(log));
  }

  void test_lesson(const fs::path& copy, const Lesson& lesson, LessonResult& out, StudentResult& student,
                   const std::function<void(const std::string&)>& progress) {
    const fs::path bin = copy / "build" / "bin";
    const fs::path logs = copy / "kit-class";
    const std::vector<Step> steps = read_steps(lesson);
    out.outcome = "pass";
    for (const Step& step : steps) {
      progress("lesson " + lesson.number + " step " + std::to_string(step.number));
      const std::string stem = "lesson" + lesson.number + "-step" + std::to_string(step.number);
      const fs::path json = copy / "run" / "out" / (stem + ".json");
      const Limits limits = run_limits(copy, settings_.step_seconds, {json}, settings_.wall_seconds);
      const RunResult run =
          run_program({(bin / ("conformance_lesson" + lesson.number)).string(), "--gtest_filter=" + step.filter,
                       "--gtest_output=json:" + json.string(), "--gtest_brief=1"},
                      copy / "run", logs / (stem + ".log"), limits, {}, &interrupted);
      student.isolated = run.isolated;
      const std::string log = read_all(logs / (stem + ".log"));
      const StepReport report = read_step_report(json);
      const std::string stopped = run.stopped_by(limits);
      std::string failed;
      if (!stopped.empty()) {
        out.outcome = "stopped";
        failed = stopped;
      } else if (log.find("std::bad_alloc") != std::string::npos) {
        out.outcome = "stopped";
        failed = "stopped: memory limit (" + std::to_string(settings_.memory_mb) + " MB)";
      } else if (run.signal != 0) {
        out.outcome = "crashed";
        failed = "crashed (" + std::string(strsignal(run.signal)) + ")";
      } else if (report.readable && report.tests == 0) {
        out.outcome = "kit broken";
        failed = "filter '" + step.filter + "' matches no test";
      } else if (run.exit_code != 0 || !report.failures.empty()) {
        out.outcome = "fails";
        failed = report.failures.empty() ? "exit code " + std::to_string(run.exit_code) + " without a report"
                                         : first_words(report.failures.front());
      }
      if (!failed.empty()) {
        out.detail = "step " + std::to_string(step.number) + " (" + step.title + "): " + failed;
        break;
      }
      ++out.passed;
    }
    // The counters, whatever the steps said (unless a limit fired: the stage misbehaves).
    if (out.outcome != "stopped") {
      progress("lesson " + lesson.number + " counters");
      out.yours = counters_of(copy, "lesson" + lesson.number);
      out.reference = counters_of(copy, "solution" + lesson.number);
      out.counters = out.yours.empty() || out.reference.empty() ? "-" : out.yours == out.reference ? "equal" : "differ";
    } else {
      out.counters = "-";
    }
    if (out.outcome == "pass") bench(copy, lesson, out, progress);
  }

  static std::string first_words(const Failure& failure) {
    // The message's first line that says something (GoogleTest's "file:line: Failure" header skipped).
    for (const std::string& line : lines_of(failure.message)) {
      const std::size_t colon = line.rfind(':');
      const bool file_line = colon != std::string::npos && line.find(' ') == std::string::npos &&
                             line.find_first_not_of("0123456789", colon + 1) == std::string::npos;
      if (line.empty() || line.find(": Failure") != std::string::npos || file_line) continue;
      return failure.test + ": " + one_line(line, 120);
    }
    return failure.test;
  }

  std::string counters_of(const fs::path& copy, const std::string& binary) {
    const fs::path log = copy / "kit-class" / (binary + "-stats.log");
    const Limits limits = run_limits(copy, 20, {});
    run_program({(copy / "build" / "bin" / binary).string(), "--input", "line", "--output", "line", "--stats",
                 "--max-nodes", "20000000", "--time-limit", "10"},
                copy / "run", log, limits, copy / "run" / "backtracking-puzzle.txt", &interrupted);
    return counters_in(read_all(log));
  }

  void bench(const fs::path& copy, const Lesson& lesson, LessonResult& out,
             const std::function<void(const std::string&)>& progress) {
    progress("lesson " + lesson.number + " bench");
    const fs::path svg = copy / "run" / "out" / ("lesson" + lesson.number + ".svg");
    const fs::path log = copy / "kit-class" / ("lesson" + lesson.number + "-bench.log");
    const double cpu = 4 * settings_.bench_budget + 60;
    const Limits limits = run_limits(copy, cpu, {svg});
    const RunResult run =
        run_program({self_.string(), "bench", "--stages", "solution" + lesson.number + ",lesson" + lesson.number,
                     "--bin-dir", (copy / "build" / "bin").string(), "--data-dir", (copy / "tools" / "data").string(),
                     settings_.tier, "--first", std::to_string(settings_.first), "--budget",
                     std::to_string(settings_.bench_budget), "--json", "--svg", svg.string()},
                    copy / "run", log, limits, {}, &interrupted);
    const std::string text = read_all(log);
    const std::string stopped = run.stopped_by(limits);
    if (!stopped.empty()) {
      out.detail = "bench " + stopped;
      return;
    }
    try {
      const std::size_t start = text.find("{\n");
      const nlohmann::json report = nlohmann::json::parse(text.substr(start == std::string::npos ? 0 : start));
      for (const auto& row : report.at("rows")) {
        if (row.value("stage", "") == "lesson" + lesson.number && row.contains("speedup") &&
            row["speedup"].is_number()) {
          out.speed = row["speedup"].get<double>();
        }
        if (row.value("stage", "") == "lesson" + lesson.number && row.value("wrong", 0) > 0) {
          out.outcome = "fails";
          out.detail = "bench: " + std::to_string(row.value("wrong", 0)) + " wrong answers on " + settings_.tier;
        }
      }
    } catch (const std::exception&) {
      out.detail = "bench gave no report (exit code " + std::to_string(run.exit_code) + ")";
    }
    out.svg = read_all(svg);
  }

  const ClassSettings& settings_;
  fs::path root_;
  std::vector<Lesson> lessons_;
  bool isolate_;
  fs::path self_;
};

// ---------------------------------------------------------------- reports

std::string steps_cell(const LessonResult& r) {
  if (r.outcome == "not handed in" || r.outcome == "compile error" || r.outcome == "not built") return "-";
  return std::to_string(r.passed) + "/" + std::to_string(r.total);
}

std::string speed_cell(const LessonResult& r) {
  if (!r.speed) return "-";
  std::ostringstream text;
  text << std::fixed << std::setprecision(*r.speed >= 10 ? 1 : 2) << *r.speed << "x";
  return text.str();
}

std::string result_cell(const StudentResult& s, const LessonResult& r) {
  if (!s.problem.empty() && r.outcome.empty()) return s.problem;
  if (r.outcome == "pass") return r.detail.empty() ? "pass" : "pass; " + r.detail;
  if (r.outcome == "stopped") return r.detail.substr(r.detail.find("stopped:"));
  if (r.outcome.empty()) return "not graded";
  return r.outcome + (r.detail.empty() ? "" : ": " + r.detail);
}

struct Table {
  std::vector<std::string> header{"student", "lesson", "steps", "counters", "speed", "result"};
  std::vector<std::vector<std::string>> rows;
};

Table make_table(const std::vector<StudentResult>& students) {
  Table table;
  for (const StudentResult& s : students) {
    for (const LessonResult& r : s.lessons) {
      table.rows.push_back(
          {s.name, r.number, steps_cell(r), r.counters.empty() ? "-" : r.counters, speed_cell(r), result_cell(s, r)});
    }
  }
  return table;
}

std::size_t display_width(const std::string& text) {
  std::size_t width = 0;
  for (const unsigned char c : text) width += (c & 0xC0) != 0x80;
  return width;
}

void print_table(std::ostream& o, const Table& table) {
  std::vector<std::size_t> widths(table.header.size(), 0);
  for (std::size_t c = 0; c < widths.size(); ++c) {
    widths[c] = display_width(table.header[c]);
    for (const auto& row : table.rows) widths[c] = std::max(widths[c], display_width(row[c]));
  }
  auto line = [&](const std::vector<std::string>& cells) {
    for (std::size_t c = 0; c < cells.size(); ++c) {
      o << cells[c];
      if (c + 1 < cells.size()) o << std::string(widths[c] - display_width(cells[c]) + 2, ' ');
    }
    o << '\n';
  };
  line(table.header);
  for (const auto& row : table.rows) line(row);
}

std::string markdown_escape(const std::string& text) {
  std::string out;
  for (const char c : text) out += c == '|' ? std::string("\\|") : std::string(1, c);
  return out;
}

void print_markdown(std::ostream& o, const Table& table) {
  for (const std::string& h : table.header) o << "| " << h << ' ';
  o << "|\n";
  for (std::size_t c = 0; c < table.header.size(); ++c) o << (c == 4 ? "|---:" : "|---");
  o << "|\n";
  for (const auto& row : table.rows) {
    for (const std::string& cell : row) o << "| " << markdown_escape(cell) << ' ';
    o << "|\n";
  }
}

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string out = "\"";
  for (const char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

void print_csv(std::ostream& o, const Table& table) {
  for (std::size_t c = 0; c < table.header.size(); ++c) o << (c ? "," : "") << table.header[c];
  o << '\n';
  for (const auto& row : table.rows) {
    for (std::size_t c = 0; c < row.size(); ++c) o << (c ? "," : "") << csv_field(row[c]);
    o << '\n';
  }
}

nlohmann::json to_json(const std::vector<StudentResult>& students, const ClassSettings& settings, bool isolated) {
  nlohmann::json out;
  out["tier"] = settings.tier;
  out["isolated"] = isolated;
  out["students"] = nlohmann::json::array();
  for (const StudentResult& s : students) {
    nlohmann::json student{{"name", s.name}, {"problem", s.problem}, {"lessons", nlohmann::json::array()}};
    for (const LessonResult& r : s.lessons) {
      student["lessons"].push_back({{"lesson", r.number},
                                    {"outcome", r.outcome.empty() ? "not graded" : r.outcome},
                                    {"steps_passed", r.passed},
                                    {"steps", r.total},
                                    {"detail", r.detail},
                                    {"result", result_cell(s, r)},
                                    {"counters", r.counters.empty() ? "-" : r.counters},
                                    {"yours", r.yours},
                                    {"reference", r.reference},
                                    {"speed", r.speed ? nlohmann::json(*r.speed) : nlohmann::json(nullptr)}});
    }
    out["students"].push_back(student);
  }
  return out;
}

/// A self-contained page: the table, then each passing lesson's `kit bench --svg` chart inline.
void write_html(const fs::path& path, const std::vector<StudentResult>& students, const Table& table,
                const ClassSettings& settings, bool isolated) {
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>kit class report</title>\n"
    << "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;"
       "padding:3px 8px;text-align:left}th{background:#eee}tr.pass td{background:#eef8ee}tr.stopped td,"
       "tr.crashed td{background:#fbeaea}.charts{display:flex;flex-wrap:wrap;gap:1em}figure{margin:0}"
       "figcaption{font-weight:bold}</style></head><body>\n"
    << "<h1>Class report</h1>\n<p>Speed: the reference's time divided by the student's on the tier <b>"
    << xml_escape(settings.tier) << "</b> (first " << settings.first
    << " puzzles); above 1 is faster. Counters: nodes and checks on one puzzle that backtracks, equal to the "
       "reference's or not. Student programs ran "
    << (isolated ? "without network, with every mount read-only but a scratch folder"
                 : "under resource limits only (no namespaces on this machine)")
    << ".</p>\n<table id=\"results\"><tr>";
  for (const std::string& h : table.header) o << "<th>" << xml_escape(h) << "</th>";
  o << "</tr>\n";
  std::size_t index = 0;
  for (const StudentResult& s : students) {
    for (const LessonResult& r : s.lessons) {
      const auto& row = table.rows[index++];
      o << "<tr class=\"" << xml_escape(r.outcome == "pass" ? "pass" : r.outcome) << "\">";
      for (const std::string& cell : row) o << "<td>" << xml_escape(cell) << "</td>";
      o << "</tr>\n";
    }
  }
  o << "</table>\n<h2>Time and nodes against the reference</h2>\n<div class=\"charts\">\n";
  for (const StudentResult& s : students) {
    for (const LessonResult& r : s.lessons) {
      if (r.svg.empty()) continue;
      std::string svg = r.svg;
      if (svg.rfind("<?xml", 0) == 0) svg = svg.substr(svg.find("?>") + 2);
      o << "<figure class=\"chart\"><figcaption>" << xml_escape(s.name) << ", lesson " << r.number << " ("
        << speed_cell(r) << ")</figcaption>" << svg << "</figure>\n";
    }
  }
  o << "</div>\n</body></html>\n";
  write_file(path, o.str());
}

// ---------------------------------------------------------------- the command

int run_class(const ClassSettings& settings) {
  try {
    const fs::path root = find_root(settings.root);
    std::vector<Lesson> lessons = find_lessons(root);
    if (!settings.lessons.empty()) {
      std::vector<Lesson> chosen;
      for (const std::string& wanted : settings.lessons) {
        const std::string number = wanted.size() == 1 ? "0" + wanted : wanted;
        const auto found =
            std::find_if(lessons.begin(), lessons.end(), [&](const Lesson& l) { return l.number == number; });
        if (found == lessons.end())
          throw UsageError{kExitUsage, "--lessons: no lesson " + wanted + " with an exercise"};
        chosen.push_back(*found);
      }
      lessons = chosen;
    }
    if (lessons.empty()) throw UsageError{kExitKitBroken, "no lessons with an exercise under " + root.string()};
    for (const Lesson& lesson : lessons) read_steps(lesson);  // a broken steps file stops before any student

    std::error_code error;
    if (!fs::is_directory(settings.dir, error)) throw UsageError{kExitUsage, settings.dir + ": not a folder"};
    std::vector<fs::path> students;
    for (const auto& entry : fs::directory_iterator(settings.dir)) {
      const std::string name = entry.path().filename().string();
      if (entry.is_directory() && !entry.is_symlink() && !name.empty() && name[0] != '.')
        students.push_back(entry.path());
    }
    std::sort(students.begin(), students.end());
    if (students.empty()) throw UsageError{kExitUsage, settings.dir + ": no student folders in it"};

    // The copies live in fixed slot folders (work/slotN, one per job, claimed with a lock) so that
    // ccache sees the same paths from one student and one run to the next.
    fs::path work = settings.work.empty() ? fs::temp_directory_path() / "kit-class" : fs::path(settings.work);
    work = fs::absolute(work);
    fs::create_directories(work);
    chmod(work.c_str(), 0755);  // the students' users must reach their copies
    if (geteuid() == 0) {       // the students' own users must be able to walk down to their copies
      for (fs::path folder = work; folder != folder.parent_path(); folder = folder.parent_path()) {
        struct stat info {};
        if (stat(folder.c_str(), &info) == 0 && (info.st_mode & S_IXOTH) == 0) {
          throw UsageError{kExitUsage, "--work " + work.string() + ": " + folder.string() +
                                           " is closed to other users, so the students' programs (each run as a "
                                           "user of its own) cannot reach their copies; choose a folder under /tmp"};
        }
      }
    }
    std::vector<fs::path> slots;
    std::vector<int> locks;
    for (int n = 0; static_cast<int>(slots.size()) < std::max(1, settings.jobs) && n < 256; ++n) {
      const fs::path lock = work / ("slot" + std::to_string(n) + ".lock");
      const int fd = open(lock.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
      if (fd < 0) throw UsageError{kExitKitBroken, "cannot create " + lock.string()};
      if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        close(fd);
        continue;
      }
      locks.push_back(fd);
      slots.push_back(work / ("slot" + std::to_string(n)));
      fs::create_directories(slots.back());
      chmod(slots.back().c_str(), 0755);
    }

    const bool isolate = !settings.no_isolation && can_isolate();
    signal(SIGINT, on_class_interrupt);
    signal(SIGTERM, on_class_interrupt);
    std::cerr << "kit class: " << students.size() << " students, lessons";
    for (const Lesson& l : lessons) std::cerr << ' ' << l.number;
    std::cerr << "; student programs run "
              << (isolate ? "isolated (no network, read-only file system but a scratch folder)"
                          : "under resource limits only (no namespaces: not root, or unshare refused)")
              << (geteuid() == 0 ? ", each as a user of its own"
                                 : ", as your user (RLIMIT_NPROC counts all your processes)")
              << '\n';

    Grader grader(settings, root, lessons, isolate);
    std::vector<StudentResult> results(students.size());
    std::atomic<std::size_t> next{0}, done{0};
    std::mutex output;
    std::vector<std::string> doing(students.size());
    const bool terminal = isatty(STDERR_FILENO) != 0;
    auto show = [&](std::size_t i, const std::string& what) {
      std::lock_guard<std::mutex> lock(output);
      doing[i] = what;
      const std::string name = students[i].filename().string();
      if (terminal) {
        std::cerr << "\r\033[K[" << done << '/' << students.size() << "] " << name << ": " << what << std::flush;
      } else if (what == "done") {
        std::cerr << "[" << done << '/' << students.size() << "] " << name << " graded\n";
      }
    };
    auto worker = [&](const fs::path& slot) {
      for (std::size_t i = next++; i < students.size() && !interrupted; i = next++) {
        const std::string name = students[i].filename().string();
        results[i] = grader.grade(students[i], name, slot / "kit", [&, i](const std::string& what) { show(i, what); });
        ++done;
        show(i, "done");
      }
    };
    std::vector<std::thread> threads;
    for (const fs::path& slot : slots) threads.emplace_back(worker, slot);
    for (std::thread& t : threads) t.join();
    if (terminal) std::cerr << "\r\033[K";
    if (!settings.keep) {
      for (const fs::path& slot : slots) fs::remove_all(slot, error);
    }
    for (const int fd : locks) close(fd);
    if (interrupted) {
      std::cerr << "kit class: interrupted\n";
      return 130;
    }

    const Table table = make_table(results);
    if (settings.csv) {
      print_csv(std::cout, table);
    } else if (settings.markdown) {
      print_markdown(std::cout, table);
    } else if (settings.json) {
      std::cout << to_json(results, settings, isolate).dump(2) << '\n';
    } else {
      print_table(std::cout, table);
    }
    if (!settings.html.empty()) write_html(settings.html, results, table, settings, isolate);
    std::cout.flush();
    if (!std::cout) {
      std::cerr << "kit class: cannot write the output\n";
      return kExitKitBroken;
    }
    return kExitDone;
  } catch (const UsageError& error) {
    std::cerr << "kit class: " << error.message << '\n';
    return error.exit_code;
  } catch (const std::exception& error) {
    std::cerr << "kit class: " << error.what() << '\n';
    return kExitKitBroken;
  }
}

}  // namespace

void add_class_command(CLI::App& app, int& exit_code) {
  auto settings = std::make_shared<ClassSettings>();
  CLI::App* command = app.add_subcommand(
      "class",
      "grade a class: DIR holds one folder per student (a clone of the kit, or its lessons/ folder). Each student's "
      "lesson sources are built in a copy of this kit, their steps run, counters compared and passing lessons timed "
      "against the reference, all under limits. Exit codes: 0 graded, 2 usage error, 3 kit broken");
  command->add_option("dir", settings->dir, "the folder of student folders")->required();
  command->add_option("--root", settings->root, "the instructor's kit (default: the kit this program was built in)");
  command->add_option("--work", settings->work, "folder for the temporary copies (default: the system's temp folder)");
  command->add_option("--lessons", settings->lessons, "lessons to grade, e.g. 01 03 (default: all)")->delimiter(',');
  command->add_option("--jobs,-j", settings->jobs, "students graded at the same time")->check(CLI::Range(1, 64));
  command->add_option("--tier", settings->tier, "kit bench tier or puzzle file for the speed column")
      ->capture_default_str();
  command->add_option("--first", settings->first, "puzzles of the tier used")->capture_default_str();
  command->add_option("--bench-budget", settings->bench_budget, "kit bench --budget per stage (seconds)")
      ->capture_default_str();
  command->add_option("--build-time-limit", settings->build_seconds, "seconds for a student's configure or build")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  command->add_option("--time-limit", settings->step_seconds, "CPU seconds per step program")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  command
      ->add_option("--wall-limit", settings->wall_seconds,
                   "wall-clock seconds per step program (default: 3 x --time-limit + 10, so a busy machine does "
                   "not stop a correct stage)")
      ->check(CLI::PositiveNumber);
  command->add_option("--memory-limit", settings->memory_mb, "megabytes of address space per student program")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  command->add_option("--file-limit", settings->file_mb, "largest file a student program may write (MB)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  command->add_option("--process-limit", settings->processes, "processes per student program (RLIMIT_NPROC)")
      ->check(CLI::Range(2, 4096))
      ->capture_default_str();
  command->add_flag("--no-isolation", settings->no_isolation, "do not use namespaces (limits only)");
  command->add_flag("--keep", settings->keep,
                    "keep the copies (WORK/slotN/kit; logs in its kit-class/); the next run reuses their builds");
  auto* csv = command->add_flag("--csv", settings->csv, "print CSV instead of the table");
  auto* markdown = command->add_flag("--markdown", settings->markdown, "print a Markdown table");
  auto* json = command->add_flag("--json", settings->json, "print JSON");
  csv->excludes(markdown)->excludes(json);
  markdown->excludes(json);
  command->add_option("--html", settings->html, "also write a self-contained HTML report with the charts to FILE");
  command->callback([settings, &exit_code] { exit_code = run_class(*settings); });
}

}  // namespace kit
