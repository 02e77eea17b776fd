// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit class`: what the instructor's own build gives each lesson (see class.hpp).
#include <nlohmann/json.hpp>

#include "class.hpp"

namespace kit::classroom {

/// `nodes=.. checks=..` of a --stats line in a log.
std::string counters_in(const std::string& log) {
  for (const std::string& line : lines_of(log)) {
    if (line.rfind("nodes=", 0) == 0) return line.substr(0, line.find(" time_us="));
  }
  return "";
}

/// Splits a command line of CMake's (words separated by spaces, "..." around a word with spaces).
std::vector<std::string> split_command(const std::string& line) {
  std::vector<std::string> words;
  std::string word;
  bool quoted = false, any = false;
  for (const char c : line) {
    if (c == '"') {
      quoted = !quoted;
      any = true;
    } else if (c == ' ' && !quoted) {
      if (any) words.push_back(word);
      word.clear();
      any = false;
    } else {
      word += c;
      any = true;
    }
  }
  if (any) words.push_back(word);
  return words;
}

/// The tests GoogleTest's --gtest_list_tests prints: "Suite." lines, then "  Test  # comment" lines.
std::set<std::string> listed_tests(const std::string& text) {
  std::set<std::string> tests;
  std::string suite;
  for (const std::string& line : lines_of(text)) {
    if (line.empty()) continue;
    if (line[0] != ' ') {
      suite = line.substr(0, line.find_first_of(" \t"));
    } else {
      const std::size_t start = line.find_first_not_of(' ');
      tests.insert(suite + line.substr(start, line.find_first_of(" \t", start) - start));
    }
  }
  return tests;
}

/// The link command of `target` from the kit's build, with the student's object for the lesson's
/// library and "{OUTPUT}" for the program; the files it reads are added to `inputs`.
std::vector<std::string> link_command(const fs::path& base, const std::string& target, const std::string& number,
                                      std::vector<fs::path>& inputs) {
  const fs::path log = base / ("kit-class-" + target + ".commands");
  Limits limits;
  limits.wall_seconds = 60;
  run_program({"ninja", "-C", base.string(), "-t", "commands", "bin/" + target}, base, log, limits);
  std::vector<std::string> lines = lines_of(read_all(log));
  if (lines.empty()) throw UsageError{kExitKitBroken, "ninja gave no link command for " + target};
  std::string line = lines.back();
  if (line.rfind(": && ", 0) == 0) line = line.substr(5);
  if (line.size() >= 5 && line.compare(line.size() - 5, 5, " && :") == 0) line.resize(line.size() - 5);
  std::vector<std::string> words = split_command(line);
  for (std::size_t i = 0; i < words.size(); ++i) {
    std::error_code error;
    if (i > 0 && words[i - 1] == "-o") {
      words[i] = "{OUTPUT}";
    } else if (words[i].find("liblesson" + number + "_lib.a") != std::string::npos) {
      words[i] = "{OBJECT}";
    } else if (words[i][0] != '-' && fs::path(words[i]).is_relative() && fs::is_regular_file(base / words[i], error)) {
      words[i] = (base / words[i]).string();
      inputs.push_back(words[i]);
    }
  }
  return words;
}

/// `kit bench --json`'s report in a log that may hold more (its summary line after the JSON):
/// the first '{' at the start of a line to its matching '}'.
std::optional<nlohmann::json> bench_report(const std::string& log) {
  for (std::size_t start = 0; (start = log.find('{', start)) != std::string::npos; ++start) {
    if (start != 0 && log[start - 1] != '\n') continue;
    try {
      auto parsed =
          nlohmann::json::parse(log.begin() + static_cast<std::ptrdiff_t>(start), log.end(), nullptr, true, false);
      if (parsed.is_object()) return parsed;
    } catch (const std::exception&) {
    }
    // The JSON ends at the first line that is only "}": parse up to there.
    const std::size_t end = log.find("\n}", start);
    if (end == std::string::npos) continue;
    try {
      auto parsed = nlohmann::json::parse(log.substr(start, end + 2 - start));
      if (parsed.is_object()) return parsed;
    } catch (const std::exception&) {
    }
  }
  return std::nullopt;
}

std::optional<double> mean_us(const std::string& log, const std::string& stage) {
  const auto report = bench_report(log);
  if (!report) return std::nullopt;
  for (const auto& row : report->value("rows", nlohmann::json::array())) {
    if (row.value("stage", "") == stage && row.contains("mean_us") && row["mean_us"].is_number() &&
        row["mean_us"].get<double>() > 0)
      return row["mean_us"].get<double>();
  }
  return std::nullopt;
}

}  // namespace kit::classroom
