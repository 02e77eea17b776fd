// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file trace_dot.hpp
/// \brief The drawing of the tracer: a recorded SearchTree as Graphviz DOT.
///
/// write_dot() draws what a TreeRecorder recorded (trace.hpp): one node per placement
/// labelled like `r3c5=7`, children in the order they were tried, the solution path, dead
/// ends and rejected candidates in their own colour and shape, a legend, and a node budget
/// after which the rest of a subtree is drawn as one "+N more nodes" node. DotOptions
/// chooses what is drawn and how.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>

namespace sudoku {

struct SearchTree;

/// How write_dot() draws rejected candidates.
enum class RejectedStyle {
  automatic,  ///< `each` when they fit in the node budget with the nodes, otherwise `summary`.
  each,       ///< One small dashed grey node per rejected digit, in the order tried.
  summary,    ///< A line in the parent's label, e.g. `r1c4 × 1 2 5`.
  hidden,     ///< Not drawn (still counted in the title).
};

/// Whether write_dot() draws a run of single-child nodes as one node.
enum class ChainStyle {
  automatic,  ///< `merged` when the deepest drawn node is deeper than DotOptions::long_chain_depth.
  separate,   ///< One drawn node per placement.
  /// A run of nodes where each has exactly one drawn child (and the same
  /// colour) becomes one box listing its placements in order, with their
  /// count: a 9x9 tree is 45 and more levels deep, and most of them are forced.
  merged,
};

/// Direction of the drawing.
enum class RankDir {
  automatic,   ///< `left_right` when the drawn tree is deeper than DotOptions::deep_tree_depth.
  top_down,    ///< Root at the top (Graphviz `rankdir=TB`).
  left_right,  ///< Root at the left (Graphviz `rankdir=LR`): deep trees stay on the page.
};

/// How write_dot() draws a tree.
struct DotOptions {
  /// The most tree nodes drawn (the root, the legend and "+N more" nodes not
  /// counted). The solution path is always drawn, even when longer. Then nodes
  /// are taken in the order the search made them; what does not fit becomes one
  /// "+N more nodes" node per run of cut children.
  std::size_t node_budget = 150;
  /// Draw the grid at each node (a mini Sudoku with the new digit highlighted).
  bool mini_grid = false;
  /// Add a line `N checks` to each node (when the search reported its counters).
  bool show_checks = false;
  RejectedStyle rejected = RejectedStyle::automatic;  ///< How rejected candidates are drawn.
  ChainStyle chains = ChainStyle::automatic;          ///< Whether single-child runs become one box.
  int long_chain_depth = 16;             ///< ChainStyle::automatic merges chains in trees deeper than this.
  RankDir rankdir = RankDir::automatic;  ///< Direction of the drawing.
  int deep_tree_depth = 6;  ///< RankDir::automatic turns left-to-right when more ranks than this are drawn.
  bool legend = true;       ///< Draw the legend.
  std::string title;        ///< First line of the caption (e.g. the stage and puzzle); may be empty.
};

/// Writes `tree` as a Graphviz `digraph` to `out`. The result is valid DOT for
/// any tree (every label escaped); render it with `dot -Tsvg`.
void write_dot(std::ostream& out, const SearchTree& tree, const DotOptions& options);

/// write_dot() into a string.
std::string to_dot(const SearchTree& tree, const DotOptions& options);

}  // namespace sudoku
