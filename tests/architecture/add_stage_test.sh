#!/usr/bin/env bash
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
# "Adding a stage" (docs/architecture.md), proved: in a copy of the kit, add stage 08 as a
# copy of stage 3 with only its two folders and its declaration, then check that the build
# makes it, the conformance suite tests it, `kit bench` and `kit trace` know it, the judge
# target writes its file and the docs' diagram script draws it. Then remove its starter and
# check that configuring fails with the one line that says so.
#
#   add_stage_test.sh SOURCE_DIR WORK_DIR KIT [DOT]
#
# Builds only the stage's targets, in the answer-key configuration (the lesson target is
# the reference, so the student's side passes too). KIT is this build's `kit`: `kit bench`
# finds stages by their binaries, so it is run on the copy's bin folder (--bin-dir) rather
# than built again; that the copy's `kit trace` knows stage 08 is read from the copy's
# compile commands.
set -euo pipefail
source_dir=$1
work=$2
kit_tool=$3
dot=${4:-}
fail() { echo "FAIL: $*" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work/kit"
kit="$work/kit"
# The kit as a contributor has it: its files, without build trees or git data.
tar -C "$source_dir" --exclude=./build --exclude=./.git -cf - . | tar -C "$kit" -xf -

# 1. The two folders: copies of stage 3, renumbered 08.
rename_stage() {  # rename_stage FILE: stage03 -> stage08 in the text
  sed -i -e 's/stage03/stage08/g; s/lesson03/lesson08/g; s/solution03/solution08/g' \
         -e 's/03-row-col-box-tables/08-throwaway/g' "$1"
}
for side in lessons solutions; do
  mkdir "$kit/$side/08-throwaway"
  for file in "$kit/$side/03-row-col-box-tables/"*; do
    case "$(basename "$file")" in stage.cmake | steps.tsv | hints) continue ;; esac
    target="$kit/$side/08-throwaway/$(basename "$file" | sed 's/stage03/stage08/')"
    cp "$file" "$target"
    rename_stage "$target"
  done
done
# 2. The one declaration.
cat >"$kit/lessons/08-throwaway/stage.cmake" <<'DECLARATION'
sudoku_stage(
  TITLE "stage 8: a throwaway copy of stage 3"
  TREE row_major
  SIZES 4x4 9x9 16x16
  EXERCISE YES
  JUDGE YES)
DECLARATION

# 3. Configure and build what the checks need.
build="$work/build"
cmake -S "$kit" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSUDOKU_ANSWER_KEY=ON >"$work/configure.log" 2>&1 ||
  { tail -n 20 "$work/configure.log"; fail "the kit with stage 08 does not configure"; }
grep -q '^set(SUDOKU_DECLARED_STAGES "01;02;03;.*;08")$' "$build/sudoku_stages.cmake" ||
  fail "stage 08 is not in the declared stages: $(grep DECLARED "$build/sudoku_stages.cmake")"
cmake --build "$build" -j2 --target solution08 lesson08 conformance_solution08 conformance_lesson08 judge \
  >"$work/build.log" 2>&1 || { tail -n 30 "$work/build.log"; fail "stage 08 does not build"; }

# 4. The conformance suite, on the reference and on the student's side.
for variant in solution lesson; do
  (cd "$build" && ctest -R "^conformance_${variant}08\$" --output-on-failure >"$work/ctest-$variant.log" 2>&1) ||
    { tail -n 30 "$work/ctest-$variant.log"; fail "conformance_${variant}08 does not pass"; }
  grep -q "1 tests passed\|100% tests passed, 0 tests failed out of 1" "$work/ctest-$variant.log" ||
    fail "ctest did not run conformance_${variant}08: $(tail -n 3 "$work/ctest-$variant.log")"
done
grep -q "lesson08" <(cd "$build" && ctest -N -L '^lesson08$') || fail "no test has the label lesson08"

# 5. kit bench lists it and runs it; the copy's kit trace is compiled with it in its stages.
"$kit_tool" bench --bin-dir "$build/bin" --list | grep -qx solution08 || fail "kit bench --list does not list solution08"
"$kit_tool" bench --bin-dir "$build/bin" --stages 8 --first 2 easy >"$work/bench.txt" ||
  fail "kit bench --stages 8 failed"
grep -q solution08 "$work/bench.txt" || fail "kit bench --stages 8 printed no row for solution08"
grep -q 'KIT_STAGES=[\\"]*01,02,03,[^ ]*,08[\\"]' "$build/compile_commands.json" ||
  fail "the copy's kit trace is not compiled with stage 08 (KIT_STAGES in compile_commands.json)"

# 6. The judge file, and the docs' diagrams (the script the docs target runs, without Doxygen).
[ -s "$build/judge/solution08.cpp" ] && [ -s "$build/judge/lesson08.cpp" ] || fail "no judge/solution08.cpp or lesson08.cpp"
if [ -n "$dot" ]; then
  cmake -DBIN_DIR="$build/bin" -DOUT_DIR="$work/diagrams" -DPUZZLES="$kit/docs/puzzles" -DDOT="$dot" \
        -DSTAGES="$build/sudoku_stages.cmake" -P "$kit/docs/diagrams.cmake" >"$work/diagrams.log" 2>&1 ||
    { cat "$work/diagrams.log"; fail "docs/diagrams.cmake failed"; }
  for size in 4x4 9x9; do
    grep -q "nodes" "$work/diagrams/lesson08-tree-$size.dot" 2>/dev/null ||
      fail "the docs' diagrams did not draw stage 08 on the $size puzzle"
  done
else
  echo "note: no Graphviz dot, so stage 08's diagrams are not drawn (the declared list was checked)"
fi

# 7. The presets check names the missing preset lesson08 (presets are written by hand).
if cmake -DPRESETS="$kit/CMakePresets.json" -DSTAGES="$build/sudoku_stages.cmake" \
         -P "$kit/tests/architecture/check_presets.cmake" >"$work/presets.log" 2>&1; then
  fail "the presets check passed without a preset lesson08"
fi
grep -q "no test preset lesson08" "$work/presets.log" || { cat "$work/presets.log"; fail "the presets check did not name lesson08"; }

# The page lists check names the pages to link (README.md and lessons/README.md are prose).
if cmake -DSOURCE="$kit" -DSTAGES="$build/sudoku_stages.cmake" -P "$kit/tests/architecture/check_page_lists.cmake" \
     >"$work/pages.log" 2>&1; then
  fail "the page lists check passed without lesson08 in README.md"
fi
grep -q "no link to lessons/08-[a-z-]*/README.md" "$work/pages.log" || { cat "$work/pages.log"; fail "the page lists check did not name lesson08"; }

# 8. A missing piece fails the configure step with one line that names it.
rm "$kit/lessons/08-throwaway/stage08.cpp"
if cmake -S "$kit" -B "$build" >"$work/missing.log" 2>&1; then
  fail "configuring passed although lessons/08-throwaway/stage08.cpp is missing"
fi
grep -q "stage declaration: stage 08 (08-throwaway) lacks its starter: lessons/08-throwaway/stage08.cpp is missing" \
  "$work/missing.log" || { cat "$work/missing.log"; fail "the configure error does not name the missing starter"; }

echo "stage 08 added with two folders and one declaration: built, conformance passed, listed and run by" \
     "kit bench, in kit trace's stages, judge files written${dot:+, diagrams drawn}; a missing starter is named" \
     "at configure time"
