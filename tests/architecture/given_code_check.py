#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Checks that each lesson's starter and reference agree on the code the student is given.

A lesson with an exercise has two copies of its given code: the starter
lessons/NN-*/stageNN.cpp and the reference solutions/NN-*/stageNN.cpp. They are written by
hand, both of them (docs/architecture.md, "A lesson's two files"); this check is what holds
them together. Both files are cut into their declarations (functions, classes and their
members, variables, #include lines; namespaces and class bodies are walked into), and then:

  * a declaration of the starter that is not an exercise must be in the reference, token
    for token, comments aside (a `[[maybe_unused]]` in the starter is allowed: it keeps a
    given helper quiet until the student's code calls it);
  * a declaration of the starter that is an exercise (its text holds a `TODO(lesson`
    comment or an exercise_not_done() call) may have another body, but its head (the
    return type, name and parameters) must be the reference's;
  * a declaration only the reference has must be named in a TODO of the starter (the
    student is asked to write it, as column_is_consistent() in lesson 1);
  * the starter includes "exercise.hpp", which the reference does not need.

  given_code_check.py [ROOT]   check every lessons/NN-*/stageNN.cpp that has a reference
                               (ROOT: the kit, the folder above tests/ unless given)

Exit codes: 0 the given code agrees; 1 a difference, one line each on stderr naming the
declaration and both files with their lines; 2 no such kit or an unreadable file.
"""
import pathlib
import re
import sys

# Tokens, longest operators first so that `a - -b` and `a--b` stay apart.
TOKEN = re.compile(
    r"""
    (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<preprocessor>^[ \t]*\#[^\n]*)
  | (?P<string>"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')
  | (?P<number>\.?[0-9](?:[0-9A-Za-z_.']|[eEpP][+-])*)
  | (?P<word>[A-Za-z_][A-Za-z_0-9]*)
  | (?P<operator>::|->\*|->|\+\+|--|<<=|>>=|<=>|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^!=<>]=|\.\.\.|[^\sA-Za-z_0-9])
  | (?P<space>\s+)
""",
    re.VERBOSE | re.DOTALL | re.MULTILINE,
)
EXERCISE_MARK = re.compile(r"TODO\(lesson|\bexercise_not_done\b")
STARTER_ONLY_INCLUDE = '#include "exercise.hpp"'
SCOPE_WORDS = {"namespace", "class", "struct", "union"}
ACCESS_WORDS = {"public", "private", "protected"}
MAYBE_UNUSED = ["[", "[", "maybe_unused", "]", "]"]


def windows(texts, size):
    """Every run of `size` consecutive texts, as lists."""
    return [texts[i : i + size] for i in range(len(texts) - size + 1)]


class Token:
    """One token: its text, its line, and whether a comment right before or in it marks an exercise."""

    def __init__(self, text, line):
        self.text = text
        self.line = line
        self.marked = False


class Declaration:
    """One declaration: where it is (scope), its name, its tokens, and whether it is an exercise."""

    def __init__(self, scope, tokens):
        self.scope = scope
        self.tokens = tokens
        self.name = "::".join(scope + [declared_name(tokens)])
        # A TODO comment right before a declaration is about what follows it, not an exercise inside it.
        self.exercise = any(token.marked for token in tokens[1:]) or any(t.text == "exercise_not_done" for t in tokens)

    def texts(self, drop_maybe_unused=False):
        """The token texts, the way two declarations are compared."""
        texts = [token.text for token in self.tokens]
        while drop_maybe_unused and MAYBE_UNUSED in windows(texts, len(MAYBE_UNUSED)):
            at = windows(texts, len(MAYBE_UNUSED)).index(MAYBE_UNUSED)
            del texts[at : at + len(MAYBE_UNUSED)]
        return texts

    def head(self):
        """The tokens before the body: return type, name, parameters (and a constructor's start)."""
        texts = self.texts()
        return texts[: texts.index("{")] if "{" in texts else texts


def tokens_of(text):
    """The file's tokens without comments; a comment that marks an exercise marks the next token."""
    tokens, mark_next = [], False
    for match in TOKEN.finditer(text):
        kind, value = match.lastgroup, match.group()
        line = text.count("\n", 0, match.start()) + 1
        if kind == "comment":
            mark_next = mark_next or bool(EXERCISE_MARK.search(value))
        elif kind == "preprocessor":
            tokens.append(Token(" ".join(value.split()), line))
        elif kind != "space":
            token = Token(value, line)
            token.marked, mark_next = mark_next, False
            tokens.append(token)
    return tokens


def declared_name(tokens):
    """A readable name: the identifier before the first parenthesis, or the last one before a body or value."""
    texts = [token.text for token in tokens]
    if texts[0].startswith("#"):
        return texts[0]
    end = next((i for i, text in enumerate(texts) if text in "{=;:" and text != "::"), len(texts))
    head = texts[:end]
    if "(" in head:
        before = head[: head.index("(")]
        if len(before) >= 2 and before[-2] == "operator":
            return "operator" + before[-1]
        start = len(before) - 1
        while start >= 2 and before[start - 1] == "::":
            start -= 2
        return "".join(before[start:]) + "()"
    words = [text for text in head if re.match(r"[A-Za-z_]", text)]
    return " ".join(words[-2:]) if words and words[0] in SCOPE_WORDS else (words[-1] if words else "?")


def scope_name(head):
    """The name a namespace or class adds to the names inside it: `sudoku::stage07`, `ExactCover`, `(anonymous)`."""
    texts = [token.text for token in head]
    at = max(i for i, text in enumerate(texts) if text in SCOPE_WORDS) + 1
    name = []
    while at < len(texts) and texts[at] not in (":", "final"):
        name.append(texts[at])
        at += 1
    return "".join(name) or "(anonymous)"


def matching_close(tokens, start):
    """The index of the bracket that closes tokens[start]."""
    pairs = {"{": "}", "(": ")", "[": "]"}
    depth, opening = 0, tokens[start].text
    for i in range(start, len(tokens)):
        if tokens[i].text == opening:
            depth += 1
        elif tokens[i].text == pairs[opening]:
            depth -= 1
            if depth == 0:
                return i
    return len(tokens) - 1


def declarations(tokens, scope, start=0, end=None):
    """The declarations in tokens[start:end], walking into namespaces and class bodies."""
    end = len(tokens) if end is None else end
    found, i = [], start
    while i < end:
        if tokens[i].text.startswith("#"):
            found.append(Declaration(scope, [tokens[i]]))
            i += 1
            continue
        if tokens[i].text in ACCESS_WORDS and i + 1 < end and tokens[i + 1].text == ":":
            found.append(Declaration(scope, tokens[i : i + 2]))
            i += 2
            continue
        j = i
        while j < end and tokens[j].text not in ";{":
            j = matching_close(tokens, j) + 1 if tokens[j].text in "([" else j + 1
        if j >= end or tokens[j].text == ";":
            found.append(Declaration(scope, tokens[i : j + 1]))
            i = j + 1
            continue
        close = matching_close(tokens, j)
        first = tokens[i].text
        is_scope = first in SCOPE_WORDS or (first == "template" and any(t.text in SCOPE_WORDS for t in tokens[i:j]))
        if is_scope and "(" not in [t.text for t in tokens[i:j]]:
            inner = scope_name(tokens[i:j])
            shell = Declaration(scope, tokens[i:j])
            shell.name = "::".join(scope + [f"{first} {inner}"])
            found.append(shell)
            found.extend(declarations(tokens, scope + [inner], j + 1, close))
            i = close + 1
            if i < end and tokens[i].text == ";":
                i += 1
            continue
        last = close + 1 if close + 1 < end and tokens[close + 1].text == ";" else close
        found.append(Declaration(scope, tokens[i : last + 1]))
        i = last + 1
    return found


def numbered(found):
    """The declarations by name, a name that comes twice (overloads) numbered by its order."""
    by_name, seen = {}, {}
    for declaration in found:
        count = seen.get(declaration.name, 0)
        seen[declaration.name] = count + 1
        by_name[declaration.name if count == 0 else f"{declaration.name} #{count + 1}"] = declaration
    return by_name


def first_difference(left, right):
    """The index of the first token where two token lists differ."""
    return next((i for i, (a, b) in enumerate(zip(left, right)) if a != b), min(len(left), len(right)))


def compare(starter_path, reference_path, root):
    """The differences between one starter and its reference, one line each."""
    starter_text = starter_path.read_text(encoding="utf-8")
    starter_tokens = tokens_of(starter_text)
    reference_tokens = tokens_of(reference_path.read_text(encoding="utf-8"))
    # The TODO comments with the comment lines that carry them on: what the student is asked to write.
    todo_text = " ".join(re.findall(r"//[^\n]*TODO\(lesson[^\n]*(?:\n\s*//[^\n]*)*", starter_text))
    starter = numbered(declarations(starter_tokens, []))
    reference = numbered(declarations(reference_tokens, []))
    s_name, r_name = starter_path.relative_to(root), reference_path.relative_to(root)
    problems = []
    for name, given in starter.items():
        if given.texts() == [STARTER_ONLY_INCLUDE]:
            continue
        line = given.tokens[0].line
        other = reference.get(name)
        if other is None:
            problems.append(f"{name}: in {s_name}:{line} but not in {r_name}")
            continue
        if given.exercise:
            left, right = given.head(), other.head()
            what = "head"
        else:
            left, right = given.texts(drop_maybe_unused=True), other.texts()
            what = "given code"
        if left != right:
            k = first_difference(left, right)
            s_line = given.tokens[min(k, len(given.tokens) - 1)].line
            r_line = other.tokens[min(k, len(other.tokens) - 1)].line
            problems.append(f"{name}: the {what} differs: {s_name}:{s_line} and {r_name}:{r_line}")
    for name, written in reference.items():
        bare = name.split("::")[-1].rstrip("()").split(" ")[-1].split(" #")[0]
        if name not in starter and not re.search(rf"\b{re.escape(bare)}\b", todo_text):
            problems.append(
                f"{name}: in {r_name}:{written.tokens[0].line} but neither in {s_name} nor named in a TODO there"
            )
    return problems


def lesson_pairs(root):
    """(starter, reference) for every lesson whose starter has a reference beside it."""
    for starter in sorted(root.glob("lessons/[0-9][0-9]-*/stage[0-9][0-9].cpp")):
        reference = root / "solutions" / starter.parent.name / starter.name
        if reference.is_file():
            yield starter, reference


def main(argv):
    root = pathlib.Path(argv[1] if len(argv) > 1 else pathlib.Path(__file__).resolve().parents[2]).resolve()
    if len(argv) > 2 or not (root / "lessons").is_dir():
        print(f"given_code_check: no kit at {root} (usage: given_code_check.py [ROOT])", file=sys.stderr)
        return 2
    problems, pairs = [], 0
    try:
        for starter, reference in lesson_pairs(root):
            pairs += 1
            problems += compare(starter, reference, root)
    except (OSError, UnicodeDecodeError) as error:
        print(f"given_code_check: cannot read a stage file: {error}", file=sys.stderr)
        return 2
    for problem in problems:
        print(f"given_code_check: {problem}", file=sys.stderr)
    if pairs == 0:
        print(f"given_code_check: no lessons/NN-*/stageNN.cpp with a reference under {root}", file=sys.stderr)
        return 2
    if not problems:
        print(f"given_code_check: the given code of {pairs} starters is their reference's")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
