#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Unit tests of tools/judge/make_judge_file.py, the generator of the judge files.

Run: test_make_judge_file.py --generator tools/judge/make_judge_file.py --root . --compiler g++
"""

import argparse
import glob
import os
import resource
import subprocess
import sys
import tempfile
import textwrap
import unittest

OPTIONS = None  # set in __main__: generator, root, compiler


def generate(kind, sources, include_dirs, root, output, *extra):
    command = [sys.executable, OPTIONS.generator, kind, "--root", root, "--output", output]
    for source in sources:
        command += ["--source", source]
    for directory in include_dirs:
        command += ["--include-dir", directory]
    return subprocess.run(command + list(extra), capture_output=True, text=True)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(textwrap.dedent(text).lstrip("\n"))


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def compile_and_run(source, standard, work, stdin_text):
    executable = os.path.join(work, f"program-{standard}")
    command = [OPTIONS.compiler, f"-std={standard}", "-O2", "-Wall", "-Wextra", "-Wpedantic", "-Werror",
               source, "-o", executable]
    built = subprocess.run(command, capture_output=True, text=True)
    if built.returncode != 0 or built.stderr:
        raise AssertionError(f"{' '.join(command)} failed:\n{built.stderr}")
    # 60 s of CPU time (RLIMIT_CPU); the wall clock only guards against a program that waits forever.
    ran = subprocess.run([executable], input=stdin_text, capture_output=True, text=True, timeout=1200,
                         preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_CPU, (60, resource.RLIM_INFINITY)))
    return ran.returncode, ran.stdout


# A tiny fake kit: enough for the generator (it needs common/io.cpp's format_boj()).
FAKE_IO = """
    // Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
    #include "io.hpp"

    namespace sudoku {

    std::string format_boj(const Grid& grid) {
      return std::to_string(grid.value);
    }

    }  // namespace sudoku
"""


class FakeKit(unittest.TestCase):
    """Tests on small made-up sources, one rule of the generator each."""

    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.root = self.directory.name
        write(os.path.join(self.root, "common", "io.cpp"), FAKE_IO)
        self.output = os.path.join(self.root, "out", "judge.cpp")

    def tearDown(self):
        self.directory.cleanup()

    def stage(self, source_text, *files):
        for name, text in files:
            write(os.path.join(self.root, name), text)
        source = os.path.join(self.root, "stage", "stage99.cpp")
        write(source, source_text)
        return generate("stage", [source], [os.path.join(self.root, "stage")], self.root, self.output,
                        "--number", "99", "--title", "stage 99: a test")

    def test_omitted_lines_and_their_includes_are_left_out(self):
        result = self.stage('#include "a.hpp"\nint stage_code();\n', ("common/a.hpp", """
            #pragma once
            // judge: omit begin (why)
            #include "not-there.hpp"
            int omitted();
            // judge: omit end
            int kept();
        """))
        self.assertEqual(result.returncode, 0, result.stderr)
        text = read(self.output)
        self.assertIn("int kept();", text)
        self.assertNotIn("omitted", text)
        self.assertNotIn("not-there", text)
        self.assertNotIn("#pragma once", text)

    def test_an_unclosed_omit_marker_is_an_error_naming_file_and_line(self):
        result = self.stage('#include "a.hpp"\n', ("common/a.hpp", "int a;\n// judge: omit begin\nint b;\n"))
        self.assertEqual(result.returncode, 1)
        self.assertIn("common/a.hpp:2", result.stderr)
        self.assertFalse(os.path.exists(self.output))

    def test_an_omit_end_without_begin_is_an_error(self):
        result = self.stage('#include "a.hpp"\n', ("common/a.hpp", "int a;\n// judge: omit end\n"))
        self.assertEqual(result.returncode, 1)
        self.assertIn("common/a.hpp:2", result.stderr)

    def test_a_missing_include_is_an_error_naming_file_and_line(self):
        result = self.stage('int x;\n#include "nowhere.hpp"\n')
        self.assertEqual(result.returncode, 1)
        self.assertIn("stage/stage99.cpp:2", result.stderr)
        self.assertIn("nowhere.hpp", result.stderr)

    def test_headers_come_once_before_their_users_and_bring_their_common_source(self):
        result = self.stage('#include "b.hpp"\n#include "a.hpp"\nint stage_code();\n',
                            ("common/a.hpp", "#pragma once\nint a();\n"),
                            ("common/a.cpp", '// Copyright the authors.\n#include "a.hpp"\nint a() { return 1; }\n'),
                            ("stage/b.hpp", '#pragma once\n#include "a.hpp"\nint b();\n'))
        self.assertEqual(result.returncode, 0, result.stderr)
        text = read(self.output)
        order = [text.index(marker) for marker in ("// ---- common/a.hpp ----", "// ---- common/a.cpp ----",
                                                   "// ---- stage/b.hpp ----", "// ---- stage/stage99.cpp ----",
                                                   "// ---- common/io.cpp: format_boj() ----", "int main()")]
        self.assertEqual(order, sorted(order))
        self.assertEqual(text.count("int a();"), 1)
        self.assertEqual(text.count("int a() { return 1; }"), 1)
        self.assertNotIn("Copyright the authors", text)
        self.assertNotIn('#include "', text)

    def test_system_includes_go_to_the_top_once_unless_inside_an_if(self):
        result = self.stage("#include <vector>\n#include <array>\n#if defined(__SSE2__)\n#include <immintrin.h>\n"
                            "#endif\n#include <vector>\nint stage_code();\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        text = read(self.output)
        top = text[:text.index("// ---- ")]
        self.assertEqual(top.count("#include <vector>"), 1)
        self.assertIn("#include <array>", top)
        self.assertNotIn("immintrin", top)
        self.assertEqual(text.count("#include <vector>"), 1)
        self.assertIn("#if defined(__SSE2__)\n#include <immintrin.h>\n#endif", text)

    def test_the_depfile_names_every_file_read(self):
        self.stage('#include "a.hpp"\n', ("common/a.hpp", "int a();\n"))
        depfile = self.output + ".d"
        result = generate("stage", [os.path.join(self.root, "stage", "stage99.cpp")], [], self.root, self.output,
                          "--number", "99", "--depfile", depfile)
        self.assertEqual(result.returncode, 0, result.stderr)
        text = read(depfile)
        self.assertTrue(text.startswith(os.path.abspath(self.output) + ":"))
        for name in ("stage/stage99.cpp", "common/a.hpp", "common/io.cpp"):
            self.assertIn(os.path.join(os.path.realpath(self.root), name), text)


def stage_sources(root):
    return sorted(glob.glob(os.path.join(root, "lessons", "*", "stage*.cpp")) +
                  glob.glob(os.path.join(root, "solutions", "*", "stage*.cpp")))


def header_dir(root, source):
    return os.path.join(root, "lessons", os.path.basename(os.path.dirname(source)))


class RealSources(unittest.TestCase):
    """Tests on the kit's own stages and common/."""

    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.output = os.path.join(self.directory.name, "judge.cpp")

    def tearDown(self):
        self.directory.cleanup()

    def test_every_stage_source_is_kept_as_written(self):
        sources = stage_sources(OPTIONS.root)
        self.assertGreaterEqual(len(sources), 6)
        for source in sources:
            with self.subTest(source=source):
                number = os.path.basename(source)[len("stage"):-len(".cpp")]
                result = generate("stage", [source], [header_dir(OPTIONS.root, source)], OPTIONS.root, self.output,
                                  "--number", number)
                self.assertEqual(result.returncode, 0, result.stderr)
                text = read(self.output)
                # The source minus its includes and copyright line, blank-line runs collapsed.
                expected = []
                for line in read(source).splitlines():
                    if line.startswith("#include") or line.startswith("// Copyright"):
                        continue
                    if line.strip() == "" and (not expected or expected[-1] == ""):
                        continue
                    expected.append(line.rstrip())
                while expected and expected[-1] == "":
                    expected.pop()
                relative = os.path.relpath(os.path.realpath(source), os.path.realpath(OPTIONS.root))
                block = f"// ---- {relative} ----\n" + "\n".join(expected) + "\n"
                self.assertTrue(block in text, f"{relative} is not in the judge file as written")

    def test_the_judge_file_leaves_out_the_given_check(self):
        source = os.path.join(OPTIONS.root, "solutions", "03-row-col-box-tables", "stage03.cpp")
        result = generate("stage", [source], [header_dir(OPTIONS.root, source)], OPTIONS.root, self.output,
                          "--number", "03")
        self.assertEqual(result.returncode, 0, result.stderr)
        text = read(self.output)
        # assertTrue, not assertIn: a failure should not print the whole file.
        self.assertTrue("SearchResult solve_checked(" not in text, "solve_checked() was not left out")
        self.assertTrue("common/rules" not in text, "rules.hpp/rules.cpp came in with solve_checked()")
        self.assertTrue("judge: omit" not in text, "an omit marker is still in the file")
        self.assertTrue("namespace std {" not in text, "a <bit> fallback although no <bit> function is used")
        self.assertTrue("SearchResult BasicSearch<kPolicy>::result(" in text, "search.cpp is missing")

    def test_the_cpp17_fallback_for_bit_functions_makes_a_bitmask_stage_compile_and_solve(self):
        # A stage in the style of lesson 4: candidates as a bit mask, std::popcount and
        # std::countr_zero. It must compile and solve the sample as C++17 and as C++20.
        work = self.directory.name
        stage_dir = os.path.join(work, "stage99")
        write(os.path.join(stage_dir, "stage99.hpp"), """
            #pragma once
            #include "grid.hpp"
            #include "search.hpp"
            namespace sudoku::stage99 {
            SearchResult solve(const Grid& puzzle, const SearchOptions& options);
            }  // namespace sudoku::stage99
        """)
        write(os.path.join(stage_dir, "stage99.cpp"), """
            #include "stage99.hpp"

            #include <array>
            #include <bit>

            namespace sudoku::stage99 {
            namespace {
            struct Used {
              std::array<std::uint32_t, Grid::kMaxSide> row{}, column{}, box{};
              void flip(const Grid& g, int cell, int digit) {
                const std::uint32_t bit = std::uint32_t{1} << digit;
                row[static_cast<std::size_t>(g.row_of(cell))] ^= bit;
                column[static_cast<std::size_t>(g.column_of(cell))] ^= bit;
                box[static_cast<std::size_t>(g.box_of(cell))] ^= bit;
              }
            };
            bool fill(Grid& g, Used& used, int cell, Search& search) {
              while (cell < g.cell_count() && g[cell] != 0) ++cell;
              if (cell == g.cell_count()) return true;
              std::uint32_t free = all_digits_mask(g.side()) &
                  ~(used.row[static_cast<std::size_t>(g.row_of(cell))] |
                    used.column[static_cast<std::size_t>(g.column_of(cell))] |
                    used.box[static_cast<std::size_t>(g.box_of(cell))]);
              if (std::popcount(free) == 0) return false;  // no candidate: a dead end
              while (free != 0) {
                const int digit = std::countr_zero(free);
                free &= free - 1;
                g.set(cell, digit);
                used.flip(g, cell, digit);
                search.enter(cell, digit);
                if (fill(g, used, cell + 1, search)) return true;
                search.backtrack(cell, digit);
                used.flip(g, cell, digit);
                g.set(cell, 0);
              }
              return false;
            }
            }  // namespace
            SearchResult solve(const Grid& puzzle, const SearchOptions& options) {
              Search search(options);
              Grid board = puzzle;
              Used used;
              for (int cell = 0; cell < board.cell_count(); ++cell) {
                if (board[cell] != 0) used.flip(board, cell, board[cell]);
              }
              const bool solved = search.run([&] { return fill(board, used, 0, search); });
              return search.result(solved, solved ? board : puzzle);
            }
            }  // namespace sudoku::stage99
        """)
        result = generate("stage", [os.path.join(stage_dir, "stage99.cpp")], [stage_dir], OPTIONS.root, self.output,
                          "--number", "99")
        self.assertEqual(result.returncode, 0, result.stderr)
        text = read(self.output)
        self.assertIn("namespace std {", text)
        self.assertLess(text.index("constexpr int popcount"), text.index("std::popcount(free)"))
        # <bit> only under C++20, inside the fallback: not among the includes at the top.
        self.assertNotIn("#include <bit>", text[:text.index("// ---- ")])
        data = os.path.join(OPTIONS.root, "tests", "data")
        sample_in, sample_out = read(os.path.join(data, "boj2580-sample.in")), read(os.path.join(data, "boj2580-sample.out"))
        for standard in ("c++17", "c++20"):
            with self.subTest(standard=standard):
                self.assertEqual(compile_and_run(self.output, standard, work, sample_in), (0, sample_out))

    def test_the_cpp17_fallback_gives_the_standard_values(self):
        # Each fallback function against a plain loop, for 8-, 16-, 32- and 64-bit unsigned types.
        sys.path.insert(0, os.path.dirname(OPTIONS.generator))
        import make_judge_file  # noqa: E402 (the module under test)
        program = os.path.join(self.directory.name, "bits.cpp")
        with open(program, "w", encoding="utf-8") as handle:
            handle.write("#include <cstdint>\n#include <cstdio>\n#include <limits>\n" + make_judge_file.BIT_FALLBACK + textwrap.dedent("""
                template <class T>
                int check(T x) {
                  const int digits = std::numeric_limits<T>::digits;
                  int ones = 0, trailing = 0, leading = 0;
                  for (int i = 0; i < digits; ++i) ones += (x >> i) & 1;
                  while (trailing < digits && ((x >> trailing) & 1) == 0) ++trailing;
                  while (leading < digits && ((x >> (digits - 1 - leading)) & 1) == 0) ++leading;
                  int bad = 0;
                  bad += std::popcount(x) != ones;
                  bad += std::countr_zero(x) != trailing;
                  bad += std::countl_zero(x) != leading;
                  bad += static_cast<int>(std::bit_width(x)) != digits - leading;
                  bad += std::has_single_bit(x) != (ones == 1);
                  return bad;
                }
                int main() {
                  int bad = 0;
                  for (unsigned v = 0; v < 65536; ++v) {
                    bad += check(static_cast<std::uint16_t>(v)) + check(static_cast<std::uint8_t>(v));
                    bad += check(static_cast<std::uint32_t>(v) * 40503u) + check(static_cast<std::uint64_t>(v) << 47);
                  }
                  bad += check(std::uint32_t{0}) + check(~std::uint32_t{0}) + check(~std::uint64_t{0});
                  std::printf("%d\\n", bad);
                  return bad == 0 ? 0 : 1;
                }
            """))
        for standard in ("c++17", "c++20"):
            with self.subTest(standard=standard):
                self.assertEqual(compile_and_run(program, standard, self.directory.name, ""), (0, "0\n"))

    def test_the_cpp17_fallback_for_span_views_a_pointer_and_a_count(self):
        sys.path.insert(0, os.path.dirname(OPTIONS.generator))
        import make_judge_file  # noqa: E402 (the module under test)
        program = os.path.join(self.directory.name, "span.cpp")
        with open(program, "w", encoding="utf-8") as handle:
            handle.write("#include <array>\n#include <cstdio>\n" + make_judge_file.SPAN_FALLBACK + textwrap.dedent("""
                std::span<const int> first(const std::array<int, 9>& values, int count) {
                  return {values.data(), static_cast<std::size_t>(count)};
                }
                int main() {
                  const std::array<int, 9> values{1, 2, 3, 4, 5, 6, 7, 8, 9};
                  int sum = 0;
                  for (const int value : first(values, 4)) sum += value;
                  const std::span<const int> view = first(values, 9);
                  std::printf("%d %d %d %d %d\\n", sum, static_cast<int>(view.size()), view[8], *view.data(),
                              static_cast<int>(first(values, 0).empty()));
                  return 0;
                }
            """))
        for standard in ("c++17", "c++20"):
            with self.subTest(standard=standard):
                self.assertEqual(compile_and_run(program, standard, self.directory.name, ""), (0, "10 9 9 1 1\n"))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--generator", required=True)
    parser.add_argument("--root", required=True)
    parser.add_argument("--compiler", default="g++")
    OPTIONS, rest = parser.parse_known_args()
    OPTIONS.generator = os.path.abspath(OPTIONS.generator)
    OPTIONS.root = os.path.abspath(OPTIONS.root)
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)
