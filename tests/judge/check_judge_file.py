#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Checks one generated judge file (build/judge/NAME.cpp) the way an online judge would use it.

1. It compiles alone with every --compiler, as C++17 and as C++20, with -O2 and warnings as
   errors (-Wall -Wextra -Wpedantic -Werror): no project header, nothing else on the command line.
2. With --solves (a finished stage, not a student's stub): each build turns the Baekjoon 2580
   sample input into exactly the sample output, and the GCC builds solve real puzzles
   (tests/data/suite-*.txt, converted to BOJ format here): every answer is checked as a solution
   of its puzzle, and the puzzles without a solution give exit status 1 and no output.
3. With --binary (the kit's binary of the same stage) as well: on those puzzles the GCC builds
   print the same bytes and exit with the same status as the kit's binary.
4. With --same-code-as OTHER (an answer-key lesson file, which is its reference's file under
   another name): the two files must hold the same code, line for line, once each file's own
   name is taken out and its comment lines are left aside. Then the compile matrix of step 1 has
   run on OTHER already, so this file is compiled once, by the first --compiler as C++17 (what
   the judge uses), and steps 2 and 3 run on that build.

Prints what it did; exit status 0 when every check passed, 1 otherwise.
"""

import argparse
import os
import subprocess
import sys

# Line-format puzzle files whose puzzles every stage solves in milliseconds (small row-major
# trees, see the comment at the top of each file): easy, hard, 17-clue, several solutions, none.
PUZZLE_FILES = ("suite-easy.txt", "suite-hard.txt", "suite-17-clue.txt",
                "suite-multi-solution.txt", "suite-no-solution.txt")
STANDARDS = ("c++17", "c++20")
WARNINGS = ["-Wall", "-Wextra", "-Wpedantic", "-Werror"]
RUN_TIMEOUT_SECONDS = 120


def line_puzzles(data_dir):
    """(file:line, 81-character puzzle) for every 9x9 puzzle of PUZZLE_FILES."""
    puzzles = []
    for name in PUZZLE_FILES:
        with open(os.path.join(data_dir, name), encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                text = line.strip()
                if not text or text.startswith("#"):
                    continue
                if len(text) != 81:
                    raise ValueError(f"{name}:{number}: expected 81 cells, found {len(text)}")
                puzzles.append((f"{name}:{number}", text))
    return puzzles


def to_boj(puzzle):
    """The BOJ text of a line-format puzzle: 9 lines of 9 numbers, 0 for a blank."""
    values = ["0" if c in ".0" else c for c in puzzle]
    return "".join(" ".join(values[9 * row:9 * row + 9]) + "\n" for row in range(9))


def solution_problem(puzzle, output):
    """Why `output` (BOJ text) is not a solution of `puzzle`, or None when it is one."""
    rows = output.split("\n")
    if len(rows) != 10 or rows[9] != "":
        return "expected 9 lines each ending in a newline"
    grid = []
    for row in rows[:9]:
        numbers = row.split(" ")
        if len(numbers) != 9 or any(n not in "123456789" or len(n) != 1 for n in numbers):
            return f"expected 9 digits 1-9 separated by one space, found {row!r}"
        grid += [int(n) for n in numbers]
    for cell, given in enumerate(puzzle):
        if given not in ".0" and int(given) != grid[cell]:
            return f"given {given} at r{cell // 9 + 1}c{cell % 9 + 1} changed to {grid[cell]}"
    units = [[9 * r + c for c in range(9)] for r in range(9)] + [[9 * r + c for r in range(9)] for c in range(9)]
    units += [[9 * (3 * (b // 3) + i // 3) + 3 * (b % 3) + i % 3 for i in range(9)] for b in range(9)]
    for unit in units:
        if sorted(grid[cell] for cell in unit) != list(range(1, 10)):
            return "a row, column or box repeats a digit"
    return None


def run(command, stdin_text):
    result = subprocess.run(command, input=stdin_text.encode(), capture_output=True, timeout=RUN_TIMEOUT_SECONDS)
    return result.returncode, result.stdout.decode(errors="replace")


def code_lines(path, name):
    """The lines of a judge file that are code, with the file's own name (solution03) taken out."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    return [line.replace(name, "NAME") for line in lines if not line.lstrip().startswith("//")]


def code_difference(path, other):
    """Where `path` and `other` differ as code (see --same-code-as), or None when they do not."""
    mine = code_lines(path, os.path.splitext(os.path.basename(path))[0])
    theirs = code_lines(other, os.path.splitext(os.path.basename(other))[0])
    for number, (a, b) in enumerate(zip(mine, theirs), start=1):
        if a != b:
            return f"code line {number} differs: {a!r} against {b!r}"
    if len(mine) != len(theirs):
        return f"{len(mine)} code lines against {len(theirs)}"
    return None


def compile_file(compiler, standard, source, executable):
    command = [compiler, f"-std={standard}", "-O2"] + WARNINGS + [source, "-o", executable]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0 or result.stderr.strip():
        print(f"FAIL: {' '.join(command)}\n{result.stderr}")
        return False
    print(f"ok: {' '.join(command)}")
    return True


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--file", required=True, help="the generated .cpp")
    parser.add_argument("--compiler", action="append", required=True, help="a C++ compiler (repeatable; g++ first)")
    parser.add_argument("--work", required=True, help="a folder for the executables")
    parser.add_argument("--data", required=True, help="tests/data")
    parser.add_argument("--solves", action="store_true", help="the file must solve the sample and the puzzles")
    parser.add_argument("--binary", help="the kit's binary of the same stage: compare outputs with it")
    parser.add_argument("--same-code-as", help="a judge file this one must equal as code; compile this one once")
    args = parser.parse_args(argv)
    if not os.path.isfile(args.file):
        print(f"FAIL: {args.file} does not exist (build the `judge` target first)")
        return 1
    os.makedirs(args.work, exist_ok=True)
    name = os.path.splitext(os.path.basename(args.file))[0]

    compilers, standards = args.compiler, STANDARDS
    if args.same_code_as:
        difference = code_difference(args.file, args.same_code_as)
        if difference:
            print(f"FAIL: {args.file} is not {args.same_code_as} under another name: {difference}")
            return 1
        print(f"ok: {os.path.basename(args.file)} holds the code of {os.path.basename(args.same_code_as)}, "
              "whose test compiles it with every compiler and standard")
        compilers, standards = args.compiler[:1], STANDARDS[:1]

    builds = []  # (compiler, standard, executable)
    ok = True
    for compiler in compilers:
        for standard in standards:
            executable = os.path.join(args.work, f"{name}-{os.path.basename(compiler)}-{standard}")
            if compile_file(compiler, standard, args.file, executable):
                builds.append((compiler, standard, executable))
            else:
                ok = False
    if not ok or not (args.solves or args.binary):
        return 0 if ok else 1

    with open(os.path.join(args.data, "boj2580-sample.in"), encoding="utf-8") as handle:
        sample_in = handle.read()
    with open(os.path.join(args.data, "boj2580-sample.out"), encoding="utf-8") as handle:
        sample_out = handle.read()
    for compiler, standard, executable in builds:
        status, output = run([executable], sample_in)
        if status != 0 or output != sample_out:
            print(f"FAIL: {executable} < boj2580-sample.in: exit {status}, output\n{output}expected\n{sample_out}")
            ok = False
        else:
            print(f"ok: {os.path.basename(executable)} < boj2580-sample.in gives boj2580-sample.out")

    # Conflicting givens (a student testing locally): no answer and a non-zero exit, never a broken
    # grid. The catalogue's cases: the search around two equal givens can still fill the grid.
    catalogue = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "reliability", "catalogue")
    conflicting = ["conflict-row.txt", "conflict-column.txt", "conflict-box.txt", "complete-but-wrong.txt"]
    for compiler, standard, executable in builds:
        printed = []
        for name in conflicting:
            with open(os.path.join(catalogue, name), encoding="utf-8") as handle:
                try:
                    status, output = run([executable], handle.read())
                except subprocess.TimeoutExpired:
                    status, output = "none: timed out", ""
            if status == 0 or output or not isinstance(status, int):
                printed.append(f"{name} (exit {status})")
        if printed:
            print(f"FAIL: {os.path.basename(executable)} answers puzzles whose givens conflict: {', '.join(printed)}")
            ok = False
        else:
            print(f"ok: {os.path.basename(executable)} rejects the {len(conflicting)} catalogue puzzles with conflicting givens")

    puzzles = line_puzzles(args.data)
    expected = {}  # (exit status, output) or (exit status, None) when only the status is known
    for where, puzzle in puzzles:
        if args.binary:
            expected[where] = run([args.binary], to_boj(puzzle))
        else:
            expected[where] = (1 if where.startswith("suite-no-solution") else 0, None)
    solved = sum(1 for status, _ in expected.values() if status == 0)
    if solved < len(puzzles) // 2:
        print(f"FAIL: the kit's {args.binary} solved only {solved} of {len(puzzles)} puzzles")
        ok = False
    reference = os.path.basename(args.binary) if args.binary else "the expected outcomes"
    gcc_builds = [build for build in builds if build[0] == args.compiler[0]]
    for compiler, standard, executable in gcc_builds:
        differences = 0
        for where, puzzle in puzzles:
            status, output = run([executable], to_boj(puzzle))
            want_status, want_output = expected[where]
            problem = None
            if status != want_status or (want_output is not None and output != want_output):
                problem = f"exit {status} and {len(output)} bytes, expected exit {want_status}"
                if want_output is not None:
                    problem += f" and {len(want_output)} bytes like the kit's binary"
            elif status == 0:
                problem = solution_problem(puzzle, output)
            elif output:
                problem = f"exit {status} but something on stdout"
            if problem:
                differences += 1
                print(f"FAIL: {os.path.basename(executable)} on {where}: {problem}")
        if differences:
            ok = False
        else:
            print(f"ok: {os.path.basename(executable)} agrees with {reference} on "
                  f"{len(puzzles)} puzzles ({solved} solved, {len(puzzles) - solved} without a solution)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
