#!/usr/bin/env bash
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#
# whole_program.sh SCHOKU_DIR BIN_DIR [EASY_FILE]
#
# The whole program a user runs, against Schoku's own command line (issue 31): `sudoku --batch
# --count 2 --jobs J FILE > OUT` against `schoku -tJ -rM FILE OUT` (uniqueness checked by both),
# as whole processes from start to exit (reading, solving, writing), at 1 thread and at one per
# core, on tools/data/17-clue-all.txt (49,158 puzzles) and an easy Kaggle-style file: EASY_FILE,
# or tools/data/kaggle-2000.txt 25 times (50,000 puzzles) when none is given.
#
# SCHOKU_DIR is Schoku's source folder (schoku.cpp and shim/intrin.h; in tdoku's harness archive
# it is tdoku/other/module_schoku), kept outside the repository: nothing of it is copied here; its
# command line is compiled into the build folder with SCHOKU_CXX -O3 -march=native -fopenmp (it needs
# AVX2 and BMI2). BIN_DIR holds the kit's `sudoku` (a release build: build/release/bin, or
# build/release-clang/bin for the `release-clang` preset; then set SCHOKU_CXX=clang++-14, so that
# both programs come from the same compiler).
#
# RUNS pairs (default 9) run in turn, kit then Schoku, so that both share the machine's moments.
# Printed per row: the medians (and min-max) of wall seconds and of user+sys CPU seconds of each,
# the median of the pairs' wall ratios kit/Schoku, and the load average before and after. Every
# run's answers are checked: as many lines as puzzles, each "unique" (kit) or a solution (Schoku).
# Environment: RUNS, BUILD (default build/whole-program under the kit), SCHOKU_CXX (default g++-12).
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 SCHOKU_DIR BIN_DIR [EASY_FILE]" >&2
  exit 2
fi
kit=$(cd "$(dirname "$0")/../.." && pwd)
schoku_src=$(cd "$1" && pwd) || { echo "whole_program: no folder $1" >&2; exit 2; }
sudoku=$2/sudoku
[ -f "$schoku_src/schoku.cpp" ] || { echo "whole_program: no schoku.cpp in $schoku_src" >&2; exit 2; }
[ -x "$sudoku" ] || { echo "whole_program: no $sudoku (cmake --build --preset release --target sudoku)" >&2; exit 2; }
runs=${RUNS:-9}
build=${BUILD:-$kit/build/whole-program}
mkdir -p "$build"

schoku_cxx=${SCHOKU_CXX:-g++-12}
schoku=$build/schoku-$schoku_cxx
"$schoku_cxx" -std=gnu++17 -O3 -march=native -DNDEBUG -fopenmp -include cerrno -I"$schoku_src/shim" \
  "$schoku_src/schoku.cpp" -o "$schoku"

easy=${3:-}
if [ -z "$easy" ]; then
  easy=$build/kaggle-2000x25.txt
  for _ in $(seq 25); do cat "$kit/tools/data/kaggle-2000.txt"; done > "$easy"
fi
[ -r "$easy" ] || { echo "whole_program: cannot read $easy" >&2; exit 2; }

# one_run OUT COMMAND...: "wall cpu" seconds of one run (bash's own times of the child).
one_run() {
  local TIMEFORMAT='%3R %3U %3S' times
  times=$({ time "$@" 2> /dev/null; } 2>&1 | tail -n 1)
  read -r wall user sys <<< "$times"
  awk -v w="$wall" -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f %.3f\n", w, u + s }'
}
# stats COLUMN: "median (min-max)" of a column of the pairs.
stats() {
  awk -v c="$1" '{ print $c }' <<< "$pairs" | sort -g |
    awk '{ v[NR] = $1 } END { printf "%.3f (%.3f-%.3f)", v[int((NR + 1) / 2)], v[1], v[NR] }'
}
check_answers() {  # FILE PUZZLES KIT_OUT SCHOKU_OUT
  local n=$2
  [ "$(grep -c '^unique$' "$3")" -eq "$n" ] || { echo "whole_program: the kit's answers to $1 are not $n x unique" >&2; exit 1; }
  [ "$(grep -c . "$4")" -eq "$n" ] || { echo "whole_program: Schoku answered $(grep -c . "$4") of $n puzzles of $1" >&2; exit 1; }
}

cores=$(nproc)
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); $cores cores; $runs pairs a row; Schoku by $schoku_cxx"
echo "| file | threads | kit wall s | Schoku wall s | kit / Schoku wall | kit CPU s | Schoku CPU s |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for file in "$kit/tools/data/17-clue-all.txt" "$easy"; do
  puzzles=$(grep -cv '^\s*\(#\|$\)' "$file")
  for threads in 1 "$cores"; do
    "$sudoku" --batch --count 2 --jobs "$threads" "$file" > "$build/kit.out" 2> /dev/null || true  # warm-up
    pairs=$(for _ in $(seq "$runs"); do
      k=$(one_run sh -c 'exec "$0" --batch --count 2 --jobs "$1" "$2" > "$3"' "$sudoku" "$threads" "$file" "$build/kit.out")
      s=$(one_run "$schoku" -t"$threads" -rM "$file" "$build/schoku.out")
      check_answers "$file" "$puzzles" "$build/kit.out" "$build/schoku.out"
      echo "$k $s"
    done)
    ratio=$(awk '{ print $1 / $3 }' <<< "$pairs" | sort -g | awk '{ v[NR] = $1 } END { printf "%.2f", v[int((NR + 1) / 2)] }')
    echo "| $(basename "$file") ($puzzles) | $threads | $(stats 1) | $(stats 3) | $ratio | $(stats 2) | $(stats 4) |"
  done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
