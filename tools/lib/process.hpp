// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file process.hpp
/// \brief Running a program for a kit subcommand: from an argument vector, under
/// CPU, wall-clock, memory, file and process limits, its output captured into
/// files, in a process group of its own that is killed whole at the end; as root,
/// optionally as a user of its own in namespaces that keep it from the network and
/// from writing anything but its scratch folder.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace kit::shared {

namespace fs = std::filesystem;

/// What a program may use. Zero means "no limit" for each number.
struct Limits {
  double wall_seconds = 0;
  double cpu_seconds = 0;     // 0: wall_seconds + 5 when a wall limit is set; negative: none
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

/// Where a program's standard streams go.
struct Streams {
  fs::path input;   // stdin; empty: /dev/null
  fs::path output;  // stdout (created or truncated)
  fs::path errors;  // stderr (created or truncated); empty: into `output` with stdout
};

/// Called about every 250 ms while a program runs (a progress line).
using Waiting = std::function<void()>;

/// Runs `argv` (an argument vector: never a shell line) in `folder`, its streams as
/// `streams` says, in its own process group, within `limits`. Every process it
/// leaves behind is killed. `interrupted` (when given) is polled: non-zero stops
/// the program. It is polled often at first (50 µs, doubling up to 2 ms), so a
/// short run is not lengthened. Throws std::runtime_error when it cannot fork.
RunResult run_program(const std::vector<std::string>& argv, const fs::path& folder, const Streams& streams,
                      const Limits& limits, const volatile int* interrupted = nullptr, const Waiting& waiting = {});

/// The same, stdin from `input_file` (or /dev/null), stdout and stderr together into `log`.
RunResult run_program(const std::vector<std::string>& argv, const fs::path& folder, const fs::path& log,
                      const Limits& limits, const fs::path& input_file = {}, const volatile int* interrupted = nullptr);

/// Ctrl-C and SIGTERM from now on set the returned flag instead of ending kit: the
/// programs kit runs are in process groups of their own, which the terminal's Ctrl-C
/// does not reach, so kit stops them itself (pass the flag to run_program()).
const volatile int* stop_on_interrupt();

/// A user id no other process has (for Limits::uid when running as root).
uid_t fresh_user_id();

/// True when this process may isolate programs (root with user and mount namespaces working).
bool can_isolate();

}  // namespace kit::shared
