// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit class`: grading one student (see grader.hpp).
#include "grader.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "grid.hpp"
#include "io.hpp"

namespace kit::classroom {

struct Grader::Impl {
  Impl(const ClassSettings& settings, fs::path root, fs::path work, std::vector<Lesson> lessons, bool sandbox)
      : settings_(settings),
        root_(std::move(root)),
        work_(std::move(work)),
        lessons_(std::move(lessons)),
        sandbox_(sandbox) {
    std::error_code error;
    self_ = fs::read_symlink("/proc/self/exe", error);
  }

  /// Builds the instructor's kit once (work/base) and learns from it what grading each lesson needs.
  void prepare(const std::function<void(const std::string&)>& progress) {
    const fs::path base = work_ / "base";
    const fs::path logs = work_ / "base-logs";
    fs::create_directories(logs);
    Limits limits;
    // The kit's own build is trusted and many files long: the CPU limit is what bounds it,
    // and the wall limit is only a backstop, wide enough that a busy machine does not trip it.
    limits.wall_seconds = settings_.build_seconds * 10 + 60;
    limits.cpu_seconds = settings_.build_seconds * 2;
    puzzles_ = timed_puzzles();  // a bad --tier is a usage error before anything is built
    progress("building the kit");
    RunResult run = run_program({"cmake", "-S", root_.string(), "-B", base.string(), "-G", "Ninja",
                                 "-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DSUDOKU_ANSWER_KEY=OFF", "-DBUILD_TESTING=ON"},
                                root_, logs / "configure.log", limits, {}, interrupted);
    if (run.exit_code != 0)
      throw UsageError{kExitKitBroken,
                       "the kit's own configure failed: " + one_line(first_error(read_all(logs / "configure.log")))};
    std::vector<std::string> build{"cmake", "--build", base.string(), "--target"};
    for (const Lesson& lesson : lessons_) {
      for (const char* prefix : {"lesson", "conformance_lesson", "solution"}) build.push_back(prefix + lesson.number);
    }
    run = run_program(build, root_, logs / "build.log", limits, {}, interrupted);
    if (run.exit_code != 0)
      throw UsageError{kExitKitBroken,
                       "the kit's own build failed: " + one_line(first_error(read_all(logs / "build.log")))};
    write_file(work_ / "timed-puzzles.txt", join_lines(puzzles_));
    write_file(work_ / "backtracking-puzzle.txt", std::string(kBacktrackingPuzzle) + "\n");
    const auto commands = nlohmann::json::parse(read_all(base / "compile_commands.json"));
    for (const Lesson& lesson : lessons_) {
      progress("lesson " + lesson.number + ": the reference");
      LessonKit kit;
      const fs::path starter = (lesson.folder / ("stage" + lesson.number + ".cpp")).lexically_normal();
      for (const auto& entry : commands) {
        if (fs::path(entry.value("file", "")).lexically_normal() != starter) continue;
        kit.compile = split_command(entry.value("command", ""));
      }
      for (std::size_t i = 0; i + 1 < kit.compile.size(); ++i) {
        if (kit.compile[i] == "-o") kit.compile[i + 1] = "{OBJECT}";
        if (kit.compile[i] == "-c") kit.compile[i + 1] = "{SOURCE}";
      }
      if (kit.compile.empty()) throw UsageError{kExitKitBroken, "no compile command for " + starter.string()};
      kit.link_stage = link_command(base, "lesson" + lesson.number, lesson.number, kit.inputs);
      kit.link_tests = link_command(base, "conformance_lesson" + lesson.number, lesson.number, kit.inputs);
      const fs::path tests = base / "bin" / ("conformance_lesson" + lesson.number);
      for (const Step& step : read_steps(lesson)) {
        const fs::path log = logs / ("lesson" + lesson.number + "-list.log");
        run_program({tests.string(), "--gtest_list_tests", "--gtest_filter=" + step.filter}, work_, log, limits);
        kit.step_tests.push_back(listed_tests(read_all(log)));
        if (kit.step_tests.back().empty())
          throw UsageError{kExitKitBroken, "lesson " + lesson.number + " step " + std::to_string(step.number) +
                                               ": filter '" + step.filter + "' matches no test"};
      }
      const fs::path reference = base / "bin" / ("solution" + lesson.number);
      const fs::path stats = logs / ("solution" + lesson.number + "-stats.log");
      run_program({reference.string(), "--input", "line", "--output", "line", "--stats", "--max-nodes", "20000000",
                   "--time-limit", "10"},
                  work_, stats, limits, work_ / "backtracking-puzzle.txt");
      kit.reference_counters = counters_in(read_all(stats));
      const fs::path answers = logs / ("solution" + lesson.number + "-answers.txt");
      run_program({reference.string(), "--batch", "--max-nodes", "20000000", "--time-limit", "10"}, work_, answers,
                  limits, work_ / "timed-puzzles.txt");
      kit.reference_answers = lines_of(read_all(answers));
      const fs::path bench = logs / ("solution" + lesson.number + "-bench.log");
      run_program(bench_command("solution" + lesson.number, base / "bin", work_ / "reference.svg"), work_, bench,
                  limits);
      kit.reference_mean_us = mean_us(read_all(bench), "solution" + lesson.number);
      kits_[lesson.number] = std::move(kit);
    }
  }

  /// Grades one student in `slot` (a folder of its own).
  StudentResult grade(const fs::path& student, const std::string& name, const fs::path& slot, int slot_number,
                      const std::function<void(const std::string&)>& progress) {
    StudentResult result;
    result.name = name;
    try {
      std::error_code ignored;
      fs::remove_all(slot, ignored);
      fs::create_directories(slot / "logs");
      chmod(slot.c_str(), 0755);
      std::vector<const Lesson*> handed;
      for (const Lesson& lesson : lessons_) {
        LessonResult lesson_result;
        lesson_result.number = lesson.number;
        lesson_result.total = static_cast<int>(read_steps(lesson).size());
        std::string problem;
        const auto text = student_source(student, lesson, problem);
        if (!text) {
          lesson_result.outcome = "not handed in";
          lesson_result.detail = problem;
        } else {
          const fs::path source = source_of(slot, lesson);
          fs::create_directories(source.parent_path());
          write_file(source, *text);
          for (fs::path folder = source.parent_path(); folder != slot; folder = folder.parent_path())
            chmod(folder.c_str(), 0755);
          handed.push_back(&lesson);
          if (!problem.empty()) lesson_result.detail = problem;
        }
        result.lessons.push_back(lesson_result);
      }
      if (!handed.empty()) build_and_test(slot, slot_number, handed, result, progress);
    } catch (const std::exception& error) {
      result.problem = std::string("the kit could not grade this student: ") + error.what();
    }
    return result;
  }

 private:
  struct Student {
    fs::path slot;
    uid_t uid = 0;
    std::vector<std::string> sandbox;
    std::unique_ptr<MemoryGroup> memory;
  };

  static fs::path source_of(const fs::path& slot, const Lesson& lesson) {
    return slot / "src" / "lessons" / lesson.name() / ("stage" + lesson.number + ".cpp");
  }

  /// The puzzles of the tier that are timed and checked: the first --first of them, one line each.
  std::vector<std::string> timed_puzzles() const {
    fs::path file = settings_.tier;
    std::error_code error;
    if (!fs::is_regular_file(file, error)) file = root_ / "tools" / "data" / (settings_.tier + ".txt");
    std::ifstream in(file, std::ios::binary);
    if (!in) throw UsageError{kExitUsage, "--tier " + settings_.tier + ": no such tier or puzzle file"};
    std::vector<std::string> puzzles;
    try {
      sudoku::PuzzleStream stream(in);
      while (auto puzzle = stream.next()) {
        puzzles.push_back(sudoku::format_line(*puzzle));
        if (puzzles.size() == settings_.first) break;
      }
    } catch (const std::exception& error) {
      throw UsageError{kExitUsage, "--tier " + file.string() + ": " + error.what()};
    }
    if (puzzles.empty()) throw UsageError{kExitUsage, "--tier " + file.string() + ": no puzzles"};
    return puzzles;
  }

  static std::string join_lines(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) text += line + "\n";
    return text;
  }

  std::vector<std::string> bench_command(const std::string& stage, const fs::path& bin, const fs::path& svg) const {
    std::ostringstream budget;
    budget << settings_.bench_budget;
    return {self_.string(),
            "bench",
            "--stages",
            stage,
            "--bin-dir",
            bin.string(),
            (work_ / "timed-puzzles.txt").string(),
            "--budget",
            budget.str(),
            "--json",
            "--svg",
            svg.string()};
  }

  /// Limits of every program of the student's (the build too). CPU time is the limit that
  /// decides (it does not depend on what else the machine runs); the wall clock is only the
  /// backstop for a program that sleeps or blocks.
  Limits limits_for(const Student& student, double cpu, double wall = 0) const {
    Limits limits;
    limits.cpu_seconds = cpu;
    limits.wall_seconds = wall > 0 ? wall : 3 * cpu + 10;
    limits.memory_mb = settings_.memory_mb;  // per process as well: a fallback and a quick, clear stop
    limits.file_mb = settings_.file_mb;
    limits.processes = settings_.processes;
    limits.nice = 5;
    limits.clean_environment = true;
    limits.environment = {"HOME=/tmp", "TMPDIR=/tmp", "LANG=C.UTF-8"};
    if (student.uid != 0) {
      limits.uid = student.uid;
      limits.gid = static_cast<gid_t>(student.uid);
    }
    if (sandbox_) limits.wrapper = student.sandbox;
    if (student.memory) limits.cgroup_procs = student.memory->procs();
    return limits;
  }

  /// Runs one program of the student's; "stopped: ..." in `stopped` when a limit ended it.
  RunResult run(const Student& student, const std::vector<std::string>& argv, const fs::path& log, const Limits& limits,
                std::string& stopped, const fs::path& input = {}) const {
    const long kills_before = student.memory ? student.memory->oom_kills() : 0;
    RunResult result = run_program(argv, student.slot / "build", log, limits, input, interrupted);
    // bubblewrap ends with 128 + the signal that ended the program in it (the program's own exit
    // code cannot be above 125: the stage may not call exit(), and GoogleTest's main returns 0 or 1).
    if (!limits.wrapper.empty() && result.signal == 0 && result.exit_code > 128 && result.exit_code < 128 + 65) {
      result.signal = result.exit_code - 128;
      result.exit_code = -1;
    }
    stopped = result.stopped_by(limits);
    if (student.memory && student.memory->oom_kills() > kills_before) {
      stopped = "stopped: memory limit (" + std::to_string(settings_.memory_mb) +
                " MB for all of the student's processes together)";
    } else if (stopped.empty() && read_all(log).find("std::bad_alloc") != std::string::npos) {
      stopped = "stopped: memory limit (" + std::to_string(settings_.memory_mb) + " MB)";
    } else if (stopped.empty() && read_all(log).find("CPU time limit exceeded signal terminated program") !=
                                      std::string::npos) {  // the compiler driver's words for its cc1plus
      stopped = "stopped: CPU-time limit";
    } else if (stopped.empty() &&
               read_all(log).find("File size limit exceeded signal terminated program") != std::string::npos) {
      stopped = "stopped: file-size limit (" + std::to_string(settings_.file_mb) + " MB per file)";
    } else if (stopped.empty() && read_all(log).find("out of memory") != std::string::npos) {
      stopped = "stopped: memory limit (" + std::to_string(settings_.memory_mb) + " MB)";
    }
    return result;
  }

  static std::vector<std::string> filled(std::vector<std::string> words,
                                         const std::map<std::string, std::string>& with) {
    for (std::string& word : words) {
      const auto found = with.find(word);
      if (found != with.end()) word = found->second;
    }
    return words;
  }

  void build_and_test(const fs::path& slot, int slot_number, const std::vector<const Lesson*>& handed,
                      StudentResult& result, const std::function<void(const std::string&)>& progress) {
    Student student;
    student.slot = slot;
    const fs::path build = slot / "build";
    fs::create_directories(build / "bin");
    if (geteuid() == 0) {
      student.uid = fresh_user_id();
      for (const fs::path& folder : {build, build / "bin"}) {
        if (chown(folder.c_str(), student.uid, student.uid) != 0)
          throw std::runtime_error("cannot chown " + folder.string());
      }
      chmod(build.c_str(), 0700);
    }
    if (sandbox_) student.sandbox = sandbox_command(root_, work_, self_, kits_, slot, student.uid);
    if (!settings_.no_isolation && geteuid() == 0) {
      std::string why;
      student.memory = MemoryGroup::create("kit-class-" + std::to_string(getpid()) + "-" + std::to_string(slot_number),
                                           settings_.memory_mb, why);
    }
    result.isolated = sandbox_;
    const fs::path logs = slot / "logs";
    for (LessonResult& lesson_result : result.lessons) {
      const auto lesson = std::find_if(handed.begin(), handed.end(),
                                       [&](const Lesson* l) { return l->number == lesson_result.number; });
      if (lesson == handed.end() || *interrupted) continue;
      const std::string number = lesson_result.number;
      const LessonKit& kit = kits_.at(number);
      const fs::path source = source_of(slot, **lesson);
      const fs::path object = build / ("stage" + number + ".o");
      progress("lesson " + number + " building");
      const Limits build_limits = limits_for(student, settings_.build_seconds);
      std::string stopped;
      // First what the stage may not use, from the compiler's own output on it (never from a
      // program of the student's): inline assembly in their lines of the preprocessed file...
      const fs::path preprocessed = build / ("stage" + number + ".ii");
      std::vector<std::string> preprocess =
          filled(kit.compile, {{"{SOURCE}", source.string()}, {"{OBJECT}", preprocessed.string()}});
      preprocess.insert(preprocess.begin() + 1, "-E");
      run(student, preprocess, logs / ("lesson" + number + "-preprocess.log"), build_limits, stopped);
      std::string refused = stopped.empty() ? assembly_in(read_all(preprocessed), source) : "";
      std::string stopped_build = stopped;
      const fs::path compile_log = logs / ("lesson" + number + "-compile.log");
      RunResult compiled;
      if (refused.empty() && stopped_build.empty()) {
        compiled = run(student, filled(kit.compile, {{"{SOURCE}", source.string()}, {"{OBJECT}", object.string()}}),
                       compile_log, build_limits, stopped_build);
      }
      if (refused.empty() && (!stopped_build.empty() || compiled.exit_code != 0 || !fs::exists(object))) {
        const std::string errors = student_errors(read_all(compile_log), source);
        lesson_result.outcome = stopped_build.empty() ? "compile error" : "not built";
        lesson_result.detail = !stopped_build.empty() ? "the build was " + stopped_build
                               : errors.empty()
                                   ? "the compiler failed without a message about " + source.filename().string()
                                   : one_line(errors, 200);
        continue;
      }
      // ... then the functions it calls and the symbols it defines (nm on its object).
      if (refused.empty()) {
        run(student, {"nm", "-P", object.string()}, logs / ("lesson" + number + "-symbols.log"), build_limits, stopped);
        refused = forbidden_use(read_all(logs / ("lesson" + number + "-symbols.log")), number);
      }
      if (!refused.empty()) {
        lesson_result.outcome = "refused";
        lesson_result.detail = source.filename().string() + " " + refused +
                               ", which a graded stage may not (it could make the tests report a pass)";
        continue;
      }
      bool linked = true;
      for (const auto& [command, program] :
           {std::pair{&kit.link_stage, "lesson" + number}, std::pair{&kit.link_tests, "conformance_lesson" + number}}) {
        const fs::path link_log = logs / (program + "-link.log");
        const RunResult link =
            run(student,
                filled(*command, {{"{OBJECT}", object.string()}, {"{OUTPUT}", (build / "bin" / program).string()}}),
                link_log, build_limits, stopped);
        if (!stopped.empty() || link.exit_code != 0) {
          lesson_result.outcome = stopped.empty() ? "compile error" : "not built";
          std::string message;
          for (const std::string& line : lines_of(read_all(link_log))) {
            if (line.find("stage" + number + ".o") != std::string::npos && message.empty()) message = line;
          }
          const std::size_t at = message.find("stage" + number + ".o");
          lesson_result.detail =
              !stopped.empty() ? "the link was " + stopped
                               : "link: " + one_line(at == std::string::npos ? "failed" : message.substr(at), 200);
          linked = false;
          break;
        }
      }
      if (linked) test_lesson(student, **lesson, kit, lesson_result, progress);
    }
  }

  void test_lesson(const Student& student, const Lesson& lesson, const LessonKit& kit, LessonResult& out,
                   const std::function<void(const std::string&)>& progress) {
    const fs::path bin = student.slot / "build" / "bin";
    const fs::path logs = student.slot / "logs";
    const std::vector<Step> steps = read_steps(lesson);
    out.outcome = "pass";
    for (const Step& step : steps) {
      progress("lesson " + lesson.number + " step " + std::to_string(step.number));
      const std::string stem = "lesson" + lesson.number + "-step" + std::to_string(step.number);
      const fs::path json = student.slot / "build" / (stem + ".json");
      std::error_code ignored;
      fs::remove(json, ignored);
      const Limits limits = limits_for(student, settings_.step_seconds, settings_.wall_seconds);
      std::string stopped;
      const RunResult run_result =
          run(student,
              {(bin / ("conformance_lesson" + lesson.number)).string(), "--gtest_filter=" + step.filter,
               "--gtest_output=json:" + json.string(), "--gtest_brief=1"},
              logs / (stem + ".log"), limits, stopped);
      const StepReport report = read_step_report(json);
      std::string failed;
      if (!stopped.empty()) {
        out.outcome = "stopped";
        failed = stopped;
      } else if (run_result.signal != 0) {
        out.outcome = "crashed";
        failed = "crashed (" + std::string(strsignal(run_result.signal)) + ")";
      } else if (!report.failures.empty()) {
        out.outcome = "fails";
        failed = first_words(report.failures.front());
      } else {
        const std::string missing = step_verdict(report, kit.step_tests[step.number - 1], run_result.exit_code);
        if (!missing.empty()) {
          out.outcome = "fails";
          failed = missing;
        }
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
      const fs::path log = logs / ("lesson" + lesson.number + "-stats.log");
      std::string stopped;
      run(student,
          {(bin / ("lesson" + lesson.number)).string(), "--input", "line", "--output", "line", "--stats", "--max-nodes",
           "20000000", "--time-limit", "10"},
          log, limits_for(student, 20), stopped, work_ / "backtracking-puzzle.txt");
      out.yours = counters_in(read_all(log));
      out.reference = kit.reference_counters;
      out.counters = out.yours.empty() || out.reference.empty() ? "-" : out.yours == out.reference ? "equal" : "differ";
    } else {
      out.counters = "-";
    }
    if (out.outcome == "pass") check_answers(student, lesson, kit, out, progress);
    if (out.outcome == "pass") bench(student, lesson, kit, out, progress);
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

  /// The stage's answers on the timed puzzles, checked by the kit itself.
  void check_answers(const Student& student, const Lesson& lesson, const LessonKit& kit, LessonResult& out,
                     const std::function<void(const std::string&)>& progress) {
    progress("lesson " + lesson.number + " answers");
    const fs::path answers = student.slot / "logs" / ("lesson" + lesson.number + "-answers.txt");
    std::string stopped;
    run(student,
        {(student.slot / "build" / "bin" / ("lesson" + lesson.number)).string(), "--batch", "--max-nodes", "20000000",
         "--time-limit", "10"},
        answers, limits_for(student, 4 * settings_.bench_budget + 60), stopped, work_ / "timed-puzzles.txt");
    const std::string wrong =
        stopped.empty() ? wrong_answers(puzzles_, kit.reference_answers, read_all(answers)) : stopped;
    if (!wrong.empty()) {
      out.outcome = "fails";
      out.detail = "answers on " + settings_.tier + ": " + wrong;
    }
  }

  void bench(const Student& student, const Lesson& lesson, const LessonKit& kit, LessonResult& out,
             const std::function<void(const std::string&)>& progress) {
    progress("lesson " + lesson.number + " bench");
    const fs::path svg = student.slot / "build" / ("lesson" + lesson.number + ".svg");
    const fs::path log = student.slot / "logs" / ("lesson" + lesson.number + "-bench.log");
    std::string stopped;
    const RunResult result = run(student, bench_command("lesson" + lesson.number, student.slot / "build" / "bin", svg),
                                 log, limits_for(student, 4 * settings_.bench_budget + 60), stopped);
    if (!stopped.empty()) {
      out.detail = "bench " + stopped;
      return;
    }
    const std::string text = read_all(log);
    const auto report = bench_report(text);
    if (!report) {
      out.detail = "bench gave no report (exit code " + std::to_string(result.exit_code) + ")";
      return;
    }
    for (const auto& row : report->value("rows", nlohmann::json::array())) {
      if (row.value("stage", "") != "lesson" + lesson.number) continue;
      if (row.value("wrong", 0) > 0) {
        out.outcome = "fails";
        out.detail = "bench: " + std::to_string(row.value("wrong", 0)) + " wrong answers on " + settings_.tier;
      }
    }
    const auto mine = mean_us(text, "lesson" + lesson.number);
    if (mine && kit.reference_mean_us) out.speed = *kit.reference_mean_us / *mine;
    // The chart is a file the student's user could have written: inlined in the HTML report only
    // when it holds nothing that runs or loads (a script, an event handler, a link).
    const std::string chart = read_all(svg);
    static const std::regex active("<script|<foreignObject|\\son[a-zA-Z]+\\s*=|href|javascript:|<iframe|<object|<embed",
                                   std::regex::icase);
    if (chart.size() < (1u << 20) && !std::regex_search(chart, active)) out.svg = chart;
  }

  const ClassSettings& settings_;
  fs::path root_;
  fs::path work_;
  std::vector<Lesson> lessons_;
  bool sandbox_;
  fs::path self_;
  std::vector<std::string> puzzles_;
  std::map<std::string, LessonKit> kits_;
};

Grader::Grader(const ClassSettings& settings, fs::path root, fs::path work, std::vector<Lesson> lessons, bool sandbox)
    : impl_(std::make_unique<Impl>(settings, std::move(root), std::move(work), std::move(lessons), sandbox)) {}

Grader::~Grader() = default;

void Grader::prepare(const Progress& progress) { impl_->prepare(progress); }

StudentResult Grader::grade(const fs::path& student, const std::string& name, const fs::path& slot, int slot_number,
                            const Progress& progress) {
  return impl_->grade(student, name, slot, slot_number, progress);
}

}  // namespace kit::classroom
