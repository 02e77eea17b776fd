#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""The table of diagnoses (common/messages/*.cpp) in step with the code and the hints.

Fails when an entry lacks a language, its two texts have different {placeholders},
an id used in the code (diagnosis("..."), problem_text("...")) is not in the table,
an id of the table is used nowhere, an id is in the table twice, a lessonNN.* id
has no hint in lessons/NN-*/hints/diagnoses.txt and diagnoses.ko.txt, a hint file
names an id the table does not have, a Korean text holds three English words in a
row (code, `quoted` words and {placeholders} aside), or a graded hint other than a step's last
shows code (an assignment ending in ';', or a for loop).

usage: messages_sync.py KIT_ROOT
"""
import pathlib
import re
import sys

LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"|(,)|(\})')
USE = re.compile(r'\b(?:diagnosis|problem_text|message_text)\(\s*"([a-z0-9.-]+)"')
ID_CHOICE = re.compile(r'\bid = "([a-z0-9]+\.[a-z0-9.-]+)"|\bconst char\* id = "([a-z0-9]+\.[a-z0-9.-]+)"')
# A part of other diagnoses (part.*) is used wherever its id is quoted.
PART = re.compile(r'"(part\.[a-z0-9.-]+)"')
PLACEHOLDER = re.compile(r'\{([a-z_]+)\}')
# English in a Korean text: three or more English words in a row, once code is left out
# (`quoted`, {placeholders}, calls like mark(cell, digit), names like matrix_.node).
CODE_IN_TEXT = re.compile(r'`[^`]*`|\{[a-z_]+\}|[\w:.\[\]]+\([^()]*\)|\w+[_.:]\w*')
ENGLISH_RUN = re.compile(r'\b[A-Za-z]{2,}(?:[ ,]+[A-Za-z]{2,}){2,}\b')
# Code in a hint: an assignment that ends with ';' (x |= y;), or a for loop.
CODE = re.compile(r'(\w|\]|\))\s*(\|=|&=|\+=|-=|=(?!=))\s*[^;\n]*;|\bfor \(')


def table(path):
    """{id: [english, korean]} from the entries of kMessages."""
    text = path.read_text(encoding="utf-8")
    body = text[text.index("kMessages[] = {"):text.index("\n};", text.index("kMessages[] = {"))]
    entries, problems = {}, []
    for start in re.finditer(r'\n\s*\{"', body):
        fields, current, depth_end = [], "", False
        for match in LITERAL.finditer(body, start.end() - 1):
            if match.group(1) is not None:
                current += match.group(1)
            elif match.group(2):
                fields.append(current)
                current = ""
            else:
                fields.append(current)
                depth_end = True
                break
        if not depth_end or len(fields) != 3:
            problems.append(f"messages.cpp: an entry near {body[start.end():start.end() + 40]!r} is not {{id, English, Korean}}")
            continue
        ident, english, korean = fields
        if ident in entries:
            problems.append(f"messages.cpp: {ident} is in the table twice")
        entries[ident] = [english, korean]
    return entries, problems


def main():
    root = pathlib.Path(sys.argv[1])
    entries, problems = {}, []
    for part in sorted((root / "common/messages").glob("*.cpp")):
        part_entries, part_problems = table(part)
        problems += part_problems + [f"messages: {ident} is in the table twice" for ident in part_entries if ident in entries]
        entries.update(part_entries)
    if len(entries) < 10:
        problems.append(f"messages.cpp: only {len(entries)} entries read: is the parser out of step with the file?")
    for ident, (english, korean) in entries.items():
        if not english.strip() or not korean.strip():
            problems.append(f"{ident}: the {'English' if not english.strip() else 'Korean'} text is empty")
        if set(PLACEHOLDER.findall(english)) != set(PLACEHOLDER.findall(korean)):
            problems.append(f"{ident}: placeholders differ: English {sorted(set(PLACEHOLDER.findall(english)))}, "
                            f"Korean {sorted(set(PLACEHOLDER.findall(korean)))}")
        english_run = ENGLISH_RUN.search(CODE_IN_TEXT.sub(" ", korean))
        if english_run:
            problems.append(f"{ident}: the Korean text has English words: {english_run.group(0)!r}")
    used = set()
    sources = list((root / "tests").rglob("*.cpp")) + list((root / "tests").rglob("*.hpp")) + list((root / "common/testing").glob("*.cpp")) + \
        list((root / "common").glob("*.cpp")) + \
        list((root / "tools").rglob("*.cpp"))
    for source in sources:
        if source.name == "messages.cpp" or source.parent.name == "messages":
            continue
        text = source.read_text(encoding="utf-8")
        found = set(USE.findall(text)) | set(PART.findall(text)) | {a or b for a, b in ID_CHOICE.findall(text)}
        for ident in found - set(entries):
            problems.append(f"{source.relative_to(root)}: uses {ident}, which the table (common/messages/) lacks")
        used |= found
    for ident in entries:
        # kit check's own problems are found by the id's prefix in steps.cpp.
        if ident not in used:
            problems.append(f"{ident}: in the table but used nowhere (remove it, or use it)")
    for ident in entries:
        match = re.match(r"lesson(\d\d)\.", ident)
        if not match:
            continue
        folders = sorted((root / "lessons").glob(match.group(1) + "-*"))
        for name in ("diagnoses.txt", "diagnoses.ko.txt"):
            hints = folders[0] / "hints" / name if folders else None
            if hints is None or not hints.exists() or f"[{ident}]\n" not in hints.read_text(encoding="utf-8"):
                problems.append(f"{ident}: no hint in lessons/{match.group(1)}-*/hints/{name} (a section [{ident}])")
    for hints in (root / "lessons").glob("*/hints/diagnoses*.txt"):
        lines = hints.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines, 1):
            if re.fullmatch(r"\[[^\]]+\]", line):
                if line[1:-1] not in entries:
                    problems.append(f"{hints.relative_to(root)}:{number}: {line} is not an id of the table")
                text = lines[number] if number < len(lines) else ""
                if not text.strip() or text.startswith("["):
                    problems.append(f"{hints.relative_to(root)}:{number}: {line} has no text")
                elif CODE.search(text):
                    problems.append(f"{hints.relative_to(root)}:{number}: the hint for {line} shows code")
    for hints in (root / "lessons").glob("*/hints/step*.txt"):
        blocks = hints.read_text(encoding="utf-8").split("\n---\n")
        for level, block in enumerate(blocks[:-1], 1):
            if CODE.search(block):
                problems.append(f"{hints.relative_to(root)}: hint {level} of {len(blocks)} shows code "
                                "(an assignment ending in ';', or a for loop); only the last hint may")
    for problem in problems:
        print(problem)
    print(f"messages_sync: {len(entries)} diagnoses, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
