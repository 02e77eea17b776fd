// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#include "io.hpp"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace sudoku {

namespace {

bool is_blank_char(char c) { return c == ' ' || c == '\t' || c == '\r'; }

bool is_blank_line(std::string_view line) {
  for (char c : line) {
    if (!is_blank_char(c)) return false;
  }
  return true;
}

/// How a character is quoted in an error: 'x' when printable, otherwise its byte value.
std::string describe_char(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x21 && byte < 0x7f) return std::string("'") + c + "'";
  if (byte == ' ') return "a space";
  char text[16];
  std::snprintf(text, sizeof text, "byte 0x%02X", byte);
  return text;
}

std::string side_text(int side) { return std::to_string(side) + "x" + std::to_string(side); }

/// One whitespace-separated token of a BOJ row, with its 1-based column.
struct Token {
  std::string_view text;
  int column;
};

std::vector<Token> split_tokens(std::string_view line) {
  std::vector<Token> tokens;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_blank_char(line[i])) ++i;
    const std::size_t start = i;
    while (i < line.size() && !is_blank_char(line[i])) ++i;
    if (i > start) tokens.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return tokens;
}

/// The value of a BOJ number token, or ParseError naming the first bad character.
int parse_boj_number(const Token& token, int side, int line_number) {
  for (std::size_t i = 0; i < token.text.size(); ++i) {
    const char c = token.text[i];
    if (c < '0' || c > '9') {
      throw ParseError(line_number, token.column + static_cast<int>(i),
                       "expected a number 0-" + std::to_string(side) + ", found " + describe_char(c));
    }
  }
  // At most two significant digits are meaningful; longer numbers are out of range
  // without ever being converted (so "99999999999999999999" cannot overflow).
  std::string_view digits = token.text;
  while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
  int value = digits.size() <= 2 ? std::stoi(std::string(digits)) : side + 1;
  if (value > side) {
    const std::string shown =
        token.text.size() > 20 ? std::string(token.text.substr(0, 20)) + "..." : std::string(token.text);
    throw ParseError(line_number, token.column,
                     "expected a number 0-" + std::to_string(side) + ", found " + shown + " (out of range)");
  }
  return value;
}

/// The digit a line-format symbol stands for, or -1 if it is not a symbol at all.
constexpr int symbol_value(char c) {
  if (c == '.' || c == '0') return 0;
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'G') return c - 'A' + 10;
  if (c >= 'a' && c <= 'g') return c - 'a' + 10;
  return -1;
}

/// symbol_value of every byte, looked up once per cell of a line (a batch reads millions).
constexpr std::array<std::int8_t, 256> kSymbolValues = [] {
  std::array<std::int8_t, 256> values{};
  for (int byte = 0; byte < 256; ++byte)
    values[static_cast<std::size_t>(byte)] = static_cast<std::int8_t>(symbol_value(static_cast<char>(byte)));
  return values;
}();

std::string symbols_for(int side) {
  if (side <= 9) return "'.', '0' or a digit 1-" + std::to_string(side);
  return "'.', '0', a digit 1-9 or a letter A-" + std::string(1, digit_symbol(side));
}

}  // namespace

ParseError::ParseError(int line, int column, const std::string& message)
    : std::runtime_error("input:" + std::to_string(line) + (column > 0 ? ":" + std::to_string(column) : "") + ": " +
                         message),
      line_(line),
      column_(column),
      message_(message) {}

namespace {

/// Makes `in` throw on badbit while it lives. istream::getline turns an exception of
/// the stream's buffer into badbit unless badbit is in exceptions(); with it, a read
/// error (the input is a directory) reaches the caller as the std::ios_base::failure
/// the buffer threw, with its error code, as a plain sbumpc() lets it through.
class BadbitThrows {
 public:
  explicit BadbitThrows(std::istream& in) : in_(in), saved_(in.exceptions()) {
    if (!in_.bad()) in_.exceptions(saved_ | std::ios::badbit);
  }
  ~BadbitThrows() { in_.exceptions(saved_); }
  BadbitThrows(const BadbitThrows&) = delete;
  BadbitThrows& operator=(const BadbitThrows&) = delete;

 private:
  std::istream& in_;
  std::ios::iostate saved_;
};

/// Skips the rest of a line found too long (its next character not yet read), then
/// throws ParseError, or InputStopped when no line end comes within kMaxSkippedLength.
[[noreturn]] void skip_too_long_line(std::istream& in, int line_number) {
  std::streambuf* buffer = in.rdbuf();
  int rest = buffer->sbumpc();
  std::size_t skipped = 0;
  while (rest != '\n' && rest != std::char_traits<char>::eof()) {
    if (++skipped > kMaxSkippedLength) {
      throw InputStopped(line_number, static_cast<int>(kMaxLineLength) + 1,
                         "line too long (no line end within " + std::to_string(kMaxSkippedLength) +
                             " characters); the rest of the input is not read");
    }
    rest = buffer->sbumpc();
  }
  if (rest == std::char_traits<char>::eof()) in.setstate(std::ios::eofbit);
  throw ParseError(line_number, static_cast<int>(kMaxLineLength) + 1,
                   "line too long (more than " + std::to_string(kMaxLineLength) + " characters)");
}

}  // namespace

bool read_bounded_line(std::istream& in, std::string& line, int line_number) {
  line.clear();
  if (in.rdbuf() == nullptr) return false;
  // istream::getline finds the line end with memchr in the stream's buffer; a loop of
  // sbumpc() calls paid a test and a store per character, 6% of a 17-clue batch of the
  // final solver. It stores at most n - 1 characters; when the line goes on, it sets
  // failbit without reading the next character, and the line is read on in pieces.
  const BadbitThrows read_errors_throw(in);
  char piece[512];
  for (;;) {
    const std::size_t room = kMaxLineLength - line.size();  // 0 when the line is full
    in.getline(piece, static_cast<std::streamsize>(std::min(sizeof piece - 1, room) + 1));
    const auto got = static_cast<std::size_t>(in.gcount());
    if (!in.fail()) {  // the line end was read (and counted in gcount), or the input ended after a character
      line.append(piece, in.eof() ? got : got - 1);
      break;
    }
    in.clear(in.rdstate() & ~std::ios::failbit);
    if (in.eof()) {  // nothing more to read
      if (line.empty()) return false;
      break;
    }
    if (got == 0 && room > 0) return !line.empty();  // the stream was failed or bad before: nothing is read
    line.append(piece, got);                         // the piece was full and the line goes on
    if (room == 0) skip_too_long_line(in, line_number);
  }
  // A UTF-8 byte-order mark (EF BB BF) before the first line is not part of the puzzle.
  if (line_number == 1 && line.compare(0, 3, "\xEF\xBB\xBF") == 0) line.erase(0, 3);
  return true;
}

Grid read_boj(std::istream& in) {
  std::string line;
  int line_number = 0;
  // Skip blank lines before the grid.
  bool have_line = false;
  while (read_bounded_line(in, line, ++line_number)) {
    if (!is_blank_line(line)) {
      have_line = true;
      break;
    }
  }
  if (!have_line) {
    throw ParseError(line_number, 1, "expected a grid (BOJ format: 9 lines of 9 numbers 0-9), found an empty input");
  }
  // The first row decides the size: 4 or 16 numbers mean 4x4 or 16x16, anything else is read as 9x9.
  const std::size_t first_count = split_tokens(line).size();
  const int side = first_count == 4 ? 4 : first_count == 16 ? 16 : 9;
  Grid grid(side == 4 ? 2 : side == 16 ? 4 : 3);

  for (int row = 0; row < side; ++row) {
    if (row > 0) {
      if (!read_bounded_line(in, line, ++line_number)) {
        throw ParseError(line_number, 1,
                         "expected " + std::to_string(side) + " rows for a " + side_text(side) + " grid, found " +
                             std::to_string(row) + " (the input ends here)");
      }
      if (is_blank_line(line)) {
        throw ParseError(
            line_number, 1,
            "expected row " + std::to_string(row + 1) + " of " + std::to_string(side) + ", found a blank line");
      }
    }
    const std::vector<Token> tokens = split_tokens(line);
    for (std::size_t i = 0; i < tokens.size() && i < static_cast<std::size_t>(side); ++i) {
      grid.set(row, static_cast<int>(i), parse_boj_number(tokens[i], side, line_number));
    }
    if (tokens.size() < static_cast<std::size_t>(side)) {
      std::size_t end = line.size();
      while (end > 0 && is_blank_char(line[end - 1])) --end;
      throw ParseError(line_number, static_cast<int>(end) + 1,
                       "expected " + std::to_string(side) + " numbers in row " + std::to_string(row + 1) + ", found " +
                           std::to_string(tokens.size()));
    }
    if (tokens.size() > static_cast<std::size_t>(side)) {
      const Token& extra = tokens[static_cast<std::size_t>(side)];
      throw ParseError(line_number, extra.column,
                       "expected " + std::to_string(side) + " numbers in row " + std::to_string(row + 1) +
                           ", found more, starting with " + describe_char(extra.text.front()));
    }
  }
  // Only blank lines may follow the grid.
  while (read_bounded_line(in, line, ++line_number)) {
    for (std::size_t i = 0; i < line.size(); ++i) {
      if (!is_blank_char(line[i])) {
        throw ParseError(
            line_number, static_cast<int>(i) + 1,
            "expected the end of the input after " + std::to_string(side) + " rows, found " + describe_char(line[i]));
      }
    }
  }
  return grid;
}

namespace {

#if defined(__SSE2__)
/// Fills a 9x9 `grid` from its 81 `cells` when each is '.', '0' or a digit 1-9: 16 at a
/// time with vector compares, where the loop below costs a lookup and a test a character
/// (3.5% of a 17-clue batch of the final solver). False otherwise, for that loop to name
/// the character.
bool fill_9x9(const char* cells, Grid& grid) {
  std::uint8_t values[96];
  const __m128i zero_char = _mm_set1_epi8('0');
  const __m128i dot = _mm_set1_epi8('.');
  const __m128i nine = _mm_set1_epi8(9);
  int bad = 0;
  for (int offset : {0, 16, 32, 48, 64, 65}) {  // 81 bytes, the last load overlapping
    const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + offset));
    const __m128i digit = _mm_sub_epi8(c, zero_char);  // wraps below '0', so above 9 as unsigned
    const __m128i is_dot = _mm_cmpeq_epi8(c, dot);
    const __m128i is_digit = _mm_cmpeq_epi8(_mm_subs_epu8(digit, nine), _mm_setzero_si128());
    bad |= _mm_movemask_epi8(_mm_or_si128(is_dot, is_digit)) ^ 0xFFFF;
    _mm_storeu_si128(reinterpret_cast<__m128i*>(values + offset), _mm_andnot_si128(is_dot, digit));
  }
  if (bad != 0) return false;
  for (int cell = 0; cell < 81; ++cell) grid.set(cell, values[cell]);
  return true;
}
#endif

}  // namespace

void parse_line_puzzle_into(std::string_view text, int line_number, Grid& grid) {
  std::size_t begin = 0;
  std::size_t end = text.size();
  while (begin < end && is_blank_char(text[begin])) ++begin;
  while (end > begin && is_blank_char(text[end - 1])) --end;
  const std::string_view cells = text.substr(begin, end - begin);
  int box_side = 0;
  if (cells.size() == 16) box_side = 2;
  if (cells.size() == 81) box_side = 3;
  if (cells.size() == 256) box_side = 4;
  if (box_side == 0) {
    const int column = static_cast<int>(begin + std::min<std::size_t>(cells.size(), 256)) + 1;
    throw ParseError(
        line_number, column,
        "expected a puzzle line of 16, 81 or 256 cells, found " + std::to_string(cells.size()) + " characters");
  }
  // A grid of the same size is written over as it is: its cells past the line's are
  // blank already, and clearing and copying a whole Grid cost more than the parse of
  // an easy puzzle's line (about 5% of the final solver's batch on an easy file).
  if (grid.box_side() != box_side) grid = Grid(box_side);
#if defined(__SSE2__)
  if (box_side == 3 && fill_9x9(cells.data(), grid)) return;
#endif
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int value = kSymbolValues[static_cast<unsigned char>(cells[i])];
    if (value < 0 || value > grid.side()) {
      throw ParseError(line_number, static_cast<int>(begin + i) + 1,
                       "expected " + symbols_for(grid.side()) + ", found " + describe_char(cells[i]));
    }
    grid.set(static_cast<int>(i), value);
  }
}

Grid parse_line_puzzle(std::string_view text, int line_number) {
  Grid grid;
  parse_line_puzzle_into(text, line_number, grid);
  return grid;
}

std::optional<Grid> PuzzleStream::next() {
  while (read_bounded_line(in_, line_, ++line_number_)) {
    std::size_t first = 0;
    while (first < line_.size() && is_blank_char(line_[first])) ++first;
    if (first == line_.size() || line_[first] == '#') continue;
    return parse_line_puzzle(line_, line_number_);
  }
  return std::nullopt;
}

Grid read_line_puzzle(std::istream& in) {
  PuzzleStream stream(in);
  std::optional<Grid> puzzle = stream.next();
  if (!puzzle) throw ParseError(stream.line_number(), 1, "expected a puzzle line, found an empty input");
  const Grid first = *puzzle;
  const int first_line = stream.line_number();
  if (stream.next()) {
    throw ParseError(
        stream.line_number(), 1,
        "expected one puzzle (line " + std::to_string(first_line) + "), found a second one; use --batch for many");
  }
  return first;
}

std::string format_boj(const Grid& grid) {
  std::string out;
  for (int row = 0; row < grid.side(); ++row) {
    for (int column = 0; column < grid.side(); ++column) {
      if (column > 0) out += ' ';
      out += std::to_string(grid.at(row, column));
    }
    out += '\n';
  }
  return out;
}

std::string format_line(const Grid& grid) {
  std::string out;
  for (int cell = 0; cell < grid.cell_count(); ++cell) out += digit_symbol(grid[cell]);
  return out;
}

std::string format_pretty(const Grid& grid) {
  const int box = grid.box_side();
  std::string border = "+";
  for (int b = 0; b < box; ++b) border += std::string(static_cast<std::size_t>(2 * box + 1), '-') + "+";
  border += '\n';
  std::string out;
  for (int row = 0; row < grid.side(); ++row) {
    if (row % box == 0) out += border;
    for (int column = 0; column < grid.side(); ++column) {
      if (column % box == 0) out += "| ";
      out += digit_symbol(grid.at(row, column));
      out += ' ';
    }
    out += "|\n";
  }
  out += border;
  return out;
}

namespace {

std::string write_error(const std::string& name, int error_number) {
  return "cannot write " + name + ": " + std::strerror(error_number != 0 ? error_number : EIO);
}

}  // namespace

OutputFile::OutputFile() : file_(stdout), name_("standard output"), owned_(false) {}

OutputFile::OutputFile(const std::string& path) : file_(std::fopen(path.c_str(), "wb")), name_(path), owned_(true) {
  if (file_ == nullptr) throw WriteError(write_error(name_, errno));
}

OutputFile::~OutputFile() {
  if (owned_ && file_ != nullptr) std::fclose(file_);
}

void OutputFile::fail(int error_number) { throw WriteError(write_error(name_, error_number)); }

void OutputFile::write(std::string_view text) {
  if (file_ == nullptr) fail(EBADF);
  errno = 0;
  if (std::fwrite(text.data(), 1, text.size(), file_) != text.size()) fail(errno);
}

void OutputFile::flush() {
  if (file_ == nullptr) fail(EBADF);
  errno = 0;
  if (std::fflush(file_) != 0 || std::ferror(file_)) fail(errno);
}

void OutputFile::close() {
  flush();
  if (!owned_) return;
  std::FILE* file = file_;
  file_ = nullptr;
  errno = 0;
  if (std::fclose(file) != 0) fail(errno);
}

void check_standard_output() {
  errno = 0;
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) throw WriteError(write_error("standard output", errno));
}

}  // namespace sudoku
