// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit class DIR`: grade a whole class. DIR holds one folder per student (a
// clone of the kit, or only its lessons/ folder). Once per run, the instructor's
// kit is built (WORK/base, by the instructor's user, outside any sandbox): the
// lesson test programs, the starter and the reference. From it the grader learns
// how to compile a stage and link its programs, the tests of each step, and the
// reference's counters, answers and times. Then, for each student, only their
// lessons/NN-*/stageNN.cpp files are taken (regular files with one name; no link
// is followed), compiled and linked against the kit's objects, and each lesson's
// steps run in order as `kit check` does; the counters are compared with the
// reference's on a puzzle that backtracks, the answers on a tier are checked by
// the grader, and lessons that pass are timed with `kit bench`.
//
// Threat model. Student code is hostile: it may try to forge a grade, read what
// it must not (the reference, a classmate's code, the instructor's files), or
// escape its limits. So, when the kit runs as root with bubblewrap:
//  - every process of a student's (the compiler on their source too) runs in a
//    bubblewrap sandbox as a user id of their own, without capabilities, in new
//    PID, network, IPC and UTS namespaces, on a file system that holds only /usr,
//    the kit's public parts, the kit's objects the links need, and the student's
//    own source and build folder (no solutions/, no other student, no /run, a
//    private /tmp), under CPU, wall, file-size and process limits, with the memory
//    of all of the student's processes together held by a cgroup (v2, else v1;
//    RLIMIT_AS per process as well, and alone where no cgroup is writable);
//  - the stage's code is linked into the test program, so whatever that program
//    reports its code could fake. The verdicts therefore rest on what it cannot
//    change: (1) before anything of theirs runs, the compiler's own output on the
//    stage (the preprocessed file, nm of the object) is checked for inline
//    assembly, calls that end the process, open or write files, start programs,
//    open sockets, change memory protection or jump out of a test, GoogleTest,
//    main() and strong definitions outside sudoku::stageNN — such a stage is
//    refused; (2) a step passes only on GoogleTest's report of every test of the
//    step (listed by the kit's own build) run to its end, and exit code 0: a
//    missing, empty or unreadable report fails; (3) the stage binary's answers are
//    checked here, outside the sandbox. What remains possible is code that
//    corrupts the test program's memory on purpose; (3) still holds against it.
//    The speed and the chart come from `kit bench` run as the student, so they are
//    figures, not verdicts.
//  - compiler messages are shown only from lines about the student's own file;
//    every report is valid UTF-8.
// Without root (or bubblewrap, or with --no-isolation) only the limits hold.
//
// The room: class.hpp says which file does what.
//
// Exit codes: 0 every student was graded (whatever their results); 2 usage
// error; 3 the kit itself is broken (its own build fails); 5 the report could
// not be written; 130 interrupted.
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <memory>
#include <mutex>
#include <sstream>
#include <thread>

#include "class.hpp"
#include "cli.hpp"
#include "grader.hpp"
#include "kit.hpp"

namespace kit {

namespace classroom {

namespace {

const volatile int not_interrupted = 0;

}  // namespace

const volatile int* interrupted = &not_interrupted;

namespace {

int run_class(const ClassSettings& settings) {
  try {
    fs::path root;
    try {
      root = find_root(settings.root);
    } catch (const LayoutError& error) {
      throw UsageError{kExitUsage, error.what()};
    }
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
      if (name.empty() || name[0] == '.') continue;
      if (entry.is_symlink()) {  // never followed: it could be a classmate's folder
        std::cerr << "kit class: " << clean_utf8(name) << " is a link, not a folder: ignored\n";
      } else if (entry.is_directory()) {
        students.push_back(entry.path());
      }
    }
    std::sort(students.begin(), students.end());
    if (students.empty()) throw UsageError{kExitUsage, settings.dir + ": no student folders in it"};
    if (!settings.html.empty()) {  // a report that cannot be written is said now, not after all the grading
      const bool existed = fs::exists(settings.html, error);
      const int fd = open(settings.html.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
      if (fd < 0) throw UsageError{kExitUsage, "--html " + settings.html + ": " + std::strerror(errno)};
      close(fd);
      if (!existed) fs::remove(settings.html, error);
    }

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

    const bool isolate = !settings.no_isolation && can_sandbox();
    interrupted = stop_on_interrupt();
    std::string memory_note;
    if (isolate) {  // can every student's processes be held to one memory limit together?
      auto probe =
          MemoryGroup::create("kit-class-" + std::to_string(getpid()) + "-probe", settings.memory_mb, memory_note);
      memory_note = probe ? "memory limited per student (" + probe->kind() + ")"
                          : "memory limited per process only (" + memory_note + ")";
    } else {
      memory_note = "memory limited per process only";
    }
    std::cerr << "kit class: " << students.size() << " students, lessons";
    for (const Lesson& l : lessons) std::cerr << ' ' << l.number;
    std::cerr << "; student builds and programs run "
              << (isolate ? "in a sandbox (bubblewrap: no network, only the kit's public parts and their own files, "
                            "each student as a user of their own)"
                          : "under resource limits only, as your user (no sandbox: not root, bubblewrap missing, or "
                            "--no-isolation)")
              << "; " << memory_note << '\n';

    Grader grader(settings, root, work, lessons, isolate);
    grader.prepare([&](const std::string& what) {
      if (isatty(STDERR_FILENO)) std::cerr << "\r\033[K" << what << std::flush;
    });
    if (isatty(STDERR_FILENO)) std::cerr << "\r\033[K";
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
    auto worker = [&](const fs::path& slot, int slot_number) {
      for (std::size_t i = next++; i < students.size() && !*interrupted; i = next++) {
        const std::string name = students[i].filename().string();
        results[i] =
            grader.grade(students[i], name, slot, slot_number, [&, i](const std::string& what) { show(i, what); });
        ++done;
        show(i, "done");
      }
    };
    std::vector<std::thread> threads;
    for (std::size_t s = 0; s < slots.size(); ++s) threads.emplace_back(worker, slots[s], static_cast<int>(s));
    for (std::thread& t : threads) t.join();
    if (terminal) std::cerr << "\r\033[K";
    if (!settings.keep) {
      for (const fs::path& slot : slots) fs::remove_all(slot, error);
    }
    for (const int fd : locks) close(fd);
    if (*interrupted) {
      std::cerr << "kit class: interrupted\n";
      return 130;
    }

    print_report(std::cout, results, settings, isolate);
    std::cout.flush();
    if (!std::cout) {
      std::cerr << "kit class: cannot write the report on standard output\n";
      return kExitOutputFailed;
    }
    if (!settings.html.empty()) {
      try {
        write_html(settings.html, results, settings, isolate);
      } catch (const UsageError& failed) {
        std::cerr << "kit class: " << failed.message << '\n';
        return kExitOutputFailed;
      }
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

}  // namespace classroom

namespace {

/// A number of seconds: finite, above 0 and at most `most` (nan, inf, negative, empty and huge refused).
CLI::Validator positive_seconds(double most) {
  return CLI::Validator(
      [most](std::string& text) -> std::string {
        char* end = nullptr;
        errno = 0;
        const double value = text.empty() ? 0 : std::strtod(text.c_str(), &end);
        if (text.empty() || end == nullptr || *end != '\0' || errno != 0 || !std::isfinite(value) || value <= 0 ||
            value > most) {
          std::ostringstream range;
          range << most;
          return "'" + text + "' is not a number of seconds above 0 and at most " + range.str();
        }
        return "";
      },
      "SECONDS");
}

CLI::Validator not_empty() {
  return CLI::Validator([](std::string& text) { return text.empty() ? std::string("an empty value") : std::string(); },
                        "TEXT");
}

}  // namespace

void add_class_command(CLI::App& app, int& exit_code) {
  using namespace classroom;
  auto settings = std::make_shared<ClassSettings>();
  CLI::App* command = app.add_subcommand(
      "class",
      "grade a class: DIR holds one folder per student (a clone of the kit, or its lessons/ folder). Each student's "
      "lesson sources are built in a copy of this kit, their steps run, counters compared and passing lessons timed "
      "against the reference, all in a sandbox under limits. Exit codes: 0 graded, 2 usage error, 3 kit broken, 5 the "
      "report "
      "could not be written, 130 interrupted");
  command->add_option("dir", settings->dir, "the folder of student folders")->required();
  command->add_option("--root", settings->root, "the instructor's kit (default: the kit this program was built in)")
      ->check(not_empty());
  command
      ->add_option("--work", settings->work,
                   "folder for the kit's build and the students' folders (default: the system's temp folder)")
      ->check(not_empty());
  command->add_option("--lessons", settings->lessons, "lessons to grade, e.g. 01 03 (default: all)")->delimiter(',');
  command->add_option("--jobs,-j", settings->jobs, "students graded at the same time")
      ->check(sudoku::whole_number_validator(1, 64));
  command->add_option("--tier", settings->tier, "kit bench tier or puzzle file for the speed column")
      ->check(not_empty())
      ->capture_default_str();
  command->add_option("--first", settings->first, "puzzles of the tier used")
      ->check(sudoku::whole_number_validator(1, 100000))
      ->capture_default_str();
  command->add_option("--bench-budget", settings->bench_budget, "kit bench --budget per stage (seconds)")
      ->check(positive_seconds(3600))
      ->capture_default_str();
  command->add_option("--build-time-limit", settings->build_seconds, "CPU seconds for compiling or linking a stage")
      ->check(positive_seconds(86400))
      ->capture_default_str();
  command->add_option("--time-limit", settings->step_seconds, "CPU seconds per step program")
      ->check(positive_seconds(86400))
      ->capture_default_str();
  command
      ->add_option("--wall-limit", settings->wall_seconds,
                   "wall-clock seconds per step program (default: 3 x --time-limit + 10, so a busy machine does "
                   "not stop a correct stage)")
      ->check(positive_seconds(86400));
  command
      ->add_option("--memory-limit", settings->memory_mb,
                   "megabytes of memory for all of a student's processes together (and for each one)")
      ->check(sudoku::whole_number_validator(64, 1u << 20))
      ->capture_default_str();
  command->add_option("--file-limit", settings->file_mb, "largest file a student program may write (MB)")
      ->check(sudoku::whole_number_validator(1, 1u << 20))
      ->capture_default_str();
  command->add_option("--process-limit", settings->processes, "processes of a student at once (RLIMIT_NPROC)")
      ->check(sudoku::whole_number_validator(2, 4096))
      ->capture_default_str();
  command->add_flag("--no-isolation", settings->no_isolation, "do not use namespaces (limits only)");
  command->add_flag("--keep", settings->keep,
                    "keep the copies (WORK/slotN/kit; logs in its kit-class/); the next run reuses their builds");
  auto* csv = command->add_flag("--csv", settings->csv, "print CSV instead of the table");
  auto* markdown = command->add_flag("--markdown", settings->markdown, "print a Markdown table");
  auto* json = command->add_flag("--json", settings->json, "print JSON");
  csv->excludes(markdown)->excludes(json);
  markdown->excludes(json);
  command->add_option("--html", settings->html, "also write a self-contained HTML report with the charts to FILE")
      ->check(not_empty());
  command->callback([settings, &exit_code] { exit_code = run_class(*settings); });
}

}  // namespace kit
