#!/usr/bin/env bash
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
# Scaffolds a new stage as a copy of an existing one (docs/architecture.md, "Adding a stage"):
#
#   tools/new-stage.sh NN NAME [FROM]     e.g. tools/new-stage.sh 08 sorted-candidates 03
#
# writes lessons/NN-NAME/ and solutions/NN-NAME/ from lessons/FROM-*/ and solutions/FROM-*/
# (FROM: 03 unless given; a stage with the usual stageNN.cpp pair): every file of the two
# folders, stageFROM renamed stageNN in file names and text, and a stage.cmake whose TITLE
# says what is left to write. Nothing outside the two folders is touched; the lists the build
# makes (targets, tests, kit check, kit bench, kit trace, generated headers) have the stage at
# the next configure, and the script prints the few files written by hand that still need it.
# Exit codes: 0 written, 2 bad arguments (nothing written).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
usage() { echo "usage: tools/new-stage.sh NN NAME [FROM]  (NN, FROM: two digits; NAME: lowercase-words)" >&2; exit 2; }
[[ $# -eq 2 || $# -eq 3 ]] || usage
number=$1 name=$2 from=${3:-03}
[[ $number =~ ^[0-9][0-9]$ && $from =~ ^[0-9][0-9]$ && $name =~ ^[a-z0-9]+(-[a-z0-9]+)*$ ]] || usage
folder=$number-$name
shopt -s nullglob
existing=("$root"/lessons/"$number"-*)
[[ ${#existing[@]} -eq 0 ]] || { echo "new-stage: stage $number exists already: ${existing[0]#"$root"/}" >&2; exit 2; }
sources=("$root"/lessons/"$from"-*/)
[[ ${#sources[@]} -eq 1 ]] || { echo "new-stage: no lessons/$from-* folder to copy" >&2; exit 2; }
from_folder=$(basename "${sources[0]}")
for file in "lessons/$from_folder/stage$from.hpp" "solutions/$from_folder/stage$from.cpp"; do
  [[ -f $root/$file ]] || { echo "new-stage: $file is missing: stage $from is not built from a stageNN pair" >&2; exit 2; }
done

# The copy: every file of both folders, renamed in its name and its text.
rename() { sed -e "s/stage$from/stage$number/g; s/lesson$from/lesson$number/g; s/solution$from/solution$number/g" \
               -e "s/$from_folder/$folder/g"; }
for side in lessons solutions; do
  (cd "$root/$side/$from_folder" && find . -type f) | while read -r file; do
    target=$root/$side/$folder/$(printf '%s' "${file#./}" | rename)
    mkdir -p "$(dirname "$target")"
    rename <"$root/$side/$from_folder/$file" >"$target"
  done
done

# The declaration: stage FROM's keys, with a title that says it is a copy.
title="stage $((10#$number)): a copy of stage $((10#$from)) (write what it does)"
sed -e "s/^\(# Stage\) [0-9]*/\1 $((10#$number))/" \
    -e "s/^\(  TITLE \)\".*\"/\1\"$title\"/" "$root/lessons/$from_folder/stage.cmake" \
    >"$root/lessons/$folder/stage.cmake"

cat <<DONE
new-stage: wrote lessons/$folder/ and solutions/$folder/ (a copy of stage $from).
The build lists the stage at the next configure. Still to do by hand:
  tools/stage-lists.py                  adds lesson$number to CMakePresets.json and its steps to classroom.yml
  README.md, lessons/README.md (+ .ko)  link lessons/$folder/README.md (the test page_lists_match_stages)
  lessons/$folder/                      the page, steps.tsv, hints, starter and header: this stage's own
  solutions/$folder/stage$number.cpp    the reference: this stage's algorithm
  tests/lessons/stage${number}_steps.cpp the step tests steps.tsv names (until then only the conformance suite runs)
DONE
