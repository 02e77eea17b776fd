#!/usr/bin/env python3
"""Walks the generated Doxygen site and fails on anything missing.

Usage: check_html.py SITE_DIR SOURCE_DIR STAGES

STAGES is <build>/sudoku_stages.cmake, the stage declarations (lessons/NN-*/stage.cmake)
as the configure step wrote them. Checks, and prints one line per problem:
  * every page the curriculum needs exists: the main page, the lessons overview
    (`lessons.html`), one `lessonNN.html` per declared stage, and the architecture and
    search-tree pages;
  * each lesson page embeds its stage's search-tree diagrams (lessonNN-tree-SIZE.svg, or
    NAME-tree-SIZE.svg for a stage declared with a NAME, for each declared size that
    docs/puzzles has a puzzle of), and the search-tree page embeds the 9x9 tree of every
    stage declared with TREE_PAGE YES;
  * every diagram is a real SVG;
  * in every HTML file, every local reference (img/script/iframe/object/embed src
    or data, a/link/area href) points to a file that exists, and every #fragment
    pointing into an HTML page of the site names an id or anchor of that page.
Exit status 0 when everything is there, 1 otherwise.
"""
import html.parser
import pathlib
import re
import sys
import urllib.parse

REFERENCE_ATTRIBUTES = {
    "img": ("src",), "script": ("src",), "iframe": ("src",), "embed": ("src",), "source": ("src",),
    "object": ("data",), "a": ("href",), "link": ("href",), "area": ("href",),
}


class PageParser(html.parser.HTMLParser):
    """Collects the references and the anchors (id and name attributes) of a page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.references = []  # (tag, attribute, value)
        self.anchors = set()

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        for key in ("id", "name"):
            if attributes.get(key):
                self.anchors.add(attributes[key])
        for attribute in REFERENCE_ATTRIBUTES.get(tag, ()):
            value = attributes.get(attribute)
            if value is not None:
                self.references.append((tag, attribute, value))

    handle_startendtag = handle_starttag


def parse(path, cache={}):
    if path not in cache:
        parser = PageParser()
        parser.feed(path.read_text(encoding="utf-8", errors="replace"))
        cache[path] = parser
    return cache[path]


def is_local(value):
    parsed = urllib.parse.urlsplit(value)
    return not parsed.scheme and not parsed.netloc and not value.startswith("//")


def read_stages(path):
    """The declared stages from sudoku_stages.cmake: number -> {KEY: value}."""
    values = {}
    for match in re.finditer(r'^set\(SUDOKU_STAGE_([0-9]{2})_([A-Z_]+) "(.*)"\)$', path.read_text(), re.M):
        values.setdefault(match[1], {})[match[2]] = match[3]
    return values


def expected_pages(source, stages):
    """Page file name -> diagrams it must embed."""
    pages = {"index.html": [], "architecture.html": [], "search_trees.html": []}
    if (source / "lessons" / "README.md").exists():
        pages["lessons.html"] = []
    for number, stage in sorted(stages.items()):
        prefix = f"lesson{number}" if stage["NAME"] == number else stage["NAME"]
        sizes = [size for size in stage["SIZES"].split(";") if (source / "docs" / "puzzles" / f"puzzle-{size}.txt").exists()]
        pages[f"lesson{number}.html"] = [f"{prefix}-tree-{size}.svg" for size in sizes]
        if stage["TREE_PAGE"] == "YES":
            pages["search_trees.html"].append(f"{prefix}-tree-9x9.svg")
    return pages


def main():
    if len(sys.argv) != 4:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    site = pathlib.Path(sys.argv[1]).resolve()
    source = pathlib.Path(sys.argv[2]).resolve()
    stages = read_stages(pathlib.Path(sys.argv[3]))
    problems = []
    if not (site / "index.html").exists():
        print(f"FAIL: no site at {site} (build the docs target first)")
        return 1

    for page, diagrams in expected_pages(source, stages).items():
        path = site / page
        if not path.exists():
            problems.append(f"missing page: {page}")
            continue
        images = {urllib.parse.unquote(value.split("#")[0]) for tag, attribute, value in parse(path).references
                  if tag in ("img", "object", "iframe", "embed")}
        for diagram in diagrams:
            if diagram not in images:
                problems.append(f"{page}: does not embed the diagram {diagram}")
            svg = site / diagram
            if not svg.exists():
                problems.append(f"missing diagram: {diagram} (embedded by {page})")
            elif "<svg" not in svg.read_text(encoding="utf-8", errors="replace")[:2000]:
                problems.append(f"diagram {diagram} is not an SVG")

    html_files = sorted(site.rglob("*.html"))
    references = 0
    for path in html_files:
        for tag, attribute, value in parse(path).references:
            if not value or not is_local(value) or value.startswith("javascript:"):
                continue
            references += 1
            parsed = urllib.parse.urlsplit(value)
            target = path if not parsed.path else (path.parent / urllib.parse.unquote(parsed.path)).resolve()
            where = f"{path.relative_to(site)}: <{tag} {attribute}=\"{value}\">"
            if site not in target.parents and target != site:
                problems.append(f"{where} points outside the site")
                continue
            if not target.exists():
                problems.append(f"{where}: {target.relative_to(site)} does not exist")
                continue
            if parsed.fragment and target.suffix == ".html":
                fragment = urllib.parse.unquote(parsed.fragment)
                if fragment not in parse(target).anchors:
                    problems.append(f"{where}: no anchor #{fragment} in {target.relative_to(site)}")

    for problem in problems:
        print(f"FAIL: {problem}")
    print(f"checked {len(html_files)} HTML files, {references} local references, "
          f"{len(expected_pages(source, stages))} required pages: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
