// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit class`: the sandbox every program of a student runs in (see class.hpp).
#include <unistd.h>

#include <cstdlib>

#include "class.hpp"

namespace kit::classroom {

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

/// The sandbox every program of a student runs in (bubblewrap): new PID, network, IPC and
/// UTS namespaces; a file system of only the system's programs and libraries, the kit's
/// public parts, the student's source (read-only) and their build folder; a private /tmp
/// and /dev/shm; then setpriv makes it the student's user with no capabilities.
std::vector<std::string> sandbox_command(const fs::path& root, const fs::path& work, const fs::path& self,
                                         const std::map<std::string, LessonKit>& kits, const fs::path& slot,
                                         uid_t uid) {
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
  for (const char* part : {"common", "lessons", "tests/data"}) read_only(root / part);
  for (const auto& [number, kit] : kits) {
    for (const fs::path& input : kit.inputs) read_only(input);
  }
  read_only(self);
  read_only(work / "timed-puzzles.txt");
  read_only(work / "backtracking-puzzle.txt");
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

}  // namespace kit::classroom
