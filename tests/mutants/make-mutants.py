#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Writes the patches of tests/mutants/ from the reference stages and the starters.

Each mutant is a realistic student mistake: a few text replacements in one
reference stage (solutions/NN-*/stageNN.cpp), written as a unified diff over
lessons/NN-*/stageNN.cpp (the runner first copies the reference there); an
edit marked "hpp" changes the lesson's header (lessons/NN-*/stageNN.hpp)
instead. The header names the lesson, the step that must catch it and words
its message must contain. A correct alternative (NN-alt-*.patch) is made the
same way and must pass every step. A step order (order/NN-through-stepK.patch)
is the starter with the regions of steps 1..K (between `//! [name]` markers)
taken from the reference, the later steps left as shipped. Run it again when a
reference or a starter changes: `tests/mutants/make-mutants.py`.
"""
import pathlib
import sys

# The two modules beside this script: the catalogue (what the patches are) and the patch making.
sys.dont_write_bytecode = True  # no __pycache__ folder left in the kit's tests/mutants/
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from mutant_catalogue import ALTERNATIVES, MUTANTS, NOTES, ORDERS  # noqa: E402
from mutant_patches import ROOT, edited_reference, through_step  # noqa: E402


def main():
    out_dir = ROOT / "tests" / "mutants"
    # Every patch is made before any file is written, so a reference that no
    # longer holds a mutant's text stops the run with the catalogue untouched.
    patches = {}
    for name, lesson, step, sanitize, words, description, edits in MUTANTS:
        header = [f"# mutant: {description}\n", f"# lesson: {lesson}\n", f"# step: {step}\n"]
        header += [f"# expect: {word}\n" for word in words]
        if sanitize:
            header.append("# sanitize: yes\n")
        if name in NOTES:
            header.append(f"# note: {NOTES[name]}\n")
        patches[f"{name}.patch"] = "".join(header) + edited_reference(name, lesson, edits)
    for name, lesson, description, edits in ALTERNATIVES:
        header = f"# alternative: {description}\n# lesson: {lesson}\n"
        patches[f"{name}.patch"] = header + edited_reference(name, lesson, edits)
    for lesson, (regions, next_words) in ORDERS.items():
        for k in range(1, len(regions)):
            header = f"# through-step: {k}\n# lesson: {lesson}\n# next-fails-with: {next_words[k - 1]}\n"
            patches[f"order/{lesson}-through-step{k}.patch"] = header + through_step(lesson, k, regions)
    (out_dir / "order").mkdir(exist_ok=True)
    for name, text in patches.items():
        (out_dir / name).write_text(text)
    print(f"{len(MUTANTS)} mutants, {len(ALTERNATIVES)} correct alternatives and "
          f"{sum(len(regions) - 1 for regions, _ in ORDERS.values())} step orders written to {out_dir}")

if __name__ == "__main__":
    main()
