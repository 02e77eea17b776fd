// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file text.hpp
/// \brief Text the kit's subcommands read and write: whole files, lines, and the
/// escaping of every format they print (XML/HTML, Markdown, CSV, a shell line).
/// JSON is escaped by nlohmann/json, never by hand.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "markup.hpp"

namespace kit::shared {

namespace fs = std::filesystem;

/// The bytes of `path` (empty when it cannot be read).
std::string read_all(const fs::path& path);
/// The lines of `text`, without their "\n" or "\r\n".
std::vector<std::string> lines_of(const std::string& text);

/// `text` with &, <, > and " written as entities, for SVG and HTML reports: the kit's
/// one XML escaper, shared with the tracer's DOT labels (common/markup.hpp).
using sudoku::xml_escape;
/// `text` for a Markdown table cell: |, <, ` and * written with a backslash.
std::string markdown_escape(const std::string& text);
/// `text` as one CSV field: quoted (with "" for ") when it holds a comma, a quote or a newline.
std::string csv_field(const std::string& text);
/// `text` as one word for a POSIX shell: in single quotes, a ' written as '\''.
std::string shell_quoted(const std::string& text);
/// Columns `text` takes on a terminal: its UTF-8 characters (µ is two bytes, one column).
std::size_t display_width(const std::string& text);

/// The first compiler error of a build log and a few lines after it (the log's tail when there is none).
std::string first_error(const std::string& log);

}  // namespace kit::shared
