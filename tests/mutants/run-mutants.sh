#!/usr/bin/env bash
# The mutation catalogue's proof: every mutant fails its lesson, in the step
# its header names, with the words its header expects.
#
#   tests/mutants/run-mutants.sh [--work DIR] [MUTANT.patch ...]
#
# In a copy of the kit (DIR/kit, made once and reused with --work), for each
# lesson: the reference stageNN.cpp copied into lessons/ must pass every step;
# the untouched starter must fail with the "not done yet" notice. Then each
# mutant: the reference copied in, the patch applied, `kit check NN` (with
# --sanitize when the header says so). The mutant must fail (exit 1), the first
# failing step must be the header's `# step:`, and every `# expect:` word must
# be in that step's messages (case-insensitive). One build folder for all
# lessons (build/dev, or build/student-asan) and ccache keep it fast: each
# mutant recompiles one file.
#
# Header lines of a mutant: `# mutant: what is wrong`, `# lesson: NN`,
# `# step: K`, `# expect: WORDS` (one or more), `# sanitize: yes` (optional).
# Exit code: 0 all as expected, 1 some mutant not caught as its header says
# (each listed), 2 usage or set-up error. tests/mutants/make-mutants.py writes
# the patches from the references.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_root=$(cd "$here/../.." && pwd)
work=""
mutants=()
while [ $# -gt 0 ]; do
  case $1 in
    --work) work=$2; shift 2 ;;
    -h | --help) sed -n '2,22p' "$0"; exit 0 ;;
    -*) echo "run-mutants: unknown option $1" >&2; exit 2 ;;
    *) mutants+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"); shift ;;
  esac
done
[ ${#mutants[@]} -gt 0 ] || mutants=("$here"/*.patch)
if [ -z "$work" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:-$(command -v ccache || true)}
started=$SECONDS

root=$work/kit
mkdir -p "$root"
(cd "$source_root" && tar --exclude=./build --exclude=./.git -cf - .) | (cd "$root" && tar -xmf -) ||
  { echo "run-mutants: cannot copy the kit" >&2; exit 2; }
if [ ! -f "$root/build/dev/CMakeCache.txt" ]; then
  (cd "$root" && cmake --preset dev >"$work/configure.log" 2>&1) ||
    { echo "run-mutants: configure failed:"; tail -n 20 "$work/configure.log"; exit 2; }
fi
cmake --build "$root/build/dev" -j2 --target kit >"$work/kit-build.log" 2>&1 ||
  { echo "run-mutants: cannot build kit:"; tail -n 20 "$work/kit-build.log"; exit 2; }
kit=$root/build/dev/bin/kit

folder_of() { (cd "$root/lessons" && ls -d "$1"-*/ | head -n 1 | tr -d /); }
header() { sed -n "s/^# $2: //p" "$1"; }
starters=$work/starters
mkdir -p "$starters"

# kit_check NN OUT [ARGS]: kit check in the copy; the exit code in $code.
kit_check() {
  local lesson=$1 out=$2
  shift 2
  (cd "$root" && "$kit" check "$lesson" --time-limit 120 "$@") >"$out" 2>&1
  code=$?
}

# The first failing step's number, and the first line of its first message.
failing_step() { sed -n 's/^  \[FAIL\]    step \([0-9]*\):.*/\1/p' "$1" | head -n 1; }
first_message_line() {
  awk '/^step [0-9]+ fails:/ { on = 1; next }
       on && /^  [^ ].*/ && !/^  \/.*:[0-9]+$/ && !/^  what your program said:/ { sub(/^ +/, ""); print; exit }' "$1"
}
# The failing step's messages and what the program said: not the step's title
# (after "fails:") nor its hint, which would mention the right words anyway.
failing_section() { sed -n '/^step [0-9]* fails:/,/^run this step alone:/p' "$1" | sed '1d;$d'; }

problems=0
problem() { echo "NOT AS EXPECTED: $*"; problems=$((problems + 1)); }

lessons=$(for mutant in "${mutants[@]}"; do header "$mutant" lesson; done | sort -u)
for lesson in $lessons; do
  folder=$(folder_of "$lesson")
  file=$root/lessons/$folder/stage$lesson.cpp
  cp "$file" "$starters/stage$lesson.cpp"
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
done
! grep -q '^# sanitize: yes' "${mutants[@]}" || echo "(mutants marked '# sanitize: yes' run in build/student-asan)"

printf '\n%-40s %-6s %-8s %s\n' "mutant" "lesson" "caught" "first line of the message"
for mutant in "${mutants[@]}"; do
  name=$(basename "$mutant" .patch)
  lesson=$(header "$mutant" lesson)
  step=$(header "$mutant" step)
  folder=$(folder_of "$lesson")
  file=$root/lessons/$folder/stage$lesson.cpp
  cp "$root/solutions/$folder/stage$lesson.cpp" "$file"
  if ! (cd "$root" && patch -p1 -s --no-backup-if-mismatch <"$mutant") >"$work/$name.patch.log" 2>&1; then
    problem "$name: the patch does not apply to the reference: $(head -n 3 "$work/$name.patch.log")"
    continue
  fi
  args=()
  [ "$(header "$mutant" sanitize)" = yes ] && args+=(--sanitize)
  out=$work/$name.out
  kit_check "$lesson" "$out" "${args[@]}"
  caught=$(failing_step "$out")
  message=$(first_message_line "$out")
  printf '%-40s %-6s %-8s %s\n' "$name" "$lesson" "${caught:+step $caught}" "$message"
  if [ "$code" != 1 ]; then
    problem "$name: kit check exit $code (expected 1: a failing step); step $step should catch it"
    grep -m 3 -E "kit check:|error" "$out"
    continue
  fi
  if [ "$caught" != "$step" ]; then
    problem "$name: first failing step is ${caught:-none}, the header names step $step"
  fi
  section=$(failing_section "$out")
  while IFS= read -r words; do
    grep -qiF -- "$words" <<<"$section" || problem "$name: step ${caught:-?}'s messages do not mention '$words'"
  done < <(header "$mutant" expect)
done

for lesson in $lessons; do cp "$starters/stage$lesson.cpp" "$root/lessons/$(folder_of "$lesson")/stage$lesson.cpp"; done
echo
echo "${#mutants[@]} mutants in $((SECONDS - started)) s; $problems not as expected"
[ "$problems" = 0 ] || exit 1
