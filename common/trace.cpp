// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The recorder of the tracer: SearchTree and TreeRecorder (records the search tree,
// bounded in memory). The drawing is trace_dot.cpp.
#include "trace.hpp"

#include <algorithm>
#include <utility>

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

}  // namespace sudoku
