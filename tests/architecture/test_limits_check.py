#!/usr/bin/env python3
"""The limits every test runs under (cmake/SudokuTestLimits.cmake), checked two ways.

  test_limits_check.py launcher LAUNCHER
      the launcher stops a process that spins once it has used its CPU time (exit 152,
      SIGXCPU, one line on stderr saying so) and leaves a process that sleeps alone
  test_limits_check.py tests CTEST BUILD_DIR LAUNCHER HANG_GUARD_SECONDS
      every ctest entry of the build runs under the launcher with a CPU budget, and its
      wall-clock TIMEOUT is a hang guard: at least HANG_GUARD_SECONDS and 20 times the budget

Exit status: 0 when every check holds, 1 when one fails (each failure one line on stderr),
2 on wrong arguments.
"""
import json
import os
import resource
import signal
import subprocess
import sys

SIGXCPU_STATUS = 128 + signal.SIGXCPU


def no_core_files():
    """The spinning process is killed by SIGXCPU, whose default action writes a core file."""
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def run_limited(launcher, seconds, command):
    """Runs COMMAND under the launcher; returns (exit status, stderr, CPU seconds it used)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    # The wall-clock timeout is a hang guard only: the CPU limit is what is tested.
    ran = subprocess.run(["bash", launcher, str(seconds), *command], capture_output=True, text=True,
                         timeout=3600, preexec_fn=no_core_files)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return ran.returncode, ran.stderr, cpu


def check_launcher(launcher):
    failures = []
    status, errors, cpu = run_limited(launcher, 1, ["bash", "-c", "while :; do :; done"])
    if status != SIGXCPU_STATUS:
        failures.append(f"a spinning process ended with status {status}, not {SIGXCPU_STATUS} (SIGXCPU)")
    if "stopped by the CPU-time limit" not in errors:
        failures.append(f"the launcher did not say the CPU limit stopped the spinning process: {errors!r}")
    # getrusage() reports a little less than the kernel's count the limit is checked against
    # (0.84 s for a 1 s limit was seen at a load of 21), so the bound is loose: it tells a
    # process stopped by its CPU use from one stopped at once.
    if cpu < 0.5:
        failures.append(f"the spinning process was stopped after {cpu:.2f} s of CPU time, long before its 1 s")
    status, errors, cpu = run_limited(launcher, 1, ["sleep", "3"])
    if status != 0 or errors:
        failures.append(f"a process sleeping 3 s under a 1 s CPU limit ended with status {status}: {errors!r}")
    status, errors, _ = run_limited(launcher, 1, ["false"])
    if status != 1:
        failures.append(f"the launcher did not pass on the exit status 1 of false (got {status})")
    return failures


def property_of(test, name):
    for entry in test.get("properties", []):
        if entry["name"] == name:
            return entry["value"]
    return None


def check_tests(ctest, build_dir, launcher, hang_guard):
    listed = subprocess.run([ctest, "--test-dir", build_dir, "--show-only=json-v1"], capture_output=True,
                            text=True, check=True, timeout=3600)
    tests = json.loads(listed.stdout)["tests"]
    launcher = os.path.realpath(launcher)
    failures = []
    for test in tests:
        name, command = test["name"], test.get("command")
        if command is None:
            # gtest_discover_tests() lists a binary not built yet as NAME_NOT_BUILT, which fails.
            if not name.endswith("_NOT_BUILT"):
                failures.append(f"{name}: no command")
            continue
        if len(command) < 4 or os.path.realpath(command[1]) != launcher or not command[2].isdigit():
            failures.append(f"{name}: not run under {launcher} SECONDS (command {command[:3]})")
            continue
        budget = int(command[2])
        timeout = property_of(test, "TIMEOUT")
        least = max(hang_guard, 20 * budget)
        if timeout is None or timeout < least:
            failures.append(f"{name}: wall-clock TIMEOUT {timeout} is below the hang guard {least} s")
    if not tests:
        failures.append(f"ctest lists no tests in {build_dir}")
    print(f"{len(tests)} tests checked")
    return failures


def main(arguments):
    if len(arguments) == 2 and arguments[0] == "launcher":
        failures = check_launcher(arguments[1])
    elif len(arguments) == 5 and arguments[0] == "tests" and arguments[4].isdigit():
        failures = check_tests(arguments[1], arguments[2], arguments[3], int(arguments[4]))
    else:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    for failure in failures:
        print(f"test_limits_check.py: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
