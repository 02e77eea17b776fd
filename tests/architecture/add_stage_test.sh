#!/usr/bin/env bash
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
# "Adding a stage" (docs/architecture.md), proved: in a copy of the kit, tools/new-stage.sh
# writes stage 08 as a copy of stage 3 (its two folders, nothing else), then check that the
# build makes it, the conformance suite tests it, the generated lists (sudoku_stages.hpp and
# .json, the reliability tests, kit check's lessons) have it, `kit bench` and `kit trace` know
# it, the judge target writes its file, the docs' diagram script draws it, and the checked-in
# lists (presets, classroom workflow) fail their check until tools/stage-lists.py adds it.
# Then remove its starter and check that configuring fails with the one line that says so.
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

# 1.-2. The two folders and the declaration, written by the scaffold (a copy of stage 3)
# and by nothing else: every list below must find stage 08 on its own.
snapshot() { (cd "$kit" && find . -type f -print0 | sort -z | xargs -0 md5sum); }
snapshot >"$work/before.md5"
"$kit/tools/new-stage.sh" 08 throwaway 03 >"$work/new-stage.log" || { cat "$work/new-stage.log"; fail "tools/new-stage.sh failed"; }
snapshot >"$work/after.md5"
changed=$(diff "$work/before.md5" "$work/after.md5" | grep '^[<>]' | grep -v '  \./\(lessons\|solutions\)/08-throwaway/' || true)
[ -z "$changed" ] || fail "tools/new-stage.sh wrote outside the two folders: $changed"
grep -q '  ./solutions/08-throwaway/stage08.cpp$' "$work/after.md5" || fail "tools/new-stage.sh wrote no solutions/08-throwaway/stage08.cpp"

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

# 7. The generated lists: the C++ header and the JSON (configure time), the reliability
# and catalogue tests, kit check's lessons; the checked-in presets and classroom workflow
# fail their check until tools/stage-lists.py is run, which then adds stage 08 to both.
grep -q '^  X(8, stage08, row_major, "stage 8: ' "$build/generated/sudoku_stages.hpp" ||
  fail "generated/sudoku_stages.hpp has no X(8, stage08, ...): $(grep -c 'X(' "$build/generated/sudoku_stages.hpp") entries"
grep -q '^#include "stage08.hpp"$' "$build/generated/sudoku_stages.hpp" || fail "generated/sudoku_stages.hpp does not include stage08.hpp"
python3 -c 'import json, sys; sys.exit(0 if "08" in [s["number"] for s in json.load(open(sys.argv[1]))] else 1)' \
  "$build/generated/sudoku_stages.json" || fail "generated/sudoku_stages.json has no stage 08"
(cd "$build" && ctest -N) >"$work/tests.txt"
for test in catalogue_solution08 catalogue_lesson08 conformance_solution08 conformance_lesson08; do
  grep -q ": $test\$" "$work/tests.txt" || fail "ctest has no test $test"
done
(cd "$kit" && "$kit_tool" check --build-dir "$build" 99) >"$work/check-list.txt" 2>&1 || true
grep -q "lessons: 01, .*, 08)" "$work/check-list.txt" || { cat "$work/check-list.txt"; fail "kit check does not list lesson 08"; }
if python3 "$kit/tools/stage-lists.py" --check >"$work/stage-lists.log" 2>&1; then
  fail "tools/stage-lists.py --check passed although the presets lack lesson08"
fi
for file in CMakePresets.json .github/workflows/classroom.yml; do
  grep -q "$file does not match" "$work/stage-lists.log" || { cat "$work/stage-lists.log"; fail "the check did not name $file"; }
done
python3 "$kit/tools/stage-lists.py" >/dev/null || fail "tools/stage-lists.py could not rewrite the lists"
python3 "$kit/tools/stage-lists.py" --check || fail "the lists are still stale after tools/stage-lists.py"
(cd "$kit" && cmake --list-presets=test) | grep -q '"lesson08"' || fail "no test preset lesson08 after tools/stage-lists.py"
grep -q '"conformance_lesson08"' "$kit/CMakePresets.json" || fail "the student-asan targets lack conformance_lesson08"
grep -q 'id: lesson08-step1$' "$kit/.github/workflows/classroom.yml" || fail "classroom.yml has no grader for lesson08 step 1"

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

echo "stage 08 added by tools/new-stage.sh (two folders): built, conformance passed, in the generated header," \
     "JSON, ctest and kit check's lessons, listed and run by kit bench, in kit trace's stages, judge files" \
     "written${dot:+, diagrams drawn}; presets and classroom.yml checked stale, then rewritten by" \
     "tools/stage-lists.py; a missing starter is named at configure time"
