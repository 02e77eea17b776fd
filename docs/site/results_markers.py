#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""The measured figures of the pages, each tied to the results file that measured it.

A page quotes a measured figure as a marker followed by the figure:

    <!-- result: lessons-1-3 solution01.suite-easy.mean_us -->24,704 µs

`lessons-1-3` names `docs/results/lessons-1-3.json` (written by tools/benchmarks/results.py,
which reran the benchmark), the key one of its `figures` (or a dotted path into the file, such
as `machine.cpu` or `load_average.before.0`), and the figure after the comment is that entry
printed in the file's format for it. An optional third word is a format of its own
(`<!-- result: FILE KEY .0f -->50`, for "about 50 times"). The comment is invisible where
the page is read as plain Markdown, so the page keeps a readable figure; the docs site
(docs/site/md_filter.py) prints the entry of the results file in its place, so the site is
always current.

This tool checks, or makes true, that:

* every marker names a results file and an entry that exist, and the figure after it is that
  entry, formatted the same way (`--write` copies the entries into the pages);
* on the pages of PAGES, every measured figure is marked: a number before `µs`, `ms`,
  `puzzles/s`, `times faster` (or slower) or a ratio written `1.41x`, every number
  in a table column or row whose heading says µs, puzzles/s, time or speed, and a processor
  model (Intel Xeon, AMD EPYC, ...);
* every results file says its machine, date, load average and command.

Usage: results_markers.py --check|--write [KIT_ROOT]   or   --self-test [KIT_ROOT]
Exit status: 0 all figures agree (or were made to), 1 a figure disagrees or is unmarked, 2 usage.
"""
import json
import pathlib
import re
import shutil
import sys
import tempfile

MARKER = re.compile(r"<!-- result: (\S+) (\S+)(?: (\S+))? -->")
# What a figure runs on to after the marker (a number goes on with a digit or ",5" / ".5").
NUMBER_GOES_ON = re.compile(r"^(?:[0-9]|[.,][0-9])")
# The pages whose measured figures must all be marked (globs from the kit's root).
PAGES = (
    "lessons/0[1-7]-*/README.md",
    "lessons/0[1-7]-*/README.ko.md",
    "lessons/README.md",
    "lessons/README.ko.md",
    "README.md",
    "README.ko.md",
    "docs/architecture.md",
    "docs/benchmarks.md",
    "docs/explorer.md",
    "docs/glossary.md",
    "docs/glossary.ko.md",
    "docs/judge.md",
    "docs/judge.ko.md",
    "docs/puzzles/README.md",
    "docs/search-trees.md",
)
FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"`[^`]*`")
NUMBER = r"(?<![\w.,])[0-9]+(?:,[0-9]{3})*(?:\.[0-9]+)?"
UNIT_FIGURE = re.compile(NUMBER + r"(?:\s?(?:µs|ms)(?![A-Za-z])|\s?(?:puzzles|퍼즐)/s| seconds?\b|x\b(?!\s*[0-9])| times (?:faster|slower)|배 (?:빠르|느리))")
MEASURED_HEADING = re.compile(r"µs|puzzles/s|퍼즐/s|\bwall\b|\bCPU\b|\btime\b|\bspeed|faster|시간|속도", re.IGNORECASE)
TABLE_NUMBER = re.compile(NUMBER)
KOREAN_RATE = re.compile(r"(?<=초당 )" + NUMBER + r"|(?<=초당 약 )" + NUMBER)  # 초당 약 4,500퍼즐: puzzles/s
PROCESSOR = re.compile(r"Intel Xeon|AMD EPYC|Ryzen|Core i[3579]|Apple M[0-9]")
TABLE_RULE = re.compile(r"^\s*\|[\s:|-]+\|\s*$")  # the |---|---| line under a table's headings
REQUIRED_FIELDS = ("measurement", "command", "rerun", "date", "machine", "load_average", "figures")
REQUIRED_MACHINE = ("cpu", "cores", "compiler", "build_type")


class Results:
    """The results files of a kit (docs/results/*.json), read once each."""

    def __init__(self, root):
        self.folder = pathlib.Path(root) / "docs" / "results"
        self.files = {}

    def document(self, name):
        if name not in self.files:
            path = self.folder / f"{name}.json"
            try:
                self.files[name] = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, json.JSONDecodeError) as error:
                self.files[name] = error
        return self.files[name]

    def text(self, name, key, own_format=None):
        """The figure FILE KEY as a page prints it; raises LookupError with the reason."""
        document = self.document(name)
        if isinstance(document, Exception):
            raise LookupError(f"results file docs/results/{name}.json cannot be read: {document}")
        entry = document.get("figures", {}).get(key)
        if entry is None:
            entry = document
            for part in key.split("."):
                if isinstance(entry, list) and part.isdigit() and int(part) < len(entry):
                    entry = entry[int(part)]
                elif isinstance(entry, dict) and part in entry:
                    entry = entry[part]
                else:
                    raise LookupError(f"docs/results/{name}.json has no entry {key}")
        if isinstance(entry, dict) and "value" in entry:
            return format(entry["value"], own_format or entry.get("format", ""))
        if isinstance(entry, (int, float)) and own_format:
            return format(entry, own_format)
        if isinstance(entry, (str, int, float)):
            return str(entry)
        raise LookupError(f"docs/results/{name}.json: {key} is not a figure")


def code_free(line):
    """The line with its code spans blanked out (same length, so positions hold)."""
    return CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)


def marked_figures(line, results):
    """(start, end, expected, problem) for every marker of the line: the figure's place after the marker."""
    found = []
    for match in MARKER.finditer(code_free(line)):  # a marker shown in a code span is an example
        try:
            expected = results.text(match.group(1), match.group(2), match.group(3))
        except LookupError as error:
            found.append((match.start(), match.end(), None, str(error)))
            continue
        rest = line[match.end():]
        problem = None
        if not rest.startswith(expected) or NUMBER_GOES_ON.match(rest[len(expected):]):
            shown = rest[:figure_length(rest, expected)]
            problem = f"{match.group(1)} {match.group(2)} is {expected}, the page says {shown or 'nothing'}"
        found.append((match.start(), match.end(), expected, problem))
    return found


def figure_length(rest, expected=None):
    """How many characters of `rest` are the figure a page wrote after a marker: a number, or
    as many words as the expected figure has (without the punctuation that follows the last)."""
    if expected is not None and rest.startswith(expected):
        return len(expected)
    number = re.match(r"[0-9]+(?:,[0-9]{3})*(?:\.[0-9]+)?", rest)
    if number and (expected is None or re.fullmatch(r"[0-9][0-9,.]*", expected)):
        return number.end()
    words = len(expected.split()) if expected else 1
    taken = re.match(r"[^\s(]+(?:\s[^\s(]+){%d}" % (words - 1), rest)
    if not taken:
        return 0
    return len(taken.group(0).rstrip(",;:.)"))


def unmarked(line, table_columns):
    """The measured figures of a line (outside code) that no marker announces."""
    plain = code_free(line)
    covered = []
    for match in MARKER.finditer(plain):
        covered.append((match.start(), match.end() + figure_length(plain[match.end():])))
    plain = MARKER.sub(lambda m: " " * len(m.group(0)), plain)

    def is_covered(start):
        return any(begin <= start < end for begin, end in covered)

    problems = [m.group(0) for m in UNIT_FIGURE.finditer(plain) if not is_covered(m.start())]
    problems += [m.group(0) for m in KOREAN_RATE.finditer(plain) if not is_covered(m.start())]
    problems += [m.group(0) for m in PROCESSOR.finditer(plain) if not is_covered(m.start())]
    if table_columns is not None and plain.lstrip().startswith("|"):
        offset = plain.index("|")
        cells = plain[offset:].strip().strip("|").split("|")
        position = offset + 1
        row_measured = bool(cells) and MEASURED_HEADING.search(cells[0])
        for column, cell in enumerate(cells):
            if column > 0 and (row_measured or column in table_columns):
                problems += [m.group(0) for m in TABLE_NUMBER.finditer(cell) if not is_covered(position + m.start())]
            position += len(cell) + 1
    return problems


def measured_columns(header):
    """The columns of a table header whose heading says it holds times or speeds."""
    cells = code_free(header).strip().strip("|").split("|")
    return {index for index, cell in enumerate(cells) if MEASURED_HEADING.search(cell)}


def page_paths(root):
    """The pages of PAGES that exist under `root`."""
    root = pathlib.Path(root)
    return sorted({path for pattern in PAGES for path in root.glob(pattern)})


def marked_pages(root):
    """Every Markdown page of the kit that holds a marker, and the pages of PAGES."""
    root = pathlib.Path(root)
    pages = set(page_paths(root))
    for path in root.rglob("*.md"):
        parts = path.relative_to(root).parts
        skipped = any(part in ("build", "node_modules") or part.startswith(".") for part in parts)
        if not skipped and "<!-- result:" in path.read_text(encoding="utf-8"):
            pages.add(path)
    return sorted(pages)


def check_page(path, results, must_mark):
    """The problems of one page, as `file:line: message` strings."""
    problems = []
    lines = path.read_text(encoding="utf-8").splitlines()
    in_code = False
    table_columns = None
    for number, line in enumerate(lines, start=1):
        if FENCE.match(line):
            in_code = not in_code
            continue
        if in_code:
            continue
        for _, _, _, problem in marked_figures(line, results):
            if problem:
                problems.append(f"{path}:{number}: {problem}")
        if line.lstrip().startswith("|"):
            following = lines[number] if number < len(lines) else ""
            if table_columns is None and TABLE_RULE.match(following):  # a table's heading row
                table_columns = measured_columns(line)
                continue
        else:
            table_columns = None
        if must_mark and not TABLE_RULE.match(line):
            for figure in unmarked(line, table_columns):
                problems.append(f"{path}:{number}: measured figure {figure!r} has no <!-- result: FILE KEY --> marker")
    return problems


def check_results_files(root):
    """The results files that cannot be read or do not say their machine, date, load or command."""
    problems = []
    for path in sorted((pathlib.Path(root) / "docs" / "results").glob("*.json")):
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as error:
            problems.append(f"{path}: not readable JSON: {error}")
            continue
        missing = [field for field in REQUIRED_FIELDS if field not in document]
        missing += [f"machine.{field}" for field in REQUIRED_MACHINE if field not in document.get("machine", {})]
        if missing:
            problems.append(f"{path}: no {', '.join(missing)}")
    return problems


def check(root):
    """Every problem of the kit's results files and marked pages, as `file:line: message` strings."""
    root = pathlib.Path(root)
    results = Results(root)
    must_mark = set(page_paths(root))
    problems = check_results_files(root)
    for path in marked_pages(root):
        problems += check_page(path, results, path in must_mark)
    return problems


def filled(line, results):
    """The line with every marked figure replaced by its results entry (the marker kept)."""
    out = []
    last = 0
    for start, end, expected, problem in marked_figures(line, results):
        if start < last:
            continue
        out.append(line[last:end])
        last = end
        if expected is not None and problem is not None:
            out.append(expected)
            last = end + figure_length(line[end:], expected)
    out.append(line[last:])
    return "".join(out)


def site_line(line, root):
    """The line as the site shows it: each marker and its figure replaced by the current entry."""
    if "<!-- result:" not in line:
        return line
    results = Results(root)
    out = []
    last = 0
    for start, end, expected, _ in marked_figures(line, results):
        out.append(line[last:start])
        out.append(expected if expected is not None else "")
        last = end + (figure_length(line[end:], expected) if expected is not None else 0)
    out.append(line[last:])
    return "".join(out)


def write(root, quiet=False):
    """Copies each marked figure's results entry into the page (outside code blocks); then check()."""
    results = Results(root)
    for path in marked_pages(root):
        text = path.read_text(encoding="utf-8")
        lines, in_code = [], False
        for line in text.splitlines(keepends=True):
            in_code = in_code != bool(FENCE.match(line))
            lines.append(line if in_code or FENCE.match(line) else filled(line, results))
        new = "".join(lines)
        if new != text:
            path.write_text(new, encoding="utf-8")
            if not quiet:
                print(f"updated {path}")
    return check(root)


def self_test(root):
    """Runs the check on a copy of the kit's pages: each kind of drift adds the problem it should."""
    root = pathlib.Path(root)
    with tempfile.TemporaryDirectory() as folder:
        copy = pathlib.Path(folder)
        for path in marked_pages(root) + sorted((root / "docs" / "results").glob("*.json")):
            target = copy / path.relative_to(root)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
        failures = []
        before = set(check(copy))  # what the kit itself has (docs_results fails on it)
        page = next((p for p in marked_pages(copy) if "<!-- result:" in p.read_text(encoding="utf-8")), None)
        if page is None:
            return ["no page has a marker"]
        original = page.read_text(encoding="utf-8")
        marker = MARKER.search(original)
        place = marker.end()
        figure = original[place]
        edited = original[:place] + ("1" if figure != "1" else "2") + original[place + 1:]
        cases = [
            ("a marked figure edited by hand", edited, "the page says"),
            ("an unmarked time", original + "\nStage 9 takes 123 µs a puzzle.\n", "'123 µs'"),
            ("an unmarked speed in a table", original + "\n| stage | puzzles/s |\n|---|---|\n| 9 | 4,321 |\n", "'4,321'"),
            ("an unmarked machine", original + "\nMeasured on a 2-core Intel Xeon.\n", "'Intel Xeon'"),
            ("a marker of a missing entry", original + "\n<!-- result: lessons-1-3 no.such.key -->1\n", "no entry"),
        ]
        for name, text, expected in cases:
            page.write_text(text, encoding="utf-8")
            found = sorted(set(check(copy)) - before)
            if not any(expected in problem for problem in found):
                failures.append(f"{name}: not caught (expected {expected!r}, got {found[:3]})")
        page.write_text(edited, encoding="utf-8")
        write(copy, quiet=True)
        if page.read_text(encoding="utf-8") != original:
            failures.append("--write did not put the results entry back in place of a figure edited by hand")
        page.write_text(original, encoding="utf-8")
        return failures


def main(argv):
    if len(argv) not in (1, 2) or argv[0] not in ("--check", "--write", "--self-test"):
        print("usage: results_markers.py --check|--write|--self-test [KIT_ROOT]", file=sys.stderr)
        return 2
    root = pathlib.Path(argv[1] if len(argv) == 2 else ".")
    if not (root / "docs" / "results").is_dir():
        print(f"results_markers.py: {root} has no docs/results folder", file=sys.stderr)
        return 2
    if argv[0] == "--self-test":
        failures = self_test(root)
        for failure in failures:
            print(f"self-test: {failure}", file=sys.stderr)
        return 1 if failures else 0
    problems = write(root) if argv[0] == "--write" else check(root)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} figure(s) disagree with docs/results or are not marked; rerun the measurement"
              " (tools/benchmarks/results.py) or mark the figure", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
