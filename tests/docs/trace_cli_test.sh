#!/usr/bin/env bash
# Command-line tests of --trace-dot and --trace-limit on the real stage binaries.
# Usage: trace_cli_test.sh BIN_DIR
set -u
bin=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# The docs' 4x4 puzzle (docs/puzzles/4x4.txt): 22 nodes in stages 1-3.
echo '....2.3..3.1....' > "$work/p4.txt"
# The docs' 9x9 puzzle (Norvig easy50 line 5): 76 nodes in stages 1-3.
echo '.2.81.74.7....31...9...28.5..9.4..874..2.8..316..3.2..3.27...6...56....8.76.51.9.' > "$work/p9.txt"

# 1. Every stage 1-3 binary writes a DOT file whose caption agrees with --stats.
for stage in solution01 solution02 solution03 lesson01 lesson02 lesson03; do
  [ -x "$bin/$stage" ] || continue
  for puzzle in p4 p9; do
    dot_file="$work/$stage-$puzzle.dot"
    "$bin/$stage" --input line --stats --trace-dot "$dot_file" "$work/$puzzle.txt" >"$work/out" 2>"$work/err"
    code=$?
    case $stage in lesson*) [ $code -eq 0 ] || continue ;; esac  # the student's unfinished stage
    [ $code -eq 0 ] || { fail "$stage $puzzle: exit $code"; continue; }
    [ -s "$work/out" ] || fail "$stage $puzzle: no answer on stdout"
    nodes=$(sed -n 's/^nodes=\([0-9]*\) .*/\1/p' "$work/err")
    head -1 "$dot_file" | grep -q '^digraph search_tree {$' || fail "$stage $puzzle: not a digraph"
    grep -q "\\\\n$nodes nodes, " "$dot_file" || fail "$stage $puzzle: caption does not say $nodes nodes (from --stats)"
  done
done
grep -q 'label="r1c1=5' "$work/solution03-p9.dot" || fail "9x9 tree: no r1c1=5 node"

# 2. --trace-limit cuts the drawing and says how much.
"$bin/solution03" --input line --trace-dot "$work/cut.dot" --trace-limit 5 "$work/p4.txt" >/dev/null 2>&1 ||
  fail "--trace-limit 5: nonzero exit"
# The solution path (12 nodes) is always drawn, whatever the budget.
grep -q '22 nodes (12 drawn)' "$work/cut.dot" || fail "--trace-limit 5: caption does not say 12 of 22 drawn"
grep -q 'more nodes' "$work/cut.dot" || fail "--trace-limit 5: no \"+N more nodes\" box"

# 3. No solution and limit reached still write the tree, with the usual exit codes.
# no-solution.txt line 12 of the shared set: no solution, 694 nodes in stage 3.
echo '..35.29......4....1.6...3.59..251..8.7.4.8.3.8..763..13.8...1.4....2.5....51.48..' > "$work/none.txt"
"$bin/solution03" --input line --max-nodes 100 --trace-dot "$work/limit.dot" "$work/none.txt" >"$work/out" 2>/dev/null
[ $? -eq 3 ] || fail "limit: exit code is not 3"
[ -s "$work/out" ] && fail "limit: something on stdout"
grep -q '100 nodes' "$work/limit.dot" || fail "limit: the tree does not say 100 nodes"

# 4. Usage errors: exit 2, one line on stderr, nothing on stdout.
expect_usage_error() {
  local what=$1 expected=2
  shift
  [ "$1" = --exit ] && { expected=$2; shift 2; }
  "$@" >"$work/out" 2>"$work/err" <"$work/p9.txt"
  local code=$?
  [ $code -eq "$expected" ] || fail "$what: exit $code, expected $expected"
  [ -s "$work/out" ] && fail "$what: output on stdout"
  [ "$(wc -l <"$work/err")" -eq 1 ] || fail "$what: expected one line on stderr, got: $(cat "$work/err")"
}
expect_usage_error "--batch with --trace-dot" "$bin/solution03" --batch --trace-dot "$work/x.dot"
grep -q 'cannot be used with --batch' "$work/err" || fail "--batch refusal does not say why"
[ -e "$work/x.dot" ] && fail "--batch refusal still wrote the file"
expect_usage_error "--trace-limit without --trace-dot" "$bin/solution03" --input line --trace-limit 5
expect_usage_error "unwritable --trace-dot" --exit 5 "$bin/solution03" --input line --trace-dot "$work/no/such/dir/t.dot"
grep -q 'cannot write' "$work/err" || fail "unwritable path: message does not say so"
expect_usage_error "negative --trace-limit" "$bin/solution03" --input line --trace-dot "$work/y.dot" --trace-limit -3

# 5. kit trace: several stages of one puzzle at once, from the binaries next to kit.
if [ -x "$bin/kit" ]; then
  "$bin/kit" trace --stages 1,3 --puzzle "$work/p4.txt" --out "$work/kit" --no-svg >"$work/out" 2>"$work/err"
  code=$?
  [ $code -eq 0 ] || fail "kit trace: exit code $code ($(cat "$work/err"))"
  for stage in 01 03; do
    grep -q "^solution$stage: nodes=22 " "$work/out" || fail "kit trace: no line for solution$stage with nodes=22"
    grep -q '\\n22 nodes, ' "$work/kit/stage$stage-tree.dot" 2>/dev/null || fail "kit trace: stage$stage-tree.dot wrong or missing"
  done
  "$bin/kit" trace --stages 3,9 --puzzle "$work/p4.txt" --out "$work/kit2" >"$work/out" 2>"$work/err"
  [ $? -eq 2 ] || fail "kit trace with stage 9: exit code is not 2"
  grep -q "unknown stage '9'" "$work/err" || fail "kit trace with stage 9: no message"
  [ -e "$work/kit2/stage03-tree.dot" ] && fail "kit trace with stage 9: ran stage 3 before refusing"
fi

if [ $failures -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "trace_cli: all checks passed"
