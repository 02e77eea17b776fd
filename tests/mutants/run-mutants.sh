#!/usr/bin/env bash
# The mutation catalogue's proof: every mutant fails its lesson, in the step
# its header names, with the words its header expects; every correct
# alternative passes; and every step-order patch passes its steps and no more.
#
#   tests/mutants/run-mutants.sh [--work DIR] [--jobs N] [--kit PATH] [PATCH ...]
#
# In a copy of the kit (DIR/kit, made once and reused with --work), for each
# lesson: the reference stageNN.cpp copied into lessons/ must pass every step;
# the untouched starter must fail with the "not done yet" notice. Then each
# patch of the lesson, of one of three kinds (told apart by the header):
#   * a mutant (NN-name.patch, `# step:`): over the reference copied in. It must
#     fail (exit 1), the first failing step must be the header's `# step:`, and
#     every `# expect:` word must be in that step's messages (case-insensitive);
#   * a correct alternative (NN-alt-name.patch, `# alternative:`, no `# step:`):
#     over the reference; `kit check NN` must pass every step (exit 0);
#   * a step order (order/NN-through-stepK.patch, `# through-step: K`): over the
#     STARTER as shipped, steps 1..K written and the later ones left as stubs.
#     Steps 1..K must pass, step K+1 must be the first to fail, and every
#     `# next-fails-with:` word must be in its messages.
# A patch may change other files of the kit too (the lesson's header): every
# file it names is put back from the source tree before and after it. No step
# may be stopped by kit check's time limit (a looping mutant is a gap: the
# test needs a node limit and a message). Lessons run in parallel (--jobs,
# default 2), each in its own build folder of the copy (build/lessonNN, or
# build/lessonNN-asan with --sanitize), so each patch recompiles a file or
# two; ccache, when installed, shares the rest. The kit program is the source
# tree's build/dev/bin/kit when it is newer than tools/ (CI step 3 builds it),
# else --kit, else built in the copy.
#
# Header lines: `# mutant: what is wrong`, `# alternative: what differs`, or
# `# through-step: K`; `# lesson: NN`; for a mutant `# step: K` and
# `# expect: WORDS` (one or more), for a step order `# next-fails-with: WORDS`
# (one or more); `# sanitize: yes` (optional); other `# ` lines are notes.
# Exit code: 0 all as expected, 1 some patch not as its header says (each
# listed), 2 usage or set-up error.
# tests/mutants/make-mutants.py writes the patches from the references and the starters.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_root=$(cd "$here/../.." && pwd)
work=""
jobs=2
kit=""
mutants=()
while [ $# -gt 0 ]; do
  case $1 in
    --work) work=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --kit) kit=$2; shift 2 ;;
    -h | --help) sed -n '2,37p' "$0"; exit 0 ;;
    -*) echo "run-mutants: unknown option $1" >&2; exit 2 ;;
    *) mutants+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"); shift ;;
  esac
done
if [ ${#mutants[@]} = 0 ]; then
  shopt -s nullglob
  mutants=("$here"/*.patch "$here"/order/*.patch)
  shopt -u nullglob
fi
case $jobs in '' | *[!0-9]* | 0) echo "run-mutants: --jobs needs a positive number" >&2; exit 2 ;; esac
if [ -z "$work" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work" && work=$(cd "$work" && pwd) || { echo "run-mutants: cannot use $work" >&2; exit 2; }
# kit check runs inside the copy, so a relative --kit is made absolute here.
case $kit in '' | /*) ;; *) kit=$PWD/$kit ;; esac
# ccache: the copy's paths are made relative to the kit's folder and the build
# folder is not hashed, so the copy's build folders share one cache entry per file.
if [ -z "${CMAKE_CXX_COMPILER_LAUNCHER:-}" ] && command -v ccache >/dev/null; then
  export CMAKE_CXX_COMPILER_LAUNCHER=ccache
fi
export CCACHE_BASEDIR=$work/kit CCACHE_NOHASHDIR=1
started=$SECONDS

root=$work/kit
mkdir -p "$root"
(cd "$source_root" && tar --exclude=./build --exclude=./.git -cf - .) | (cd "$root" && tar -xmf -) ||
  { echo "run-mutants: cannot copy the kit" >&2; exit 2; }
if [ -z "$kit" ] && [ -x "$source_root/build/dev/bin/kit" ] &&
  [ -z "$(find "$source_root/tools" "$source_root/common" -path '*/testing' -prune -o -newer "$source_root/build/dev/bin/kit" \( -name '*.cpp' -o -name '*.hpp' \) -print -quit)" ]; then
  kit=$source_root/build/dev/bin/kit
fi
if [ -z "$kit" ]; then
  if [ ! -f "$root/build/dev/CMakeCache.txt" ]; then
    (cd "$root" && cmake --preset dev >"$work/configure.log" 2>&1) ||
      { echo "run-mutants: configure failed:"; tail -n 20 "$work/configure.log"; exit 2; }
  fi
  cmake --build "$root/build/dev" -j2 --target kit >"$work/kit-build.log" 2>&1 ||
    { echo "run-mutants: cannot build kit:"; tail -n 20 "$work/kit-build.log"; exit 2; }
  kit=$root/build/dev/bin/kit
fi
[ -x "$kit" ] || { echo "run-mutants: no kit program at $kit" >&2; exit 2; }

folder_of() { (cd "$root/lessons" && ls -d "$1"-*/ | head -n 1 | tr -d /); }
header() { sed -n "s/^# $2: //p" "$1"; }

# kit_check NN OUT [ARGS]: kit check in the copy, in the lesson's own build
# folder; the exit code in $code.
kit_check() {
  local lesson=$1 out=$2 build=$root/build/lesson$1
  shift 2
  [ "${1:-}" = --sanitize ] && build=$build-asan
  (cd "$root" && "$kit" check "$lesson" --build-dir "$build" --time-limit 120 "$@") >"$out" 2>&1
  code=$?
}

# The first failing step's number, and the first line of its first message.
failing_step() { sed -n 's/^  \[FAIL\]    step \([0-9]*\):.*/\1/p' "$1" | head -n 1; }
first_message_line() {
  awk '/^step [0-9]+ fails:/ { on = 1; next }
       on && /^  [^ ].*/ && !/^  [^ ]*\.[ch]pp:[0-9]+$/ && !/^  what your program said:/ { sub(/^ +/, ""); print; exit }' "$1"
}
# The failing step's messages and what the program said: not the step's title
# (after "fails:") nor its hint, which would mention the right words anyway.
failing_section() { sed -n '/^step [0-9]* fails:/,/^run this step alone:/p' "$1" | sed '1d;$d'; }

problem() { echo "NOT AS EXPECTED: $*"; }

# kind_of PATCH: mutant, alternative or order, by its header.
kind_of() {
  if grep -q '^# through-step: ' "$1"; then
    echo order
  elif grep -q '^# alternative: ' "$1"; then
    echo alternative
  else
    echo mutant
  fi
}
# restore_named_files PATCH: every file the patch changes, back as in the source tree.
restore_named_files() {
  local path
  while IFS= read -r path; do
    [ -f "$source_root/$path" ] && cp "$source_root/$path" "$root/$path"
  done < <(sed -n 's|^+++ b/\([^[:space:]]*\).*|\1|p' "$1")
}

# run_lesson NN: the starter, the reference, then every patch of the lesson;
# one line per patch, "NOT AS EXPECTED: ..." for each problem.
run_lesson() {
  local lesson=$1 folder file mutant name kind step args out caught message section words
  folder=$(folder_of "$lesson")
  file=$root/lessons/$folder/stage$lesson.cpp
  local starter=$work/starter$lesson.cpp
  cp "$source_root/lessons/$folder/stage$lesson.cpp" "$starter"
  cp "$starter" "$file"
  kit_check "$lesson" "$work/starter$lesson.out"
  if [ "$code" = 1 ] && grep -q "not done yet" "$work/starter$lesson.out"; then
    echo "lesson $lesson: the untouched starter fails step $(failing_step "$work/starter$lesson.out") with the notice"
  else
    problem "lesson $lesson: the untouched starter gave exit $code (expected 1 with the 'not done yet' notice)"
    tail -n 30 "$work/starter$lesson.out"
  fi
  cp "$root/solutions/$folder/stage$lesson.cpp" "$file"
  kit_check "$lesson" "$work/reference$lesson.out"
  if [ "$code" = 0 ]; then
    echo "lesson $lesson: the reference passes every step"
  else
    problem "lesson $lesson: the reference gave exit $code (expected 0)"
    failing_section "$work/reference$lesson.out" | head -n 30
  fi
  for mutant in "${mutants[@]}"; do
    [ "$(header "$mutant" lesson)" = "$lesson" ] || continue
    name=$(basename "$mutant" .patch)
    kind=$(kind_of "$mutant")
    restore_named_files "$mutant"
    if [ "$kind" = order ]; then
      cp "$starter" "$file"
      step=$(($(header "$mutant" through-step) + 1))
    else
      cp "$root/solutions/$folder/stage$lesson.cpp" "$file"
      step=$(header "$mutant" step)
    fi
    if ! (cd "$root" && patch -p1 -s --no-backup-if-mismatch <"$mutant") >"$work/$name.patch.log" 2>&1; then
      problem "$name: the patch does not apply to the $( [ "$kind" = order ] && echo starter || echo reference): $(head -n 3 "$work/$name.patch.log")"
      restore_named_files "$mutant"
      continue
    fi
    args=()
    [ "$(header "$mutant" sanitize)" = yes ] && args+=(--sanitize)
    out=$work/$name.out
    kit_check "$lesson" "$out" "${args[@]}"
    restore_named_files "$mutant"
    caught=$(failing_step "$out")
    message=$(first_message_line "$out")
    section=$(failing_section "$out")
    if [ "$kind" = alternative ]; then
      printf '%-44s %-6s %-11s %s\n' "$name" "$lesson" "${caught:+step $caught}${caught:-passes}" "${caught:+$message}"
      [ "$code" = 0 ] || problem "$name: a correct alternative, but kit check gave exit $code (expected 0: every step passes)${caught:+; step $caught fails: $message}"
      continue
    fi
    printf '%-44s %-6s %-11s %s\n' "$name" "$lesson" "${caught:+step $caught}" "$message"
    if [ "$code" != 1 ]; then
      problem "$name: kit check exit $code (expected 1: a failing step); step $step should fail"
      grep -m 3 -E "kit check:|error" "$out"
      continue
    fi
    if [ "$caught" != "$step" ]; then
      if [ "$kind" = order ]; then
        problem "$name: steps 1..$((step - 1)) are written, so step $step should be the first to fail; it is ${caught:-none}"
      else
        problem "$name: first failing step is ${caught:-none}, the header names step $step"
      fi
    fi
    if grep -q "the test program was stopped after" <<<"$section"; then
      problem "$name: step ${caught:-?} was stopped by kit check's time limit, not by a test (a node limit and a message)"
    fi
    while IFS= read -r words; do
      grep -qiF -- "$words" <<<"$section" || problem "$name: step ${caught:-?}'s messages do not mention '$words'"
    done < <(if [ "$kind" = order ]; then header "$mutant" next-fails-with; else header "$mutant" expect; fi)
  done
  cp "$starter" "$file"
}

lessons=$(for mutant in "${mutants[@]}"; do header "$mutant" lesson; done | sort -u)
! grep -q '^# sanitize: yes' "${mutants[@]}" || echo "(mutants marked '# sanitize: yes' run in build/lessonNN-asan, kit check --sanitize)"
# Lessons in parallel, each writing its own log; printed in lesson order.
for lesson in $lessons; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
  run_lesson "$lesson" >"$work/lesson$lesson.log" 2>&1 &
done
wait

for lesson in $lessons; do grep '^lesson ' "$work/lesson$lesson.log"; done
printf '\n%-44s %-6s %-11s %s\n' "patch" "lesson" "first fails" "first line of the message"
for lesson in $lessons; do grep -v '^lesson ' "$work/lesson$lesson.log"; done
problems=$(cat "$work"/lesson*.log | grep -c '^NOT AS EXPECTED')
echo
count_kind() { for mutant in "${mutants[@]}"; do kind_of "$mutant"; done | grep -c "^$1\$"; }
echo "$(count_kind mutant) mutants, $(count_kind alternative) correct alternatives and $(count_kind order) step orders" \
  "in $((SECONDS - started)) s ($jobs lessons at a time); $problems not as expected"
[ "$problems" = 0 ] || exit 1
