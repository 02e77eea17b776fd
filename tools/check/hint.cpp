// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// kit hint: the hints of a step, a stronger one each time.
#include "check_internal.hpp"

#include <algorithm>
#include <cstdlib>
#include <iostream>

namespace kit::checking {

/// The hints of one step, weakest first (blocks separated by a `---` line).
std::vector<std::string> read_hints(const Lesson& lesson, int step) {
  const fs::path english = lesson.folder / "hints" / ("step" + std::to_string(step) + ".txt");
  const fs::path in_korean = lesson.folder / "hints" / ("step" + std::to_string(step) + ".ko.txt");
  const fs::path file = korean && fs::exists(in_korean) ? in_korean : english;
  std::vector<std::string> hints;
  if (!fs::exists(file)) return hints;
  std::string block;
  auto flush = [&] {
    while (!block.empty() && block.back() == '\n') block.pop_back();
    std::size_t start = block.find_first_not_of('\n');
    if (start != std::string::npos) hints.push_back(block.substr(start));
    block.clear();
  };
  for (const std::string& line : lines_of(read_all(file))) {
    if (line == "---") {
      flush();
    } else {
      block += line + "\n";
    }
  }
  flush();
  return hints;
}

/// The hint written for the failure `diagnosis`: the section `[diagnosis]` of the
/// lesson's hints/diagnoses.txt (diagnoses.ko.txt in Korean), up to the next
/// `[id]` line; "" when there is none.
std::string diagnosis_hint(const Lesson& lesson, const std::string& diagnosis) {
  if (diagnosis.empty()) return "";
  const fs::path english = lesson.folder / "hints" / "diagnoses.txt";
  const fs::path in_korean = lesson.folder / "hints" / "diagnoses.ko.txt";
  const fs::path file = korean && fs::exists(in_korean) ? in_korean : english;
  std::string text;
  bool inside = false;
  for (const std::string& line : lines_of(read_all(file))) {
    const bool header = line.size() > 2 && line.front() == '[' && line.back() == ']';
    if (header) {
      if (inside) break;
      inside = line == "[" + diagnosis + "]";
      continue;
    }
    if (inside && !(text.empty() && line.empty())) text += line + "\n";
  }
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

std::vector<std::string> hints_for_failure(const Lesson& lesson, int step, const std::string& diagnosis) {
  std::vector<std::string> hints = read_hints(lesson, step);
  const std::string written = diagnosis_hint(lesson, diagnosis);
  if (!written.empty()) hints.insert(hints.begin(), written);
  return hints;
}

std::string recorded_diagnosis(const StateFile& hint_state, const Lesson& lesson, int step) {
  const std::string value = hint_state.get("lesson" + lesson.number + "-diagnosis").value_or("");
  const std::size_t space = value.find(' ');
  if (space == std::string::npos || std::atoi(value.substr(0, space).c_str()) != step) return "";
  return value.substr(space + 1);
}

void record_diagnosis(StateFile& hint_state, const Lesson& lesson, int step, const std::string& diagnosis) {
  const std::string key = "lesson" + lesson.number + "-diagnosis";
  const std::string value = std::to_string(step) + " " + diagnosis;
  if (hint_state.get(key).value_or("") == value) return;
  hint_state.set(key, value);
  hint_state.set(hint_key(lesson, step), "1");  // a new failure: its own hint comes first again
}

int run_hint(const HintSettings& settings) {
  korean = korean_wanted(settings.language);
  try {
    const fs::path root = find_root(settings.root);
    const std::vector<Lesson> lessons = shared::find_lessons(root);
    const fs::path build_dir = default_build_dir(root, false, settings.build_dir);
    StateFile state(state_dir(build_dir) / "hints.tsv");
    if (settings.reset) {
      if (settings.lesson.empty()) {
        state.erase_prefix("lesson");
      } else {
        state.erase_prefix("lesson" + lesson_by_number(lessons, settings.lesson).number + "-");
      }
      state.save();
      std::cout << say("kit hint: the hints start again from the weakest one\n",
                       "kit hint: 힌트를 가장 약한 것부터 다시 보여 줍니다\n");
      return kExitPass;
    }
    if (settings.lesson.empty()) throw CheckError{kExitUsage, "which lesson? e.g. kit hint 01 (or kit hint 01 2)"};
    const Lesson& lesson = lesson_by_number(lessons, settings.lesson);
    const std::vector<Step> steps = lesson_steps(lesson);
    int step = settings.step;
    if (step == 0) {  // the step the last kit check stopped at
      const StateFile progress_state(state_dir(build_dir) / "progress.tsv");
      const auto progress = recorded_progress(progress_state, lesson.number);
      step = progress && progress->passed < progress->total ? progress->passed + 1 : 1;
    }
    if (step < 1 || step > static_cast<int>(steps.size())) {
      throw CheckError{kExitUsage, "lesson " + lesson.number + " has steps 1 to " + std::to_string(steps.size())};
    }
    const std::vector<std::string> hints = hints_for_failure(lesson, step, recorded_diagnosis(state, lesson, step));
    if (hints.empty())
      throw CheckError{kExitUsage, "no hints for lesson " + lesson.number + " step " + std::to_string(step)};
    const std::string key = hint_key(lesson, step);
    const int shown = std::atoi(state.get(key).value_or("0").c_str());
    const int next = std::min(shown + 1, static_cast<int>(hints.size()));
    state.set(key, std::to_string(next));
    state.save();
    std::cout << lesson_word(lesson.number) << say(", ", " ") << step_word(step) << " ("
              << steps[static_cast<std::size_t>(step - 1)].title << say("): hint ", "): 힌트 ") << next
              << say(" of ", "/") << hints.size() << "\n\n"
              << indent(hints[static_cast<std::size_t>(next - 1)], "  ") << '\n';
    const fs::path page = korean && fs::exists(lesson.folder / "README.ko.md") ? lesson.folder / "README.ko.md"
                                                                               : lesson.folder / "README.md";
    if (next < static_cast<int>(hints.size())) {
      if (korean) {
        std::cout << "(더 강한 힌트를 보려면 kit hint " << lesson.number << ' ' << step << " 를 다시 실행하세요)\n";
      } else {
        std::cout << "(run kit hint " << lesson.number << ' ' << step << " again for a stronger hint)\n";
      }
    } else {
      std::cout << say("(that was the last hint; the lesson page explains the step: ",
                       "(마지막 힌트였습니다. 이 단계는 레슨 페이지에서 설명합니다: ")
                << fs::proximate(page, root).string()
                << say("; kit hint --reset starts over)\n", "; 처음부터 다시 보려면 kit hint --reset)\n");
    }
    std::cout.flush();
    if (!std::cout) {
      std::cerr << "kit hint: cannot write the output\n";
      return kExitKitBroken;
    }
    return kExitPass;
  } catch (const CheckError& error) {
    std::cerr << "kit hint: " << error.message << '\n';
    return error.exit_code;
  }
}

}  // namespace kit::checking
