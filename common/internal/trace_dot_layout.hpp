// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// What write_dot() draws of a recorded tree, decided before a line of DOT is written
// (trace_dot.cpp writes it): the size of every subtree, which nodes fit in the node budget
// (the solution path first, then the others in the order the search made them), how the
// rejected candidates are shown, which runs of single children share one box, and how many
// ranks the drawing has. A part of the DOT writer, not of the documented API (plain comments).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "trace.hpp"

namespace sudoku::internal {

// What the writer decided to draw.
class DotLayout {
 public:
  DotLayout(const SearchTree& tree, const DotOptions& options);

  // Whether node `index` is drawn.
  bool kept(std::size_t index) const { return keep_[index]; }
  // Nodes in the subtree of `index`, itself included (the root excluded), stored or not.
  std::uint64_t subtree_size(std::size_t index) const { return size_[index]; }
  // Tree nodes drawn (the root excluded).
  std::size_t drawn() const { return drawn_; }
  // The style chosen for rejected candidates (never `automatic`).
  RejectedStyle rejected() const { return rejected_; }
  // The child that is drawn in the same box as `index`, or 0.
  std::uint32_t chain_next(std::size_t index) const { return chain_next_[index]; }
  // Ranks of the drawing: the longest line of drawn boxes, from the root on.
  int drawn_ranks() const { return drawn_ranks_; }
  // Whether the node ends the search there: a leaf dead end or a solution.
  bool is_leaf_end(std::size_t index) const {
    const TraceNode& node = tree_.nodes[index];
    return node.solution || (node.dead_end && !has_children(node));
  }

  // Whether a node has children, stored or not (rejected candidates are not children).
  static bool has_children(const TraceNode& node) {
    return std::any_of(node.steps.begin(), node.steps.end(),
                       [](const TraceStep& step) { return step.kind != TraceStep::Kind::rejected; });
  }

 private:
  void fill_budget(std::size_t index);
  std::size_t rejected_of_kept() const;
  RejectedStyle choose_rejected_style() const;
  std::uint32_t merges_with(std::size_t index) const;
  int ranks(bool merged) const;
  bool has_cut_or_rejected(std::size_t index) const;

  const SearchTree& tree_;
  const DotOptions& options_;
  std::vector<std::uint64_t> size_;
  std::vector<bool> keep_;
  std::vector<std::uint32_t> chain_next_;
  std::size_t drawn_ = 0;
  RejectedStyle rejected_ = RejectedStyle::summary;
  int drawn_ranks_ = 0;
};

}  // namespace sudoku::internal
