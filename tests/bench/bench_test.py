#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Timing tests of `kit bench` (ctest label `timing`).

The lesson claims are asserted on deterministic counts only (nodes, checks),
never on seconds: every run here sets --time-limit 0 and --budget 0 (no clock
decides anything) and a node limit, so the figures are the same on every
machine.

    bench_test.py --kit build/bin/kit --stages solution01,...,sudoku --data tools/data Claims
"""
import argparse
import csv
import io
import json
import os
import re
import stat
import subprocess
import sys
import tempfile
import textwrap
import unittest
import xml.etree.ElementTree as ET

KIT = ""
STAGES = []  # what CMake builds: the stages `--stages all` must find
DATA = ""

# No clock decides anything: no time limit, no budget.
DETERMINISTIC = ["--time-limit", "0", "--budget", "0", "--no-warmup"]


def run_kit(*args, expect=0):
    """Runs `kit bench ARGS`; returns (stdout, stderr) after checking the exit code."""
    # A hang guard only: kit bench and what it runs have the test's CPU-time limit (tests/support/cpu_limit.sh).
    done = subprocess.run([KIT, "bench", "--data-dir", DATA, *args], capture_output=True, text=True, timeout=3600)
    if done.returncode != expect:
        raise AssertionError(f"kit bench {' '.join(args)}: exit code {done.returncode}, expected {expect}\n"
                             f"stdout:\n{done.stdout}\nstderr:\n{done.stderr}")
    return done.stdout, done.stderr


def bench_json(*args):
    out, _ = run_kit("--json", *args)
    return json.loads(out)


def rows_by_stage(report, data_set):
    return {row["stage"]: row for row in report["rows"] if row["data_set"] == data_set}


def present(*names):
    return [name for name in names if name in STAGES]


class Claims(unittest.TestCase):
    """The claims of the lessons, on counts."""

    def assert_all_verified(self, report, expected_rows):
        self.assertTrue(report["ok"], report["problems"])
        self.assertEqual(report["problems"], [])
        self.assertEqual(len(report["rows"]), expected_rows)
        for row in report["rows"]:
            self.assertEqual(row["wrong"], 0, row)
            self.assertEqual(row["not_run"], 0, row)
            self.assertEqual(row["run"], row["puzzles"], row)

    def test_every_stage_is_found_and_solves_the_small_tier(self):
        report = bench_json("--stages", "all", "--first", "40", "--max-nodes", "1000000", *DETERMINISTIC, "easy")
        self.assertEqual([row["stage"] for row in report["rows"]], STAGES,
                         "--stages all must find exactly the stages CMake builds")
        self.assert_all_verified(report, len(STAGES))
        for row in report["rows"]:
            self.assertEqual(row["puzzles"], 40)
            self.assertEqual(row["solved"], 40, row)
            self.assertEqual(row["limit_hits"], 0, row)

    def test_stages_1_to_3_walk_the_same_tree_and_checks_fall(self):
        stages = present("solution01", "solution02", "solution03")
        self.assertEqual(stages, ["solution01", "solution02", "solution03"], "stages 1-3 must be built")
        report = bench_json("--stages", ",".join(stages), "--first", "40", "--max-nodes", "1000000",
                            *DETERMINISTIC, "easy")
        self.assert_all_verified(report, 3)
        rows = rows_by_stage(report, "easy")
        one, two, three = rows["solution01"], rows["solution02"], rows["solution03"]
        self.assertGreater(one["total_nodes"], 0)
        self.assertEqual(one["total_nodes"], two["total_nodes"], "stages 1 and 2 visit the same nodes")
        self.assertEqual(two["total_nodes"], three["total_nodes"], "stages 2 and 3 visit the same nodes")
        self.assertGreater(one["total_checks"], two["total_checks"], "stage 2 reads fewer cells than stage 1")
        self.assertGreater(two["total_checks"], three["total_checks"], "stage 3 looks up less than stage 2")

    def test_jobs_change_no_count(self):
        # --jobs N only hands each stage's --batch more threads: the same answers,
        # verified, and the same counts as one thread.
        stages = present("solution03", "solution05", "sudoku")
        args = ["--stages", ",".join(stages), "--first", "60", "--max-nodes", "1000000", *DETERMINISTIC, "easy"]
        one = bench_json(*args)
        two = bench_json("--jobs", "2", *args)
        self.assert_all_verified(one, len(stages))
        self.assert_all_verified(two, len(stages))
        for a, b in zip(one["rows"], two["rows"]):
            for key in ("solved", "limit_hits", "total_nodes", "total_checks", "total_guesses"):
                self.assertEqual(a[key], b[key], f"{a['stage']}: {key} with --jobs 2")
        _, err = run_kit("--jobs", "0", "easy", expect=2)
        self.assertEqual(len(err.strip().splitlines()), 1, err)
        self.assertIn("--jobs", err)

    def test_nodes_fall_from_stage_3_to_5_on_the_hard_tier(self):
        # Stage 3 stops at the node limit on most hard puzzles: its total is then a
        # lower bound of its real tree, so "3 > 4" holds all the more. Stages 4 and 5
        # must finish within it, so their totals are exact.
        stages = present("solution03", "solution04", "solution05")
        if len(stages) < 2:
            self.assertEqual(stages, ["solution03"])  # stages 4-5 not built yet: nothing to compare
            return
        report = bench_json("--stages", ",".join(stages), "--first", "12", "--max-nodes", "2000000",
                            *DETERMINISTIC, "hard")
        self.assert_all_verified(report, len(stages))
        rows = rows_by_stage(report, "hard")
        for later in stages[1:]:
            self.assertEqual(rows[later]["limit_hits"], 0, f"{later} must solve the hard puzzles within the limit")
            self.assertEqual(rows[later]["solved"], 12)
        for bigger, smaller in zip(stages, stages[1:]):
            self.assertGreater(rows[bigger]["total_nodes"], rows[smaller]["total_nodes"],
                               f"{smaller} must visit fewer nodes than {bigger} on the hard tier")


class Formats(unittest.TestCase):
    """--csv, --markdown, --json, --svg and the default table, on 2 stages x 2 data sets."""

    ARGS = ["--stages", "solution02,solution03", "--first", "5", "--max-nodes", "200000", *DETERMINISTIC,
            "famous", "4x4"]
    PAIRS = {(stage, data) for stage in ("solution02", "solution03") for data in ("famous", "4x4")}
    COLUMNS = ["stage", "data set", "mean nodes", "mean checks", "mean guesses", "speed-up", "puzzles/s", "median µs",
               "p90 µs", "puzzles", "solved", "no solution", "limit hits", "not run", "wrong"]

    def test_table(self):
        out, _ = run_kit(*self.ARGS)
        lines = out.splitlines()
        self.assertEqual(lines[0].split("  ")[0].strip(), "stage")
        for column in self.COLUMNS:
            self.assertIn(column, lines[0])
        # The key columns first, in this order (a narrow page shows them without scrolling).
        self.assertEqual(re.split(r"\s{2,}", lines[0].strip()), self.COLUMNS)
        body = [line.split() for line in lines[1:5]]
        self.assertEqual({(cells[0], cells[1]) for cells in body}, self.PAIRS)
        # Aligned: every row as long as the header.
        self.assertEqual({len(line) for line in lines[1:5]}, {len(lines[0])})
        self.assertTrue(any("g++" in line or "clang" in line for line in lines[5:]), "the machine line")

    def test_csv(self):
        out, _ = run_kit("--csv", *self.ARGS)
        rows = list(csv.DictReader(io.StringIO(out)))
        self.assertEqual(len(rows), 4)
        self.assertEqual({(row["stage"], row["data_set"]) for row in rows}, self.PAIRS)
        for row in rows:
            self.assertEqual(int(row["puzzles"]), 5)
            self.assertEqual(int(row["wrong"]), 0)
            self.assertGreaterEqual(float(row["mean_us"]), 0)
            self.assertGreater(int(row["total_checks"]), 0)
        first = [row for row in rows if row["stage"] == "solution02"]
        self.assertTrue(all(float(row["speedup"]) == 1.0 for row in first), "speed-up of the first stage is 1")

    def test_markdown(self):
        out, _ = run_kit("--markdown", *self.ARGS)
        table = [line for line in out.splitlines() if line.startswith("|")]
        self.assertEqual(len(table), 6)  # header, rule, 4 rows
        header = [cell.strip() for cell in table[0].strip("|").split("|")]
        self.assertEqual(header, self.COLUMNS)
        self.assertTrue(all(cell.startswith("---") for cell in table[1].strip("|").split("|")))
        for line in table[2:]:
            self.assertEqual(len(line.strip("|").split("|")), len(self.COLUMNS))
        self.assertNotIn(" #", out, "no #word in a Doxygen page")

    def test_json(self):
        report = bench_json(*self.ARGS)
        self.assertEqual({(row["stage"], row["data_set"]) for row in report["rows"]}, self.PAIRS)
        self.assertTrue(report["ok"])
        self.assertEqual(report["settings"]["max_nodes"], 200000)
        for key in ("machine", "cpu", "compiler", "build_type"):
            self.assertTrue(report[key])

    def test_svg_has_one_bar_per_stage_and_data_set(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "chart.svg")
            run_kit("--svg", path, *self.ARGS)
            root = ET.parse(path).getroot()  # raises on a malformed file
        ns = "{http://www.w3.org/2000/svg}"
        self.assertEqual(root.tag, ns + "svg")
        for metric in ("us", "nodes"):
            bars = [r for r in root.iter(ns + "rect") if r.get("class") == "bar" and r.get("data-metric") == metric]
            self.assertEqual(len(bars), 4, metric)
            self.assertEqual({(bar.get("data-stage"), bar.get("data-set")) for bar in bars}, self.PAIRS)
            for bar in bars:
                self.assertGreaterEqual(float(bar.get("height")), 0)
                self.assertGreater(float(bar.get("width")), 0)
            # Stages 2 and 3 walk the same tree: their node bars are equally tall.
            if metric == "nodes":
                heights = {(b.get("data-stage"), b.get("data-set")): float(b.get("height")) for b in bars}
                for data in ("famous", "4x4"):
                    self.assertEqual(heights[("solution02", data)], heights[("solution03", data)])


FAKE_STAGE = textwrap.dedent("""\
    #!{python}
    # A fake stage binary for the tests: answers every puzzle, wrongly.
    import os, sys
    args = sys.argv[1:]
    with open(os.path.join(os.path.dirname(sys.argv[0]), "args.txt"), "a") as record:
        record.write(" ".join(args) + "\\n")
    report = args[args.index("--report") + 1]
    puzzles = [line.strip() for line in open(args[-1]) if line.strip()]
    mode = "{mode}"
    with open(report, "w") as out:
        out.write("index,line,outcome,time_us,nodes,checks,backtracks,max_depth,guesses,propagations\\n")
        for index, puzzle in enumerate(puzzles, 1):
            if mode == "wrong":
                # every blank becomes a 1: a complete grid that breaks the rules
                print(puzzle.replace(".", "1").replace("0", "1"))
                out.write(f"{{index}},{{index}},solved,5,10,10,0,1,0,0\\n")
            else:
                print("# no solution")
                out.write(f"{{index}},{{index}},no solution,5,10,10,0,1,0,0\\n")
    sys.exit(1 if mode == "none" else 0)
    """)


class Failures(unittest.TestCase):
    """Wrong answers, bad usage, and the whole-run budget."""

    def make_bin(self, folder, name, mode):
        path = os.path.join(folder, name)
        with open(path, "w") as script:
            script.write(FAKE_STAGE.format(python=sys.executable, mode=mode))
        os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
        return path

    def test_a_wrong_answer_is_caught(self):
        with tempfile.TemporaryDirectory() as folder:
            self.make_bin(folder, "solution01", "wrong")
            out, err = run_kit("--bin-dir", folder, "--stages", "1", "--first", "3", *DETERMINISTIC, "--json",
                               "easy", expect=4)
        self.assertIn("WRONG ANSWER", err)
        report = json.loads(out)
        self.assertFalse(report["ok"])
        self.assertEqual(report["rows"][0]["wrong"], 3)

    def test_a_false_no_solution_is_caught(self):
        with tempfile.TemporaryDirectory() as folder:
            self.make_bin(folder, "solution02", "none")
            real = os.path.join(os.path.dirname(KIT), "solution03")
            out, err = run_kit("--bin-dir", folder, "--stages", f"{real},2", "--first", "3", *DETERMINISTIC,
                               "--json", "easy", expect=4)
        self.assertIn("says 'no solution' but", err)
        rows = json.loads(out)["rows"]
        self.assertEqual(rows[1]["wrong"], 3)
        self.assertEqual(rows[0]["wrong"], 0)

    def test_times_are_cpu_time_unless_wall_time_is_asked(self):
        # The stages run one after another: on a busy machine wall time would
        # compare two moments' load. So each stage times its puzzles in CPU time.
        for extra, flag_expected, said in (([], True, "times: CPU time"), (["--wall-time"], False, "times: wall clock")):
            with tempfile.TemporaryDirectory() as folder:
                self.make_bin(folder, "solution01", "wrong")
                out, _ = run_kit("--bin-dir", folder, "--stages", "1", "--first", "2", *DETERMINISTIC, *extra, "easy",
                                 expect=4)
                with open(os.path.join(folder, "args.txt")) as record:
                    runs = record.read().splitlines()
            self.assertTrue(runs, "the fake stage never ran")
            for run in runs:
                self.assertEqual("--cpu-time" in run.split(), flag_expected, f"kit bench {' '.join(extra)} ran: {run}")
            self.assertIn(said, out)

    def test_bad_usage_is_one_line_and_exit_code_2(self):
        _, err = run_kit("--stages", "solution99", "easy", expect=2)
        self.assertEqual(len(err.strip().splitlines()), 1, err)
        self.assertIn("solution99", err)
        _, err = run_kit("--stages", "3", "no-such-tier", expect=2)
        self.assertEqual(len(err.strip().splitlines()), 1, err)
        self.assertIn("no-such-tier", err)

    def test_the_budget_stops_a_slow_stage_and_says_so(self):
        report = bench_json("--stages", "1", "--time-limit", "0.2", "--budget", "0.5", "--no-warmup", "hard")
        row = report["rows"][0]
        self.assertGreaterEqual(row["run"], 1)
        self.assertGreater(row["not_run"], 0)
        self.assertEqual(row["run"] + row["not_run"], row["puzzles"])
        self.assertTrue(report["ok"], report["problems"])


def main():
    global KIT, STAGES, DATA
    parser = argparse.ArgumentParser()
    parser.add_argument("--kit", required=True)
    parser.add_argument("--stages", required=True, help="comma-separated stages CMake builds")
    parser.add_argument("--data", required=True)
    args, rest = parser.parse_known_args()
    KIT, DATA = args.kit, args.data
    STAGES = [name for name in args.stages.split(",") if name]
    unittest.main(argv=[sys.argv[0], *rest], verbosity=2)


if __name__ == "__main__":
    main()
