// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// A memory limit on a group of processes (see memory_group.hpp).
#include "memory_group.hpp"

#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <thread>

#include "text.hpp"

namespace kit::shared {

namespace {

bool write_text(const fs::path& file, const std::string& text) {
  std::ofstream out(file);
  out << text;
  out.flush();
  return static_cast<bool>(out);
}

/// A hierarchy we may make groups in, with the memory controller: (folder, is v2).
std::optional<std::pair<fs::path, bool>> memory_hierarchy(std::string& why) {
  std::error_code error;
  for (const char* folder : {"/sys/fs/cgroup", "/sys/fs/cgroup/unified"}) {
    const fs::path controllers = fs::path(folder) / "cgroup.controllers";
    if (!fs::exists(controllers, error)) continue;
    std::istringstream names(read_all(controllers));
    std::string name;
    bool memory = false;
    while (names >> name) memory = memory || name == "memory";
    if (!memory) continue;
    // Children get the memory controller only when their parent hands it down.
    write_text(fs::path(folder) / "cgroup.subtree_control", "+memory");
    if (access(folder, W_OK) == 0) return std::make_pair(fs::path(folder), true);
  }
  const fs::path v1 = "/sys/fs/cgroup/memory";
  if (fs::exists(v1 / "memory.limit_in_bytes", error) && access(v1.c_str(), W_OK) == 0)
    return std::make_pair(v1, false);
  why =
      "no writable cgroup with a memory controller (cgroup v2 /sys/fs/cgroup or /sys/fs/cgroup/unified, or v1 "
      "/sys/fs/cgroup/memory)";
  return std::nullopt;
}

}  // namespace

std::unique_ptr<MemoryGroup> MemoryGroup::create(const std::string& name, std::size_t mb, std::string& why) {
  const auto hierarchy = memory_hierarchy(why);
  if (!hierarchy) return nullptr;
  const fs::path folder = hierarchy->first / name;
  std::error_code error;
  fs::remove(folder, error);  // a group of the same name left by a killed run (empty: rmdir)
  if (!fs::create_directory(folder, error)) {
    why = "cannot create " + folder.string() + ": " + error.message();
    return nullptr;
  }
  std::unique_ptr<MemoryGroup> group(new MemoryGroup(folder, hierarchy->second));
  const std::string bytes = std::to_string(static_cast<unsigned long long>(mb) << 20);
  bool limited = false;
  if (group->v2_) {
    limited = write_text(folder / "memory.max", bytes);
    write_text(folder / "memory.swap.max", "0");
  } else {
    limited = write_text(folder / "memory.limit_in_bytes", bytes);
    write_text(folder / "memory.memsw.limit_in_bytes", bytes);  // memory and swap together: no swap
  }
  if (!limited || !fs::exists(group->procs(), error)) {
    why = "cannot set the memory limit of " + folder.string();
    return nullptr;
  }
  return group;
}

long MemoryGroup::oom_kills() const {
  // v2: memory.events "oom_kill N"; v1: memory.oom_control "oom_kill N" (older kernels: memory.failcnt).
  for (const std::string& line : lines_of(read_all(folder_ / (v2_ ? "memory.events" : "memory.oom_control")))) {
    if (line.rfind("oom_kill ", 0) == 0) return std::atol(line.c_str() + 9);
  }
  return v2_ ? 0 : std::atol(read_all(folder_ / "memory.failcnt").c_str());
}

MemoryGroup::~MemoryGroup() {
  for (int round = 0; round < 50; ++round) {
    std::istringstream pids(read_all(procs()));
    bool any = false;
    for (long pid = 0; pids >> pid;) {
      any = true;
      kill(static_cast<pid_t>(pid), SIGKILL);
    }
    std::error_code error;
    if (!any && fs::remove(folder_, error)) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

}  // namespace kit::shared
