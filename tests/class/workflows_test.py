#!/usr/bin/env python3
"""Validates .github/workflows/classroom.yml and ci.yml.

Both parse as YAML; the classroom workflow has one grader test per lesson step
(lessons/NN-*/steps.tsv) running that step's filter the way `kit check` does;
every command either workflow runs exists; each step's command passes on the
answer key (ANSWER_BIN: a build whose lesson targets come from solutions/) and,
for lesson 01, fails on the untouched starter (built here in a copy, dev preset).

Usage: workflows_test.py SOURCE_ROOT ANSWER_BIN
"""
import glob, os, re, shlex, shutil, subprocess, sys, tempfile

import yaml

root, answer_bin = sys.argv[1], sys.argv[2]
failures = []


def fail(text):
    failures.append(text)
    print("FAIL:", text)


classroom = yaml.safe_load(open(os.path.join(root, ".github/workflows/classroom.yml")))
ci = yaml.safe_load(open(os.path.join(root, ".github/workflows/ci.yml")))

# ci.yml runs .ci/run
ci_runs = [s.get("run", "") for job in ci["jobs"].values() for s in job["steps"]]
if "bash .ci/run" not in ci_runs or not os.path.isfile(os.path.join(root, ".ci/run")):
    fail("ci.yml must run `bash .ci/run`, and .ci/run must exist")

steps = classroom["jobs"]["run-autograding-tests"]["steps"]
graders = [s for s in steps if s.get("uses", "").startswith("classroom-resources/autograding-command-grader@")]
reporter = [s for s in steps if s.get("uses", "").startswith("classroom-resources/autograding-grading-reporter@")]
if len(reporter) != 1:
    fail("one grading reporter expected")
else:
    runners = reporter[0]["with"]["runners"].split(",")
    if runners != [g["id"] for g in graders]:
        fail("the reporter's runners are not the grader tests")
    for g in graders:
        key = g["id"].upper().replace("-", "_") + "_RESULTS"
        if key not in reporter[0].get("env", {}):
            fail(f"reporter env lacks {key}")

# The setup: tools/kit.sh setup and the dev preset.
setup = " ".join(s.get("run", "") for s in steps)
if "tools/kit.sh setup" not in setup or "setup)" not in open(os.path.join(root, "tools/kit.sh")).read():
    fail("the classroom workflow must run tools/kit.sh setup, which must exist")
presets = subprocess.run(["cmake", "--list-presets"], cwd=root, capture_output=True, text=True).stdout
if '"dev"' not in presets:
    fail("no dev preset")

# One grader per step, running that step's filter.
by_id = {g["id"]: g for g in graders}
expected = []
for tsv in sorted(glob.glob(os.path.join(root, "lessons/[0-9][0-9]-*/steps.tsv"))):
    n = os.path.basename(os.path.dirname(tsv))[:2]
    for line in open(tsv):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        k, flt, _ = line.split("\t", 2)
        tid = f"lesson{n}-step{k}"
        expected.append(tid)
        g = by_id.get(tid)
        if g is None:
            fail(f"no grader test for {tid}")
            continue
        words = shlex.split(g["with"]["command"])
        if words != [f"build/dev/bin/conformance_lesson{n}", f"--gtest_filter={flt}", "--gtest_brief=1"]:
            fail(f"{tid}: command {g['with']['command']!r} does not run the step's filter")
        if int(g["with"]["max-score"]) <= 0:
            fail(f"{tid}: no points")
        if f"conformance_lesson{n}" not in g["with"]["setup-command"]:
            fail(f"{tid}: setup does not build the lesson's test program")
if sorted(expected) != sorted(by_id):
    fail("grader tests and steps differ: " + str(sorted(set(by_id) ^ set(expected))))


# The wall-clock timeouts below are hang guards only: every process here has the test's CPU-time
# limit (tests/support/cpu_limit.sh), and a busy machine must not fail the test.
HANG_GUARD_SECONDS = 3600


def run_step(tid, bin_dir):
    words = shlex.split(by_id[tid]["with"]["command"])
    words[0] = os.path.join(bin_dir, os.path.basename(words[0]))
    return subprocess.run(words, cwd=root, capture_output=True, text=True, timeout=HANG_GUARD_SECONDS).returncode


# Answer key: every step passes.
for tid in expected:
    code = run_step(tid, answer_bin)
    print(f"answer key  {tid}: exit {code}")
    if code != 0:
        fail(f"{tid} fails on the answer key")

# Starter, lesson 01 (tiny scale): every step fails.
work = tempfile.mkdtemp()
try:
    copy = os.path.join(work, "kit")
    shutil.copytree(root, copy, ignore=shutil.ignore_patterns("build*", ".git"))
    env = dict(os.environ, CCACHE_BASEDIR=copy, CCACHE_NOHASHDIR="1")
    subprocess.run(["cmake", "--preset", "dev"], cwd=copy, env=env, check=True, capture_output=True,
                   timeout=HANG_GUARD_SECONDS)
    subprocess.run(["cmake", "--build", "--preset", "dev", "--target", "conformance_lesson01", "-j2"], cwd=copy,
                   env=env, check=True, capture_output=True, timeout=HANG_GUARD_SECONDS)
    for tid in [t for t in expected if t.startswith("lesson01-")]:
        words = shlex.split(by_id[tid]["with"]["command"])
        code = subprocess.run(words, cwd=copy, capture_output=True, timeout=HANG_GUARD_SECONDS).returncode
        print(f"starter     {tid}: exit {code}")
        if code == 0:
            fail(f"{tid} passes on the untouched starter")
finally:
    shutil.rmtree(work, ignore_errors=True)

print("PASS" if not failures else f"{len(failures)} failure(s)")
sys.exit(1 if failures else 0)
