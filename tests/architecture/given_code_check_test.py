#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Proves that given_code_check.py can fail: in a copy of lessons/ and solutions/, one given
line is changed in the starter of lesson 1 (next_blank()) and, separately, one in the
reference of lesson 7 (ExactCover::record_solution()); each time the check must exit 1 and
name that function and both files. A change inside an exercise must pass, since the
student's code is meant to differ there.

  given_code_check_test.py [ROOT]    exit 0 when all three cases behave, 1 naming the one that did not
"""
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
CASES = [
    # (file, old text, new text, the name the failure must carry, or None when the check must pass)
    (
        "lessons/01-naive-full-recheck/stage01.cpp",
        "board[cell] != 0) ++cell;",
        "board[cell] > 0) ++cell;",
        "next_blank()",
    ),
    (
        "solutions/07-exact-cover/stage07.cpp",
        "return solutions_ >= bound_;",
        "return solutions_ > bound_;",
        "ExactCover::record_solution()",
    ),
    (
        "solutions/03-row-col-box-tables/stage03.cpp",
        "search.count_checks(1);\n  if (board.used_in_row",
        "if (board.used_in_row",
        None,
    ),
]


def run_case(root, work, case):
    """None when the check behaves on this change, otherwise what went wrong."""
    file, old, new, name = case
    copy = work / "kit"
    shutil.rmtree(copy, ignore_errors=True)
    for side in ("lessons", "solutions"):
        shutil.copytree(root / side, copy / side)
    path = copy / file
    text = path.read_text(encoding="utf-8")
    if text.count(old) != 1:
        return f"{file} no longer holds `{old}` once: update this test"
    path.write_text(text.replace(old, new), encoding="utf-8")
    check = [sys.executable, str(HERE / "given_code_check.py"), str(copy)]
    result = subprocess.run(check, capture_output=True, text=True)
    if name is None:
        return None if result.returncode == 0 else f"a change inside an exercise of {file} failed: {result.stderr}"
    starter = "lessons/" + file.split("/", 1)[1]
    reference = "solutions/" + file.split("/", 1)[1]
    named = [line for line in result.stderr.splitlines() if name in line and starter in line and reference in line]
    if result.returncode != 1 or not named:
        return f"changing {name} in {file}: exit {result.returncode}, no line naming it and both files: {result.stderr}"
    return None


def main(argv):
    root = pathlib.Path(argv[1] if len(argv) > 1 else HERE.parents[1]).resolve()
    with tempfile.TemporaryDirectory() as work:
        problems = [p for p in (run_case(root, pathlib.Path(work), case) for case in CASES) if p]
    for problem in problems:
        print(f"given_code_check_test: {problem}", file=sys.stderr)
    if not problems:
        print(f"given_code_check_test: {len(CASES)} changes, each caught or let through as it should be")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
