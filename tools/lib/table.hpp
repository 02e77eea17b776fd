// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file table.hpp
/// \brief The one writer of the kit's reports: a table of text cells as aligned
/// text, Markdown or CSV, and any report as JSON (through nlohmann/json).
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <ostream>
#include <string>
#include <vector>

namespace kit::shared {

/// A header and rows of cells, every row as long as the header.
struct Table {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
};

enum class Align { left, right };

/// Columns padded to their widest cell (in characters, not bytes), two spaces apart;
/// `align` per column (left where it is shorter); a left-aligned last column is not padded.
void write_text(std::ostream& out, const Table& table, const std::vector<Align>& align = {});
/// A Markdown table: `align` gives each column's rule (---, or ---: for right); cells escaped.
void write_markdown(std::ostream& out, const Table& table, const std::vector<Align>& align = {});
/// The header line, then one line per row, each cell a CSV field.
void write_csv(std::ostream& out, const Table& table);
/// `report` indented by two spaces, then a newline. (nlohmann::json keeps its keys
/// sorted, nlohmann::ordered_json in the order they were added.)
void write_json(std::ostream& out, const nlohmann::json& report);
void write_json(std::ostream& out, const nlohmann::ordered_json& report);

}  // namespace kit::shared
