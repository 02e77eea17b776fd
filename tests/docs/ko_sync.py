#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Keeps the Korean edition in step with the English one.

The Korean twin of a page `X.md` is `X.ko.md` beside it; the twin of a hint file
`lessons/NN-*/hints/stepK.txt` is `stepK.ko.txt`. For every pair that exists this
checks, and names the file and the section heading of each difference:

* the same headings: count, levels and order (the text is translated). A Doxygen
  `@page id Title` line counts as a heading of level 1 (the glossary's terms);
* every fenced code block byte-identical, in the same order (code comments stay English);
* per section, the same multiset of inline code spans and of numbers written with
  digits outside code (link targets, page ids and HTML comments left out);
* the same images, in order;
* per section, the same link targets, where a link to `Y.ko.md` counts as `Y.md`
  and `@ref ID`, `@subpage ID`, `@ref ID_ko` and `@ref term_ko_X` count as the page ID (`term_X`);
  the language line (line 3: `**English** · [한국어](X.ko.md)` on the English
  page, `[English](X.md) · **한국어**` on the Korean one) is checked separately,
  and the generated previous/next lines of lesson pages are left to
  docs/site/plain_markdown.py;
* a hint file has the same number of `---`-separated hints, and each hint the same
  code spans and numbers as its English one;
* `lessons/NN-*/steps.ko.tsv` (the Korean step titles of kit check, `K<TAB>Title`)
  has a title for every step of steps.tsv and names the same functions (`name()`).

A Korean file without an English one fails. An English page of the Korean
edition (STUDENT_PAGES, the hints) without a twin is listed as a WARNING only:
the edition may be delivered page by page.

Usage: ko_sync.py [--self-test] KIT_ROOT
Exit status: 0 every pair is in step (warnings allowed), 1 a difference, 2 bad usage.
"""
import collections
import pathlib
import re
import shutil
import sys
import tempfile

# The English pages the Korean edition translates (besides every hint file).
STUDENT_PAGES = ["README.md", "lessons/README.md", "lessons/[0-9][0-9]-*/README.md", "docs/instructor-guide.md",
                 "docs/judge.md", "docs/glossary.md"]
FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*(?:\{#[A-Za-z_][A-Za-z0-9_]*\})?\s*$")
DOXYGEN_PAGE = re.compile(r"^@page\s+[A-Za-z_][A-Za-z0-9_]*\s+(.*?)\s*$")
CODE_SPAN = re.compile(r"(``+)([\s\S]+?)\1|`([^`]+)`")
LINK = re.compile(r"(!?)\[((?:[^\]\[]|\[[^\]]*\])*)\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HTML_REFERENCE = re.compile(r"<(a|img)\b[^>]*?\b(?:href|src)=\"([^\"]+)\"[^>]*>", re.IGNORECASE)
HTML_TAG = re.compile(r"<[^>]+>")
IDENTIFIER_COMMAND = re.compile(r"[@\\](?:ref|subpage|page|anchor|section|subsection)\s+[A-Za-z_][A-Za-z0-9_]*")
PAGE_REFERENCE = re.compile(r"[@\\](?:ref|subpage)\s+([A-Za-z_][A-Za-z0-9_]*)")
PAGE_ID = re.compile(r"\{#[A-Za-z_][A-Za-z0-9_]*\}")
NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
NAV = re.compile(r"^\*\*(?:Previous|Next|이전|다음):\*\* ")
ENGLISH_LANGUAGE_LINE = "**English** · [한국어]({})"
KOREAN_LANGUAGE_LINE = "[English]({}) · **한국어**"


def english_name(link):
    """A link target with a Korean page named as its English twin."""
    path, hash_mark, fragment = link.partition("#")
    path = re.sub(r"\.ko\.md$", ".md", path)
    path = re.sub(r"\.ko\.txt$", ".txt", path)
    return path + hash_mark + fragment


class Section:
    def __init__(self, level, title):
        self.level, self.title = level, title
        self.code_spans = collections.Counter()
        self.numbers = collections.Counter()
        self.links = collections.Counter()
        self.images = []


def add_text(section, text):
    """Counts the code spans, links, images and numbers of one paragraph (or heading)."""
    for match in CODE_SPAN.finditer(text):
        section.code_spans[" ".join((match.group(2) or match.group(3)).split())] += 1
    prose = CODE_SPAN.sub(" ", text)
    for image, _, target in LINK.findall(prose):
        if image:
            section.images.append(english_name(target))
        else:
            section.links[english_name(target)] += 1
    for tag, target in HTML_REFERENCE.findall(prose):
        if tag.lower() == "img":
            section.images.append(english_name(target))
        else:
            section.links[english_name(target)] += 1
    for identifier in PAGE_REFERENCE.findall(prose):  # @ref and @subpage name pages too
        section.links["@" + re.sub(r"_ko(?=_|$)", "", identifier)] += 1
    prose = LINK.sub(lambda m: " " + m.group(2) + " ", prose)
    prose = HTML_TAG.sub(" ", IDENTIFIER_COMMAND.sub(" ", PAGE_ID.sub(" ", prose)))
    for number in NUMBER.findall(prose):
        section.numbers[number] += 1


def parse(text):
    """(sections, code blocks as (section index, text)) of a Markdown page.

    Text is read a paragraph at a time (the lines up to an empty line, a heading
    or a code block), so a code span may wrap onto the next line."""
    sections = [Section(0, "(before the first heading)")]
    blocks = []
    lines = text.splitlines()
    index = 0
    in_comment = False
    paragraph = []

    def flush():
        if paragraph:
            add_text(sections[-1], "\n".join(paragraph))
            paragraph.clear()

    while index < len(lines):
        line = lines[index]
        if not in_comment and FENCE.match(line):
            flush()
            fence = FENCE.match(line).group(1)
            end = index + 1
            while end < len(lines) and not lines[end].lstrip().startswith(fence):
                end += 1
            blocks.append((len(sections) - 1, "\n".join(lines[index:end + 1])))
            index = end + 1
            continue
        index += 1
        # HTML comments (snippet markers, notes to translators) are not text.
        visible = ""
        rest = line
        while rest:
            if in_comment:
                end = rest.find("-->")
                if end < 0:
                    rest = ""
                else:
                    rest, in_comment = rest[end + 3:], False
            else:
                start = rest.find("<!--")
                if start < 0:
                    visible, rest = visible + rest, ""
                else:
                    visible, rest, in_comment = visible + rest[:start], rest[start + 4:], True
        if not visible.strip() or NAV.match(visible):
            flush()
            continue
        heading = HEADING.match(visible) or DOXYGEN_PAGE.match(visible)
        if heading:
            flush()
            if heading.re is HEADING:
                sections.append(Section(len(heading.group(1)), heading.group(2)))
            else:
                sections.append(Section(1, heading.group(1)))
            add_text(sections[-1], sections[-1].title)
            continue
        paragraph.append(visible)
    flush()
    return sections, blocks


def differences(counter_a, counter_b):
    """The items one counter has more of than the other, written for a person."""
    only_a = counter_a - counter_b
    only_b = counter_b - counter_a
    parts = []
    if only_a:
        parts.append("English only: " + ", ".join(repr(item) for item in sorted(only_a.elements())))
    if only_b:
        parts.append("Korean only: " + ", ".join(repr(item) for item in sorted(only_b.elements())))
    return "; ".join(parts)


def compare_pages(english_path, korean_path, root):
    """The problems of one pair of pages, one line each."""
    problems = []
    name = korean_path.relative_to(root).as_posix()
    english_text = english_path.read_text(encoding="utf-8")
    korean_text = korean_path.read_text(encoding="utf-8")
    english_lines, korean_lines = english_text.splitlines(), korean_text.splitlines()
    wanted = ENGLISH_LANGUAGE_LINE.format(korean_path.name)
    if len(english_lines) < 3 or english_lines[1].strip() or english_lines[2] != wanted:
        problems.append(f"{english_path.relative_to(root).as_posix()}: line 3 must be the language line '{wanted}' "
                        f"(line 2 empty)")
    wanted = KOREAN_LANGUAGE_LINE.format(english_path.name)
    if len(korean_lines) < 3 or korean_lines[1].strip() or korean_lines[2] != wanted:
        problems.append(f"{name}: line 3 must be the language line '{wanted}' (line 2 empty)")
    # The language lines link to each other; they are not part of the comparison.
    def without_language_line(lines, wanted):
        return lines[:2] + lines[3:] if len(lines) > 2 and lines[2] == wanted else lines

    english_text = "\n".join(without_language_line(english_lines, ENGLISH_LANGUAGE_LINE.format(korean_path.name)))
    korean_text = "\n".join(without_language_line(korean_lines, KOREAN_LANGUAGE_LINE.format(english_path.name)))
    english_sections, english_blocks = parse(english_text)
    korean_sections, korean_blocks = parse(korean_text)

    def where(sections, index):
        section = sections[index]
        return f"section '{section.title}'" if section.level else "the text before the first heading"

    if [s.level for s in english_sections] != [s.level for s in korean_sections]:
        for position, (english, korean) in enumerate(zip(english_sections, korean_sections)):
            if english.level != korean.level:
                problems.append(f"{name}: heading {position} is level {korean.level} '{korean.title}', the English "
                                f"one is level {english.level} '{english.title}'")
                break
        else:
            extra = english_sections[len(korean_sections):] or korean_sections[len(english_sections):]
            side = "English" if len(english_sections) > len(korean_sections) else "Korean"
            problems.append(f"{name}: {len(korean_sections) - 1} headings, the English page has "
                            f"{len(english_sections) - 1}; first one only in {side}: '{extra[0].title}'")
        return problems  # sections do not line up: the per-section checks would only repeat this
    for position, (english, korean) in enumerate(zip(english_sections, korean_sections)):
        label = f"{name}: {where(korean_sections, position)} (English '{english.title}')" if position else \
            f"{name}: {where(korean_sections, position)}"
        if english.code_spans != korean.code_spans:
            problems.append(f"{label}: inline code differs ({differences(english.code_spans, korean.code_spans)})")
        if english.numbers != korean.numbers:
            problems.append(f"{label}: numbers differ ({differences(english.numbers, korean.numbers)})")
        if english.links != korean.links:
            problems.append(f"{label}: link targets differ ({differences(english.links, korean.links)})")
        if english.images != korean.images:
            problems.append(f"{label}: images differ: English {english.images}, Korean {korean.images}")
    for number, (english, korean) in enumerate(zip(english_blocks, korean_blocks), 1):
        if english[1] != korean[1]:
            problems.append(f"{name}: code block {number}, in {where(korean_sections, korean[0])}, is not "
                            f"byte-identical to the English one (in {where(english_sections, english[0])})")
            break
    if len(english_blocks) != len(korean_blocks):
        problems.append(f"{name}: {len(korean_blocks)} code blocks, the English page has {len(english_blocks)}")
    return problems


def split_hints(text):
    hints, current = [], []
    for line in text.splitlines():
        if line.strip() == "---":
            hints.append("\n".join(current))
            current = []
        else:
            current.append(line)
    hints.append("\n".join(current))
    return hints


def compare_hints(english_path, korean_path, root):
    name = korean_path.relative_to(root).as_posix()
    english = split_hints(english_path.read_text(encoding="utf-8"))
    korean = split_hints(korean_path.read_text(encoding="utf-8"))
    if len(english) != len(korean):
        return [f"{name}: {len(korean)} hints, the English file has {len(english)}"]
    problems = []
    for number, (english_hint, korean_hint) in enumerate(zip(english, korean), 1):
        english_section, korean_section = parse(english_hint)[0][0], parse(korean_hint)[0][0]
        if english_section.code_spans != korean_section.code_spans:
            problems.append(f"{name}: hint {number}: inline code differs "
                            f"({differences(english_section.code_spans, korean_section.code_spans)})")
        if english_section.numbers != korean_section.numbers:
            problems.append(f"{name}: hint {number}: numbers differ "
                            f"({differences(english_section.numbers, korean_section.numbers)})")
    return problems


FUNCTION = re.compile(r"[A-Za-z_][A-Za-z0-9_:]*\(\)")


def step_titles(path, title_column):
    titles = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            fields = line.split("\t")
            titles[fields[0]] = fields[title_column] if len(fields) > title_column else ""
    return titles


def compare_steps(english_path, korean_path, root):
    name = korean_path.relative_to(root).as_posix()
    english, korean = step_titles(english_path, 2), step_titles(korean_path, 1)
    if sorted(english) != sorted(korean):
        return [f"{name}: steps {sorted(korean)}, steps.tsv has {sorted(english)}"]
    problems = []
    for step, title in english.items():
        wanted, found = collections.Counter(FUNCTION.findall(title)), collections.Counter(FUNCTION.findall(korean[step]))
        if wanted != found:
            problems.append(f"{name}: step {step}: functions differ ({differences(wanted, found)})")
    return problems


def check(root):
    """(problems, warnings, number of pairs compared) for the kit at root."""
    problems, warnings, pairs = [], [], 0
    skipped = ("build", ".git", "node_modules")
    korean_files = [path for path in sorted(root.rglob("*.ko.md")) + sorted(root.rglob("*.ko.txt"))
                    + sorted(root.glob("lessons/[0-9][0-9]-*/steps.ko.tsv"))
                    if not any(part in skipped or part.startswith("build") for part in path.relative_to(root).parts)]
    for korean in korean_files:
        english = korean.with_name(korean.name.replace(".ko.", "."))
        if not english.exists():
            problems.append(f"{korean.relative_to(root).as_posix()}: no English twin {english.name}")
            continue
        pairs += 1
        compare = {".txt": compare_hints, ".tsv": compare_steps}.get(korean.suffix, compare_pages)
        problems += compare(english, korean, root)
    wanted = [path for pattern in STUDENT_PAGES for path in sorted(root.glob(pattern))]
    wanted += sorted(root.glob("lessons/[0-9][0-9]-*/hints/step*.txt"))
    wanted += sorted(root.glob("lessons/[0-9][0-9]-*/steps.tsv"))
    for english in wanted:
        if english.name.endswith((".ko.md", ".ko.txt")):
            continue
        twin = english.with_name(re.sub(r"\.(md|txt|tsv)$", r".ko.\1", english.name))
        if not twin.exists():
            warnings.append(f"{english.relative_to(root).as_posix()} has no Korean twin {twin.name} yet")
    return problems, warnings, pairs


def report(root):
    problems, warnings, pairs = check(root)
    for warning in warnings:
        print(f"WARNING: {warning}")
    for problem in problems:
        print(f"FAIL: {problem}")
    print(f"{pairs} English/Korean pair(s) compared: {len(problems)} difference(s), "
          f"{len(warnings)} English file(s) without a Korean twin")
    return 1 if problems else 0


SELF_TEST_ENGLISH = """# Lesson 9: A page {#lesson09}

**English** · [한국어](README.ko.md)

**Previous:** [Lesson 8](../08-x/README.md)

Intro with `stage09.cpp` and 81 cells, see [lesson 1](../01-a/README.md).

## Why it works

Each of the 27 units is checked, `digit_fits()` twice.

```cpp
int main() { return 0; }  // stays English
```

![The tree](../../docs/diagrams/tree.svg)
"""
SELF_TEST_KOREAN = """# 9강: 페이지

[English](README.md) · **한국어**

**이전:** [8강](../08-x/README.ko.md)

`stage09.cpp` 와 81칸으로 시작합니다. [1강](../01-a/README.ko.md) 참고.

## 왜 되는가

27개 유닛을 모두 검사하고, `digit_fits()` 를 두 번 부릅니다.

```cpp
int main() { return 0; }  // stays English
```

![트리](../../docs/diagrams/tree.svg)
"""


def self_test(root):
    """Checks the checker on temporary copies: a clean pair passes, each kind of
    drift fails and names the file and the section."""
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        work = pathlib.Path(work)

        def run(case, korean_text, expected, english_text=SELF_TEST_ENGLISH, hints=None):
            nonlocal failures
            shutil.rmtree(work / "kit", ignore_errors=True)
            page_dir = work / "kit" / "lessons" / "09-x"
            page_dir.mkdir(parents=True)
            (page_dir / "README.md").write_text(english_text, encoding="utf-8")
            (page_dir / "README.ko.md").write_text(korean_text, encoding="utf-8")
            if hints:
                (page_dir / "hints").mkdir()
                (page_dir / "hints" / "step1.txt").write_text(hints[0], encoding="utf-8")
                (page_dir / "hints" / "step1.ko.txt").write_text(hints[1], encoding="utf-8")
            problems, _, _ = check(work / "kit")
            text = "\n".join(problems)
            ok = (not problems) if expected is None else any(all(part in p for part in expected) for p in problems)
            print(f"{'ok  ' if ok else 'FAIL'} self-test {case}: {text or 'no difference'}")
            failures += 0 if ok else 1

        run("clean pair passes", SELF_TEST_KOREAN, None)
        run("an edited number fails, section named", SELF_TEST_KOREAN.replace("27개", "28개"),
            ["lessons/09-x/README.ko.md", "section '왜 되는가'", "numbers differ", "'27'", "'28'"])
        run("a missing heading fails", SELF_TEST_KOREAN.replace("## 왜 되는가\n", ""),
            ["README.ko.md", "1 headings, the English page has 2"])
        run("a changed heading level fails", SELF_TEST_KOREAN.replace("## 왜", "### 왜"), ["level 3 '왜 되는가'"])
        run("an edited code block fails", SELF_TEST_KOREAN.replace("// stays English", "// 영어로 둔다"),
            ["code block 1", "section '왜 되는가'", "not byte-identical"])
        run("an edited code span fails", SELF_TEST_KOREAN.replace("`digit_fits()`", "`digit_fit()`"),
            ["section '왜 되는가'", "inline code differs"])
        run("a changed link fails", SELF_TEST_KOREAN.replace("../01-a/README.ko.md", "../02-a/README.ko.md"),
            ["section '9강: 페이지'", "link targets differ"])
        run("a changed image fails", SELF_TEST_KOREAN.replace("tree.svg", "other.svg"),
            ["section '왜 되는가'", "images differ"])
        run("a missing language line fails", SELF_TEST_KOREAN.replace("[English](README.md) · **한국어**", ""),
            ["README.ko.md: line 3 must be the language line"])
        run("hints: a missing hint fails", SELF_TEST_KOREAN, ["step1.ko.txt: 1 hints, the English file has 2"],
            hints=("Use `a`.\n---\nLook at 9 cells.\n", "`a` 를 쓰세요.\n"))
        run("hints: an edited number fails", SELF_TEST_KOREAN, ["step1.ko.txt: hint 2: numbers differ"],
            hints=("Use `a`.\n---\nLook at 9 cells.\n", "`a` 를 쓰세요.\n---\n8칸을 보세요.\n"))
        steps_dir = work / "kit" / "lessons" / "09-x"
        shutil.rmtree(steps_dir / "hints", ignore_errors=True)  # only the steps files differ below
        (steps_dir / "steps.tsv").write_text("1\tA.*\tStep 1: digit_fits()\n2\tB.*\tWhole stage\n", encoding="utf-8")
        (steps_dir / "steps.ko.tsv").write_text("1\tdigit_fit() 만들기\n", encoding="utf-8")
        problems, _, _ = check(work / "kit")
        ok = any("steps.ko.tsv: steps ['1'], steps.tsv has ['1', '2']" in p for p in problems)
        print(f"{'ok  ' if ok else 'FAIL'} self-test steps.ko.tsv without step 2 fails: {'; '.join(problems)}")
        failures += 0 if ok else 1
        (steps_dir / "steps.ko.tsv").write_text("1\tdigit_fit() 만들기\n2\t단계 전체\n", encoding="utf-8")
        problems, _, _ = check(work / "kit")
        ok = any("step 1: functions differ" in p for p in problems)
        print(f"{'ok  ' if ok else 'FAIL'} self-test steps.ko.tsv naming another function fails: {'; '.join(problems)}")
        failures += 0 if ok else 1
        # And on a real pair of the kit: one number of the Korean glossary edited.
        glossary = root / "docs" / "glossary.ko.md"
        if glossary.exists():
            shutil.rmtree(work / "kit", ignore_errors=True)
            (work / "kit" / "docs").mkdir(parents=True)
            shutil.copy(root / "docs" / "glossary.md", work / "kit" / "docs")
            text = glossary.read_text(encoding="utf-8")
            clean, _, _ = check(work / "kit")
            (work / "kit" / "docs" / "glossary.ko.md").write_text(text.replace("피어가 20개", "피어가 21개"),
                                                                  encoding="utf-8")
            problems, _, _ = check(work / "kit")
            ok = any("section '피어 (Peer)'" in p and "numbers differ" in p for p in problems)
            print(f"{'ok  ' if ok else 'FAIL'} self-test the real glossary, '20' edited to '21': "
                  f"{'; '.join(problems) or 'no difference'}")
            failures += 0 if ok else 1
    print(f"self-test: {failures} failure(s)")
    return 1 if failures else 0


def main():
    arguments = sys.argv[1:]
    test = bool(arguments) and arguments[0] == "--self-test"
    if test:
        arguments = arguments[1:]
    if len(arguments) != 1:
        print(__doc__.strip().splitlines()[-2], file=sys.stderr)
        return 2
    root = pathlib.Path(arguments[0]).resolve()
    return self_test(root) if test else report(root)


if __name__ == "__main__":
    sys.exit(main())
