// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Running a program under limits (see process.hpp).
#include "process.hpp"

#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "text.hpp"

extern char** environ;

namespace kit::shared {

namespace {

/// Mount points of this process's mount namespace (octal escapes of /proc/self/mountinfo decoded).
std::vector<std::string> mount_points() {
  std::vector<std::string> points;
  for (const std::string& line : lines_of(read_all("/proc/self/mountinfo"))) {
    std::istringstream fields(line);
    std::string id, parent, device, root, point;
    if (!(fields >> id >> parent >> device >> root >> point)) continue;
    std::string decoded;
    for (std::size_t i = 0; i < point.size(); ++i) {
      if (point[i] == '\\' && i + 3 < point.size()) {
        decoded += static_cast<char>(std::strtol(point.substr(i + 1, 3).c_str(), nullptr, 8));
        i += 3;
      } else {
        decoded += point[i];
      }
    }
    points.push_back(decoded);
  }
  return points;
}

/// The MS_* flags a read-only bind remount of `point` must keep (the kernel refuses to drop locked ones).
unsigned long kept_flags(const std::string& point) {
  struct statvfs info {};
  if (statvfs(point.c_str(), &info) != 0) return 0;
  unsigned long flags = 0;
  if (info.f_flag & ST_NOSUID) flags |= MS_NOSUID;
  if (info.f_flag & ST_NODEV) flags |= MS_NODEV;
  if (info.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
  if (info.f_flag & ST_NOATIME) flags |= MS_NOATIME;
  if (info.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
  if (info.f_flag & ST_RELATIME) flags |= MS_RELATIME;
  return flags;
}

/// In the child, before exec: a new network and mount namespace with every
/// mount read-only but the scratch tmpfs and the writable files. True when all of it worked.
bool isolate_child(const Limits& limits) {
  if (geteuid() != 0) return false;
  if (unshare(CLONE_NEWNET | CLONE_NEWNS) != 0) return false;
  if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) return false;
  std::vector<std::string> own;
  if (!limits.scratch.empty()) {
    const std::string options = "size=" + std::to_string(limits.scratch_mb) + "m,mode=0777";
    if (mount("kit-scratch", limits.scratch.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, options.c_str()) != 0) return false;
    own.push_back(limits.scratch.string());
  }
  for (const fs::path& file : limits.writable_files) {
    if (mount(file.c_str(), file.c_str(), nullptr, MS_BIND, nullptr) != 0) return false;
    own.push_back(file.string());
  }
  bool all = true;
  for (const std::string& point : mount_points()) {
    if (std::find(own.begin(), own.end(), point) != own.end()) continue;
    if (mount(nullptr, point.c_str(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | kept_flags(point), nullptr) != 0) {
      // A mount that cannot be made read-only: not isolated if it is one a program could write to.
      if (point == "/" || access(point.c_str(), W_OK) == 0) all = false;
    }
  }
  return all;
}

std::atomic<unsigned> next_user{0};

/// Processes of `uid` (scanning /proc); their ids.
std::vector<pid_t> processes_of(uid_t uid) {
  std::vector<pid_t> found;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator("/proc", error)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || !std::isdigit(static_cast<unsigned char>(name[0]))) continue;
    struct stat info {};
    if (stat(entry.path().c_str(), &info) == 0 && info.st_uid == uid) found.push_back(std::atoi(name.c_str()));
  }
  return found;
}

/// Kills every process of `uid`: a helper process that becomes that user sends
/// SIGKILL to all the processes it may signal (its own user's only).
void kill_user(uid_t uid) {
  for (int round = 0; round < 20; ++round) {
    const std::vector<pid_t> left = processes_of(uid);
    if (left.empty()) return;
    const pid_t killer = fork();
    if (killer == 0) {
      if (setgid(static_cast<gid_t>(uid)) != 0 || setuid(uid) != 0) _exit(1);
      kill(-1, SIGKILL);
      _exit(0);
    }
    if (killer > 0) waitpid(killer, nullptr, 0);
    for (const pid_t pid : left) waitpid(pid, nullptr, WNOHANG);  // our own children among them
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

}  // namespace

bool can_isolate() {
  if (geteuid() != 0) return false;
  const pid_t child = fork();
  if (child == 0) {
    Limits probe;
    probe.isolate = true;
    _exit(isolate_child(probe) ? 0 : 1);
  }
  int status = 0;
  if (child < 0 || waitpid(child, &status, 0) != child) return false;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

RunResult run_program(const std::vector<std::string>& argv, const fs::path& folder, const fs::path& log,
                      const Limits& limits, const fs::path& input_file, const volatile int* interrupted) {
  return run_program(argv, folder, Streams{input_file, log, {}}, limits, interrupted);
}

RunResult run_program(const std::vector<std::string>& argv, const fs::path& folder, const Streams& streams,
                      const Limits& limits, const volatile int* interrupted, const Waiting& waiting) {
  std::error_code ignored;
  fs::create_directories(streams.output.parent_path(), ignored);
  const bool own_user = limits.uid != 0 && geteuid() == 0;
  for (const fs::path& file : limits.writable_files) {
    std::ofstream touch(file, std::ios::app);
    chmod(file.c_str(), 0666);
  }
  if (!limits.scratch.empty()) {
    fs::create_directories(limits.scratch, ignored);
    if (own_user && chown(limits.scratch.c_str(), limits.uid, limits.gid) != 0) {
      throw std::runtime_error("cannot give " + limits.scratch.string() + " to the student's user");
    }
  }
  // The environment of the program: HOME and TMPDIR in its scratch folder.
  std::vector<std::string> environment;
  if (limits.clean_environment) environment.push_back("PATH=/usr/local/bin:/usr/bin:/bin");
  for (char** entry = limits.clean_environment ? nullptr : environ; entry != nullptr && *entry != nullptr; ++entry) {
    const std::string text = *entry;
    if (!limits.scratch.empty() && (text.rfind("HOME=", 0) == 0 || text.rfind("TMPDIR=", 0) == 0)) continue;
    environment.push_back(text);
  }
  if (!limits.scratch.empty()) {
    environment.push_back("HOME=" + limits.scratch.string());
    environment.push_back("TMPDIR=" + limits.scratch.string());
  }
  for (const std::string& extra : limits.environment) environment.push_back(extra);
  std::vector<char*> envp;
  for (std::string& entry : environment) envp.push_back(entry.data());
  envp.push_back(nullptr);
  std::vector<char*> args;
  std::vector<std::string> argv_copy = limits.wrapper;
  argv_copy.insert(argv_copy.end(), argv.begin(), argv.end());
  for (std::string& arg : argv_copy) args.push_back(arg.data());
  args.push_back(nullptr);

  int report[2];  // the child says whether the namespaces were set up
  if (pipe2(report, O_CLOEXEC) != 0) throw std::runtime_error(std::string("pipe failed: ") + std::strerror(errno));
  const auto started = std::chrono::steady_clock::now();
  std::fflush(nullptr);
  const pid_t child = fork();
  if (child < 0) throw std::runtime_error(std::string("fork failed: ") + std::strerror(errno));
  if (child == 0) {
    close(report[0]);
    setpgid(0, 0);
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    const int in = open(streams.input.empty() ? "/dev/null" : streams.input.c_str(), O_RDONLY);
    const int out = open(streams.output.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = streams.errors.empty() ? out : open(streams.errors.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0 || err < 0) _exit(127);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    if (!limits.cgroup_procs.empty()) {  // join the group before anything of the program runs
      const std::string pid = std::to_string(getpid()) + "\n";
      const int group = open(limits.cgroup_procs.c_str(), O_WRONLY | O_CLOEXEC);
      if (group < 0 || write(group, pid.data(), pid.size()) != static_cast<ssize_t>(pid.size())) _exit(125);
      close(group);
    }
    const char isolated = limits.isolate && isolate_child(limits) ? '1' : '0';
    if (write(report[1], &isolated, 1) != 1) _exit(127);
    if (chdir(folder.c_str()) != 0) _exit(127);
    auto limit = [](int resource, rlim_t value) {
      const rlimit both{value, value};
      setrlimit(resource, &both);
    };
    const double cpu = limits.cpu_seconds > 0                               ? limits.cpu_seconds
                       : limits.cpu_seconds == 0 && limits.wall_seconds > 0 ? limits.wall_seconds + 5
                                                                            : 0;
    if (cpu > 0) {
      const rlimit cpu_limit{static_cast<rlim_t>(cpu + 0.999), static_cast<rlim_t>(cpu + 0.999) + 2};
      setrlimit(RLIMIT_CPU, &cpu_limit);
    }
    if (limits.memory_mb > 0) limit(RLIMIT_AS, static_cast<rlim_t>(limits.memory_mb) << 20);
    if (limits.file_mb > 0) limit(RLIMIT_FSIZE, static_cast<rlim_t>(limits.file_mb) << 20);
    if (limits.processes > 0) limit(RLIMIT_NPROC, static_cast<rlim_t>(limits.processes));
    limit(RLIMIT_CORE, 0);
    if (limits.nice > 0 && nice(limits.nice) == -1 && errno != 0) _exit(127);
    if (own_user && limits.wrapper.empty()) {
      if (setgroups(0, nullptr) != 0 || setgid(limits.gid) != 0 || setuid(limits.uid) != 0) _exit(126);
    }
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    execvpe(args[0], args.data(), envp.data());
    std::fprintf(stderr, "kit: cannot run %s: %s\n", args[0], std::strerror(errno));
    _exit(127);
  }
  close(report[1]);
  setpgid(child, child);
  RunResult result;
  int status = 0;
  auto pause = std::chrono::microseconds(50);  // a short run is seen ending at once, a long one costs little
  auto last_wait = started;
  while (true) {
    const pid_t done = waitpid(child, &status, WNOHANG);
    if (done == child) break;
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    const bool too_long = limits.wall_seconds > 0 && elapsed > limits.wall_seconds;
    const bool stop = interrupted != nullptr && *interrupted != 0;
    if (too_long || stop) {
      result.timed_out = too_long;
      result.interrupted = stop;
      if (own_user) result.processes_at_end = processes_of(limits.uid).size();
      kill(-child, SIGKILL);
      waitpid(child, &status, 0);
      break;
    }
    if (waiting && std::chrono::steady_clock::now() - last_wait > std::chrono::milliseconds(250)) {
      waiting();
      last_wait = std::chrono::steady_clock::now();
    }
    std::this_thread::sleep_for(pause);  // a sleep, not a busy loop
    pause = std::min(pause * 2, std::chrono::microseconds(2000));
  }
  if (own_user && result.processes_at_end == 0) result.processes_at_end = processes_of(limits.uid).size();
  kill(-child, SIGKILL);                // anything the program left running in its group
  if (own_user) kill_user(limits.uid);  // and anything that left the group
  char isolated = '0';
  result.isolated = read(report[0], &isolated, 1) == 1 && isolated == '1';
  close(report[0]);
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
  return result;
}

std::string RunResult::stopped_by(const Limits& limits) const {
  std::string processes;
  if (limits.processes > 0 && processes_at_end + 1 >= limits.processes) {
    processes = "process limit (" + std::to_string(limits.processes) + " processes) reached; ";
  }
  auto whole = [](double value) { return std::to_string(static_cast<long>(value + 0.5)); };
  if (timed_out) return "stopped: " + processes + "wall-time limit (" + whole(limits.wall_seconds) + " s)";
  if (signal == SIGXCPU) return "stopped: " + processes + "CPU-time limit";
  if (signal == SIGXFSZ) return "stopped: file-size limit (" + std::to_string(limits.file_mb) + " MB per file)";
  if (!processes.empty()) return "stopped: " + processes.substr(0, processes.size() - 2);
  return "";
}

namespace {

volatile int interrupt_seen = 0;

extern "C" void kit_shared_on_interrupt(int) { interrupt_seen = 1; }

}  // namespace

const volatile int* stop_on_interrupt() {
  struct sigaction action {};
  action.sa_handler = kit_shared_on_interrupt;
  action.sa_flags = SA_RESTART;  // a wait or a read in progress goes on; the flag is polled
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  return &interrupt_seen;
}

/// A userid of its own for every run: 0x40000000 + pid * 4096 + a counter.
uid_t fresh_user_id() {
  return static_cast<uid_t>(0x40000000u + (static_cast<unsigned>(getpid()) % 65536u) * 4096u +
                            (next_user.fetch_add(1) % 4096u));
}

}  // namespace kit::shared
