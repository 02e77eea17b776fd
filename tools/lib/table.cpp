// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The report writer (see table.hpp).
#include "table.hpp"

#include <algorithm>
#include <cstddef>
#include <nlohmann/json.hpp>

#include "text.hpp"

namespace kit::shared {

namespace {

Align align_of(const std::vector<Align>& align, std::size_t column) {
  return column < align.size() ? align[column] : Align::left;
}

}  // namespace

void write_text(std::ostream& out, const Table& table, const std::vector<Align>& align) {
  std::vector<std::size_t> widths(table.header.size(), 0);
  for (std::size_t c = 0; c < widths.size(); ++c) {
    widths[c] = display_width(table.header[c]);
    for (const auto& row : table.rows) widths[c] = std::max(widths[c], display_width(row[c]));
  }
  auto line = [&](const std::vector<std::string>& cells) {
    std::string text;
    for (std::size_t c = 0; c < cells.size(); ++c) {
      const std::string fill(widths[c] - std::min(widths[c], display_width(cells[c])), ' ');
      const bool last = c + 1 == cells.size();
      if (c > 0) text += "  ";
      if (align_of(align, c) == Align::right) {
        text += fill + cells[c];
      } else {
        text += last ? cells[c] : cells[c] + fill;
      }
    }
    out << text << '\n';
  };
  line(table.header);
  for (const auto& row : table.rows) line(row);
}

void write_markdown(std::ostream& out, const Table& table, const std::vector<Align>& align) {
  std::string head = "|", rule = "|";
  for (std::size_t c = 0; c < table.header.size(); ++c) {
    head += " " + table.header[c] + " |";
    rule += align_of(align, c) == Align::right ? "---:|" : "---|";
  }
  out << head << '\n' << rule << '\n';
  for (const auto& row : table.rows) {
    std::string text = "|";
    for (const std::string& cell : row) text += " " + markdown_escape(cell) + " |";
    out << text << '\n';
  }
}

void write_csv(std::ostream& out, const Table& table) {
  for (std::size_t c = 0; c < table.header.size(); ++c) out << (c ? "," : "") << csv_field(table.header[c]);
  out << '\n';
  for (const auto& row : table.rows) {
    for (std::size_t c = 0; c < row.size(); ++c) out << (c ? "," : "") << csv_field(row[c]);
    out << '\n';
  }
}

void write_json(std::ostream& out, const nlohmann::json& report) { out << report.dump(2) << '\n'; }

void write_json(std::ostream& out, const nlohmann::ordered_json& report) { out << report.dump(2) << '\n'; }

}  // namespace kit::shared
