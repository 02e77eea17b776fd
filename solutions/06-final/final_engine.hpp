// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file final_engine.hpp
/// \brief The optimized 9x9 engine of the kit (lesson 6): public interface.
///
/// The engine keeps, for every digit and every band (three rows), a 27-bit mask of the cells
/// where that digit may still go. Propagation (locked candidates, hidden and naked singles)
/// works on those 27 masks with a handful of bit operations and small lookup tables; a guess
/// copies the whole state (288 bytes) so that undoing it is free. See `lessons/06-final/README.md`
/// for the techniques and their measured effect.
///
/// The implementation lives in `final_engine_impl.hpp` and is compiled once, in
/// `final_engine.cpp`, for `NullObserver`. To trace a search with another observer type, add an
/// explicit instantiation for it in a `.cpp` file that includes `final_engine_impl.hpp`.
#pragma once

#include <cstdint>

namespace sudoku::final_solver::engine {

/// Statistics of one solve. They have the same meaning as in the other stages of the kit, so
/// figures can be compared across stages.
struct Stats {
  /// Placements made by guessing: children of branch points that were entered. Givens and
  /// cells fixed by propagation are not nodes.
  std::uint64_t nodes = 0;
  /// Branch points with more than one candidate (every branch point of this engine, since a
  /// cell or unit with one candidate is always filled by propagation first).
  std::uint64_t guesses = 0;
  /// Cells fixed by propagation (naked and hidden singles), summed over all search nodes,
  /// including the nodes that later failed. Givens and guessed cells are not counted.
  std::uint64_t propagations = 0;
  /// Guessed placements undone: one for every child of a branch point that was left after its
  /// subtree was explored (successfully or not) without stopping the search.
  std::uint64_t backtracks = 0;
  /// Deepest guess level reached (0 when the puzzle was solved without guessing).
  std::uint64_t max_depth = 0;
};

/// Limits on one solve. The default is no limit.
struct Limits {
  /// Largest number of nodes (guessed placements) the search may enter. When the next
  /// placement would exceed it, the search stops with `Status::limit_reached`, so
  /// `Stats::nodes <= max_nodes` always holds.
  std::uint64_t max_nodes = UINT64_MAX;
  /// Wall-clock budget in seconds; 0 means none. The clock is read once every 1024 nodes, so
  /// the budget may be overrun by the time of about a thousand nodes (well under a millisecond).
  double max_seconds = 0;
};

/// How a solve ended.
enum class Status {
  /// The search finished or found `max_solutions` solutions: `Outcome::solutions` is final.
  found_all,
  /// A node or time limit stopped the search: `Outcome::solutions` is a lower bound.
  limit_reached,
};

/// Result of one solve.
struct Outcome {
  /// Whether the count below is final.
  Status status;
  /// Solutions found, between 0 and the `max_solutions` that was asked for.
  int solutions;
};

/// Observer that ignores every event. The engine takes the observer as a template parameter, so
/// with this one all tracing code compiles away. Write a class with the same members to record
/// the search tree (for example for the kit's diagrams).
struct NullObserver {
  /// Called just before the search explores `cell` (0..80, row-major) = `digit` (1..9) as a
  /// child of a branch point; `depth` is the guess level of that child (1 for the first guess).
  void on_guess(int cell, int digit, int depth) noexcept { (void)cell, (void)digit, (void)depth; }
  /// Called when the placement `cell` = `digit` made at guess level `depth` is undone.
  void on_backtrack(int cell, int digit, int depth) noexcept { (void)cell, (void)digit, (void)depth; }
  /// Called when propagation finds a contradiction in the node at guess level `depth`.
  void on_dead_end(int depth) noexcept { (void)depth; }
  /// Called when the node at guess level `depth` is a complete, valid grid.
  void on_solution(int depth) noexcept { (void)depth; }
  /// Reserved: this engine fixes many cells with one bit operation and does not report the
  /// cells one by one (doing so would cost more than the propagation itself), so it never
  /// calls this member. It is kept so that observers written for other stages still compile.
  void on_propagate(int cell, int digit, int depth) noexcept { (void)cell, (void)digit, (void)depth; }
};

/// Counts the solutions of a 9x9 puzzle, up to `max_solutions`, and writes the first one found.
///
/// \param cells          the puzzle: 81 values in row-major order, 0 for a blank, 1..9 for a
///                       given. Givens that conflict with each other are not an error here (the
///                       kit's driver rejects them earlier); such a puzzle has 0 solutions.
///                       Values above 9 are treated as blanks.
/// \param max_solutions  stop after this many solutions (2 proves uniqueness); values below 1
///                       are treated as 1.
/// \param first_solution receives the first solution found (values 1..9). It is written only if
///                       a solution is found.
/// \param limits         node and time budget.
/// \param stats          receives the statistics of this solve (it is reset first).
/// \param observer       receives the search events; see NullObserver.
/// \return the status and the number of solutions found (0..max_solutions).
///
/// The search is deterministic: the same input always gives the same first solution and the
/// same statistics. It allocates no memory; the recursion (one 288-byte state copy per guess
/// level, at most 81 levels) uses at most about 40 KB of stack.
/// The definition is in `final_engine_impl.hpp`; `final_engine.cpp` instantiates it for
/// NullObserver.
template <class Observer = NullObserver>
Outcome solve(const std::uint8_t (&cells)[81], int max_solutions, std::uint8_t (&first_solution)[81],
              const Limits& limits, Stats& stats, Observer& observer);

/// Convenience overload: solve with NullObserver (no tracing).
Outcome solve(const std::uint8_t (&cells)[81], int max_solutions, std::uint8_t (&first_solution)[81],
              const Limits& limits, Stats& stats);

/// Shortest form: no limits, statistics discarded.
Outcome solve(const std::uint8_t (&cells)[81], int max_solutions, std::uint8_t (&first_solution)[81]);

/// \cond
// Compiled once, in final_engine.cpp.
/// The NullObserver version is compiled once, in final_engine.cpp.
extern template Outcome solve<NullObserver>(const std::uint8_t (&)[81], int, std::uint8_t (&)[81], const Limits&,
                                            Stats&, NullObserver&);
/// \endcond

}  // namespace sudoku::final_solver::engine
