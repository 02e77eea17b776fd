#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Keeps the lesson pages plain Markdown, with their code copies up to date.

The kit's README.md and the docs pages of md_filter.PLAIN_PAGE_IDS get the same
checks and conversions (see other_pages), without the previous/next lines.

The lesson pages (`lessons/README.md`, `lessons/NN-*/README.md`) are read in two
places: as plain Markdown on a code host or in an editor, and through Doxygen
in the docs site (docs/site/md_filter.py translates the few constructs that
differ). This tool checks, or makes true, what the plain reading needs:

* no Doxygen command in the text (`@ref`, `\\snippet`, `\\image`, `{#id}`, ...):
  `--write` turns the common ones into Markdown: `@ref lessonNN` into a link to
  that lesson's README.md, `\\snippet FILE NAME` into a copy of the code under a
  `<!-- snippet: FILE NAME -->` line, `\\image html NAME.svg "caption"` into
  `![caption](../../docs/diagrams/NAME.svg)`, and drops the heading's `{#id}`;
* every snippet copy equals the code between the `//! [NAME]` markers of FILE
  today (`--write` refreshes it after the code changed);
* every local link and image of the page points to a file of the kit;
* each page starts and ends with a line of previous/next links, in the order
  lessons/README.md, lesson 1, lesson 2, ... (`--write` makes and refreshes them);
* the Korean twins (`README.ko.md` beside a page) get the same treatment, with a
  Korean line (이전/다음/모든 레슨) that links to the Korean twins where they exist
  (to the English page where not yet); a page with a twin, and the twin, carry a
  language line as their third line: `**English** · [한국어](README.ko.md)` on the
  English page, `[English](README.md) · **한국어**` on the Korean one;
* the top README and the docs pages (docs/*.md) with a Korean twin, and their
  twins, carry the same language line as their third line;
* on a Korean page, a link to a page that has a Korean twin points to the twin,
  and a link to a twin that does not exist (yet) to the English page (`--write`
  makes it so; run it after a twin is added).

Usage: plain_markdown.py --check|--write [KIT_ROOT]
Exit status: 0 all pages are right (or were made right), 1 a problem remains.
"""
import os
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from md_filter import PLAIN_PAGE_IDS  # noqa: E402  (the one list of the plain docs pages)

SNIPPET_LINE = re.compile(r"^<!-- snippet: (\S+) (\S+) -->\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")
DOXYGEN_COMMAND = re.compile(r"(?:^|[\s(|])([@\\](?:ref|snippet|image|subpage|page|dotfile|anchor|section|subsection|"
                             r"copydoc|include|htmlonly|endhtmlonly|dot|enddot|brief|note|warning)\b)")
PAGE_ID = re.compile(r"^(#{1,6} .*?)\s*\{#[A-Za-z_][A-Za-z0-9_]*\}\s*$")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
REF = re.compile(r"@ref\s+([A-Za-z_][A-Za-z0-9_]*)")
IMAGE = re.compile(r'\\image\s+html\s+(\S+)\s+"([^"]*)"(?:\s+width=\S+)?')
SNIPPET_COMMAND = re.compile(r"^\\snippet\s+(\S+)\s+(\S+)\s*$")
# Pages that @ref names, and where their Markdown source is (from the kit root).
KNOWN_PAGES = {
    "lessons": ("the lessons", "lessons/README.md"),
    "search_trees": ("How the tree shrinks", "docs/search-trees.md"),
    "architecture": ("the architecture page", "docs/architecture.md"),
    "instructor_guide": ("the instructor guide", "docs/instructor-guide.md"),
    "benchmarks": ("the benchmarks page", "docs/benchmarks.md"),
    "judge": ("Submitting to an online judge", "docs/judge.md"),
}


def lesson_pages(root):
    """The English lesson pages, in reading order."""
    pages = [root / "lessons" / "README.md"]
    pages += sorted((root / "lessons").glob("[0-9][0-9]-*/README.md"))
    return [page for page in pages if page.exists()]


def korean_twin(page):
    """The Korean twin of an English page (it may not exist)."""
    return page.with_name(page.name[:-len(".md")] + ".ko.md")


def is_korean(page):
    return page.name.endswith(".ko.md")


def english_of(page):
    return page.with_name(page.name[:-len(".ko.md")] + ".md") if is_korean(page) else page


def all_pages(root):
    """The English lesson pages and the Korean twins that exist."""
    pages = []
    for page in lesson_pages(root):
        pages.append(page)
        if korean_twin(page).exists():
            pages.append(korean_twin(page))
    return pages


def page_targets(root):
    """@ref id -> (text, path from the root) for every page a lesson may name."""
    targets = dict(KNOWN_PAGES)
    for page in sorted((root / "lessons").glob("[0-9][0-9]-*/README.md")):
        number = page.parent.name[:2]
        targets[f"lesson{number}"] = (f"Lesson {int(number)}", str(page.relative_to(root)))
    return targets


def snippet_code(root, file_name, name):
    """The lines between the two `[name]` markers of file_name, or None."""
    path = root / file_name
    if not path.exists():
        return None
    lines = path.read_text(encoding="utf-8").splitlines()
    marker = f"[{name}]"
    where = [i for i, line in enumerate(lines) if marker in line and ("//!" in line or "///" in line)]
    if len(where) < 2:
        return None
    return lines[where[0] + 1:where[1]]


def relative(page, root, target):
    """The link from `page` to `target` (a path from the kit root)."""
    return pathlib.PurePath(os.path.relpath(root / target, page.parent)).as_posix()


NAV = re.compile(r"^\*\*(?:Previous|이전):\*\* ")
LANGUAGE_LINE = re.compile(r"^(?:\*\*English\*\* · \[한국어\]\(\S+\.ko\.md\)|\[English\]\(\S+\.md\) · \*\*한국어\*\*)\s*$")
# The words of the previous/next line, per language.
NAV_WORDS = {
    False: {"previous": "Previous", "next": "Next", "all": "All lessons", "readme": "the kit's README"},
    True: {"previous": "이전", "next": "다음", "all": "모든 레슨", "readme": "키트 README"},
}


def title_of(page):
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            heading = PAGE_ID.match(line)
            return (heading.group(1) if heading else line)[2:].strip()
    return page.parent.name


def in_language(page, korean):
    """The page in the reader's language: its Korean twin when there is one."""
    return korean_twin(page) if korean and korean_twin(page).exists() else page


def nav_line(page, root):
    """The previous/next line of a lesson page (Korean words on a Korean page)."""
    korean = is_korean(page)
    words = NAV_WORDS[korean]
    pages = lesson_pages(root)
    where = pages.index(english_of(page))

    def link(target):
        shown = in_language(target, korean)
        return f"[{title_of(shown)}]({relative(page, root, shown.relative_to(root))})"

    parts = []
    if where > 0:
        parts.append(f"**{words['previous']}:** {link(pages[where - 1])}")
    else:
        readme = in_language(root / "README.md", korean)
        parts.append(f"**{words['previous']}:** [{words['readme']}]({relative(page, root, readme.relative_to(root))})")
    if where + 1 < len(pages):
        parts.append(f"**{words['next']}:** {link(pages[where + 1])}")
    if where > 0:
        overview = in_language(root / "lessons" / "README.md", korean)
        parts.append(f"[{words['all']}]({relative(page, root, overview.relative_to(root))})")
    return " · ".join(parts)


def language_line(page):
    """The line that links a page to its other-language twin, or None (no twin)."""
    if is_korean(page):
        return f"[English]({english_of(page).name}) · **한국어**"
    if korean_twin(page).exists():
        return f"**English** · [한국어]({korean_twin(page).name})"
    return None


def with_nav(page, root, lines):
    """The page with its language line (when it has a twin) and its previous/next
    line right after the title, and the previous/next line as its last line."""
    body = [line for line in lines if not NAV.match(line) and not LANGUAGE_LINE.match(line)]
    while body and body[-1].strip() == "":
        body.pop()
    nav = nav_line(page, root)
    title = next((i for i, line in enumerate(body) if line.startswith("# ")), 0)
    rest = body[title + 1:]
    while rest and rest[0].strip() == "":
        rest.pop(0)
    language = language_line(page)
    top = ["", language, "", nav, ""] if language else ["", nav, ""]
    return body[:title + 1] + top + rest + ["", nav]


def rewrite(page, root, lines, problems):
    """The page with Doxygen commands turned into Markdown, snippet copies refreshed
    and previous/next links in place."""
    return with_nav(page, root, convert(page, root, lines, problems))


MARKDOWN_LINK = re.compile(r"(\]\()([^)\s#:]+?)(\.ko)?\.md([#)])")


def twin_links(page, line):
    """A Korean page's line with its links to pages pointing to their Korean twins
    where these exist, and to the English pages where not."""
    def link(match):
        english = page.parent / (match.group(2) + ".md")
        korean = page.parent / (match.group(2) + ".ko.md")
        if not english.exists() and not korean.exists():
            return match.group(0)  # a dead link: check_links reports it
        chosen = ".ko.md" if korean.exists() else ".md"
        return f"{match.group(1)}{match.group(2)}{chosen}{match.group(4)}"
    text = re.sub(r"``.*?``|`[^`]*`", lambda m: "\0" * len(m.group(0)), line)  # leave code spans alone
    out, last = [], 0
    for match in MARKDOWN_LINK.finditer(text):
        out.append(line[last:match.start()])
        out.append(link(MARKDOWN_LINK.match(line, match.start())))
        last = match.end()
    return "".join(out) + line[last:]


def convert(page, root, lines, problems):
    targets = page_targets(root)
    out = []
    index = 0
    in_code = False
    while index < len(lines):
        line = lines[index]
        if FENCE.match(line):
            in_code = not in_code
        heading = PAGE_ID.match(line)
        if heading:
            line = heading.group(1)
        command = SNIPPET_COMMAND.match(line)
        marker = SNIPPET_LINE.match(line)
        if command or marker:
            file_name, name = (command or marker).groups()
            code = snippet_code(root, file_name, name)
            if code is None:
                problems.append(f"{page.relative_to(root)}:{index + 1}: no snippet [{name}] in {file_name}")
                code = []
            out.append(f"<!-- snippet: {file_name} {name} -->")
            out.append("```cpp")
            out.extend(code)
            out.append("```")
            index += 1
            if marker and index < len(lines) and FENCE.match(lines[index]):  # skip the old copy
                index += 1
                while index < len(lines) and not FENCE.match(lines[index]):
                    index += 1
                index += 1
            continue

        def ref(match):
            target = targets.get(match.group(1))
            if target is None:
                return match.group(0)
            path = target[1]
            if is_korean(page) and korean_twin(root / path).exists():
                path = str(korean_twin(root / path).relative_to(root))
            return f"[{target[0]}]({relative(page, root, path)})"

        line = REF.sub(ref, line)
        if is_korean(page) and not in_code:
            line = twin_links(page, line)
        line = IMAGE.sub(lambda m: f"![{m.group(2)}]({relative(page, root, 'docs/diagrams/' + m.group(1))})", line)
        out.append(line)
        index += 1
    return out


def check_links(page, root, lines, problems):
    inside_code = False
    for number, line in enumerate(lines, 1):
        if FENCE.match(line):
            inside_code = not inside_code
            continue
        if inside_code:
            continue
        text = re.sub(r"``.*?``|`[^`]*`", "", line)
        command = DOXYGEN_COMMAND.search(text)
        if command or PAGE_ID.match(line):
            what = command.group(1) if command else "{#id}"
            problems.append(f"{page.relative_to(root)}:{number}: Doxygen command {what} in a plain-Markdown page")
        for link in LINK.findall(text):
            if re.match(r"[a-z]+:|#", link):
                continue
            if re.match(r"[a-z_]+\.html(\?|#|$)", link):  # a page only the built site has (the explorer)
                continue
            target = (page.parent / link.split("#")[0]).resolve()
            if not target.exists():
                problems.append(f"{page.relative_to(root)}:{number}: link to {link}, which does not exist")


def other_pages(root):
    """The plain-Markdown pages that are not lessons: the README and the plain docs pages."""
    pages = [root / "README.md"] + [root / name for name in sorted(PLAIN_PAGE_IDS)]
    return [page for page in pages if page.exists()]


def update(page, root, original, updated, write, problems, what):
    """Writes `updated` over `page` (--write), or records where it differs from
    `original` as a problem (--check); `what` says what a difference means."""
    if updated == original:
        return
    if write:
        page.write_text("\n".join(updated) + "\n", encoding="utf-8")
        print(f"updated {page.relative_to(root)}")
    else:
        first = next(i for i, (a, b) in enumerate(zip(original + [""], updated + [""])) if a != b)
        problems.append(f"{page.relative_to(root)}:{first + 1}: {what} (run: python3 docs/site/plain_markdown.py --write)")


def check_other_pages(root, write, problems):
    """The lessons' checks and conversions on other_pages (no previous/next lines)."""
    pages = other_pages(root)
    for page in pages:
        original = page.read_text(encoding="utf-8").splitlines()
        updated = convert(page, root, original, problems)
        update(page, root, original, updated, write, problems, "not plain Markdown")
        check_links(page, root, updated if write else original, problems)
    print(f"{len(pages)} other pages (README.md, docs/) checked")


def other_twinned_pages(root):
    """The pages besides the lesson pages that have (or are) a Korean twin: the top
    README and the docs pages (docs/*.md)."""
    pages = []
    for page in [root / "README.md"] + sorted((root / "docs").glob("*.md")):
        if page.name.endswith(".ko.md") or not korean_twin(page).exists():
            continue
        pages += [page, korean_twin(page)]
    return pages


def with_language_line(page, lines):
    """The page with its language line as line 3 (after the title and an empty line)."""
    body = [line for line in lines if not LANGUAGE_LINE.match(line)]
    title = next((i for i, line in enumerate(body) if line.startswith("# ")), 0)
    rest = body[title + 1:]
    while rest and rest[0].strip() == "":
        rest.pop(0)
    return body[:title + 1] + ["", language_line(page), ""] + rest


def main():
    if len(sys.argv) not in (2, 3) or sys.argv[1] not in ("--check", "--write"):
        print(__doc__.strip().splitlines()[-2], file=sys.stderr)
        return 2
    write = sys.argv[1] == "--write"
    root = pathlib.Path(sys.argv[2] if len(sys.argv) == 3 else ".").resolve()
    problems = []
    for page in all_pages(root):
        original = page.read_text(encoding="utf-8").splitlines()
        updated = rewrite(page, root, original, problems)
        update(page, root, original, updated, write, problems, "not plain Markdown, or a code copy is out of date")
        check_links(page, root, updated if write else original, problems)
    check_other_pages(root, write, problems)
    for page in other_twinned_pages(root):
        original = page.read_text(encoding="utf-8").splitlines()
        updated = with_language_line(page, original)
        update(page, root, original, updated, write, problems, "the language line is missing or wrong")
    for problem in problems:
        print(f"FAIL: {problem}")
    print(f"{len(all_pages(root))} lesson pages: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
