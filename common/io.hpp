// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file io.hpp
/// \brief Reading and writing puzzles in the kit's two formats.
///
/// **BOJ format** (Baekjoon 2580): N lines of N integers separated by spaces or
/// tabs, `0` for a blank. N is 9 unless the first row has 4 or 16 numbers.
///
/// **Line format**: one puzzle per line, N*N characters (16, 81 or 256), `.` or
/// `0` for a blank, `1`-`9`, then `A`-`G` for 10-16 (lower case accepted). In a
/// file of many puzzles, blank lines and lines starting with `#` are skipped.
///
/// Both parsers accept CRLF line ends, tabs, trailing spaces, a missing final
/// newline and a UTF-8 byte-order mark at the start (editors on Windows write
/// one). Any other deviation throws ParseError naming the line and column, what
/// was expected and what was found.
///
/// Output goes through OutputFile, which checks every write: a full disk, a
/// closed pipe or a closed standard output is an error (WriteError), never a
/// silent loss.
#pragma once

#include <cstdio>
#include <istream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "grid.hpp"

namespace sudoku {

/// Thrown by the parsers: `input:LINE:COLUMN: MESSAGE` (column 0 = the whole line).
class ParseError : public std::runtime_error {
 public:
  /// `line` and `column` count from 1; `message` says what was expected and what was found.
  ParseError(int line, int column, const std::string& message);
  /// The line of the input where the problem is (from 1).
  int line() const { return line_; }
  /// The column of the input where the problem is (from 1; 0 when it is about the whole line).
  int column() const { return column_; }
  /// What was expected and what was found, without the position.
  const std::string& message() const { return message_; }

 private:
  int line_;
  int column_;
  std::string message_;
};

/// A ParseError after which the rest of the input cannot be read: a line with
/// no end in sight (e.g. `/dev/zero`). A batch stops here instead of going on.
class InputStopped : public ParseError {
 public:
  using ParseError::ParseError;  ///< As ParseError.
};

/// Lines longer than this are rejected without being stored, so a huge or
/// binary input cannot use unbounded memory.
inline constexpr std::size_t kMaxLineLength = 64 * 1024;

/// How far the rest of a too-long line is skipped to find the next line; beyond
/// it, reading stops (InputStopped), so an endless input cannot hang a reader.
inline constexpr std::size_t kMaxSkippedLength = 16 * 1024 * 1024;

/// Reads one puzzle in BOJ format from `in` (the whole stream: anything but
/// blank lines after the grid is an error).
Grid read_boj(std::istream& in);

/// Parses one line-format puzzle from `text` (surrounding spaces, tabs and a CR
/// are ignored); `line_number` is used in error messages.
Grid parse_line_puzzle(std::string_view text, int line_number = 1);

/// parse_line_puzzle() into `grid`, which is reused when it has the line's size (a
/// batch parses each line into the same item). Throws ParseError like it; `grid` then
/// holds no puzzle.
void parse_line_puzzle_into(std::string_view text, int line_number, Grid& grid);

/// Reads exactly one line-format puzzle from `in`; blank and `#` lines are
/// skipped, a second puzzle is an error.
Grid read_line_puzzle(std::istream& in);

/// Streams line-format puzzles from a file of any length, one at a time, in
/// constant memory.
///
/// \code
/// PuzzleStream puzzles(std::cin);
/// while (auto puzzle = puzzles.next()) solve(*puzzle);
/// \endcode
class PuzzleStream {
 public:
  /// Reads from `in`, which must outlive the stream.
  explicit PuzzleStream(std::istream& in) : in_(in) {}
  /// The next puzzle, or nothing at the end of the input. Throws ParseError
  /// for a malformed line; the stream is then at the start of the next line,
  /// so calling next() again goes on with the rest of the input.
  std::optional<Grid> next();
  /// The input line the last puzzle came from (from 1).
  int line_number() const { return line_number_; }

 private:
  std::istream& in_;
  int line_number_ = 0;
  std::string line_;  // the line being read, kept so that its memory is reused line after line
};

/// Reads one line of at most kMaxLineLength characters (without the `\n`) into
/// `line`; false at the end of the input. Throws ParseError for longer lines,
/// after skipping the rest of the line (so reading can go on with the next one),
/// or InputStopped when no line end comes within kMaxSkippedLength characters.
/// On line 1 a UTF-8 byte-order mark is dropped. A read error of the stream
/// (e.g. the input is a directory) throws std::ios_base::failure.
bool read_bounded_line(std::istream& in, std::string& line, int line_number);

/// The grid in BOJ format: N lines, one space between numbers, no trailing
/// space, each line ending in `\n` (exactly what Baekjoon 2580 expects).
std::string format_boj(const Grid& grid);
/// The grid as one line of N*N symbols (`.` for blanks), without a newline.
std::string format_line(const Grid& grid);
/// The grid drawn for humans, with box borders, ending in `\n`.
std::string format_pretty(const Grid& grid);

/// A write that failed: "cannot write NAME: REASON" (REASON from the system, e.g. "No space left on device").
class WriteError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;  ///< The message is the whole line to print.
};

/// A file, or standard output, whose every write is checked.
///
/// \code
/// OutputFile report("report.csv");   // throws WriteError if it cannot be created
/// report.write("index,outcome\n");   // throws WriteError on a full disk
/// report.close();                    // flushes and closes; throws WriteError
/// \endcode
///
/// Standard output is flushed by close(), not closed, so that it can still be
/// used (and a closed standard output is reported by the first write).
class OutputFile {
 public:
  /// Standard output, named "standard output" in errors.
  OutputFile();
  /// Creates or truncates `path`.
  explicit OutputFile(const std::string& path);
  OutputFile(const OutputFile&) = delete;             ///< One owner per file.
  OutputFile& operator=(const OutputFile&) = delete;  ///< One owner per file.
  /// Closes without reporting errors; call close() to know whether everything was written.
  ~OutputFile();

  /// Writes `text` in one call; throws WriteError.
  void write(std::string_view text);
  /// Hands what is buffered to the system; throws WriteError.
  void flush();
  /// Flushes, then closes a file (standard output is only flushed); throws WriteError.
  void close();
  /// The path, or "standard output".
  const std::string& name() const { return name_; }

 private:
  [[noreturn]] void fail(int error_number);
  std::FILE* file_;
  std::string name_;
  bool owned_;
};

/// Flushes standard output and checks that everything written to it (also by
/// std::cout) arrived; throws WriteError naming the system's reason.
void check_standard_output();

}  // namespace sudoku
