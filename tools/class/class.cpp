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
// Exit codes: 0 every student was graded (whatever their results); 2 usage
// error; 3 the kit itself is broken (its own build fails); 5 the report could
// not be written; 130 interrupted.
#include <cxxabi.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cli.hpp"
#include "io.hpp"
#include "kit.hpp"
#include "kit_common.hpp"
#include "rules.hpp"

namespace kit {

namespace {

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

volatile int interrupted = 0;
extern "C" void on_class_interrupt(int) { interrupted = 1; }

// ---------------------------------------------------------------- small helpers

/// Whether bubblewrap can sandbox a program here (root, /usr/bin/bwrap and /usr/bin/setpriv, namespaces allowed).
bool can_sandbox() {
  std::error_code error;
  if (geteuid() != 0 || !fs::exists("/usr/bin/bwrap", error) || !fs::exists("/usr/bin/setpriv", error)) return false;
  Limits probe;
  probe.wall_seconds = 20;
  probe.wrapper = {"/usr/bin/bwrap",
                   "--unshare-pid",
                   "--unshare-net",
                   "--unshare-ipc",
                   "--die-with-parent",
                   "--ro-bind",
                   "/usr",
                   "/usr",
                   "--symlink",
                   "usr/lib",
                   "/lib",
                   "--symlink",
                   "usr/lib64",
                   "/lib64",
                   "--proc",
                   "/proc",
                   "--dev",
                   "/dev",
                   "--",
                   "/usr/bin/setpriv",
                   "--reuid",
                   "65534",
                   "--regid",
                   "65534",
                   "--clear-groups",
                   "--no-new-privs",
                   "--"};
  char name[] = "/tmp/kit-class-probe.XXXXXX";
  const int fd = mkstemp(name);
  if (fd < 0) return false;
  close(fd);
  const RunResult result = run_program({"/usr/bin/true"}, "/", name, probe);
  fs::remove(name, error);
  return result.exit_code == 0;
}

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

/// `text` as valid UTF-8 for every report format: each byte that does not belong to a well-formed
/// character becomes U+FFFD, and control characters become spaces (the compiler's messages and
/// the student's file names may hold anything).
std::string clean_utf8(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    bool valid = length != 0 && i + length <= text.size() && !(length == 2 && c < 0xC2) && !(length == 4 && c > 0xF4);
    for (std::size_t k = 1; valid && k < length; ++k) valid = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
    if (valid && length == 3) {  // no overlong forms, no surrogates
      const auto d = static_cast<unsigned char>(text[i + 1]);
      valid = !(c == 0xE0 && d < 0xA0) && !(c == 0xED && d >= 0xA0);
    }
    if (valid && length == 4) {
      const auto d = static_cast<unsigned char>(text[i + 1]);
      valid = !(c == 0xF0 && d < 0x90) && !(c == 0xF4 && d >= 0x90);
    }
    if (!valid) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else if (length == 1 && (c < 0x20 || c == 0x7F)) {
      out += ' ';
      ++i;
    } else {
      out.append(text, i, length);
      i += length;
    }
  }
  return out;
}

/// `text` on one line of at most `width` characters, cut at a character's boundary.
std::string one_line(std::string text, std::size_t width = 90) {
  for (char& c : text) {
    if (c == '\n' || c == '\t' || c == '\r') c = ' ';
  }
  text = clean_utf8(text);
  while (text.find("  ") != std::string::npos) text.replace(text.find("  "), 2, " ");
  while (!text.empty() && text.front() == ' ') text.erase(0, 1);
  while (!text.empty() && text.back() == ' ') text.pop_back();
  std::size_t characters = 0, cut = text.size();
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
    if (characters++ == width - 3) cut = i;
  }
  if (characters > width) text = text.substr(0, cut) + "...";
  return text;
}

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.flush();
  if (!out) throw UsageError{kExitKitBroken, "cannot write " + path.string()};
}

/// A folder of the student's, only when it is a real folder (a link is never followed: it could
/// point at a classmate's folder or at the reference).
bool real_folder(const fs::path& folder) {
  std::error_code error;
  return fs::is_directory(fs::symlink_status(folder, error));
}

/// The student's source of a lesson: <student>/lessons/NN-*/stageNN.cpp or <student>/NN-*/stageNN.cpp,
/// read by the kit. Only a regular file with one name (never a link, never a hard link: either
/// could be another file, the reference or a classmate's) of at most 1 MB; links met on the way
/// are ignored and said in `problem`.
std::optional<std::string> student_source(const fs::path& student, const Lesson& lesson, std::string& problem) {
  const std::string file = "stage" + lesson.number + ".cpp";
  std::error_code error;
  for (const fs::path& base : {student / "lessons", student}) {
    if (!real_folder(base)) {
      if (fs::is_symlink(base, error)) problem = base.filename().string() + "/ is a link: ignored";
      continue;
    }
    std::vector<fs::path> folders;
    for (const auto& entry : fs::directory_iterator(base, error)) {
      if (entry.path().filename().string().rfind(lesson.number + "-", 0) != 0) continue;
      if (!real_folder(entry.path())) {
        problem = entry.path().filename().string() + "/ is a link: ignored";
        continue;
      }
      folders.push_back(entry.path());
    }
    std::sort(folders.begin(), folders.end());
    std::stable_partition(folders.begin(), folders.end(),
                          [&](const fs::path& f) { return f.filename() == lesson.name(); });
    for (const fs::path& folder : folders) {
      const fs::path candidate = folder / file;
      const int fd = open(candidate.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
      if (fd < 0) {
        if (errno == ELOOP) problem = file + " is a link: not used";
        continue;
      }
      struct stat info {};
      std::string text;
      if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        problem = file + " is not a regular file: not used";
      } else if (info.st_nlink != 1) {
        problem = file + " is a hard link (" + std::to_string(info.st_nlink) + " names): not used";
      } else if (info.st_size > (1 << 20)) {
        problem = file + " is larger than 1 MB: not used";
      } else {
        text.resize(static_cast<std::size_t>(info.st_size));
        std::size_t got = 0;
        while (got < text.size()) {
          const ssize_t n = read(fd, text.data() + got, text.size() - got);
          if (n <= 0) break;
          got += static_cast<std::size_t>(n);
        }
        text.resize(got);
        close(fd);
        problem.clear();
        return text;
      }
      close(fd);
      return std::nullopt;
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

// ---------------------------------------------------------------- the kit's own build (trusted)

/// Splits a command line of CMake's (words separated by spaces, "..." around a word with spaces).
std::vector<std::string> split_command(const std::string& line) {
  std::vector<std::string> words;
  std::string word;
  bool quoted = false, any = false;
  for (const char c : line) {
    if (c == '"') {
      quoted = !quoted;
      any = true;
    } else if (c == ' ' && !quoted) {
      if (any) words.push_back(word);
      word.clear();
      any = false;
    } else {
      word += c;
      any = true;
    }
  }
  if (any) words.push_back(word);
  return words;
}

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

/// The tests GoogleTest's --gtest_list_tests prints: "Suite." lines, then "  Test  # comment" lines.
std::set<std::string> listed_tests(const std::string& text) {
  std::set<std::string> tests;
  std::string suite;
  for (const std::string& line : lines_of(text)) {
    if (line.empty()) continue;
    if (line[0] != ' ') {
      suite = line.substr(0, line.find_first_of(" \t"));
    } else {
      const std::size_t start = line.find_first_not_of(' ');
      tests.insert(suite + line.substr(start, line.find_first_of(" \t", start) - start));
    }
  }
  return tests;
}

/// The student's source file name in a compiler message that is about it: "stage01.cpp:12:3: error: ...".
/// Only such lines are shown: a message about another file may quote that file.
std::string student_errors(const std::string& log, const fs::path& source, std::size_t most = 1) {
  const std::string prefix = source.string() + ":";
  std::string shown;
  std::size_t count = 0;
  for (const std::string& line : lines_of(log)) {
    if (line.rfind(prefix, 0) != 0 || line.find("error") == std::string::npos) continue;
    shown += (shown.empty() ? "" : " | ") + source.filename().string() + ":" + line.substr(prefix.size());
    if (++count == most) break;
  }
  return shown;
}

/// A symbol's C++ name (its mangled name when it has none).
std::string demangled(const std::string& name) {
  int status = 0;
  char* text = abi::__cxa_demangle(name.c_str(), nullptr, nullptr, &status);
  std::string out = status == 0 && text != nullptr ? text : name;
  std::free(text);
  return out;
}

/// Whether `name` (a mangled symbol) is in namespace sudoku, and then whether in sudoku::stageNN.
bool in_namespace(const std::string& name, const std::string& space) {
  // _ZN6sudoku..., _ZNK6sudoku... (const member), _ZTVN6sudoku... (vtable), _ZTIN / _ZTSN (type info),
  // _ZZN6sudoku... (a function's local static), _ZGVZN6sudoku... (its guard), _ZThn8_N6sudoku... (thunk).
  static const std::regex pattern("^_Z(?:T[VIST]|GV|Th?n?[0-9]*_|Tv[0-9n_]*_)?Z?N[KVr]*");
  std::smatch match;
  if (!std::regex_search(name, match, pattern)) return false;
  return name.compare(match.length(0), space.size(), space) == 0;
}

/// What a graded stage may not use, in words, or empty. `symbols` is `nm -P` of the stage's object.
/// The stage's code runs inside the test program: calls that end the process, write files, start
/// programs or reach into GoogleTest could make that program report a pass it did not earn.
std::string forbidden_use(const std::string& symbols, const std::string& number) {
  static const std::set<std::string> calls{"_exit",
                                           "_Exit",
                                           "exit",
                                           "quick_exit",
                                           "abort",
                                           "atexit",
                                           "at_quick_exit",
                                           "syscall",
                                           "fork",
                                           "vfork",
                                           "clone",
                                           "clone3",
                                           "execve",
                                           "execv",
                                           "execvp",
                                           "execvpe",
                                           "execl",
                                           "execlp",
                                           "execle",
                                           "fexecve",
                                           "posix_spawn",
                                           "posix_spawnp",
                                           "system",
                                           "popen",
                                           "kill",
                                           "raise",
                                           "signal",
                                           "sigaction",
                                           "ptrace",
                                           "mprotect",
                                           "mmap",
                                           "mmap64",
                                           "dlopen",
                                           "dlsym",
                                           "dlvsym",
                                           "open",
                                           "open64",
                                           "openat",
                                           "openat64",
                                           "creat",
                                           "creat64",
                                           "fopen",
                                           "fopen64",
                                           "freopen",
                                           "freopen64",
                                           "fdopen",
                                           "write",
                                           "pwrite",
                                           "pwrite64",
                                           "writev",
                                           "dup",
                                           "dup2",
                                           "dup3",
                                           "unlink",
                                           "unlinkat",
                                           "rename",
                                           "renameat",
                                           "remove",
                                           "truncate",
                                           "ftruncate",
                                           "socket",
                                           "connect",
                                           "longjmp",
                                           "_longjmp",
                                           "siglongjmp",
                                           "__longjmp_chk",
                                           "pthread_exit",
                                           "prctl",
                                           "setrlimit",
                                           "process_vm_writev",
                                           "process_vm_readv",
                                           "__libc_start_main",
                                           "__open_2",
                                           "__open64_2",
                                           "__openat_2",
                                           "__openat64_2",
                                           "link",
                                           "linkat",
                                           "symlink",
                                           "symlinkat",
                                           "mkfifo",
                                           "chmod",
                                           "fchmod"};
  static const std::vector<std::string> parts{"7testing",      "basic_ofstream", "basic_ifstream",
                                              "basic_fstream", "basic_filebuf",  "10filesystem"};
  const std::string stage = "7stage" + number;
  for (const std::string& line : lines_of(symbols)) {
    std::istringstream fields(line);
    std::string name, type;
    if (!(fields >> name >> type) || type.size() != 1) continue;
    std::string base = name.substr(0, name.find('@'));  // write@GLIBC_2.2.5
    if (type == "U" || type == "w" || type == "v") {
      if (calls.count(base) != 0) return "calls " + base + "()";
    }
    for (const std::string& part : parts) {
      if (base.find(part) != std::string::npos)
        return part == "7testing" ? "uses GoogleTest (" + demangled(base) + ")"
                                  : "opens files (" + demangled(base) + ")";
    }
    const bool defined = type != "U" && type != "w" && type != "v" && std::isupper(static_cast<unsigned char>(type[0]));
    if (!defined) continue;
    if (base == "main") return "defines main()";
    const bool weak = type == "W" || type == "V" || type == "u";
    // Weak definitions are the inline functions and templates of the headers, which every object
    // holds a copy of; a strong one outside the stage's namespace could replace the kit's own.
    if (!weak && !in_namespace(base, "6sudoku" + stage))
      return "defines " + demangled(base) + " outside namespace sudoku::stage" + number;
  }
  return "";
}

/// Inline assembly in the student's own lines of the preprocessed stage (`.ii`), or empty.
std::string assembly_in(const std::string& preprocessed, const fs::path& source) {
  bool own = false;
  const std::string marker = "\"" + source.string() + "\"";
  static const std::regex word("\\b(asm|__asm|__asm__)\\b");
  for (const std::string& line : lines_of(preprocessed)) {
    if (line.rfind("# ", 0) == 0) {  // # LINE "FILE" FLAGS: where the next lines come from
      own = line.find(marker) != std::string::npos;
      continue;
    }
    if (own && std::regex_search(line, word)) return "uses inline assembly (asm)";
  }
  return "";
}

/// Every answer of `answers` (the stage's --batch lines) checked against `puzzles`: a
/// solution of its puzzle where the reference found one, the reference's line otherwise.
/// Done here, by the kit, outside the sandbox: the student's code cannot change this verdict.
std::string wrong_answers(const std::vector<std::string>& puzzles, const std::vector<std::string>& reference,
                          const std::string& answers) {
  const std::vector<std::string> lines = lines_of(answers);
  std::size_t wrong = 0;
  std::string first;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const std::string answer = i < lines.size() ? lines[i] : "";
    bool right = false;
    try {
      const sudoku::Grid puzzle = sudoku::parse_line_puzzle(puzzles[i]);
      bool reference_solved = false;
      try {
        reference_solved =
            i < reference.size() && sudoku::is_solution_of(puzzle, sudoku::parse_line_puzzle(reference[i]));
      } catch (const std::exception&) {
      }
      if (reference_solved) {
        right = sudoku::is_solution_of(puzzle, sudoku::parse_line_puzzle(answer));
      } else {
        right = i < reference.size() && answer == reference[i];
      }
    } catch (const std::exception&) {
      right = false;
    }
    if (!right && wrong++ == 0) first = "puzzle " + std::to_string(i + 1);
  }
  if (wrong == 0) return "";
  return std::to_string(wrong) + " wrong answer" + (wrong == 1 ? "" : "s") + " of " + std::to_string(puzzles.size()) +
         " (first: " + first + ")";
}

/// `kit bench --json`'s report in a log that may hold more (its summary line after the JSON):
/// the first '{' at the start of a line to its matching '}'.
std::optional<nlohmann::json> bench_report(const std::string& log) {
  for (std::size_t start = 0; (start = log.find('{', start)) != std::string::npos; ++start) {
    if (start != 0 && log[start - 1] != '\n') continue;
    try {
      auto parsed =
          nlohmann::json::parse(log.begin() + static_cast<std::ptrdiff_t>(start), log.end(), nullptr, true, false);
      if (parsed.is_object()) return parsed;
    } catch (const std::exception&) {
    }
    // The JSON ends at the first line that is only "}": parse up to there.
    const std::size_t end = log.find("\n}", start);
    if (end == std::string::npos) continue;
    try {
      auto parsed = nlohmann::json::parse(log.substr(start, end + 2 - start));
      if (parsed.is_object()) return parsed;
    } catch (const std::exception&) {
    }
  }
  return std::nullopt;
}

// ---------------------------------------------------------------- grading one student

class Grader {
 public:
  Grader(const ClassSettings& settings, fs::path root, fs::path work, std::vector<Lesson> lessons, bool sandbox)
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
    limits.wall_seconds = settings_.build_seconds * 3 + 10;
    limits.cpu_seconds = settings_.build_seconds * 2;
    puzzles_ = timed_puzzles();  // a bad --tier is a usage error before anything is built
    progress("building the kit");
    RunResult run = run_program({"cmake", "-S", root_.string(), "-B", base.string(), "-G", "Ninja",
                                 "-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DSUDOKU_ANSWER_KEY=OFF", "-DBUILD_TESTING=ON"},
                                root_, logs / "configure.log", limits, {}, &interrupted);
    if (run.exit_code != 0)
      throw UsageError{kExitKitBroken,
                       "the kit's own configure failed: " + one_line(first_error(read_all(logs / "configure.log")))};
    std::vector<std::string> build{"cmake", "--build", base.string(), "--target"};
    for (const Lesson& lesson : lessons_) {
      for (const char* prefix : {"lesson", "conformance_lesson", "solution"}) build.push_back(prefix + lesson.number);
    }
    run = run_program(build, root_, logs / "build.log", limits, {}, &interrupted);
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

  bool sandboxed() const { return sandbox_; }
  const std::string& memory_note() const { return memory_note_; }
  void set_memory_note(std::string note) { memory_note_ = std::move(note); }

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

  /// The link command of `target` from the kit's build, with the student's object for the lesson's
  /// library and "{OUTPUT}" for the program; the files it reads are added to `inputs`.
  static std::vector<std::string> link_command(const fs::path& base, const std::string& target,
                                               const std::string& number, std::vector<fs::path>& inputs) {
    const fs::path log = base / ("kit-class-" + target + ".commands");
    Limits limits;
    limits.wall_seconds = 60;
    run_program({"ninja", "-C", base.string(), "-t", "commands", "bin/" + target}, base, log, limits);
    std::vector<std::string> lines = lines_of(read_all(log));
    if (lines.empty()) throw UsageError{kExitKitBroken, "ninja gave no link command for " + target};
    std::string line = lines.back();
    if (line.rfind(": && ", 0) == 0) line = line.substr(5);
    if (line.size() >= 5 && line.compare(line.size() - 5, 5, " && :") == 0) line.resize(line.size() - 5);
    std::vector<std::string> words = split_command(line);
    for (std::size_t i = 0; i < words.size(); ++i) {
      std::error_code error;
      if (i > 0 && words[i - 1] == "-o") {
        words[i] = "{OUTPUT}";
      } else if (words[i].find("liblesson" + number + "_lib.a") != std::string::npos) {
        words[i] = "{OBJECT}";
      } else if (words[i][0] != '-' && fs::path(words[i]).is_relative() &&
                 fs::is_regular_file(base / words[i], error)) {
        words[i] = (base / words[i]).string();
        inputs.push_back(words[i]);
      }
    }
    return words;
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

  static std::optional<double> mean_us(const std::string& log, const std::string& stage) {
    const auto report = bench_report(log);
    if (!report) return std::nullopt;
    for (const auto& row : report->value("rows", nlohmann::json::array())) {
      if (row.value("stage", "") == stage && row.contains("mean_us") && row["mean_us"].is_number() &&
          row["mean_us"].get<double>() > 0)
        return row["mean_us"].get<double>();
    }
    return std::nullopt;
  }

  /// The sandbox every program of a student runs in (bubblewrap): new PID, network, IPC and
  /// UTS namespaces; a file system of only the system's programs and libraries, the kit's
  /// public parts, the student's source (read-only) and their build folder; a private /tmp
  /// and /dev/shm; then setpriv makes it the student's user with no capabilities.
  std::vector<std::string> sandbox_command(const fs::path& slot, uid_t uid) const {
    std::vector<std::string> command{"bwrap",
                                     "--unshare-pid",
                                     "--unshare-net",
                                     "--unshare-ipc",
                                     "--unshare-uts",
                                     "--unshare-cgroup-try",
                                     "--die-with-parent",
                                     "--new-session",
                                     "--proc",
                                     "/proc",
                                     "--dev",
                                     "/dev"};
    const std::string tmp_bytes = std::to_string(64ull << 20);
    for (const char* scratch : {"/tmp", "/dev/shm"})
      command.insert(command.end(), {"--size", tmp_bytes, "--perms", "01777", "--tmpfs", scratch});
    // bubblewrap makes the folders above a mount point closed to others (0700): open them first.
    std::set<fs::path> folders{"/", "/tmp", "/dev", "/dev/shm", "/proc"};
    auto open_folders_above = [&](const fs::path& path) {
      std::vector<fs::path> above;
      for (fs::path folder = path.parent_path(); folders.count(folder) == 0; folder = folder.parent_path())
        above.push_back(folder);
      for (auto folder = above.rbegin(); folder != above.rend(); ++folder) {
        command.insert(command.end(), {"--perms", "0755", "--dir", folder->string()});
        folders.insert(*folder);
      }
    };
    auto read_only = [&](const fs::path& path) {
      open_folders_above(path);
      command.insert(command.end(), {"--ro-bind", path.string(), path.string()});
    };
    std::error_code error;
    read_only("/usr");
    for (const char* top : {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}) {
      if (fs::is_symlink(top, error)) {
        command.insert(command.end(), {"--symlink", fs::read_symlink(top, error).string(), top});
      } else if (fs::is_directory(top, error)) {
        read_only(top);
      }
    }
    for (const char* etc : {"/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d"}) {
      if (fs::exists(etc, error)) read_only(etc);
    }
    for (const char* part : {"common", "lessons", "tests/data"}) read_only(root_ / part);
    for (const auto& [number, kit] : kits_) {
      for (const fs::path& input : kit.inputs) read_only(input);
    }
    read_only(self_);
    read_only(work_ / "timed-puzzles.txt");
    read_only(work_ / "backtracking-puzzle.txt");
    read_only(slot / "src");
    open_folders_above(slot / "build");
    command.insert(command.end(), {"--bind",
                                   (slot / "build").string(),
                                   (slot / "build").string(),
                                   "--chdir",
                                   (slot / "build").string(),
                                   "--setenv",
                                   "HOME",
                                   "/tmp",
                                   "--setenv",
                                   "TMPDIR",
                                   "/tmp",
                                   "--",
                                   "/usr/bin/setpriv",
                                   "--reuid",
                                   std::to_string(uid),
                                   "--regid",
                                   std::to_string(uid),
                                   "--clear-groups",
                                   "--no-new-privs",
                                   "--inh-caps=-all",
                                   "--bounding-set=-all",
                                   "--"});
    return command;
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
    RunResult result = run_program(argv, student.slot / "build", log, limits, input, &interrupted);
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
    if (sandbox_) student.sandbox = sandbox_command(slot, student.uid);
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
      if (lesson == handed.end() || interrupted) continue;
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
        const std::string missing = report_problem(report, kit.step_tests[step.number - 1], run_result.exit_code);
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

  /// Why a step's report does not prove a pass, or empty. A pass needs the program's exit
  /// code 0 and GoogleTest's report of every test of the step, each run to its end.
  static std::string report_problem(const StepReport& report, const std::set<std::string>& expected, int exit_code) {
    if (!report.readable) {
      return report.problem.empty() ? "exit code " + std::to_string(exit_code) + " without a GoogleTest report"
                                    : "exit code " + std::to_string(exit_code) + ", " + report.problem;
    }
    for (const std::string& test : expected) {
      const auto found = report.completed.find(test);
      if (found == report.completed.end()) return "the report does not show " + test + " run to its end";
    }
    if (report.tests != static_cast<int>(expected.size()))
      return "the report holds " + std::to_string(report.tests) + " tests, the step has " +
             std::to_string(expected.size());
    if (exit_code != 0) return "exit code " + std::to_string(exit_code) + " although every test passed";
    return "";
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
  std::string memory_note_;
};

// ---------------------------------------------------------------- reports

std::string steps_cell(const LessonResult& r) {
  if (r.outcome == "not handed in" || r.outcome == "compile error" || r.outcome == "not built" ||
      r.outcome == "refused")
    return "-";
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
      std::vector<std::string> row{
          s.name, r.number, steps_cell(r), r.counters.empty() ? "-" : r.counters, speed_cell(r), result_cell(s, r)};
      for (std::string& cell : row) cell = clean_utf8(cell);
      table.rows.push_back(std::move(row));
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
  for (const char c : text) out += c == '|' || c == '<' || c == '`' ? std::string("\\") + c : std::string(1, c);
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
    nlohmann::json student{
        {"name", clean_utf8(s.name)}, {"problem", clean_utf8(s.problem)}, {"lessons", nlohmann::json::array()}};
    for (const LessonResult& r : s.lessons) {
      student["lessons"].push_back({{"lesson", r.number},
                                    {"outcome", r.outcome.empty() ? "not graded" : r.outcome},
                                    {"steps_passed", r.passed},
                                    {"steps", r.total},
                                    {"detail", clean_utf8(r.detail)},
                                    {"result", clean_utf8(result_cell(s, r))},
                                    {"counters", r.counters.empty() ? "-" : r.counters},
                                    {"yours", clean_utf8(r.yours)},
                                    {"reference", clean_utf8(r.reference)},
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
    << (isolated ? "in a sandbox: their own user, no network, only the kit's public parts and their own files in "
                   "view, the memory of all of a student's processes limited together"
                 : "under resource limits only (no sandbox on this machine)")
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
      o << "<figure class=\"chart\"><figcaption>" << xml_escape(clean_utf8(s.name)) << ", lesson " << r.number << " ("
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
    signal(SIGINT, on_class_interrupt);
    signal(SIGTERM, on_class_interrupt);
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
      for (std::size_t i = next++; i < students.size() && !interrupted; i = next++) {
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
    std::cout.flush();
    if (!std::cout) {
      std::cerr << "kit class: cannot write the report on standard output\n";
      return kExitOutputFailed;
    }
    if (!settings.html.empty()) {
      try {
        write_html(settings.html, results, table, settings, isolate);
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
