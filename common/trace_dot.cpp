// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The drawing of the tracer: write_dot() writes a recorded SearchTree as Graphviz DOT.
//
// The drawing is decided in three passes: the size of every subtree, which
// nodes fit in the budget (the solution path first, then the others in the
// order the search made them), then the DOT text, depth first, so that with
// `ordering=out` Graphviz keeps the children in the order they were tried.
// DotLayout (internal/trace_dot_layout.hpp) makes the first two, DotWriter
// below the third.
#include "trace_dot.hpp"

#include <ostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "internal/trace_dot_layout.hpp"
#include "markup.hpp"
#include "trace.hpp"

namespace sudoku {

namespace {

using internal::DotLayout;

// Colours and shapes of the node kinds; the legend uses the same.
constexpr const char* kRootStyle = R"(shape=box, style="rounded,filled,bold", fillcolor="#d6e4f5", color="#1f4e8c")";
constexpr const char* kPathStyle = R"(style="rounded,filled", fillcolor="#d4f0d4", color="#2e7d32", penwidth=1.6)";
constexpr const char* kSolutionStyle =
    R"(style="rounded,filled,bold", fillcolor="#8fd18f", color="#1b5e20", peripheries=2, penwidth=1.6)";
constexpr const char* kExploredStyle = R"(style="rounded,filled", fillcolor="#ffffff", color="#888888")";
constexpr const char* kDeadEndStyle = R"(shape=octagon, style="filled", fillcolor="#f6c9c9", color="#b22222")";
// An octagon around a mini grid wastes half its area: square corners cut by diagonals instead.
constexpr const char* kDeadEndGridStyle = R"(style="filled,diagonals", fillcolor="#f6c9c9", color="#b22222")";
constexpr const char* kRejectedStyle = R"(style="rounded,dashed", color="#aaaaaa", fontcolor="#888888", fontsize=8)";
constexpr const char* kMoreStyle = R"(shape=note, style="filled,dashed", fillcolor="#f2f2f2", color="#777777")";
constexpr const char* kPathEdge = R"(color="#2e7d32", penwidth=2)";
constexpr const char* kRejectedEdge = R"(style=dashed, color="#bbbbbb", arrowhead=tee)";
constexpr const char* kMoreEdge = R"(style=dashed, color="#999999")";

/// Escapes text for a double-quoted DOT string; "\n" in `text` becomes a centred line break.
std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      continue;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

/// Escapes text for a Graphviz HTML-like label: XML entities (markup.hpp), each line
/// end as <BR/>, carriage returns dropped.
std::string html_escaped(const std::string& text) {
  std::string out;
  std::string line;
  for (const char c : text) {
    if (c == '\n') {
      out += xml_escape(line) + "<BR/>";
      line.clear();
    } else if (c != '\r') {
      line += c;
    }
  }
  return out + xml_escape(line);
}

std::string plural(std::uint64_t count, const char* one, const char* many) {
  return std::to_string(count) + " " + (count == 1 ? one : many);
}

/// Writes the DOT text of a tree, given the layout.
class DotWriter {
 public:
  DotWriter(std::ostream& out, const SearchTree& tree, const DotOptions& options)
      : out_(out), tree_(tree), options_(options), layout_(tree, options) {}

  void write() {
    left_right_ = options_.rankdir == RankDir::left_right ||
                  (options_.rankdir == RankDir::automatic && layout_.drawn_ranks() > options_.deep_tree_depth);
    out_ << "digraph search_tree {\n";
    out_ << "  graph [rankdir=" << (left_right_ ? "LR" : "TB")
         << ", ordering=out, nodesep=0.08, ranksep=0.22, fontname=\"Helvetica\", fontsize=11, labelloc=t, label="
         << quoted(caption()) << "];\n";
    out_ << "  node [fontname=\"Helvetica\", fontsize=9, shape=box, height=0.2, width=0.3, margin=\"0.05,0.02\"];\n";
    out_ << "  edge [arrowsize=0.4, color=\"#777777\"];\n";
    write_box(0);
    if (options_.legend) write_legend();
    out_ << "}\n";
  }

 private:
  std::string caption() const {
    std::string text = options_.title.empty() ? "" : options_.title + "\n";
    text += plural(tree_.node_count, "node", "nodes");
    if (tree_.node_count > layout_.drawn()) text += " (" + std::to_string(layout_.drawn()) + " drawn)";
    text += ", " + plural(tree_.backtracks, "backtrack", "backtracks");
    if (tree_.rejected > 0) text += ", " + plural(tree_.rejected, "rejected candidate", "rejected candidates");
    if (tree_.propagations > 0) text += ", " + plural(tree_.propagations, "cell", "cells") + " by propagation";
    if (tree_.counters_seen && tree_.checks > 0) text += ", " + plural(tree_.checks, "check", "checks");
    if (tree_.solutions == 0) text += ", no solution reached";
    return text;
  }

  std::string cell_text(int cell) const { return cell_name(tree_.puzzle, cell); }
  std::string placement(const TraceNode& node) const { return cell_text(node.cell) + "=" + std::to_string(node.digit); }
  bool show_checks() const { return options_.show_checks && tree_.counters_seen; }

  /// The lines of text of a single node (before any mini grid).
  std::string node_text(std::size_t index) const {
    const TraceNode& node = tree_.nodes[index];
    std::string text;
    if (index == 0) {
      const int blanks = tree_.puzzle.cell_count() - tree_.puzzle.filled_count();
      text = "puzzle\n" + plural(static_cast<std::uint64_t>(blanks), "blank", "blanks");
    } else {
      text = placement(node);
    }
    if (!node.propagated.empty()) text += "\n+" + std::to_string(node.propagated.size()) + " propagated";
    // A dead end names its cell below: its rejected digits would say it twice.
    const int skip_cell = node.dead_end ? node.dead_end_cell : -1;
    if (layout_.rejected() == RejectedStyle::summary) text += rejected_summary(node, skip_cell);
    if (node.dead_end && !DotLayout::has_children(node)) {
      text += node.dead_end_cell >= 0 ? "\n" + cell_text(node.dead_end_cell) + ": nothing fits" : "\ncontradiction";
    }
    if (node.solution) text += "\nsolved";
    if (show_checks() && (index != 0 || node.checks > 0)) text += "\n" + plural(node.checks, "check", "checks");
    return text;
  }

  /// The tooltip of a node (shown when the pointer rests on it in a browser):
  /// the placement and its depth, the digits rejected below it, propagated
  /// cells, checks, and how the node ended, in one sentence each.
  std::string tooltip_of(std::size_t index) const {
    const TraceNode& node = tree_.nodes[index];
    std::string text;
    if (index == 0) {
      text = "The puzzle, the root of the search (depth 0).";
    } else {
      text = placement(node) + ": digit " + std::to_string(node.digit) + " placed in " + cell_text(node.cell) +
             ", depth " + std::to_string(node.depth) + ".";
    }
    std::string rejected;
    int cell = -1;
    for (const TraceStep& step : node.steps) {
      if (step.kind != TraceStep::Kind::rejected) continue;
      if (step.cell != cell) {
        rejected += std::string(rejected.empty() ? "" : "; ") + cell_text(step.cell) + ":";
        cell = step.cell;
      }
      rejected += " " + std::to_string(step.digit);
    }
    if (!rejected.empty()) text += " Rejected next (failed the check): " + rejected + ".";
    if (!node.propagated.empty()) {
      text += " Propagation filled " + plural(node.propagated.size(), "cell", "cells") + ".";
    }
    if (tree_.counters_seen) text += " " + plural(node.checks, "check", "checks") + " charged here.";
    if (node.solution) {
      text += " The grid is complete: a solution.";
    } else if (node.dead_end && !DotLayout::has_children(node)) {
      text += node.dead_end_cell >= 0 ? " Dead end: nothing fits " + cell_text(node.dead_end_cell) + "."
                                      : " Dead end: a contradiction.";
    } else if (node.on_solution_path) {
      text += " On the solution path.";
    }
    return text;
  }

  /// The text of a merged chain: its placements in order, four to a line, and its totals.
  std::string chain_text(const std::vector<std::size_t>& chain) const {
    std::string text;
    std::uint64_t checks = 0, propagated = 0;
    for (std::size_t i = 0; i < chain.size(); ++i) {
      const TraceNode& node = tree_.nodes[chain[i]];
      text += (i == 0 ? "" : i % 4 == 0 ? "\n" : "  ") + placement(node);
      checks += node.checks;
      propagated += node.propagated.size();
    }
    text += "\n(" + plural(chain.size(), "node", "nodes");
    if (propagated > 0) text += ", " + std::to_string(propagated) + " propagated";
    if (show_checks()) text += ", " + plural(checks, "check", "checks");
    return text + ")";
  }

  /// "\nr1c4 × 1 2 5" for the rejected candidates of a node, one line per cell
  /// (except `skip_cell`).
  std::string rejected_summary(const TraceNode& node, int skip_cell) const {
    std::string text;
    int cell = -1;
    for (const TraceStep& step : node.steps) {
      if (step.kind != TraceStep::Kind::rejected || step.cell == skip_cell) continue;
      if (step.cell != cell) {
        cell = step.cell;
        text += "\n" + cell_text(cell) + " \xC3\x97";  // U+00D7 multiplication sign
      }
      text += " " + std::to_string(step.digit);
    }
    return text;
  }

  const char* style_of(std::size_t index) const {
    const TraceNode& node = tree_.nodes[index];
    if (index == 0) return kRootStyle;
    if (node.solution) return kSolutionStyle;
    if (node.on_solution_path) return kPathStyle;
    if (node.dead_end && !DotLayout::has_children(node)) return options_.mini_grid ? kDeadEndGridStyle : kDeadEndStyle;
    return kExploredStyle;
  }

  /// The label attribute: quoted text, or an HTML table with the mini grid.
  std::string label_of(std::size_t index, const std::string& text) const {
    if (!options_.mini_grid) return quoted(text);
    return "<" + mini_grid(index, text) + ">";
  }

  std::string mini_grid(std::size_t index, const std::string& text) const {
    const TraceNode& node = tree_.nodes[index];
    const Grid grid = tree_.grid_at(index);
    const int side = grid.side();
    std::vector<char> propagated_here(static_cast<std::size_t>(grid.cell_count()), 0);
    for (const auto& [cell, digit] : node.propagated) propagated_here[static_cast<std::size_t>(cell)] = 1;
    std::ostringstream html;
    html << "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\"><TR><TD>" << html_escaped(text)
         << "</TD></TR><TR><TD><TABLE BORDER=\"1\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"1\" "
            "COLOR=\"#999999\">";
    for (int row = 0; row < side; ++row) {
      html << "<TR>";
      for (int column = 0; column < side; ++column) {
        const int cell = grid.cell_at(row, column);
        // Boxes shaded like a chessboard, so the eye finds them without thick lines.
        const int box = grid.box_of(cell);
        const bool shaded = (box / grid.box_side() + box % grid.box_side()) % 2 == 1;
        const char* background = cell == node.cell ? "#ffe680" : shaded ? "#eeeeee" : "#ffffff";
        const char* ink = tree_.puzzle[cell] != 0                           ? "#000000"
                          : propagated_here[static_cast<std::size_t>(cell)] ? "#2e7d32"
                                                                            : "#1f4e8c";
        html << "<TD BGCOLOR=\"" << background << "\" WIDTH=\"9\" HEIGHT=\"9\"><FONT POINT-SIZE=\"7\" COLOR=\"" << ink
             << "\">";
        if (grid[cell] != 0) {
          html << digit_symbol(grid[cell]);
        } else {
          html << "&#160;";
        }
        html << "</FONT></TD>";
      }
      html << "</TR>";
    }
    html << "</TABLE></TD></TR></TABLE>";
    return html.str();
  }

  /// Writes the box that starts at node `index` (a merged chain, or the node
  /// alone), then its children, cut runs and rejected candidates in order.
  void write_box(std::size_t index) {
    std::vector<std::size_t> chain{index};
    while (layout_.chain_next(chain.back()) != 0) chain.push_back(layout_.chain_next(chain.back()));
    const std::size_t last = chain.back();
    const char* style = style_of(index);
    const std::string label = chain.size() > 1 ? quoted(chain_text(chain)) : label_of(index, node_text(index));
    const std::string tooltip = chain.size() > 1 ? chain_text(chain) : tooltip_of(index);
    out_ << "  n" << index << " [" << style << ", label=" << label << ", tooltip=" << quoted(tooltip) << "];\n";
    note_style(style);

    std::uint64_t pending = 0;  // nodes in the current run of cut children
    int run = 0;
    auto flush = [&] {
      if (pending == 0) return;
      const std::string id = "m" + std::to_string(index) + "_" + std::to_string(run++);
      out_ << "  " << id << " [" << kMoreStyle << ", label=" << quoted("+" + plural(pending, "more node", "more nodes"))
           << "];\n";
      out_ << "  n" << index << " -> " << id << " [" << kMoreEdge << "];\n";
      any_more_ = true;
      pending = 0;
    };
    int rejected_index = 0;
    for (const TraceStep& step : tree_.nodes[last].steps) {
      switch (step.kind) {
        case TraceStep::Kind::unrecorded:
          pending += step.count;
          break;
        case TraceStep::Kind::rejected:
          if (layout_.rejected() != RejectedStyle::each) break;
          flush();
          out_ << "  r" << index << "_" << rejected_index << " [" << kRejectedStyle
               << ", label=" << quoted(cell_text(step.cell) + "=" + std::to_string(step.digit)) << "];\n";
          out_ << "  n" << index << " -> r" << index << "_" << rejected_index << " [" << kRejectedEdge << "];\n";
          ++rejected_index;
          any_rejected_ = true;
          break;
        case TraceStep::Kind::child:
          if (!layout_.kept(step.node)) {
            pending += layout_.subtree_size(step.node);
            break;
          }
          flush();
          write_box(step.node);
          out_ << "  n" << index << " -> n" << step.node;
          if (tree_.nodes[step.node].on_solution_path) out_ << " [" << kPathEdge << "]";
          out_ << ";\n";
          break;
      }
    }
    flush();
  }

  void note_style(const char* style) {
    if (style == kSolutionStyle) any_solution_ = true;
    if (style == kPathStyle) any_path_ = true;
    if (style == kDeadEndStyle || style == kDeadEndGridStyle) any_dead_end_ = true;
    if (style == kExploredStyle) any_explored_ = true;
  }

  void write_legend() {
    std::vector<std::pair<const char*, std::string>> entries;
    entries.emplace_back(kRootStyle, "the puzzle (root)");
    if (any_path_) entries.emplace_back(kPathStyle, "on the solution path");
    if (any_solution_) entries.emplace_back(kSolutionStyle, "solution");
    if (any_explored_) entries.emplace_back(kExploredStyle, "tried, failed further down");
    if (any_dead_end_) entries.emplace_back(options_.mini_grid ? kDeadEndGridStyle : kDeadEndStyle, "dead end");
    if (any_rejected_) entries.emplace_back(kRejectedStyle, "rejected candidate\n(failed the check)");
    if (layout_.rejected() == RejectedStyle::summary && tree_.rejected > 0) {
      entries.emplace_back(kExploredStyle, "r1c4 \xC3\x97 1 2: digits rejected\nfor the next cell");
    }
    if (any_more_) entries.emplace_back(kMoreStyle, "+N more nodes:\ncut at the node budget");
    out_ << "  subgraph cluster_legend {\n    label=\"Legend\"; fontsize=9; style=\"rounded,dashed\"; "
            "color=\"#bbbbbb\";\n";
    for (std::size_t i = 0; i < entries.size(); ++i) {
      out_ << "    legend" << i << " [" << entries[i].first << ", label=" << quoted(entries[i].second) << "];\n";
    }
    // One line of entries, in this order: invisible edges chain them (across the
    // ranks when the tree grows left to right, inside one rank when downwards).
    if (!left_right_) {
      out_ << "    { rank=same;";
      for (std::size_t i = 0; i < entries.size(); ++i) out_ << " legend" << i << ";";
      out_ << " }\n";
    }
    for (std::size_t i = 1; i < entries.size(); ++i) {
      out_ << "    legend" << i - 1 << " -> legend" << i << " [style=invis];\n";
    }
    out_ << "  }\n";
  }

  std::ostream& out_;
  const SearchTree& tree_;
  const DotOptions& options_;
  DotLayout layout_;
  bool any_path_ = false, any_solution_ = false, any_explored_ = false, any_dead_end_ = false;
  bool any_rejected_ = false, any_more_ = false;
  bool left_right_ = false;
};

}  // namespace

void write_dot(std::ostream& out, const SearchTree& tree, const DotOptions& options) {
  DotWriter(out, tree, options).write();
}

std::string to_dot(const SearchTree& tree, const DotOptions& options) {
  std::ostringstream out;
  write_dot(out, tree, options);
  return out.str();
}

}  // namespace sudoku
