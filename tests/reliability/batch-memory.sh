#!/usr/bin/env bash
# --batch runs in constant memory: the peak resident memory (GNU time's
# "Maximum resident set size") for a stream of N puzzles must not exceed the
# peak for 10,000 puzzles by more than 2 MB.
#   batch-memory.sh BINARY KIT [N]      (N defaults to 1,000,000)
# The stream is 10,000 puzzles made by `kit generate` (30 givens), repeated.
set -euo pipefail
binary=$1 kit=$2 total=${3:-1000000}
[[ -x /usr/bin/time ]] || { echo "needs GNU time (Debian package 'time')"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$kit" generate --count 10000 --seed 42 --givens 30 > "$work/10k.txt"
repeat() { for ((i = 0; i < $1; i++)); do cat "$work/10k.txt"; done; }

peak_kb() {  # peak_kb COPIES: runs the binary on COPIES x 10,000 puzzles
  repeat "$1" | /usr/bin/time -f '%M' -o "$work/time.txt" "$binary" --batch > "$work/out.txt" 2> "$work/err.txt" || true
  local lines
  lines=$(wc -l < "$work/out.txt")
  [[ $lines == $(($1 * 10000)) ]] || { echo "FAIL: $lines answer lines for $(($1 * 10000)) puzzles: $(cat "$work/err.txt")"; exit 1; }
  [[ $(grep -c '^#' "$work/out.txt" || true) == 0 ]] || { echo "FAIL: unsolved puzzles in the stream"; exit 1; }
  tail -n 1 "$work/time.txt"
}
small=$(peak_kb 1)
large=$(peak_kb $((total / 10000)))
echo "$(basename "$binary") --batch peak RSS: 10,000 puzzles ${small} KB, $total puzzles ${large} KB"
(( large <= small + 2048 )) || { echo "FAIL: memory grows with the length of the stream"; exit 1; }
