// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The driver's input: opening it, its read errors, and refusing an output that is the input.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <utility>

#include "driver.hpp"

namespace sudoku::driver {

bool reads_standard_input(const Settings& settings) {
  return settings.input_path.empty() || settings.input_path == "-";
}

namespace {

/// Refuses an input that cannot be opened or is a directory (the file library would
/// report a directory later without the file's name); true for standard input.
bool check_input(const Settings& settings) {
  struct stat info {};
  if (reads_standard_input(settings)) {
    if (::fstat(0, &info) == 0 && S_ISDIR(info.st_mode)) {
      throw BadInput{"cannot read standard input: " + std::string(std::strerror(EISDIR))};
    }
    return true;
  }
  if (::stat(settings.input_path.c_str(), &info) != 0) {
    throw BadInput{"cannot open " + settings.input_path + ": " + std::strerror(errno)};
  }
  if (S_ISDIR(info.st_mode)) throw BadInput{"cannot read " + settings.input_path + ": " + std::strerror(EISDIR)};
  return false;
}

}  // namespace

std::istream& open_input(const Settings& settings, std::ifstream& file) {
  if (check_input(settings)) return std::cin;
  file.open(settings.input_path, std::ios::binary);
  if (!file) throw BadInput{"cannot open " + settings.input_path + ": " + std::strerror(errno)};
  return file;
}

InputDescriptor::InputDescriptor(const Settings& settings) {
  if (check_input(settings)) return;  // standard input, descriptor 0
  fd_ = ::open(settings.input_path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd_ < 0) throw BadInput{"cannot open " + settings.input_path + ": " + std::strerror(errno)};
  owned_ = true;
}

InputDescriptor::~InputDescriptor() {
  if (owned_) ::close(fd_);
}

std::string input_name(const Settings& settings) {
  return reads_standard_input(settings) ? std::string("standard input") : settings.input_path;
}

std::string source_name(const Settings& settings) {
  return reads_standard_input(settings) ? "input" : settings.input_path;
}

/// The line of a read error (e.g. the input is a directory given as standard input).
std::string read_error(const Settings& settings, const std::ios_base::failure& error) {
  const int code = error.code().value();
  const std::string reason =
      error.code().category() == std::system_category() || error.code().category() == std::generic_category()
          ? std::strerror(code)
          : error.what();
  return "cannot read " + (reads_standard_input(settings) ? std::string("standard input") : settings.input_path) +
         ": " + reason;
}

/// Throws BadInput when reading `in` failed (rather than ended): the rest of the input cannot be read.
void check_read(const Settings& settings, const std::istream& in) {
  const bool failed = reads_standard_input(settings) ? std::ferror(stdin) != 0 : in.bad();
  if (failed)
    throw BadInput{"cannot read " +
                   (reads_standard_input(settings) ? std::string("standard input") : settings.input_path) +
                   ": read error"};
}

/// True when `path` exists and is the same file (device and inode) as `info`.
bool is_same_file(const std::string& path, const struct stat& info) {
  struct stat other {};
  return ::stat(path.c_str(), &other) == 0 && other.st_dev == info.st_dev && other.st_ino == info.st_ino;
}

/// Refuses an output that is the input itself: opening it would destroy the puzzles before they are read.
void refuse_output_onto_input(const Settings& settings) {
  struct stat input {};
  const bool have_input =
      reads_standard_input(settings) ? ::fstat(0, &input) == 0 : ::stat(settings.input_path.c_str(), &input) == 0;
  if (!have_input || !S_ISREG(input.st_mode)) return;  // a pipe or terminal cannot be overwritten
  const std::string input_name = reads_standard_input(settings) ? "the input (standard input)" : "the input file";
  for (const auto& [option, path] : {std::pair<const char*, const std::string&>{"--report", settings.report_path},
                                     {"--trace-dot", settings.trace_path}}) {
    if (!path.empty() && is_same_file(path, input)) {
      throw BadInput{std::string(option) + " " + path + " is " + input_name + "; refusing to overwrite it"};
    }
  }
  struct stat output {};
  if (::fstat(1, &output) == 0 && S_ISREG(output.st_mode) && output.st_dev == input.st_dev &&
      output.st_ino == input.st_ino) {
    throw BadInput{"standard output is " + input_name + "; write the answers to another file"};
  }
}

std::string where(const Settings& settings, const ParseError& error) {
  std::string text = source_name(settings) + ":" + std::to_string(error.line());
  if (error.column() > 0) text += ":" + std::to_string(error.column());
  return text + ": " + error.message();
}

}  // namespace sudoku::driver
