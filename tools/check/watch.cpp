// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// kit check --watch: check again on every save of a file of the lesson folder.
#include "check_internal.hpp"

#include <poll.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <iostream>
#include <thread>

namespace kit::checking {

namespace {

bool ignored_file_name(const std::string& name) {
  return name.empty() || name[0] == '.' || name[0] == '#' || name.back() == '~' ||
         (name.size() > 4 && (name.substr(name.size() - 4) == ".swp" || name.substr(name.size() - 4) == ".swx"));
}

}  // namespace

int watch(const fs::path& root, const fs::path& build_dir, const Lesson& lesson, const std::vector<Lesson>& lessons,
          const CheckSettings& settings) {
  const int inotify = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  if (inotify < 0) throw CheckError{kExitKitBroken, std::string("inotify: ") + std::strerror(errno)};
  const std::uint32_t events = IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB;
  if (inotify_add_watch(inotify, lesson.folder.c_str(), events) < 0) {
    throw CheckError{kExitKitBroken, "cannot watch " + lesson.folder.string() + ": " + std::strerror(errno)};
  }
  const fs::path hints = lesson.folder / "hints";
  if (fs::is_directory(hints)) inotify_add_watch(inotify, hints.c_str(), events);

  // Reads the pending events; the name of a changed file that matters, or "".
  auto drain = [&]() {
    std::string changed;
    alignas(inotify_event) char buffer[8192];
    while (true) {
      const ssize_t size = read(inotify, buffer, sizeof buffer);
      if (size <= 0) break;
      for (ssize_t at = 0; at < size;) {
        const auto* event = reinterpret_cast<const inotify_event*>(buffer + at);
        const std::string name = event->len > 0 ? event->name : "";
        if (!ignored_file_name(name)) changed = name;
        at += static_cast<ssize_t>(sizeof(inotify_event) + event->len);
      }
    }
    return changed;
  };

  try {
    check_once(root, build_dir, lesson, lessons, settings);
  } catch (const CheckError& error) {
    if (error.exit_code == 130) return kExitPass;
    std::cout << "kit check: " << error.message << '\n';
  }
  // With SIGPIPE ignored (kit_main.cpp), a closed output shows as a failed stream: stop then.
  while (!interrupted && std::cout) {
    if (korean) {
      std::cout << "\n"
                << fs::proximate(lesson.folder, root).string()
                << " 의 변경을 지켜보는 중 (파일을 저장하면 다시 검사합니다; 멈추려면 Ctrl-C)" << std::endl;
    } else {
      std::cout << "\nwatching " << fs::proximate(lesson.folder, root).string()
                << " for changes (save a file to check again; Ctrl-C to stop)" << std::endl;
    }
    std::string changed;
    while (!interrupted && changed.empty()) {
      pollfd waiting{inotify, POLLIN, 0};
      if (poll(&waiting, 1, 500) > 0) changed = drain();
    }
    if (interrupted) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));  // editors write a file in several steps
    drain();
    std::cout << "\n" << changed << say(" changed: checking again\n", " 변경됨: 다시 검사합니다\n") << std::endl;
    try {
      check_once(root, build_dir, lesson, lessons, settings);
    } catch (const CheckError& error) {
      if (error.exit_code == 130) break;
      std::cout << "kit check: " << error.message << '\n';
    }
  }
  close(inotify);
  std::cout << say("\nkit check: watch stopped.", "\nkit check: 지켜보기를 멈췄습니다.") << std::endl;
  return kExitPass;
}

}  // namespace kit::checking
