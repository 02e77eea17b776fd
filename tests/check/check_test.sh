#!/usr/bin/env bash
# Test of `kit check` and `kit hint` on a temporary copy of the kit's sources.
#
#   check_test.sh KIT_BINARY KIT_ROOT
#
# Lesson 1 goes through the states a student sees: untouched (step 1 fails with
# the "not done yet" notice), half-done (the reference without search.enter():
# right answers, but no node is counted: step 1 passes, step 2 fails), a build
# error (nothing run), a stage that loops forever (stopped by the time limit),
# finished (the reference copied in: every step passes, exit 0). Then the hints
# get stronger on each call, and `--watch` re-checks within 2 s of a save and
# ends on Ctrl-C with exit 0. In Korean (LANG=ko_KR.UTF-8, --lang ko): the
# untouched starter's progress lines, step titles, hint and summary, the locale
# variables' order, and the stages' output the same in every language. Last, SIGTERM
# and Ctrl-C in the middle of a build or a step leave no process of it running.
#
# The steps are tests/check/fixture-steps01.tsv (steps made of conformance
# tests), so this test checks kit check itself, not the lesson's current steps.
set -uo pipefail
# The English checks below must not depend on the caller's locale.
unset LC_ALL LC_MESSAGES LANGUAGE
export LANG=C.UTF-8
kit=$1
source_root=$2
work=$(mktemp -d)
trap 'kill "${watch_pid:-}" 2>/dev/null; rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# expect_in FILE TEXT...: every TEXT (a fixed string) occurs in FILE.
expect_in() {
  local file=$1 text
  shift
  for text in "$@"; do grep -qF -- "$text" "$file" || fail "$(basename "$file"): no '$text'"; done
}
expect_not_in() {
  local file=$1 text
  shift
  for text in "$@"; do ! grep -qF -- "$text" "$file" || fail "$(basename "$file"): unexpected '$text'"; done
}

root=$work/kit
mkdir -p "$root"
(cd "$source_root" && tar --exclude=./build --exclude=./.git -cf - .) | (cd "$root" && tar -xf -)
lesson=$root/lessons/01-naive-full-recheck
cp "$source_root/tests/check/fixture-steps01.tsv" "$lesson/steps.tsv"
starter=$work/starter01.cpp
cp "$lesson/stage01.cpp" "$starter"
export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:-$(command -v ccache || true)}

# check NAME ARGS...: runs kit check in the copy; output in $work/NAME.out, code in $code.
check() {
  local name=$1
  shift
  (cd "$root" && "$kit" check "$@") >"$work/$name.out" 2>&1
  code=$?
  echo "--- kit check $* ($name): exit $code"
  cat "$work/$name.out"
}

# 1. Untouched: step 1 fails with the notice, the later steps are "not yet".
check untouched 01
[ "$code" = 1 ] || fail "untouched: exit $code, expected 1"
expect_in "$work/untouched.out" "building lesson01 conformance_lesson01 solution01 ... ok" \
  "[FAIL]    step 1: Right answers on easy puzzles" "[not yet] step 2:" "[not yet] step 3:" \
  "the exercise is not done yet" "hint 1 of" "kit hint 01 1" "run this step alone: build/dev/bin/conformance_lesson01" \
  "your counters beside the reference's" "reference: nodes=5327 checks=5864446 backtracks=5274" \
  "> lesson 01  01-naive-full-recheck" "step 1 of 3" "lesson 02  02-local-check" "not started"
expect_not_in "$work/untouched.out" "[pass]"

# 1a. Every failure says how to run it again: the test alone, and for a puzzle case the
# puzzle alone on the stage binary (a command that, run from the kit's folder, fails the same way).
expect_in "$work/untouched.out" "reproduce: build/dev/bin/conformance_lesson01 --gtest_filter="
(cd "$root" && build/dev/bin/conformance_lesson01 --gtest_brief=1 --gtest_filter='*ConformanceTest*') >"$work/suite.out" 2>&1
failed_tests=$(sed -n 's/^\[  FAILED  \] \([^ ,]*\),.*/\1/p' "$work/suite.out" | sort -u)
[ -n "$failed_tests" ] || fail "the untouched starter fails no conformance test"
for name in $failed_tests; do
  grep -qF "reproduce: build/dev/bin/conformance_lesson01 --gtest_filter='$name'" "$work/suite.out" ||
    fail "conformance failure $name has no reproduce: line for itself"
done
puzzle_command=$(sed -n "s/^reproduce: \(echo '.*' | build\/dev\/bin\/lesson01 --input line --stats\)$/\1/p" "$work/suite.out" | head -n 1)
if [ -z "$puzzle_command" ]; then
  fail "no conformance failure names its puzzle (reproduce: echo '...' | build/dev/bin/lesson01 ...)"
else
  (cd "$root" && bash -c "$puzzle_command") >"$work/reproduced.out" 2>&1
  [ $? = 1 ] || fail "the reproduce command '$puzzle_command' did not fail like the test (exit 1)"
  expect_in "$work/reproduced.out" "nodes=" "no solution"
fi

# 1b. Untouched, in Korean: the same check, with the lines, the step titles
# (steps.ko.tsv) and the hint (hints/step1.ko.txt) in Korean.
cp "$source_root/tests/check/fixture-steps01.ko.tsv" "$lesson/steps.ko.tsv"
korean_hint=$(head -1 "$lesson/hints/step1.ko.txt")
[ -n "$korean_hint" ] || fail "lessons/01-naive-full-recheck/hints/step1.ko.txt is missing or empty"
LANG=ko_KR.UTF-8 check untouched-ko 01
[ "$code" = 1 ] || fail "untouched, Korean: exit $code, expected 1"
expect_in "$work/untouched-ko.out" "kit check: 01강 (01-naive-full-recheck), 빌드 폴더 build/dev" \
  "빌드 중: lesson01 conformance_lesson01 solution01 ... 완료" "[실패]  1단계: 쉬운 퍼즐에서 정답" \
  "[아직]  2단계: 모든 노드를 세고, 노드 한도를 지킨다" "[아직]  3단계: 적합성 테스트 전체" \
  "1단계 실패: 쉬운 퍼즐에서 정답" "the exercise is not done yet" "이 단계만 실행하기: build/dev/bin/conformance_lesson01" \
  "힌트 1/" "$korean_hint" "(더 강한 힌트: kit hint 01 1)" "백트래킹이 일어나는 퍼즐에서 내 카운터와 모범 답안의 카운터:" \
  "모범 답안: nodes=5327 checks=5864446 backtracks=5274" "진행 상황:" "> 01강  01-naive-full-recheck" "1/3단계" \
  "02강  02-local-check" "시작 전"
expect_not_in "$work/untouched-ko.out" "progress:" "hint 1 of" "[FAIL]" "[not yet]" "your counters"
# --lang en wins over the locale.
LANG=ko_KR.UTF-8 check untouched-en 01 --lang en
expect_in "$work/untouched-en.out" "[FAIL]    step 1: Right answers on easy puzzles" "hint 1 of" "progress:"
expect_not_in "$work/untouched-en.out" "진행 상황" "$korean_hint"
# The stages print the judge's format whatever the locale.
sample=$source_root/tests/data/boj2580-sample.in
LANG=ko_KR.UTF-8 LC_ALL=ko_KR.UTF-8 "$root/build/dev/bin/solution01" <"$sample" >"$work/stage-ko.out" 2>&1
LANG=C "$root/build/dev/bin/solution01" <"$sample" >"$work/stage-c.out" 2>&1
cmp -s "$work/stage-ko.out" "$source_root/tests/data/boj2580-sample.out" ||
  fail "solution01 under a Korean locale does not print the judge's answer byte for byte"
cmp -s "$work/stage-ko.out" "$work/stage-c.out" || fail "solution01 prints differently under a Korean locale"

# 2. Half-done: right answers, but the nodes are not counted.
cp "$root/solutions/01-naive-full-recheck/stage01.cpp" "$lesson/stage01.cpp"
sed -i '/^    search.enter(cell, digit);/d' "$lesson/stage01.cpp"
grep -q 'search.enter' "$lesson/stage01.cpp" && fail "the half-done copy still calls search.enter()"
check half-done 1
[ "$code" = 1 ] || fail "half-done: exit $code, expected 1"
expect_in "$work/half-done.out" "[pass]    step 1: Right answers on easy puzzles" \
  "[FAIL]    step 2: Every node counted, the node limit honoured" "[not yet] step 3:" \
  "step 2 fails: Every node counted" "NodeLimitIsExact" "yours:     nodes=0 " "step 2 of 3"

# 3. A build error: shown, and nothing is run (the old binaries are not tested).
printf 'this is not C++;\n' >>"$lesson/stage01.cpp"
check build-error 01
[ "$code" = 2 ] || fail "build error: exit $code, expected 2"
expect_in "$work/build-error.out" "FAILED" "nothing was tested" "error:" "stage01.cpp"
expect_not_in "$work/build-error.out" "[pass]" "[FAIL]"

# 4. A stage that never ends: stopped by the time limit, reported as a failed step.
cp "$root/solutions/01-naive-full-recheck/stage01.cpp" "$lesson/stage01.cpp"
sed -i 's|^  Search search(options);|  for (volatile int forever = 0; forever == 0;) {}  // loops\n  Search search(options);|' \
  "$lesson/stage01.cpp"
started=$SECONDS
check looping 01 --time-limit 5
[ "$code" = 1 ] || fail "looping stage: exit $code, expected 1"
[ $((SECONDS - started)) -lt 120 ] || fail "looping stage: kit check took $((SECONDS - started)) s"
expect_in "$work/looping.out" "[FAIL]    step 1" "stopped after 5 s" "loop forever" "(stopped after 20 s)"

# 5. Finished: the reference copied in.
cp "$root/solutions/01-naive-full-recheck/stage01.cpp" "$lesson/stage01.cpp"
check finished 01
[ "$code" = 0 ] || fail "finished: exit $code, expected 0"
expect_in "$work/finished.out" "[pass]    step 1" "[pass]    step 2" "[pass]    step 3" \
  "all 3 steps of lesson 01 pass" "yours:     nodes=5327 checks=5864446 backtracks=5274" \
  "reference: nodes=5327 checks=5864446 backtracks=5274"
grep -qE '> lesson 01  01-naive-full-recheck +done' "$work/finished.out" || fail "finished: progress does not say done"
expect_not_in "$work/finished.out" "[FAIL]" "hint 1 of"
# With lesson 1 done, `kit check` without a number goes on to lesson 2.
check next
expect_in "$work/next.out" "kit check: lesson 02 (02-local-check)"

# 6. Hints: kit check showed hint 1 of step 1, so kit hint goes on with hint 2;
# after --reset each call gives a stronger one, up to the last.
hints=$(grep -c '^---$' "$lesson/hints/step1.txt")
hints=$((hints + 1))
(cd "$root" && "$kit" hint 01 1) >"$work/hint-after-check.out" 2>&1 || fail "kit hint 01 1 failed"
expect_in "$work/hint-after-check.out" "hint 2 of $hints"
(cd "$root" && "$kit" hint --reset) >/dev/null 2>&1 || fail "kit hint --reset failed"
for n in $(seq 1 $((hints + 1))); do
  (cd "$root" && "$kit" hint 01 1) >"$work/hint$n.out" 2>&1 || fail "kit hint 01 1 (call $n) failed"
done
expect_in "$work/hint1.out" "lesson 01, step 1 (Right answers on easy puzzles): hint 1 of $hints" "again for a stronger hint"
expect_in "$work/hint2.out" "hint 2 of $hints"
expect_in "$work/hint$((hints + 1)).out" "hint $hints of $hints" "that was the last hint"
cmp -s "$work/hint1.out" "$work/hint2.out" && fail "the second hint is the first one again"
(cd "$root" && "$kit" hint 01 --reset && "$kit" hint 01 1) >"$work/hint-reset.out" 2>&1
expect_in "$work/hint-reset.out" "hint 1 of $hints"
(cd "$root" && "$kit" hint 01 9) >"$work/hint-bad.out" 2>&1
[ $? = 2 ] || fail "kit hint 01 9 should exit 2"
(cd "$root" && "$kit" check 42) >"$work/check-bad.out" 2>&1
[ $? = 2 ] || fail "kit check 42 should exit 2"
expect_in "$work/check-bad.out" "no lesson 42"

# 6b. kit hint in Korean, and the locale variables' order (LC_ALL, LC_MESSAGES, LANG).
(cd "$root" && "$kit" hint --reset >/dev/null && LANG=ko_KR.UTF-8 "$kit" hint 01 1) >"$work/hint-ko.out" 2>&1
expect_in "$work/hint-ko.out" "01강 1단계 (쉬운 퍼즐에서 정답): 힌트 1/$hints" "$korean_hint" "kit hint 01 1 를 다시 실행하세요"
(cd "$root" && LC_MESSAGES=ko_KR.UTF-8 "$kit" hint 01 1) >"$work/hint-ko2.out" 2>&1
expect_in "$work/hint-ko2.out" "힌트 2/$hints"
(cd "$root" && LC_ALL=C.UTF-8 LANG=ko_KR.UTF-8 "$kit" hint 01 1) >"$work/hint-c.out" 2>&1
expect_in "$work/hint-c.out" "lesson 01, step 1 (Right answers on easy puzzles): hint 3 of $hints"
(cd "$root" && "$kit" hint 01 1 --lang ko) >"$work/hint-lang.out" 2>&1
expect_in "$work/hint-lang.out" "01강 1단계" "마지막 힌트였습니다"
(cd "$root" && "$kit" hint 01 1 --lang fr) >"$work/hint-fr.out" 2>&1
[ $? = 2 ] || fail "kit hint --lang fr should exit 2"
(cd "$root" && "$kit" hint --reset) >/dev/null 2>&1

# 7. --watch: a save triggers a new check within 2 s; Ctrl-C ends it with exit 0.
: >"$work/watch.out"
(cd "$root" && exec "$kit" check 01 --watch) >>"$work/watch.out" 2>&1 &
watch_pid=$!
wait_for() {  # wait_for TEXT COUNT SECONDS: until TEXT occurs COUNT times
  local deadline=$((SECONDS + $3))
  while [ "$(grep -cF -- "$1" "$work/watch.out" || true)" -lt "$2" ]; do
    [ $SECONDS -lt $deadline ] || return 1
    sleep 0.05
  done
}
wait_for "for changes" 1 300 || fail "--watch: the first check did not finish"
saved=$(date +%s%N)
echo "// saved again" >>"$lesson/stage01.cpp"
if wait_for "stage01.cpp changed: checking again" 1 5; then
  reacted_ms=$((($(date +%s%N) - saved) / 1000000))
  echo "--watch reacted to the save after $reacted_ms ms"
  [ "$reacted_ms" -le 2000 ] || fail "--watch took $reacted_ms ms to react (more than 2 s)"
else
  fail "--watch did not react to a save within 5 s"
fi
wait_for "for changes" 2 300 || fail "--watch: the second check did not finish"
kill -INT "$watch_pid"
wait "$watch_pid"
watch_code=$?
watch_pid=
echo "--- kit check 01 --watch: exit $watch_code"
cat "$work/watch.out"
[ "$watch_code" = 0 ] || fail "--watch ended with exit $watch_code after Ctrl-C, expected 0"
expect_in "$work/watch.out" "watch stopped"
[ "$(grep -cF "all 3 steps of lesson 01 pass" "$work/watch.out")" = 2 ] || fail "--watch: expected two passing checks"

# 8. Stopped in the middle: SIGTERM or Ctrl-C ends kit check and every process of
# its build (ninja gives each compiler a process group of its own) or of its test
# program. A header that is a named pipe nobody writes keeps the compiler waiting,
# so the build is surely running when the signal comes, at no CPU cost.
# leftovers: the processes still running in the copy (command line or folder in it).
leftovers() {
  {
    pgrep -af -- "$root"
    # ninja's command line does not name the copy, but it runs inside it.
    for pid in $(ls -l /proc/[0-9]*/cwd 2>/dev/null | grep -F -- "-> $root" | sed 's|.*/proc/\([0-9]*\)/cwd.*|\1|'); do
      echo "$pid $(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)"
    done
  } 2>/dev/null | grep -v "^$$ " | cut -c1-160 | sort -u
}
# stop_while SIGNAL WHAT NAME ARGS...: starts kit check ARGS, waits until a process whose
# command line holds WHAT runs, sends SIGNAL to kit and expects nothing of it left.
stop_while() {
  local signal=$1 what=$2 name=$3
  shift 3
  (cd "$root" && exec "$kit" check "$@") >"$work/$name.out" 2>&1 &
  local pid=$! deadline=$((SECONDS + 300))
  until leftovers | grep -qF -- "$what"; do
    if [ $SECONDS -ge $deadline ] || ! kill -0 "$pid" 2>/dev/null; then
      fail "$name: no '$what' process appeared"
      break
    fi
    sleep 0.1
  done
  kill "-$signal" "$pid"
  wait "$pid"
  code=$?
  sleep 0.2
  echo "--- kit check $* ($name), $signal while '$what' ran: exit $code"
  cat "$work/$name.out"
  local left
  left=$(leftovers)
  if [ -n "$left" ]; then
    fail "$name: processes left running after $signal:"$'\n'"$left"
    for pid in $(echo "$left" | cut -d' ' -f1); do kill -KILL "$pid" 2>/dev/null; done
  fi
}
cp "$root/solutions/01-naive-full-recheck/stage01.cpp" "$lesson/stage01.cpp"
mkfifo "$lesson/never-written.hpp"
echo '#include "never-written.hpp"' >>"$lesson/stage01.cpp"
stop_while TERM cc1plus build-term 01
[ "$code" = 130 ] || fail "SIGTERM during the build: exit $code, expected 130"
expect_in "$work/build-term.out" "kit check: interrupted"
stop_while INT cc1plus watch-int 01 --watch
[ "$code" = 0 ] || fail "Ctrl-C during the build of --watch: exit $code, expected 0"
rm -f "$lesson/never-written.hpp"
cp "$root/solutions/01-naive-full-recheck/stage01.cpp" "$lesson/stage01.cpp"
sed -i 's|^  Search search(options);|  for (volatile int forever = 0; forever == 0;) {}  // loops\n  Search search(options);|' \
  "$lesson/stage01.cpp"
stop_while TERM bin/conformance_lesson01 test-term 01
[ "$code" = 130 ] || fail "SIGTERM during a step: exit $code, expected 130"

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "kit check test: all assertions hold"
