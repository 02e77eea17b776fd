#!/usr/bin/env bash
# Applies one mutant (tests/mutants/*.patch) to a copy of the stage's reference,
# compiles that copy with the stage's conformance suite and fidelity tests, and
# passes when the tests FAIL: the catalogue proves the tests catch the mistake.
#   run-mutant.sh ROOT BUILD_DIR CXX MUTANT.patch
# Exit 0: caught (the tests failed, or hung and were stopped after 120 s);
# 1: the mutant survived (every test passed) or could not be applied/compiled.
set -u
root=$1 build=$2 cxx=$3 mutant=$4
name=$(basename "$mutant" .patch)
stage=$(sed -n 's/^# stage: *//p' "$mutant")
folder=$(cd "$root/solutions" && ls -d "$stage"-* 2>/dev/null | head -n 1)
[[ -n $stage && -n $folder ]] || { echo "$name: no '# stage: NN' line naming a solutions/NN-* folder"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/solutions/$folder"
cp "$root/solutions/$folder/stage$stage.cpp" "$work/solutions/$folder/"
(cd "$work" && git apply -p1 "$mutant") || { echo "$name: the patch does not apply to solutions/$folder/stage$stage.cpp"; exit 1; }
tests=("$build/tests/conformance_solution$stage.cpp")
[[ -f $root/tests/stage${stage}_fidelity_test.cpp ]] && tests+=("$root/tests/stage${stage}_fidelity_test.cpp")
"$cxx" -std=c++20 -O1 -I"$root/common" -I"$root/lessons/$folder" \
  -DSUDOKU_TEST_DATA_DIR="\"$root/tests/data\"" \
  "$work/solutions/$folder/stage$stage.cpp" "${tests[@]}" "$root/common/testing/conformance.cpp" \
  "$build/common/libsudoku_common.a" -lgtest -lgtest_main -pthread -o "$work/tests" ||
  { echo "$name: the mutant does not compile"; exit 1; }
# The fidelity tests first: they stop a much bigger tree at a node limit, so
# they fail in a moment where the whole suite could search for minutes.
timeout 120 "$work/tests" --gtest_brief=1 --gtest_filter='Fidelity*:Step*' > "$work/log" 2>&1
code=$?
if [[ $code == 0 ]]; then
  timeout 120 "$work/tests" --gtest_brief=1 > "$work/log" 2>&1
  code=$?
fi
if [[ $code == 0 ]]; then
  echo "$name: SURVIVED: every conformance and fidelity test passed with this mistake in the code"
  exit 1
fi
[[ $code == 124 ]] && { echo "$name: caught (the tests hung and were stopped after 120 s)"; exit 0; }
failed=$(grep -c '^\[  FAILED  \] [A-Za-z]' "$work/log")
echo "$name: caught by $failed failing tests: $(grep '^\[  FAILED  \] [A-Za-z]' "$work/log" | sed 's/^\[  FAILED  \] //; s/ (.*//' | sort -u | head -n 5 | tr '\n' ' ')"
exit 0
