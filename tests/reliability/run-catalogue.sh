#!/usr/bin/env bash
# Runs the catalogue of bad and odd inputs (catalogue.txt) against stage binaries.
#
#   run-catalogue.sh [--input-only] CHECKER BINARY...   check these binaries
#   run-catalogue.sh --discover BIN_DIR CHECKER         every lessonNN, solutionNN and sudoku in BIN_DIR
#                                                       (lessonNN: input cases only, unless --answer-key)
#
# CHECKER is the catalogue_check program (it validates answers). --input-only
# runs only the cases of kind "input", which the driver rejects before the stage
# runs, so they hold for the student's unfinished lessons too. Prints one line
# per failure and a summary; exits 1 if any case failed.
set -u
here=$(cd "$(dirname "$0")" && pwd)
catalogue="$here/catalogue"
# A case may use CATALOGUE_TIMEOUT seconds of CPU time (RLIMIT_CPU), the same on a quiet and a
# busy machine; the wall clock only guards against a binary that waits forever (20 times as long).
time_limit=${CATALOGUE_TIMEOUT:-120}
hang_guard=$((20 * time_limit))
limited() { (ulimit -S -t "$time_limit" && exec timeout "$hang_guard" "$@"); }

input_only=0
if [[ ${1:-} == --discover ]]; then
  bin_dir=$2 checker=$3 answer_key=${4:-}
  status=0
  for binary in "$bin_dir"/solution[0-9][0-9] "$bin_dir"/sudoku "$bin_dir"/lesson[0-9][0-9]; do
    [[ -x $binary ]] || continue
    if [[ $(basename "$binary") == lesson* && $answer_key != --answer-key ]]; then
      "$0" --input-only "$checker" "$binary" || status=1
    else
      "$0" "$checker" "$binary" || status=1
    fi
  done
  exit $status
fi
if [[ ${1:-} == --input-only ]]; then input_only=1; shift; fi
checker=$(realpath "$1"); shift

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The 1 MiB line and a batch with more answers than a pipe holds are made here
# rather than stored in the repository.
head -c 1048576 /dev/zero | tr '\0' '0' > "$work/huge-line.txt"
solved=$(tr -d ' \n' < "$catalogue/already-solved.txt")
for _ in $(seq 3000); do echo "$solved"; done > "$work/batch-many-solved.txt"
mkdir -p "$work/dir" "$work/input"

trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; s=${s%"${s##*[![:space:]]}"}; printf '%s' "$s"; }

failures=0 cases=0
fail() { echo "FAIL $name: case '$file' [$options]: $*"; failures=$((failures + 1)); }

for binary in "$@"; do
  binary=$(realpath "$binary")  # the cases run in a scratch folder
  name=$(basename "$binary")
  while IFS='|' read -r file options expected_exit expected_text kind io; do
    file=$(trim "$file")
    [[ -z $file || $file == \#* ]] && continue
    options=$(trim "$options") expected_exit=$(trim "$expected_exit")
    expected_text=$(trim "$expected_text") kind=$(trim "$kind") io=$(trim "${io:-}")
    [[ $input_only == 1 && $kind != input ]] && continue
    path="$catalogue/$file"
    [[ -f $path ]] || path="$work/$file"
    # The case reads a copy, so that a binary that overwrote its input could not harm the catalogue.
    cp "$path" "$work/input/$file" && path="$work/input/$file"
    options=${options//@INPUT/$path} options=${options//@DIR/$work/dir}
    cases=$((cases + 1))
    rm -f "$work/out" "$work/err"
    # Options are split on spaces on purpose (none contains one).
    # shellcheck disable=SC2086
    case $io in
      full) (cd "$work" && limited "$binary" $options < "$path" > /dev/full 2> "$work/err") ;;
      closed) (cd "$work" && limited "$binary" $options < "$path" >&- 2> "$work/err") ;;
      dirin) (cd "$work" && limited "$binary" $options < "$work/dir" > "$work/out" 2> "$work/err") ;;
      pipe)  # SIGPIPE ignored, and the reader gone: every write fails with EPIPE
        (trap '' PIPE; cd "$work" && limited "$binary" $options < "$path" 2> "$work/err" | true
         exit "${PIPESTATUS[0]}") ;;
      head)  # SIGPIPE as a shell leaves it, and a reader that takes one line and goes
        (trap - PIPE; cd "$work" && limited "$binary" $options < "$path" 2> "$work/err" | head -n 1 > /dev/null
         exit "${PIPESTATUS[0]}") ;;
      *) (cd "$work" && limited "$binary" $options < "$path" > "$work/out" 2> "$work/err") ;;
    esac
    code=$?
    touch "$work/out"
    [[ $code == 124 ]] && { fail "no answer within ${hang_guard} s of wall clock (a hang)"; continue; }
    [[ $code == $((128 + $(kill -l XCPU))) ]] && { fail "no answer within ${time_limit} s of CPU time"; continue; }
    [[ $code == "$expected_exit" ]] || { fail "exit code $code, expected $expected_exit; stderr: $(head -c 300 "$work/err")"; continue; }
    err_lines=$(wc -l < "$work/err")
    last_err=$(tail -n 1 "$work/err")
    short_err=${last_err//$work/W}  # the length limit is for the message, not for the user's paths
    if [[ -n $expected_text && $last_err != *"$expected_text"* ]]; then
      fail "stderr '$last_err' does not contain '$expected_text'"; continue
    fi
    input_format=boj output_format=boj
    [[ " $options " == *" --input line "* ]] && input_format=line
    [[ " $options " == *" --batch "* ]] && input_format=batch output_format=line
    [[ " $options " == *" --output line "* ]] && output_format=line
    [[ " $options " == *" --output boj "* ]] && output_format=boj
    [[ " $options " == *" --output pretty "* ]] && output_format=pretty
    if [[ $io == full || $io == closed || $io == pipe || $io == head ]]; then
      # Nothing could be delivered: exactly the one line that says so.
      [[ $err_lines == 1 ]] || { fail "$err_lines lines on stderr, expected exactly one: $(head -c 300 "$work/err")"; continue; }
      (( ${#short_err} <= 120 )) || { fail "the error line has ${#short_err} characters (at most 120)"; continue; }
    elif [[ $input_format == batch && ( $expected_exit == 0 || -s $work/out || $(head -n 1 "$work/err") == puzzles=* ) ]]; then
      # The summary line, then possibly the error line.
      (( err_lines >= 1 && err_lines <= 2 )) || { fail "$err_lines lines on stderr, expected the summary (and the error)"; continue; }
      "$checker" batch "$output_format" "$path" "$work/out" > "$work/check" 2>&1 || { fail "$(cat "$work/check")"; continue; }
    elif [[ $expected_exit == 0 ]]; then
      [[ -s $work/err ]] && { fail "stderr not empty on success: $(head -c 300 "$work/err")"; continue; }
      "$checker" "$input_format" "$output_format" "$path" "$work/out" > "$work/check" 2>&1 || { fail "$(cat "$work/check")"; continue; }
    else
      [[ -s $work/out ]] && { fail "stdout not empty on exit $code: $(head -c 200 "$work/out")"; continue; }
      [[ $err_lines == 1 && $(wc -c < "$work/err") -gt 1 ]] || { fail "$err_lines lines on stderr, expected exactly one: $(head -c 300 "$work/err")"; continue; }
      (( ${#short_err} <= 120 )) || { fail "the error line has ${#short_err} characters (at most 120): $last_err"; continue; }
    fi
  done < "$here/catalogue.txt"
done
echo "catalogue: $cases case runs on $# binaries ($*), $failures failed"
[[ $failures == 0 ]]
