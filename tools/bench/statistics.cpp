// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit bench`: the figures of a measurement, and the machine they come from (see bench.hpp).
#include <algorithm>
#include <cmath>
#include <fstream>
#include <thread>

#include "bench.hpp"

namespace kit::bench {

namespace {

double median_of(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  if (n == 0) return 0;
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

/// Nearest-rank percentile `p` (0 < p <= 100) of `values`.
double percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const auto rank = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(values.size())));
  return values[std::max<std::size_t>(rank, 1) - 1];
}

}  // namespace

Row summarize(const Measurement& m) {
  Row row;
  row.stage = m.stage;
  row.data_set = m.data_set;
  row.file = m.file;
  row.puzzles = m.puzzles;
  row.run = m.records.size();
  row.not_run = m.puzzles - row.run;
  for (std::size_t i = 0; i < m.records.size(); ++i) {
    const PuzzleRecord& r = m.records[i];
    if (r.wrong) ++row.wrong;
    if (r.outcome == "solved") ++row.solved;
    if (r.outcome == "no solution") ++row.no_solution;
    if (r.outcome == "limit reached") ++row.limit;
    row.total_nodes += r.nodes;
    row.total_checks += r.checks;
    row.total_guesses += r.guesses;
    row.puzzle_us.push_back(median_of(m.times[i]));
    row.total_us += row.puzzle_us.back();
  }
  if (row.run > 0) {
    const auto n = static_cast<double>(row.run);
    row.mean_us = row.total_us / n;
    row.median_us = percentile(row.puzzle_us, 50);
    row.p90_us = percentile(row.puzzle_us, 90);
    row.puzzles_per_s = row.total_us > 0 ? n * 1e6 / row.total_us : 0;
    row.mean_nodes = static_cast<double>(row.total_nodes) / n;
    row.mean_checks = static_cast<double>(row.total_checks) / n;
    row.mean_guesses = static_cast<double>(row.total_guesses) / n;
  }
  return row;
}

void add_speedups(std::vector<Row>& rows, const std::vector<Measurement>& measurements) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto base = std::find_if(rows.begin(), rows.end(), [&](const Row& r) { return r.file == rows[i].file; });
    const std::size_t b = static_cast<std::size_t>(base - rows.begin());
    const std::size_t common = std::min(rows[i].run, base->run);
    double base_us = 0, this_us = 0;
    bool capped = false;
    for (std::size_t p = 0; p < common; ++p) {
      base_us += base->puzzle_us[p];
      this_us += rows[i].puzzle_us[p];
      capped = capped || measurements[b].records[p].outcome == "limit reached" ||
               measurements[i].records[p].outcome == "limit reached";
    }
    if (common > 0 && this_us > 0 && base_us > 0) rows[i].speedup = base_us / this_us;
    rows[i].speedup_capped = capped && i != b;
  }
}

void cross_check(const std::vector<Measurement>& measurements, std::vector<Row>& rows, const std::vector<DataSet>& sets,
                 std::vector<std::string>& problems) {
  for (std::size_t i = 0; i < measurements.size(); ++i) {
    const Measurement& m = measurements[i];
    const DataSet& set = *std::find_if(
        sets.begin(), sets.end(), [&](const DataSet& s) { return s.name == m.data_set && s.path.string() == m.file; });
    for (std::size_t p = 0; p < m.records.size(); ++p) {
      if (m.records[p].outcome != "no solution") continue;
      for (const Measurement& other : measurements) {
        if (other.file != m.file || p >= other.records.size()) continue;
        const PuzzleRecord& r = other.records[p];
        if (r.outcome == "solved" && !r.wrong) {
          problems.push_back("WRONG ANSWER: " + m.stage + " on " + m.file + ":" + std::to_string(set.lines[p]) +
                             ": says 'no solution' but " + other.stage + " solved it");
          ++rows[i].wrong;
          break;
        }
      }
    }
  }
}

std::string cpu_model() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("model name", 0) == 0) {
      const auto colon = line.find(':');
      if (colon != std::string::npos) return trim(line.substr(colon + 1));
    }
  }
  return "unknown processor";
}

std::string compiler() {
#if defined(__clang__)
  return std::string("clang ") + __clang_version__;
#elif defined(__GNUC__)
  return std::string("g++ ") + __VERSION__;
#else
  return "unknown compiler";
#endif
}

std::string build_type() {
#ifdef KIT_BUILD_TYPE
  return KIT_BUILD_TYPE;
#else
  return "unknown";
#endif
}

std::string machine_line() {
  return cpu_model() + ", " + std::to_string(std::thread::hardware_concurrency()) + " cores; " + compiler() + ", " +
         build_type() + " build";
}

std::string limits_line(const Settings& s) {
  char text[200];
  std::snprintf(text, sizeof text,
                "limits per puzzle: %llu nodes, %g s; budget per stage and data set: %g s; %d pass%s%s",
                static_cast<unsigned long long>(s.max_nodes), s.time_limit, s.budget, s.repeat,
                s.repeat == 1 ? "" : "es (median)", s.no_warmup ? "" : " after a warm-up");
  const std::string clock = s.wall_time ? "; times: wall clock" : "; times: CPU time";
  // Only when not the default, so that a default table reads as before.
  if (s.jobs > 1)
    return std::string(text) + clock + "; --jobs " + std::to_string(s.jobs) + " (times per puzzle with shared cores)";
  return text + clock;
}

}  // namespace kit::bench
