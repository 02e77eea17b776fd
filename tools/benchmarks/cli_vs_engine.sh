#!/usr/bin/env bash
# What the command line costs on top of the engine, and what --jobs gains (issue 13).
#
#   tools/benchmarks/cli_vs_engine.sh BIN_DIR [FILE] [RUNS]
#
# BIN_DIR holds `sudoku` and `final_throughput` (a release build: build/release/bin).
# FILE defaults to tools/data/17-clue-all.txt, RUNS (odd is best) to 5.
#
# 1. CLI / engine, one thread: the process CPU time of `sudoku --batch --jobs 1 FILE`
#    (reading, the givens check, the search, the answer check, formatting, writing;
#    the process start included) over the CPU time of final_throughput's solving loop
#    alone (puzzles parsed beforehand, nothing printed), first solution (`--batch`
#    against `--max-solutions 1`) and counting (`--count 2` against `--max-solutions 2`).
# 2. --jobs scaling: wall time of `--batch --jobs 1` over `--batch --jobs 2`, in pairs as above.
# Every figure is the median of RUNS runs (the ratio: of RUNS pairs run back to back); the
# load average is printed first, since CPU time and wall time both suffer on a busy machine.
set -euo pipefail
bin=${1:?usage: cli_vs_engine.sh BIN_DIR [FILE] [RUNS]}
here=$(cd "$(dirname "$0")/../.." && pwd)
file=${2:-$here/tools/data/17-clue-all.txt}
runs=${3:-5}
sudoku=$bin/sudoku engine=$bin/final_throughput
[[ -x $sudoku && -x $engine ]] || { echo "needs $sudoku and $engine (cmake --build --preset release --target sudoku final_throughput)" >&2; exit 2; }

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# one_run FIELD COMMAND...: user+sys (FIELD=cpu) or wall (FIELD=wall) seconds of one run.
one_run() {
  local field=$1; shift
  local TIMEFORMAT='%3U %3S %3R' times
  times=$({ time "$@" > /dev/null 2>&1; } 2>&1 | tail -n 1)
  read -r user sys wall <<< "$times"
  if [[ $field == cpu ]]; then awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }'; else echo "$wall"; fi
}
# The engine's CPU seconds for one pass over the file: final_throughput's solving loop.
engine_seconds() {
  local out pps puzzles
  out=$("$engine" "$file" --max-solutions "$1" --repeat 1)
  pps=$(awk '/^cpu puzzles\/s/ { print $3 }' <<< "$out")
  puzzles=$(awk '/^puzzles / { print $2 }' <<< "$out")
  awk -v n="$puzzles" -v p="$pps" 'BEGIN { printf "%.4f\n", n / p }'
}

echo "file $(basename "$file") ($(grep -cv '^\s*\(#\|$\)' "$file") puzzles), $runs runs each, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
"$sudoku" --batch --jobs 1 "$file" > /dev/null 2>&1 || true  # warm the page cache
# CLI / engine in pairs: the engine's pass, then the CLI's run, RUNS times; the ratio is the
# median of the pairs' ratios. A shared machine slows whole stretches of seconds, and a pair
# run back to back shares its stretch (medians taken apart moved the ratio by 0.2).
for mode in first count; do
  if [[ $mode == first ]]; then bound=1 count=() what="--batch            vs --max-solutions 1"
  else bound=2 count=(--count 2) what="--batch --count 2  vs --max-solutions 2"; fi
  pairs=$(for ((i = 0; i < runs; i++)); do
    e=$(engine_seconds "$bound")
    c=$(one_run cpu "$sudoku" --batch --jobs 1 "${count[@]}" "$file")
    echo "$e $c"
  done)
  e=$(awk '{ print $1 }' <<< "$pairs" | median)
  c=$(awk '{ print $2 }' <<< "$pairs" | median)
  r=$(awk '{ print $2 / $1 }' <<< "$pairs" | median)
  awk -v c="$c" -v e="$e" -v r="$r" -v w="$what" 'BEGIN { printf "CLI/engine  %s: CLI %.3f s CPU, engine %.3f s CPU, ratio %.2f\n", w, c, e, r }'
done
for count in "" "--count 2"; do
  # The same pairing: --jobs 1, then --jobs 2, RUNS times; the scaling is the median ratio.
  pairs=$(for ((i = 0; i < runs; i++)); do
    # shellcheck disable=SC2086  # $count is zero or two words
    echo "$(one_run wall "$sudoku" --batch --jobs 1 $count "$file") $(one_run wall "$sudoku" --batch --jobs 2 $count "$file")"
  done)
  w1=$(awk '{ print $1 }' <<< "$pairs" | median)
  w2=$(awk '{ print $2 }' <<< "$pairs" | median)
  r=$(awk '{ print $1 / $2 }' <<< "$pairs" | median)
  awk -v a="$w1" -v b="$w2" -v r="$r" -v w="${count:-first solution}" 'BEGIN { printf "--jobs 1 / --jobs 2 (%s): %.3f s / %.3f s wall, scaling %.2fx\n", w, a, b, r }'
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
