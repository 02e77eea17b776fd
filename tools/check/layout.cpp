// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// kit check and kit hint: the language they speak, Ctrl-C, writing files, and the
// kit's layout (its folder, the lessons, their steps).
#include "check_internal.hpp"

#include <signal.h>

#include <cctype>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <stdexcept>

#include "process_tree.hpp"

namespace kit::checking {

// ---------------------------------------------------------------- language

/// Whether kit check and kit hint speak Korean (set once, at the start of a command).
bool korean = false;

/// Korean for --lang ko, English for --lang en; otherwise what the locale says:
/// the first of LC_ALL, LC_MESSAGES, LANG that is set decides (POSIX's order).
bool korean_wanted(const std::string& language) {
  if (!language.empty()) return language == "ko";
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(name);
    if (value != nullptr && *value != '\0') return std::strncmp(value, "ko", 2) == 0;
  }
  return false;
}

/// "lesson 01" or "01강".
std::string lesson_word(const std::string& number) { return korean ? number + "강" : "lesson " + number; }

/// "step 2" or "2단계" (as the Korean lesson pages number their steps).
std::string step_word(int number) {
  return korean ? std::to_string(number) + "단계" : "step " + std::to_string(number);
}

// ---------------------------------------------------------------- Ctrl-C

volatile std::sig_atomic_t interrupted = 0;

namespace {
extern "C" void on_interrupt(int) { interrupted = 1; }
}  // namespace

void install_interrupt_handler() {
  struct sigaction action {};
  action.sa_handler = on_interrupt;  // no SA_RESTART: poll() and sleeps wake up
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  // The compilers ninja starts sit in process groups of their own: once ninja is
  // stopped they become the kit's children, so that run_untrusted() can end them.
  adopt_orphans();
}

// ---------------------------------------------------------------- files

void write_all(const fs::path& path, const std::string& text) {
  std::error_code ignored;
  fs::create_directories(path.parent_path(), ignored);
  const fs::path temporary = path.string() + ".tmp";
  {
    std::ofstream out(temporary);
    out << text;
    out.flush();
    if (!out) throw CheckError{kExitKitBroken, "cannot write " + temporary.string()};
  }
  fs::rename(temporary, path);
}

std::string shell_quoted(const std::string& text) { return shared::shell_quoted(text); }

// ---------------------------------------------------------------- the kit's layout

/// The kit's folder, found as every subcommand finds it (tools/lib/layout.hpp),
/// with kit check's exit code for a usage error.
fs::path find_root(const std::string& given) {
  try {
    return shared::find_root(given);
  } catch (const shared::LayoutError& error) {
    throw CheckError{kExitUsage, error.what()};
  }
}

/// The lessons with an exercise (a stageNN.cpp), in order.
/// "1", "01" or "1-naive" -> "01"; empty if it is not a lesson number.
std::string lesson_number(const std::string& text) {
  std::string digits;
  for (const char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) break;
    digits += c;
  }
  if (digits.empty() || digits.size() > 2) return "";
  return digits.size() == 1 ? "0" + digits : digits;
}

const Lesson& lesson_by_number(const std::vector<Lesson>& lessons, const std::string& text) {
  const std::string number = lesson_number(text);
  for (const Lesson& lesson : lessons) {
    if (lesson.number == number) return lesson;
  }
  std::string known;
  for (const Lesson& lesson : lessons) known += (known.empty() ? "" : ", ") + lesson.number;
  throw CheckError{kExitUsage, "no lesson " + text + " with an exercise (lessons: " + known + ")"};
}

namespace {

/// Replaces the step titles by those of steps.ko.tsv (`K<TAB>Title`), when it exists.
/// A separate file, not a 4th column, so that steps.tsv keeps its one format and
/// the Korean titles sit beside the other Korean twins (`*.ko.*`).
void add_korean_titles(const Lesson& lesson, std::vector<Step>& steps) {
  const fs::path file = lesson.folder / "steps.ko.tsv";
  if (!fs::exists(file)) return;
  int line_number = 0;
  for (const std::string& line : lines_of(read_all(file))) {
    ++line_number;
    if (line.empty() || line[0] == '#') continue;
    const std::size_t tab = line.find('\t');
    const int number = tab == std::string::npos ? 0 : std::atoi(line.substr(0, tab).c_str());
    if (number < 1 || number > static_cast<int>(steps.size()) || tab + 1 >= line.size()) {
      throw CheckError{kExitKitBroken, file.string() + ":" + std::to_string(line_number) +
                                           ": expected K<TAB>Title with K a step of steps.tsv (1 to " +
                                           std::to_string(steps.size()) + ")"};
    }
    steps[static_cast<std::size_t>(number - 1)].title = line.substr(tab + 1);
  }
}

}  // namespace

/// The steps of a lesson, from its steps.tsv (`K<TAB>FILTER<TAB>Title`), with
/// the titles in the chosen language.
std::vector<Step> lesson_steps(const Lesson& lesson) {
  std::vector<Step> steps;
  try {
    steps = shared::read_steps(lesson);
  } catch (const std::runtime_error& error) {
    throw CheckError{kExitKitBroken, error.what()};
  }
  // "Step 2: digit_fits()" is shown as "step 2: digit_fits()", not "step 2: Step 2: ...".
  for (Step& step : steps) {
    const std::string prefix = "Step " + std::to_string(step.number) + ": ";
    if (step.title.rfind(prefix, 0) == 0) step.title = step.title.substr(prefix.size());
  }
  if (korean) add_korean_titles(lesson, steps);
  return steps;
}

fs::path default_build_dir(const fs::path& root, bool sanitize, const std::string& given) {
  if (!given.empty()) return fs::absolute(given).lexically_normal();
  return root / "build" / (sanitize ? "student-asan" : "dev");
}

}  // namespace kit::checking
