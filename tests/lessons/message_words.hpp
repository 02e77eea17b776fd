// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file message_words.hpp
/// \brief The words the step tests put into the table's diagnoses: unit names, a
/// count of candidates or solutions, an order of checks, the names of lesson 7's
/// columns and rows, in the language of the messages (SUDOKU_KIT_LANG).
///
/// Every text here is a `part.*` entry of the table (common/messages/), so that a
/// Korean diagnosis holds no English words; tests/lessons/korean_messages_probe.cpp
/// prints each of them under SUDOKU_KIT_LANG=ko for the test that Korean mode is complete.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "support/printers.hpp"
#include "testing/messages.hpp"

namespace sudoku::testing {

/// The table's text `id` in the language of the messages, placeholders filled in.
inline std::string words(std::string_view id, MessageFields fields = {}) {
  return message_text(id, korean_from_environment(), fields);
}

/// "row", "column" or "box" (`kind`, as unit_holding() names it) in the language of the messages.
/// `none` (no unit) is said too.
inline std::string unit_word(std::string_view kind) {
  if (kind == "row") return words("part.unit-row");
  if (kind == "column") return words("part.unit-column");
  if (kind == "box") return words("part.unit-box");
  return words("part.unit-none");
}

/// "row index 4 (row 5 counting from 1)": the tables count units from 0, where()
/// and the lesson count rows from 1, so a message gives both and the two cannot
/// be mixed up.
inline std::string unit_index_name(std::string_view kind, int unit) {
  return words("part.unit-index",
               {{"unit", unit_word(kind)}, {"index", std::to_string(unit)}, {"number", std::to_string(unit + 1)}});
}

/// "row 3", "box 7": a unit by the number the lesson uses (counting from 1).
inline std::string unit_number_name(std::string_view kind, int unit) {
  return words("part.unit-number", {{"unit", unit_word(kind)}, {"number", std::to_string(unit + 1)}});
}

/// "1 candidate", "3 candidates": the size of a set of digits.
inline std::string candidate_count(int count) {
  return words(count == 1 ? "part.one-candidate" : "part.candidates", {{"count", std::to_string(count)}});
}

/// "1 check", "7,548 checks".
inline std::string check_count(std::uint64_t count) {
  return words(count == 1 ? "part.one-check" : "part.checks", {{"count", with_commas(count)}});
}

/// "1 solution", "125 solutions".
inline std::string solution_count(int count) {
  return words(count == 1 ? "part.one-solution" : "part.solutions", {{"count", std::to_string(count)}});
}

/// "famous.txt line 1": a puzzle by its file of tests/data/ and its line.
inline std::string file_line(std::string_view file, int line) {
  return words("part.file-line", {{"file", std::string(file)}, {"line", std::to_string(line)}});
}

/// An order of a whole-board check (lesson 1): `kinds` are 0 row, 1 column, 2 box;
/// `per_unit`: for each unit number u its row, column and box (the lesson's), else
/// every unit of the first kind, then of the second, then of the third.
inline std::string whole_board_order(bool per_unit, const int (&kinds)[3]) {
  const char* const names[] = {"row", "column", "box"};
  const char* const plural[] = {"part.unit-rows", "part.unit-columns", "part.unit-boxes"};
  const MessageFields fields = {{"first", unit_word(names[kinds[0]])},
                                {"second", unit_word(names[kinds[1]])},
                                {"third", unit_word(names[kinds[2]])},
                                {"plural", words(plural[kinds[0]])}};
  return words(per_unit ? "part.lesson01.order-per-unit" : "part.lesson01.order-kind-by-kind", fields);
}

/// "row, then box, then column": an order of stage 2's three scans (`units` as unit_holding() names them).
inline std::string scan_order(std::string_view first, std::string_view second, std::string_view third) {
  return words("part.lesson02.scan-order",
               {{"first", unit_word(first)}, {"second", unit_word(second)}, {"third", unit_word(third)}});
}

/// "column 85 (row 1 holds 5)": a column of lesson 7's 9x9 exact-cover matrix
/// (header number `header`, 1 to 324) named by its constraint.
inline std::string exact_cover_column_name(int header) {
  const int column = header - 1;
  const int side = 9;
  const int area = side * side;
  const int kind = column / area;
  const int unit = column % area / side;
  const int digit = column % side + 1;
  const char* const units[] = {"", "row", "column", "box"};
  const std::string what =
      kind == 0 ? words("part.lesson07.cell-holds-a-digit", {{"cell", std::to_string(column)}})
                : words("part.lesson07.unit-holds-digit",
                        {{"unit", unit_number_name(units[kind], unit)}, {"digit", std::to_string(digit)}});
  return words("part.lesson07.column-name", {{"column", std::to_string(column)}, {"what", what}});
}

/// "row 13 (4 in cell 1)": a row of lesson 7's matrix named by its placement.
inline std::string exact_cover_row_name(int row, int digit, int cell) {
  return words("part.lesson07.row-name",
               {{"row", std::to_string(row)}, {"digit", std::to_string(digit)}, {"cell", std::to_string(cell)}});
}

/// "the header of column 85 (row 1 holds 5)".
inline std::string exact_cover_header_name(int header) {
  return words("part.lesson07.header-of", {{"column", exact_cover_column_name(header)}});
}

/// "the node of row 13 (4 in cell 1) in column 85 (...)": a 1 of a row of the matrix.
inline std::string exact_cover_node_name(const std::string& row_name, int header) {
  return words("part.lesson07.node-of", {{"row", row_name}, {"column", exact_cover_column_name(header)}});
}

/// "the root", the node the header list hangs from.
inline std::string exact_cover_root_name() { return words("part.lesson07.root"); }

/// "NODE has its `up` link at node 7, it was at node 9 (WAS)": one link that changed.
inline std::string exact_cover_link_moved(const std::string& node, std::string_view link, int is, int was,
                                          const std::string& was_node) {
  return words("part.lesson07.link-moved", {{"node", node},
                                            {"link", std::string(link)},
                                            {"is", std::to_string(is)},
                                            {"was", std::to_string(was)},
                                            {"was_node", was_node}});
}

/// "the size of column 85 (...) is 8, it was 9": one size that changed.
inline std::string exact_cover_size_changed(int header, int is, int was) {
  return words("part.lesson07.size-changed",
               {{"column", exact_cover_column_name(header)}, {"is", std::to_string(is)}, {"was", std::to_string(was)}});
}

}  // namespace sudoku::testing
