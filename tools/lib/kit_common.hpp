// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file kit_common.hpp
/// \brief Pieces shared by `kit check` and `kit class`: the kit's layout (lessons,
/// steps), running an untrusted program under limits, reading a step's GoogleTest
/// report.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <filesystem>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace kit::shared {

namespace fs = std::filesystem;

std::string read_all(const fs::path& path);
std::vector<std::string> lines_of(const std::string& text);

/// A lesson with an exercise: lessons/NN-name/stageNN.cpp.
struct Lesson {
  std::string number;  // "01"
  fs::path folder;     // <root>/lessons/01-naive-full-recheck
  std::string name() const { return folder.filename().string(); }
};

/// One line of a lesson's steps.tsv: `K<TAB>GTEST_FILTER<TAB>Title`.
struct Step {
  int number = 0;
  std::string filter;
  std::string title;
};

/// The lessons with an exercise under <root>/lessons, in order.
std::vector<Lesson> find_lessons(const fs::path& root);
/// The steps of a lesson; throws std::runtime_error naming the file and line when it is malformed.
std::vector<Step> read_steps(const Lesson& lesson);

/// What a program may use. Zero means "no limit" for each number.
struct Limits {
  double wall_seconds = 0;
  double cpu_seconds = 0;     // 0: wall_seconds + 5 when a wall limit is set
  std::size_t memory_mb = 0;  // address space (RLIMIT_AS)
  std::size_t file_mb = 0;    // largest file it may write (RLIMIT_FSIZE)
  std::size_t processes = 0;  // RLIMIT_NPROC; only meaningful with a user of its own (`uid`)
  /// When running as root: the user and group the program runs as (a user id no
  /// other process has, so RLIMIT_NPROC counts only this program's processes and
  /// all of them can be killed at the end). 0: keep the caller's user.
  uid_t uid = 0;
  gid_t gid = 0;
  /// A new network namespace and a new mount namespace in which every mount is
  /// read-only except `scratch` (a small tmpfs for HOME and TMPDIR) and the files
  /// listed in `writable_files`. Needs root; when it cannot be set up the program
  /// still runs, with `RunResult::isolated` false.
  bool isolate = false;
  fs::path scratch;                      // created by the caller; HOME and TMPDIR point here
  std::size_t scratch_mb = 64;           // size of the tmpfs at `scratch`
  std::vector<fs::path> writable_files;  // existing files the program may overwrite
  /// Extra environment entries ("NAME=value") for the program.
  std::vector<std::string> environment;
  /// Only PATH and `environment`: none of the caller's variables (a token, a path) reaches the program.
  bool clean_environment = false;
  int nice = 0;
  /// A command that runs `argv` for us (a sandbox: `bwrap ... -- setpriv ... --`); it is
  /// exec'd with `argv` appended, as the caller's user, after the limits are set. It
  /// changes to `uid` itself, so run_program does not (it still counts and kills `uid`'s processes).
  std::vector<std::string> wrapper;
  /// A cgroup's process list (cgroup.procs): the program joins it before it starts, so
  /// every process it makes counts against that group's memory limit.
  fs::path cgroup_procs;
};

struct RunResult {
  int exit_code = -1;  // when it exited
  int signal = 0;      // when a signal ended it
  bool timed_out = false;
  bool interrupted = false;
  bool isolated = false;             // the namespaces were set up
  std::size_t processes_at_end = 0;  // processes of its user still alive when it was stopped
  double seconds = 0;
  /// "stopped: ..." when a limit ended it, in words; empty otherwise.
  std::string stopped_by(const Limits& limits) const;
};

/// Runs `argv` in `folder`, stdin from `input_file` (or /dev/null), stdout and
/// stderr into `log`, in its own process group, within `limits`. Every process
/// it leaves behind is killed. `interrupted` (when given) is polled: non-zero
/// stops the program. Throws std::runtime_error when it cannot fork.
RunResult run_program(const std::vector<std::string>& argv, const fs::path& folder, const fs::path& log,
                      const Limits& limits, const fs::path& input_file = {}, const volatile int* interrupted = nullptr);

/// A memory limit on a group of processes together: a cgroup of its own with a
/// memory controller (cgroup v2 where the machine has it, else cgroup v1), no swap.
/// Removed (after killing what is left in it) when destroyed.
class MemoryGroup {
 public:
  /// A new group `name` limited to `mb` megabytes; nullptr (with the reason in `why`)
  /// when no cgroup hierarchy with a memory controller is writable here.
  static std::unique_ptr<MemoryGroup> create(const std::string& name, std::size_t mb, std::string& why);
  ~MemoryGroup();
  MemoryGroup(const MemoryGroup&) = delete;
  MemoryGroup& operator=(const MemoryGroup&) = delete;
  fs::path procs() const { return folder_ / "cgroup.procs"; }
  /// How many times the kernel killed a process of the group for memory so far.
  long oom_kills() const;
  /// "cgroup v2" or "cgroup v1".
  std::string kind() const { return v2_ ? "cgroup v2" : "cgroup v1"; }

 private:
  MemoryGroup(fs::path folder, bool v2) : folder_(std::move(folder)), v2_(v2) {}
  fs::path folder_;
  bool v2_;
};

/// A user id no other process has (for Limits::uid when running as root).
uid_t fresh_user_id();

/// True when this process may isolate programs (root with user and mount namespaces working).
bool can_isolate();

/// `text` with &, <, > and " written as entities, for SVG and HTML reports.
std::string xml_escape(const std::string& text);

/// The first compiler error of a build log and a few lines after it (the log's tail when there is none).
std::string first_error(const std::string& log);

/// A GoogleTest failure: Suite.Test and its message.
struct Failure {
  std::string test;
  std::string message;
};

/// What one step's GoogleTest JSON report says.
struct StepReport {
  bool readable = false;  // false: no report (the program died before writing it), see `problem`
  std::string problem;    // why it is not readable: missing, empty, not JSON
  int tests = 0;
  std::vector<Failure> failures;
  std::set<std::string> completed;  // Suite.Test of every test that ran to its end without a failure
};

StepReport read_step_report(const fs::path& json);

}  // namespace kit::shared
