// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit bench`: running a stage on chunks of puzzles and checking every answer (see bench.hpp).
#include <algorithm>
#include <map>

#include "bench.hpp"
#include "io.hpp"
#include "process.hpp"
#include "rules.hpp"
#include "text.hpp"

namespace kit::bench {

namespace {

struct ChunkResult {
  std::vector<PuzzleRecord> records;  // one per puzzle of the chunk, empty when the chunk did not run
  bool killed = false;
  std::vector<std::string> problems;  // wrong answers and failures, one line each
};

/// The first stderr line of the stage that is not its batch summary.
std::string stage_message(const fs::path& stderr_path) {
  for (const std::string& line : shared::lines_of(shared::read_all(stderr_path))) {
    if (!line.empty() && line.rfind("puzzles=", 0) != 0) return line;
  }
  return "(nothing on stderr)";
}

std::vector<std::string> split_csv_line(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream row(line);
  std::string field;
  while (std::getline(row, field, ',')) fields.push_back(field);
  return fields;
}

/// Parses the stage's CSV report (index,line,outcome,time_us,nodes,checks,
/// backtracks,max_depth,guesses,propagations), by column name, so a report
/// with more columns (a finer `time_ns`) works too.
std::map<std::size_t, PuzzleRecord> parse_report(const fs::path& path) {
  std::map<std::size_t, PuzzleRecord> rows;
  const std::vector<std::string> lines = shared::lines_of(shared::read_all(path));
  if (lines.empty()) return rows;
  const std::vector<std::string> header = split_csv_line(lines[0]);
  auto column = [&](const char* name) -> std::size_t {
    const auto found = std::find(header.begin(), header.end(), name);
    return found == header.end() ? header.size() : static_cast<std::size_t>(found - header.begin());
  };
  const std::size_t index = column("index"), outcome = column("outcome"), time_us = column("time_us"),
                    time_ns = column("time_ns"), nodes = column("nodes"), checks = column("checks"),
                    guesses = column("guesses");
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> fields = split_csv_line(lines[i]);
    if (fields.size() != header.size()) continue;  // a malformed row: that puzzle counts as missing
    try {
      PuzzleRecord record;
      record.outcome = fields.at(outcome);
      record.time_us = time_ns < fields.size() ? std::stod(fields[time_ns]) / 1000.0 : std::stod(fields.at(time_us));
      record.nodes = std::stoull(fields.at(nodes));
      record.checks = std::stoull(fields.at(checks));
      record.guesses = std::stoull(fields.at(guesses));
      rows[std::stoull(fields.at(index))] = record;
    } catch (const std::exception&) {
      continue;
    }
  }
  return rows;
}

struct RunLimits {
  std::uint64_t max_nodes;
  double time_limit;
  int jobs;       // --jobs of the stage's --batch
  bool cpu_time;  // --cpu-time of the stage's --batch
};

/// Runs `stage` on `puzzles[begin, end)` of `set` and checks every answer.
ChunkResult run_chunk(const Stage& stage, const DataSet& set, std::size_t begin, std::size_t end,
                      const RunLimits& limits, const fs::path& work, std::optional<Clock::time_point> deadline,
                      const shared::Waiting& waiting) {
  const fs::path input = work / "chunk.txt", report = work / "report.csv", out = work / "out.txt",
                 err = work / "err.txt";
  {
    sudoku::OutputFile file(input.string());
    std::string text;
    for (std::size_t i = begin; i < end; ++i) text += sudoku::format_line(set.puzzles[i]) + '\n';
    file.write(text);
    file.close();
  }
  std::error_code ignored;
  fs::remove(report, ignored);
  char time_limit[32];
  std::snprintf(time_limit, sizeof time_limit, "%g", limits.time_limit);
  std::vector<std::string> argv = {
      stage.path.string(), "--batch",       "--output",    "line",
      "--report",          report.string(), "--max-nodes", std::to_string(limits.max_nodes),
      "--time-limit",      time_limit,      "--jobs",      std::to_string(limits.jobs),
      input.string()};
  if (limits.cpu_time) argv.insert(argv.end() - 1, "--cpu-time");
  ChunkResult result;
  shared::Limits run_limits;
  run_limits.cpu_seconds = -1;  // none: the stage's --batch may use several cores
  if (deadline) {
    const double left = std::chrono::duration<double>(*deadline - Clock::now()).count();
    run_limits.wall_seconds = std::max(left, 1e-9);  // a deadline already passed stops it at once
  }
  const shared::RunResult run = shared::run_program(argv, fs::current_path(), shared::Streams{{}, out, err}, run_limits,
                                                    shared::stop_on_interrupt(), waiting);
  if (run.interrupted) throw Interrupted{};
  if (run.timed_out) {
    result.killed = true;
    return result;
  }
  const std::string where = stage.name + " on " + set.name;
  if (run.signal != 0) {
    result.problems.push_back(where + ": the stage crashed (signal " + std::to_string(run.signal) +
                              ") on the chunk starting at line " + std::to_string(set.lines[begin]));
    return result;
  }
  const int code = run.exit_code;
  if (code != 0 && code != 1 && code != 3) {
    result.problems.push_back(where + ": the stage failed with exit code " + std::to_string(code) + ": " +
                              stage_message(err));
    return result;
  }
  const std::map<std::size_t, PuzzleRecord> rows = parse_report(report);
  const std::vector<std::string> answers = shared::lines_of(shared::read_all(out));
  if (rows.size() != end - begin || answers.size() != end - begin) {
    result.problems.push_back(where + ": the stage reported " + std::to_string(rows.size()) + " puzzles and printed " +
                              std::to_string(answers.size()) + " answer lines for " + std::to_string(end - begin) +
                              " puzzles (chunk starting at line " + std::to_string(set.lines[begin]) + ")");
    return result;
  }
  for (std::size_t i = begin; i < end; ++i) {
    auto row = rows.find(i - begin + 1);
    if (row == rows.end()) {
      result.problems.push_back(where + ": no report row for the puzzle on line " + std::to_string(set.lines[i]));
      result.records.clear();
      return result;
    }
    PuzzleRecord record = row->second;
    const std::string& answer = answers[i - begin];
    const std::string puzzle_name = set.path.string() + ":" + std::to_string(set.lines[i]);
    const bool printed_answer = !answer.empty() && answer[0] != '#';
    if (printed_answer != (record.outcome == "solved")) {
      record.wrong = true;
      result.problems.push_back("WRONG ANSWER: " + stage.name + " on " + puzzle_name + ": its report says '" +
                                record.outcome + "' but it printed '" + answer + "'");
    } else if (printed_answer) {
      try {
        const sudoku::Grid grid = sudoku::parse_line_puzzle(answer, 1);
        if (auto problem = sudoku::solution_problem(set.puzzles[i], grid)) {
          record.wrong = true;
          result.problems.push_back("WRONG ANSWER: " + stage.name + " on " + puzzle_name + ": " + *problem);
        }
      } catch (const sudoku::ParseError& parse) {
        record.wrong = true;
        result.problems.push_back("WRONG ANSWER: " + stage.name + " on " + puzzle_name +
                                  ": the answer line is not a grid: " + parse.message());
      }
    }
    result.records.push_back(record);
  }
  return result;
}

}  // namespace

Measurement measure(const Stage& stage, const DataSet& set, const Settings& settings, const fs::path& work,
                    Progress& progress, const std::string& step, std::vector<std::string>& problems) {
  const RunLimits limits{settings.max_nodes, settings.time_limit, settings.jobs, !settings.wall_time};
  Measurement m;
  m.stage = stage.name;
  m.data_set = set.name;
  m.file = set.path.string();
  m.puzzles = set.puzzles.size();
  const std::size_t n = set.puzzles.size();
  // A stage that needs more than this after its budget is killed: the budget plus
  // one puzzle's time limit, plus a second for the process itself.
  const double grace = (settings.time_limit > 0 ? settings.time_limit : 5.0) + 1.0;
  auto deadline_from = [&](Clock::time_point start) -> std::optional<Clock::time_point> {
    if (settings.budget <= 0) return std::nullopt;
    return start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(settings.budget + grace));
  };
  auto seconds_since = [](Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
  };

  if (!settings.no_warmup) {
    const auto start = Clock::now();
    progress.show(step + " " + stage.name + " on " + set.name + ": warm-up");
    run_chunk(stage, set, 0, 1, limits, work, deadline_from(start), nullptr);
  }

  std::vector<std::pair<std::size_t, std::size_t>> chunks;  // the chunks of the first pass, reused by the others
  for (int pass = 0; pass < settings.repeat; ++pass) {
    const auto start = Clock::now();
    const auto deadline = deadline_from(start);
    auto show = [&](std::size_t done) {
      char text[160];
      std::snprintf(text, sizeof text, "%s %s on %s: pass %d/%d, %zu/%zu puzzles, %.1f s", step.c_str(),
                    stage.name.c_str(), set.name.c_str(), pass + 1, settings.repeat, done, n, seconds_since(start));
      progress.show(text);
    };
    if (pass == 0) {
      std::size_t next = 0, size = 1;
      while (next < n) {
        const double spent = seconds_since(start);
        if (settings.budget > 0 && spent >= settings.budget) break;
        const std::size_t end = std::min(n, next + size);
        const auto chunk_start = Clock::now();
        ChunkResult chunk = run_chunk(stage, set, next, end, limits, work, deadline, [&] { show(next); });
        problems.insert(problems.end(), chunk.problems.begin(), chunk.problems.end());
        if (chunk.killed || chunk.records.size() != end - next) break;
        for (const PuzzleRecord& record : chunk.records) {
          m.records.push_back(record);
          m.times.push_back({record.time_us});
        }
        chunks.emplace_back(next, end);
        next = end;
        show(next);
        // Double the chunk, but not past what the rest of the budget can pay for.
        const double per_puzzle = seconds_since(chunk_start) / static_cast<double>(end - chunks.back().first);
        size = std::min<std::size_t>(size * 2, 1024);
        if (settings.budget > 0 && per_puzzle > 0) {
          const double left = settings.budget - seconds_since(start);
          size = std::max<std::size_t>(1, std::min(size, static_cast<std::size_t>(left / per_puzzle) + 1));
        }
      }
    } else {
      for (const auto& range : chunks) {
        const std::size_t begin = range.first, end = range.second;  // (clang 14 cannot capture a structured binding)
        ChunkResult chunk = run_chunk(stage, set, begin, end, limits, work, deadline, [&] { show(begin); });
        problems.insert(problems.end(), chunk.problems.begin(), chunk.problems.end());
        if (chunk.killed || chunk.records.size() != end - begin) break;
        for (std::size_t i = begin; i < end; ++i) m.times[i].push_back(chunk.records[i - begin].time_us);
        show(end);
      }
    }
  }
  return m;
}

}  // namespace kit::bench
