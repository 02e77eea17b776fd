// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file final_engine_impl.hpp
/// \brief Definition of sudoku::final_solver::engine::solve (include only from a `.cpp` that instantiates it).
///
/// Data layout ("band" bitboards): the grid is cut into three bands of three rows. For a digit d
/// and a band b, the 27-bit mask `cand[9 * b + d]` has bit `9 * r + c` set when the digit may
/// still go into row `3 * b + r`, column `c`. Bit `p` of band `b` is the cell `27 * b + p` of the
/// row-major grid. Three more 27-bit masks hold the unsolved cells of each band.
#pragma once

#include "final_engine.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__) || defined(__AVX2__)
#include <immintrin.h>
#endif

namespace sudoku::final_solver::engine {
/// Internals of the engine: layout, tables, propagation and search.
namespace detail {

/// All 27 cells of a band.
inline constexpr std::uint32_t kAll = 0x7FFFFFFu;
/// The 9 cells of the first row of a band.
inline constexpr std::uint32_t kRow = 0x1FFu;

/// Lookup tables, computed at compile time.
struct Tables {
  /// Row of 9 bits -> 3 bits: which of its three mini-rows (3 cells of one box) are non-empty.
  std::uint8_t row_mini[512];
  /// 9 mini-row bits of a band (bit `3 * r + k`: row r, box k) -> 27-bit mask of the cells that
  /// survive locked candidates inside the band. A digit fills exactly one mini-row per row and
  /// per box of a band, i.e. a 3x3 permutation pattern; the mask is the union of the patterns
  /// that fit in the non-empty mini-rows (0 when none fits: contradiction).
  std::uint32_t band_allowed[512];
  /// 9 column bits of one band of a digit -> mask to AND into the two other bands: for each
  /// box of the band whose candidates lie in a single column, that column is cleared there.
  std::uint32_t col_keep[512];
  /// 9 column bits that only this band of a digit can still supply -> 27-bit mask keeping, in
  /// every box holding such a column, only those columns (the digit of that column must be
  /// in this box, so the box's other columns lose it).
  std::uint32_t claim_keep[512];
  /// Cell p (0..26) of a band -> mask clearing the other cells of its row and box.
  std::uint32_t keep_row_box[27];
  /// Column c (0..8) -> its three cells in a band.
  std::uint32_t col_cells[9];
  /// Cell p (0..26) of a band -> the three cells of its column in a band.
  std::uint32_t cell_col[27];
  /// 9 mini-row bits of one digit's givens in a band -> the cells of the rows and boxes those
  /// givens occupy (which the digit loses, except the givens themselves), plus bit 31 when two
  /// of them share a row or a box (conflicting givens).
  std::uint32_t given_rows_boxes[512];
  /// Sub-band i = 9 * b + d -> the sub-bands of digit d in the two other bands. A lookup, not
  /// `b == 0 ? 1 : 0`: g++ 12 compiles that to a compare and a jump on b, mispredicted about
  /// every fourth time on hard puzzles (clang emits a conditional move); see technique 11.
  std::uint8_t other_bands[27][2];
};

/// Number of set bits (compile-time helper for the tables).
constexpr int popcount9(unsigned x) {
  int n = 0;
  for (; x != 0; x &= x - 1) ++n;
  return n;
}

/// Index of the lowest set bit of a non-zero value (compile-time helper for the tables).
constexpr int lowest_bit(unsigned x) {
  int n = 0;
  while ((x & 1u) == 0) {
    x >>= 1;
    ++n;
  }
  return n;
}

/// Builds every lookup table; evaluated by the compiler.
constexpr Tables make_tables() {
  Tables t{};
  for (unsigned x = 0; x < 512; ++x) {
    t.row_mini[x] = static_cast<std::uint8_t>(((x & 7u) ? 1u : 0u) | ((x & 070u) ? 2u : 0u) | ((x & 0700u) ? 4u : 0u));
  }
  constexpr int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (unsigned m = 0; m < 512; ++m) {
    unsigned fit = 0;
    for (const auto& p : perms) {
      const unsigned pattern = (1u << p[0]) | (1u << (3 + p[1])) | (1u << (6 + p[2]));
      if ((pattern & ~m) == 0) fit |= pattern;
    }
    std::uint32_t cells = 0;
    for (int i = 0; i < 9; ++i) {
      if (fit & (1u << i)) cells |= 7u << (9 * (i / 3) + 3 * (i % 3));
    }
    t.band_allowed[m] = cells;
  }
  for (int c = 0; c < 9; ++c) t.col_cells[c] = (1u << c) | (1u << (c + 9)) | (1u << (c + 18));
  for (unsigned cols = 0; cols < 512; ++cols) {
    std::uint32_t keep = kAll;
    for (int s = 0; s < 3; ++s) {
      const unsigned bits = (cols >> (3 * s)) & 7u;
      if (popcount9(bits) == 1) keep &= ~t.col_cells[3 * s + lowest_bit(bits)];
    }
    t.col_keep[cols] = keep;
  }
  for (unsigned only = 0; only < 512; ++only) {
    std::uint32_t keep = kAll;
    for (int s = 0; s < 3; ++s) {
      const unsigned bits = (only >> (3 * s)) & 7u;
      if (bits == 0) continue;
      for (int j = 0; j < 3; ++j) {
        if (!(bits & (1u << j))) keep &= ~t.col_cells[3 * s + j];
      }
    }
    t.claim_keep[only] = keep;
  }
  for (int p = 0; p < 27; ++p) {
    const int r = p / 9, k = (p % 9) / 3;
    const std::uint32_t row = kRow << (9 * r);
    const std::uint32_t box = (7u << (3 * k)) * ((1u << 0) | (1u << 9) | (1u << 18));
    t.keep_row_box[p] = (kAll & ~(row | box)) | (1u << p);
    t.cell_col[p] = t.col_cells[p % 9];
  }
  for (unsigned m = 0; m < 512; ++m) {
    std::uint32_t cells = 0;
    bool conflict = false;
    for (int r = 0; r < 3; ++r) {
      const unsigned bits = (m >> (3 * r)) & 7u;
      if (bits != 0) cells |= kRow << (9 * r);
      conflict = conflict || popcount9(bits) > 1;
    }
    for (int k = 0; k < 3; ++k) {
      const unsigned bits = ((m >> k) & 1u) | ((m >> (k + 2)) & 2u) | ((m >> (k + 4)) & 4u);
      if (bits != 0) cells |= (7u << (3 * k)) * ((1u << 0) | (1u << 9) | (1u << 18));
      conflict = conflict || popcount9(bits) > 1;
    }
    t.given_rows_boxes[m] = cells | (conflict ? 1u << 31 : 0u);
  }
  for (int i = 0; i < 27; ++i) {
    const int b = i / 9, d = i % 9;
    t.other_bands[i][0] = static_cast<std::uint8_t>(9 * (b == 0 ? 1 : 0) + d);
    t.other_bands[i][1] = static_cast<std::uint8_t>(9 * (b == 2 ? 1 : 2) + d);
  }
  return t;
}

/// The lookup tables (about 7 KB, in read-only data).
inline constexpr Tables kTables = make_tables();

/// Index of the lowest set bit (x != 0).
inline int ctz32(std::uint32_t x) { return std::countr_zero(x); }
inline int ctz64(std::uint64_t x) { return std::countr_zero(x); }
/// Number of set bits.
inline int popcnt32(std::uint32_t x) { return std::popcount(x); }
/// Number of set bits of a 64-bit word.
inline int popcnt64(std::uint64_t x) { return std::popcount(x); }

/// Bit 3 * m of a band: the first cell of mini-row m (m = 3 * r + k: row r, box k).
inline constexpr std::uint32_t kMiniFirst = 0x1249249u;

/// The 9 mini-row bits of a band mask (bit 3 * r + k set when row r has a candidate in box k).
/// With BMI2 one `pext` gathers them from the OR of the mask with itself shifted by one and
/// two cells; without it (or on AMD Zen 1 and 2, where `pext` is microcoded and slow) three
/// lookups in a 512-entry table do.
inline unsigned mini_rows(std::uint32_t a) {
  //! [mini-rows]
#if defined(__BMI2__) && !defined(__znver1__) && !defined(__znver2__)
  return _pext_u32(a | (a >> 1) | (a >> 2), kMiniFirst);
#else
  return kTables.row_mini[a & kRow] | (kTables.row_mini[(a >> 9) & kRow] << 3) | (kTables.row_mini[a >> 18] << 6);
#endif
  //! [mini-rows]
}

//! [state]
/// The whole search state: 288 bytes, copied on every guess so that undo is free.
struct alignas(32) State {
  /// Candidate cells, index 9 * band + digit (the nine digits of a band are contiguous).
  /// Entries 27..31 are padding (always 0) so that vector code can read whole registers.
  std::uint32_t cand[32];
  /// Value of cand[] when it was last propagated; a difference means "work to do".
  std::uint32_t prev[32];
  /// Unsolved cells of each band.
  std::uint32_t unsolved[3];
  /// Cells with exactly two candidates, per band (valid after a naked-singles pass that found
  /// nothing to do).
  std::uint32_t pairs[3];
};
//! [state]

/// Places digit d (0..8) at cell p (0..26) of band b: clears the rest of its row and box for d,
/// its column for d in the other bands, and the other digits of the cell. If d was no longer a
/// candidate of the cell, the row of d becomes empty and propagation reports the contradiction.
//! [place]
inline void place(State& s, int b, int p, int d) {
  const std::uint32_t bit = 1u << p;
  std::uint32_t* band = s.cand + 9 * b;
  const std::uint32_t mine = band[d] & kTables.keep_row_box[p];
  for (int e = 0; e < 9; ++e) band[e] &= ~bit;
  band[d] = mine;
  const std::uint32_t col = ~kTables.col_cells[p % 9];
  const std::uint8_t* other = kTables.other_bands[9 * b + d];
  s.cand[other[0]] &= col;
  s.cand[other[1]] &= col;
  s.unsolved[b] &= ~bit;
}
//! [place]

/// Makes `x` opaque to clang's vectorizer (an empty `asm`, no instruction). clang 14 otherwise
/// merges the nine ANDs of a band into one 256-bit load, AND and store, and that wide load,
/// right after narrow stores to the same masks, stalls on store forwarding (see lesson 6).
/// g++ 12 keeps these ANDs scalar on its own, and the `asm` made its code slower, so it only
/// applies to clang.
inline void keep_scalar(std::uint32_t& x) {
#if defined(__clang__)
  asm("" : "+r"(x));
#else
  (void)x;
#endif
}

/// clang counts the empty `asm` of keep_scalar() as code and then no longer inlines
/// refine_subband() into the work-list loop (10% slower on 17-clue puzzles), so clang is told
/// to inline it. g++ inlines it anyway, and forcing it there made its code slower.
#if defined(__clang__)
#define SUDOKU_FAST_REFINE_INLINE [[gnu::always_inline]] inline
#else
#define SUDOKU_FAST_REFINE_INLINE inline
#endif

/// Removes `cells` from all nine digits of band b.
///
/// A plain loop on purpose: an AVX2 version (one 256-bit load, and-not, store) was 22% slower on
/// easy puzzles, because the wide load comes right after narrow stores to the same candidates
/// (`place`, `refine_subband`) and cannot take its data from the store buffer (a
/// store-forwarding stall of a dozen cycles, on every solved row). See lesson 6.
inline void clear_band_cells(State& s, int b, std::uint32_t cells) {
  std::uint32_t* band = s.cand + 9 * b;
  //! [clear-band-cells]
  for (int e = 0; e < 9; ++e) {
    std::uint32_t x = band[e] & ~cells;
    keep_scalar(x);
    band[e] = x;
  }
  //! [clear-band-cells]
}

/// Cells of a 9-bit row that are alone in it (the row itself if it has one bit, else 0).
inline std::uint32_t lone(std::uint32_t row) { return (row & (row - 1)) ? 0u : row; }

/// Locked candidates inside band b of digit d, hidden singles of its rows and boxes, and the
/// column eliminations this band implies for the two other bands of d. Returns false on a
/// contradiction.
SUDOKU_FAST_REFINE_INLINE bool refine_subband(State& s, int d, int b) {
  const int i = 9 * b + d;
  //! [band-step]
  std::uint32_t a = s.cand[i];
  a &= kTables.band_allowed[mini_rows(a)];
  if (a == 0) return false;
  s.prev[i] = a;
  //! [band-step]
  //! [box-to-column]
  // Columns of this band; a box confined to one column clears that column in the other bands.
  const std::uint32_t cols = (a | (a >> 9) | (a >> 18)) & kRow;
  const std::uint32_t keep = kTables.col_keep[cols];
  const int j1 = kTables.other_bands[i][0], j2 = kTables.other_bands[i][1];
  const std::uint32_t o1 = s.cand[j1] & keep, o2 = s.cand[j2] & keep;
  s.cand[j1] = o1;
  s.cand[j2] = o2;
  //! [box-to-column]
  //! [column-claiming]
  // Columns that only this band can still supply claim their box: the box's other columns
  // lose the digit (when that changes a, the sub-band is refined again on the next pass).
  const std::uint32_t both = o1 | o2;
  const std::uint32_t other_cols = (both | (both >> 9) | (both >> 18)) & kRow;
  if ((cols | other_cols) != kRow) return false;
  const std::uint32_t own = a & kTables.claim_keep[cols & ~other_cols];
  //! [column-claiming]
  //! [hidden-singles]
  // A row with one cell left (after the band step a lone cell in a box is also alone in its
  // row) is solved: remove the cell from the other digits. Done every time, without testing
  // whether a cell is new (then `fresh` is 0 and the ANDs change nothing): that test went
  // either way at random, a third of the time mispredicted (technique 11).
  const std::uint32_t solved = lone(a & kRow) | (lone((a >> 9) & kRow) << 9) | (lone(a >> 18) << 18);
  const std::uint32_t fresh = solved & s.unsolved[b];
  s.unsolved[b] &= ~fresh;
  clear_band_cells(s, b, fresh);
  s.cand[i] = own;
  //! [hidden-singles]
  return true;
}

/// Bit p set when cells[p] (p = 0..26, one band) is not 0: the givens of a band.
inline std::uint32_t given_mask(const std::uint8_t* cells) {
#if defined(__SSE2__)
  //! [given-mask]
  // Two overlapping 16-byte loads cover bytes 0..15 and 11..26 of the band.
  const __m128i zero = _mm_setzero_si128();
  const __m128i lo = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells));
  const __m128i hi = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + 11));
  const std::uint32_t zlo = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(lo, zero)));
  const std::uint32_t zhi = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(hi, zero)));
  return ~(zlo | (zhi << 11)) & kAll;
  //! [given-mask]
#else
  std::uint32_t m = 0;
  for (int p = 0; p < 27; ++p) m |= static_cast<std::uint32_t>(cells[p] != 0) << p;
  return m;
#endif
}

/// Bit i set when sub-band i changed since it was last refined.
inline std::uint32_t changed_mask(const State& s) {
#if defined(__AVX2__)
  //! [changed-mask]
  std::uint32_t m = 0;
  for (int k = 0; k < 4; ++k) {
    const __m256i c = _mm256_load_si256(reinterpret_cast<const __m256i*>(s.cand + 8 * k));
    const __m256i p = _mm256_load_si256(reinterpret_cast<const __m256i*>(s.prev + 8 * k));
    m |= static_cast<std::uint32_t>(_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(c, p)))) << (8 * k);
  }
  return ~m;
  //! [changed-mask]
#elif defined(__SSE2__)
  // The portable x86-64 build: the same compare, four masks at a time (lanes 0..27).
  std::uint32_t m = 0;
  for (int k = 0; k < 7; ++k) {
    const __m128i c = _mm_load_si128(reinterpret_cast<const __m128i*>(s.cand + 4 * k));
    const __m128i p = _mm_load_si128(reinterpret_cast<const __m128i*>(s.prev + 4 * k));
    m |= static_cast<std::uint32_t>(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(c, p)))) << (4 * k);
  }
  return ~m & kAll;
#else
  std::uint32_t m = 0;
  for (int i = 0; i < 27; ++i) m |= static_cast<std::uint32_t>(s.cand[i] != s.prev[i]) << i;
  return m;
#endif
}

/// Runs refine_subband on every sub-band that changed, until nothing changes.
inline bool update(State& s) {
  //! [work-list]
  for (std::uint32_t m = changed_mask(s); m != 0; m = changed_mask(s)) {
    do {
      const int i = ctz32(m);
      m &= m - 1;
      if (!refine_subband(s, i % 9, i / 9)) return false;
    } while (m != 0);
  }
  //! [work-list]
  return true;
}

/// Candidate digits of cell p of band b (bit d = digit d + 1), one test per digit.
inline unsigned digits_of(const State& s, int b, int p) {
  unsigned ds = 0;
  for (int d = 0; d < 9; ++d) ds |= ((s.cand[9 * b + d] >> p) & 1u) << d;
  return ds;
}

#if defined(__AVX2__)
/// Candidate digits 1..8 of cell p of band b at once (bit d = digit d + 1).
inline unsigned first_eight_digits(const State& s, int b, int p) {
  //! [pair-digits]
  // Shift the masks so that bit p becomes the sign bit, and gather the eight sign bits with
  // one movemask.
  const __m256i first8 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s.cand + 9 * b));
  const __m256i at_top = _mm256_sll_epi32(first8, _mm_cvtsi32_si128(31 - p));
  return static_cast<unsigned>(_mm256_movemask_ps(_mm256_castsi256_ps(at_top)));
  //! [pair-digits]
}
#endif

/// Candidate digits of cell p of band b (bit d = digit d + 1). With AVX2 digits 1..8 come from
/// first_eight_digits(), not from a loop that stops at the first digit found, a jump that goes
/// either way at random (technique 11).
inline unsigned cell_digits(const State& s, int b, int p) {
#if defined(__AVX2__)
  return first_eight_digits(s, b, p) | (((s.cand[9 * b + 8] >> p) & 1u) << 8);
#else
  return digits_of(s, b, p);
#endif
}

/// Naked singles: counts the candidates of every cell with bit-sliced counters. Returns -1 on a
/// cell without candidates, 1 if singles were placed, 0 if none (then pairs[] is valid).
inline int naked_singles(State& s) {
  int placed = 0;
  for (int b = 0; b < 3; ++b) {
    //! [naked-singles]
    std::uint32_t c1 = 0, c2 = 0, c3 = 0;
    for (int d = 0; d < 9; ++d) {
      const std::uint32_t x = s.cand[9 * b + d];
      c3 |= c2 & x;
      c2 |= c1 & x;
      c1 |= x;
    }
    if (c1 != kAll) return -1;
    s.pairs[b] = c2 & ~c3;
    std::uint32_t singles = c1 & ~c2 & s.unsolved[b];
    //! [naked-singles]
    while (singles != 0) {
      const int p = ctz32(singles);
      singles &= singles - 1;
      const unsigned ds = cell_digits(s, b, p);
      if (ds == 0) return -1;
      place(s, b, p, ctz32(ds));
      placed = 1;
    }
  }
  return placed;
}

/// Writes a solved state as 81 digits. With AVX2 each band is one 32-byte register: for every
/// digit, byte p becomes the digit where bit p of its mask is set (a byte shuffle spreads the
/// mask's bytes, an AND and a compare pick each byte's bit), about 160 vector
/// instructions instead of a loop of 81 bit scans and stores (about 900 instructions). With
/// AVX-512 (byte and 256-bit forms) the mask itself selects the bytes: one blend per digit.
inline void write_solution(const State& s, std::uint8_t (&out)[81]) {
#if defined(__AVX512BW__) && defined(__AVX512VL__)
  for (int b = 0; b < 3; ++b) {
    __m256i digits = _mm256_setzero_si256();
    for (int d = 0; d < 9; ++d) {
      const auto here = static_cast<__mmask32>(s.cand[9 * b + d]);
      digits = _mm256_mask_blend_epi8(here, digits, _mm256_set1_epi8(static_cast<char>(d + 1)));
    }
    alignas(32) std::uint8_t band[32];
    _mm256_store_si256(reinterpret_cast<__m256i*>(band), digits);
    std::memcpy(out + 27 * b, band, 27);
  }
#elif defined(__AVX2__)
  //! [write-solution]
  const __m256i byte_of_bit = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,  //
                                               2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
  const __m256i bit_in_byte = _mm256_set1_epi64x(static_cast<long long>(0x8040201008040201ull));
  for (int b = 0; b < 3; ++b) {
    __m256i digits = _mm256_setzero_si256();
    for (int d = 0; d < 9; ++d) {
      const __m256i mask = _mm256_shuffle_epi8(_mm256_set1_epi32(static_cast<int>(s.cand[9 * b + d])), byte_of_bit);
      const __m256i here = _mm256_cmpeq_epi8(_mm256_and_si256(mask, bit_in_byte), bit_in_byte);
      digits = _mm256_or_si256(digits, _mm256_and_si256(here, _mm256_set1_epi8(static_cast<char>(d + 1))));
    }
    alignas(32) std::uint8_t band[32];
    _mm256_store_si256(reinterpret_cast<__m256i*>(band), digits);
    std::memcpy(out + 27 * b, band, 27);
  }
  //! [write-solution]
#else
  for (int d = 0; d < 9; ++d) {
    for (int b = 0; b < 3; ++b) {
      for (std::uint32_t x = s.cand[9 * b + d]; x != 0; x &= x - 1) {
        out[27 * b + ctz32(x)] = static_cast<std::uint8_t>(d + 1);
      }
    }
  }
#endif
}

/// The empty grid: every digit possible everywhere, every mask marked as refined.
inline void clear_state(State& s) {
  for (int i = 0; i < 27; ++i) s.cand[i] = s.prev[i] = kAll;
  for (int i = 27; i < 32; ++i) s.cand[i] = s.prev[i] = 0;
  for (int b = 0; b < 3; ++b) {
    s.unsolved[b] = kAll;
    s.pairs[b] = 0;
  }
}

/// The givens placed one by one with place(): the reference, used when givens conflict.
inline void place_givens_one_by_one(State& s, const std::uint8_t (&cells)[81]) {
  clear_state(s);
  for (int b = 0; b < 3; ++b) {
    for (std::uint32_t g = given_mask(cells + 27 * b); g != 0; g &= g - 1) {
      const int p = ctz32(g);
      const int v = cells[27 * b + p];
      if (v <= 9) place(s, b, p, v - 1);
    }
  }
}

/// g[9 * b + d] = the cells of band b that hold the given d + 1 (values above 9 are blanks).
inline void given_digits(const std::uint8_t (&cells)[81], std::uint32_t (&g)[27]) {
#if defined(__AVX2__)
  //! [given-digits]
  // One 32-byte load per band (band 2 from byte 49, so that it ends at the last cell: its
  // cells are bits 5..31), and one byte compare per digit and band.
  const __m256i band0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(cells));
  const __m256i band1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(cells + 27));
  const __m256i band2 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(cells + 49));
  for (int d = 0; d < 9; ++d) {
    const __m256i digit = _mm256_set1_epi8(static_cast<char>(d + 1));
    g[d] = static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(band0, digit))) & kAll;
    g[9 + d] = static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(band1, digit))) & kAll;
    g[18 + d] = static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(band2, digit))) >> 5;
  }
  //! [given-digits]
#elif defined(__SSE2__)
  // Two overlapping 16-byte loads per band, as in given_mask().
  for (int b = 0; b < 3; ++b) {
    const __m128i lo = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + 27 * b));
    const __m128i hi = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + 27 * b + 11));
    for (int d = 0; d < 9; ++d) {
      const __m128i digit = _mm_set1_epi8(static_cast<char>(d + 1));
      const auto in_lo = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(lo, digit)));
      const auto in_hi = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(hi, digit)));
      g[9 * b + d] = (in_lo | (in_hi << 11)) & kAll;
    }
  }
#else
  for (auto& x : g) x = 0;
  for (int i = 0; i < 81; ++i) {
    const unsigned v = cells[i];
    if (v >= 1 && v <= 9) g[9 * (i / 27) + v - 1] |= 1u << (i % 27);
  }
#endif
}

/// The 9 columns of a band mask that hold at least one cell.
inline std::uint32_t columns_of(std::uint32_t a) { return (a | (a >> 9) | (a >> 18)) & kRow; }

/// The candidates of digit d in the three bands once its givens are placed, for place_givens():
/// cells taken by other digits go, so do the rows and boxes of the digit's givens in a band
/// (except the givens) and its givens' columns in the other bands. Adds to `conflict` bit 31
/// when two of the digit's givens share a row or a box of a band, and to `mini_count` the
/// mini-rows its givens occupy (two givens in one mini-row show as one: the caller compares the
/// count with the givens').
inline void place_digit_givens(State& s, const std::uint32_t (&g)[27], const std::uint32_t (&taken)[3], int d,
                               std::uint32_t& conflict, int& mini_count) {
  //! [digit-givens]
  const std::uint32_t c0 = columns_of(g[d]), c1 = columns_of(g[9 + d]), c2 = columns_of(g[18 + d]);
  const std::uint32_t others[3] = {c1 | c2, c0 | c2, c0 | c1};
  for (int b = 0; b < 3; ++b) {
    const std::uint32_t own = g[9 * b + d];
    const unsigned mini = mini_rows(own);
    const std::uint32_t rows_boxes = kTables.given_rows_boxes[mini];
    conflict |= rows_boxes;
    mini_count += popcnt32(mini);
    // Spread the 9 column bits to the band's three rows (no carries: bits 0..8 times 1 + 2^9 + 2^18).
    const std::uint32_t cols = others[b] * ((1u << 0) | (1u << 9) | (1u << 18));
    s.cand[9 * b + d] = ((kAll & ~taken[b] & ~rows_boxes) | own) & ~cols;
  }
  //! [digit-givens]
}

#if defined(__AVX2__)
/// place_digit_givens() for digits 1..8 at once: the eight digits of a band side by side in one
/// register, so that the three bands line up lane by lane. The rows and boxes of the givens come
/// from compares instead of the `given_rows_boxes` lookup, and two givens of a digit in one row or
/// box show as a row or box with more than one cell. Returns false on such a pair. On an easy
/// puzzle this halves the time of placing the givens (72 to 38 ns, lesson 6's notes).
inline bool place_eight_digits_givens(State& s, const std::uint32_t (&g)[27], const std::uint32_t (&taken)[3]) {
  const __m256i zero = _mm256_setzero_si256();
  __m256i own[3], cols[3];
  for (int b = 0; b < 3; ++b) {
    own[b] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(g + 9 * b));
    const __m256i folded =
        _mm256_or_si256(own[b], _mm256_or_si256(_mm256_srli_epi32(own[b], 9), _mm256_srli_epi32(own[b], 18)));
    cols[b] = _mm256_and_si256(folded, _mm256_set1_epi32(static_cast<int>(kRow)));
  }
  __m256i crowded = zero;  // a row or box with two givens of one digit
  for (int b = 0; b < 3; ++b) {
    const __m256i others = _mm256_or_si256(cols[b == 0 ? 1 : 0], cols[b == 2 ? 1 : 2]);
    const __m256i spread =
        _mm256_or_si256(others, _mm256_or_si256(_mm256_slli_epi32(others, 9), _mm256_slli_epi32(others, 18)));
    __m256i rows_boxes = zero;
    for (int k = 0; k < 6; ++k) {
      // Units 0..2: the rows of the band; 3..5: its boxes (three cells in each row).
      const std::uint32_t cells = k < 3 ? kRow << (9 * k) : 0x1C0E07u << (3 * (k - 3));
      const __m256i unit = _mm256_set1_epi32(static_cast<int>(cells));
      const __m256i in = _mm256_and_si256(own[b], unit);
      rows_boxes = _mm256_or_si256(rows_boxes, _mm256_andnot_si256(_mm256_cmpeq_epi32(in, zero), unit));
      crowded = _mm256_or_si256(crowded, _mm256_and_si256(in, _mm256_sub_epi32(in, _mm256_set1_epi32(1))));
    }
    const __m256i free_cells = _mm256_set1_epi32(static_cast<int>(kAll & ~taken[b]));
    const __m256i cand =
        _mm256_andnot_si256(spread, _mm256_or_si256(_mm256_andnot_si256(rows_boxes, free_cells), own[b]));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(s.cand + 9 * b), cand);
  }
  return _mm256_testz_si256(crowded, crowded) != 0;
}
#endif

/// Places every given at once. Each step of place() is an AND with a mask that depends only on
/// the cell and the digit, so the order does not matter and the result can be computed per
/// digit and band, in registers (place_digit_givens()). That is the state place() gives, without
/// its chain of stores and reloads (each place() reads what the previous one wrote). Returns
/// false, with `s` unfinished, when two givens of a digit share a row or a box of a band: then
/// the rows-and-boxes mask is not the AND of place()'s masks, and the caller places the givens
/// one by one.
inline bool place_givens(State& s, const std::uint8_t (&cells)[81]) {
  //! [place-givens]
  std::uint32_t g[27];
  given_digits(cells, g);
  std::uint32_t taken[3] = {0, 0, 0};
  for (int d = 0; d < 9; ++d) {
    for (int b = 0; b < 3; ++b) taken[b] |= g[9 * b + d];
  }
  std::uint32_t conflict = 0;
  int mini_count = 0;
#if defined(__AVX2__)
  // Digits 1..8 in vector registers; digit 9 below.
  if (!place_eight_digits_givens(s, g, taken)) return false;
  const int first_scalar = 8;
  const int givens = popcnt32(g[8]) + popcnt32(g[17]) + popcnt32(g[26]);
#else
  const int first_scalar = 0;
  const int givens = popcnt32(taken[0]) + popcnt32(taken[1]) + popcnt32(taken[2]);
#endif
  for (int d = first_scalar; d < 9; ++d) place_digit_givens(s, g, taken, d, conflict, mini_count);
  // Two givens in one mini-row show as one mini-row bit: the counts then differ.
  if ((conflict >> 31) != 0 || mini_count != givens) return false;
  //! [place-givens]
  for (int i = 0; i < 27; ++i) s.prev[i] = kAll;
  for (int i = 27; i < 32; ++i) s.cand[i] = s.prev[i] = 0;
  for (int b = 0; b < 3; ++b) {
    s.unsolved[b] = kAll & ~taken[b];
    s.pairs[b] = 0;
  }
  return true;
}

/// Number of unsolved cells of the grid.
inline int unsolved_count(const State& s) {
  return popcnt32(s.unsolved[0]) + popcnt32(s.unsolved[1]) + popcnt32(s.unsolved[2]);
}

/// The depth-first search over copies of State.
template <class Observer>
class Engine {
 public:
  /// Prepares a search that stops after `max_solutions` solutions or at a limit, writing the
  /// first solution to `out`.
  Engine(int max_solutions, const Limits& limits, Stats& stats, Observer& observer, std::uint8_t (&out)[81])
      : max_solutions_(max_solutions), limits_(limits), stats_(stats), observer_(observer), out_(out) {
    if (limits_.max_seconds > 0) start_ = std::chrono::steady_clock::now();
  }

  /// Propagates `s`, then branches on a cell and recurses into copies of the state; `depth`
  /// is the guess level of `s`. Returns when the subtree is exhausted or the search stops.
  void search(State& s, int depth) {
    if (!propagate(s)) {
      observer_.on_dead_end(depth);
      return;
    }
    if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) {
      record(s);
      observer_.on_solution(depth);
      return;
    }
    int b = 0, p = 0;
    //! [branch]
    unsigned digits = choose(s, b, p);
    ++stats_.guesses;
    const int cell = 27 * b + p;
    const int child_depth = depth + 1;
    while (digits != 0) {
      const int d = ctz32(digits);
      digits &= digits - 1;
      if (!enter_node(child_depth)) return;
      observer_.on_guess(cell, d + 1, child_depth);
      if (digits != 0) {
        State child = s;
        place(child, b, p, d);
        search(child, child_depth);
      } else {
        place(s, b, p, d);
        search(s, child_depth);
      }
      if (stop_) return;
      ++stats_.backtracks;
      observer_.on_backtrack(cell, d + 1, child_depth);
    }
    //! [branch]
  }

  /// Solutions found so far.
  int solutions() const { return solutions_; }
  /// True when a node or time limit stopped the search.
  bool limit_hit() const { return limit_hit_; }

 private:
  /// Alternates the refine loop and the naked-singles pass until neither finds anything.
  /// Returns false on a contradiction; adds the cells it fixed to the statistics.
  bool propagate(State& s) {
    const int before = unsolved_count(s);
    bool ok;
    for (;;) {
      if (!update(s)) {
        ok = false;
        break;
      }
      if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) {
        ok = true;
        break;
      }
      const int r = naked_singles(s);
      if (r <= 0) {
        ok = r == 0;
        break;
      }
    }
    stats_.propagations += static_cast<std::uint64_t>(before - unsolved_count(s));
    return ok;
  }

  /// Picks the branch cell: among the cells with two candidates, the one whose two branches
  /// fix the most at once. Its score counts twice the unsolved cells of its row, column and box
  /// (each loses a candidate in both branches) and three times its two-candidate peers that
  /// hold one of its digits (each becomes a naked single in one of the branches). When no cell
  /// has two candidates, the first cell with fewest candidates. Returns the candidate digits
  /// (bit d = digit d + 1).
  unsigned choose(const State& s, int& band, int& pos) {
    if ((s.pairs[0] | s.pairs[1] | s.pairs[2]) != 0) {
      //! [paired-peers]
      // two[9 * b + d]: the two-candidate cells of band b that hold digit d; bands 0 and 1
      // also side by side in one 64-bit word, so that one popcount counts a column in both.
      std::uint32_t two[27];
      for (int i = 0; i < 27; ++i) two[i] = s.pairs[i / 9] & s.cand[i];
      std::uint64_t two01[9];
      for (int d = 0; d < 9; ++d) two01[d] = two[d] | (std::uint64_t{two[9 + d]} << 32);
      //! [paired-peers]
      int best = -1;
      const auto consider = [&](int b, int p) {
        //! [open-peers]
        const std::uint32_t col = kTables.cell_col[p];
        const std::uint32_t row_box = ~kTables.keep_row_box[p];
        // The three bands' cells of the column, shifted apart so one popcount counts them.
        const std::uint32_t in_col =
            (s.unsolved[0] & col) | ((s.unsolved[1] & col) << 1) | ((s.unsolved[2] & col) << 2);
        const int open = popcnt32(s.unsolved[b] & row_box) + popcnt32(in_col);
        //! [open-peers]
        //! [forced]
        const unsigned ds = pair_digits(s, b, p);
        const std::uint32_t row_box_only = row_box & ~col;
        const std::uint64_t col01 = col | (std::uint64_t{col} << 32);
        // Per digit: its two-candidate cells in the row and box (band b) and in the column
        // (all bands, the cell itself included: the same +1 for every cell).
        const auto paired = [&](int d) {
          return popcnt32(two[9 * b + d] & row_box_only) + popcnt64(two01[d] & col01) + popcnt32(two[18 + d] & col);
        };
        const int forced = paired(ctz32(ds)) + paired(ctz32(ds & (ds - 1)));
        const int score = 2 * open + 3 * forced;
        //! [forced]
        //! [best-key]
        // Score, cell and digits packed in one key, so that keeping the best is one `max`
        // (a conditional move) and not a jump taken at random; 127 - cell: on equal scores
        // the first cell wins.
        const int key = (score << 16) | ((127 - (27 * b + p)) << 9) | static_cast<int>(ds);
        best = std::max(best, key);
        //! [best-key]
      };
      // Bands 0 and 1 side by side in one 64-bit word (band 1 from bit 32), band 2 alone: two
      // loops and not three, because each loop's exit is a jump taken at random (technique 11).
      for (std::uint64_t u = s.pairs[0] | (std::uint64_t{s.pairs[1]} << 32); u != 0; u &= u - 1) {
        const int k = ctz64(u);
        consider(k >> 5, k & 31);
      }
      for (std::uint32_t u = s.pairs[2]; u != 0; u &= u - 1) consider(2, ctz32(u));
      const int cell = 127 - ((best >> 9) & 127);
      band = cell / 27;
      pos = cell % 27;
      return static_cast<unsigned>(best) & 0x1FFu;
    }
    int best = 10;
    unsigned best_digits = 0;
    for (int b = 0; b < 3; ++b) {
      for (std::uint32_t u = s.unsolved[b]; u != 0; u &= u - 1) {
        const int p = ctz32(u);
        const unsigned ds = digits_of(s, b, p);
        const int n = popcnt32(ds);
        if (n < best) {
          best = n;
          best_digits = ds;
          band = b;
          pos = p;
        }
      }
    }
    return best_digits;
  }

  /// The two candidate digits of a two-candidate cell p of band b (bit d = digit d + 1).
  static unsigned pair_digits(const State& s, int b, int p) {
#if defined(__AVX2__)
    // Digits 1..8 at once; only one of them set: the other digit is 9.
    const unsigned low = first_eight_digits(s, b, p);
    return low | static_cast<unsigned>((low & (low - 1)) == 0) << 8;
#else
    return digits_of(s, b, p);
#endif
  }

  /// Accounts for a new node at `child_depth`; false (and the search stops) at a limit.
  bool enter_node(int child_depth) {
    if (stats_.nodes >= limits_.max_nodes) {
      stop_ = limit_hit_ = true;
      return false;
    }
    if (limits_.max_seconds > 0 && ((stats_.nodes + 1) & 1023u) == 0) {
      const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start_;
      if (spent.count() > limits_.max_seconds) {
        stop_ = limit_hit_ = true;
        return false;
      }
    }
    ++stats_.nodes;
    if (static_cast<std::uint64_t>(child_depth) > stats_.max_depth) stats_.max_depth = child_depth;
    return true;
  }

  /// Counts a solution, writing it out if it is the first.
  void record(const State& s) {
    if (solutions_ == 0) write_solution(s, out_);
    if (++solutions_ >= max_solutions_) stop_ = true;
  }

  int max_solutions_;
  const Limits& limits_;
  Stats& stats_;
  Observer& observer_;
  std::uint8_t (&out_)[81];
  int solutions_ = 0;
  bool stop_ = false;
  bool limit_hit_ = false;
  std::chrono::steady_clock::time_point start_{};
};

}  // namespace detail

/// Definition of the engine entry point declared in final_engine.hpp.
template <class Observer>
Outcome solve(const std::uint8_t (&cells)[81], int max_solutions, std::uint8_t (&first_solution)[81],
              const Limits& limits, Stats& stats, Observer& observer) {
  using namespace detail;
  stats = Stats{};
  if (max_solutions < 1) max_solutions = 1;
  State s;
  if (!place_givens(s, cells)) place_givens_one_by_one(s, cells);
  Engine<Observer> engine(max_solutions, limits, stats, observer, first_solution);
  engine.search(s, 0);
  return Outcome{engine.limit_hit() ? Status::limit_reached : Status::found_all, engine.solutions()};
}

}  // namespace sudoku::final_solver::engine
