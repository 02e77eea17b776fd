#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Writes one self-contained .cpp for an online judge (Baekjoon 2580) from the kit's sources.

An online judge takes a single source file, while a stage of the kit is a .cpp, a header and the
shared library in common/. This script amalgamates them the way the preprocessor would, but keeps
the code readable:

* the stage's own .cpp is copied as written; only its project includes (`#include "..."`) are
  replaced, by the code they stand for;
* a project header is inlined once, before the file that first includes it, and a header of
  common/ brings its .cpp along (grid.hpp brings grid.cpp), so only the parts of common/ that the
  stage really uses end up in the file;
* lines between `// judge: omit begin` and `// judge: omit end` in a source are left out (used in
  common/ for what a judge file never calls);
* system includes (`#include <...>`) go to the top, once each; those inside an `#if` block stay
  where they are, so the condition still applies;
* `#pragma once` and the per-file copyright lines go; every other line, comments included, stays;
* if the code uses the C++20 bit functions (std::popcount, std::countr_zero, ...) or std::span, a
  fallback for C++17 (the bit functions on the GCC/Clang builtins, a minimal span) is put before
  it, under `#if __cplusplus < 202002L`, so the file compiles as C++17 and as C++20 and the stage's
  code stays as written;
* a short main() reads the puzzle from standard input in BOJ format and prints the answer with the
  kit's own format_boj() (taken from common/io.cpp), as Baekjoon 2580 expects.

Usage:
  make_judge_file.py stage --number 03 --variant solution --title "stage 3: ..." \\
      --source solutions/03-row-col-box-tables/stage03.cpp --include-dir lessons/03-row-col-box-tables \\
      --root . --output build/judge/solution03.cpp [--depfile build/judge/solution03.cpp.d]
  make_judge_file.py final --source solutions/06-final/final_engine.cpp --include-dir solutions/06-final \\
      --root . --output build/judge/sudoku.cpp

Exit status 0 on success; 1 with one line on stderr (what and where) when a source cannot be
amalgamated (an include that is not found, an unbalanced omit marker, a missing format_boj()).
"""

import argparse
import os
import re
import sys

OMIT_BEGIN = "// judge: omit begin"
OMIT_END = "// judge: omit end"

PROJECT_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
SYSTEM_INCLUDE = re.compile(r"^\s*#\s*include\s*<([^>]+)>")
CONDITIONAL_OPEN = re.compile(r"^\s*#\s*if(n?def)?\b")
CONDITIONAL_CLOSE = re.compile(r"^\s*#\s*endif\b")
PRAGMA_ONCE = re.compile(r"^\s*#\s*pragma\s+once\b")
COPYRIGHT = re.compile(r"^\s*//\s*Copyright\b")

# The C++20 <bit> functions a stage may use, and their C++17 fallbacks (GCC and Clang builtins).
BIT_FUNCTIONS = ("popcount", "countr_zero", "countl_zero", "bit_width", "has_single_bit")
BIT_USE = re.compile(r"\bstd::(" + "|".join(BIT_FUNCTIONS) + r")\b")
BIT_FALLBACK = """\
// ---- C++17 fallback for the C++20 <bit> functions this code uses ----
// Baekjoon's "C++17" has no std::popcount / std::countr_zero; under C++20 the standard ones are
// used. The fallback is for unsigned types of at most 64 bits, as the kit uses them.
#if __cplusplus >= 202002L
#include <bit>
#else
#include <limits>
namespace std {
template <class T>
constexpr int popcount(T x) noexcept { return __builtin_popcountll(x); }
template <class T>
constexpr int countr_zero(T x) noexcept { return x == 0 ? numeric_limits<T>::digits : __builtin_ctzll(x); }
template <class T>
constexpr int countl_zero(T x) noexcept {
  return x == 0 ? numeric_limits<T>::digits : __builtin_clzll(x) - (64 - numeric_limits<T>::digits);
}
template <class T>
constexpr T bit_width(T x) noexcept { return static_cast<T>(numeric_limits<T>::digits - countl_zero(x)); }
template <class T>
constexpr bool has_single_bit(T x) noexcept { return x != 0 && (x & (x - 1)) == 0; }
}  // namespace std
#endif
"""


# std::span (C++20) is used by the kit as a view of an array: (pointer, count), iterated or indexed.
SPAN_USE = re.compile(r"\bstd::span\b")
SPAN_FALLBACK = """\
// ---- C++17 fallback for std::span, which this code uses ----
// Baekjoon's "C++17" has no <span>; under C++20 the standard one is used. The fallback covers what
// the kit does with a span: make it from a pointer and a count, iterate it, index it.
#if __cplusplus >= 202002L
#include <span>
#else
#include <cstddef>
namespace std {
template <class T>
class span {
 public:
  constexpr span(T* data, size_t size) noexcept : data_(data), size_(size) {}
  constexpr T* begin() const noexcept { return data_; }
  constexpr T* end() const noexcept { return data_ + size_; }
  constexpr T* data() const noexcept { return data_; }
  constexpr size_t size() const noexcept { return size_; }
  constexpr bool empty() const noexcept { return size_ == 0; }
  constexpr T& operator[](size_t index) const noexcept { return data_[index]; }

 private:
  T* data_;
  size_t size_;
};
}  // namespace std
#endif
"""


class AmalgamationError(Exception):
    """A source that cannot be amalgamated; the message names the file and line."""


def read_lines(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read().splitlines()


def drop_omitted(lines, path):
    """The lines outside `// judge: omit begin` .. `// judge: omit end` regions."""
    kept = []
    begin_line = None
    for number, line in enumerate(lines, start=1):
        marker = line.strip()
        if marker.startswith(OMIT_BEGIN):
            if begin_line is not None:
                raise AmalgamationError(f"{path}:{number}: '{OMIT_BEGIN}' inside the region opened on line {begin_line}")
            begin_line = number
        elif marker.startswith(OMIT_END):
            if begin_line is None:
                raise AmalgamationError(f"{path}:{number}: '{OMIT_END}' without a '{OMIT_BEGIN}' before it")
            begin_line = None
        elif begin_line is None:
            kept.append(line)
    if begin_line is not None:
        raise AmalgamationError(f"{path}:{begin_line}: '{OMIT_BEGIN}' is never closed by '{OMIT_END}'")
    return kept


def extract_function(path, signature_start):
    """The top-level definition in `path` whose first line starts with `signature_start`.

    The kit's sources are formatted with a definition's closing brace alone at the start of a line,
    which is what ends the extracted text.
    """
    lines = read_lines(path)
    for start, line in enumerate(lines):
        if line.startswith(signature_start):
            for end in range(start, len(lines)):
                if lines[end] == "}":
                    return lines[start:end + 1]
            raise AmalgamationError(f"{path}:{start + 1}: no closing '}}' for {signature_start.strip()}")
    raise AmalgamationError(f"{path}: no definition starting with '{signature_start}' (needed for the judge's output)")


class Amalgamator:
    """Collects the files of one judge file in dependency order."""

    def __init__(self, root, include_dirs, common_dir):
        self.root = os.path.realpath(root)
        self.include_dirs = [os.path.realpath(d) for d in include_dirs]
        self.common_dir = os.path.realpath(common_dir)
        self.system_includes = []  # in first-seen order
        self.sections = []  # (relative path, lines)
        self.done = set()
        self.in_progress = []
        self.read_files = []  # every file read, for the depfile

    def relative(self, path):
        return os.path.relpath(path, self.root)

    def resolve(self, name, including_file, line_number):
        for directory in [os.path.dirname(including_file)] + self.include_dirs + [self.common_dir]:
            candidate = os.path.realpath(os.path.join(directory, name))
            if os.path.isfile(candidate):
                return candidate
        raise AmalgamationError(
            f"{self.relative(including_file)}:{line_number}: #include \"{name}\" not found in "
            + ", ".join(self.relative(d) for d in [os.path.dirname(including_file)] + self.include_dirs + [self.common_dir]))

    def add(self, path):
        """Adds `path` after everything it includes (each file once)."""
        path = os.path.realpath(path)
        if path in self.done or path in self.in_progress:
            return
        self.in_progress.append(path)
        self.read_files.append(path)
        body = []
        depth = 0  # nesting of #if blocks
        for number, line in enumerate(drop_omitted(read_lines(path), self.relative(path)), start=1):
            if CONDITIONAL_OPEN.match(line):
                depth += 1
            elif CONDITIONAL_CLOSE.match(line):
                depth -= 1
            project = PROJECT_INCLUDE.match(line)
            system = SYSTEM_INCLUDE.match(line)
            if project:
                header = self.resolve(project.group(1), path, number)
                self.add(header)
                self.add_companion_source(header)
            elif system and depth == 0:
                if system.group(1) not in self.system_includes:
                    self.system_includes.append(system.group(1))
            elif PRAGMA_ONCE.match(line) or COPYRIGHT.match(line):
                continue
            else:
                body.append(line)
        self.in_progress.remove(path)
        self.done.add(path)
        self.sections.append((self.relative(path), tidy(body)))

    def add_companion_source(self, header):
        """A header of common/ brings its .cpp (grid.hpp -> grid.cpp) when there is one."""
        if os.path.dirname(header) != self.common_dir:
            return
        source = os.path.splitext(header)[0] + ".cpp"
        if os.path.isfile(source):
            self.add(source)

    def has(self, relative_path):
        return any(path == relative_path for path, _ in self.sections)


def tidy(lines):
    """Drops blank lines at both ends and collapses runs of blank lines into one."""
    out = []
    for line in lines:
        line = line.rstrip()
        if line == "" and (not out or out[-1] == ""):
            continue
        out.append(line)
    while out and out[-1] == "":
        out.pop()
    return out


def stage_main(namespace):
    return f"""\
// ---- main(): Baekjoon 2580 input and output ----
// Reads 9 lines of 9 numbers (0 = blank) from standard input and prints the solution in the same
// format, like the kit's binary does by default. The judge's puzzles always have a solution; if
// one had none, nothing would be printed (exit status 1, as in the kit).
int main() {{
  sudoku::Grid puzzle;  // 9x9
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {{
    int value = -1;
    if (!(std::cin >> value) || value < 0 || value > puzzle.side()) return 2;  // not a 9x9 BOJ grid
    puzzle.set(cell, value);
  }}
  // Two equal givens in one row, column or box: no answer (the kit's binary says so too), not a broken grid.
  for (int a = 0; a < 81; ++a) {{
    for (int b = a + 1; b < 81; ++b) {{
      const bool same_unit = a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3);
      if (same_unit && puzzle[a] != 0 && puzzle[a] == puzzle[b]) return 2;  // the givens conflict
    }}
  }}
  const sudoku::SearchResult result = sudoku::{namespace}::solve(puzzle, sudoku::SearchOptions{{}});
  if (result.outcome != sudoku::Outcome::solved) return 1;
  std::cout << sudoku::format_boj(result.grid);
  return 0;
}}"""


FINAL_MAIN = """\
// ---- main(): Baekjoon 2580 input and output ----
// Reads 9 lines of 9 numbers (0 = blank) from standard input and prints the solution in the same
// format: 9 lines, one space between numbers. The judge's puzzles always have a solution; if one
// had none, nothing would be printed (exit status 1, as in the kit).
int main() {
  std::uint8_t cells[81];
  for (std::uint8_t& cell : cells) {
    int value = -1;
    if (!(std::cin >> value) || value < 0 || value > 9) return 2;  // not a 9x9 BOJ grid
    cell = static_cast<std::uint8_t>(value);
  }
  std::uint8_t solution[81];
  if (sudoku::final_solver::engine::solve(cells, 1, solution).solutions == 0) return 1;
  std::string out;
  for (int row = 0; row < 9; ++row) {
    for (int column = 0; column < 9; ++column) {
      if (column > 0) out += ' ';
      out += static_cast<char>('0' + solution[9 * row + column]);
    }
    out += '\\n';
  }
  std::cout << out;
  return 0;
}"""


def header_comment(title, what, sources):
    lines = [
        "// Sudoku Backtracking Teaching Kit",
        f"// {title}",
        f"// {what}",
        "//",
        "// One self-contained file for Baekjoon 2580 (https://www.acmicpc.net/problem/2580): it reads",
        "// the puzzle from standard input (9 lines of 9 numbers, 0 = blank) and prints one solution.",
        "// Submit it as C++17 (or C++20); it compiles alone with g++ -std=c++17 -O2.",
        "//",
        "// Generated from the kit's sources by tools/judge/make_judge_file.py (build target `judge`).",
        "// Do not edit it: edit the stage's .cpp and rebuild. Made of, in this order:",
    ]
    lines += [f"//   {source}" for source in sources]
    lines += [
        "//   main() (BOJ input and output)",
        "//",
        "// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.",
    ]
    return lines


def render(header, amalgamator, extra_sections, main_text):
    body_lines = []
    for path, lines in amalgamator.sections + extra_sections:
        body_lines.append("")
        body_lines.append(f"// ---- {path} ----")
        body_lines.extend(lines)
    body = "\n".join(body_lines)
    fallbacks = [(header_name, fallback) for header_name, use, fallback in
                 (("bit", BIT_USE, BIT_FALLBACK), ("span", SPAN_USE, SPAN_FALLBACK)) if use.search(body)]
    # A C++20 header with a fallback is included by the fallback, under C++20 only: a compiler
    # too old to have the header at all still compiles the file as C++17.
    includes = set(amalgamator.system_includes) | {"iostream", "string"}
    includes -= {header_name for header_name, _ in fallbacks}
    out = list(header)
    out.append("")
    out += [f"#include <{name}>" for name in sorted(includes)]
    for _, fallback in fallbacks:
        out.append("")
        out += fallback.rstrip("\n").split("\n")
    out.append(body)
    out.append("")
    out.append(main_text)
    return "\n".join(out) + "\n"


def write_file(path, text):
    """Writes `path` whole or not at all (always, so that its time says it is up to date)."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(temporary, path)


def write_depfile(depfile, output, files):
    def escape(path):
        return path.replace("\\", "/").replace(" ", "\\ ")
    os.makedirs(os.path.dirname(os.path.abspath(depfile)), exist_ok=True)
    with open(depfile, "w", encoding="utf-8") as handle:
        handle.write(escape(os.path.abspath(output)) + ": " + " \\\n  ".join(escape(f) for f in files) + "\n")


def build_stage(args):
    common_dir = args.common_dir or os.path.join(args.root, "common")
    amalgamator = Amalgamator(args.root, args.include_dir, common_dir)
    for source in args.source:
        amalgamator.add(source)
    extra = []
    io_source = os.path.join(common_dir, "io.cpp")
    if not amalgamator.has(os.path.relpath(os.path.realpath(io_source), amalgamator.root)):
        amalgamator.read_files.append(os.path.realpath(io_source))
        printer = extract_function(io_source, "std::string format_boj(")
        extra.append((amalgamator.relative(os.path.realpath(io_source)) + ": format_boj()",
                      ["namespace sudoku {", ""] + printer + ["", "}  // namespace sudoku"]))
    stage_source = amalgamator.relative(os.path.realpath(args.source[0]))
    if args.variant == "lesson" and stage_source.startswith("solutions"):
        what = f"The lesson built from the answer key ({stage_source}), as the kit's binary lesson{args.number} runs it."
    elif args.variant == "lesson":
        what = f"Your lesson code ({stage_source}), as the kit's binary lesson{args.number} runs it."
    else:
        what = f"The reference solution ({stage_source}), as the kit's binary solution{args.number} runs it."
    title = args.title or f"stage {args.number}"
    names = [path for path, _ in amalgamator.sections + extra]
    text = render(header_comment(title, what, names), amalgamator, extra, stage_main(f"stage{args.number}"))
    return text, amalgamator.read_files


def build_final(args):
    common_dir = args.common_dir or os.path.join(args.root, "common")
    amalgamator = Amalgamator(args.root, args.include_dir, common_dir)
    for source in args.source:
        amalgamator.add(source)
    names = [path for path, _ in amalgamator.sections]
    title = "final: the optimized 9x9 solver"
    what = "The reference solver of solutions/06-final, as the kit's binary sudoku runs it."
    text = render(header_comment(title, what, names), amalgamator, [], FINAL_MAIN)
    return text, amalgamator.read_files


def main(argv):
    parser = argparse.ArgumentParser(description="Writes one self-contained .cpp of a stage for Baekjoon 2580.")
    parser.add_argument("kind", choices=["stage", "final"], help="a numbered stage, or the final solver")
    parser.add_argument("--number", help="the stage number, e.g. 03 (stage only)")
    parser.add_argument("--variant", choices=["lesson", "solution"], default="solution",
                        help="which side of the stage the source is (stage only)")
    parser.add_argument("--title", default="", help="the stage's title, e.g. 'stage 3: ...' (stage only)")
    parser.add_argument("--source", action="append", required=True, help="a .cpp of the stage (repeatable)")
    parser.add_argument("--include-dir", action="append", default=[], help="where the stage's headers are")
    parser.add_argument("--common-dir", help="the kit's common/ (default: ROOT/common)")
    parser.add_argument("--root", required=True, help="the kit's source root (paths are shown relative to it)")
    parser.add_argument("--output", required=True, help="the .cpp to write")
    parser.add_argument("--depfile", help="also write a Makefile-style list of the files read")
    args = parser.parse_args(argv)
    if args.kind == "stage" and not args.number:
        parser.error("stage needs --number")
    try:
        text, files = build_stage(args) if args.kind == "stage" else build_final(args)
    except (AmalgamationError, OSError) as error:
        print(f"make_judge_file.py: {error}", file=sys.stderr)
        return 1
    write_file(args.output, text)
    if args.depfile:
        write_depfile(args.depfile, args.output, files)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
