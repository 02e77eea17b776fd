// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// classic_answers: stages 2 and 3 against the two classic answers to Baekjoon 2580.
//
//   classic_answers [--rounds N] [--file NAME] [--data-dir DIR]
//   (build it with the release preset: cmake --build --preset release --target classic_answers)
//
// A student who looks for answers to Baekjoon 2580 finds two, again and again:
//   - the C++ one: three tables of booleans (is digit d used in row r? in column c? in box b?),
//     a recursive dfs(cnt) over the cells 0..80 in row-major order, digits 1..9 ascending;
//   - the Java one: no tables; before placing a digit, scan the cell's row, column and box
//     (a possible(row, col, value) function), recursing with sudoku(row, col + 1).
// Both stop at the first solution. Stage 3 is the first algorithm and stage 2 the second: they
// make the same placements in the same order (the check below proves it on every puzzle), so the
// only difference between each pair is what the kit adds to it (counters, limits, the general
// grid's interface). Both answers are re-written here as plain C++ loops over global arrays, as
// their authors wrote them; the stage runs as its binary's `--batch` runs it (the unobserved 9x9
// copy, counters on, a node and a time limit set but never reached).
//
// The two of each pair are timed in turns, in this one process, `--rounds` times (default 5),
// each round one pass over the file, on the thread's CPU clock; the table shows the medians and
// the median of the per-round ratios stage / answer (above 1.00: the stage is faster). Before
// timing, every puzzle is solved by both with the placements counted: the counts must equal
// the stage's nodes and the answers must be equal. Exit status 0 when it printed the table, 1 when
// an answer and its stage disagree, 2 on bad usage or a missing file.
#include <time.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "benchmark_helpers.hpp"
#include "grid.hpp"
#include "io.hpp"
#include "search.hpp"

namespace sudoku::stage02_9x9 {
SearchResult solve_unobserved(const Grid& puzzle, const SearchOptions& options);
}
namespace sudoku::stage03_9x9 {
SearchResult solve_unobserved(const Grid& puzzle, const SearchOptions& options);
}

namespace {

using sudoku::Grid;

// The board both answers work on, and what they leave behind, as in the originals: globals.
int board[9][9];
bool done;                 // the first solution was found: every caller returns
std::uint64_t placements;  // digits placed (the kit's nodes), counted only when asked
int solution_board[9][9];  // the first solution (the originals print it)

void load(const Grid& puzzle) {
  for (int cell = 0; cell < 81; ++cell) board[cell / 9][cell % 9] = puzzle[cell];
  done = false;
  placements = 0;
}

// ---- The C++ answer: used-digit tables, dfs over the cell number. ----
bool row_used[9][10], column_used[9][10], box_used[9][10];

template <bool kCount>
void dfs(int cnt) {
  if (cnt == 81) {
    for (int row = 0; row < 9; ++row)
      for (int column = 0; column < 9; ++column) solution_board[row][column] = board[row][column];
    done = true;
    return;
  }
  const int row = cnt / 9, column = cnt % 9, box = (row / 3) * 3 + column / 3;
  if (board[row][column] != 0) {
    dfs<kCount>(cnt + 1);
    return;
  }
  for (int digit = 1; digit <= 9; ++digit) {
    if (row_used[row][digit] || column_used[column][digit] || box_used[box][digit]) continue;
    row_used[row][digit] = column_used[column][digit] = box_used[box][digit] = true;
    board[row][column] = digit;
    if (kCount) ++placements;
    dfs<kCount>(cnt + 1);
    if (done) return;
    board[row][column] = 0;
    row_used[row][digit] = column_used[column][digit] = box_used[box][digit] = false;
  }
}

template <bool kCount>
bool solve_with_tables(const Grid& puzzle) {
  load(puzzle);
  for (int row = 0; row < 9; ++row) {
    for (int digit = 0; digit <= 9; ++digit)
      row_used[row][digit] = column_used[row][digit] = box_used[row][digit] = false;
  }
  for (int row = 0; row < 9; ++row) {
    for (int column = 0; column < 9; ++column) {
      const int digit = board[row][column];
      if (digit != 0)
        row_used[row][digit] = column_used[column][digit] = box_used[(row / 3) * 3 + column / 3][digit] = true;
    }
  }
  dfs<kCount>(0);
  return done;
}

// ---- The Java answer: scan the row, column and box before placing. ----
bool possible(int row, int column, int value) {
  for (int i = 0; i < 9; ++i)
    if (board[row][i] == value) return false;
  for (int i = 0; i < 9; ++i)
    if (board[i][column] == value) return false;
  const int top = (row / 3) * 3, left = (column / 3) * 3;
  for (int i = top; i < top + 3; ++i)
    for (int j = left; j < left + 3; ++j)
      if (board[i][j] == value) return false;
  return true;
}

template <bool kCount>
void sudoku_from(int row, int column) {
  if (column == 9) {
    sudoku_from<kCount>(row + 1, 0);
    return;
  }
  if (row == 9) {
    for (int r = 0; r < 9; ++r)
      for (int c = 0; c < 9; ++c) solution_board[r][c] = board[r][c];
    done = true;
    return;
  }
  if (board[row][column] != 0) {
    sudoku_from<kCount>(row, column + 1);
    return;
  }
  for (int value = 1; value <= 9; ++value) {
    if (!possible(row, column, value)) continue;
    board[row][column] = value;
    if (kCount) ++placements;
    sudoku_from<kCount>(row, column + 1);
    if (done) return;
  }
  board[row][column] = 0;
}

template <bool kCount>
bool solve_by_scanning(const Grid& puzzle) {
  load(puzzle);
  sudoku_from<kCount>(0, 0);
  return done;
}

// ---- The comparison. ----

struct Pair {
  const char* name;   // "stage 3 / C++ answer"
  const char* stage;  // "stage 3"
  sudoku::SolveFunction solve;
  bool (*answer)(const Grid&);
  bool (*counted_answer)(const Grid&);
};

const Pair kPairs[] = {
    {"C++ answer (tables)", "stage 3", &sudoku::stage03_9x9::solve_unobserved, &solve_with_tables<false>,
     &solve_with_tables<true>},
    {"Java answer (scans)", "stage 2", &sudoku::stage02_9x9::solve_unobserved, &solve_by_scanning<false>,
     &solve_by_scanning<true>},
};

const char* const kFiles[] = {"norvig-easy50", "kaggle-2000", "17-clue-rowmajor-feasible"};

using sudoku::benchmarks::live_limits;
using sudoku::benchmarks::median;
using sudoku::benchmarks::read_file;
using sudoku::benchmarks::thread_seconds;
using sudoku::benchmarks::time_stage;

/// Every puzzle solved by both, placements counted: same count as the stage's nodes, same answer.
bool agree(const Pair& pair, const char* file, const std::vector<Grid>& puzzles, std::uint64_t& nodes) {
  nodes = 0;
  for (std::size_t index = 0; index < puzzles.size(); ++index) {
    const sudoku::SearchResult result = pair.solve(puzzles[index], live_limits());
    const bool solved = pair.counted_answer(puzzles[index]);
    bool same_answer = solved == (result.outcome == sudoku::Outcome::solved);
    for (int cell = 0; same_answer && solved && cell < 81; ++cell) {
      same_answer = solution_board[cell / 9][cell % 9] == result.grid[cell];
    }
    if (placements != result.stats.nodes || !same_answer) {
      std::fprintf(stderr,
                   "classic_answers: %s and the %s disagree on %s puzzle %zu: %llu nodes vs %llu placements%s\n",
                   pair.stage, pair.name, file, index + 1, static_cast<unsigned long long>(result.stats.nodes),
                   static_cast<unsigned long long>(placements), same_answer ? "" : ", different answers");
      return false;
    }
    nodes += result.stats.nodes;
  }
  return true;
}

double time_answer(const Pair& pair, const std::vector<Grid>& puzzles) {
  int solved = 0;
  const double start = thread_seconds();
  for (const Grid& puzzle : puzzles) solved += pair.answer(puzzle) ? 1 : 0;
  const double seconds = thread_seconds() - start;
  if (solved < 0) std::puts("");
  return seconds;
}

}  // namespace

int main(int argc, char** argv) {
  std::string data_dir = KIT_DATA_DIR;
  int rounds = 5;
  std::string only_file;
  for (int arg = 1; arg < argc; ++arg) {
    const std::string flag = argv[arg];
    if (flag == "--rounds" && arg + 1 < argc) {
      rounds = std::atoi(argv[++arg]);
    } else if (flag == "--file" && arg + 1 < argc) {
      only_file = argv[++arg];
    } else if (flag == "--data-dir" && arg + 1 < argc) {
      data_dir = argv[++arg];
    } else {
      std::fprintf(stderr, "usage: classic_answers [--rounds N] [--file NAME] [--data-dir DIR]\n");
      return 2;
    }
  }
  if (rounds < 1) {
    std::fprintf(stderr, "classic_answers: --rounds must be at least 1\n");
    return 2;
  }
  std::printf(
      "| answer | stage | file | puzzles | nodes | answer (puzzles/s) | stage, counters on (puzzles/s) | stage / "
      "answer |\n");
  std::printf("|---|---|---|---:|---:|---:|---:|---:|\n");
  bool all_level = true;
  for (const char* file : kFiles) {
    if (!only_file.empty() && only_file != file) continue;
    std::vector<Grid> puzzles;
    try {
      puzzles = read_file(data_dir + "/" + file + ".txt");
    } catch (const std::exception& error) {
      std::fprintf(stderr, "classic_answers: %s\n", error.what());
      return 2;
    }
    for (const Pair& pair : kPairs) {
      std::uint64_t nodes = 0;
      if (!agree(pair, file, puzzles, nodes)) return 1;
      std::vector<double> stage_times, answer_times, ratios;
      for (int round = 0; round < rounds; ++round) {
        // Which of the two goes first alternates, so neither always finds the caches warm.
        double answer = 0, stage = 0;
        if (round % 2 == 0) {
          answer = time_answer(pair, puzzles);
          stage = time_stage(pair.solve, puzzles);
        } else {
          stage = time_stage(pair.solve, puzzles);
          answer = time_answer(pair, puzzles);
        }
        answer_times.push_back(answer);
        stage_times.push_back(stage);
        ratios.push_back(answer / stage);  // speed of the stage over speed of the answer
      }
      const double ratio = median(ratios);
      all_level = all_level && ratio >= 1.0;
      const double n = static_cast<double>(puzzles.size());
      std::printf("| %s | %s | %s | %zu | %llu | %.0f | %.0f | %.2f |\n", pair.name, pair.stage, file, puzzles.size(),
                  static_cast<unsigned long long>(nodes), n / median(answer_times), n / median(stage_times), ratio);
      std::fflush(stdout);
    }
  }
  std::printf("\nmedians of %d rounds, thread CPU time; stage / answer = the answer's time over the stage's (%s)\n",
              rounds, all_level ? "every stage at least as fast" : "NOT every stage at least as fast");
  return 0;
}
