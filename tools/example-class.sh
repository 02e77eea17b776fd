#!/usr/bin/env bash
# The instructor guide's example class (docs/instructor-guide.md, section 4):
# seven "students" for lessons 01 and 02, made from the mutation catalogue
# (tests/mutants/), graded by `kit class`. It prints the report as Markdown on
# stdout, so the table in the guide can be made again on any machine.
#
#   ada      hands in the reference
#   grace    stage 1 secretly fast          (01-secretly-fast-new-cell-units)
#   barbara  overwrites a given             (01-given-overwritten)
#   linus    stage 2 re-checks the board    (02-still-rechecks-whole-board)
#   edsger   no short-circuit in stage 2    (02-short-circuit-dropped)
#   ken      the untouched starter
#   dennis   stage 2 loops forever
#
# Usage: tools/example-class.sh [KIT] [-- EXTRA kit class OPTIONS]
#   KIT defaults to build/answer-key/bin/kit (build it first: cmake --build --preset answer-key).
# Run it as root to get the full sandbox (see the guide); the speed column is
# only worth reading on a quiet machine.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
kit=${1:-$root/build/answer-key/bin/kit}
[ $# -gt 0 ] && shift
[ "${1:-}" = -- ] && shift
[ -x "$kit" ] || { echo "example-class.sh: no kit program at $kit (build the answer-key preset first)" >&2; exit 2; }
work=$(mktemp -d /tmp/kit-example-class.XXXXXX)
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
class=$work/class

reference() {  # reference NAME LESSON_FOLDER: NAME hands in the reference stage of that lesson
  local number=${2:0:2}
  mkdir -p "$class/$1/lessons/$2"
  cp "$root/solutions/$2/stage$number.cpp" "$class/$1/lessons/$2/"
}
everything() {  # everything NAME: the reference for lessons 01 and 02
  reference "$1" 01-naive-full-recheck
  reference "$1" 02-local-check
}
mutant() {  # mutant NAME PATCH: everything, with one mistake of the catalogue
  everything "$1"
  (cd "$class/$1" && patch -s -p1 <"$root/tests/mutants/$2.patch")
}

everything ada
mutant grace 01-secretly-fast-new-cell-units
mutant barbara 01-given-overwritten
mutant linus 02-still-rechecks-whole-board
mutant edsger 02-short-circuit-dropped
mkdir -p "$class/ken" && cp -r "$root/lessons" "$class/ken/lessons"
everything dennis # stage 2's search never ends: fill_from() starts again forever
python3 - "$class/dennis/lessons/02-local-check/stage02.cpp" <<'EOF'
import re, sys
path = sys.argv[1]
text = open(path).read()
marker = "bool fill_from("
start = text.index(marker)
body = text.index("{", start) + 1
text = text[:body] + "\n  for (volatile bool forever = true; forever;) {\n  }" + text[body:]
open(path, "w").write(text)
EOF

"$kit" class "$class" --root "$root" --lessons 01,02 --time-limit 20 --first 10 --bench-budget 3 --tier easy \
  --markdown "$@"
