#!/usr/bin/env bash
# Builds the fuzz targets with clang++ and libFuzzer (Debian: clang-14 and
# libclang-rt-14-dev) straight from the sources, then runs each one (two at a time:
# one fuzzing process each, one core each).
#
#   tests/fuzz/run-fuzzers.sh [SECONDS] [WORK_DIR]
#
# SECONDS: how long each target runs (default 20, what CI uses); WORK_DIR keeps
# the binaries, the grown corpora and any crash (default: a new temporary
# folder, printed at the end). A crash stops the script with exit code 1 and
# names the input: copy it into tests/fuzz/regressions/ so that the ctest
# fuzz_regression_* tests replay it in every build from then on.
set -euo pipefail
seconds=${1:-20}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${2:-$(mktemp -d /tmp/sudoku-fuzz.XXXXXX)}
mkdir -p "$work"
cxx=${CXX_FUZZ:-$(command -v clang++ || command -v clang++-14)}
# FUZZ_JOBS=N runs N fuzzing processes per target (libFuzzer -jobs/-workers).
parallel=()
[[ ${FUZZ_JOBS:-1} -gt 1 ]] && parallel=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")

flags=(-std=c++20 -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
       -I"$root/common")
# The kit's library (common/ and common/internal/) without its command-line driver (common/driver/, stage_main.cpp) and
# without stage_copy_9x9.cpp, which the build compiles once per stage (it includes the
# stage's .cpp named by STAGE_SOURCE); the fuzzers run the stages as written.
library=()
# common/messages/ and testing/messages.cpp: the table the starter's "not done yet" line comes from.
for source in "$root"/common/*.cpp "$root"/common/internal/*.cpp "$root"/common/testing/messages.cpp "$root"/common/messages/*.cpp; do
  [[ -f $source ]] || continue
  case $(basename "$source") in stage_main.cpp | stage_copy_9x9.cpp) ;; *) library+=("$source") ;; esac
done
# Every reference stage, as lessons/NN-*/stage.cmake declares them: the list that a
# configure writes, written here without one (generated/sudoku_stages.hpp, read by fuzz_solve).
cmake -DOUTPUT="$work/stages" -P "$root/cmake/stage_lists.cmake"
solve_defines=(-I"$work/stages/generated")
while read -r number folder; do
  library+=("$root/solutions/$folder/stage$number.cpp")
  solve_defines+=(-I"$root/lessons/$folder")
done < <(python3 -c 'import json, sys
for stage in json.load(open(sys.argv[1])):
    if not stage["build"]: print(stage["number"], stage["folder"])' "$work/stages/generated/sudoku_stages.json")
if [[ -f $root/solutions/06-final/final_engine.cpp ]]; then
  library+=("$root/solutions/06-final/final_engine.cpp")
  solve_defines+=(-I"$root/solutions/06-final" -DFUZZ_HAVE_FINAL_ENGINE)
fi

echo "building the fuzzers in $work with $cxx"
mkdir -p "$work/objects"
objects=()
for source in "${library[@]}"; do
  object=$work/objects/$(basename "$(dirname "$source")")-$(basename "$source" .cpp).o
  objects+=("$object")
  "$cxx" "${flags[@]}" -fsanitize=fuzzer-no-link "${solve_defines[@]}" -c "$source" -o "$object" &
  # At most two compilers at a time.
  while (( $(jobs -rp | wc -l) >= 2 )); do wait -n; done
done
while (( $(jobs -rp | wc -l) > 0 )); do wait -n; done
targets=(boj line solve)
for target in "${targets[@]}"; do
  "$cxx" "${flags[@]}" -fsanitize=fuzzer "${solve_defines[@]}" -o "$work/fuzz_$target" \
    "$root/tests/fuzz/fuzz_$target.cpp" "${objects[@]}"
done
# The whole command line (fuzz_cli): the driver (common/driver/) over stage 3.
if [[ -f $root/solutions/03-row-col-box-tables/stage03.cpp ]]; then
  driver_objects=()
  for source in "$root"/common/driver/*.cpp; do
    driver_objects+=("$work/objects/driver-$(basename "$source" .cpp).o")
    "$cxx" "${flags[@]}" -fsanitize=fuzzer-no-link -c "$source" -o "${driver_objects[-1]}" &
    while (( $(jobs -rp | wc -l) >= 2 )); do wait -n; done
  done
  while (( $(jobs -rp | wc -l) > 0 )); do wait -n || exit 1; done
  "$cxx" "${flags[@]}" -fsanitize=fuzzer "${solve_defines[@]}" -o "$work/fuzz_cli" \
    "$root/tests/fuzz/fuzz_cli.cpp" "${driver_objects[@]}" "${objects[@]}"
  targets+=(cli)
fi
# FUZZ_TARGETS="cli" runs only these targets.
[[ -n ${FUZZ_TARGETS:-} ]] && read -r -a targets <<< "$FUZZ_TARGETS"

# Seed corpora: the catalogue and the regressions; for fuzz_solve each seed
# also with the selector bytes that pick every solver and both formats.
seed_dir=$work/seeds
rm -rf "$seed_dir" && mkdir -p "$seed_dir/parsers" "$seed_dir/solve" "$seed_dir/cli"
cp "$root"/tests/fuzz/regressions/cli/*.bin "$seed_dir/cli/" 2>/dev/null || true
for file in "$root"/tests/reliability/catalogue/* "$root"/tests/fuzz/regressions/*; do
  [[ -f $file ]] || continue
  cp "$file" "$seed_dir/parsers/"
  name=$(basename "$file")
  { printf '\x00\xff'; cat "$file"; } > "$seed_dir/cli/00-$name"
  for selector in 00 01 02 03 80 81 82 83; do
    { printf "\\x$selector"; cat "$file"; } > "$seed_dir/solve/$selector-$name"
  done
done
# A few real line-format puzzles too (one per file).
i=0
while IFS= read -r line; do
  [[ $line == \#* || -z $line ]] && continue
  i=$((i + 1)); printf '%s\n' "$line" > "$seed_dir/parsers/line-$i.txt"
  for selector in 80 81 82 83; do { printf "\\x$selector"; printf '%s\n' "$line"; } > "$seed_dir/solve/line-$selector-$i.txt"; done
done < <(head -q -n 3 "$root"/tests/data/suite-*.txt)

# fuzz_TARGET for $seconds s; its summary lines in $work/fuzz_TARGET.summary, exit 1 on a finding.
fuzz_one() {
  local target=$1 corpus=$work/corpus-$1 seeds=$seed_dir/parsers
  mkdir -p "$corpus" "$work/crashes-$target"
  [[ $target == solve ]] && seeds=$seed_dir/solve
  [[ $target == cli ]] && seeds=$seed_dir/cli
  local found=0
  if ! (cd "$work/crashes-$target" && "$work/fuzz_$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
        -rss_limit_mb=2048 "${parallel[@]}" -print_final_stats=1 "$corpus" "$seeds" \
        > "$work/fuzz_$target.log" 2>&1); then
    found=1
    echo "FAIL: fuzz_$target found a problem; see $work/fuzz_$target.log and $work/crashes-$target"
    grep -E "ERROR|SUMMARY|Test unit written" "$work/fuzz_$target.log" | head -n 5 || true
  fi
  grep -E "stat::number_of_executed_units|Done [0-9]+ runs" "$work/fuzz_$target.log" | tail -n 2 || true
  return $found
}

# Two targets at a time (each fuzzer is one process on one core), their reports in order.
status=0
pending=("${targets[@]}")
while (( ${#pending[@]} > 0 )); do
  batch=("${pending[@]:0:2}")
  pending=("${pending[@]:2}")
  pids=()
  for target in "${batch[@]}"; do
    echo "=== fuzz_$target for $seconds s"
    fuzz_one "$target" > "$work/fuzz_$target.summary" &
    pids+=($!)
  done
  for i in "${!batch[@]}"; do
    wait "${pids[$i]}" || status=1
    cat "$work/fuzz_${batch[$i]}.summary"
  done
done
echo "work folder: $work"
exit $status
