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
    docs/puzzles has a puzzle of, and NAME-tree-SIZE-WORD.svg for each of its own
    TREE_PUZZLES), and the search-tree page embeds the 9x9 tree of every
    stage declared with TREE_PAGE YES;
  * every diagram is a real SVG;
  * the navigation tree lists, under the main page and in the same order, the pages
    of the README's numbered list of links (docs/site/md_filter.py turns that list
    into Doxygen's @subpage lines);
  * in every HTML file, every local reference (img/script/iframe/object/embed src
    or data, a/link/area href) points to a file that exists, and every #fragment
    pointing into an HTML page of the site names an id or anchor of that page;
  * the Korean edition: every page with a Korean twin (`X.ko.md`) links to the twin's
    page and back (the language line), and the search box finds the Korean terms
    of the glossary (KOREAN_SEARCH_TERMS, on a Korean page) when docs/glossary.ko.md exists;
  * no page shows markup that leaked through Doxygen (see LEAKS): `\ilinebr`,
    escaped table tags, backticks or Doxygen's typographic quotes outside code,
    Doxygen commands or page ids as text, an option whose `--` became a dash, `**`
    that did not become bold (Doxygen 1.9 leaves `**word**` before a Hangul particle),
    an HTML tag shown as text (a code span in a heading renders as an escaped `<tt>`),
    a `\\command` shown as text;
  * every page of the kit says its language: lang="ko" on the Korean pages, "en" on the others. The text is what the reader sees: the page's text
    with character references decoded, code blocks and code spans left out.
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


# What must never be seen anywhere in the text of a page, code included.
LEAKS_ANYWHERE = {
    "Doxygen's \\ilinebr": re.compile(r"\\ilinebr"),
    "an escaped table tag": re.compile(r"</?(?:td|tr|th|table)\b[^>]*>"),
}
# What must never be seen in the text of a page outside code: name -> pattern.
LEAKS = {
    "a backtick": re.compile(r"`"),
    "a typographic quote made from '...' (Doxygen's `quote' style)": re.compile(r"[\u2018\u2019]"),
    "a Doxygen command": re.compile(r"(?:^|\s)[@\\](?:ref|snippet|image|subpage|page|dotfile|anchor|section)\b"),
    "a page id": re.compile(r"\{#[A-Za-z_]"),
    "an option whose -- became a dash": re.compile(r"\u2013[a-z]"),
    "bold or italic markers (** or __) Doxygen did not turn into emphasis": re.compile(r"\*\*|(?<![\w/])__\w"),
    "an italic *...* Doxygen did not turn into emphasis": re.compile(r"(?<![\w*(])\*(?=[^\s*)])[^*\n]{1,200}?(?<=[^\s*(])\*(?![*)])"),
    "an HTML tag shown as text (escaped, e.g. <tt> in a heading)": re.compile(
        r"</?(?:tt|b|i|em|strong|code|span|div|br|a|p|sub|sup|kbd|img|ul|ol|li|pre|hr|h[1-6])\b[^<>]*>"),
    "a backslash command shown as text": re.compile(r"(?:^|[\s(])\\[A-Za-z]{2,}\b"),
}


# Words a student types into the search box; each must find a page (docs/glossary.md).
SEARCH_TERMS = ["naked", "hidden", "mrv", "propagation", "backtracking", "bitmask", "popcount",
                "candidate", "peer", "unit", "fixpoint", "locked"]


# Korean words a student types into the search box; each must find a Korean page
# (docs/glossary.ko.md's term pages, the Korean overview).
KOREAN_SEARCH_TERMS = ["백트래킹", "가지치기", "후보", "비트마스크", "제약 전파", "네이키드 싱글", "히든 싱글", "유닛",
                       "피어", "고정점", "용어집", "레슨"]


def html_page_of(source, markdown):
    """The HTML file Doxygen makes of a Markdown page of the kit, or None."""
    relative = markdown.relative_to(source).as_posix()
    if relative == "README.md":
        return "index.html"
    if relative == "README.ko.md":
        return "readme_ko.html"
    suffix = "_ko" if markdown.name.endswith(".ko.md") else ""
    if relative in ("lessons/README.md", "lessons/README.ko.md"):
        return f"lessons{suffix}.html"
    match = re.match(r"lessons/(\d\d)-[^/]+/README(?:\.ko)?\.md$", relative)
    if match:
        return f"lesson{match.group(1)}{suffix}.html"
    for line in markdown.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"^# .*\{#([A-Za-z_][A-Za-z0-9_]*)\}\s*$", line)
        if line.startswith("# "):
            return f"{heading.group(1)}.html" if heading else None
    return None


def korean_edition_problems(site, source):
    """The language links between twins' pages, and the Korean search terms."""
    problems = []
    for korean in sorted(source.glob("**/*.ko.md")):
        if any(part.startswith(("build", ".")) for part in korean.relative_to(source).parts):
            continue
        english = korean.with_name(korean.name.replace(".ko.md", ".md"))
        pages = [html_page_of(source, english), html_page_of(source, korean)]
        if not english.exists() or None in pages:
            continue
        for page, twin in (pages, pages[::-1]):
            if not (site / page).exists():
                problems.append(f"{page}: missing (the page of {korean.relative_to(source) if page == pages[1] else english.relative_to(source)})")
                continue
            links = {urllib.parse.urlsplit(value).path for tag, attribute, value in parse(site / page).references
                     if tag == "a"}
            if twin not in links:
                problems.append(f"{page}: no link to its other-language twin {twin} (the language line)")
    if (source / "docs" / "glossary.ko.md").exists():
        index = " ".join(path.read_text(encoding="utf-8", errors="replace").lower()
                         for path in (site / "search").glob("*.js"))
        for term in KOREAN_SEARCH_TERMS:
            key = term.replace(" ", "_20")  # Doxygen's search keys write a space as _20
            if not re.search(r"\['" + re.escape(key) + r"[^']*',\['[^']*',\['\.\./[a-z0-9_]*ko[a-z0-9_]*\.html", index):
                problems.append(f"the search index has no Korean page for the term '{term}'")
    return problems


class TextParser(html.parser.HTMLParser):
    """Collects the text of a page's contents, leaving out code, scripts and styles."""

    SKIPPED = {"code", "pre", "script", "style", "tt", "kbd"}
    # Code blocks, and the declarations of an API page (`char **argv` is code there).
    CODE_CLASSES = {"fragment", "line", "memname", "memItemLeft", "memItemRight", "paramtype", "paramname"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.depth = 0  # inside how many skipped elements
        self.fragment_depth = 0  # inside a code fragment div
        self.div_stack = []
        self.text = []
        self.all_text = []  # code included

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIPPED:
            if self.depth == 0 and self.fragment_depth == 0 and tag in ("code", "tt", "kbd"):
                self.text.append("\u2039code\u203a")  # where a code span stood: `*<code>d</code>가*` is still a leak
            self.depth += 1
        if tag in ("div", "td"):
            classes = set((dict(attrs).get("class") or "").split())
            is_fragment = bool(classes & self.CODE_CLASSES)
            self.div_stack.append((tag, is_fragment))
            self.fragment_depth += is_fragment

    def handle_endtag(self, tag):
        if tag in self.SKIPPED and self.depth > 0:
            self.depth -= 1
        while tag in ("div", "td") and self.div_stack:
            opened, is_fragment = self.div_stack.pop()
            self.fragment_depth -= is_fragment
            if opened == tag:
                break

    def handle_data(self, data):
        self.all_text.append(data)
        if self.depth == 0 and self.fragment_depth == 0:
            self.text.append(data)


def leaks_in(path):
    """The leaked markup on one page: a list of 'what: ...context...' strings."""
    parser = TextParser()
    parser.feed(path.read_text(encoding="utf-8", errors="replace"))
    found = []
    for texts, leaks in ((parser.all_text, LEAKS_ANYWHERE), (parser.text, LEAKS)):
        found += first_match_each("".join(texts), leaks)  # inline pieces joined as the reader sees them
    return found


def first_match_each(text, leaks):
    """One 'what: ...context...' string for each kind of leak found in `text`."""
    found = []
    for name, pattern in leaks.items():
        for match in pattern.finditer(text):
            start, end = max(0, match.start() - 40), min(len(text), match.end() + 40)
            context = " ".join(text[start:end].split())
            found.append(f"{name}: ...{context}...")
            break  # one report per kind and page is enough to find it
    return found


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
        sizes += [puzzle for puzzle in stage.get("TREE_PUZZLES", "").split(";") if puzzle]  # its own puzzles
        pages[f"lesson{number}.html"] = [f"{prefix}-tree-{size}.svg" for size in sizes]
        if stage["TREE_PAGE"] == "YES":
            pages["search_trees.html"].append(f"{prefix}-tree-9x9.svg")
    return pages


def readme_subpages(source):
    """The page ids of the README's numbered list of page links, as md_filter.py makes them."""
    sys.path.insert(0, str(source / "docs" / "site"))
    import md_filter
    readme = source / "README.md"
    ids = []
    for line in md_filter.filtered_page(readme, readme.read_text(encoding="utf-8").splitlines(keepends=True)):
        match = re.match(r"^\s*\d+\.\s+@subpage\s+([A-Za-z_][A-Za-z0-9_]*)", line)
        if match:
            ids.append(match.group(1))
    return ids


def navigation_problems(site, source):
    """Problems with the main page's children in the navigation tree (navtreedata.js)."""
    wanted = readme_subpages(source)
    if not wanted:
        return ["README.md has no numbered list of page links (the site's navigation tree needs it)"]
    tree = (site / "navtreedata.js").read_text(encoding="utf-8", errors="replace")
    children = re.findall(r'^    \[ "[^"]*", "([A-Za-z0-9_]+)\.html"', tree, re.M)
    listed = [child for child in children if child in wanted]
    missing = [page for page in wanted if page not in children]
    problems = [f"navigation tree: the README lists {page}, the tree has no page {page}.html under the main page"
                for page in missing]
    if not missing and listed != wanted:
        problems.append(f"navigation tree: pages in the order {listed}, the README's list says {wanted}")
    return problems


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

    problems += navigation_problems(site, source)

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

    # The site's search box finds the concepts a student types, not only symbols.
    index = " ".join(path.read_text(encoding="utf-8", errors="replace").lower()
                     for path in (site / "search").glob("*.js"))
    for term in SEARCH_TERMS:
        if not re.search(r"\['" + re.escape(term) + r"[a-z0-9_]*',\['[^']*',\['\.\./[a-z0-9_]+\.html", index):
            problems.append(f"the search index has no page for the term '{term}'")

    problems += korean_edition_problems(site, source)

    # Only the kit's own pages: Doxygen's generated file and class listings quote
    # source text, which may hold anything.
    for path in html_files:
        name = path.name
        if path.parent != site or name.startswith(("dir_", "files", "globals", "namespacemembers", "functions")):
            continue
        if name.endswith("_source.html") or name.endswith("-members.html"):
            continue
        for leak in leaks_in(path):
            problems.append(f"{name}: leaked markup, {leak}")
        # The page's language (docs/site/header.html, docs/run_doxygen.cmake): Korean line
        # breaking and screen readers need it.
        wanted = "ko" if re.search(r"_ko(?:_|\.html$)", name) else "en"
        opening = re.search(r"<html\b[^>]*>", path.read_text(encoding="utf-8", errors="replace")[:3000])
        if not opening or f'lang="{wanted}"' not in opening.group(0):
            problems.append(f"{name}: no lang=\"{wanted}\" on <html> ({opening.group(0) if opening else 'no <html> tag'})")

    for problem in problems:
        print(f"FAIL: {problem}")
    print(f"checked {len(html_files)} HTML files, {references} local references, "
          f"{len(expected_pages(source, stages))} required pages: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
