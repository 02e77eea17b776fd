#!/bin/bash
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
#
# peers_harness.sh TDOKU_DIR FILE...
#
# Times the kit's final engine side by side with the public solvers, inside tdoku's own benchmark
# harness (https://github.com/t-dillon/tdoku): every solver is called by the same loop, on the
# same puzzles, in one process, counting up to 2 solutions, one thread. TDOKU_DIR is a tdoku
# source folder you already have (nothing is downloaded); it is copied into the build folder and
# the copy gets a small hook (a KIT option in CMakeLists.txt and one line in src/all_solvers.h)
# that links tools/benchmarks/tdoku_adapter.cc and solutions/06-final/final_engine.cpp, compiled
# with the harness's own flags (-O3 -march=native). A folder that already has the hook (the one
# the kit's performance issue was measured with) is used as it is.
#
# Prints, per compiler and file, the median puzzles/s over RUNS runs of the kit, tdoku, fsss2,
# SK_BFORCE2 and JCZSolve (and Schoku when the folder builds it: a CMakeLists.txt with a SCHOKU
# option), the kit's ratios, and the load average before and after.
#
# Environment: COMPILERS (default "gcc clang": g++-12 and clang++-14), RUNS (default 3),
# SOLVERS (default kit,tdoku,fsss2,sk_bforce2,jczsolve), BUILD (default build/peers under the
# kit). The harness times by thread CPU time when its source knows TDOKU_THREAD_CPU_CLOCK
# (steadier on a shared machine), by wall clock otherwise.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 TDOKU_DIR FILE..." >&2
  exit 2
fi
kit=$(cd "$(dirname "$0")/../.." && pwd)
tdoku=$(cd "$1" && pwd) || { echo "peers_harness: no folder $1" >&2; exit 2; }
shift
[ -f "$tdoku/src/run_benchmark.cc" ] && [ -f "$tdoku/src/all_solvers.h" ] ||
  { echo "peers_harness: $tdoku is not a tdoku source folder (no src/run_benchmark.cc)" >&2; exit 2; }
files=()
for f in "$@"; do
  [ -r "$f" ] || { echo "peers_harness: cannot read $f" >&2; exit 2; }
  files+=("$(cd "$(dirname "$f")" && pwd)/$(basename "$f")")
done
build=${BUILD:-$kit/build/peers}
runs=${RUNS:-3}
schoku=()
default_solvers=kit,tdoku,fsss2,sk_bforce2,jczsolve
if grep -q "option(SCHOKU" "$tdoku/CMakeLists.txt"; then  # needs AVX2 and BMI2; SOLVERS=... leaves it out
  schoku=(-DSCHOKU=on)
  default_solvers=kit,tdoku,fsss2,schoku,sk_bforce2,jczsolve
fi
solvers=${SOLVERS:-$default_solvers}
mkdir -p "$build"

# A copy of the user's folder, with the hook added when it is missing.
src=$build/tdoku-src
rm -rf "$src"
cp -r "$tdoku" "$src"
rm -rf "$src"/build*
python3 - "$src" <<'PY'
import re, sys
src = sys.argv[1]
cm = open(f"{src}/CMakeLists.txt").read()
if "option(KIT " not in cm:
    hook = '''
# Added by the kit's tools/benchmarks/peers_harness.sh: the kit's final engine.
option(KIT "Include the teaching kit final solver" OFF)
if (KIT)
    add_definitions(-DKIT)
    add_library(kit_obj OBJECT ${KIT_ADAPTER} ${KIT_DIR}/final_engine.cpp)
    set_target_properties(kit_obj PROPERTIES CXX_STANDARD 20 CXX_STANDARD_REQUIRED ON CXX_EXTENSIONS OFF)
    target_compile_definitions(kit_obj PRIVATE NDEBUG)
    target_include_directories(kit_obj PRIVATE ${KIT_DIR})
    set(BENCHMARK_SOLVER_SOURCES ${BENCHMARK_SOLVER_SOURCES} $<TARGET_OBJECTS:kit_obj>)
endif()
'''
    at = cm.find("add_executable(run_benchmark")
    if at < 0:
        sys.exit("peers_harness: CMakeLists.txt has no add_executable(run_benchmark ...)")
    open(f"{src}/CMakeLists.txt", "w").write(cm[:at] + hook + "\n" + cm[at:])
else:
    # A hook written for an older layout of the kit names the engine's file as it was then
    # (fast_solver.cpp): point it at today's.
    fixed = re.sub(r"\$\{KIT_DIR\}/\w+\.cpp", "${KIT_DIR}/final_engine.cpp", cm)
    if fixed != cm:
        open(f"{src}/CMakeLists.txt", "w").write(fixed)
h = open(f"{src}/src/all_solvers.h").read()
if "OtherSolverKit" not in h:
    decls = list(re.finditer(r"^\s*SolverFn OtherSolver\w+;\n", h, re.M))
    tdoku = re.search(r"^\s*solvers\.emplace_back\(Solver\(TdokuSolverDpllTriadSimd,", h, re.M)
    if not decls or not tdoku:
        sys.exit("peers_harness: src/all_solvers.h does not list its solvers as expected")
    entry = ('#ifdef KIT\n    solvers.emplace_back(Solver(OtherSolverKit, 0, "kit", "B/shrc../m+", 15));\n'
             '#endif\n')
    h = h[:tdoku.start()] + entry + h[tdoku.start():]
    end = decls[-1].end()
    h = h[:end] + "    SolverFn OtherSolverKit;\n" + h[end:]
    open(f"{src}/src/all_solvers.h", "w").write(h)
PY

args=""
grep -q TDOKU_THREAD_CPU_CLOCK "$src/src/run_benchmark.cc" && args="-DTDOKU_THREAD_CPU_CLOCK"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for tag in ${COMPILERS:-gcc clang}; do
  case $tag in
    gcc) cc=gcc-12 cxx=g++-12 ;;
    clang) cc=clang-14 cxx=clang++-14 ;;
    *) echo "peers_harness: unknown compiler $tag (gcc or clang)" >&2; exit 2 ;;
  esac
  b=$build/$tag
  CC=$cc CXX=$cxx cmake -S "$src" -B "$b" -DOPT=O3 -DARCH=native "-DARGS=$args" -DKIT=on -DFSSS2=on \
    -DSK_BFORCE2=on -DJCZSOLVE=on "${schoku[@]}" -DKIT_DIR="$kit/solutions/06-final" \
    -DKIT_ADAPTER="$kit/tools/benchmarks/tdoku_adapter.cc" > "$b.cmake.log" 2>&1 ||
    { tail -30 "$b.cmake.log"; exit 1; }
  cmake --build "$b" -j2 --target run_benchmark > "$b.make.log" 2>&1 || { tail -30 "$b.make.log"; exit 1; }
  for _ in $(seq "$runs"); do
    "$b/run_benchmark" -t1 -w1 -e1 -c1 -s "$solvers" "${files[@]}"
  done > "$b.csv"
  python3 - "$b.csv" "$tag" <<'PY'
import csv, collections, statistics, sys
rates, guesses = collections.defaultdict(list), collections.defaultdict(list)
for row in csv.reader(open(sys.argv[1])):
    if len(row) > 8:
        key = (row[3].rsplit('/', 1)[-1], row[4])
        rates[key].append(float(row[5]))
        guesses[key].append(float(row[8]))
for name in dict.fromkeys(k[0] for k in rates):
    m = {s: statistics.median(v) for (f, s), v in rates.items() if f == name}
    line = f"{sys.argv[2]:5} {name:24} " + "  ".join(f"{s} {v:>10,.0f}" for s, v in m.items())
    for peer in ("tdoku", "fsss2", "schoku"):
        if "kit" in m and peer in m:
            line += f"  kit/{peer} {m['kit'] / m[peer]:.2f}"
    if (name, "kit") in guesses:
        line += f"  kit guesses/puzzle {statistics.median(guesses[(name, 'kit')]):.1f}"
    if (name, "tdoku") in guesses:
        line += f"  tdoku {statistics.median(guesses[(name, 'tdoku')]):.1f}"
    print(line)
PY
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
