// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// kit check's report: the steps in order, the first failure with its message and
// hint, the counters beside the reference's, the progress over the lessons.
#include "check_internal.hpp"

#include <unistd.h>

#include <iomanip>
#include <iostream>

namespace kit::checking {

// ---------------------------------------------------------------- kit check

namespace {

void print_progress(const std::vector<Lesson>& lessons, const StateFile& state, const std::string& current) {
  std::cout << say("\nprogress:\n", "\n진행 상황:\n");
  for (const Lesson& lesson : lessons) {
    std::string status = say("not started", "시작 전");
    if (const auto progress = recorded_progress(state, lesson.number)) {
      const std::string step = std::to_string(progress->passed + 1);
      const std::string total = std::to_string(progress->total);
      status = progress->passed >= progress->total ? say("done", "완료")
               : korean                            ? step + "/" + total + "단계"
                                                   : "step " + step + " of " + total;
    }
    std::cout << (lesson.number == current ? "  > " : "    ") << lesson_word(lesson.number) << "  " << std::left
              << std::setw(32) << lesson.name() << status << '\n';
  }
}

}  // namespace

const Lesson& current_lesson(const std::vector<Lesson>& lessons, const StateFile& state) {
  for (const Lesson& lesson : lessons) {
    const auto progress = recorded_progress(state, lesson.number);
    if (!progress || progress->passed < progress->total) return lesson;
  }
  return lessons.back();
}

int check_once(const fs::path& root, const fs::path& build_dir, const Lesson& lesson,
               const std::vector<Lesson>& lessons, const CheckSettings& settings) {
  const std::vector<Step> steps = lesson_steps(lesson);
  std::cout << "kit check: " << lesson_word(lesson.number) << " (" << lesson.name()
            << say("), build folder ", "), 빌드 폴더 ") << fs::proximate(build_dir, root).string()
            << (settings.sanitize ? " (AddressSanitizer + UBSan)" : "") << "\n";
  configure_if_needed(root, build_dir, settings.sanitize);
  if (!build_lesson(root, build_dir, lesson)) return kExitUsage;

  StateFile state(state_dir(build_dir) / "progress.tsv");
  std::cout << say("\nsteps:\n", "\n단계:\n");
  int passed = 0;
  std::optional<StepResult> failed;
  const Step* failed_step = nullptr;
  for (const Step& step : steps) {
    if (failed) {
      std::cout << say("  [not yet] ", "  [아직]  ") << step_word(step.number) << ": " << step.title << '\n';
      continue;
    }
    const bool terminal = isatty(STDOUT_FILENO) != 0;
    if (terminal) {
      std::cout << say("  [.......] ", "  [......]") << step_word(step.number) << ": " << step.title << '\r'
                << std::flush;
    }
    StepResult result = run_step(root, build_dir, lesson, step, settings);
    const char* mark = result.passed ? say("  [pass]    ", "  [통과]  ") : say("  [FAIL]    ", "  [실패]  ");
    std::cout << mark << step_word(step.number) << ": " << step.title << '\n';
    if (result.passed) {
      ++passed;
    } else {
      failed = std::move(result);
      failed_step = &step;
    }
  }
  state.set("lesson" + lesson.number, std::to_string(passed) + "/" + std::to_string(steps.size()));
  state.save();

  if (failed) {
    const Step& step = *failed_step;
    std::cout << "\n" << step_word(step.number) << say(" fails: ", " 실패: ") << step.title << "\n";
    if (!failed->problem.empty()) std::cout << "  " << failed->problem << '\n';
    const std::string notes = notable_output(failed->log);
    if (!notes.empty()) std::cout << say("  what your program said:\n", "  프로그램이 출력한 내용:\n") << notes;
    if (!failed->failures.empty()) {
      const Failure& first = failed->failures.front();
      std::cout << "\n" << first.test << ":\n" << indent(readable_message(first.message), "  ");
      // Every failure says how to run it again alone; a message that names its own case keeps its line.
      if (first.message.find("reproduce: ") == std::string::npos) {
        std::cout << "  reproduce: " << fs::proximate(build_dir, root).string() << "/bin/conformance_lesson"
                  << lesson.number << " --gtest_filter=" << shell_quoted(first.test) << '\n';
      }
      if (failed->failures.size() > 1) {
        if (korean) {
          std::cout << "  (이 단계에서 실패한 테스트 " << failed->failures.size() - 1 << "개 더:";
        } else {
          std::cout << "  (" << failed->failures.size() - 1 << " more failing test"
                    << (failed->failures.size() > 2 ? "s" : "") << " in this step:";
        }
        for (std::size_t i = 1; i < failed->failures.size() && i < 6; ++i) std::cout << ' ' << failed->failures[i].test;
        std::cout << (failed->failures.size() > 6 ? " ..." : "") << ")\n";
      }
    }
    std::cout << say("run this step alone: ", "이 단계만 실행하기: ") << fs::proximate(build_dir, root).string()
              << "/bin/conformance_lesson" << lesson.number << " --gtest_filter=" << shell_quoted(step.filter) << '\n';
    // The hint written for this failure's diagnosis first, then the step's graded
    // hints; kit hint goes on from here.
    StateFile hint_state(state_dir(build_dir) / "hints.tsv");
    record_diagnosis(hint_state, lesson, step.number, failed->diagnosis);
    const std::vector<std::string> hints = hints_for_failure(lesson, step.number, failed->diagnosis);
    if (!hints.empty()) {
      std::cout << say("\nhint 1 of ", "\n힌트 1/") << hints.size() << ":\n" << indent(hints.front(), "  ");
      if (hints.size() > 1) {
        std::cout << say("  (a stronger hint: kit hint ", "  (더 강한 힌트: kit hint ") << lesson.number << ' '
                  << step.number << ")\n";
      }
      if (!hint_state.get(hint_key(lesson, step.number))) hint_state.set(hint_key(lesson, step.number), "1");
    }
    hint_state.save();
  } else {
    if (korean) {
      std::cout << "\n" << lesson.number << "강의 " << steps.size() << "단계를 모두 통과했습니다: 연습 문제 완료.\n";
    } else {
      std::cout << "\nall " << steps.size() << " steps of lesson " << lesson.number << " pass: the exercise is done.\n";
    }
  }

  std::cout << say("\nyour counters beside the reference's, on a puzzle that backtracks:\n  ",
                   "\n백트래킹이 일어나는 퍼즐에서 내 카운터와 모범 답안의 카운터:\n  ")
            << kBacktrackingPuzzle << say("\n  yours:     ", "\n  내 코드:  ")
            << counters_of(root, build_dir, "lesson" + lesson.number, settings)
            << say("\n  reference: ", "\n  모범 답안: ")
            << counters_of(root, build_dir, "solution" + lesson.number, settings) << '\n';
  print_progress(lessons, state, lesson.number);
  return failed ? kExitStepFails : kExitPass;
}

}  // namespace kit::checking
