// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file final_engine_test.cpp
/// \brief Unit tests of the final solver (sudoku::final_solver::engine): counts, validity, limits, tracing.
///
/// Puzzle files are read from the directory given by the compile definition
/// `SUDOKU_TEST_DATA_DIR`.
#include "final_engine.hpp"
#include "final_engine_impl.hpp"  // to instantiate solve() for the recording observer below

#include <gtest/gtest.h>

#include <bit>
#include <climits>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#ifndef SUDOKU_TEST_DATA_DIR
#error "define SUDOKU_TEST_DATA_DIR to the folder holding the puzzle files"
#endif

namespace {

namespace sf = sudoku::final_solver::engine;

struct Puzzle {
  std::uint8_t cells[81];
  std::string text;
};

Puzzle parse(const std::string& line) {
  Puzzle p{};
  p.text = line;
  for (int i = 0; i < 81; ++i) {
    const char ch = line[static_cast<std::size_t>(i)];
    p.cells[i] = (ch >= '1' && ch <= '9') ? static_cast<std::uint8_t>(ch - '0') : 0;
  }
  return p;
}

/// Reads up to `max_count` puzzles of `folder`/`name`; blank lines and lines starting with '#' are skipped.
std::vector<Puzzle> load_from(const std::string& folder, const std::string& name, std::size_t max_count = SIZE_MAX) {
  const std::string path = folder + "/" + name;
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::vector<Puzzle> out;
  std::string line;
  while (out.size() < max_count && std::getline(in, line)) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    EXPECT_EQ(line.size(), 81u) << path << ": bad line " << line;
    if (line.size() == 81) out.push_back(parse(line));
  }
  return out;
}

/// Reads up to `max_count` puzzles of tests/data/`name`.
std::vector<Puzzle> load(const std::string& name, std::size_t max_count = SIZE_MAX) {
  return load_from(SUDOKU_TEST_DATA_DIR, name, max_count);
}

/// Every row, column and box is a permutation of 1..9 and every given is kept.
::testing::AssertionResult valid_solution(const Puzzle& p, const std::uint8_t (&s)[81]) {
  for (int i = 0; i < 81; ++i) {
    if (s[i] < 1 || s[i] > 9) return ::testing::AssertionFailure() << "cell " << i << " holds " << int(s[i]);
    if (p.cells[i] != 0 && p.cells[i] != s[i]) return ::testing::AssertionFailure() << "given " << i << " changed";
  }
  for (int u = 0; u < 9; ++u) {
    unsigned row = 0, col = 0, box = 0;
    for (int k = 0; k < 9; ++k) {
      row |= 1u << s[9 * u + k];
      col |= 1u << s[9 * k + u];
      box |= 1u << s[27 * (u / 3) + 3 * (u % 3) + 9 * (k / 3) + (k % 3)];
    }
    if (row != 0x3FEu) return ::testing::AssertionFailure() << "row " << u << " is not a permutation";
    if (col != 0x3FEu) return ::testing::AssertionFailure() << "column " << u << " is not a permutation";
    if (box != 0x3FEu) return ::testing::AssertionFailure() << "box " << u << " is not a permutation";
  }
  return ::testing::AssertionSuccess();
}

void expect_unique(const std::vector<Puzzle>& puzzles) {
  ASSERT_FALSE(puzzles.empty());
  for (const auto& p : puzzles) {
    std::uint8_t sol[81] = {};
    sf::Stats stats;
    const auto o = sf::solve(p.cells, 2, sol, sf::Limits{}, stats);
    ASSERT_EQ(o.status, sf::Status::found_all) << p.text;
    ASSERT_EQ(o.solutions, 1) << p.text;
    ASSERT_TRUE(valid_solution(p, sol)) << p.text;
  }
}

TEST(FastSolver, FamousPuzzlesAreUnique) { expect_unique(load("famous.txt")); }

TEST(FastSolver, Top95AreUnique) { expect_unique(load("top95.txt")); }

TEST(FastSolver, AllSeventeenCluePuzzlesAreUnique) {
  // The complete list of 49,158 17-clue puzzles, bundled in tools/data for the benchmarks.
  const auto puzzles = load_from(SUDOKU_TOOLS_DATA_DIR, "17-clue-all.txt");
  EXPECT_EQ(puzzles.size(), 49158u);
  expect_unique(puzzles);
}

TEST(FastSolver, MultiSolutionPuzzlesGiveTwo) {
  const auto puzzles = load("multi-solution.txt");
  ASSERT_FALSE(puzzles.empty());
  for (const auto& p : puzzles) {
    std::uint8_t sol[81] = {};
    sf::Stats stats;
    const auto o = sf::solve(p.cells, 2, sol, sf::Limits{}, stats);
    ASSERT_EQ(o.status, sf::Status::found_all) << p.text;
    ASSERT_EQ(o.solutions, 2) << p.text;
    ASSERT_TRUE(valid_solution(p, sol)) << p.text;
  }
}

TEST(FastSolver, UniqueRectanglePuzzlesHaveExactlyTwo) {
  // Lines 47-48 of multi-solution.txt have exactly two solutions: a larger bound must find 2.
  const auto puzzles = load("multi-solution.txt");
  ASSERT_GE(puzzles.size(), 48u);
  for (std::size_t i = 46; i < 48; ++i) {
    std::uint8_t sol[81] = {};
    sf::Stats stats;
    const auto o = sf::solve(puzzles[i].cells, 100, sol, sf::Limits{}, stats);
    EXPECT_EQ(o.status, sf::Status::found_all);
    EXPECT_EQ(o.solutions, 2) << puzzles[i].text;
  }
}

/// Independent reference: plain backtracking with row/column/box masks, branching on the cell
/// with the fewest candidates, counting up to `limit` solutions.
int reference_count(std::uint8_t (&g)[81], int limit) {
  unsigned row[9] = {}, col[9] = {}, box[9] = {};
  for (int i = 0; i < 81; ++i) {
    if (g[i] == 0) continue;
    const unsigned bit = 1u << g[i];
    const int r = i / 9, c = i % 9, b = (r / 3) * 3 + c / 3;
    if ((row[r] | col[c] | box[b]) & bit) return 0;
    row[r] |= bit;
    col[c] |= bit;
    box[b] |= bit;
  }
  struct Rec {
    std::uint8_t (&g)[81];
    unsigned *row, *col, *box;
    int limit, found = 0;
    void go() {
      int best = -1, best_n = 10;
      unsigned best_free = 0;
      for (int i = 0; i < 81; ++i) {
        if (g[i] != 0) continue;
        const int r = i / 9, c = i % 9, b = (r / 3) * 3 + c / 3;
        const unsigned free = ~(row[r] | col[c] | box[b]) & 0x3FEu;
        const int n = std::popcount(free);
        if (n < best_n) {
          best = i;
          best_n = n;
          best_free = free;
        }
      }
      if (best < 0) {
        ++found;
        return;
      }
      const int r = best / 9, c = best % 9, b = (r / 3) * 3 + c / 3;
      for (int v = 1; v <= 9 && found < limit; ++v) {
        const unsigned bit = 1u << v;
        if (!(best_free & bit)) continue;
        g[best] = static_cast<std::uint8_t>(v);
        row[r] |= bit;
        col[c] |= bit;
        box[b] |= bit;
        go();
        row[r] &= ~bit;
        col[c] &= ~bit;
        box[b] &= ~bit;
        g[best] = 0;
      }
    }
  } rec{g, row, col, box, limit};
  rec.go();
  return rec.found;
}

TEST(FastSolver, ExactCountsMatchAReferenceSolver) {
  // Lines 1-15 of multi-solution.txt have between 3 and 847 solutions; count them all.
  const auto puzzles = load("multi-solution.txt", 15);
  ASSERT_EQ(puzzles.size(), 15u);
  for (const auto& p : puzzles) {
    std::uint8_t grid[81];
    std::memcpy(grid, p.cells, 81);
    const int expected = reference_count(grid, 5000);
    std::uint8_t sol[81] = {};
    sf::Stats stats;
    const auto o = sf::solve(p.cells, 5000, sol, sf::Limits{}, stats);
    EXPECT_EQ(o.status, sf::Status::found_all);
    EXPECT_EQ(o.solutions, expected) << p.text;
    EXPECT_GE(o.solutions, 3) << p.text;
    EXPECT_TRUE(valid_solution(p, sol));
    // A bound below the count stops exactly at the bound.
    EXPECT_EQ(sf::solve(p.cells, 3, sol, sf::Limits{}, stats).solutions, 3);
  }
}

TEST(FastSolver, NoSolutionPuzzlesGiveZero) {
  const auto puzzles = load("no-solution.txt");
  ASSERT_FALSE(puzzles.empty());
  for (const auto& p : puzzles) {
    std::uint8_t sol[81] = {};
    sf::Stats stats;
    const auto o = sf::solve(p.cells, 2, sol, sf::Limits{}, stats);
    ASSERT_EQ(o.status, sf::Status::found_all) << p.text;
    ASSERT_EQ(o.solutions, 0) << p.text;
  }
}

TEST(FastSolver, ConflictingGivensGiveZeroWithoutCrashing) {
  // The caller rejects these, but the engine must survive them: same digit twice in a row, in
  // a column, in a box, and a full grid with one digit changed.
  const char* lines[] = {
      "11...............................................................................",
      "1........1.......................................................................",
      "1.........1......................................................................",
      "534678912672195348198342567859761423426853791713924856961537284287419635345286171",
  };
  for (const char* line : lines) {
    const Puzzle p = parse(line);
    std::uint8_t sol[81] = {};
    sf::Stats stats;
    const auto o = sf::solve(p.cells, 2, sol, sf::Limits{}, stats);
    EXPECT_EQ(o.status, sf::Status::found_all) << line;
    EXPECT_EQ(o.solutions, 0) << line;
  }
}

/// The two ways of placing the givens leave byte-identical states.
::testing::AssertionResult same_state(const sf::detail::State& a, const sf::detail::State& b) {
  if (std::memcmp(&a, &b, sizeof a) == 0) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "place_givens() and place_givens_one_by_one() differ";
}

TEST(FastSolver, GivensPlacedAtOnceGiveTheStateOfPlacingThemOneByOne) {
  // place_givens() computes each mask from all the givens at once (technique 9 of lesson 6);
  // it must build exactly what place() builds given by given, or hand over to it.
  std::vector<Puzzle> puzzles = load("top95.txt");
  for (const auto& p : load("famous.txt")) puzzles.push_back(p);
  for (const auto& p : load("multi-solution.txt")) puzzles.push_back(p);
  for (const auto& p : load("no-solution.txt")) puzzles.push_back(p);
  for (const auto& p : load_from(SUDOKU_TOOLS_DATA_DIR, "17-clue.txt", 2000)) puzzles.push_back(p);
  puzzles.push_back(parse(std::string(81, '.')));
  ASSERT_GT(puzzles.size(), 1000u);  // the files were read
  for (const auto& p : puzzles) {
    sf::detail::State at_once, one_by_one;
    std::memset(&at_once, 0, sizeof at_once);
    std::memset(&one_by_one, 0, sizeof one_by_one);
    sf::detail::place_givens_one_by_one(one_by_one, p.cells);
    ASSERT_TRUE(sf::detail::place_givens(at_once, p.cells)) << "valid givens refused: " << p.text;
    EXPECT_TRUE(same_state(at_once, one_by_one)) << p.text;
  }
  // Givens of one digit that share a row, a box or a mini-row make place() clear the givens
  // themselves, which the at-once formula does not: those puzzles must take the one-by-one path.
  // Givens that share only a column are an AND like any other and stay on the fast path.
  const char* refused[] = {
      "1.......1........................................................................",  // row
      "1.........1......................................................................",  // box
      "11...............................................................................",  // mini-row
      "...........................1.........1...........................................",  // box, band 1
  };
  for (const char* line : refused) {
    sf::detail::State s;
    EXPECT_FALSE(sf::detail::place_givens(s, parse(line).cells)) << line;
  }
  const Puzzle column = parse(
      "1...................................1............................................");  // column 0, bands 0 and 1
  sf::detail::State at_once, one_by_one;
  std::memset(&at_once, 0, sizeof at_once);
  std::memset(&one_by_one, 0, sizeof one_by_one);
  sf::detail::place_givens_one_by_one(one_by_one, column.cells);
  ASSERT_TRUE(sf::detail::place_givens(at_once, column.cells));
  EXPECT_TRUE(same_state(at_once, one_by_one));
}

/// True when two equal givens share a row or a box: the grids place_givens() must refuse.
bool row_or_box_repeats(const std::uint8_t (&cells)[81]) {
  for (int a = 0; a < 81; ++a) {
    for (int b = a + 1; b < 81; ++b) {
      if (cells[a] == 0 || cells[a] != cells[b]) continue;
      const bool same_row = a / 9 == b / 9;
      const bool same_box = (a / 27 == b / 27) && (a % 9 / 3 == b % 9 / 3);
      if (same_row || same_box) return true;
    }
  }
  return false;
}

TEST(FastSolver, RandomGivensPlacedAtOnceMatchOneByOneOrAreRefused) {
  // Random grids, from nearly empty to nearly full, with repeated digits in rows, columns,
  // boxes and mini-rows as chance puts them: the vector code of the native build and the
  // portable formula must both give place()'s state, or refuse exactly the grids with a digit
  // twice in a row or a box (a digit twice in a column stays on the fast path).
  std::mt19937 random(2580);
  int accepted = 0, refused = 0;
  for (int round = 0; round < 20000; ++round) {
    std::uint8_t cells[81] = {};
    const int givens = static_cast<int>(random() % 40);
    for (int k = 0; k < givens; ++k) cells[random() % 81] = static_cast<std::uint8_t>(1 + random() % 9);
    sf::detail::State at_once, one_by_one;
    std::memset(&at_once, 0, sizeof at_once);
    std::memset(&one_by_one, 0, sizeof one_by_one);
    sf::detail::place_givens_one_by_one(one_by_one, cells);
    const bool fast = sf::detail::place_givens(at_once, cells);
    ASSERT_EQ(fast, !row_or_box_repeats(cells)) << "round " << round << ": refused or accepted wrongly";
    if (fast) {
      ASSERT_TRUE(same_state(at_once, one_by_one)) << "round " << round;
      ++accepted;
    } else {
      ++refused;
    }
  }
  EXPECT_GT(accepted, 1000) << "the random grids should mostly be placed at once";
  EXPECT_GT(refused, 1000) << "the random grids should often repeat a digit in a row or box";
}

TEST(FastSolver, EmptyGridSolves) {
  const Puzzle empty = parse(std::string(81, '.'));
  std::uint8_t sol[81] = {};
  sf::Stats stats;
  auto o = sf::solve(empty.cells, 1, sol, sf::Limits{}, stats);
  EXPECT_EQ(o.status, sf::Status::found_all);
  EXPECT_EQ(o.solutions, 1);
  EXPECT_TRUE(valid_solution(empty, sol));
  o = sf::solve(empty.cells, 2, sol, sf::Limits{}, stats);
  EXPECT_EQ(o.status, sf::Status::found_all);
  EXPECT_EQ(o.solutions, 2);
  EXPECT_TRUE(valid_solution(empty, sol));
}

TEST(FastSolver, SolvedGridNeedsNoSearch) {
  const Puzzle full = parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
  std::uint8_t sol[81] = {};
  sf::Stats stats;
  const auto o = sf::solve(full.cells, 2, sol, sf::Limits{}, stats);
  EXPECT_EQ(o.solutions, 1);
  EXPECT_TRUE(valid_solution(full, sol));
  EXPECT_EQ(stats.nodes, 0u);
  EXPECT_EQ(stats.guesses, 0u);
  EXPECT_EQ(stats.propagations, 0u);
}

TEST(FastSolver, RecoversBlankedCellsAndRejectsChangedDigits) {
  // Property test on real grids: blanking cells of a solution leaves it the only solution;
  // changing one digit of a solution leaves no solution.
  const auto puzzles = load("top95.txt", 20);
  ASSERT_FALSE(puzzles.empty());
  for (const auto& p : puzzles) {
    std::uint8_t sol[81] = {};
    ASSERT_EQ(sf::solve(p.cells, 1, sol).solutions, 1);
    Puzzle full{};
    std::memcpy(full.cells, sol, 81);
    for (int i = 0; i < 81; i += 7) {
      Puzzle blanked = full;
      blanked.cells[i] = 0;
      blanked.cells[(i * 13 + 5) % 81] = 0;
      std::uint8_t again[81] = {};
      const auto o = sf::solve(blanked.cells, 2, again);
      EXPECT_EQ(o.solutions, 1);
      EXPECT_EQ(std::memcmp(again, sol, 81), 0);

      Puzzle changed = full;
      changed.cells[i] = static_cast<std::uint8_t>(sol[i] % 9 + 1);
      EXPECT_EQ(sf::solve(changed.cells, 2, again).solutions, 0);
    }
  }
}

TEST(FastSolver, NodeLimitIsHonoured) {
  const auto famous = load("famous.txt");
  ASSERT_FALSE(famous.empty());
  for (const std::uint64_t limit : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{5}}) {
    for (const auto& p : famous) {
      sf::Stats full;
      std::uint8_t sol[81] = {};
      sf::solve(p.cells, 2, sol, sf::Limits{}, full);
      sf::Limits limits;
      limits.max_nodes = limit;
      sf::Stats stats;
      const auto o = sf::solve(p.cells, 2, sol, limits, stats);
      EXPECT_LE(stats.nodes, limit);
      if (full.nodes > limit) {
        EXPECT_EQ(o.status, sf::Status::limit_reached) << p.text;
      } else {
        EXPECT_EQ(o.status, sf::Status::found_all) << p.text;
      }
    }
  }
  // A hard puzzle with a limit of one guessed placement stops at the limit.
  sf::Limits one;
  one.max_nodes = 1;
  sf::Stats stats;
  std::uint8_t sol[81] = {};
  const auto o = sf::solve(famous[3].cells, 2, sol, one, stats);  // Easter Monster
  EXPECT_EQ(o.status, sf::Status::limit_reached);
  EXPECT_LE(stats.nodes, 1u);
}

TEST(FastSolver, TimeLimitIsHonoured) {
  // Counting all solutions of the empty grid would take years.
  const Puzzle empty = parse(std::string(81, '.'));
  sf::Limits limits;
  limits.max_seconds = 0.05;
  sf::Stats stats;
  std::uint8_t sol[81] = {};
  const auto o = sf::solve(empty.cells, INT_MAX, sol, limits, stats);
  EXPECT_EQ(o.status, sf::Status::limit_reached);
  EXPECT_GT(o.solutions, 2);
  EXPECT_TRUE(valid_solution(empty, sol));
}

TEST(FastSolver, Deterministic) {
  const auto puzzles = load("top95.txt");
  for (const auto& p : puzzles) {
    std::uint8_t a[81] = {}, b[81] = {};
    sf::Stats sa, sb;
    sf::solve(p.cells, 2, a, sf::Limits{}, sa);
    sf::solve(p.cells, 2, b, sf::Limits{}, sb);
    EXPECT_EQ(std::memcmp(a, b, 81), 0);
    EXPECT_EQ(sa.nodes, sb.nodes);
    EXPECT_EQ(sa.guesses, sb.guesses);
    EXPECT_EQ(sa.propagations, sb.propagations);
    EXPECT_EQ(sa.backtracks, sb.backtracks);
    EXPECT_EQ(sa.max_depth, sb.max_depth);
  }
}

/// Observer that checks the events against the statistics.
struct RecordingObserver {
  std::uint64_t guesses = 0, backtracks = 0, dead_ends = 0, solutions = 0;
  int max_depth = 0, depth = 0;
  bool consistent = true;
  void on_guess(int cell, int digit, int d) {
    ++guesses;
    if (cell < 0 || cell > 80 || digit < 1 || digit > 9 || d < 1) consistent = false;
    if (d > max_depth) max_depth = d;
    depth = d;
  }
  void on_backtrack(int cell, int digit, int d) {
    ++backtracks;
    if (cell < 0 || cell > 80 || digit < 1 || digit > 9 || d < 1) consistent = false;
  }
  void on_dead_end(int) { ++dead_ends; }
  void on_solution(int) { ++solutions; }
  void on_propagate(int, int, int) {}
};

}  // namespace

template sf::Outcome sf::solve<RecordingObserver>(const std::uint8_t (&)[81], int, std::uint8_t (&)[81],
                                                  const sf::Limits&, sf::Stats&, RecordingObserver&);

namespace {

TEST(FastSolver, ObserverSeesEveryNode) {
  for (const auto& p : load("famous.txt")) {
    RecordingObserver obs;
    sf::Stats stats;
    std::uint8_t sol[81] = {};
    const auto o = sf::solve(p.cells, 2, sol, sf::Limits{}, stats, obs);
    EXPECT_TRUE(obs.consistent);
    EXPECT_EQ(obs.guesses, stats.nodes);
    EXPECT_EQ(obs.backtracks, stats.backtracks);
    EXPECT_EQ(obs.solutions, static_cast<std::uint64_t>(o.solutions));
    EXPECT_EQ(static_cast<std::uint64_t>(obs.max_depth), stats.max_depth);
    EXPECT_LE(stats.guesses, stats.nodes);
    if (stats.nodes > 0) {
      EXPECT_GT(obs.dead_ends, 0u);
    }
  }
}

}  // namespace
