#!/usr/bin/env bash
# kit generate is reproducible: the same seed gives the same puzzles, run after
# run and machine after machine (generate-seed1.txt holds the puzzles of seed 1),
# another seed gives others, and bad arguments get exit code 2 and one line.
#   generator-test.sh KIT GOLDEN_FILE
set -u
kit=$1 golden=$2
status=0
fail() { echo "FAIL: $*"; status=1; }
made() {
  "$kit" generate --count 5 --seed 1
  "$kit" generate --count 5 --seed 1 --givens 30
  "$kit" generate --count 5 --seed 1 --size 4
  "$kit" generate --count 2 --seed 1 --size 16 --givens 200
}
made > first.txt || fail "kit generate failed"
made > second.txt
cmp -s first.txt second.txt || fail "two runs with the same seed differ"
cmp -s first.txt "$golden" || { fail "seed 1 no longer gives the puzzles of $golden:"; diff "$golden" first.txt | head; }
[[ $("$kit" generate --count 5 --seed 2) != $("$kit" generate --count 5 --seed 1) ]] || fail "seeds 1 and 2 give the same puzzles"
[[ $("$kit" generate --count 3 --seed 9 | wc -l) == 3 ]] || fail "--count 3 did not give 3 lines"
for bad in "--size 5" "--givens 82" "--count -1" "--minimal --givens 30" "--seed x"; do
  # shellcheck disable=SC2086
  "$kit" generate $bad > out.txt 2> err.txt
  code=$?
  [[ $code == 2 && ! -s out.txt && $(wc -l < err.txt) == 1 ]] || fail "generate $bad: exit $code, stdout $(wc -c < out.txt) bytes, $(wc -l < err.txt) stderr lines"
done
"$kit" generate --count 1 --seed 1 --givens 10 --attempts 3 > out.txt 2> err.txt
code=$?
[[ $code == 3 && $(wc -l < err.txt) == 1 ]] || fail "an unreachable --givens: exit $code, expected 3 and one line"
rm -f first.txt second.txt out.txt err.txt
[[ $status == 0 ]] && echo "generator: reproducible, arguments checked"
exit $status
