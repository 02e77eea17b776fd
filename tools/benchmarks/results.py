#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Reruns one measurement the pages quote and rewrites its results file, docs/results/NAME.json.

Every figure a page quotes comes from one of these files (docs/site/results_markers.py checks
the pages against them, and fills the site from them). A file holds the machine it was measured
on (CPU model from /proc/cpuinfo, cores, compiler, build type), the date, the load average
before and after, the command, and the figures, each with the format the pages print it in.

The measurements (MEASUREMENTS below) are runs of the kit's own benchmarks from a Release build:
`kit bench --json` (the CPU time of the thread that solved each puzzle, the median of the
passes), `final_throughput` (the final solver's engine alone, process CPU time) and
`cli_vs_engine.sh` (the command line over the engine, CPU time, medians of pairs).

Usage: tools/benchmarks/results.py [--bin DIR] NAME...|all   (DIR: default build/release/bin)
       tools/benchmarks/results.py --list
Run it from anywhere; the files are written under the kit's docs/results/. After a run,
`python3 docs/site/results_markers.py --write .` copies the new figures into the pages.
Exit status: 0 written, 1 a benchmark failed or printed something unexpected, 2 usage.
"""
import datetime
import json
import os
import pathlib
import platform
import re
import subprocess
import sys

KIT = pathlib.Path(__file__).resolve().parents[2]
RESULTS = KIT / "docs" / "results"

# name -> what is measured, and the benchmark's arguments (paths from the kit's root).
MEASUREMENTS = {
    "lessons-1-3": {
        "about": "stages 1, 2 and 3 on the 40 easy puzzles and on top95 line 50 (lessons 1-3, the explorer page)",
        "tool": "kit",
        "args": ["bench", "--stages", "1,2,3", "--max-nodes", "0", "--time-limit", "0", "--budget", "0",
                 "--repeat", "3", "tests/data/suite-easy.txt", "tests/data/demo-hard.txt"],
    },
    "lesson04-famous": {
        "about": "stages 3 and 4 on the anti-brute-force puzzle, line 1 of famous.txt (lesson 4)",
        "tool": "kit",
        "args": ["bench", "--stages", "3,4", "--max-nodes", "0", "--time-limit", "0", "--budget", "0",
                 "--repeat", "3", "--first", "1", "tests/data/famous.txt"],
    },
    "lessons-4-7": {
        "about": "stages 4, 5, 7 and the final solver on the hard sets, top95 line 50 and the small suites (lessons 5 and 7, the explorer page)",
        "tool": "kit",
        "args": ["bench", "--stages", "4,5,7,final", "--max-nodes", "0", "--time-limit", "0", "--budget", "0",
                 "--repeat", "3", "tests/data/top95.txt", "tests/data/hard-sample.txt", "tests/data/demo-hard.txt",
                 "tests/data/suite-easy.txt", "tests/data/norvig-easy50.txt", "tests/data/suite-17-clue.txt"],
    },
    "lesson07-4x4": {
        "about": "stages 4 and 7 on the bundled 4x4 tier (lesson 7: building the matrix)",
        "tool": "kit",
        "args": ["bench", "--stages", "4,7", "--repeat", "3", "4x4"],
    },
    "final-17clue": {
        "about": "the final solver's engine alone on the 49,158 17-clue puzzles, up to 2 solutions (lesson 6, the benchmarks page)",
        "tool": "final_throughput",
        "args": ["tools/data/17-clue-all.txt", "--max-solutions", "2", "--repeat", "5"],
    },
    "final-hard": {
        "about": "the final solver's engine alone on the 500 puzzles of hard-sample.txt, up to 2 solutions (lesson 6)",
        "tool": "final_throughput",
        "args": ["tests/data/hard-sample.txt", "--max-solutions", "2", "--repeat", "5"],
    },
    "final-easy": {
        "about": "the final solver's engine alone on the first 2,000 Kaggle puzzles, up to 2 solutions (lesson 6: an easy puzzle)",
        "tool": "final_throughput",
        "args": ["tools/data/kaggle-2000.txt", "--max-solutions", "2", "--repeat", "5"],
    },
    "driver-17clue": {
        "about": "what the command line costs on top of the engine, and what --jobs 2 gains, on the 49,158 17-clue puzzles (lesson 6)",
        "tool": "cli_vs_engine.sh",
        "args": ["tools/data/17-clue-all.txt", "9"],
    },
}

# kit bench's per-row fields the pages quote, and how they are printed.
KIT_FIELDS = ("puzzles_per_s", "mean_us", "median_us", "mean_nodes", "mean_checks", "mean_guesses")
EXACT_MEANS = ("mean_nodes", "mean_checks", "mean_guesses")


def print_format(field, value):
    """The format a page prints a figure in: whole numbers from 100 on, one decimal below."""
    if field in ("puzzles_per_s",):
        return ",.0f"
    return ",.0f" if abs(value) >= 100 else ",.1f"


def figure(field, value):
    return {"value": value, "format": print_format(field, value)}


def cpu_model():
    try:
        for line in pathlib.Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def os_name():
    try:
        for line in pathlib.Path("/etc/os-release").read_text(encoding="utf-8").splitlines():
            if line.startswith("PRETTY_NAME="):
                return line.split("=", 1)[1].strip('"')
    except OSError:
        pass
    return platform.system()


def run(command):
    """The benchmark's standard output; raises RuntimeError with its stderr when it fails."""
    done = subprocess.run(command, cwd=KIT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited with {done.returncode}: {done.stderr.strip()[:400]}")
    return done.stdout


def kit_figures(report):
    """Figures of a `kit bench --json` report: STAGE.SET.FIELD, and faster.FAST.SLOW.SET (time ratio)."""
    if not report.get("ok", False) or report.get("problems"):
        raise RuntimeError(f"kit bench reported problems: {report.get('problems')}")
    figures = {}
    rows = report["rows"]
    for row in rows:
        if row["limit_hits"] or row["not_run"] or row["wrong"]:
            raise RuntimeError(f"{row['stage']} on {row['data_set']}: a limit, a budget or a wrong answer")
        for field in KIT_FIELDS:
            # The counters are exact: their means come from the totals (the report rounds its means).
            total = row.get(field.replace("mean_", "total_")) if field in EXACT_MEANS else None
            value = total / row["run"] if total is not None else row[field]
            figures[f"{row['stage']}.{row['data_set']}.{field}"] = figure(field, value)
        key = f"{row['stage']}.{row['data_set']}"
        figures[f"{key}.mean_ms"] = {"value": row["mean_us"] / 1e3, "format": ",.0f" if row["mean_us"] >= 1e5 else ",.1f"}
        figures[f"{key}.mean_s"] = {"value": row["mean_us"] / 1e6, "format": ".2f"}
        if row["total_nodes"]:
            nanoseconds = row["mean_us"] * 1000 * row["run"] / row["total_nodes"]
            figures[f"{row['stage']}.{row['data_set']}.ns_per_node"] = figure("ns_per_node", nanoseconds)
    for fast in rows:
        for slow in rows:
            if fast is not slow and fast["data_set"] == slow["data_set"] and slow["mean_us"] > fast["mean_us"]:
                ratio = slow["mean_us"] / fast["mean_us"]
                figures[f"faster.{fast['stage']}.{slow['stage']}.{fast['data_set']}"] = figure("ratio", ratio)
    return figures


def throughput_figures(text):
    """Figures of final_throughput's `key value` lines."""
    values = {}
    for line in text.splitlines():
        key, _, value = line.partition("  ")
        values[key.strip()] = value.strip()
    try:
        cpu_rate = float(values["cpu puzzles/s"])
        figures = {
            "cpu_puzzles_per_s": {"value": cpu_rate, "format": ",.0f"},
            "cpu_us_per_puzzle": {"value": 1e6 / cpu_rate, "format": ".1f"},
            "cpu_ms_total": {"value": 1e3 * int(values["puzzles"]) / cpu_rate, "format": ",.0f"},
            "wall_puzzles_per_s": {"value": float(values["puzzles/s"]), "format": ",.0f"},
            "wall_us_per_puzzle": {"value": float(values["us/puzzle"]), "format": ".1f"},
            "puzzles": {"value": int(values["puzzles"]), "format": ",d"},
            "unique": {"value": int(values["unique"]), "format": ",d"},
            "guesses_per_puzzle": {"value": float(values["guesses/puzzle"]), "format": ".2f"},
            "no_guess_pct": {"value": float(values["no-guess"].rstrip("%")), "format": ".1f"},
        }
    except (KeyError, ValueError) as error:
        raise RuntimeError(f"final_throughput printed no {error}") from error
    return figures


DRIVER_LINE = re.compile(r"^CLI/engine\s+(--batch(?: --count 2)?)\s.*CLI ([0-9.]+) s CPU, engine ([0-9.]+) s CPU, ratio ([0-9.]+)")
SCALING_LINE = re.compile(r"^--jobs 1 / --jobs 2 \((first solution|--count 2)\): .* scaling ([0-9.]+)x")


def driver_figures(text):
    """Figures of cli_vs_engine.sh: the CLI/engine CPU ratios and the --jobs scaling."""
    figures = {}
    for line in text.splitlines():
        driver = DRIVER_LINE.match(line)
        if driver:
            which = "count2" if "count" in driver.group(1) else "first"
            figures[f"{which}.cli_cpu_s"] = {"value": float(driver.group(2)), "format": ".3f"}
            figures[f"{which}.engine_cpu_s"] = {"value": float(driver.group(3)), "format": ".3f"}
            figures[f"{which}.ratio"] = {"value": float(driver.group(4)), "format": ".2f"}
        scaling = SCALING_LINE.match(line)
        if scaling:
            which = "count2" if "count" in scaling.group(1) else "first"
            figures[f"{which}.jobs_scaling"] = {"value": float(scaling.group(2)), "format": ".2f"}
    if len(figures) != 8:
        raise RuntimeError(f"cli_vs_engine.sh printed {len(figures)} of the 8 figures expected")
    return figures


def measure(name, bin_dir):
    recipe = MEASUREMENTS[name]
    args = list(recipe["args"]) + (["--json"] if recipe["tool"] == "kit" else [])
    if recipe["tool"].endswith(".sh"):
        command = ["bash", str(KIT / "tools" / "benchmarks" / recipe["tool"]), str(bin_dir)] + args
    else:
        command = [str(bin_dir / recipe["tool"])] + args
    load_before = os.getloadavg()
    started = datetime.datetime.now(datetime.timezone.utc)
    output = run(command)
    load_after = os.getloadavg()
    machine = {"cpu": cpu_model(), "cores": os.cpu_count(), "os": os_name()}
    if recipe["tool"] == "kit":
        report = json.loads(output)
        figures = kit_figures(report)
        machine["compiler"] = report["compiler"]
        machine["build_type"] = report["build_type"]
    elif recipe["tool"] == "final_throughput":
        figures = throughput_figures(output)
        machine["compiler"], machine["build_type"] = kit_build_info(bin_dir)
    else:
        figures = driver_figures(output)
        machine["compiler"], machine["build_type"] = kit_build_info(bin_dir)
    shown_bin = os.path.relpath(bin_dir, KIT) if bin_dir.is_relative_to(KIT) else bin_dir.name
    return {
        "measurement": name,
        "about": recipe["about"],
        "command": " ".join(([f"tools/benchmarks/{recipe['tool']}", shown_bin] if recipe["tool"].endswith(".sh")
                             else [f"{shown_bin}/{recipe['tool']}"]) + args),
        "rerun": f"tools/benchmarks/results.py {name}",
        "date": started.strftime("%Y-%m-%d %H:%M UTC"),
        "day": started.strftime("%Y-%m-%d"),
        "machine": machine,
        "load_average": {"before": [round(x, 2) for x in load_before], "after": [round(x, 2) for x in load_after]},
        "figures": dict(sorted(figures.items())),
    }


def kit_build_info(bin_dir):
    """Compiler and build type of the build, as `kit bench` reports them."""
    report = json.loads(run([str(bin_dir / "kit"), "bench", "--stages", "final", "--repeat", "1", "--json",
                             "tests/data/demo-hard.txt"]))
    return report["compiler"], report["build_type"]


def main(argv):
    bin_dir = KIT / "build" / "release" / "bin"
    names = []
    index = 0
    while index < len(argv):
        if argv[index] == "--bin" and index + 1 < len(argv):
            bin_dir = pathlib.Path(argv[index + 1]).resolve()
            index += 2
            continue
        if argv[index] == "--list":
            for name, recipe in MEASUREMENTS.items():
                print(f"{name}: {recipe['about']}")
            return 0
        names.append(argv[index])
        index += 1
    if names == ["all"]:
        names = list(MEASUREMENTS)
    unknown = [name for name in names if name not in MEASUREMENTS]
    if not names or unknown:
        print(f"results.py: unknown measurement {unknown[0]!r} (--list names them)" if unknown
              else "usage: results.py [--bin DIR] NAME...|all | --list", file=sys.stderr)
        return 2
    RESULTS.mkdir(parents=True, exist_ok=True)
    for name in names:
        try:
            result = measure(name, bin_dir)
        except (OSError, RuntimeError, json.JSONDecodeError, KeyError) as error:
            print(f"results.py: {name}: {error}", file=sys.stderr)
            return 1
        path = RESULTS / f"{name}.json"
        try:
            path.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        except OSError as error:
            print(f"results.py: cannot write {path}: {error}", file=sys.stderr)
            return 1
        print(f"wrote docs/results/{name}.json ({len(result['figures'])} figures, load {result['load_average']['before'][0]})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
