// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Fuzz target: the whole command-line driver (sudoku::run_stage_cli), with the
// arguments, the input bytes and where the output goes all chosen by the input.
//
// Input layout: byte 0 picks where stdout goes (bit 0: a file or /dev/full) and
// whether the puzzle comes as FILE or on stdin (bit 1); the bytes up to the first
// 0xFF are argument tokens (each byte picks one word of kWords, so paths stay in a
// scratch folder and no real file can be harmed); the rest is the input. Checked:
// the exit code is one of the documented ones, an exit 5 names what it could not
// write, an answer written into /dev/full is never a success, and nothing crashes.
#include <fcntl.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "cli.hpp"
#include "stage03.hpp"

namespace {

void require(bool condition) {
  if (!condition) std::abort();
}

/// Stage 3 with a node budget, so that no input makes a run slow.
sudoku::SearchResult bounded_solve(const sudoku::Grid& puzzle, const sudoku::SearchOptions& options) {
  sudoku::SearchOptions bounded = options;
  bounded.max_nodes = std::min<std::uint64_t>(options.max_nodes, 2000);
  return sudoku::stage03::solve(puzzle, bounded);
}

sudoku::CountResult bounded_count(const sudoku::Grid& puzzle, int bound, const sudoku::SearchOptions& options) {
  sudoku::CountResult counted;
  const sudoku::SearchResult result = bounded_solve(puzzle, options);
  counted.stats = result.stats;
  counted.limit_reached = result.outcome == sudoku::Outcome::limit_reached;
  counted.solutions = result.outcome == sudoku::Outcome::solved ? std::min(bound, 1) : 0;
  if (counted.solutions > 0) counted.first_solution = result.grid;
  return counted;
}

const char* const kWords[] = {"--batch",
                              "--jobs",
                              "--input",
                              "line",
                              "boj",
                              "--output",
                              "pretty",
                              "--stats",
                              "--report",
                              "@R",
                              "@IN",
                              "--max-nodes",
                              "5",
                              "0",
                              "-1",
                              "nan",
                              "inf",
                              "-5",
                              "abc",
                              "",
                              "--time-limit",
                              "0.5",
                              "1e400",
                              "--count",
                              "2",
                              "--trace-dot",
                              "@T",
                              "--trace-limit",
                              "3",
                              "-",
                              "/dev/full",
                              "@DIR",
                              "18446744073709551616",
                              "--help",
                              "--max-nodes=",
                              "1.5",
                              "--frobnicate"};
constexpr std::size_t kWordCount = sizeof kWords / sizeof kWords[0];

std::filesystem::path scratch() {
  static const std::filesystem::path folder = [] {
    std::filesystem::path path = std::filesystem::temp_directory_path() / ("fuzz-cli-" + std::to_string(::getpid()));
    std::filesystem::create_directories(path / "dir");
    return path;
  }();
  return folder;
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::uint8_t selector = data[0];
  const bool to_full = (selector & 1) != 0;
  const bool as_file = (selector & 2) != 0;
  const std::filesystem::path folder = scratch();
  const std::string input = (folder / "in.txt").string();
  std::vector<std::string> args{"fuzz_cli"};
  std::size_t i = 1;
  for (; i < size && data[i] != 0xFF && args.size() < 16; ++i) {
    std::string word = kWords[data[i] % kWordCount];
    if (word == "@R") word = (folder / "report.csv").string();
    if (word == "@T") word = (folder / "tree.dot").string();
    if (word == "@IN") word = input;
    if (word == "@DIR") word = (folder / "dir").string();
    args.push_back(word);
  }
  if (i < size && data[i] == 0xFF) ++i;
  {
    std::ofstream file(input, std::ios::binary | std::ios::trunc);
    file.write(reinterpret_cast<const char*>(data + i), static_cast<std::streamsize>(size - i));
  }
  if (as_file) args.push_back(input);
  bool asks_help = false;
  for (const std::string& arg : args) asks_help = asks_help || arg == "--help";

  // stdin: the input file; stdout: a file or /dev/full; stderr: a file. Restored afterwards.
  std::fflush(stdout);
  const int saved[3] = {::dup(0), ::dup(1), ::dup(2)};
  const std::string out_path = to_full ? "/dev/full" : (folder / "out.txt").string();
  const int in_fd = ::open(input.c_str(), O_RDONLY);
  const int out_fd = ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  const int err_fd = ::open((folder / "err.txt").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  require(in_fd >= 0 && out_fd >= 0 && err_fd >= 0);
  ::dup2(in_fd, 0);
  ::dup2(out_fd, 1);
  ::dup2(err_fd, 2);
  std::cin.clear();
  std::clearerr(stdin);
  std::clearerr(stdout);

  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  argv.push_back(nullptr);
  const sudoku::StageInfo stage{"fuzz_cli", "stage 3 under the fuzzer", &bounded_solve, &bounded_count};
  const int code = sudoku::run_stage_cli(static_cast<int>(args.size()), argv.data(), stage);

  std::fflush(stdout);
  std::cerr.flush();
  std::clearerr(stdout);
  std::clearerr(stdin);
  std::cin.clear();
  for (int fd = 0; fd < 3; ++fd) {
    ::dup2(saved[fd], fd);
    ::close(saved[fd]);
  }
  ::close(in_fd);
  ::close(out_fd);
  ::close(err_fd);

  require(code >= 0 && code <= 5 && code != 4);
  const std::string err = read_file(folder / "err.txt");
  if (code == sudoku::kExitOutputFailed) require(err.find("cannot write ") != std::string::npos);
  // Into /dev/full, only a run that printed nothing can succeed: an empty --batch, or no answer at all.
  if (to_full && code == sudoku::kExitSolved && !asks_help) {
    bool batch = false;
    for (const std::string& arg : args) batch = batch || arg == "--batch";
    require(batch);
  }
  return 0;
}
