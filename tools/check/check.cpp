// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit check` and `kit hint`: the student's loop (like `rustlings watch`).
//
//   kit check [NN] [--watch] [--sanitize] [--lang ko|en]   build lesson NN, run its steps in order
//   kit hint NN [STEP] [--reset] [--lang ko|en]            hints for a step, stronger each time
//
// Both speak Korean when the locale says so (the first set of LC_ALL, LC_MESSAGES,
// LANG starts with "ko") or with --lang ko (--lang en forces English): their own
// lines, the step titles (lessons/NN-*/steps.ko.tsv, `K<TAB>Title`, beside the
// steps.tsv it translates; a step it lacks keeps its English title) and the hints
// (hints/stepK.ko.txt, else stepK.txt). What the test programs and the stages
// print is passed on as it is, in every language.
//
// `kit check` builds the lesson's targets in the student's build folder (build/dev,
// or build/student-asan with --sanitize; configured first if needed). When the
// build fails it shows the compiler's first error and runs nothing: the binaries
// on disk would test the old code. Then it runs the steps of lessons/NN-*/steps.tsv
// in order (`K<TAB>GTEST_FILTER<TAB>Title`), each as one run of the lesson's
// GoogleTest program with that filter and JSON output, and stops at the first
// step that fails: its messages, its first hint, and the later steps as "not yet".
// Last, the student's counters beside the reference's on a puzzle that
// backtracks, and the progress over all lessons.
//
// The student's code is untrusted: every program it builds runs in its own
// process group with a wall-clock limit, a CPU-time limit and (without the
// sanitizers, which reserve huge address ranges) an address-space limit, so a
// stage that loops or eats memory cannot hang `kit check`.
//
// Exit codes of `kit check`: 0 every step passes; 1 a step fails (also when its
// program crashes or runs out of time); 2 usage error, no such lesson, or the
// lesson does not build; 3 the kit itself is broken (no steps file, a filter that
// matches no test, a build folder that cannot be configured).
// `kit check --watch` runs until Ctrl-C and then exits 0.
// `kit hint`: 0 a hint was shown (or the count reset), 2 usage error / no hints.
#include <cstdlib>
#include <iostream>
#include <memory>

#include "check_internal.hpp"
#include "kit.hpp"

namespace kit {

namespace checking {
namespace {

int run_check(const CheckSettings& settings) {
  korean = korean_wanted(settings.language);
  try {
    const fs::path root = find_root(settings.root);
    const std::vector<Lesson> lessons = shared::find_lessons(root);
    if (lessons.empty()) throw CheckError{kExitKitBroken, "no lessons with an exercise under " + root.string()};
    const fs::path build_dir = default_build_dir(root, settings.sanitize, settings.build_dir);
    const StateFile state(state_dir(build_dir) / "progress.tsv");
    const Lesson& lesson =
        settings.lesson.empty() ? current_lesson(lessons, state) : lesson_by_number(lessons, settings.lesson);
    install_interrupt_handler();
    // The test programs print their diagnoses in kit check's language (common/testing/messages.hpp).
    setenv("SUDOKU_KIT_LANG", korean ? "ko" : "en", 1);
    if (settings.watch) return watch(root, build_dir, lesson, lessons, settings);
    const int code = check_once(root, build_dir, lesson, lessons, settings);
    std::cout.flush();
    if (!std::cout) {
      std::cerr << "kit check: cannot write the output\n";
      return kExitKitBroken;
    }
    return code;
  } catch (const CheckError& error) {
    std::cout << '\n';
    std::cout.flush();
    std::cerr << "kit check: " << error.message << '\n';
    return error.exit_code;
  } catch (const fs::filesystem_error& error) {
    std::cerr << "kit check: " << error.what() << '\n';
    return kExitKitBroken;
  }
}

}  // namespace
}  // namespace checking

void add_check_command(CLI::App& app, int& exit_code) {
  using namespace checking;
  auto settings = std::make_shared<CheckSettings>();
  CLI::App* check = app.add_subcommand(
      "check",
      "build a lesson and run its steps in order: progress, the first failing step with its hint, your counters "
      "beside the reference's. Exit codes: 0 all steps pass, 1 a step fails, 2 usage or build error, 3 kit "
      "broken; --watch ends with 0 on Ctrl-C");
  check->add_option("lesson", settings->lesson, "lesson number, e.g. 01 (default: the first lesson not done)");
  check->add_flag("--watch", settings->watch, "check again on every save of the lesson's files, until Ctrl-C");
  check->add_flag("--sanitize", settings->sanitize,
                  "build and test in build/student-asan (AddressSanitizer + UndefinedBehaviorSanitizer)");
  check->add_option("--root", settings->root, "the kit's folder (default: found from the working folder)");
  check->add_option("--build-dir", settings->build_dir, "build folder (default build/dev, or build/student-asan)");
  check->add_option("--time-limit", settings->time_limit, "seconds each step's test program may run (default 300)")
      ->check(CLI::PositiveNumber);
  check->add_option("--memory-limit", settings->memory_mb, "megabytes of address space per test program (default 2048)")
      ->check(CLI::PositiveNumber);
  check->add_option("--lang", settings->language, "ko or en: the language of kit check's lines (default: the locale)")
      ->check(CLI::IsMember({"ko", "en"}));
  check->callback([settings, &exit_code] { exit_code = run_check(*settings); });

  auto hint_settings = std::make_shared<HintSettings>();
  CLI::App* hint = app.add_subcommand(
      "hint", "print a hint for a lesson step; each call gives a stronger one (exit 0, or 2 on a usage error)");
  hint->add_option("lesson", hint_settings->lesson, "lesson number, e.g. 01");
  hint->add_option("step", hint_settings->step, "step number (default: the step kit check stopped at)")
      ->check(CLI::PositiveNumber);
  hint->add_flag("--reset", hint_settings->reset, "start again from the weakest hint (of the lesson, or of all)");
  hint->add_option("--root", hint_settings->root, "the kit's folder (default: found from the working folder)");
  hint->add_option("--build-dir", hint_settings->build_dir, "build folder that keeps the count (default build/dev)");
  hint->add_option("--lang", hint_settings->language, "ko or en: the language of the hint (default: the locale)")
      ->check(CLI::IsMember({"ko", "en"}));
  hint->callback([hint_settings, &exit_code] { exit_code = run_hint(*hint_settings); });
}

}  // namespace kit
