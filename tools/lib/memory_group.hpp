// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file memory_group.hpp
/// \brief A memory limit on all of a student's processes together (a cgroup), for `kit class`.
#pragma once

#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>

namespace kit::shared {

namespace fs = std::filesystem;

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

}  // namespace kit::shared
