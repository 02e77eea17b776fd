// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#include "batch_input.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "driver.hpp"
#include "io.hpp"

namespace sudoku::driver {

namespace {

/// Bytes read at a time: large enough that the system calls cost nothing next to the
/// solving, and always more than a whole line of kMaxLineLength characters.
constexpr std::size_t kBlockSize = std::size_t{1} << 20;
static_assert(kBlockSize > 2 * kMaxLineLength);

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

}  // namespace

BatchInput::BatchInput(int fd, std::string name) : fd_(fd), name_(std::move(name)), buffer_(kBlockSize) {}

bool BatchInput::next(Grid& puzzle) {
  std::string_view line;
  while (next_line(line)) {
    std::size_t first = 0;
    while (first < line.size() && is_blank(line[first])) ++first;
    if (first == line.size() || line[first] == '#') continue;
    parse_line_puzzle_into(line, line_number_, puzzle);
    return true;
  }
  return false;
}

/// The next line, without its `\n`, as it lies in the buffer (valid until the next call).
bool BatchInput::next_line(std::string_view& line) {
  ++line_number_;
  for (;;) {
    const char* start = buffer_.data() + begin_;
    const auto* newline = static_cast<const char*>(std::memchr(start, '\n', end_ - begin_));
    std::size_t length = newline != nullptr ? static_cast<std::size_t>(newline - start) : end_ - begin_;
    if (newline == nullptr && length <= kMaxLineLength && !at_end_) {
      fill();  // the line goes on in the next block, or the input ends here
      continue;
    }
    if (length > kMaxLineLength) {
      if (newline != nullptr) {  // the whole line is here: skip it
        begin_ += length + 1;
        throw ParseError(line_number_, static_cast<int>(kMaxLineLength) + 1,
                         "line too long (more than " + std::to_string(kMaxLineLength) + " characters)");
      }
      skip_too_long_line(length - kMaxLineLength);
    }
    if (newline == nullptr && length == 0) return false;  // the input ended after a line end
    begin_ += length + (newline != nullptr ? 1 : 0);
    line = std::string_view(start, length);
    // A UTF-8 byte-order mark (EF BB BF) before the first line is not part of the puzzle.
    if (line_number_ == 1 && line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
    return true;
  }
}

/// Moves the unread bytes to the front and reads the next block after them; false at
/// the end of the input. Throws BadInput when the input cannot be read.
bool BatchInput::fill() {
  const std::size_t kept = end_ - begin_;
  if (begin_ > 0) std::memmove(buffer_.data(), buffer_.data() + begin_, kept);
  begin_ = 0;
  end_ = kept;
  for (;;) {
    const ssize_t got = ::read(fd_, buffer_.data() + end_, buffer_.size() - end_);
    if (got > 0) {
      end_ += static_cast<std::size_t>(got);
      return true;
    }
    if (got == 0) {
      at_end_ = true;
      return false;
    }
    if (errno != EINTR) throw BadInput{"cannot read " + name_ + ": " + std::strerror(errno)};
  }
}

/// Skips the rest of a line found too long (`seen` characters past kMaxLineLength are
/// in the buffer, all of it this line), then throws ParseError, or InputStopped when no
/// line end comes within kMaxSkippedLength characters past kMaxLineLength.
void BatchInput::skip_too_long_line(std::size_t seen) {
  const auto stopped = [this] {
    return InputStopped(line_number_, static_cast<int>(kMaxLineLength) + 1,
                        "line too long (no line end within " + std::to_string(kMaxSkippedLength) +
                            " characters); the rest of the input is not read");
  };
  for (;;) {
    if (seen > kMaxSkippedLength) throw stopped();
    begin_ = end_;  // all of it is this line
    if (!fill()) break;
    const char* start = buffer_.data();
    const auto* newline = static_cast<const char*>(std::memchr(start, '\n', end_));
    if (newline != nullptr) {
      seen += static_cast<std::size_t>(newline - start);
      if (seen > kMaxSkippedLength) throw stopped();
      begin_ = static_cast<std::size_t>(newline - start) + 1;
      break;
    }
    seen += end_;
  }
  throw ParseError(line_number_, static_cast<int>(kMaxLineLength) + 1,
                   "line too long (more than " + std::to_string(kMaxLineLength) + " characters)");
}

}  // namespace sudoku::driver
