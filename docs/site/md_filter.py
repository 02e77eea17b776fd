#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Doxygen's input filter for the kit's Markdown pages (FILTER_PATTERNS in Doxyfile).

The lesson pages are plain Markdown, so that they read well where they are
written — on a code host or in an editor — and this filter turns the few
constructs Doxygen needs in another form into Doxygen's form, line for line (so
Doxygen's warnings keep pointing at the right line of the real file):

* the first heading of `lessons/NN-*/README.md` gets the page id `{#lessonNN}`,
  that of `lessons/README.md` the id `{#lessons}` (other pages write their own);
  their Korean twins `README.ko.md` get `{#lessonNN_ko}` and `{#lessons_ko}`, the
  kit's top `README.ko.md` gets `{#readme_ko}`;
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

Usage (by Doxygen): md_filter.py FILE   — prints the filtered page.
"""
import pathlib
import re
import sys

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
        if korean:
            line = korean_refs(path, existing_twin_links(path, line))
        line = sibling_readme_links(path, line)
        out.append(DIAGRAM.sub(lambda m: f'\\image html {m.group(2)} "{m.group(1)}" width=100%', line))
        index += 1
    return out


def main():
    if len(sys.argv) != 2:
        print("usage: md_filter.py FILE", file=sys.stderr)
        return 2
    path = pathlib.Path(sys.argv[1])
    sys.stdout.write("".join(filtered(path, path.read_text(encoding="utf-8").splitlines(keepends=True))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
