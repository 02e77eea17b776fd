#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Doxygen's input filter for the kit's Markdown pages (FILTER_PATTERNS in Doxyfile).

It also serves the kit's top README.md (the main page) and the plain docs pages
of PLAIN_PAGE_IDS: see filtered_page(), which runs after filtered().

The lesson pages are plain Markdown, so that they read well where they are
written — on a code host or in an editor — and this filter turns the few
constructs Doxygen needs in another form into Doxygen's form, line for line (so
Doxygen's warnings keep pointing at the right line of the real file):

* the first heading of `lessons/NN-*/README.md` gets the page id `{#lessonNN}`,
  that of `lessons/README.md` the id `{#lessons}` (other pages write their own);
  their Korean twins `README.ko.md` get `{#lessonNN_ko}` and `{#lessons_ko}`, the
  kit's top `README.ko.md` gets `{#readme_ko}`;
* a measured figure announced by `<!-- result: FILE KEY -->` is replaced by the
  entry KEY of `docs/results/FILE.json` as it is today (docs/site/results_markers.py,
  whose check keeps the figure in the raw file equal to it);
* a code block announced by `<!-- snippet: FILE NAME -->` is replaced by
  `\\snippet FILE NAME`, so the site quotes the code itself; the block in the
  raw file is a copy that tests/docs/plain_markdown_test.py keeps equal to it;
* an image from `docs/diagrams/` (the diagrams a code host can show) becomes
  `\\image html NAME.svg "caption" width=100%`, which the docs build fills with
  the diagram it has just rendered from the current code;
* a link to a sibling `README.md` or `README.ko.md` by its bare name (the language
  line) becomes `@ref ID` of that page: Doxygen resolves a bare file name to the
  first file of that name, the kit's top README.md;
* on a Korean page (`*.ko.md`), `@ref ID` and `@subpage ID` of an English page
  whose Korean twin exists name the twin's page instead (so a Korean page can be
  written with the English ids and still lead to the Korean pages delivered);
* on a Korean page (`*.ko.md`), a link to a Korean twin `Y.ko.md` that does not
  exist (yet) points to its English page `Y.md` instead, so a page still being
  translated never leaves a dead link in the site.

* a heading's code spans become plain text, with `--` written `\\--`: Doxygen 1.9
  shows a code span in a heading as an escaped `<tt>` tag, and `--` outside code
  as a dash;
* bold text `**X**` that touches a letter (`**C++17**을`: a Korean particle, which
  Doxygen 1.9's emphasis rules do not allow after `**`), or that starts or ends with
  a code span, becomes `<b>X</b>` (and `*X*` the same way `<em>X</em>`).

Usage (by Doxygen): md_filter.py FILE   — prints the filtered page.
"""
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from results_markers import site_line  # noqa: E402  (the measured figures, from docs/results)

SNIPPET = re.compile(r"^<!-- snippet: (\S+) (\S+) -->\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")
KOREAN_LINK = re.compile(r"(\]\()([^)\s#]+)\.ko\.md([#)])")
DIAGRAM = re.compile(r"!\[([^\]]*)\]\((?:\.\./)*docs/diagrams/([A-Za-z0-9_.-]+\.svg)\)")


def page_id(path):
    """The page id a lesson page (or a Korean twin) gets from its folder, or None.

    A Korean twin `README.ko.md` gets its English page's id with `_ko` added; the
    kit's top `README.ko.md` (beside the Doxyfile) gets `readme_ko`."""
    resolved = path.resolve()
    parts = resolved.parts
    suffix = ""
    if parts and parts[-1] == "README.ko.md":
        suffix = "_ko"
        if (resolved.parent / "Doxyfile").exists():
            return "readme_ko"
    elif not (parts and parts[-1] == "README.md"):
        return None
    if len(parts) >= 2 and parts[-2] == "lessons":
        return "lessons" + suffix
    if len(parts) >= 3 and parts[-3] == "lessons":
        match = re.match(r"(\d\d)-", parts[-2])
        if match:
            return f"lesson{match.group(1)}{suffix}"
    return None


SIBLING_README = re.compile(r"\]\((README(?:\.ko)?\.md)\)")


def sibling_readme_links(path, line):
    """The line with bare links to a sibling README page turned into @ref links."""
    def link(match):
        sibling = path.parent / match.group(1)
        if (path.parent / "Doxyfile").exists() and match.group(1) == "README.md":
            return "](@ref index)"
        identifier = page_id(sibling) if sibling.exists() else None
        return f"](@ref {identifier})" if identifier else match.group(0)
    return SIBLING_README.sub(link, line)


def existing_twin_links(path, line):
    """The line with links to Korean twins that do not exist turned to their English pages."""
    def link(match):
        target = path.parent / (match.group(2) + ".ko.md")
        return match.group(0) if target.exists() else f"{match.group(1)}{match.group(2)}.md{match.group(3)}"
    return KOREAN_LINK.sub(link, line)


REF_COMMAND = re.compile(r"([@\\](?:ref|subpage)\s+)([A-Za-z_][A-Za-z0-9_]*)")
HEADING_ID = re.compile(r"^# .*\{#([A-Za-z_][A-Za-z0-9_]*)\}\s*$")


def kit_root(path):
    for folder in path.resolve().parents:
        if (folder / "Doxyfile").exists():
            return folder
    return None


def declared_id(page):
    """The id a page gets: from this filter, else its first heading's {#id}."""
    identifier = page_id(page)
    if identifier or not page.exists():
        return identifier
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            match = HEADING_ID.match(line)
            return match.group(1) if match else None
    return None


def korean_ids(root, cache={}):
    """English page id -> the id of its Korean twin, for the twins that exist."""
    if root not in cache:
        mapping = {}
        pages = [root / "README.md", root / "lessons" / "README.md"] + sorted(root.glob("lessons/[0-9][0-9]-*/README.md"))
        pages += sorted((root / "docs").glob("*.md"))
        for english in pages:
            if english.name.endswith(".ko.md"):
                continue
            twin = english.with_name(english.name[:-len(".md")] + ".ko.md")
            english_id = "index" if english == root / "README.md" else declared_id(english)
            if english_id and twin.exists() and declared_id(twin):
                mapping[english_id] = declared_id(twin)
        cache[root] = mapping
    return cache[root]


def korean_refs(path, line):
    root = kit_root(path)
    if root is None:
        return line
    mapping = korean_ids(root)
    return REF_COMMAND.sub(lambda m: m.group(1) + mapping.get(m.group(2), m.group(2)), line)


CODE_SPAN = re.compile(r"`([^`]+)`")
HEADING = re.compile(r"^#{1,6} ")
BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
ITALIC = re.compile(r"(?<![*\w])\*(?=[^\s*])([^*]+?)(?<=[^\s*])\*(?!\*)")


def plain_heading(line):
    """A heading line with its code spans as plain text (`--` kept as two hyphens)."""
    if not HEADING.match(line) or "`" not in line:
        return line
    return CODE_SPAN.sub(lambda m: m.group(1).replace("--", "\\--"), line)


def letter_bound_bold(line):
    """The line with each `**X**` (`*X*`) that Doxygen 1.9 leaves as stars written `<b>X</b>` (`<em>X</em>`):
    one that touches a letter on either side, or whose text starts or ends with a code
    span (code spans themselves are left alone)."""
    spans = []

    def hide(match):
        spans.append(match.group(0))
        return f"\x00{len(spans) - 1}\x00"

    hidden = CODE_SPAN.sub(hide, line)

    def bold(match):
        before = hidden[match.start() - 1] if match.start() > 0 else " "
        after = hidden[match.end()] if match.end() < len(hidden) else " "
        text = match.group(1)
        if before.isalnum() or after.isalnum() or text.startswith("\x00") or text.endswith("\x00"):
            return f"<b>{text}</b>"
        return match.group(0)

    hidden = ITALIC.sub(lambda m: bold(m).replace("<b>", "<em>").replace("</b>", "</em>"), BOLD.sub(bold, hidden))
    return re.sub("\x00([0-9]+)\x00", lambda m: spans[int(m.group(1))], hidden)


def filtered(path, lines):
    korean = path.name.endswith(".ko.md")
    out = []
    identifier = page_id(path)
    index = 0
    while index < len(lines):
        line = lines[index]
        if identifier and line.startswith("# ") and "{#" not in line:
            out.append(line.rstrip("\n") + f" {{#{identifier}}}\n")
            identifier = None
            index += 1
            continue
        snippet = SNIPPET.match(line)
        if snippet and index + 1 < len(lines) and FENCE.match(lines[index + 1]):
            out.append(f"\\snippet {snippet.group(1)} {snippet.group(2)}\n")
            end = index + 2
            while end < len(lines) and not FENCE.match(lines[end]):
                end += 1
            out.extend("\n" for _ in range(index + 1, min(end + 1, len(lines))))  # keep the line numbers
            index = end + 1
            continue
        if FENCE.match(line):  # a code block: copied as it is
            out.append(line)
            index += 1
            while index < len(lines) and not FENCE.match(lines[index]):
                out.append(lines[index])
                index += 1
            if index < len(lines):
                out.append(lines[index])
                index += 1
            continue
        line = letter_bound_bold(plain_heading(line))
        root = kit_root(path)
        if root is not None:
            line = site_line(line, root)
        if korean:
            line = korean_refs(path, existing_twin_links(path, line))
        line = sibling_readme_links(path, line)
        out.append(DIAGRAM.sub(lambda m: f'\\image html {m.group(2)} "{m.group(1)}" width=100%', line))
        index += 1
    return out


# The pages of docs/ that are plain Markdown too, and the page id each gets here
# (docs/site/plain_markdown.py checks them; the others still use Doxygen commands:
# architecture.md and search-trees.md draw with \dot and \include{doc}, glossary.md
# lists its terms with \subpage, and the site reads benchmarks.md from a copy the
# build fills in, outside the kit's folders, where its id and links would not hold).
PLAIN_PAGE_IDS = {
    "docs/explorer.md": "search_explorer",
    "docs/instructor-guide.md": "instructor_guide",
    "docs/judge.md": "judge",
    "docs/counters.md": "counters",
    "docs/puzzles/README.md": "docs_puzzles",
    "docs/site/README.md": "docs_site",
}
# Pages the site reads from a copy the build writes (docs/CMakeLists.txt), and their ids.
SITE_COPIES = {"docs/benchmarks.md": "benchmarks"}
SUBPAGE_ITEM = re.compile(r"^(\s*\d+\.\s+)\[[^\]]*\]\(([^)\s#]+\.md)\)(.*)$")
PAGE_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s#]+\.md)\)")
HEADING_ID = re.compile(r"^#{1,6} .*\{#([A-Za-z_][A-Za-z0-9_]*)\}\s*$")


def kit_root(path):
    """The kit's root folder above `path` (it holds lessons/ and CMakePresets.json), or None."""
    for folder in path.resolve().parents:
        if (folder / "lessons").is_dir() and (folder / "CMakePresets.json").exists():
            return folder
    return None


def from_root(path, root):
    """`path` relative to the kit's root, as a/b/c.md, or None outside it."""
    try:
        return path.resolve().relative_to(root).as_posix()
    except ValueError:
        return None


def page_id_of(path):
    """The Doxygen page id of a Markdown page: a lesson page's from its folder, a
    page of PLAIN_PAGE_IDS the listed one, any other the `{#id}` of its first
    heading; None without one."""
    root = kit_root(path)
    identifier = page_id(path) or (PLAIN_PAGE_IDS.get(from_root(path, root)) if root else None)
    if identifier or not path.exists():
        return identifier
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            heading = HEADING_ID.match(line)
            return heading.group(1) if heading else None
    return None


def subpage(path, line):
    """`N. @subpage ID rest` for a main-page list item `N. [title](page.md) rest`, else None."""
    item = SUBPAGE_ITEM.match(line.rstrip("\n"))
    if not item:
        return None
    identifier = page_id_of(path.resolve().parent / item.group(2))
    if identifier is None:
        return None
    return f"{item.group(1)}@subpage {identifier}{item.group(3)}\n"


def copy_links(path, root, line):
    """The line with links to the pages of SITE_COPIES turned into `@ref ID "text"`."""
    def link(match):
        identifier = SITE_COPIES.get(from_root(path.resolve().parent / match.group(2), root))
        return f'@ref {identifier} "{match.group(1)}"' if identifier else match.group(0)
    return PAGE_LINK.sub(link, line)


def filtered_page(path, lines):
    """filtered(), then, line for line (outside code blocks):

    * the first heading of a page of PLAIN_PAGE_IDS gets its id;
    * in the kit's top README.md (the site's main page), a numbered list item that
      starts with a link to a page of the site, `N. [title](path.md) rest`, becomes
      `N. @subpage ID rest`, so the site's navigation tree has those pages under the
      main page, in the README's order (the page's title replaces the link's text);
    * a link to a page of SITE_COPIES (`docs/benchmarks.md`) becomes `@ref ID "text"`,
      which Doxygen resolves to the copy the site reads (the file itself is not read)."""
    out = filtered(path, lines)
    root = kit_root(path)
    if root is None:
        return out
    identifier = None if page_id(path) else PLAIN_PAGE_IDS.get(from_root(path, root))
    main_page = path.name == "README.md" and path.resolve().parent == root
    in_code = False
    for index, line in enumerate(out):
        if FENCE.match(line):
            in_code = not in_code
            continue
        if in_code:
            continue
        if identifier and line.startswith("# ") and "{#" not in line:
            line = line.rstrip("\n") + f" {{#{identifier}}}\n"
            identifier = None
        listed = subpage(path, line) if main_page else None
        out[index] = listed or copy_links(path, root, line)
    return out


def main():
    if len(sys.argv) != 2:
        print("usage: md_filter.py FILE", file=sys.stderr)
        return 2
    path = pathlib.Path(sys.argv[1])
    sys.stdout.write("".join(filtered_page(path, path.read_text(encoding="utf-8").splitlines(keepends=True))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
