// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Unit tests of common/io: both parsers, their error positions, the formatters.
#include <gtest/gtest.h>
#include <CLI/CLI.hpp>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include "cli.hpp"
#include "io.hpp"

namespace sudoku {
namespace {

const char* kSample =
    "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n"
    "5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n";

Grid boj(const std::string& text) {
  std::istringstream in(text);
  return read_boj(in);
}

/// Parses `text` as BOJ, expecting a ParseError at `line`:`column` whose message contains `phrase`.
void expect_boj_error(const std::string& text, int line, int column, const std::string& phrase) {
  try {
    boj(text);
    ADD_FAILURE() << "accepted: " << text.substr(0, 60);
  } catch (const ParseError& error) {
    EXPECT_EQ(error.line(), line) << error.what();
    EXPECT_EQ(error.column(), column) << error.what();
    EXPECT_NE(std::string(error.what()).find(phrase), std::string::npos) << error.what();
  }
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

TEST(ReadBoj, ReadsTheBaekjoonSample) {
  const Grid grid = boj(kSample);
  EXPECT_EQ(grid.side(), 9);
  EXPECT_EQ(grid.at(0, 0), 0);
  EXPECT_EQ(grid.at(0, 1), 3);
  EXPECT_EQ(grid.at(8, 7), 6);
  EXPECT_EQ(grid.filled_count(), 81 - 14);
}

TEST(ReadBoj, AcceptsCrlfTabsTrailingSpacesAndNoFinalNewline) {
  const Grid expected = boj(kSample);
  EXPECT_EQ(boj(replace_all(kSample, "\n", "\r\n")), expected);
  EXPECT_EQ(boj(replace_all(kSample, " ", "\t")), expected);
  EXPECT_EQ(boj(replace_all(kSample, "\n", "   \n")), expected);
  std::string no_final_newline = kSample;
  no_final_newline.pop_back();
  EXPECT_EQ(boj(no_final_newline), expected);
  EXPECT_EQ(boj(std::string(kSample) + "\n\n  \n"), expected);
  EXPECT_EQ(boj("\n" + std::string(kSample)), expected);
}

TEST(ReadBoj, ReadsOtherSizesFromTheFirstRow) {
  EXPECT_EQ(boj("1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 4\n").side(), 4);
  std::string sixteen;
  for (int row = 0; row < 16; ++row) {
    for (int column = 0; column < 16; ++column) sixteen += column == 0 ? "16" : " 0";
    sixteen += "\n";
  }
  const Grid grid = boj(sixteen);
  EXPECT_EQ(grid.side(), 16);
  EXPECT_EQ(grid.at(15, 0), 16);
}

TEST(ReadBoj, RejectsShortAndLongRows) {
  expect_boj_error(replace_all(kSample, "7 8 2 1 0 5 6 0 9", "7 8 2 1 0 5 6 0"), 2, 16,
                   "expected 9 numbers in row 2, found 8");
  expect_boj_error(replace_all(kSample, "7 8 2 1 0 5 6 0 9", "7 8 2 1 0 5 6 0 9 1"), 2, 19, "found more");
}

TEST(ReadBoj, RejectsTooFewAndTooManyRows) {
  const std::string eight_rows = std::string(kSample).substr(0, 18 * 8);
  expect_boj_error(eight_rows, 9, 1, "expected 9 rows for a 9x9 grid, found 8");
  expect_boj_error(std::string(kSample) + "1 2 3 4 5 6 7 8 9\n", 10, 1, "expected the end of the input after 9 rows");
  expect_boj_error(replace_all(kSample, "3 2 1 0 4 6 8 9 7\n", "\n3 2 1 0 4 6 8 9 7\n"), 4, 1, "found a blank line");
}

TEST(ReadBoj, RejectsNonDigitsWithTheirColumn) {
  expect_boj_error(replace_all(kSample, "0 6 0 2 7", "0 6 x 2 7"), 3, 5, "expected a number 0-9, found 'x'");
  expect_boj_error(replace_all(kSample, "0 6 0 2 7", "0 6 -1 2 7"), 3, 5, "found '-'");
  expect_boj_error(replace_all(kSample, "0 6 0 2 7", "0 6 1.5 2 7"), 3, 6, "found '.'");
}

TEST(ReadBoj, RejectsOutOfRangeNumbers) {
  expect_boj_error(replace_all(kSample, "0 6 0 2 7", "0 6 10 2 7"), 3, 5, "found 10 (out of range)");
  expect_boj_error(replace_all(kSample, "0 6 0 2 7", "0 6 99999999999999999999999 2 7"), 3, 5, "out of range");
  EXPECT_EQ(boj(replace_all(kSample, "0 6 0 2 7", "0 6 007 2 7")).at(2, 2), 7);
}

TEST(ReadBoj, RejectsNulBytesAndBinaryData) {
  std::string with_nul = kSample;
  with_nul[2] = '\0';
  expect_boj_error(with_nul, 1, 3, "found byte 0x00");
  expect_boj_error(replace_all(kSample, "0 6 0 2 7", "0 6 \xEF\xBC\x91 2 7"), 3, 5, "found byte 0xEF");
}

TEST(ReadBoj, RejectsGarbageAfterTheGrid) { expect_boj_error(std::string(kSample) + "\nhello\n", 11, 1, "found 'h'"); }

TEST(ReadBoj, RejectsEmptyAndHugeInput) {
  expect_boj_error("", 1, 1, "found an empty input");
  expect_boj_error(" \n\t\n", 3, 1, "found an empty input");
  expect_boj_error(std::string(kMaxLineLength + 10, ' '), 1, static_cast<int>(kMaxLineLength) + 1, "line too long");
}

TEST(ParseLinePuzzle, ReadsAllSizesAndBlankSymbols) {
  const Grid nine =
      parse_line_puzzle("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
  EXPECT_EQ(nine.side(), 9);
  EXPECT_EQ(nine.at(0, 2), 3);
  EXPECT_EQ(parse_line_puzzle(std::string(81, '0')), Grid(3));
  const Grid four = parse_line_puzzle("1..4..1..3..4..3\r");
  EXPECT_EQ(four.side(), 4);
  EXPECT_EQ(four.at(3, 3), 3);
  const Grid sixteen = parse_line_puzzle("G" + std::string(254, '.') + "a");
  EXPECT_EQ(sixteen.at(0, 0), 16);
  EXPECT_EQ(sixteen.at(15, 15), 10);
}

TEST(ParseLinePuzzle, RejectsWrongLengthAndSymbolsWithTheirColumn) {
  try {
    parse_line_puzzle(std::string(80, '.'), 7);
    ADD_FAILURE();
  } catch (const ParseError& error) {
    EXPECT_EQ(error.line(), 7);
    EXPECT_NE(std::string(error.what()).find("found 80 characters"), std::string::npos);
  }
  try {
    parse_line_puzzle(std::string(40, '.') + "A" + std::string(40, '.'), 3);
    ADD_FAILURE();
  } catch (const ParseError& error) {
    EXPECT_EQ(error.line(), 3);
    EXPECT_EQ(error.column(), 41);
    EXPECT_NE(std::string(error.what()).find("found 'A'"), std::string::npos) << error.what();
  }
  EXPECT_THROW(parse_line_puzzle("1..5..1..3..4..3"), ParseError);  // 5 is too large for 4x4
}

TEST(PuzzleStream, SkipsBlankAndCommentLinesAndCountsLines) {
  std::istringstream in("# a comment\n\n" + std::string(81, '.') + "\r\n   \n" + std::string(16, '.'));
  PuzzleStream stream(in);
  auto first = stream.next();
  ASSERT_TRUE(first);
  EXPECT_EQ(first->side(), 9);
  EXPECT_EQ(stream.line_number(), 3);
  auto second = stream.next();
  ASSERT_TRUE(second);
  EXPECT_EQ(second->side(), 4);
  EXPECT_EQ(stream.line_number(), 5);
  EXPECT_FALSE(stream.next());
}

TEST(PuzzleStream, GoesOnAfterAMalformedLineEvenATooLongOne) {
  const std::string good(81, '.');
  std::istringstream in(good + "\n" + std::string(80, '.') + "\n" + std::string(100000, '1') + "\n" + good + "\n");
  PuzzleStream stream(in);
  ASSERT_TRUE(stream.next());
  try {
    stream.next();
    ADD_FAILURE() << "an 80-cell line was accepted";
  } catch (const ParseError& error) {
    EXPECT_EQ(error.line(), 2);
  }
  try {
    stream.next();
    ADD_FAILURE() << "a 100,000-character line was accepted";
  } catch (const ParseError& error) {
    EXPECT_EQ(error.line(), 3);
    EXPECT_NE(std::string(error.what()).find("line too long"), std::string::npos) << error.what();
  }
  auto last = stream.next();  // the rest of the long line was skipped, not read as line 4
  ASSERT_TRUE(last);
  EXPECT_EQ(stream.line_number(), 4);
  EXPECT_FALSE(stream.next());
}

TEST(ByteOrderMark, IsAcceptedBeforeTheFirstLineOnly) {
  const std::string bom = "\xEF\xBB\xBF";
  EXPECT_EQ(boj(bom + kSample), boj(kSample));
  std::istringstream line_in(bom + std::string(81, '.') + "\n");
  EXPECT_EQ(read_line_puzzle(line_in), Grid(3));
  std::istringstream second(std::string(81, '.') + "\n" + bom + std::string(81, '.') + "\n");
  PuzzleStream stream(second);
  ASSERT_TRUE(stream.next());
  EXPECT_THROW(stream.next(), ParseError);  // a mark inside the file is a bad symbol
}

TEST(OutputFile, ReportsAFullDiskWithTheFileAndTheReason) {
  OutputFile full("/dev/full");
  try {
    full.write(std::string(100000, 'x'));  // more than the buffer: the write itself fails
    full.close();
    ADD_FAILURE() << "writing to /dev/full succeeded";
  } catch (const WriteError& error) {
    EXPECT_STREQ(error.what(), "cannot write /dev/full: No space left on device");
  }
  OutputFile small("/dev/full");
  small.write("a line\n");  // buffered: the failure shows when it is flushed
  EXPECT_THROW(small.close(), WriteError);
}

TEST(OutputFile, ReportsAPathThatCannotBeCreated) {
  try {
    OutputFile file("/no/such/folder/out.txt");
    ADD_FAILURE() << "opened a file in a missing folder";
  } catch (const WriteError& error) {
    EXPECT_STREQ(error.what(), "cannot write /no/such/folder/out.txt: No such file or directory");
  }
}

TEST(OutputFile, WritesEverythingToAFile) {
  const std::string path = testing::TempDir() + "output-file-test.txt";
  {
    OutputFile file(path);
    file.write("one\n");
    file.write("two\n");
    file.close();
  }
  std::ifstream in(path);
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()), "one\ntwo\n");
  std::remove(path.c_str());
}

/// The message of `validator` on `text` (empty: accepted).
std::string judge_value(CLI::Validator validator, std::string text) { return validator(text); }

TEST(Validators, SecondsAreFiniteAndNotNegative) {
  for (const char* good : {"0", "2", "0.25", "1e9", "3.5e2"})
    EXPECT_EQ(judge_value(seconds_validator(), good), "") << good;
  EXPECT_NE(judge_value(seconds_validator(), "nan").find("(not a number)"), std::string::npos);
  EXPECT_NE(judge_value(seconds_validator(), "abc").find("(not a number)"), std::string::npos);
  EXPECT_NE(judge_value(seconds_validator(), "inf").find("(infinite)"), std::string::npos);
  EXPECT_NE(judge_value(seconds_validator(), "1e400").find("(infinite)"), std::string::npos);
  EXPECT_NE(judge_value(seconds_validator(), "-5").find("(negative)"), std::string::npos);
  EXPECT_NE(judge_value(seconds_validator(), "2e9").find("(too large)"), std::string::npos);
  EXPECT_NE(judge_value(seconds_validator(), "").find("(empty)"), std::string::npos);
  EXPECT_NE(judge_value(seconds_validator(), "5s").find("(not a number)"), std::string::npos);
}

TEST(Validators, WholeNumbersDoNotWrap) {
  for (const char* good : {"0", "7", "18446744073709551615"}) {
    EXPECT_EQ(judge_value(whole_number_validator(), good), "") << good;
  }
  EXPECT_NE(judge_value(whole_number_validator(), "-1").find("(negative)"), std::string::npos);
  EXPECT_NE(judge_value(whole_number_validator(), "18446744073709551616").find("(too large)"), std::string::npos);
  EXPECT_NE(judge_value(whole_number_validator(), "").find("(empty)"), std::string::npos);
  EXPECT_NE(judge_value(whole_number_validator(), "1.5").find("(not a whole number)"), std::string::npos);
  EXPECT_NE(judge_value(whole_number_validator(), " 5").find("(not a whole number)"), std::string::npos);
  EXPECT_NE(judge_value(whole_number_validator(1, 1000), "0").find("(too small)"), std::string::npos);
  EXPECT_NE(judge_value(whole_number_validator(1, 1000), "1001").find("(too large)"), std::string::npos);
  const std::string longest = judge_value(whole_number_validator(), std::string(200, '9'));
  EXPECT_LE(longest.size(), 100u) << longest;  // the value is cut, so the message stays one short line
}

TEST(ReadLinePuzzle, RejectsASecondPuzzle) {
  std::istringstream in(std::string(81, '.') + "\n" + std::string(81, '.') + "\n");
  EXPECT_THROW(read_line_puzzle(in), ParseError);
}

TEST(Format, BojHasOneSpaceBetweenNumbersAndNoTrailingSpace) {
  const Grid grid = boj(kSample);
  EXPECT_EQ(format_boj(grid), kSample);
}

TEST(Format, LineAndBojRoundTrip) {
  const Grid grid = boj(kSample);
  EXPECT_EQ(parse_line_puzzle(format_line(grid)), grid);
  std::string sixteen_line = "G123456789ABCDEF" + std::string(240, '.');
  const Grid sixteen = parse_line_puzzle(sixteen_line);
  EXPECT_EQ(format_line(sixteen), sixteen_line);
  EXPECT_EQ(boj(format_boj(sixteen)), sixteen);
}

TEST(Format, PrettyDrawsBoxBorders) {
  const std::string pretty = format_pretty(boj(kSample));
  EXPECT_EQ(pretty.substr(0, 26), "+-------+-------+-------+\n");
  EXPECT_NE(pretty.find("| . 3 5 | 4 6 9 | 2 7 8 |\n"), std::string::npos) << pretty;
  EXPECT_EQ(std::count(pretty.begin(), pretty.end(), '\n'), 13);
}

}  // namespace
}  // namespace sudoku
