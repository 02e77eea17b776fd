// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Finding and stopping every process a kit command started (see process_tree.hpp).
#include "process_tree.hpp"

#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>

namespace kit {

namespace {

/// The parent of process `pid` (0 when it is gone): the 4th field of /proc/PID/stat,
/// read after the command name, which is in parentheses and may hold spaces.
pid_t parent_of(const std::string& pid) {
  std::ifstream in("/proc/" + pid + "/stat");
  std::string line;
  if (!std::getline(in, line)) return 0;
  const std::size_t name_end = line.rfind(')');
  if (name_end == std::string::npos) return 0;
  std::istringstream fields(line.substr(name_end + 1));
  char state = 0;
  pid_t parent = 0;
  fields >> state >> parent;
  return state == 'Z' ? 0 : parent;  // a zombie has already ended: only reaping is left
}

/// Reaps the children of this process that have ended, without waiting.
void reap_ended_children() {
  while (waitpid(-1, nullptr, WNOHANG) > 0) {
  }
}

}  // namespace

void adopt_orphans() { prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

std::vector<pid_t> descendants() {
  std::multimap<pid_t, pid_t> children;  // parent -> child
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", error)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || !std::isdigit(static_cast<unsigned char>(name[0]))) continue;
    const pid_t parent = parent_of(name);
    if (parent != 0) children.emplace(parent, static_cast<pid_t>(std::stol(name)));
  }
  std::vector<pid_t> found;
  std::vector<pid_t> to_visit{getpid()};
  while (!to_visit.empty()) {
    const pid_t parent = to_visit.back();
    to_visit.pop_back();
    const auto [first, last] = children.equal_range(parent);
    for (auto it = first; it != last; ++it) {
      found.push_back(it->second);
      to_visit.push_back(it->second);
    }
  }
  return found;
}

void stop_descendants(std::chrono::milliseconds grace) {
  reap_ended_children();
  std::vector<pid_t> left = descendants();
  if (left.empty()) return;
  for (const pid_t pid : left) kill(pid, SIGTERM);
  const auto deadline = std::chrono::steady_clock::now() + grace;
  while (!left.empty() && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    reap_ended_children();
    left = descendants();
  }
  // A process may start another between the scan and the kill: scan again until none is left.
  for (int round = 0; round < 50 && !left.empty(); ++round) {
    for (const pid_t pid : left) kill(pid, SIGKILL);
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    reap_ended_children();
    left = descendants();
  }
}

}  // namespace kit
