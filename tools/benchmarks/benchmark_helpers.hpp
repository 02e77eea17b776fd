// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// What counter_overhead and classic_answers share: the thread's CPU clock, a median, a puzzle
// file read whole, the options of a measured run, and the timing of a stage's pass.
#pragma once

#include <time.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "grid.hpp"
#include "io.hpp"
#include "search.hpp"

namespace sudoku::benchmarks {

/// CPU seconds of this thread so far (the machine may be shared: not the wall clock).
inline double thread_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

/// The median of `values` (not empty).
inline double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/// Every puzzle of the file at `path`; throws std::runtime_error when it cannot be opened.
inline std::vector<Grid> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::vector<Grid> puzzles;
  PuzzleStream stream(in);
  while (auto puzzle = stream.next()) puzzles.push_back(*puzzle);
  return puzzles;
}

/// The options of a measured run: counters on, limits set and live but out of reach.
inline SearchOptions live_limits() {
  SearchOptions options;
  options.max_nodes = std::uint64_t{1} << 40;
  options.time_limit_seconds = 3600;
  return options;
}

/// CPU seconds of one pass of the stage's `solve` (counters and limits on) over `puzzles`.
inline double time_stage(SolveFunction solve, const std::vector<Grid>& puzzles) {
  const SearchOptions options = live_limits();
  std::uint64_t sink = 0;
  const double start = thread_seconds();
  for (const Grid& puzzle : puzzles) sink += solve(puzzle, options).stats.nodes;
  const double seconds = thread_seconds() - start;
  if (sink == std::uint64_t{1} << 63) std::puts("");  // keeps the calls
  return seconds;
}

}  // namespace sudoku::benchmarks
