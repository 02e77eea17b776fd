// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file markup.hpp
/// \brief The kit's one escaper for XML and HTML text: the tracer's DOT labels
/// (Graphviz's HTML-like labels) and `kit`'s SVG charts and HTML reports.
#pragma once

#include <string>
#include <string_view>

namespace sudoku {

/// `text` with &, <, > and " written as entities (&amp; &lt; &gt; &quot;), every
/// other byte as it is.
std::string xml_escape(std::string_view text);

}  // namespace sudoku
