#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Times the judge files on the kit's hard puzzles, the way an online judge would run them.

Each build/judge/*.cpp named on the command line is compiled alone with `g++ -std=c++17 -O2`
(Baekjoon's flags), then run once per puzzle with the puzzle in BOJ format on standard input
and a CPU-time limit. Prints a Markdown table: per file, how many puzzles finished within 1
second (Baekjoon 2580's limit), the median and the largest time, and how many were stopped at
the limit; then the same per puzzle file. Every answer is checked as a solution of its puzzle.

  tools/judge/measure_judge.py --judge-dir build/judge --data tests/data \\
      --files suite-hard.txt top95.txt famous.txt --timeout 3 solution01 solution02 solution03 sudoku

The times are the CPU time (user + system) of the whole process (start, read, solve, print), as
judges count it, so that other programs on a busy machine change them little. A run is stopped
when its CPU time reaches --timeout (RLIMIT_CPU, whole seconds), as a judge stops it. They are
this machine's times: compare stages on one machine, not across machines.
"""

import argparse
import math
import os
import resource
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "judge"))
from check_judge_file import solution_problem, to_boj  # noqa: E402 (shared with the tests)

JUDGE_LIMIT_SECONDS = 1.0


def read_puzzles(data_dir, names):
    """(file, line, puzzle) for every 9x9 puzzle of the files, each distinct puzzle once."""
    puzzles = []
    seen = set()
    for name in names:
        with open(os.path.join(data_dir, name), encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                text = line.strip()
                if text and not text.startswith("#") and len(text) == 81 and text not in seen:
                    seen.add(text)
                    puzzles.append((name, number, text))
    return puzzles


def child_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_one(executable, puzzle, timeout):
    """CPU seconds (user + system) the run took, or None when it reached the CPU-time limit of
    `timeout` seconds (enforced by the kernel, as judges do); raises on a wrong answer."""
    limit = max(1, math.ceil(timeout))

    def limit_cpu_time():
        resource.setrlimit(resource.RLIMIT_CPU, (limit, limit))

    start = child_cpu_seconds()
    try:
        # The wall-clock timeout only guards against a stopped machine: the CPU limit comes first.
        result = subprocess.run([executable], input=to_boj(puzzle).encode(), capture_output=True,
                                timeout=60 * limit, preexec_fn=limit_cpu_time)
    except subprocess.TimeoutExpired:
        return None
    seconds = child_cpu_seconds() - start
    if result.returncode < 0 or seconds >= limit:  # killed by SIGXCPU or SIGKILL at the limit
        return None
    problem = solution_problem(puzzle, result.stdout.decode(errors="replace")) if result.returncode == 0 else \
        f"exit status {result.returncode}"
    if problem:
        raise RuntimeError(f"{os.path.basename(executable)}: wrong answer for {puzzle}: {problem}")
    return seconds


def describe(times, timeout):
    finished = sorted(t for t in times if t is not None)
    within = sum(1 for t in finished if t <= JUDGE_LIMIT_SECONDS)
    timeouts = len(times) - len(finished)
    # The median and maximum count a timeout as "more than the timeout".
    ordered = finished + [float("inf")] * timeouts
    median = statistics.median_low(ordered) if ordered else None

    def show(value):
        return f"> {timeout:g} s" if value == float("inf") else f"{value:.3f} s"
    return within, show(median), show(ordered[-1]), timeouts


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("names", nargs="+", help="judge files without .cpp, e.g. solution03 sudoku")
    parser.add_argument("--judge-dir", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--files", nargs="+", default=["suite-hard.txt", "top95.txt", "famous.txt"])
    parser.add_argument("--timeout", type=int, default=3, help="CPU seconds after which a run is stopped")
    parser.add_argument("--compiler", default="g++")
    args = parser.parse_args(argv)

    puzzles = read_puzzles(args.data, args.files)
    rows = []
    slow = {}  # file -> the puzzles over the judge's limit
    with tempfile.TemporaryDirectory() as work:
        for name in args.names:
            executable = os.path.join(work, name)
            subprocess.run([args.compiler, "-std=c++17", "-O2", os.path.join(args.judge_dir, name + ".cpp"),
                            "-o", executable], check=True)
            times = {}
            for index, (file_name, line, puzzle) in enumerate(puzzles, start=1):
                times[(file_name, line)] = time_one(executable, puzzle, args.timeout)
                print(f"\r{name}: {index}/{len(puzzles)}", end="", file=sys.stderr, flush=True)
            print(file=sys.stderr)
            rows.append((name, "all", describe(list(times.values()), args.timeout), len(times)))
            slow[name] = [f"{f}:{line} ({'stopped' if t is None else f'{t:.2f} s'})"
                          for (f, line), t in times.items() if t is None or t > JUDGE_LIMIT_SECONDS]
            for file_name in args.files:
                part = [t for (f, _), t in times.items() if f == file_name]
                rows.append((name, file_name, describe(part, args.timeout), len(part)))

    print(f"| file | puzzles | within {JUDGE_LIMIT_SECONDS:g} s | median | max | stopped at {args.timeout} s |")
    print("|---|---|---:|---:|---:|---:|")
    for name, part, (within, median, largest, timeouts), count in rows:
        label = f"{count} ({part})"
        print(f"| {name}.cpp | {label} | {within} | {median} | {largest} | {timeouts} |")
    print()
    for name, puzzles in slow.items():
        print(f"- {name}.cpp over {JUDGE_LIMIT_SECONDS:g} s: " + (", ".join(puzzles) if puzzles else "none"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
