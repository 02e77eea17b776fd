// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file step_report.hpp
/// \brief A lesson step's GoogleTest JSON report, and the verdict on it that
/// `kit check` and `kit class` both give.
#pragma once

#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace kit::shared {

namespace fs = std::filesystem;

/// A GoogleTest failure: Suite.Test and its message.
struct Failure {
  std::string test;
  std::string message;
};

/// What one step's GoogleTest JSON report says.
struct StepReport {
  bool readable = false;  // false: no report (the program died before writing it), see `problem`
  std::string problem;    // why it is not readable: missing, empty, not JSON
  int tests = 0;
  std::vector<Failure> failures;
  std::set<std::string> completed;  // Suite.Test of every test that ran to its end without a failure
};

StepReport read_step_report(const fs::path& json);

/// Why a step's report does not prove a pass, in words; empty when it does. A pass needs
/// a readable report that shows every test of the step (`expected`, Suite.Test) run to
/// its end, no test more, and the program's exit code 0.
std::string step_verdict(const StepReport& report, const std::set<std::string>& expected, int exit_code);

}  // namespace kit::shared
