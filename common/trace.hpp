// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file trace.hpp
/// \brief The tracer: records the search tree a stage walks and draws it with Graphviz.
///
/// Three pieces, used together by the driver's `--trace-dot FILE` (this header brings
/// all three; the drawing is declared in trace_dot.hpp):
///
/// 1. TreeRecorder, a SearchObserver: set it as SearchOptions::observer and every
///    step the stage reports to its Search (enter, reject, propagate, dead end,
///    backtrack, solution) lands in a SearchTree. It stores at most a fixed
///    number of nodes and candidates, so a search of millions of nodes stays
///    bounded; beyond that it only counts, but it always keeps the path it is on,
///    so the solution path is complete even in a huge search.
/// 2. write_dot() turns a SearchTree into Graphviz DOT: one node per placement
///    labelled like `r3c5=7`, children in the order they were tried, the solution
///    path, dead ends and rejected candidates in their own colour and shape, a
///    legend, and a node budget after which the rest of a subtree is drawn as one
///    "+N more nodes" node.
/// 3. ForwardingObserver, for engines that take the observer as a template
///    parameter (the final solver): it forwards their events to any SearchObserver,
///    so the same recorder and the same driver option serve every stage.
///
/// \code
/// TreeRecorder recorder(puzzle);
/// SearchOptions options;
/// options.observer = &recorder;
/// const SearchResult result = solve_checked(stage03::solve, puzzle, options);
/// std::ofstream file("tree.dot");
/// write_dot(file, recorder.tree(), DotOptions{});
/// \endcode
///
/// Nothing of this runs when no observer is set (see Search); in the final solver
/// the tracing compiles away (its NullObserver).
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "grid.hpp"
#include "search.hpp"
#include "trace_dot.hpp"

namespace sudoku {

/// One thing the search did inside a node, in the order it happened.
struct TraceStep {
  /// What the step was.
  enum class Kind : std::uint8_t {
    child,       ///< A digit passed the check and the search went into child node `node`.
    rejected,    ///< A digit failed the stage's check: a pruned candidate, not a node.
    unrecorded,  ///< `count` nodes were made here but not stored (the recorder's cap).
  };
  Kind kind = Kind::child;  ///< Child, rejected candidate or unrecorded nodes.
  int cell = 0;             ///< The cell the digit was tried in (child, rejected).
  int digit = 0;            ///< The digit tried (child, rejected).
  std::uint32_t node = 0;   ///< For Kind::child: the index of the child in SearchTree::nodes.
  /// For Kind::rejected: the checks spent finding the digit does not fit; for
  /// Kind::unrecorded: the checks spent in those nodes.
  std::uint64_t checks = 0;
  std::uint64_t count = 0;  ///< For Kind::unrecorded: how many nodes.
};

/// A node of the recorded tree: one placement (or the root, the puzzle itself).
struct TraceNode {
  int cell = -1;    ///< The cell filled by this node (-1 for the root).
  int digit = 0;    ///< The digit placed (0 for the root).
  int depth = 0;    ///< 0 for the root, 1 for its children, ...
  int parent = -1;  ///< Index of the parent in SearchTree::nodes (-1 for the root).
  /// Checks charged to this node: those spent testing its digit, plus any the
  /// search counted inside it that no stored step accounts for (e.g. during
  /// propagation, or testing candidates beyond the recorder's cap).
  std::uint64_t checks = 0;
  bool dead_end = false;          ///< The search gave up here (no digit fitted, or a contradiction).
  int dead_end_cell = -1;         ///< The cell with no digit left, when the stage named one.
  bool solution = false;          ///< The grid was complete here.
  bool on_solution_path = false;  ///< This node leads to a solution (the root too, when solved).
  std::vector<TraceStep> steps;   ///< Children and rejected candidates, in the order tried.
  /// Cells filled by propagation inside this node, as (cell, digit), in order.
  std::vector<std::pair<int, int>> propagated;
  /// Rejected candidates at this node, or in unrecorded nodes below it, that
  /// were counted but not stored (the recorder's cap).
  std::uint64_t unrecorded_rejects = 0;
};

/// A recorded search tree: the puzzle, the stored nodes (root first) and totals.
///
/// The totals count every event, stored or not, so they match what the stage's
/// SearchStats say: `nodes` equals SearchStats::nodes, `backtracks` equals
/// SearchStats::backtracks, and when the stage counts checks, `checks` equals
/// SearchStats::checks.
struct SearchTree {
  Grid puzzle;                     ///< The puzzle the search started from.
  std::vector<TraceNode> nodes;    ///< nodes[0] is the root; a child always comes after its parent.
  std::uint64_t node_count = 0;    ///< Nodes entered (stored or not): equals SearchStats::nodes.
  std::uint64_t rejected = 0;      ///< Candidates that failed the check.
  std::uint64_t dead_ends = 0;     ///< Dead ends reported.
  std::uint64_t backtracks = 0;    ///< Placements undone: equals SearchStats::backtracks.
  std::uint64_t propagations = 0;  ///< Cells filled by propagation.
  std::uint64_t solutions = 0;     ///< Solutions reached.
  std::uint64_t checks = 0;        ///< Checks seen (0 when the search did not report its counters).
  int max_depth = 0;               ///< The deepest node.
  bool counters_seen = false;      ///< The search reported its counters (SearchObserver::on_search_start).

  /// A tree with only the root, for `puzzle`.
  explicit SearchTree(const Grid& puzzle);
  /// The grid at node `index`: the puzzle plus every placement and propagation
  /// on the way from the root to that node (including its own).
  Grid grid_at(std::size_t index) const;
};

/// A SearchObserver that records the search tree, bounded in memory.
///
/// It stores up to `max_recorded` nodes and rejected candidates. After that it
/// keeps counting every event, and it still stores the nodes of the path the
/// search is on (at most one per level); when the search leaves such a node it
/// is folded into a TraceStep::Kind::unrecorded step of its parent, in the place
/// the node had. A node on a solution path is never folded, so the solution path
/// is always complete. One recorder records one search.
///
/// It also has the member names of the final solver's observer policy
/// (`on_guess`, `on_dead_end(depth)`), so `sudoku::final_solver::engine::solve<TreeRecorder>`
/// can use it directly.
class TreeRecorder final : public SearchObserver {
 public:
  /// Stored nodes and candidates by default: a few megabytes at most.
  static constexpr std::size_t kDefaultMaxRecorded = 100000;

  /// A recorder for a search of `puzzle` that stores at most `max_recorded`
  /// nodes and rejected candidates (plus the current path).
  explicit TreeRecorder(const Grid& puzzle, std::size_t max_recorded = kDefaultMaxRecorded);

  /// Remembers the live counters, to charge checks to nodes and candidates.
  void on_search_start(const SearchStats& counters) override;
  /// Charges the checks not yet accounted for (e.g. those of a digit the node
  /// limit refused) to the node the search stopped in, and forgets the counters.
  void on_search_end() override;
  /// Adds a child node to the node at `depth` - 1.
  void on_enter(int cell, int digit, int depth) override;
  /// Adds a rejected candidate to the node at `depth` - 1.
  void on_reject(int cell, int digit, int depth) override;
  /// Notes a cell filled by propagation in the node at `depth`.
  void on_propagate(int cell, int digit, int depth) override;
  /// Marks the node at `depth` as a dead end (`cell` is -1 when no cell is named).
  void on_dead_end(int cell, int depth) override;
  /// The node at `depth` was undone: the search is back in its parent.
  void on_backtrack(int cell, int digit, int depth) override;
  /// Marks the node at `depth` and its ancestors as the solution path.
  void on_solution(int depth) override;

  /// Final-solver policy name for on_enter().
  void on_guess(int cell, int digit, int depth) { on_enter(cell, digit, depth); }
  /// Final-solver policy form of on_dead_end(), which names no cell.
  void on_dead_end(int depth) { on_dead_end(-1, depth); }

  /// The tree recorded so far.
  const SearchTree& tree() const { return tree_; }
  /// How many nodes and candidates are stored now (the current path may exceed the cap).
  std::size_t recorded() const { return recorded_; }

 private:
  std::uint32_t node_at(int depth);
  std::uint64_t take_checks();
  void fold_last_node();

  SearchTree tree_;
  std::vector<std::uint32_t> path_;  // path_[d] = the node at depth d on the current path
  std::size_t max_recorded_;
  std::size_t recorded_ = 0;
  std::size_t permanent_end_ = 1;  // nodes at or after this index are temporary (beyond the cap)
  const SearchStats* counters_ = nullptr;
  std::uint64_t checks_seen_ = 0;
};

/// Forwards the events of a template-policy engine (the final solver's
/// `on_guess`, `on_backtrack`, `on_dead_end(depth)`, `on_solution`,
/// `on_propagate`) to a SearchObserver.
///
/// A stage built on such an engine keeps its SolveFunction signature and
/// honours SearchOptions::observer like this:
/// \code
/// if (options.observer != nullptr) {
///   ForwardingObserver forward{*options.observer};
///   outcome = engine::solve(cells, 1, solution, limits, stats, forward);  // the instantiation for ForwardingObserver
/// } else {
///   outcome = engine::solve(cells, 1, solution, limits, stats);           // NullObserver: no cost
/// }
/// \endcode
struct ForwardingObserver {
  SearchObserver& target;  ///< Where the events go.

  /// A node: forwarded as SearchObserver::on_enter().
  void on_guess(int cell, int digit, int depth) { target.on_enter(cell, digit, depth); }
  /// Forwarded as SearchObserver::on_backtrack().
  void on_backtrack(int cell, int digit, int depth) { target.on_backtrack(cell, digit, depth); }
  /// Forwarded as SearchObserver::on_dead_end() with no cell (-1).
  void on_dead_end(int depth) { target.on_dead_end(-1, depth); }
  /// Forwarded as SearchObserver::on_solution().
  void on_solution(int depth) { target.on_solution(depth); }
  /// Forwarded as SearchObserver::on_propagate().
  void on_propagate(int cell, int digit, int depth) { target.on_propagate(cell, digit, depth); }
};

}  // namespace sudoku
