#!/usr/bin/env bash
# cpu_limit.sh SECONDS COMMAND [ARGS...]: the launcher every ctest entry runs under
# (cmake/SudokuTestLimits.cmake). Runs COMMAND with a soft CPU-time limit (RLIMIT_CPU,
# `ulimit -S -t`) of SECONDS; every process it starts inherits a limit of its own of the same
# size. The limit is soft, so a program that sets its own (kit's runs of students' programs)
# may still do so.
#
# Exit status: COMMAND's; 152 (128 + SIGXCPU) with one line on stderr when the CPU limit
# stopped it; 125 when the arguments are wrong or the limit cannot be set.
if [ $# -lt 2 ] || ! [[ $1 =~ ^[1-9][0-9]*$ ]]; then
  echo "cpu_limit.sh: usage: cpu_limit.sh SECONDS COMMAND [ARGS...]" >&2
  exit 125
fi
seconds=$1
shift
if ! ulimit -S -t "$seconds" 2>/dev/null; then
  echo "cpu_limit.sh: cannot set a CPU-time limit of $seconds s (hard limit: $(ulimit -H -t))" >&2
  exit 125
fi
"$@"
status=$?
if [ "$status" -eq $((128 + $(kill -l XCPU))) ]; then
  echo "cpu_limit.sh: stopped by the CPU-time limit: $1 used its $seconds s of CPU time (SIGXCPU)" >&2
fi
exit "$status"
