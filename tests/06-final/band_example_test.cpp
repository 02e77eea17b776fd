// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file band_example_test.cpp
/// \brief Keeps lesson 6's worked example of the band step true: runs the engine's
/// refine_subband on the lessons' 9x9 puzzle and compares every word with the page.
///
/// The page (`lessons/06-final/README.md`, and its translations `README.*.md`) shows the
/// example in the fenced block after the line `<!-- band-example: tests/06-final/band_example_test.cpp -->`.
/// This test writes the same block from the engine's own state and tables; when the page and
/// the engine disagree it fails and prints the block the engine gives (paste it into the page).
#include "final_engine.hpp"
#include "final_engine_impl.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#ifndef SUDOKU_SOURCE_DIR
#error "define SUDOKU_SOURCE_DIR to the kit's root folder"
#endif

namespace {

namespace sf = sudoku::final_solver::engine;
namespace sd = sudoku::final_solver::engine::detail;

// The example: digit 3 (index 2) in band 2 (grid rows 6-8) of docs/puzzles/puzzle-9x9.txt,
// refined once right after the givens are placed.
constexpr int kDigit = 2;
constexpr int kBand = 2;
const char* const kMarker = "<!-- band-example: tests/06-final/band_example_test.cpp -->";

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string puzzle_line() {
  std::string text = read_file(std::filesystem::path(SUDOKU_SOURCE_DIR) / "docs/puzzles/puzzle-9x9.txt");
  text = text.substr(0, text.find_first_of("\r\n"));
  EXPECT_EQ(text.size(), 81u) << "docs/puzzles/puzzle-9x9.txt is not one 81-character line";
  return text;
}

std::uint8_t digit_at(const std::string& puzzle, int cell) {
  const char ch = puzzle[static_cast<std::size_t>(cell)];
  return (ch >= '1' && ch <= '9') ? static_cast<std::uint8_t>(ch - '0') : 0;
}

/// The state sf::solve starts its search from: every candidate, then every given placed.
sd::State state_after_givens(const std::string& puzzle) {
  std::uint8_t cells[81];
  for (int i = 0; i < 81; ++i) cells[i] = digit_at(puzzle, i);
  sd::State s;
  for (int i = 0; i < 27; ++i) s.cand[i] = s.prev[i] = sd::kAll;
  for (int i = 27; i < 32; ++i) s.cand[i] = s.prev[i] = 0;
  for (int b = 0; b < 3; ++b) {
    s.unsolved[b] = sd::kAll;
    s.pairs[b] = 0;
  }
  for (int b = 0; b < 3; ++b) {
    for (std::uint32_t g = sd::given_mask(cells + 27 * b); g != 0; g &= g - 1) {
      const int p = sd::ctz32(g);
      sd::place(s, b, p, cells[27 * b + p] - 1);
    }
  }
  return s;
}

/// Row r (0..2) of a band mask as "1.. ... ..." (column 0 first).
std::string row_bits(std::uint32_t mask, int r) {
  std::string out;
  for (int c = 0; c < 9; ++c) {
    if (c > 0 && c % 3 == 0) out += ' ';
    out += ((mask >> (9 * r + c)) & 1u) ? '1' : '.';
  }
  return out;
}

std::string hex(std::uint32_t word) {
  char text[16];
  std::snprintf(text, sizeof text, "0x%07x", static_cast<unsigned>(word));
  return text;
}

std::string hex3(unsigned word) {
  char text[16];
  std::snprintf(text, sizeof text, "0x%03x", word);
  return text;
}

/// "r=2 c=6, r=1 c=7" for the set bits of a band mask.
std::string cells_of(std::uint32_t mask) {
  std::string out;
  for (int p = 0; p < 27; ++p) {
    if ((mask >> p) & 1u)
      out += (out.empty() ? "" : ", ") + std::string("r=") + std::to_string(p / 9) + " c=" + std::to_string(p % 9);
  }
  return out.empty() ? "none" : out;
}

/// Columns 0..8 of a 9-bit column mask, as "c=0 c=3".
std::string columns_of(unsigned cols) {
  std::string out;
  for (int c = 0; c < 9; ++c) {
    if ((cols >> c) & 1u) out += (out.empty() ? "" : " ") + std::string("c=") + std::to_string(c);
  }
  return out.empty() ? "none" : out;
}

/// Width of the left column of two masks side by side.
constexpr std::size_t kColumn = 22;

/// Two band masks side by side, with a header line.
void two_masks(std::ostream& out, const std::string& left_title, std::uint32_t left, const std::string& right_title,
               std::uint32_t right) {
  out << "  " << left_title << std::string(kColumn - left_title.size(), ' ') << right_title << "\n";
  for (int r = 0; r < 3; ++r) {
    out << "  " << row_bits(left, r) << std::string(kColumn - 11, ' ') << row_bits(right, r) << "   r=" << r << "\n";
  }
}

struct Example {
  std::string text;          ///< the block the page must show
  std::uint32_t after_step;  ///< a after the band step, as computed here from the tables
  sd::State before, after;   ///< the state before and after the engine's refine_subband
};

/// Writes the example from the engine's state and tables, and runs the engine's band step.
Example band_example(const std::string& puzzle) {
  Example ex;
  ex.before = state_after_givens(puzzle);
  ex.after = ex.before;
  const bool ok = sd::refine_subband(ex.after, kDigit, kBand);
  EXPECT_TRUE(ok) << "the example's band step reports a contradiction";

  const int i = 9 * kBand + kDigit;
  const std::uint32_t a = ex.before.cand[i];
  const unsigned mini = sd::kTables.row_mini[a & sd::kRow] | (sd::kTables.row_mini[(a >> 9) & sd::kRow] << 3) |
                        (sd::kTables.row_mini[a >> 18] << 6);
  const std::uint32_t allowed = sd::kTables.band_allowed[mini];
  ex.after_step = a & allowed;
  const std::uint32_t stepped = ex.after_step;
  const unsigned cols = (stepped | (stepped >> 9) | (stepped >> 18)) & sd::kRow;
  const std::uint32_t other =
      ex.after.cand[9 * (kBand == 0 ? 1 : 0) + kDigit] | ex.after.cand[9 * (kBand == 2 ? 1 : 2) + kDigit];
  const unsigned other_cols = (other | (other >> 9) | (other >> 18)) & sd::kRow;
  const std::uint32_t claim = sd::kTables.claim_keep[cols & ~other_cols];
  const std::uint32_t solved =
      sd::lone(stepped & sd::kRow) | (sd::lone((stepped >> 9) & sd::kRow) << 9) | (sd::lone(stepped >> 18) << 18);

  std::ostringstream out;
  const std::string name = "cand[" + std::to_string(i) + "]";
  out << "digit " << kDigit + 1 << ", band " << kBand << " (grid rows " << 3 * kBand << "-" << 3 * kBand + 2
      << "): " << name << ", right after the givens\n\n";
  const std::string rows_title = "grid rows " + std::to_string(3 * kBand) + "-" + std::to_string(3 * kBand + 2);
  out << "  " << rows_title << std::string(kColumn - rows_title.size(), ' ') << name << " = " << hex(a) << "\n";
  for (int r = 0; r < 3; ++r) {
    std::string line;
    for (int c = 0; c < 9; ++c) {
      if (c > 0 && c % 3 == 0) line += ' ';
      line += puzzle[static_cast<std::size_t>(27 * kBand + 9 * r + c)];
    }
    out << "  " << line << std::string(kColumn - 11, ' ') << row_bits(a, r) << "   r=" << r << "\n";
  }
  out << "\n1. squeeze: mini = " << hex3(mini) << " (bit 3*r + k: row r has a candidate in box k)\n";
  for (int r = 0; r < 3; ++r) {
    out << "     r=" << r << ":";
    for (int k = 0; k < 3; ++k) out << " " << ((mini >> (3 * r + k)) & 1u);
    out << "\n";
  }
  out << "2. a &= band_allowed[" << hex3(mini) << "] = " << hex(allowed) << "  ->  a = " << hex(stepped) << "\n";
  two_masks(out, "band_allowed[" + hex3(mini) + "]", allowed, "a", stepped);
  out << "   removed: " << cells_of(a & ~stepped) << "\n";
  const int o1 = 9 * (kBand == 0 ? 1 : 0) + kDigit;
  const int o2 = 9 * (kBand == 2 ? 1 : 2) + kDigit;
  out << "3. boxes of a with one column left: " << columns_of(~sd::kTables.col_keep[cols] & sd::kRow)
      << "; the other bands lose the digit there:\n";
  for (const int e : {o1, o2}) {
    out << "     cand[" << e << "] (band " << e / 9 << ") " << hex(ex.before.cand[e]) << " -> " << hex(ex.after.cand[e])
        << (ex.before.cand[e] == ex.after.cand[e] ? " (had none there)" : "") << "\n";
  }
  out << "4. columns only this band can supply: " << columns_of(cols & ~other_cols)
      << "; a & claim_keep = " << hex(stepped & claim) << "\n";
  out << "   removed: " << cells_of(stepped & ~claim) << "\n";
  out << "5. rows of a with one cell left: " << cells_of(solved) << "\n";
  out << "   newly solved: " << cells_of(solved & ex.before.unsolved[kBand]) << "; unsolved[" << kBand << "] "
      << hex(ex.before.unsolved[kBand]) << " -> " << hex(ex.after.unsolved[kBand]) << "\n";
  out << "   the other digits of the band lose it:";
  int losers = 0;
  for (int e = 9 * kBand; e < 9 * kBand + 9; ++e) {
    if (e != i && ex.after.cand[e] != ex.before.cand[e]) {
      out << "\n     cand[" << e << "] (digit " << e % 9 + 1 << ") " << hex(ex.before.cand[e]) << " -> "
          << hex(ex.after.cand[e]);
      ++losers;
    }
  }
  out << (losers == 0 ? " none had it\n" : "\n");
  out << "\nafter the band step: " << name << " = " << hex(ex.after.cand[i]) << "\n";
  for (int r = 0; r < 3; ++r) out << "  " << row_bits(ex.after.cand[i], r) << "   r=" << r << "\n";
  ex.text = out.str();
  return ex;
}

/// The fenced block after the marker line in `page`, or "" when there is none.
std::string page_block(const std::string& page, bool& found) {
  found = false;
  std::istringstream in(page);
  std::string line;
  while (std::getline(in, line) && line != kMarker) {
  }
  if (!std::getline(in, line) || line.rfind("```", 0) != 0) return "";
  std::string block;
  while (std::getline(in, line) && line.rfind("```", 0) != 0) block += line + "\n";
  found = true;
  return block;
}

TEST(BandExample, ThePageShowsWhatTheEngineComputes) {
  const Example ex = band_example(puzzle_line());
  const std::filesystem::path folder = std::filesystem::path(SUDOKU_SOURCE_DIR) / "lessons/06-final";
  int pages = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    const std::string file = entry.path().filename().string();
    if (file.rfind("README", 0) != 0 || entry.path().extension() != ".md") continue;
    bool found = false;
    const std::string shown = page_block(read_file(entry.path()), found);
    ASSERT_TRUE(found) << entry.path() << " has no line " << kMarker << " followed by a fenced block";
    EXPECT_EQ(shown, ex.text) << entry.path()
                              << ": the worked example of the band step is not what the engine computes; the "
                                 "engine's block is:\n"
                              << ex.text;
    ++pages;
  }
  EXPECT_GE(pages, 1) << "no lesson 6 page found in " << folder;
}

TEST(BandExample, TheStepsShownAreTheEnginesOwn) {
  const Example ex = band_example(puzzle_line());
  const int i = 9 * kBand + kDigit;
  // The engine records the band step's result (before claiming) in prev[].
  EXPECT_EQ(ex.after.prev[i], ex.after_step) << "the example's step 2 is not refine_subband's band step";
  EXPECT_NE(ex.after_step, ex.before.cand[i]) << "the example should show the band step removing a candidate";
  EXPECT_NE(ex.after.unsolved[kBand], ex.before.unsolved[kBand]) << "the example should show a hidden single";
  // The page says: the claim left row 1 with one cell, which the next refine of the mask solves.
  EXPECT_NE(ex.after.cand[i], ex.after.prev[i]) << "the claim should leave work for the next pass";
  sd::State next = ex.after;
  ASSERT_TRUE(sd::refine_subband(next, kDigit, kBand));
  EXPECT_EQ(ex.after.unsolved[kBand] & ~next.unsolved[kBand], 1u << (9 * 1 + 6))
      << "the next pass should solve r=1 c=6, as the page says";
}

TEST(BandExample, TheHiddenSingleIsInTheSolution) {
  const std::string puzzle = puzzle_line();
  const Example ex = band_example(puzzle);
  std::uint8_t cells[81];
  for (int c = 0; c < 81; ++c) cells[c] = digit_at(puzzle, c);
  std::uint8_t solution[81] = {};
  ASSERT_EQ(sf::solve(cells, 2, solution).solutions, 1);
  const std::uint32_t newly = ex.before.unsolved[kBand] & ~ex.after.unsolved[kBand];
  ASSERT_NE(newly, 0u);
  for (std::uint32_t m = newly; m != 0; m &= m - 1) {
    const int cell = 27 * kBand + sd::ctz32(m);
    EXPECT_EQ(solution[cell], kDigit + 1) << "the band step solved cell " << cell << " wrongly";
  }
}

}  // namespace
