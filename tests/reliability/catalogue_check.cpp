// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// catalogue_check: is what a stage binary printed a valid answer to its input?
//
//   catalogue_check INPUT_FORMAT OUTPUT_FORMAT PUZZLE_FILE ANSWER_FILE
//
// INPUT_FORMAT is boj, line or batch; OUTPUT_FORMAT is boj, line or pretty.
// The answer must be complete, break no rule and keep every given
// (sudoku::solution_problem). For batch, every puzzle read before the end (or
// before the first bad line) must have one answer line, in order: a solution,
// `# invalid: ...` for a puzzle whose givens conflict, or `# no solution` /
// `# limit reached` for one whose givens do not. Exit 0 when all is right,
// otherwise 1 with one line on stderr saying what is wrong.
#include <fstream>
#include <iostream>
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

void check_batch(const std::string& puzzle_text, const std::string& answer_text) {
  std::istringstream in(puzzle_text);
  sudoku::PuzzleStream puzzles(in);
  std::vector<sudoku::Grid> read;
  try {
    while (auto puzzle = puzzles.next()) read.push_back(*puzzle);
  } catch (const sudoku::ParseError&) {
    // The binary stops at the same line: the puzzles before it are answered.
  }
  std::istringstream answers(answer_text);
  std::string line;
  std::size_t index = 0;
  for (; std::getline(answers, line); ++index) {
    if (index == read.size()) throw Failure{"more answer lines than puzzles"};
    const sudoku::Grid& puzzle = read[index];
    const std::string where = "answer line " + std::to_string(index + 1) + ": ";
    const bool conflicting = sudoku::find_conflict(puzzle).has_value();
    if (line.rfind("# invalid: ", 0) == 0) {
      if (!conflicting) throw Failure{where + "'# invalid' for a puzzle without conflicting givens"};
    } else if (line == "# no solution" || line == "# limit reached") {
      if (conflicting) throw Failure{where + "'" + line + "' for a puzzle whose givens conflict"};
    } else {
      const sudoku::Grid answer = sudoku::parse_line_puzzle(line, static_cast<int>(index + 1));
      if (auto problem = sudoku::solution_problem(puzzle, answer)) throw Failure{where + "wrong answer: " + *problem};
    }
  }
  if (index != read.size()) {
    throw Failure{std::to_string(read.size()) + " puzzles but " + std::to_string(index) + " answer lines"};
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
      check_batch(puzzle_text, answer_text);
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
