// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The tracer: TreeRecorder (records the search tree, bounded in memory) and
// write_dot() (draws it as Graphviz DOT).
#include "trace.hpp"

#include <algorithm>
#include <ostream>
#include <sstream>

namespace sudoku {

// ---------------------------------------------------------------------------
// SearchTree

SearchTree::SearchTree(const Grid& puzzle) : puzzle(puzzle) { nodes.emplace_back(); }

Grid SearchTree::grid_at(std::size_t index) const {
  std::vector<std::size_t> chain;  // index, its parent, ..., the root
  for (int at = static_cast<int>(index); at >= 0; at = nodes[static_cast<std::size_t>(at)].parent) {
    chain.push_back(static_cast<std::size_t>(at));
  }
  Grid grid = puzzle;
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    const TraceNode& node = nodes[*it];
    if (node.cell >= 0) grid.set(node.cell, node.digit);
    for (const auto& [cell, digit] : node.propagated) grid.set(cell, digit);
  }
  return grid;
}

// ---------------------------------------------------------------------------
// TreeRecorder
//
// The recorder follows the search with `path_`, the stored node at each depth.
// Every event names its depth, so the recorder re-synchronises on it: an event
// at depth d first leaves every node deeper than d. That keeps the tree right
// even when a stage stops without backtracking (a solution, a limit).
//
// Nodes made after the cap is reached are "temporary": they sit at the end of
// `tree_.nodes` (from `permanent_end_` on), and all of them are on the current
// path. Leaving one folds it into its parent; reaching a solution makes them
// permanent.

TreeRecorder::TreeRecorder(const Grid& puzzle, std::size_t max_recorded)
    : tree_(puzzle), path_{0}, max_recorded_(max_recorded) {}

void TreeRecorder::on_search_start(const SearchStats& counters) {
  counters_ = &counters;
  checks_seen_ = counters.checks;
  tree_.counters_seen = true;
}

void TreeRecorder::on_search_end() {
  const std::uint64_t checks = take_checks();
  tree_.nodes[path_.back()].checks += checks;
  counters_ = nullptr;  // the Search that owns them is about to go
}

std::uint64_t TreeRecorder::take_checks() {
  if (counters_ == nullptr) return 0;
  const std::uint64_t now = counters_->checks;
  const std::uint64_t spent = now - checks_seen_;
  checks_seen_ = now;
  tree_.checks += spent;
  return spent;
}

std::uint32_t TreeRecorder::node_at(int depth) {
  const std::size_t wanted = static_cast<std::size_t>(std::max(depth, 0)) + 1;
  while (path_.size() > wanted) {
    const std::uint32_t leaving = path_.back();
    path_.pop_back();
    if (leaving >= permanent_end_) fold_last_node();
  }
  return path_.back();  // the deepest node we have, should the events skip a level
}

void TreeRecorder::fold_last_node() {
  const TraceNode& node = tree_.nodes.back();
  std::uint64_t count = 1;
  std::uint64_t checks = node.checks;
  for (const TraceStep& step : node.steps) {  // only unrecorded steps: its children were folded first
    count += step.count;
    checks += step.checks;
  }
  TraceNode& parent = tree_.nodes[static_cast<std::size_t>(node.parent)];
  parent.unrecorded_rejects += node.unrecorded_rejects;
  parent.steps.pop_back();  // the child step that pointed to `node`
  if (!parent.steps.empty() && parent.steps.back().kind == TraceStep::Kind::unrecorded) {
    parent.steps.back().count += count;
    parent.steps.back().checks += checks;
  } else {
    TraceStep folded;
    folded.kind = TraceStep::Kind::unrecorded;
    folded.count = count;
    folded.checks = checks;
    parent.steps.push_back(folded);
  }
  tree_.nodes.pop_back();
}

void TreeRecorder::on_enter(int cell, int digit, int depth) {
  const std::uint64_t checks = take_checks();
  const std::uint32_t parent = node_at(depth - 1);
  const auto index = static_cast<std::uint32_t>(tree_.nodes.size());
  const bool permanent = permanent_end_ == tree_.nodes.size() && recorded_ < max_recorded_;
  TraceNode node;
  node.cell = cell;
  node.digit = digit;
  node.depth = depth;
  node.parent = static_cast<int>(parent);
  node.checks = checks;
  tree_.nodes.push_back(std::move(node));
  TraceStep step;
  step.cell = cell;
  step.digit = digit;
  step.node = index;
  tree_.nodes[parent].steps.push_back(step);
  if (permanent) {
    ++recorded_;
    ++permanent_end_;
  }
  path_.push_back(index);
  ++tree_.node_count;
  tree_.max_depth = std::max(tree_.max_depth, depth);
}

void TreeRecorder::on_reject(int cell, int digit, int depth) {
  const std::uint64_t checks = take_checks();
  TraceNode& node = tree_.nodes[node_at(depth - 1)];
  ++tree_.rejected;
  const bool stored = &node - tree_.nodes.data() < static_cast<std::ptrdiff_t>(permanent_end_);
  if (stored && recorded_ < max_recorded_) {
    TraceStep step;
    step.kind = TraceStep::Kind::rejected;
    step.cell = cell;
    step.digit = digit;
    step.checks = checks;
    node.steps.push_back(step);
    ++recorded_;
  } else {
    ++node.unrecorded_rejects;
    node.checks += checks;
  }
}

void TreeRecorder::on_propagate(int cell, int digit, int depth) {
  const std::uint64_t checks = take_checks();
  TraceNode& node = tree_.nodes[node_at(depth)];
  node.checks += checks;
  node.propagated.emplace_back(cell, digit);
  ++tree_.propagations;
}

void TreeRecorder::on_dead_end(int cell, int depth) {
  const std::uint64_t checks = take_checks();
  TraceNode& node = tree_.nodes[node_at(depth)];
  node.checks += checks;
  node.dead_end = true;
  node.dead_end_cell = cell;
  ++tree_.dead_ends;
}

void TreeRecorder::on_backtrack(int /*cell*/, int /*digit*/, int depth) {
  const std::uint64_t checks = take_checks();
  tree_.nodes[node_at(depth)].checks += checks;
  ++tree_.backtracks;
  node_at(depth - 1);  // leave the undone node (folding it when it was temporary)
}

void TreeRecorder::on_solution(int depth) {
  const std::uint64_t checks = take_checks();
  const std::uint32_t index = node_at(depth);
  tree_.nodes[index].checks += checks;
  tree_.nodes[index].solution = true;
  ++tree_.solutions;
  for (int at = static_cast<int>(index); at >= 0; at = tree_.nodes[static_cast<std::size_t>(at)].parent) {
    tree_.nodes[static_cast<std::size_t>(at)].on_solution_path = true;
  }
  // The temporary nodes are exactly the path below the cap: keep them.
  recorded_ += tree_.nodes.size() - permanent_end_;
  permanent_end_ = tree_.nodes.size();
}

// ---------------------------------------------------------------------------
// write_dot
//
// The drawing is decided in three passes: the size of every subtree, which
// nodes fit in the budget (the solution path first, then the others in the
// order the search made them), then the DOT text, depth first, so that with
// `ordering=out` Graphviz keeps the children in the order they were tried.

namespace {

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

/// Escapes text for a Graphviz HTML-like label.
std::string html_escaped(const std::string& text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\n':
        out += "<BR/>";
        break;
      case '\r':
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string plural(std::uint64_t count, const char* one, const char* many) {
  return std::to_string(count) + " " + (count == 1 ? one : many);
}

/// What the writer decided to draw.
class Layout {
 public:
  Layout(const SearchTree& tree, const DotOptions& options) : tree_(tree), options_(options) {
    const std::size_t n = tree.nodes.size();
    size_.assign(n, 0);
    keep_.assign(n, false);
    chain_next_.assign(n, 0);
    for (std::size_t i = n; i-- > 0;) {  // children come after their parents
      std::uint64_t size = i == 0 ? 0 : 1;
      for (const TraceStep& step : tree.nodes[i].steps) {
        if (step.kind == TraceStep::Kind::child) size += size_[step.node];
        if (step.kind == TraceStep::Kind::unrecorded) size += step.count;
      }
      size_[i] = size;
    }
    keep_[0] = true;
    for (std::size_t i = 1; i < n; ++i) {
      if (tree.nodes[i].on_solution_path) {
        keep_[i] = true;
        ++drawn_;
      }
    }
    fill_budget(0);
    rejected_ = choose_rejected_style();
    const bool merge = options.chains == ChainStyle::merged ||
                       (options.chains == ChainStyle::automatic && ranks(false) > options.long_chain_depth + 1);
    if (merge) {
      for (std::size_t i = 1; i < n; ++i) {
        if (keep_[i]) chain_next_[i] = merges_with(i);
      }
    }
    drawn_ranks_ = ranks(merge);
  }

  /// Whether node `index` is drawn.
  bool kept(std::size_t index) const { return keep_[index]; }
  /// Nodes in the subtree of `index`, itself included (the root excluded), stored or not.
  std::uint64_t subtree_size(std::size_t index) const { return size_[index]; }
  /// Tree nodes drawn (the root excluded).
  std::size_t drawn() const { return drawn_; }
  /// The style chosen for rejected candidates (never `automatic`).
  RejectedStyle rejected() const { return rejected_; }
  /// The child that is drawn in the same box as `index`, or 0.
  std::uint32_t chain_next(std::size_t index) const { return chain_next_[index]; }
  /// Ranks of the drawing: the longest line of drawn boxes, from the root on.
  int drawn_ranks() const { return drawn_ranks_; }
  /// Whether the node ends the search there: a leaf dead end or a solution.
  bool is_leaf_end(std::size_t index) const {
    const TraceNode& node = tree_.nodes[index];
    return node.solution || (node.dead_end && !has_children(node));
  }

  /// Whether a node has children, stored or not (rejected candidates are not children).
  static bool has_children(const TraceNode& node) {
    return std::any_of(node.steps.begin(), node.steps.end(),
                       [](const TraceStep& step) { return step.kind != TraceStep::Kind::rejected; });
  }

 private:
  // Keeps children in the order the search made them while the budget lasts.
  void fill_budget(std::size_t index) {
    for (const TraceStep& step : tree_.nodes[index].steps) {
      if (step.kind != TraceStep::Kind::child) continue;
      if (!keep_[step.node] && drawn_ < options_.node_budget) {
        keep_[step.node] = true;
        ++drawn_;
      }
      if (keep_[step.node]) fill_budget(step.node);
    }
  }

  std::size_t rejected_of_kept() const {
    std::size_t count = 0;
    for (std::size_t i = 0; i < tree_.nodes.size(); ++i) {
      if (!keep_[i]) continue;
      for (const TraceStep& step : tree_.nodes[i].steps) count += step.kind == TraceStep::Kind::rejected ? 1 : 0;
    }
    return count;
  }

  RejectedStyle choose_rejected_style() const {
    if (options_.rejected != RejectedStyle::automatic) return options_.rejected;
    return drawn_ + rejected_of_kept() <= options_.node_budget ? RejectedStyle::each : RejectedStyle::summary;
  }

  // The only drawn thing below `index` when it is one kept child of the same
  // colour that does not end the search; 0 otherwise.
  std::uint32_t merges_with(std::size_t index) const {
    if (is_leaf_end(index)) return 0;
    std::uint32_t only = 0;
    for (const TraceStep& step : tree_.nodes[index].steps) {
      if (step.kind == TraceStep::Kind::rejected && rejected_ != RejectedStyle::each) continue;
      if (step.kind != TraceStep::Kind::child || !keep_[step.node] || only != 0) return 0;
      only = step.node;
    }
    if (only == 0 || is_leaf_end(only)) return 0;
    if (tree_.nodes[only].on_solution_path != tree_.nodes[index].on_solution_path) return 0;
    return only;
  }

  // The number of ranks drawn, counting a merged chain as one box and a cut or
  // rejected candidate below a node as one more rank.
  int ranks(bool merged) const {
    std::vector<int> rank(tree_.nodes.size(), 0);
    int deepest = 1;
    for (std::size_t i = 1; i < tree_.nodes.size(); ++i) {
      if (!keep_[i]) continue;
      const auto parent = static_cast<std::size_t>(tree_.nodes[i].parent);
      const bool same_box = merged && chain_next_[parent] == i;
      rank[i] = rank[parent] + (same_box ? 0 : 1);
      deepest = std::max(deepest, rank[i] + 1);
    }
    for (std::size_t i = 0; i < tree_.nodes.size(); ++i) {
      if (keep_[i] && has_cut_or_rejected(i)) deepest = std::max(deepest, rank[i] + 2);
    }
    return deepest;
  }

  bool has_cut_or_rejected(std::size_t index) const {
    for (const TraceStep& step : tree_.nodes[index].steps) {
      if (step.kind == TraceStep::Kind::unrecorded) return true;
      if (step.kind == TraceStep::Kind::child && !keep_[step.node]) return true;
      if (step.kind == TraceStep::Kind::rejected && rejected_ == RejectedStyle::each) return true;
    }
    return false;
  }

  const SearchTree& tree_;
  const DotOptions& options_;
  std::vector<std::uint64_t> size_;
  std::vector<bool> keep_;
  std::vector<std::uint32_t> chain_next_;
  std::size_t drawn_ = 0;
  RejectedStyle rejected_ = RejectedStyle::summary;
  int drawn_ranks_ = 0;
};

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
    if (node.dead_end && !Layout::has_children(node)) {
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
    } else if (node.dead_end && !Layout::has_children(node)) {
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
    if (node.dead_end && !Layout::has_children(node)) return options_.mini_grid ? kDeadEndGridStyle : kDeadEndStyle;
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
  Layout layout_;
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
