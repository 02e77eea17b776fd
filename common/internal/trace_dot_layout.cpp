// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// What write_dot() draws of a recorded tree (see trace_dot_layout.hpp).
#include "internal/trace_dot_layout.hpp"

#include <algorithm>

namespace sudoku::internal {

DotLayout::DotLayout(const SearchTree& tree, const DotOptions& options) : tree_(tree), options_(options) {
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

// Keeps children in the order the search made them while the budget lasts.
void DotLayout::fill_budget(std::size_t index) {
  for (const TraceStep& step : tree_.nodes[index].steps) {
    if (step.kind != TraceStep::Kind::child) continue;
    if (!keep_[step.node] && drawn_ < options_.node_budget) {
      keep_[step.node] = true;
      ++drawn_;
    }
    if (keep_[step.node]) fill_budget(step.node);
  }
}

std::size_t DotLayout::rejected_of_kept() const {
  std::size_t count = 0;
  for (std::size_t i = 0; i < tree_.nodes.size(); ++i) {
    if (!keep_[i]) continue;
    for (const TraceStep& step : tree_.nodes[i].steps) count += step.kind == TraceStep::Kind::rejected ? 1 : 0;
  }
  return count;
}

RejectedStyle DotLayout::choose_rejected_style() const {
  if (options_.rejected != RejectedStyle::automatic) return options_.rejected;
  return drawn_ + rejected_of_kept() <= options_.node_budget ? RejectedStyle::each : RejectedStyle::summary;
}

// The only drawn thing below `index` when it is one kept child of the same
// colour that does not end the search; 0 otherwise.
std::uint32_t DotLayout::merges_with(std::size_t index) const {
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
int DotLayout::ranks(bool merged) const {
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

bool DotLayout::has_cut_or_rejected(std::size_t index) const {
  for (const TraceStep& step : tree_.nodes[index].steps) {
    if (step.kind == TraceStep::Kind::unrecorded) return true;
    if (step.kind == TraceStep::Kind::child && !keep_[step.node]) return true;
    if (step.kind == TraceStep::Kind::rejected && rejected_ == RejectedStyle::each) return true;
  }
  return false;
}

}  // namespace sudoku::internal
