// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Reading a step's GoogleTest report and judging it (see step_report.hpp).
#include "step_report.hpp"

#include <nlohmann/json.hpp>

#include "text.hpp"

namespace kit::shared {

/// GoogleTest's JSON writes each byte of a UTF-8 message as its own \u00XX, so
/// after parsing, "—" is three Latin-1 characters. Turns them back into the bytes
/// they stand for (text with any character above U+00FF is left as it is).
namespace {

std::string gtest_json_text(const std::string& parsed) {
  std::string bytes;
  for (std::size_t i = 0; i < parsed.size(); ++i) {
    const auto c = static_cast<unsigned char>(parsed[i]);
    if (c < 0x80) {
      bytes += static_cast<char>(c);
    } else if ((c == 0xC2 || c == 0xC3) && i + 1 < parsed.size()) {
      const auto next = static_cast<unsigned char>(parsed[++i]);
      bytes += static_cast<char>(((c & 0x03) << 6) | (next & 0x3F));
    } else {
      return parsed;
    }
  }
  return bytes;
}

}  // namespace

StepReport read_step_report(const fs::path& json) {
  StepReport report;
  nlohmann::json parsed;
  std::error_code error;
  if (!fs::is_regular_file(json, error)) {
    report.problem = "no report file";
    return report;
  }
  const std::string text = read_all(json);
  if (text.empty()) {
    report.problem = "an empty report";
    return report;
  }
  try {
    parsed = nlohmann::json::parse(text);
  } catch (const std::exception&) {
    report.problem = "a report that is not JSON";
    return report;
  }
  if (!parsed.is_object()) {
    report.problem = "a report that is not GoogleTest's";
    return report;
  }
  report.readable = true;
  try {
    report.tests = parsed.value("tests", 0);
  } catch (const std::exception&) {
    report.tests = 0;
  }
  try {
    for (const auto& suite : parsed.value("testsuites", nlohmann::json::array())) {
      for (const auto& test : suite.value("testsuite", nlohmann::json::array())) {
        if (!test.is_object()) continue;
        if (!test.contains("failures")) {
          if (test.value("status", "") == "RUN" && test.value("result", "") == "COMPLETED")
            report.completed.insert(suite.value("name", "") + "." + test.value("name", ""));
          continue;
        }
        Failure failure;
        failure.test = suite.value("name", "") + "." + test.value("name", "");
        for (const auto& item : test["failures"]) {
          failure.message += (failure.message.empty() ? "" : "\n") + gtest_json_text(item.value("failure", ""));
        }
        report.failures.push_back(failure);
      }
    }
  } catch (const std::exception&) {  // JSON, but not in GoogleTest's shape
    report = StepReport{};
    report.problem = "a report that is not GoogleTest's";
  }
  return report;
}

std::string step_verdict(const StepReport& report, const std::set<std::string>& expected, int exit_code) {
  if (!report.readable) {
    return report.problem.empty() ? "exit code " + std::to_string(exit_code) + " without a GoogleTest report"
                                  : "exit code " + std::to_string(exit_code) + ", " + report.problem;
  }
  for (const std::string& test : expected) {
    const auto found = report.completed.find(test);
    if (found == report.completed.end()) return "the report does not show " + test + " run to its end";
  }
  if (report.tests != static_cast<int>(expected.size()))
    return "the report holds " + std::to_string(report.tests) + " tests, the step has " +
           std::to_string(expected.size());
  if (exit_code != 0) return "exit code " + std::to_string(exit_code) + " although every test passed";
  return "";
}

}  // namespace kit::shared
