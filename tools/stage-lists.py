#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Writes, or checks, the stage lists in the files that must exist before any build.

A student types `ctest --preset lesson03` on a fresh clone and GitHub Classroom reads
.github/workflows/classroom.yml from the repository, so neither can be generated at build
time like the rest of the lists (cmake/SudokuStages.cmake). They are written by this
script from lessons/NN-*/stage.cmake and lessons/NN-*/steps.tsv:

  CMakePresets.json             the test presets lessonNN and the student-asan build targets,
                                one of each per stage with EXERCISE YES
  .github/workflows/classroom.yml  one grader test per lesson step, and the reporter

  tools/stage-lists.py           rewrite both files (after adding a stage or changing a steps.tsv)
  tools/stage-lists.py --check   exit 1, naming each file that differs, if either is stale
                                 (the ctest stage_lists_current, label architecture)

The stages are read by cmake/stage_lists.cmake (CMake's own reading of stage.cmake),
so this script parses no declaration itself.
"""
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
PRESETS = ROOT / "CMakePresets.json"
CLASSROOM = ROOT / ".github" / "workflows" / "classroom.yml"


def declared_stages():
    """The declared stages, in order, as cmake/stage_lists.cmake writes them."""
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(["cmake", f"-DOUTPUT={out}", "-P", str(ROOT / "cmake" / "stage_lists.cmake")], check=True)
        return json.loads((pathlib.Path(out) / "generated" / "sudoku_stages.json").read_text())


def exercises(stages):
    """The stages a student writes (EXERCISE YES)."""
    return [stage for stage in stages if stage["exercise"] == "YES"]


def lesson_preset(number):
    return {
        "name": f"lesson{number}",
        "displayName": f"Lesson {int(number)} exercise (your code)",
        "configurePreset": "dev",
        "output": {"outputOnFailure": True},
        "filter": {"include": {"label": f"^lesson{number}$"}},
        "execution": {"noTestsAction": "error", "jobs": 2},
    }


def presets_text(stages):
    """CMakePresets.json with its stage lists made from `stages`, the rest as it is."""
    presets = json.loads(PRESETS.read_text())
    numbers = [stage["number"] for stage in exercises(stages)]
    for build in presets["buildPresets"]:
        if build["name"] == "student-asan":
            build["targets"] = [f"conformance_lesson{n}" for n in numbers] + [f"lesson{n}" for n in numbers]
    tests = [test for test in presets["testPresets"] if not test["name"].startswith("lesson") or test["name"] == "lessons"]
    after = [test["name"] for test in tests].index("lessons") + 1
    presets["testPresets"] = tests[:after] + [lesson_preset(n) for n in numbers] + tests[after:]
    return json.dumps(presets, indent=2) + "\n"


def steps_of(stage):
    """(step, gtest filter, title) of each line of the lesson's steps.tsv."""
    steps = []
    for line in (ROOT / "lessons" / stage["folder"] / "steps.tsv").read_text().splitlines():
        if line and not line.startswith("#"):
            step, test_filter, title = line.split("\t", 2)
            steps.append((step, test_filter, title))
    return steps


CLASSROOM_HEAD = """\
# GitHub Classroom autograding: one test per lesson step (lessons/NN-*/steps.tsv), each
# running the lesson's GoogleTest program with that step's filter, the way `kit check` does.
# Points: 1 per step, 2 for the whole-stage steps. Written by tools/stage-lists.py: run it
# after changing a steps.tsv or adding a stage (the test stage_lists_current fails until then;
# tests/class/workflows_test.py runs every step's command).
name: Autograding Tests
on: [push, repository_dispatch]
permissions:
  checks: write
  actions: read
  contents: read
jobs:
  run-autograding-tests:
    runs-on: ubuntu-latest
    container: debian:12
    if: github.actor != 'github-classroom[bot]'
    steps:
      - name: Checkout code
        uses: actions/checkout@v4
      - name: Set up the kit (packages) and configure the dev preset (your code in lessons/)
        run: bash tools/kit.sh setup && cmake --preset dev
"""

GRADER = """\
      - name: lesson {n} step {k}
        id: {id}
        uses: classroom-resources/autograding-command-grader@v1
        with:
          test-name: "lesson {n} step {k}: {title}"
          setup-command: cmake --build --preset dev --target conformance_lesson{n} lesson{n} solution{n}
          command: build/dev/bin/conformance_lesson{n} --gtest_filter='{filter}' --gtest_brief=1
          timeout: 10
          max-score: {points}
"""


def classroom_text(stages):
    graders, ids = [], []
    for stage in exercises(stages):
        n = stage["number"]
        for k, test_filter, title in steps_of(stage):
            ids.append(f"lesson{n}-step{k}")
            points = 2 if title.startswith("Whole stage") else 1
            graders.append(GRADER.format(n=n, k=k, id=ids[-1], title=title.replace('"', '\\"'),
                                         filter=test_filter, points=points))
    reporter = ["      - name: Autograding Reporter\n",
                "        uses: classroom-resources/autograding-grading-reporter@v1\n", "        env:\n"]
    reporter += [f'          {i.upper().replace("-", "_")}_RESULTS: "${{{{steps.{i}.outputs.result}}}}"\n' for i in ids]
    reporter += ["        with:\n", f"          runners: {','.join(ids)}\n"]
    return CLASSROOM_HEAD + "".join(graders) + "".join(reporter)


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] not in ([], ["--check"]):
        print("usage: tools/stage-lists.py [--check]", file=sys.stderr)
        return 2
    stages = declared_stages()
    stale = []
    for path, text in ((PRESETS, presets_text(stages)), (CLASSROOM, classroom_text(stages))):
        if path.read_text() == text:
            continue
        stale.append(path.relative_to(ROOT))
        if not check:
            path.write_text(text)
    if check and stale:
        for path in stale:
            print(f"stage-lists: {path} does not match lessons/*/stage.cmake and steps.tsv; "
                  "run tools/stage-lists.py to rewrite it", file=sys.stderr)
        return 1
    if not check:
        print(f"stage-lists: {len(stale)} file(s) rewritten" + "".join(f", {p}" for p in stale))
    return 0


if __name__ == "__main__":
    sys.exit(main())
