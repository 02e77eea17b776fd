// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit generate`: puzzles with exactly one solution, reproducible from a seed.
//
//   kit generate --count 100 --seed 7                 # 100 minimal 9x9 puzzles
//   kit generate --count 20 --seed 1 --givens 30      # 9x9 puzzles with 30 givens
//   kit generate --count 5 --size 16 --givens 140     # 16x16 exercises
//
// How a puzzle is made: fill an empty grid by backtracking with the digits of
// every cell tried in a random order (a random complete grid), then visit the
// cells in a random order and blank each one unless that gives the puzzle a
// second solution. One pass gives a minimal puzzle (no given can be removed),
// because removing givens never brings back uniqueness. With `--givens K` the
// pass stops at K givens; a grid that cannot get down to K is thrown away and
// another is drawn.
//
// Uniqueness is proved by counting solutions up to 2: with the kit's final
// solver for 9x9 when it is linked in (KIT_HAVE_FAST_SOLVER, see kit.cmake),
// with stage 7's exact cover (dancing links, KIT_HAVE_STAGE07) for 4x4 and
// 16x16, and otherwise with the bitmask counter below. A count
// that hits its node limit proves nothing, so the given is kept: every puzzle
// printed has exactly one solution.
//
// Reproducible: the same arguments give the same puzzles on every machine. The
// random numbers come from std::mt19937_64 (its output is fixed by the C++
// standard) through our own uniform draw, because std::uniform_int_distribution
// may give different numbers with different standard libraries.
#include <array>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "cli.hpp"
#include "grid.hpp"
#include "io.hpp"
#include "kit.hpp"
#ifdef KIT_HAVE_FAST_SOLVER
#include "final_engine.hpp"
#endif
#ifdef KIT_HAVE_STAGE07
#include "stage07.hpp"
#endif

namespace kit {

namespace {

/// Random numbers that are the same everywhere for a given seed.
class Random {
 public:
  explicit Random(std::uint64_t seed) : engine_(seed) {}

  /// A number in [0, n), every value equally likely (n > 0). Rejects the top
  /// partial block of the 64-bit range so that `% n` has no bias.
  std::uint64_t below(std::uint64_t n) {
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    std::uint64_t draw = engine_();
    while (draw >= limit) draw = engine_();
    return draw % n;
  }

  /// Fisher-Yates shuffle with our own draw.
  template <class T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
  }

 private:
  std::mt19937_64 engine_;
};

int lowest_digit(std::uint32_t mask) { return __builtin_ctz(mask); }

/// A board for the generic searches: one bitmask of used digits per row,
/// column and box (bit d = digit d), so a cell's candidates are one AND away.
class MaskBoard {
 public:
  explicit MaskBoard(const sudoku::Grid& grid) : grid_(grid) {
    for (int cell = 0; cell < grid_.cell_count(); ++cell) {
      if (grid_[cell] != 0) mark(cell, grid_[cell]);
    }
  }

  const sudoku::Grid& grid() const { return grid_; }

  std::uint32_t candidates(int cell) const {
    const std::uint32_t used = rows_[row(cell)] | columns_[column(cell)] | boxes_[box(cell)];
    return sudoku::all_digits_mask(grid_.side()) & ~used;
  }

  void place(int cell, int digit) {
    grid_.set(cell, digit);
    mark(cell, digit);
  }

  void erase(int cell, int digit) {
    grid_.set(cell, 0);
    const std::uint32_t bit = std::uint32_t{1} << digit;
    rows_[row(cell)] &= ~bit;
    columns_[column(cell)] &= ~bit;
    boxes_[box(cell)] &= ~bit;
  }

  /// The blank cell with the fewest candidates (-1 when the grid is full);
  /// `best` receives its candidates (0 means a dead end).
  int most_constrained_blank(std::uint32_t& best) const {
    int chosen = -1;
    int fewest = 99;
    for (int cell = 0; cell < grid_.cell_count(); ++cell) {
      if (grid_[cell] != 0) continue;
      const std::uint32_t mask = candidates(cell);
      const int count = __builtin_popcount(mask);
      if (count < fewest) {
        fewest = count;
        chosen = cell;
        best = mask;
        if (count <= 1) break;
      }
    }
    return chosen;
  }

 private:
  int row(int cell) const { return grid_.row_of(cell); }
  int column(int cell) const { return grid_.column_of(cell); }
  int box(int cell) const { return grid_.box_of(cell); }
  void mark(int cell, int digit) {
    const std::uint32_t bit = std::uint32_t{1} << digit;
    rows_[row(cell)] |= bit;
    columns_[column(cell)] |= bit;
    boxes_[box(cell)] |= bit;
  }

  sudoku::Grid grid_;
  std::array<std::uint32_t, sudoku::Grid::kMaxSide> rows_{};
  std::array<std::uint32_t, sudoku::Grid::kMaxSide> columns_{};
  std::array<std::uint32_t, sudoku::Grid::kMaxSide> boxes_{};
};

/// How many solutions a puzzle has, up to a bound; `proved` is false when the
/// node limit stopped the count (then `solutions` is only a lower bound).
struct Count {
  int solutions = 0;
  bool proved = true;
};

/// Counts solutions by backtracking on the most constrained blank cell.
class BitmaskCounter {
 public:
  BitmaskCounter(int bound, std::uint64_t node_limit) : bound_(bound), node_limit_(node_limit) {}

  Count count(const sudoku::Grid& puzzle) {
    MaskBoard board(puzzle);
    result_ = {};
    nodes_ = 0;
    search(board);
    return result_;
  }

 private:
  /// False when the count is finished (bound or node limit reached).
  bool search(MaskBoard& board) {
    std::uint32_t choices = 0;
    const int cell = board.most_constrained_blank(choices);
    if (cell < 0) return ++result_.solutions < bound_;
    while (choices != 0) {
      if (++nodes_ > node_limit_) {
        result_.proved = false;
        return false;
      }
      const int digit = lowest_digit(choices);
      choices &= choices - 1;
      board.place(cell, digit);
      const bool go_on = search(board);
      board.erase(cell, digit);
      if (!go_on) return false;
    }
    return true;
  }

  int bound_;
  std::uint64_t node_limit_;
  std::uint64_t nodes_ = 0;
  Count result_;
};

/// Node budget of one uniqueness count: plenty for 9x9 (a few thousand nodes
/// at most), and a cut-off for the rare 16x16 count that would take seconds.
constexpr std::uint64_t kCountNodeLimit = 200000;

/// Counts up to 2: one solution means unique.
Count count_up_to_two(const sudoku::Grid& puzzle) {
#ifdef KIT_HAVE_FAST_SOLVER
  if (puzzle.side() == 9) {
    std::uint8_t cells[81];
    std::uint8_t first[81];
    for (int cell = 0; cell < 81; ++cell) cells[cell] = static_cast<std::uint8_t>(puzzle[cell]);
    sudoku::final_solver::engine::Limits limits;
    limits.max_nodes = kCountNodeLimit;
    sudoku::final_solver::engine::Stats stats;
    const sudoku::final_solver::engine::Outcome outcome =
        sudoku::final_solver::engine::solve(cells, 2, first, limits, stats);
    return {outcome.solutions, outcome.status == sudoku::final_solver::engine::Status::found_all};
  }
#endif
#ifdef KIT_HAVE_STAGE07
  // Dancing links count a hard 16x16 in milliseconds; the bitmask counter
  // below could need far more than the node budget there.
  sudoku::SearchOptions options;
  options.max_nodes = kCountNodeLimit;
  const sudoku::stage07::Count counted = sudoku::stage07::count(puzzle, 2, options);
  return {counted.solutions, counted.search.outcome != sudoku::Outcome::limit_reached};
#else
  return BitmaskCounter(2, kCountNodeLimit).count(puzzle);
#endif
}

bool has_unique_solution(const sudoku::Grid& puzzle) {
  const Count count = count_up_to_two(puzzle);
  return count.proved && count.solutions == 1;
}

/// Fills `board` with digits tried in a random order; false when the node
/// budget runs out (the caller starts again with new random choices).
bool fill_randomly(MaskBoard& board, Random& random, std::uint64_t& budget) {
  std::uint32_t choices = 0;
  const int cell = board.most_constrained_blank(choices);
  if (cell < 0) return true;
  std::vector<int> digits;
  for (; choices != 0; choices &= choices - 1) digits.push_back(lowest_digit(choices));
  random.shuffle(digits);
  for (int digit : digits) {
    if (budget == 0) return false;
    --budget;
    board.place(cell, digit);
    if (fill_randomly(board, random, budget)) return true;
    board.erase(cell, digit);
  }
  return false;
}

/// A random complete grid of the given box side.
sudoku::Grid random_solution(int box_side, Random& random) {
  for (;;) {
    MaskBoard board{sudoku::Grid(box_side)};
    std::uint64_t budget = 100000;
    if (fill_randomly(board, random, budget)) return board.grid();
  }
}

/// Blanks the cells of `solution` in a random order while the solution stays
/// unique, stopping at `target_givens` (-1 = go on to a minimal puzzle).
sudoku::Grid dig_holes(const sudoku::Grid& solution, int target_givens, Random& random) {
  std::vector<int> order;
  for (int cell = 0; cell < solution.cell_count(); ++cell) order.push_back(cell);
  random.shuffle(order);
  sudoku::Grid puzzle = solution;
  int givens = solution.cell_count();
  for (int cell : order) {
    if (givens == target_givens) break;
    const int digit = puzzle[cell];
    puzzle.set(cell, 0);
    if (has_unique_solution(puzzle)) {
      --givens;
    } else {
      puzzle.set(cell, digit);
    }
  }
  return puzzle;
}

/// What the command line asks for.
struct Settings {
  long long count = 1;
  std::uint64_t seed = 1;
  int size = 9;
  bool minimal = false;
  int givens = -1;
  int attempts = 1000;
};

int box_side_of(int size) { return size == 4 ? 2 : size == 16 ? 4 : 3; }

/// Makes and prints the puzzles; returns the exit code.
int generate(const Settings& settings) {
  const int box_side = box_side_of(settings.size);
  const int cells = settings.size * settings.size;
  const int target = settings.givens;  // -1: minimal
  if (settings.givens > cells) {
    std::cerr << "kit generate: --givens " << settings.givens << " is more than the " << cells << " cells of a "
              << settings.size << "x" << settings.size << " grid\n";
    return 2;
  }
  Random random(settings.seed);
  sudoku::OutputFile stdout_file;  // every write checked: a full disk or a closed pipe stops the work
  std::string out;
  for (long long made = 0; made < settings.count; ++made) {
    sudoku::Grid puzzle;
    int attempt = 0;
    for (;; ++attempt) {
      if (attempt == settings.attempts) {
        stdout_file.write(out);
        stdout_file.flush();
        std::cerr << "kit generate: limit reached: no puzzle with " << target << " givens after " << attempt
                  << " random grids (puzzle " << made + 1 << "); ask for more givens\n";
        return 3;
      }
      puzzle = dig_holes(random_solution(box_side, random), target, random);
      if (target < 0 || puzzle.filled_count() == target) break;
    }
    out += sudoku::format_line(puzzle);
    out += '\n';
    if (out.size() > (1u << 16)) {
      stdout_file.write(out);
      out.clear();
    }
  }
  stdout_file.write(out);
  stdout_file.flush();
  return 0;
}

}  // namespace

void add_generate_command(CLI::App& app, int& exit_code) {
  auto settings = std::make_shared<Settings>();
  CLI::App* command = app.add_subcommand(
      "generate",
      "Make puzzles with exactly one solution, in line format (one per line); the same seed gives the same puzzles");
  command->add_option("--count", settings->count, "how many puzzles (default 1)")
      ->check(sudoku::whole_number_validator(0, 1ULL << 40));
  command->add_option("--seed", settings->seed, "seed of the random numbers (default 1)")
      ->check(sudoku::whole_number_validator());
  command->add_option("--size", settings->size, "grid size: 4, 9 or 16 (default 9)")->check(CLI::IsMember({4, 9, 16}));
  CLI::Option* minimal =
      command->add_flag("--minimal", settings->minimal, "blank cells until no given can be removed (the default)");
  CLI::Option* givens = command
                            ->add_option("--givens", settings->givens,
                                         "stop blanking at this many givens (a grid that cannot get that low is "
                                         "replaced by another)")
                            ->check(sudoku::whole_number_validator(0, 256));
  minimal->excludes(givens);
  command
      ->add_option("--attempts", settings->attempts,
                   "random grids tried per puzzle before giving up on --givens (default 1000; exit code 3)")
      ->check(sudoku::whole_number_validator(1, 1000000000));
  command->callback([settings, &exit_code] {
    try {
      exit_code = generate(*settings);
    } catch (const sudoku::WriteError& error) {
      std::cerr << "kit generate: " << error.what() << '\n';
      exit_code = sudoku::kExitOutputFailed;
    }
  });
}

}  // namespace kit
