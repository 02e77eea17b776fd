// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit class`: reading the student's files and the compiler's output on them (see class.hpp).
#include <cxxabi.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <regex>

#include "class.hpp"
#include "grid.hpp"
#include "io.hpp"
#include "rules.hpp"

namespace kit::classroom {

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

/// The student's source file name in a compiler message that is about it: "stage01.cpp:12:3: error: ...".
/// Only such lines are shown: a message about another file may quote that file.
std::string student_errors(const std::string& log, const fs::path& source, std::size_t most) {
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
namespace {

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

}  // namespace

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

}  // namespace kit::classroom
