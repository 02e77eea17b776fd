#!/usr/bin/env bash
# Command-line tests of the real stage binaries: real stdin/stdout, exit codes.
# Usage: cli_test.sh BIN_DIR DATA_DIR
set -u
bin=$1
data=$2
failures=0
checks=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# run NAME BINARY EXPECTED_EXIT [ARGS...] < input: keeps stdout, stderr, exit code.
run() {
  local binary=$1; shift
  "$bin/$binary" "$@" >"$work/out" 2>"$work/err"
  echo $? >"$work/code"
}
expect_code() { checks=$((checks + 1)); [ "$(cat "$work/code")" = "$1" ] || fail "$2: exit $(cat "$work/code"), expected $1"; }
expect_no_stdout() { checks=$((checks + 1)); [ ! -s "$work/out" ] || fail "$1: printed on stdout: $(head -c 200 "$work/out")"; }
expect_one_stderr_line() {
  checks=$((checks + 1))
  [ "$(wc -l <"$work/err")" = 1 ] || fail "$1: stderr has $(wc -l <"$work/err") lines: $(cat "$work/err")"
  if [ $# -ge 2 ]; then
    checks=$((checks + 1))
    grep -qF -- "$2" "$work/err" || fail "$1: stderr lacks '$2': $(cat "$work/err")"
  fi
}

stages=$(cd "$bin" && ls solution[0-9][0-9] sudoku 2>/dev/null)
[ -n "$stages" ] || { echo "no stage binaries in $bin"; exit 1; }
# suite-hard.txt line 1 takes every stage at least 90 nodes (stage 3: 99, final: 92).
hard1=$(grep -v '^#' "$data/suite-hard.txt" | head -n 1)
nosolution=$(grep -v '^#' "$data/suite-no-solution.txt" | sed -n 3p)

# 20,000 puzzle lines: with --max-nodes 1 every stage answers each at once, and the
# answers (320 KB) are more than a pipe holds, so a reader that stops early closes it.
for i in $(seq 400); do grep -v '^#' "$data/norvig-easy50.txt"; done | head -n 20000 >"$work/many.txt"
easy1=$(grep -v '^#' "$data/suite-easy.txt" | head -n 1)

for stage in $stages; do
  # A reader that goes away (| head -1): exit 5 and one line, never a silent SIGPIPE (141).
  for jobs in 1 2; do
    { "$bin/$stage" --batch --max-nodes 1 --jobs $jobs <"$work/many.txt" 2>"$work/err"; echo $? >"$work/code"; } | head -n 1 >"$work/out"
    expect_code 5 "$stage --batch --jobs $jobs | head -1"
    expect_one_stderr_line "$stage --batch --jobs $jobs | head -1" "cannot write standard output: Broken pipe"
  done
  # Empty values are refused, not read as "no value" (--report "", the FILE "").
  for empty in --report= --trace-dot=; do
    echo "$easy1" | run "$stage" --input line "$empty"
    expect_code 2 "$stage $empty"; expect_no_stdout "$stage $empty"; expect_one_stderr_line "$stage $empty" "${empty%=}: the value is empty"
  done
  echo "$easy1" | run "$stage" --input line --report ""
  expect_code 2 "$stage --report ''"; expect_one_stderr_line "$stage --report ''" "--report: the value is empty"
  echo "$easy1" | run "$stage" --input line ""
  expect_code 2 "$stage ''"; expect_no_stdout "$stage ''"; expect_one_stderr_line "$stage ''" "the FILE argument is empty"
  # --stats into a full or closed stderr: the counters are lost, so exit 5 (no message can be read).
  echo "$easy1" | "$bin/$stage" --input line --stats >"$work/out" 2>/dev/full; echo $? >"$work/code"
  expect_code 5 "$stage --stats 2>/dev/full"
  echo "$easy1" | "$bin/$stage" --input line --stats >"$work/out" 2>&-; echo $? >"$work/code"
  expect_code 5 "$stage --stats 2>&-"
  echo "$easy1" | "$bin/$stage" --input line --stats --report "$work/report.csv" >"$work/out" 2>&-; echo $? >"$work/code"
  expect_code 5 "$stage --stats --report 2>&-"
  checks=$((checks + 1)); grep -q nodes= "$work/report.csv" && fail "$stage 2>&-: the --stats line went into the --report file"

  # The Baekjoon sample in gives exactly the Baekjoon sample out.
  run "$stage" <"$data/boj2580-sample.in"
  expect_code 0 "$stage sample"
  checks=$((checks + 1)); cmp -s "$work/out" "$data/boj2580-sample.out" || fail "$stage: sample output differs"
  checks=$((checks + 1)); [ ! -s "$work/err" ] || fail "$stage sample: unexpected stderr: $(cat "$work/err")"

  # --stats adds exactly one line on stderr, stdout unchanged.
  run "$stage" --stats <"$data/boj2580-sample.in"
  expect_code 0 "$stage --stats"
  checks=$((checks + 1)); cmp -s "$work/out" "$data/boj2580-sample.out" || fail "$stage --stats: output differs"
  case $stage in
    solution0[123]) expect_one_stderr_line "$stage --stats" "nodes=14 " ;;  # one node per blank
    *) expect_one_stderr_line "$stage --stats" "nodes=" ;;
  esac

  # The FILE argument, and line format in and out.
  run "$stage" --output line "$data/boj2580-sample.in"
  expect_code 0 "$stage FILE"
  checks=$((checks + 1)); [ "$(cat "$work/out")" = "$(tr -d ' \n' <"$data/boj2580-sample.out")" ] || fail "$stage --output line"

  # Bad input: exit 2, nothing on stdout, one line with line:column.
  sed '3s/0 6 0/0 6 x/' "$data/boj2580-sample.in" >"$work/bad.in"
  run "$stage" <"$work/bad.in"
  expect_code 2 "$stage bad input"; expect_no_stdout "$stage bad input"
  expect_one_stderr_line "$stage bad input" "input:3:5: expected a number 0-9, found 'x'"

  # Conflicting givens: exit 2, named conflict.
  grep -v '^#' "$data/conflicting-givens.txt" | head -n 1 >"$work/conflict.txt"
  run "$stage" --input line <"$work/conflict.txt"
  expect_code 2 "$stage conflict"; expect_no_stdout "$stage conflict"
  expect_one_stderr_line "$stage conflict" "givens conflict:"

  # No solution: exit 1, nothing on stdout.
  echo "$nosolution" >"$work/none.txt"
  run "$stage" --input line <"$work/none.txt"
  expect_code 1 "$stage no solution"; expect_no_stdout "$stage no solution"; expect_one_stderr_line "$stage no solution" "no solution"

  # Node limit: exit 3, nothing on stdout.
  echo "$hard1" >"$work/hard1.txt"
  run "$stage" --input line --max-nodes 50 <"$work/hard1.txt"
  expect_code 3 "$stage node limit"; expect_no_stdout "$stage node limit"; expect_one_stderr_line "$stage node limit" "limit reached"

  # Usage errors: exit 2, one line.
  run "$stage" --output fancy <"$data/boj2580-sample.in"
  expect_code 2 "$stage usage"; expect_no_stdout "$stage usage"; expect_one_stderr_line "$stage usage"
  run "$stage" --help
  expect_code 0 "$stage --help"

  # Batch: one answer line per puzzle, '#' lines for the others, a summary on stderr.
  { grep -v '^#' "$data/suite-easy.txt" | head -n 3; echo "$nosolution"; } >"$work/batch.txt"
  run "$stage" --batch <"$work/batch.txt"
  expect_code 1 "$stage batch"
  checks=$((checks + 1)); [ "$(wc -l <"$work/out")" = 4 ] || fail "$stage batch: $(wc -l <"$work/out") lines"
  checks=$((checks + 1)); [ "$(tail -n 1 "$work/out")" = "# no solution" ] || fail "$stage batch: last line $(tail -n 1 "$work/out")"
  expect_one_stderr_line "$stage batch" "puzzles=4 solved=3 no_solution=1 limit=0"
done

# kit (issue 11): every output checked (exit 5), option values validated, kit trace limited.
if [ -x "$bin/kit" ]; then
  "$bin/kit" generate --count 3000 --seed 1 >/dev/full 2>"$work/err"; echo $? >"$work/code"; : >"$work/out"
  expect_code 5 "kit generate > /dev/full"; expect_one_stderr_line "kit generate > /dev/full" "cannot write standard output: No space left on device"
  (trap '' PIPE; "$bin/kit" generate --count 3000 --seed 1 2>"$work/err" | true; echo "${PIPESTATUS[0]}" >"$work/code")
  expect_code 5 "kit generate | (closed, SIGPIPE ignored)"; expect_one_stderr_line "kit generate | closed" "Broken pipe"
  "$bin/kit" generate --count 1 >&- 2>"$work/err"; echo $? >"$work/code"
  expect_code 5 "kit generate >&-"; expect_one_stderr_line "kit generate >&-" "cannot write standard output: Bad file descriptor"
  for value in -1 -5 18446744073709551616 abc; do
    run kit generate --seed "$value"
    expect_code 2 "kit generate --seed $value"; expect_no_stdout "kit generate --seed $value"
    expect_one_stderr_line "kit generate --seed $value" "--seed: expected a whole number 0-2^64-1, found '$value'"
  done
  run kit generate --count=
  expect_code 2 "kit generate --count="; expect_one_stderr_line "kit generate --count=" "--count"
  for value in nan inf -5 abc; do
    run kit bench --time-limit "$value" --stages 3 easy
    expect_code 2 "kit bench --time-limit $value"; expect_one_stderr_line "kit bench --time-limit $value" "--time-limit: expected seconds 0-1e9"
  done
  for value in -1 18446744073709551616; do
    run kit bench --max-nodes "$value" --stages 3 easy
    expect_code 2 "kit bench --max-nodes $value"; expect_one_stderr_line "kit bench --max-nodes $value" "--max-nodes: expected a whole number"
  done
  "$bin/kit" bench --stages 3 --first 3 --no-warmup easy >/dev/full 2>"$work/err"; echo $? >"$work/code"
  expect_code 5 "kit bench > /dev/full"; expect_one_stderr_line "kit bench > /dev/full" "cannot write standard output: No space left on device"
  run kit bench --stages 3 --first 3 --no-warmup easy --svg /dev/full
  expect_code 5 "kit bench --svg /dev/full"; expect_one_stderr_line "kit bench --svg /dev/full" "cannot write /dev/full: No space left on device"

  # A closed pipe with SIGPIPE at its default: kit ignores it itself, then exit 5 and one line.
  { "$bin/kit" generate --count 3000 --seed 1 2>"$work/err"; echo $? >"$work/code"; } | head -n 1 >/dev/null
  expect_code 5 "kit generate | head -1"; expect_one_stderr_line "kit generate | head -1" "cannot write standard output: Broken pipe"

  # --count "" and --count= are refused, a bare --count counts up to 2.
  if [ -x "$bin/sudoku" ]; then
    echo "$easy1" | run sudoku --input line --count=
    expect_code 2 "sudoku --count="; expect_no_stdout "sudoku --count="; expect_one_stderr_line "sudoku --count=" "--count: the value is empty"
    echo "$easy1" | run sudoku --input line --count ""
    expect_code 2 "sudoku --count ''"; expect_no_stdout "sudoku --count ''"; expect_one_stderr_line "sudoku --count ''" "--count: the value is empty"
    echo "$easy1" | run sudoku --input line --count
    expect_code 0 "sudoku --count"; checks=$((checks + 1)); [ "$(cat "$work/out")" = unique ] || fail "sudoku --count: $(cat "$work/out")"
  fi

  # kit trace: the limits reach every stage; a cut tree says so; errors on stderr.
  grep -v '^#' "$data/famous.txt" | head -n 1 >"$work/famous1.txt"
  run kit trace --stages 1,3,final --puzzle "$work/famous1.txt" --out "$work/trees" --no-svg --max-nodes 500
  expect_code 0 "kit trace --max-nodes 500"
  checks=$((checks + 1)); grep -q '^solution01: nodes=500 .*(CUT: limit reached: the node limit of 500' "$work/out" || fail "kit trace: stage 1 not cut at 500 nodes: $(cat "$work/out")"
  checks=$((checks + 1)); grep -q '^solution03: nodes=500 .*(CUT: ' "$work/out" || fail "kit trace: stage 3 not cut at 500 nodes"
  checks=$((checks + 1)); grep -q ' - CUT: limit reached' "$work/trees/stage01-tree.dot" || fail "kit trace: the DOT caption does not say the tree is cut"
  checks=$((checks + 1)); grep -q '^sudoku: .*CUT' "$work/out" && fail "kit trace: the final solver's complete tree is marked cut"
  run kit trace --puzzle "$work/famous1.txt" --out "$work/trees2" --no-svg --time-limit 0.2
  expect_code 0 "kit trace --time-limit 0.2 (default stages, stage 1 included)"
  checks=$((checks + 1)); grep -q '^solution01: .*(CUT: limit reached' "$work/out" || fail "kit trace: stage 1 not cut by the limits: $(cat "$work/out")"
  for value in nan -1; do
    run kit trace --puzzle "$work/famous1.txt" --out "$work/trees3" --max-nodes "$value"
    expect_code 2 "kit trace --max-nodes $value"; expect_one_stderr_line "kit trace --max-nodes $value" "--max-nodes: expected a whole number"
    run kit trace --puzzle "$work/famous1.txt" --out "$work/trees3" --time-limit "$value"
    expect_code 2 "kit trace --time-limit $value"; expect_one_stderr_line "kit trace --time-limit $value" "--time-limit: expected seconds"
  done
  # kit trace --trace-limit 0 (stage 1: a DOT file of about 18 MB): Graphviz is bounded.
  if command -v dot >/dev/null; then
    run kit trace --stages 1 --puzzle "$work/famous1.txt" --out "$work/trees5" --trace-limit 0
    expect_code 3 "kit trace --trace-limit 0"
    expect_one_stderr_line "kit trace --trace-limit 0" "MB Graphviz is given (--dot-max-mb); stage01-tree.dot is kept, no .svg: lower --trace-limit"
    checks=$((checks + 1)); [ -s "$work/trees5/stage01-tree.dot" ] && [ ! -e "$work/trees5/stage01-tree.svg" ] || fail "kit trace --trace-limit 0: the .dot is not kept, or an .svg was made"
    # The same file let through: dot is stopped by its CPU-time limit (1 s here).
    before=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
    run kit trace --stages 1 --puzzle "$work/famous1.txt" --out "$work/trees5" --trace-limit 0 --dot-max-mb 1000 --dot-time-limit 1
    expect_code 3 "kit trace --dot-time-limit 1"
    expect_one_stderr_line "kit trace --dot-time-limit 1" "Graphviz stopped after 1 s of CPU time (--dot-time-limit) on stage01-tree.dot"
    checks=$((checks + 1)); [ ! -e "$work/trees5/stage01-tree.svg" ] || fail "kit trace --dot-time-limit 1: a half-made .svg was left"
    used=$(( $(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat) - before ))  # clock ticks of the children
    checks=$((checks + 1)); [ "$used" -lt $((10 * $(getconf CLK_TCK))) ] || fail "kit trace --dot-time-limit 1 used $used ticks of CPU time"
    # Ctrl-C (SIGINT) while dot draws: kit stops it (dot runs in a process group of its own) and exits 130.
    "$bin/kit" trace --stages 1 --puzzle "$work/famous1.txt" --out "$work/trees6" --trace-limit 0 --dot-max-mb 1000 \
      --dot-time-limit 60 >"$work/out" 2>"$work/err" &
    trace_pid=$!
    for _ in $(seq 100); do pgrep -f "dot -Tsvg $work/trees6" >/dev/null && break; sleep 0.1; done
    kill -INT "$trace_pid"
    wait "$trace_pid"
    echo $? >"$work/code"
    sleep 0.2
    expect_code 130 "kit trace, Ctrl-C while dot draws"; expect_one_stderr_line "kit trace, Ctrl-C" "kit trace: interrupted"
    checks=$((checks + 1)); pgrep -f "dot -Tsvg $work/trees6" >/dev/null && fail "kit trace, Ctrl-C: dot is still running"
  fi
  for value in 0 nan -1; do
    run kit trace --puzzle "$work/famous1.txt" --out "$work/trees3" --dot-time-limit "$value"
    expect_code 2 "kit trace --dot-time-limit $value"; expect_one_stderr_line "kit trace --dot-time-limit $value" "--dot-time-limit"
  done
  echo '1 2 3' >"$work/bad-puzzle.txt"
  run kit trace --stages 3 --puzzle "$work/bad-puzzle.txt" --out "$work/trees4" --no-svg
  expect_code 2 "kit trace on a bad puzzle"; expect_no_stdout "kit trace on a bad puzzle"
  expect_one_stderr_line "kit trace on a bad puzzle" "kit trace: solution03: failed (exit 2): $work/bad-puzzle.txt:1:6: expected 9 numbers"
fi

echo "$checks checks on $(echo $stages | wc -w) stages: $((checks - failures)) passed, $failures failed"
echo "$((checks - failures)) passed, $failures failed"
[ "$failures" = 0 ]
