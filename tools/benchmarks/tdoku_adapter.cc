// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file tdoku_adapter.cc
/// \brief The kit's final engine (sudoku::final_solver::engine::solve) in the shape of a solver of tdoku's benchmark
/// harness, so that it is timed by the same loop as the public solvers. Built only by
/// tools/benchmarks/peers_harness.sh, inside a tdoku source folder the user provides.
///
/// The harness calls `size_t fn(const char* puzzle, size_t limit, uint32_t configuration,
/// char* solution, size_t* num_guesses)`: 81 characters ('1'..'9' a given, anything else a
/// blank), count solutions up to `limit`, write the first one, report the branch points.
#include <cstddef>
#include <cstdint>

#include "final_engine.hpp"

#if defined(__AVX2__)
#include <immintrin.h>

#include <initializer_list>
#endif

namespace {

/// The 81 characters as the engine's cells: '1'..'9' a given, anything else 0.
void read_cells(const char* puzzle, std::uint8_t (&cells)[81]) {
  int done = 0;
#if defined(__AVX2__)
  // 32 characters at a time (the third load ends at the last one, overlapping the second): the
  // harness times this conversion with the solver, and the byte-by-byte loop was 130 of an easy
  // puzzle's 5,200 instructions.
  const __m256i one = _mm256_set1_epi8('1');
  const __m256i eight = _mm256_set1_epi8(8);
  for (const int at : {0, 32, 49}) {
    const __m256i text = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(puzzle + at));
    const __m256i from_zero = _mm256_sub_epi8(text, one);  // '1'..'9' -> 0..8
    const __m256i is_digit = _mm256_cmpeq_epi8(_mm256_min_epu8(from_zero, eight), from_zero);
    const __m256i digit = _mm256_and_si256(_mm256_add_epi8(from_zero, _mm256_set1_epi8(1)), is_digit);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(cells + at), digit);
  }
  done = 81;
#endif
  for (int i = done; i < 81; ++i) {
    const unsigned digit = static_cast<unsigned char>(puzzle[i]) - static_cast<unsigned>('0');
    cells[i] = static_cast<std::uint8_t>(digit >= 1 && digit <= 9 ? digit : 0);
  }
}

}  // namespace

extern "C" size_t OtherSolverKit(const char* puzzle, size_t limit, uint32_t configuration, char* solution,
                                 size_t* num_guesses) {
  std::uint8_t cells[81];
  read_cells(puzzle, cells);
  std::uint8_t first[81];
  sudoku::final_solver::engine::Stats stats;
  const int max_solutions = limit > 1000000 ? 1000000 : static_cast<int>(limit);
  const sudoku::final_solver::engine::Outcome outcome =
      sudoku::final_solver::engine::solve(cells, max_solutions, first, sudoku::final_solver::engine::Limits{}, stats);
  if (outcome.solutions > 0) {
    for (int i = 0; i < 81; ++i) solution[i] = static_cast<char>('0' + first[i]);
  }
  // configuration 1 asks for nodes (placements tried) instead of branch points.
  *num_guesses = configuration == 1 ? stats.nodes : stats.guesses;
  return static_cast<size_t>(outcome.solutions);
}
