// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file batch_input.hpp
/// \brief The puzzle lines of a `--batch`, read from a file descriptor in one pass.
///
/// The same lines, line numbers and errors as PuzzleStream (io.hpp) over a stream,
/// for less: the input is read in blocks of 1 MiB with read(2), each line is found
/// with memchr and parsed where it lies in the block, so a line costs neither a
/// copy nor a call through the stream library (on an easy file of 50,000 puzzles
/// that was about 6% of the whole run). A regular file, a pipe or a terminal are
/// all read the same way, in constant memory.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "grid.hpp"

namespace sudoku::driver {

/// Puzzle lines read from a descriptor (see the file's comment).
class BatchInput {
 public:
  /// Reads `fd` (not closed here); `name` is what a read error calls it ("standard input").
  BatchInput(int fd, std::string name);

  /// Parses the next puzzle line into `puzzle`; false at the end of the input. Blank
  /// lines and `#` comments are skipped. Throws ParseError for a malformed or too long
  /// line (reading can go on with the next line), InputStopped when a line has no end
  /// within kMaxSkippedLength characters, BadInput when the input cannot be read.
  bool next(Grid& puzzle);

  /// The input line the last puzzle (or error) came from, from 1.
  int line_number() const { return line_number_; }

 private:
  bool next_line(std::string_view& line);
  bool fill();
  [[noreturn]] void skip_too_long_line(std::size_t seen);

  int fd_;
  std::string name_;
  std::vector<char> buffer_;
  std::size_t begin_ = 0;  // the first byte not yet read as a line
  std::size_t end_ = 0;    // the end of the bytes read into the buffer
  bool at_end_ = false;    // read(2) said the input ended
  int line_number_ = 0;
};

}  // namespace sudoku::driver
