// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit bench`: the table as text, Markdown, CSV and JSON, through tools/lib's writer (see bench.hpp).
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <nlohmann/json.hpp>

#include "bench.hpp"
#include "table.hpp"

namespace kit::bench {

namespace {

/// The cells of one row, in the order of screen_table()'s header.
std::vector<std::string> row_cells(const Row& r) {
  const bool ran = r.run > 0;
  std::string speedup = r.speedup ? fixed(*r.speedup, *r.speedup >= 10 ? 1 : 2) + "x" : "-";
  if (r.speedup && r.speedup_capped) speedup += "*";
  return {r.stage,
          r.data_set,
          ran ? figure(r.mean_nodes) : "-",
          ran && r.total_checks > 0 ? figure(r.mean_checks) : "-",  // "-": the stage counts no checks
          ran ? figure(r.mean_guesses) : "-",
          speedup,
          ran ? figure(r.puzzles_per_s) : "-",
          ran ? figure(r.median_us) : "-",
          ran ? figure(r.p90_us) : "-",
          std::to_string(r.puzzles),
          std::to_string(r.solved),
          std::to_string(r.no_solution),
          std::to_string(r.limit),
          std::to_string(r.not_run),
          std::to_string(r.wrong)};
}

/// The table on screen and in Markdown: the stage and the data set, then the figures a
/// reader compares stages by (the work and the speed-up), the times, and last the counts
/// of outcomes, so that a page narrower than the table shows the key columns first.
shared::Table screen_table(const std::vector<Row>& rows) {
  shared::Table table;
  table.header = {"stage",    "data set",    "mean nodes", "mean checks", "mean guesses",
                  "speed-up", "puzzles/s",   "median µs",  "p90 µs",      "puzzles",
                  "solved",   "no solution", "limit hits", "not run",     "wrong"};
  for (const Row& r : rows) table.rows.push_back(row_cells(r));
  return table;
}

/// Names left, figures right.
std::vector<shared::Align> screen_alignment() {
  std::vector<shared::Align> align(15, shared::Align::right);
  align[0] = align[1] = shared::Align::left;
  return align;
}

bool any_capped(const std::vector<Row>& rows) {
  return std::any_of(rows.begin(), rows.end(), [](const Row& r) { return r.speedup_capped; });
}

const char* kCappedNote =
    "* a node or time limit stopped some of the compared puzzles: the speed-up compares capped times";

/// Six significant digits, the precision of the CSV and JSON figures.
std::string number(double value) {
  char text[64];
  std::snprintf(text, sizeof text, "%.6g", value);
  return text;
}

/// The same figure as a JSON number (null when it is not a finite number).
nlohmann::ordered_json json_number(double value) {
  const double rounded = std::strtod(number(value).c_str(), nullptr);
  return std::isfinite(rounded) ? nlohmann::ordered_json(rounded) : nlohmann::ordered_json(nullptr);
}

}  // namespace

std::string fixed(double value, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

std::string figure(double value) {
  if (value >= 100) return fixed(value, 0);
  if (value >= 10) return fixed(value, 1);
  return fixed(value, 2);
}

void print_table(const std::vector<Row>& rows, const Settings& settings) {
  shared::write_text(std::cout, screen_table(rows), screen_alignment());
  std::cout << '\n' << machine_line() << '\n' << limits_line(settings) << '\n';
  if (any_capped(rows)) std::cout << kCappedNote << '\n';
}

void print_markdown(const std::vector<Row>& rows, const Settings& settings) {
  shared::write_markdown(std::cout, screen_table(rows), screen_alignment());
  std::cout << '\n' << "Measured on " << machine_line() << "; " << limits_line(settings) << ".\n";
  if (any_capped(rows)) std::cout << '\n' << "\\" << kCappedNote << ".\n";
}

void print_csv(const std::vector<Row>& rows) {
  shared::Table table;
  table.header = {"stage",        "data_set",    "file",         "puzzles",       "solved",
                  "no_solution",  "limit_hits",  "not_run",      "wrong",         "puzzles_per_s",
                  "mean_us",      "median_us",   "p90_us",       "mean_nodes",    "mean_checks",
                  "mean_guesses", "total_nodes", "total_checks", "total_guesses", "speedup"};
  for (const Row& r : rows) {
    table.rows.push_back({r.stage,
                          r.data_set,
                          r.file,
                          std::to_string(r.puzzles),
                          std::to_string(r.solved),
                          std::to_string(r.no_solution),
                          std::to_string(r.limit),
                          std::to_string(r.not_run),
                          std::to_string(r.wrong),
                          number(r.puzzles_per_s),
                          number(r.mean_us),
                          number(r.median_us),
                          number(r.p90_us),
                          number(r.mean_nodes),
                          number(r.mean_checks),
                          number(r.mean_guesses),
                          std::to_string(r.total_nodes),
                          std::to_string(r.total_checks),
                          std::to_string(r.total_guesses),
                          r.speedup ? number(*r.speedup) : ""});
  }
  shared::write_csv(std::cout, table);
}

void print_json(const std::vector<Row>& rows, const Settings& settings, const std::vector<std::string>& problems) {
  nlohmann::ordered_json report;
  report["machine"] = machine_line();
  report["cpu"] = cpu_model();
  report["compiler"] = compiler();
  report["build_type"] = build_type();
  report["settings"] = {{"max_nodes", settings.max_nodes},
                        {"time_limit_s", json_number(settings.time_limit)},
                        {"budget_s", json_number(settings.budget)},
                        {"repeat", settings.repeat},
                        {"warmup", !settings.no_warmup}};
  report["rows"] = nlohmann::ordered_json::array();
  for (const Row& r : rows) {
    report["rows"].push_back({{"stage", r.stage},
                              {"data_set", r.data_set},
                              {"file", r.file},
                              {"puzzles", r.puzzles},
                              {"run", r.run},
                              {"not_run", r.not_run},
                              {"solved", r.solved},
                              {"no_solution", r.no_solution},
                              {"limit_hits", r.limit},
                              {"wrong", r.wrong},
                              {"puzzles_per_s", json_number(r.puzzles_per_s)},
                              {"mean_us", json_number(r.mean_us)},
                              {"median_us", json_number(r.median_us)},
                              {"p90_us", json_number(r.p90_us)},
                              {"mean_nodes", json_number(r.mean_nodes)},
                              {"mean_checks", json_number(r.mean_checks)},
                              {"mean_guesses", json_number(r.mean_guesses)},
                              {"total_nodes", r.total_nodes},
                              {"total_checks", r.total_checks},
                              {"total_guesses", r.total_guesses},
                              {"speedup", r.speedup ? json_number(*r.speedup) : nlohmann::ordered_json(nullptr)},
                              {"speedup_capped", r.speedup_capped}});
  }
  report["problems"] = problems;
  report["ok"] = problems.empty();
  shared::write_json(std::cout, report);
}

}  // namespace kit::bench
