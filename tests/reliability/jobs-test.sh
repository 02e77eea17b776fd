#!/usr/bin/env bash
# --batch --jobs N gives the same bytes as --jobs 1 (issue 13): the answers on stdout,
# the exit code, the summary line's counts and the --report rows (but their times).
#   jobs-test.sh BINARY PUZZLES [N] [EXTRA OPTIONS...]
# The stream is the first N (default 10,000) puzzle lines of PUZZLES with, at fixed
# places, lines the batch must answer in place: malformed lines, conflicting givens,
# a puzzle with no solution, comments and blank lines. It runs with --jobs 1, 2 and
# 3 (3 threads on 2 cores: chunks finish out of order), plain, with a node limit
# (so some puzzles end in '# limit reached'), and with each EXTRA option set given
# as one word (e.g. "--count 2" or "--output boj").
set -euo pipefail
binary=$1 puzzles=$2 total=${3:-10000}
shift $(($# < 3 ? $# : 3))
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

dots() { printf '%*s' "$1" '' | tr ' ' '.'; }
conflicting=11$(dots 79)                   # two 1s in row 1
no_solution=12345678.$(dots 8)9$(dots 63)  # r1c9 can hold no digit: no solution, no conflict
awk -v c="$conflicting" -v n="$no_solution" -v total="$total" '
  /^[ \t]*(#|$)/ { next }
  ++puzzles > total { exit }
  { print }
  puzzles % 997 == 0 { print "12345" }                                   # too short
  puzzles % 1999 == 0 { print c }                                        # conflicting givens
  puzzles % 2503 == 0 { print substr($0, 1, 40) "Z" substr($0, 42) }     # a bad symbol
  puzzles % 3001 == 0 { print n; print "# a comment"; print "" }' "$puzzles" > "$work/stream.txt"
lines=$(wc -l < "$work/stream.txt")
conflicting_lines=$(grep -cx -- "$conflicting" "$work/stream.txt" || true)
(( $(grep -cv '^\s*\(#\|$\)' "$work/stream.txt") >= total )) || { echo "FAIL: fewer than $total puzzles in $puzzles"; exit 1; }

failures=0
# run NAME JOBS OPTIONS...: stdout, exit code, summary counts and report rows without times.
run() {
  local name=$1 jobs=$2; shift 2
  local code=0
  "$binary" --batch --jobs "$jobs" --report "$work/$name.csv" "$@" "$work/stream.txt" \
    > "$work/$name.out" 2> "$work/$name.err" || code=$?
  echo "$code" > "$work/$name.code"
  # The summary's times differ from run to run; its counts must not.
  sed -E 's/ puzzles_per_s=[0-9.]+ us_per_puzzle=[0-9.]+//' "$work/$name.err" > "$work/$name.counts"
  cut -d, -f1-3,5-10 "$work/$name.csv" > "$work/$name.rows"  # without time_us (4) and time_ns (11)
}
compare() {  # compare OPTIONS...
  local label="${*:-(no options)}"
  run one 1 "$@"
  for jobs in 2 3; do
    run many "$jobs" "$@"
    for part in out code counts rows; do
      if ! cmp -s "$work/one.$part" "$work/many.$part"; then
        echo "FAIL: $label: --jobs $jobs differs from --jobs 1 in $part:"
        diff "$work/one.$part" "$work/many.$part" | head -n 5
        failures=$((failures + 1))
      fi
    done
  done
  # Every conflicting line is answered as one, whatever the options: a node limit or
  # --count must not turn it into '# limit reached' or a count (the final solver
  # checks the givens only of a puzzle without an answer, see StageInfo).
  local conflicts
  conflicts=$(grep -c '^# invalid: givens conflict' "$work/one.out" || true)
  if [[ $conflicts != "$conflicting_lines" ]]; then
    echo "FAIL: $label: $conflicts lines answered '# invalid: givens conflict', $conflicting_lines expected"
    failures=$((failures + 1))
  fi
  local answers
  answers=$(grep -c '' "$work/one.out" || true)
  echo "$label: --jobs 1, 2 and 3 agree ($lines input lines, $answers output lines, exit $(cat "$work/one.code"); $(tail -n 1 "$work/one.counts"))"
}

compare
# The answers are real: a wrong or missing answer would make the comparison pointless.
grep -q '# invalid: .*expected a puzzle line of 16, 81 or 256 cells' "$work/one.out" || { echo "FAIL: no malformed line answered"; failures=$((failures + 1)); }
grep -q '# invalid: givens conflict' "$work/one.out" || { echo "FAIL: no conflicting givens answered"; failures=$((failures + 1)); }
compare --max-nodes 2
grep -q '# limit reached' "$work/one.out" || { echo "FAIL: --max-nodes 2 reached no limit"; failures=$((failures + 1)); }
compare --cpu-time  # times in CPU time of the solving thread: only the times may differ
awk -F, 'NR > 1 && $11 !~ /^[0-9]+$/ { bad = 1 } END { exit bad }' "$work/one.csv" ||
  { echo "FAIL: --cpu-time: a time_ns that is not a whole number"; failures=$((failures + 1)); }
for extra in "$@"; do
  # shellcheck disable=SC2086  # each EXTRA is an option and its value
  compare $extra
done
(( failures == 0 )) || { echo "$failures differences"; exit 1; }
echo "PASS: $(basename "$binary")"
