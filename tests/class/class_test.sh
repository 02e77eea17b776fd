#!/usr/bin/env bash
# `kit class` on a class of 10 students for lesson 01: the reference, the
# starter, two mutants of the catalogue, a build error, and five hostile
# students whose stage (a global constructor in stage01.cpp, so it runs as soon
# as any program of theirs starts) loops forever, forks without end, writes
# 10 GB, runs `rm -rf ~` and tries to delete and write files outside its copy,
# or eats memory. Each must get its row; every limit must fire; nothing outside
# the copy may change (a world-writable sentinel folder proves it: only the
# read-only mounts and the student's own user protect it). Then the HTML report
# must open in headless Chromium with its chart drawn.
#
# Usage: class_test.sh KIT SOURCE_ROOT [CHROMIUM]   Small limits everywhere: the machine is shared.
set -uo pipefail
kit=$1
root=$2
chromium=${3:-/usr/bin/chromium}
work=$(mktemp -d /tmp/kit-class-test.XXXXXX)
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:-$(command -v ccache || true)}
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

lesson=01-naive-full-recheck
class=$work/class
student() {  # student NAME: a folder with only lessons/<lesson>/stage01.cpp, the reference's
  mkdir -p "$class/$1/lessons/$lesson"
  cp "$root/solutions/$lesson/stage01.cpp" "$class/$1/lessons/$lesson/stage01.cpp"
}
hostile() {  # hostile NAME CODE: the reference with CODE run before main()
  student "$1"
  printf '\nnamespace {\nstruct Hostile {\n  Hostile() {\n%s\n  }\n} hostile;\n}  // namespace\n' "$2" \
    >>"$class/$1/lessons/$lesson/stage01.cpp"
  sed -i '1i #include <cstdio>\n#include <cstdlib>\n#include <cstring>\n#include <string>\n#include <unistd.h>\n#include <vector>' \
    "$class/$1/lessons/$lesson/stage01.cpp"
}

student reference
mkdir -p "$class/starter"; cp -r "$root/lessons" "$class/starter/lessons"   # a whole lessons/ folder
for m in 01-not-stopped-at-first-solution 01-node-counted-before-its-check; do
  student "mutant-$m"
  (cd "$class/mutant-$m" && patch -s -p1 <"$root/tests/mutants/$m.patch") || fail "patch $m does not apply"
done
student build-error
echo 'this is not C++;' >>"$class/build-error/lessons/$lesson/stage01.cpp"

outside=$work/outside   # world-writable: only the sandbox protects it
mkdir -p "$outside"; echo keep >"$outside/sentinel"; chmod 777 "$outside"; chmod 666 "$outside/sentinel"
hostile loop '    for (volatile unsigned long i = 0;; ++i) {}'
hostile forkbomb '    for (;;) fork();'
hostile bigwrite '    std::string path = std::string(getenv("HOME")) + "/big";
    FILE* f = std::fopen(path.c_str(), "w");
    std::vector<char> block(1 << 20, 1);
    for (long i = 0; f != nullptr && i < 10240; ++i) std::fwrite(block.data(), 1, block.size(), f);  // 10 GB'
hostile rmhome "    std::system(\"rm -rf ~ 2>/dev/null; rm -rf $outside/sentinel 2>/dev/null; touch $outside/written 2>/dev/null; touch $root/written-by-student 2>/dev/null\");"
hostile memory '    std::vector<char*> blocks;
    for (;;) { char* p = new char[64 << 20]; std::memset(p, 1, 64 << 20); blocks.push_back(p); }'
sums_before=$(cd "$class" && find . -type f -exec md5sum {} + | sort)

args=(class "$class" --root "$root" --work "$work/slots" --lessons 01 --time-limit 4 --memory-limit 1024 --file-limit 16
      --process-limit 12 --tier easy --first 3 --bench-budget 2)
started=$(date +%s)
timeout 900 "$kit" "${args[@]}" --json --html "$work/report.html" >"$work/report.json" 2>"$work/progress.log"
code=$?
echo "kit class: exit $code in $(( $(date +%s) - started )) s"
[ "$code" = 0 ] || { fail "kit class exited $code"; cat "$work/progress.log"; }
grep -q "10 students" "$work/progress.log" || fail "no progress header"
[ "$(grep -c ' graded' "$work/progress.log")" = 10 ] || fail "progress lines: $(cat "$work/progress.log")"

row() {  # row STUDENT FIELD
  python3 -c 'import json,sys
r=json.load(open(sys.argv[1]))
s=[x for x in r["students"] if x["name"]==sys.argv[2]][0]["lessons"][0]
print(s[sys.argv[3]])' "$work/report.json" "$1" "$2"
}
expect() {  # expect STUDENT FIELD PATTERN
  local value; value=$(row "$1" "$2")
  if printf '%s' "$value" | grep -Eq -- "$3"; then echo "ok   $1 $2: $value"; else fail "$1 $2 = '$value', expected /$3/"; fi
}
expect reference outcome '^pass$'
expect reference counters '^equal$'
expect reference speed '^[0-9.]+$'
expect starter result 'fails: step 1'
expect starter counters 'differ|-'
expect mutant-01-not-stopped-at-first-solution result 'fails: step 2'
expect mutant-01-node-counted-before-its-check outcome 'fails'
expect build-error result 'compile error: .*stage01.cpp'
expect loop result 'stopped: (wall-time|CPU-time) limit'
expect forkbomb result 'stopped: process limit \(12 processes\) reached'
expect bigwrite result 'stopped: file-size limit \(16 MB'
expect memory result 'stopped: memory limit \(1024 MB\)'
# rm -rf ~ removed only its own scratch HOME; its other attempts were refused, so its stage works.
expect rmhome outcome 'pass'
python3 -c 'import json,sys; sys.exit(0 if json.load(open(sys.argv[1]))["isolated"] else 1)' "$work/report.json" ||
  fail "student programs were not isolated on this machine (root and unshare are expected here)"

# Nothing outside the copies changed.
[ "$(cat "$outside/sentinel" 2>/dev/null)" = keep ] && echo "ok   sentinel outside untouched" || fail "sentinel outside was deleted"
[ ! -e "$outside/written" ] && echo "ok   nothing written outside" || fail "a student wrote $outside/written"
[ ! -e "$root/written-by-student" ] || { fail "a student wrote into the kit"; rm -f "$root/written-by-student"; }
[ "$(cd "$class" && find . -type f -exec md5sum {} + | sort)" = "$sums_before" ] && echo "ok   student folders unchanged" ||
  fail "the student folders changed"
[ -z "$(ls "$work/slots" 2>/dev/null | grep -v '\.lock$')" ] || fail "copies left in $work/slots: $(ls "$work/slots")"
left=$(ps -eo uid= | awk '$1 >= 1073741824' | wc -l)
[ "$left" = 0 ] && echo "ok   no student process left" || fail "$left student processes still running"

# The other formats, on a smaller class (reference and build error): the same rows.
mkdir -p "$work/small"; cp -r "$class/reference" "$class/build-error" "$work/small/"
small=(class "$work/small" --root "$root" --work "$work/slots" --lessons 01 --time-limit 6 --first 3 --bench-budget 2)
"$kit" "${small[@]}" --markdown >"$work/report.md" 2>/dev/null || fail "--markdown run"
grep -q '^| build-error | 01 | - | - | - | compile error' "$work/report.md" && grep -q '^| reference | 01 | 4/4 | equal |' "$work/report.md" &&
  echo "ok   markdown rows" || fail "markdown: $(cat "$work/report.md")"
"$kit" "${small[@]}" --csv >"$work/report.csv" 2>/dev/null || fail "--csv run"
[ "$(head -1 "$work/report.csv")" = "student,lesson,steps,counters,speed,result" ] && grep -q '^reference,01,4/4,equal,' "$work/report.csv" &&
  echo "ok   csv rows" || fail "csv: $(cat "$work/report.csv")"

# The HTML report in headless Chromium: the table and a drawn chart.
probe='<script>window.addEventListener("load",function(){var bars=0;document.querySelectorAll("svg rect.bar").forEach(function(r){var b=r.getBoundingClientRect();if(b.width>0&&b.height>0)bars++;});var rows=document.querySelectorAll("#results tr").length;document.body.setAttribute("data-probe",bars+" "+rows);});</script>'
PROBE=$probe python3 -c 'import os,sys; t=open(sys.argv[1]).read(); open(sys.argv[2],"w").write(t.replace("</body>", os.environ["PROBE"] + "</body>"))' "$work/report.html" "$work/probe.html"
if [ -x "$chromium" ]; then
  dom=$(timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
    --user-data-dir="$work/profile" --virtual-time-budget=5000 --dump-dom "file://$work/probe.html" 2>/dev/null)
  measured=$(printf '%s' "$dom" | sed -n 's/.*data-probe="\([^"]*\)".*/\1/p' | head -1)
  bars=${measured%% *}; rows=${measured##* }
  if [ -n "$measured" ] && [ "$bars" -ge 2 ] && [ "$rows" = 11 ]; then
    echo "ok   HTML report: $bars bars drawn, $rows table rows"
  else
    fail "HTML report in Chromium: '$measured' (bars rows)"
  fi
else
  fail "no Chromium at $chromium"
fi
[ $failures = 0 ] && echo "PASS: kit class" || echo "$failures failure(s)"
[ $failures = 0 ]
