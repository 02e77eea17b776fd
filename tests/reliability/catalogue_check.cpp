// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// catalogue_check: is what a stage binary printed a valid answer to its input?
//
//   catalogue_check INPUT_FORMAT OUTPUT_FORMAT PUZZLE_FILE ANSWER_FILE
//
// INPUT_FORMAT is boj, line or batch; OUTPUT_FORMAT is boj, line or pretty.
// The answer must be complete, break no rule and keep every given
// (sudoku::solution_problem). For batch, every puzzle line must have one answer
// entry, in order: a solution, `# invalid: ...` for a puzzle whose givens
// conflict, `# invalid: input:LINE:COLUMN: ...` (that exact place) for a malformed
// line, or `# no solution` / `# limit reached` for one whose givens do not
// conflict. In batch boj output the entries are separated by one blank line.
// Exit 0 when all is right, otherwise 1 with one line on stderr saying what is wrong.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "io.hpp"
#include "rules.hpp"

namespace {

struct Failure {
  std::string message;
};

std::string read_all(const char* path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw Failure{std::string("cannot open ") + path};
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

/// The symbols of a pretty grid (everything but borders and spaces), as one line.
std::string pretty_to_line(const std::string& text) {
  std::string line;
  for (char c : text) {
    if (c != '|' && c != '+' && c != '-' && c != ' ' && c != '\n') line += c;
  }
  return line;
}

sudoku::Grid parse_answer(const std::string& text, const std::string& format) {
  try {
    if (format == "pretty") return sudoku::parse_line_puzzle(pretty_to_line(text));
    std::istringstream in(text);
    return format == "line" ? sudoku::read_line_puzzle(in) : sudoku::read_boj(in);
  } catch (const sudoku::ParseError& error) {
    throw Failure{std::string("the answer does not parse: ") + error.what()};
  }
}

void check_one(const std::string& input_format, const std::string& output_format, const std::string& puzzle_text,
               const std::string& answer_text) {
  std::istringstream in(puzzle_text);
  const sudoku::Grid puzzle = input_format == "line" ? sudoku::read_line_puzzle(in) : sudoku::read_boj(in);
  if (output_format != "pretty" && (answer_text.empty() || answer_text.back() != '\n')) {
    throw Failure{"the answer does not end with a newline"};
  }
  const sudoku::Grid answer = parse_answer(answer_text, output_format);
  if (auto problem = sudoku::solution_problem(puzzle, answer)) throw Failure{"wrong answer: " + *problem};
}

/// One puzzle line of a batch input: a puzzle, or where it is malformed ("input:LINE:COLUMN:").
struct BatchEntry {
  std::optional<sudoku::Grid> puzzle;
  std::string malformed_at;
};

/// The answer entries of a batch output: one line each, or (boj) grids separated by a blank line.
std::vector<std::string> split_entries(const std::string& answer_text, const std::string& output_format) {
  std::vector<std::string> entries;
  std::istringstream answers(answer_text);
  std::string line, entry;
  bool expect_separator = false;
  while (std::getline(answers, line)) {
    if (output_format == "line") {
      entries.push_back(line);
      continue;
    }
    if (expect_separator) {
      if (!line.empty()) throw Failure{"no blank line after answer entry " + std::to_string(entries.size())};
      expect_separator = false;
      continue;
    }
    entry += line + "\n";
    const bool comment = line.rfind("# ", 0) == 0;
    if (comment || std::count(entry.begin(), entry.end(), '\n') == 9) {
      if (comment) entry.pop_back();
      entries.push_back(entry);
      entry.clear();
      expect_separator = true;
    }
  }
  if (!entry.empty()) throw Failure{"an incomplete grid at the end of the output"};
  return entries;
}

void check_batch(const std::string& output_format, const std::string& puzzle_text, const std::string& answer_text) {
  std::istringstream in(puzzle_text);
  sudoku::PuzzleStream puzzles(in);
  std::vector<BatchEntry> read;
  for (;;) {
    try {
      auto puzzle = puzzles.next();
      if (!puzzle) break;
      read.push_back({*puzzle, ""});
    } catch (const sudoku::ParseError& error) {
      // The binary answers a malformed line with '# invalid: input:LINE:COLUMN: ...' and goes on.
      read.push_back(
          {std::nullopt, "input:" + std::to_string(error.line()) + ":" + std::to_string(error.column()) + ":"});
    }
  }
  const std::vector<std::string> entries = split_entries(answer_text, output_format);
  if (entries.size() != read.size()) {
    throw Failure{std::to_string(read.size()) + " puzzle lines but " + std::to_string(entries.size()) +
                  " answer entries"};
  }
  for (std::size_t index = 0; index < entries.size(); ++index) {
    const std::string& line = entries[index];
    const std::string where = "answer entry " + std::to_string(index + 1) + ": ";
    if (!read[index].puzzle) {
      if (line.rfind("# invalid: " + read[index].malformed_at + " ", 0) != 0) {
        throw Failure{where + "'" + line + "' for a line malformed at " + read[index].malformed_at};
      }
      continue;
    }
    const sudoku::Grid& puzzle = *read[index].puzzle;
    const bool conflicting = sudoku::find_conflict(puzzle).has_value();
    if (line.rfind("# invalid: ", 0) == 0) {
      if (!conflicting) throw Failure{where + "'# invalid' for a puzzle without conflicting givens"};
    } else if (line == "# no solution" || line == "# limit reached") {
      if (conflicting) throw Failure{where + "'" + line + "' for a puzzle whose givens conflict"};
    } else {
      std::istringstream grid_text(line);
      const sudoku::Grid answer = output_format == "line" ? sudoku::parse_line_puzzle(line, static_cast<int>(index + 1))
                                                          : sudoku::read_boj(grid_text);
      if (auto problem = sudoku::solution_problem(puzzle, answer)) throw Failure{where + "wrong answer: " + *problem};
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) {
    std::cerr << "usage: catalogue_check boj|line|batch boj|line|pretty PUZZLE_FILE ANSWER_FILE\n";
    return 2;
  }
  try {
    const std::string puzzle_text = read_all(argv[3]);
    const std::string answer_text = read_all(argv[4]);
    if (std::string(argv[1]) == "batch") {
      check_batch(argv[2], puzzle_text, answer_text);
    } else {
      check_one(argv[1], argv[2], puzzle_text, answer_text);
    }
  } catch (const Failure& failure) {
    std::cerr << failure.message << '\n';
    return 1;
  } catch (const std::exception& error) {
    std::cerr << "error: " << error.what() << '\n';
    return 1;
  }
  return 0;
}
