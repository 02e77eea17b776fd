// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#include "rules.hpp"

#include <array>
#include <cstdint>

#if defined(__SSSE3__)
#include <immintrin.h>
#endif

namespace sudoku {

namespace {

/// The cell holding the `index`-th member of unit (`kind`, `unit`).
int unit_cell(const Grid& grid, UnitKind kind, int unit, int index) {
  switch (kind) {
    case UnitKind::row:
      return grid.cell_at(unit, index);
    case UnitKind::column:
      return grid.cell_at(index, unit);
    case UnitKind::box:
      return grid.box_cell(unit, index);
  }
  return 0;
}

std::optional<Conflict> conflict_in_unit(const Grid& grid, UnitKind kind, int unit) {
  std::array<int, Grid::kMaxSide + 1> seen_at;
  seen_at.fill(-1);
  for (int i = 0; i < grid.side(); ++i) {
    const int cell = unit_cell(grid, kind, unit, i);
    const int digit = grid[cell];
    if (digit == 0) continue;
    if (seen_at[static_cast<std::size_t>(digit)] >= 0) {
      return Conflict{digit, kind, unit, seen_at[static_cast<std::size_t>(digit)], cell};
    }
    seen_at[static_cast<std::size_t>(digit)] = cell;
  }
  return std::nullopt;
}

/// has_no_conflict for a grid of box side `kBox`. Each digit becomes a bit; a unit
/// has no digit twice exactly when the sum of its bits equals their OR (a repeated
/// bit carries into the sum). Sums and ORs have no branch and no chain from cell
/// to cell, so the compiler keeps them in vector registers.
template <int kBox>
bool has_no_conflict_of_size(const Grid& grid) {
  constexpr int kSide = kBox * kBox;
  std::array<std::uint32_t, kSide * kSide> bits{};
  std::uint32_t not_a_digit = 0;
  for (int cell = 0; cell < kSide * kSide; ++cell) {
    const auto digit = static_cast<std::uint32_t>(grid[cell]);
    not_a_digit |= static_cast<std::uint32_t>(digit > kSide);
    bits[static_cast<std::size_t>(cell)] = (std::uint32_t{1} << (digit & 31)) & ~std::uint32_t{1};  // a blank: 0
  }
  std::array<std::uint32_t, kSide> row_sum{}, row_or{}, column_sum{}, column_or{}, box_sum{}, box_or{};
  for (int row = 0; row < kSide; ++row) {
    for (int column = 0; column < kSide; ++column) {
      const std::uint32_t bit = bits[static_cast<std::size_t>(row * kSide + column)];
      const auto r = static_cast<std::size_t>(row);
      const auto c = static_cast<std::size_t>(column);
      const auto b = static_cast<std::size_t>((row / kBox) * kBox + column / kBox);
      row_sum[r] += bit;
      row_or[r] |= bit;
      column_sum[c] += bit;
      column_or[c] |= bit;
      box_sum[b] += bit;
      box_or[b] |= bit;
    }
  }
  std::uint32_t differ = not_a_digit;  // a value that is not a digit is left to the full scan
  for (std::size_t unit = 0; unit < static_cast<std::size_t>(kSide); ++unit) {
    differ |= (row_sum[unit] ^ row_or[unit]) | (column_sum[unit] ^ column_or[unit]) | (box_sum[unit] ^ box_or[unit]);
  }
  return differ == 0;
}

/// True when `answer` (of box side `kBox`, as `puzzle`) solves `puzzle`: every cell
/// holds a digit 1 .. side that keeps its given, and every unit holds every digit.
/// With every cell a digit, a unit of side cells can only hold all side digits if
/// none repeats, so ORs of the digits' bits are enough here, without the sums.
/// Written band by band so that the compiler keeps the column ORs in vector
/// registers: 60-100 ns a 9x9 answer, where has_no_conflict_of_size and a loop
/// over the cells took 220-290 ns (the driver checks every answer of a batch).
template <int kBox>
bool is_solution_of_size(const Grid& puzzle, const Grid& answer) {
  constexpr int kSide = kBox * kBox;
  constexpr std::uint32_t kEveryDigit = ((std::uint32_t{1} << kSide) - 1) << 1;  // bits 1 .. side
  std::uint32_t wrong_cell = 0;
  std::array<std::uint32_t, kSide * kSide> bits;
  for (int cell = 0; cell < kSide * kSide; ++cell) {
    const auto digit = static_cast<std::uint32_t>(answer[cell]);
    const auto given = static_cast<std::uint32_t>(puzzle[cell]);
    wrong_cell |= static_cast<std::uint32_t>(digit - 1 >= kSide) |  // blank (0 - 1 wraps) or out of range
                  (static_cast<std::uint32_t>(given != 0) & static_cast<std::uint32_t>(given != digit));
    bits[static_cast<std::size_t>(cell)] = std::uint32_t{1} << (digit & 31);
  }
  std::uint32_t in_every_unit = kEveryDigit;
  std::array<std::uint32_t, kSide> column_or{};
  for (int band = 0; band < kBox; ++band) {
    std::array<std::uint32_t, kSide> band_or{};  // per column, the rows of this band
    for (int row = band * kBox; row < (band + 1) * kBox; ++row) {
      const std::uint32_t* row_bits = &bits[static_cast<std::size_t>(row * kSide)];
      std::uint32_t row_or = 0;
      for (std::size_t column = 0; column < kSide; ++column) {
        band_or[column] |= row_bits[column];
        row_or |= row_bits[column];
      }
      in_every_unit &= row_or;
    }
    for (std::size_t column = 0; column < kSide; ++column) column_or[column] |= band_or[column];
    for (std::size_t box = 0; box < kBox; ++box) {
      std::uint32_t box_or = 0;
      for (std::size_t k = 0; k < kBox; ++k) box_or |= band_or[box * kBox + k];
      in_every_unit &= box_or;
    }
  }
  for (std::size_t column = 0; column < kSide; ++column) in_every_unit &= column_or[column];
  return wrong_cell == 0 && in_every_unit == kEveryDigit;
}

#if defined(__SSSE3__)
/// is_solution_of_size<3> with 16-byte vectors: 30-45 ns an answer, where the
/// compiler's vectors for the loops above take 60-100 ns. A row is one load of 16 bytes (its 9 cells
/// and 7 of the next row, masked off); one byte shuffle per half gives each digit's bit
/// (1 << digit, 16 bits a cell), and the ORs of rows, columns and boxes follow from
/// shifts and ORs of those vectors.
bool is_solution_9x9(const Grid& puzzle, const Grid& answer) {
  const std::uint8_t* cells = answer.cell_bytes();
  const std::uint8_t* givens = puzzle.cell_bytes();
  // Every cell a digit 1 .. 9 that keeps its given: 81 bytes in six loads (the last overlaps).
  const __m128i nine = _mm_set1_epi8(9);
  const __m128i zero = _mm_setzero_si128();
  __m128i wrong = zero;
  for (int offset : {0, 16, 32, 48, 64, 65}) {
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + offset));
    const __m128i g = _mm_loadu_si128(reinterpret_cast<const __m128i*>(givens + offset));
    const __m128i out_of_range = _mm_or_si128(_mm_cmpeq_epi8(a, zero), _mm_subs_epu8(a, nine));  // 0, or above 9
    const __m128i kept = _mm_or_si128(_mm_cmpeq_epi8(g, zero), _mm_cmpeq_epi8(g, a));
    wrong = _mm_or_si128(wrong, _mm_or_si128(out_of_range, _mm_andnot_si128(kept, _mm_set1_epi8(-1))));
  }
  if (_mm_movemask_epi8(_mm_cmpeq_epi8(wrong, zero)) != 0xFFFF) return false;
  // The bit of each digit 1 .. 9, as its low and its high byte (bits 1 .. 9 of 16).
  const __m128i low_byte = _mm_setr_epi8(0, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0);
  const __m128i high_byte = _mm_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0);
  const __m128i first_lane = _mm_setr_epi16(-1, 0, 0, 0, 0, 0, 0, 0);
  __m128i columns_0_7 = zero, column_8 = zero, rows = _mm_set1_epi16(-1);
  std::uint32_t boxes = 0x3FE;
  for (int band = 0; band < 3; ++band) {
    __m128i band_0_7 = zero, band_8 = zero;
    for (int row = 3 * band; row < 3 * band + 3; ++row) {
      const __m128i digits = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + 9 * row));
      const __m128i low = _mm_shuffle_epi8(low_byte, digits);
      const __m128i high = _mm_shuffle_epi8(high_byte, digits);
      const __m128i bits_0_7 = _mm_unpacklo_epi8(low, high);                          // columns 0 .. 7
      const __m128i bit_8 = _mm_and_si128(_mm_unpackhi_epi8(low, high), first_lane);  // column 8 alone
      band_0_7 = _mm_or_si128(band_0_7, bits_0_7);
      band_8 = _mm_or_si128(band_8, bit_8);
      __m128i row_or = _mm_or_si128(bits_0_7, bit_8);
      row_or = _mm_or_si128(row_or, _mm_srli_si128(row_or, 8));
      row_or = _mm_or_si128(row_or, _mm_srli_si128(row_or, 4));
      row_or = _mm_or_si128(row_or, _mm_srli_si128(row_or, 2));  // lane 0: the whole row
      rows = _mm_and_si128(rows, row_or);
    }
    columns_0_7 = _mm_or_si128(columns_0_7, band_0_7);
    column_8 = _mm_or_si128(column_8, band_8);
    // Lane 0 gets columns 0 .. 2, lane 3 columns 3 .. 5, lane 6 columns 6 and 7 (and 8, below).
    const __m128i threes =
        _mm_or_si128(band_0_7, _mm_or_si128(_mm_srli_si128(band_0_7, 2), _mm_srli_si128(band_0_7, 4)));
    boxes &= static_cast<std::uint32_t>(_mm_extract_epi16(threes, 0)) &
             static_cast<std::uint32_t>(_mm_extract_epi16(threes, 3)) &
             (static_cast<std::uint32_t>(_mm_extract_epi16(threes, 6)) |
              static_cast<std::uint32_t>(_mm_extract_epi16(band_8, 0)));
  }
  const __m128i every_digit = _mm_set1_epi16(0x3FE);
  const bool columns_full =
      _mm_movemask_epi8(_mm_cmpeq_epi16(columns_0_7, every_digit)) == 0xFFFF && _mm_extract_epi16(column_8, 0) == 0x3FE;
  return columns_full && _mm_extract_epi16(rows, 0) == 0x3FE && boxes == 0x3FE;
}
#endif

/// is_solution_of_size for the size of `puzzle` (false when the sizes differ).
bool is_solution(const Grid& puzzle, const Grid& answer) {
  if (puzzle.box_side() != answer.box_side()) return false;
  switch (answer.box_side()) {
    case 2:
      return is_solution_of_size<2>(puzzle, answer);
    case 3:
#if defined(__SSSE3__)
      return is_solution_9x9(puzzle, answer);
#else
      return is_solution_of_size<3>(puzzle, answer);
#endif
    case 4:
      return is_solution_of_size<4>(puzzle, answer);
  }
  return false;
}

/// True when no digit appears twice in a row, column or box, in one pass with a
/// bit mask per unit. It only answers yes or no, fast (the driver checks the
/// givens and the answer of every puzzle of a batch); the unit-by-unit scan
/// below then finds which conflict to name, in its fixed order.
bool has_no_conflict(const Grid& grid) {
  switch (grid.box_side()) {
    case 2:
      return has_no_conflict_of_size<2>(grid);
    case 3:
      return has_no_conflict_of_size<3>(grid);
    case 4:
      return has_no_conflict_of_size<4>(grid);
  }
  return false;
}

}  // namespace

const char* unit_name(UnitKind kind) {
  switch (kind) {
    case UnitKind::row:
      return "row";
    case UnitKind::column:
      return "column";
    case UnitKind::box:
      return "box";
  }
  return "unit";
}

std::string Conflict::describe(const Grid& grid) const {
  return "givens conflict: " + std::string(1, digit_symbol(digit)) + " appears twice in " + unit_name(unit) + " " +
         std::to_string(unit_index + 1) + " (" + cell_name(grid, first_cell) + ", " + cell_name(grid, second_cell) +
         ")";
}

std::optional<Conflict> find_conflict(const Grid& grid) {
  if (has_no_conflict(grid)) return std::nullopt;
  for (UnitKind kind : {UnitKind::row, UnitKind::column, UnitKind::box}) {
    for (int unit = 0; unit < grid.side(); ++unit) {
      if (auto conflict = conflict_in_unit(grid, kind, unit)) return conflict;
    }
  }
  return std::nullopt;
}

std::optional<std::string> solution_problem(const Grid& puzzle, const Grid& answer) {
  if (is_solution(puzzle, answer)) return std::nullopt;  // the common case, in one pass
  // Otherwise name the problem: the size, the first wrong cell, or a digit twice in a unit.
  if (puzzle.side() != answer.side()) return "the answer has a different size from the puzzle";
  for (int cell = 0; cell < answer.cell_count(); ++cell) {
    if (answer[cell] == 0) return "cell " + cell_name(answer, cell) + " is blank";
    if (answer[cell] < 0 || answer[cell] > answer.side()) return "cell " + cell_name(answer, cell) + " is out of range";
    if (puzzle[cell] != 0 && puzzle[cell] != answer[cell]) {
      return "the given " + std::string(1, digit_symbol(puzzle[cell])) + " at " + cell_name(answer, cell) +
             " was changed to " + std::string(1, digit_symbol(answer[cell]));
    }
  }
  if (auto conflict = find_conflict(answer)) {
    return std::string(1, digit_symbol(conflict->digit)) + " appears twice in " + unit_name(conflict->unit) + " " +
           std::to_string(conflict->unit_index + 1);
  }
  return std::nullopt;
}

}  // namespace sudoku
