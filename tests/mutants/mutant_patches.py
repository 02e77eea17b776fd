# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Makes the patches of the mutation catalogue from the reference stages and the starters.

Used by tests/mutants/make-mutants.py: a mutant or a correct alternative is a
unified diff of text replacements over a reference (written as the lesson's
lessons/NN-*/stageNN.cpp, where the runner first copies the reference) and its
header; a step order is the starter with the `//! [name]` regions of the first
steps taken from the reference.
"""
import difflib
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Each stage's folder, read from the lessons/NN-*/stage.cmake declarations (a stage's
# number and folder are the folder's name, as cmake/SudokuStages.cmake reads them).
FOLDERS = {path.parent.name[:2]: path.parent.name for path in sorted(ROOT.glob("lessons/[0-9][0-9]-*/stage.cmake"))}


def lesson_files(lesson):
    """The reference, the starter and the header of a lesson, as paths from the kit's root."""
    folder = FOLDERS[lesson]
    return (f"solutions/{folder}/stage{lesson}.cpp", f"lessons/{folder}/stage{lesson}.cpp",
            f"lessons/{folder}/stage{lesson}.hpp")


def replace_once(name, text, old, new):
    if text.count(old) != 1:
        sys.exit(f"{name}: the text to replace occurs {text.count(old)} times, not once:\n{old}")
    return text.replace(old, new)


def diff(path, before, after):
    return "".join(difflib.unified_diff(before.splitlines(True), after.splitlines(True), f"a/{path}", f"b/{path}"))


def edited_reference(name, lesson, edits):
    """The diff of `edits` over the reference (as lessons/.../stageNN.cpp) and the header."""
    reference_path, lesson_path, header_path = lesson_files(lesson)
    reference = (ROOT / reference_path).read_text()
    header = (ROOT / header_path).read_text()
    code, hpp = reference, header
    for edit in edits:
        if len(edit) == 3:
            hpp = replace_once(name, hpp, edit[1], edit[2])
        else:
            code = replace_once(name, code, edit[0], edit[1])
    return diff(lesson_path, reference, code) + diff(header_path, header, hpp)


def region(name, text, marker):
    """The text between the two `//! [marker]` lines, the lines included."""
    line = f"//! [{marker}]\n"
    if text.count(line) != 2:
        sys.exit(f"{name}: the marker {line.strip()} occurs {text.count(line)} times, not twice")
    start = text.index(line)
    end = text.index(line, start + len(line)) + len(line)
    return text[start:end]


def through_step(lesson, k, regions):
    """The starter with the regions of steps 1..k taken from the reference."""
    reference_path, lesson_path, _ = lesson_files(lesson)
    reference = (ROOT / reference_path).read_text()
    starter = (ROOT / lesson_path).read_text()
    written = starter
    for step_regions in regions[:k]:
        for marker in step_regions:
            written = written.replace(region(lesson, starter, marker), region(lesson, reference, marker))
    return diff(lesson_path, starter, written)
