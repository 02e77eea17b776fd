// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit trace`: drawing a tree with Graphviz, within limits (see trace.hpp).
#include <signal.h>

#include <cstdio>

#include "text.hpp"
#include "trace.hpp"

namespace kit::trace {

bool graphviz_found(const fs::path& log) {
  const shared::RunResult version = run({"dot", "-V"}, log, shared::Limits{});
  std::error_code ignored;
  fs::remove(log, ignored);
  return version.exit_code == 0;
}

namespace {

/// The largest SVG file Graphviz may write (RLIMIT_FSIZE).
constexpr std::size_t kSvgMaxMb = 64;
/// Graphviz's address space: a layout that needs more fails instead of swapping.
constexpr std::size_t kDotMemoryMb = 4096;

/// "18.3 MB"
std::string megabytes(std::uintmax_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f MB", static_cast<double>(bytes) / (1024.0 * 1024.0));
  return text;
}

}  // namespace

Drawing render(const fs::path& dot_file, const fs::path& svg_file, const TraceSettings& settings, const fs::path& log) {
  const std::string advice = "; " + dot_file.filename().string() + " is kept, no .svg: lower --trace-limit";
  std::error_code error;
  fs::remove(svg_file, error);  // no drawing of an earlier run may stand beside this tree
  const std::uintmax_t size = fs::file_size(dot_file, error);
  if (!error && size > settings.dot_max_mb * 1024 * 1024) {
    return {3, dot_file.filename().string() + " is " + megabytes(size) + ", more than the " +
                   std::to_string(settings.dot_max_mb) + " MB Graphviz is given (--dot-max-mb)" + advice};
  }
  shared::Limits limits;
  limits.cpu_seconds = settings.dot_cpu_seconds;
  limits.wall_seconds = 2 * settings.dot_cpu_seconds + 10;  // dot does not wait for anything
  limits.file_mb = kSvgMaxMb;
  limits.memory_mb = kDotMemoryMb;
  const shared::RunResult dot = run({"dot", "-Tsvg", dot_file.string(), "-o", svg_file.string()}, log, limits);
  const std::vector<std::string> said = shared::lines_of(shared::read_all(log));
  fs::remove(log, error);
  if (dot.exit_code == 0) return {};
  fs::remove(svg_file, error);  // what a stopped dot wrote is not a drawing
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%g", settings.dot_cpu_seconds);
  if (dot.signal == SIGXCPU || dot.signal == SIGKILL || dot.timed_out) {
    return {3, "Graphviz stopped after " + std::string(seconds) + " s of CPU time (--dot-time-limit) on " +
                   dot_file.filename().string() + advice};
  }
  if (dot.signal == SIGXFSZ) {
    return {3, "Graphviz stopped: the SVG grew past " + std::to_string(kSvgMaxMb) + " MB" + advice};
  }
  const std::string reason = said.empty() ? "exit " + std::to_string(dot.exit_code) : said.back();
  return {2, "dot could not render " + dot_file.string() + ": " + reason};
}

}  // namespace kit::trace
