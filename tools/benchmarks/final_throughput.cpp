// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file final_throughput.cpp
/// \brief Throughput benchmark of the final (optimized) solver on a line-format puzzle file.
///
/// Usage: `final_throughput FILE [--max-solutions N] [--repeat R]`
///
/// Reads every puzzle first (81 characters a line: `1`-`9` givens, `.` or `0` blanks; blank lines
/// and lines starting with `#` are skipped), then
/// times only the solving loop: each puzzle is solved counting up to N solutions (default 2, as
/// public benchmarks do to prove uniqueness). The loop runs R times (default 1) and the median
/// run is reported. Every first solution is checked (rows, columns and boxes are permutations of
/// 1-9 and the givens are kept); a wrong answer prints a loud message and exits with status 1.
///
/// Besides wall-clock puzzles/s it prints puzzles/s by process CPU time (`std::clock`), which
/// stays close to the unloaded figure when other programs compete for the cores.
#include "final_engine.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

using Grid = std::uint8_t[81];

struct Puzzle {
  std::uint8_t cells[81];
};

bool parse_line(const std::string& raw, Puzzle& p) {
  std::string line = raw;
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.pop_back();
  if (line.size() != 81) return false;
  for (int i = 0; i < 81; ++i) {
    const char ch = line[static_cast<std::size_t>(i)];
    if (ch == '.' || ch == '0') {
      p.cells[i] = 0;
    } else if (ch >= '1' && ch <= '9') {
      p.cells[i] = static_cast<std::uint8_t>(ch - '0');
    } else {
      return false;
    }
  }
  return true;
}

/// True when `s` is a complete valid grid that keeps every given of `p`.
bool valid_solution(const Puzzle& p, const std::uint8_t (&s)[81]) {
  for (int i = 0; i < 81; ++i) {
    if (s[i] < 1 || s[i] > 9) return false;
    if (p.cells[i] != 0 && p.cells[i] != s[i]) return false;
  }
  for (int u = 0; u < 9; ++u) {
    unsigned row = 0, col = 0, box = 0;
    for (int k = 0; k < 9; ++k) {
      row |= 1u << s[9 * u + k];
      col |= 1u << s[9 * k + u];
      box |= 1u << s[27 * (u / 3) + 3 * (u % 3) + 9 * (k / 3) + (k % 3)];
    }
    if (row != 0x3FEu || col != 0x3FEu || box != 0x3FEu) return false;
  }
  return true;
}

int usage() {
  std::cerr << "usage: final_throughput FILE [--max-solutions N] [--repeat R]\n";
  return 2;
}

}  // namespace

/// Parses the arguments, reads the puzzles, runs the timed loop, checks and prints the results.
/// Exit status: 0 on success, 1 on a wrong answer, 2 on a usage or input error.
int main(int argc, char** argv) {
  const char* path = nullptr;
  int max_solutions = 2;
  int repeat = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--max-solutions" && i + 1 < argc) {
      max_solutions = std::atoi(argv[++i]);
    } else if (arg == "--repeat" && i + 1 < argc) {
      repeat = std::atoi(argv[++i]);
    } else if (!arg.empty() && arg[0] == '-') {
      return usage();
    } else if (path == nullptr) {
      path = argv[i];
    } else {
      return usage();
    }
  }
  if (path == nullptr || max_solutions < 1 || repeat < 1) return usage();

  std::ifstream in(path);
  if (!in) {
    std::cerr << "final_throughput: cannot open " << path << "\n";
    return 2;
  }
  std::vector<Puzzle> puzzles;
  std::string line;
  for (int line_no = 1; std::getline(in, line); ++line_no) {
    if (line.empty() || line == "\r" || line[0] == '#') continue;
    Puzzle p;
    if (!parse_line(line, p)) {
      std::cerr << path << ":" << line_no << ": expected 81 characters of 1-9, '.' or '0'\n";
      return 2;
    }
    puzzles.push_back(p);
  }
  if (puzzles.empty()) {
    std::cerr << "final_throughput: no puzzles in " << path << "\n";
    return 2;
  }

  const std::size_t n = puzzles.size();
  std::vector<std::uint8_t> answers(n * 81);
  std::vector<int> counts(n);
  std::vector<sudoku::final_solver::engine::Status> statuses(n);
  std::uint64_t guesses = 0, no_guess = 0, nodes = 0;
  std::vector<double> seconds, cpu_seconds;
  const sudoku::final_solver::engine::Limits limits{};

  for (int r = 0; r < repeat; ++r) {
    std::uint64_t run_guesses = 0, run_no_guess = 0, run_nodes = 0;
    const std::clock_t c0 = std::clock();
    const auto t0 = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < n; ++i) {
      sudoku::final_solver::engine::Stats stats;
      auto& out = *reinterpret_cast<std::uint8_t(*)[81]>(&answers[i * 81]);
      const auto o = sudoku::final_solver::engine::solve(puzzles[i].cells, max_solutions, out, limits, stats);
      counts[i] = o.solutions;
      statuses[i] = o.status;
      run_guesses += stats.guesses;
      run_nodes += stats.nodes;
      run_no_guess += stats.guesses == 0 ? 1 : 0;
    }
    const auto t1 = std::chrono::steady_clock::now();
    const std::clock_t c1 = std::clock();
    seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
    cpu_seconds.push_back(static_cast<double>(c1 - c0) / CLOCKS_PER_SEC);
    guesses = run_guesses;
    no_guess = run_no_guess;
    nodes = run_nodes;
  }

  std::size_t unique = 0, multiple = 0, none = 0, limit = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (statuses[i] == sudoku::final_solver::engine::Status::limit_reached) {
      ++limit;
    } else if (counts[i] == 0) {
      ++none;
    } else if (counts[i] == 1) {
      ++unique;
    } else {
      ++multiple;
    }
    if (counts[i] > 0) {
      const auto& out = *reinterpret_cast<const std::uint8_t(*)[81]>(&answers[i * 81]);
      if (!valid_solution(puzzles[i], out)) {
        std::cerr << "\n!!!!!!!! WRONG ANSWER !!!!!!!!\n"
                  << "puzzle " << (i + 1) << " of " << path << ": the solver's first solution "
                  << "is not a valid grid keeping the givens\n";
        return 1;
      }
    }
  }

  std::vector<double> sorted = seconds;
  std::sort(sorted.begin(), sorted.end());
  const double median = sorted[sorted.size() / 2];
  std::sort(cpu_seconds.begin(), cpu_seconds.end());
  const double cpu_median = cpu_seconds[cpu_seconds.size() / 2];
  const double dn = static_cast<double>(n);
  std::printf("file            %s\n", path);
  std::printf("max-solutions   %d\n", max_solutions);
  std::printf("puzzles         %zu\n", n);
  std::printf("unique          %zu\n", unique);
  std::printf("multiple        %zu\n", multiple);
  std::printf("none            %zu\n", none);
  std::printf("limit           %zu\n", limit);
  std::printf("puzzles/s       %.0f\n", dn / median);
  std::printf("us/puzzle       %.3f\n", 1e6 * median / dn);
  std::printf("cpu puzzles/s   %.0f\n", cpu_median > 0 ? dn / cpu_median : 0.0);
  std::printf("guesses/puzzle  %.3f\n", static_cast<double>(guesses) / dn);
  std::printf("nodes/puzzle    %.3f\n", static_cast<double>(nodes) / dn);
  std::printf("no-guess        %.1f%%\n", 100.0 * static_cast<double>(no_guess) / dn);
  if (repeat > 1) {
    std::printf("runs (s)       ");
    for (const double s : seconds) std::printf(" %.4f", s);
    std::printf("  (median of %d reported)\n", repeat);
  }
  return 0;
}
