#!/usr/bin/env bash
# `kit class` on a hostile class for lesson 01: honest students (the reference, the
# starter, two mutants of the catalogue, a build error) and one student per attack
# on the grader: a forged pass, wrong answers behind passing steps, the reference
# included or linked, links and hard links to files outside, secrets read by the
# compiler, memory, /dev/zero in the build, compiler messages that are not valid
# UTF-8 when cut, a host socket, and the limits the kit always had (an endless
# loop, a memory bomb, a thread bomb, an output flood, writes outside). Each must
# get its verdict; nothing outside the copy may change; no secret planted for the
# test may appear in any report; the honest students' grades are those of a
# class without the hostile ones. Then bad option values, a failed write of the
# report, an --html into a missing folder, a build that hits its time limit, and
# the HTML report in headless Chromium.
#
# Runs as root in CI (the sandbox, the students' own users and the memory cgroup
# need it). Not root: what does not depend on the sandbox is still asserted, and
# every skipped assertion is named (SKIP lines).
#
# Usage: class_test.sh KIT SOURCE_ROOT [CHROMIUM]   Small limits everywhere: the machine is shared.
set -uo pipefail
kit=$1
root=$(cd "$2" && pwd)
chromium=${3:-/usr/bin/chromium}
work=$(mktemp -d /tmp/kit-class-test.XXXXXX)
chmod 755 "$work"
listener=
cleanup() { [ -n "$listener" ] && kill "$listener" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
ok() { echo "ok   $*"; }
skip() { echo "SKIP (not root): $*"; }
as_root=false
[ "$(id -u)" = 0 ] && as_root=true

lesson=01-naive-full-recheck
class=$work/class
student() {  # student NAME: a folder with only lessons/<lesson>/stage01.cpp, the reference's
  mkdir -p "$class/$1/lessons/$lesson"
  cp "$root/solutions/$lesson/stage01.cpp" "$class/$1/lessons/$lesson/stage01.cpp"
}
source_of() { echo "$class/$1/lessons/$lesson/stage01.cpp"; }
hostile() {  # hostile NAME CODE: the reference with CODE run before main()
  student "$1"
  printf '\nnamespace {\nstruct Hostile {\n  Hostile() {\n%s\n  }\n} hostile;\n}  // namespace\n' "$2" >>"$(source_of "$1")"
  sed -i '1i #include <cstdio>\n#include <cstdlib>\n#include <cstring>\n#include <iostream>\n#include <string>\n#include <thread>\n#include <unistd.h>\n#include <vector>\n#include <sys/socket.h>\n#include <sys/stat.h>\n#include <sys/un.h>' \
    "$(source_of "$1")"
}

# Secrets the students must not see: a root-only file, a classmate's file, the reference.
secret=$work/secret
mkdir -p "$secret" && chmod 700 "$secret"
echo "SECRET-ROOT-ONLY-7f3a9c" >"$secret/token"; chmod 600 "$secret/token"
reference_line='seen.add(board.at(row, column))'   # in the reference, not in the starter
grep -qF "$reference_line" "$root/solutions/$lesson/stage01.cpp" || fail "the reference's marker line moved"

# The honest students.
student reference
mkdir -p "$class/starter"; cp -r "$root/lessons" "$class/starter/lessons"   # a whole lessons/ folder
for m in 01-not-stopped-at-first-solution 01-node-counted-before-its-check; do
  student "mutant-$m"
  (cd "$class/mutant-$m" && patch -s -p1 <"$root/tests/mutants/$m.patch") || fail "patch $m does not apply"
done
student build-error
echo 'this is not C++;' >>"$(source_of build-error)"
student alice   # a classmate whose file the others try to read
echo '// ALICE-PRIVATE-COMMENT-51c2' >>"$(source_of alice)"

# 1. A forged pass: end the test program with exit code 0 before any test ran, or keep GoogleTest
#    from writing its report (a folder where the report goes).
hostile forged-exit '    _exit(0);'
hostile report-blocked '    for (int step = 1; step <= 4; ++step) mkdir(("lesson01-step" + std::to_string(step) + ".json").c_str(), 0700);'
# 2. Passing steps, wrong answers in the stage binary (the test program is not called lesson01).
student wrong-answers
sed -i 's/^namespace sudoku::stage01 {/extern "C" char* program_invocation_short_name;\n&/' "$(source_of wrong-answers)"
python3 - "$(source_of wrong-answers)" <<'EOF'
import re, sys
path = sys.argv[1]
text = open(path).read()
start = text.index("SearchResult solve(")
body = text.index("{", start) + 1
text = text[:body] + '\n  if (std::string(program_invocation_short_name) == "lesson01") return SearchResult{};' + text[body:]
open(path, "w").write("#include <string>\n" + text)
EOF
# 3. The reference included, by a path relative to the lesson and by its absolute path.
student include-reference
echo "#include \"../../solutions/$lesson/stage01.cpp\"" >"$(source_of include-reference)"
student include-reference-absolute
echo "#include \"$root/solutions/$lesson/stage01.cpp\"" >"$(source_of include-reference-absolute)"
# 4. Links: lessons/ to a classmate's, the lesson folder to the reference, a hard link to a secret.
mkdir -p "$class/link-classmate"; ln -s ../alice/lessons "$class/link-classmate/lessons"
mkdir -p "$class/link-reference/lessons"; ln -s "$root/solutions/$lesson" "$class/link-reference/lessons/$lesson"
ln -s alice "$class/link-student"   # a student folder that is a link: no row, a note
mkdir -p "$class/hard-link/lessons/$lesson"
cp "$root/solutions/$lesson/stage01.cpp" "$secret/stage01.cpp"
if ln "$secret/stage01.cpp" "$class/hard-link/lessons/$lesson/stage01.cpp" 2>/dev/null; then hard_link=true; else
  hard_link=false; rmdir "$class/hard-link/lessons/$lesson" "$class/hard-link/lessons" "$class/hard-link"; fi
# 5. The compiler made to read a root-only file, a classmate's file, or to embed one.
student include-secret
sed -i "1i #include \"$secret/token\"" "$(source_of include-secret)"
student include-classmate
sed -i "1i #include \"$class/alice/lessons/$lesson/stage01.cpp\"" "$(source_of include-classmate)"
hostile incbin "    asm(\".incbin \\\"$secret/token\\\"\");"
# 6. Memory of several threads of one student together. 7. /dev/zero read by the compiler.
hostile memory-threads '    static std::vector<char*> kept(4);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) threads.emplace_back([t] { kept[t] = new char[400 << 20]; std::memset(kept[t], 1, 400 << 20); });
    for (auto& t : threads) t.join();'
student include-dev-zero
sed -i '1i #include "/dev/zero"' "$(source_of include-dev-zero)"
# 8. A compiler message with quotes (‘ ’) where the report cuts it, and a file name that is not UTF-8.
student utf8
echo 'int x = ‘quoted’ + an_undeclared_name_that_is_long_enough_to_be_cut_in_the_middle_of_a_character_ééééééééééééééééééééééééééééé;' >>"$(source_of utf8)"
student "$(printf 'latin1-\xe9')"
# 9. A host socket, world-writable, with a listener counting what arrives.
sock=$work/host.sock
python3 -c 'import os,socket,sys
s=socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); os.chmod(sys.argv[1],0o777); s.listen(8)
n=0
while True:
    c,_=s.accept(); n+=len(c.recv(100)); open(sys.argv[2],"w").write(str(n))' "$sock" "$work/socket-count" &
listener=$!
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do [ -S "$sock" ] && break; sleep 0.1; done
hostile socket "    int s = socket(AF_UNIX, SOCK_STREAM, 0); sockaddr_un a{}; a.sun_family = AF_UNIX;
    std::strcpy(a.sun_path, \"$sock\"); if (connect(s, (sockaddr*)&a, sizeof a) == 0) (void)!::write(s, \"hi\", 2);"
# The limits the kit always had, and writes outside.
outside=$work/outside   # world-writable: only the sandbox protects it
mkdir -p "$outside"; echo keep >"$outside/sentinel"; chmod 777 "$outside"; chmod 666 "$outside/sentinel"
hostile loop '    for (volatile unsigned long i = 0;; ++i) {}'
hostile memory '    std::vector<char*> blocks;
    for (;;) { char* p = new char[64 << 20]; std::memset(p, 1, 64 << 20); blocks.push_back(p); }'
hostile threads '    for (;;) std::thread([] { for (;;) pause(); }).detach();'
hostile flood '    std::string line(1 << 20, 120);
    for (long i = 0; i < 10240; ++i) std::cout << line;'
hostile forkbomb '    for (;;) fork();'
hostile rmhome "    std::system(\"rm -rf ~ /tmp/* $outside/sentinel; touch $outside/written $root/written-by-student\");"
hostile write-outside "    FILE* f = std::fopen(\"$outside/written\", \"w\"); if (f) std::fclose(f);"
sums() { (cd "$1" && find . -type f -exec md5sum {} + | sort); }
class_before=$(sums "$class")
kit_before=$(cd "$root" && find lessons solutions common tests/data tools/data -type f -exec md5sum {} + | sort)

export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:-$(command -v ccache || true)}
# A step program is stopped by its CPU time (--time-limit); its wall clock (--wall-limit) only
# guards against a hang, wide enough that a busy machine does not stop a correct stage.
common=(--root "$root" --work "$work/slots" --lessons 01 --time-limit 4 --wall-limit 600 --memory-limit 1024 --file-limit 16
        --process-limit 12 --tier easy --first 3 --bench-budget 2 --build-time-limit 60)
started=$(date +%s)
# A hang guard only: kit class and its builds have the test's CPU-time limit
# (tests/support/cpu_limit.sh), and a busy machine must not fail the test.
timeout 7200 "$kit" class "$class" "${common[@]}" --json --html "$work/report.html" >"$work/report.json" 2>"$work/progress.log"
code=$?
students=$(find "$class" -mindepth 1 -maxdepth 1 -type d | wc -l)
echo "kit class: exit $code in $(( $(date +%s) - started )) s for $students students"
[ "$code" = 0 ] || { fail "kit class exited $code"; cat "$work/progress.log"; }
grep -q "$students students" "$work/progress.log" || fail "no progress header"
[ "$(grep -c ' graded' "$work/progress.log")" = "$students" ] || fail "progress lines: $(cat "$work/progress.log")"
grep -q '^kit class: link-student is a link, not a folder: ignored$' "$work/progress.log" &&
  ok "a student folder that is a link: ignored with a note" || fail "no note for the linked student folder"
grep -q '"name": "link-student"' "$work/report.json" && fail "the linked student folder was graded"

row() {  # row STUDENT FIELD
  python3 -c 'import json,sys
r=json.load(open(sys.argv[1]))
s=[x for x in r["students"] if x["name"]==sys.argv[2]][0]["lessons"][0]
print(s[sys.argv[3]])' "$work/report.json" "$1" "$2"
}
expect() {  # expect STUDENT FIELD PATTERN
  local value; value=$(row "$1" "$2")
  if printf '%s' "$value" | grep -Eq -- "$3"; then ok "$1 $2: $value"; else fail "$1 $2 = '$value', expected /$3/"; fi
}
# The honest students.
expect reference result '^pass$'
expect reference counters '^equal$'
expect reference speed '^[0-9.]+$'
expect alice result '^pass$'
expect starter result 'fails: step 1'
expect starter counters 'differ|-'
expect mutant-01-not-stopped-at-first-solution result 'fails: step 2'
expect mutant-01-node-counted-before-its-check outcome 'fails'
expect build-error result '^compile error: stage01.cpp:[0-9]+:[0-9]+: error: '
# The attacks.
expect forged-exit result 'refused: stage01.cpp calls _exit\(\)'
expect report-blocked result '^(fails|crashed)'
expect wrong-answers result 'fails: answers on easy: 3 wrong answers of 3'
expect link-classmate result 'not handed in: lessons/ is a link: ignored'
expect link-reference result "not handed in: $lesson/ is a link: ignored"
$hard_link && expect hard-link result 'not handed in: stage01.cpp is a hard link \(2 names\): not used'
expect incbin result 'refused: stage01.cpp uses inline assembly'
expect memory-threads result 'stopped: memory limit'
expect include-dev-zero result 'not built: the build was stopped: (memory|CPU-time) limit'
expect utf8 result '^compile error: stage01.cpp:'
expect socket result 'refused: stage01.cpp calls (socket|connect|write)\(\)'
expect loop result 'stopped: (wall-time|CPU-time) limit'
expect memory result 'stopped: memory limit \(1024 MB'
expect threads result 'crashed|stopped'
expect flood result 'stopped: file-size limit \(16 MB'
expect forkbomb result 'refused: stage01.cpp calls fork\(\)'
expect rmhome result 'refused: stage01.cpp calls system\(\)'
expect write-outside result 'refused: stage01.cpp calls fopen\(\)'
if $as_root; then
  expect include-reference result '^compile error: stage01.cpp:1:10: fatal error: .*No such file'
  expect include-reference-absolute result '^compile error: stage01.cpp:1:10: fatal error: .*No such file'
  expect include-secret result '^compile error: stage01.cpp:1:10: fatal error: .*No such file'
  expect include-classmate result '^compile error: stage01.cpp:1:10: fatal error: .*No such file'
  python3 -c 'import json,sys; sys.exit(0 if json.load(open(sys.argv[1]))["isolated"] else 1)' "$work/report.json" &&
    ok "the students' programs ran in the sandbox" || fail "student programs were not sandboxed (root and bubblewrap are expected here)"
  grep -q 'memory limited per student (cgroup' "$work/progress.log" && ok "memory limited per student by a cgroup" ||
    fail "no memory cgroup: $(head -1 "$work/progress.log")"
else
  skip "the reference, a root-only file and a classmate's file out of the compiler's reach (the build runs as you)"
  skip "the sandbox and the memory cgroup"
fi

# No secret in any report; every format valid whatever the compiler printed.
for secret_text in SECRET-ROOT-ONLY-7f3a9c ALICE-PRIVATE-COMMENT-51c2 "$reference_line"; do
  if grep -rqF -- "$secret_text" "$work/report.json" "$work/report.html" "$work/progress.log"; then
    fail "a report shows '$secret_text'"
  else
    ok "no report shows '$secret_text'"
  fi
done
python3 -c 'import json,sys; json.load(open(sys.argv[1], encoding="utf-8"))' "$work/report.json" && ok "the JSON report parses" ||
  fail "the JSON report is not valid"
python3 -c 'import sys; open(sys.argv[1], "rb").read().decode("utf-8")' "$work/report.html" && ok "the HTML report is UTF-8" ||
  fail "the HTML report is not valid UTF-8"
grep -q 'latin1-' "$work/report.json" && ok "a file name that is not UTF-8 gets its row" || fail "no row for the Latin-1 name"

# Nothing outside the copies changed; nothing left behind.
[ "$(cat "$outside/sentinel" 2>/dev/null)" = keep ] && ok "sentinel outside untouched" || fail "sentinel outside was deleted"
[ ! -e "$outside/written" ] && ok "nothing written outside" || fail "a student wrote $outside/written"
[ ! -e "$root/written-by-student" ] || { fail "a student wrote into the kit"; rm -f "$root/written-by-student"; }
[ "$(sums "$class")" = "$class_before" ] && ok "student folders unchanged" || fail "the student folders changed"
[ "$(cd "$root" && find lessons solutions common tests/data tools/data -type f -exec md5sum {} + | sort)" = "$kit_before" ] &&
  ok "the kit unchanged" || fail "the kit's files changed"
[ "$(cat "$work/socket-count" 2>/dev/null || echo 0)" = 0 ] && ok "the host socket received nothing" ||
  fail "the host socket received $(cat "$work/socket-count") bytes"
[ -z "$(ls "$work/slots" 2>/dev/null | grep '^slot[0-9]*$')" ] || fail "copies left in $work/slots: $(ls "$work/slots")"
left=$(ps -eo uid= | awk '$1 >= 1073741824' | wc -l)
[ "$left" = 0 ] && ok "no student process left" || fail "$left student processes still running"
if $as_root; then
  groups=$(ls /sys/fs/cgroup/memory /sys/fs/cgroup/unified /sys/fs/cgroup 2>/dev/null | grep -c '^kit-class-')
  [ "$groups" = 0 ] && ok "no cgroup left" || fail "$groups kit-class cgroups left"
fi

# The honest students alone get the same grades (the hostile ones changed nothing for them).
honest=$work/honest
mkdir -p "$honest"
for s in reference starter mutant-01-not-stopped-at-first-solution mutant-01-node-counted-before-its-check build-error; do
  cp -r "$class/$s" "$honest/"
done
"$kit" class "$honest" "${common[@]}" --csv >"$work/honest.csv" 2>/dev/null || fail "honest class run"
python3 - "$work/report.json" "$work/honest.csv" <<'EOF' && ok "honest students' grades unchanged" || fail "honest grades differ"
import csv, json, sys
report = {s["name"]: s["lessons"][0] for s in json.load(open(sys.argv[1]))["students"]}
rows = list(csv.DictReader(open(sys.argv[2])))
for row in rows:
    mine = report[row["student"]]
    if row["result"] != mine["result"] or row["counters"] != mine["counters"]:
        print(row, mine); sys.exit(1)
sys.exit(0 if len(rows) == 5 else 1)
EOF
grep -q '^reference,01,4/4,equal,' "$work/honest.csv" && ok "csv rows" || fail "csv: $(cat "$work/honest.csv")"
mkdir -p "$work/small"; cp -r "$class/reference" "$class/build-error" "$work/small/"
"$kit" class "$work/small" "${common[@]}" --markdown >"$work/report.md" 2>/dev/null || fail "--markdown run"
grep -q '^| build-error | 01 | - | - | - | compile error' "$work/report.md" && grep -q '^| reference | 01 | 4/4 | equal |' "$work/report.md" &&
  ok "markdown rows" || fail "markdown: $(cat "$work/report.md")"

# 10. Every option value checked before anything runs: exit 2, one line.
for bad in "--time-limit nan" "--time-limit inf" "--time-limit -1" "--time-limit=" "--build-time-limit nan" \
           "--wall-limit inf" "--bench-budget nan" "--bench-budget -5" "--bench-budget inf" "--first -1" "--first 0" \
           "--memory-limit 18446744073709551615" "--memory-limit 0" "--file-limit -3" "--jobs 0" "--process-limit 1" \
           "--tier=" "--work=" "--html="; do
  # shellcheck disable=SC2086
  "$kit" class "$work/small" --root "$root" --work "$work/slots" $bad >/dev/null 2>"$work/bad.err"
  c=$?
  if [ "$c" = 2 ] && [ "$(wc -l <"$work/bad.err")" = 1 ]; then ok "$bad: exit 2, $(cat "$work/bad.err")"; else
    fail "$bad: exit $c, $(cat "$work/bad.err")"; fi
done
# 14. The report that cannot be written: exit 5 with a line; --html into a missing folder before any grading.
"$kit" class "$work/small" "${common[@]}" --csv >/dev/full 2>"$work/full.err"
c=$?
[ "$c" = 5 ] && grep -q 'cannot write' "$work/full.err" && ok "--csv >/dev/full: exit 5, $(tail -1 "$work/full.err")" ||
  fail "--csv >/dev/full: exit $c, $(cat "$work/full.err")"
"$kit" class "$work/small" "${common[@]}" --html "$work/missing/report.html" >/dev/null 2>"$work/html.err"
c=$?
[ "$c" = 2 ] && [ "$(wc -l <"$work/html.err")" = 1 ] && ok "--html into a missing folder: exit 2 at once, $(cat "$work/html.err")" ||
  fail "--html into a missing folder: exit $c, $(cat "$work/html.err")"
# A build that hits its time limit says so (a constant expression that takes minutes to evaluate).
mkdir -p "$work/slow"; cp -r "$class/reference" "$work/slow/slow-build"
cat >>"$work/slow/slow-build/lessons/$lesson/stage01.cpp" <<'EOF'
constexpr unsigned long slow_constant() {  // each loop under GCC's loop limit, 4e10 steps in all
  unsigned long x = 0;
  for (unsigned long i = 0; i < 200000; ++i)
    for (unsigned long j = 0; j < 200000; ++j) x += i ^ j ^ (x >> 3);
  return x;
}
constexpr unsigned long kSlow = slow_constant();
EOF
slow_options=("${common[@]}"); slow_options[${#slow_options[@]}-1]=3   # --build-time-limit 3
"$kit" class "$work/slow" "${slow_options[@]}" --csv >"$work/slow.csv" 2>/dev/null
grep -q 'not built: the build was stopped: CPU-time limit' "$work/slow.csv" && ok "slow build: $(tail -1 "$work/slow.csv")" ||
  fail "slow build: $(cat "$work/slow.csv")"

# The HTML report in headless Chromium: the table and a drawn chart.
probe='<script>window.addEventListener("load",function(){var bars=0;document.querySelectorAll("svg rect.bar").forEach(function(r){var b=r.getBoundingClientRect();if(b.width>0&&b.height>0)bars++;});var rows=document.querySelectorAll("#results tr").length;document.body.setAttribute("data-probe",bars+" "+rows);});</script>'
PROBE=$probe python3 -c 'import os,sys; t=open(sys.argv[1]).read(); open(sys.argv[2],"w").write(t.replace("</body>", os.environ["PROBE"] + "</body>"))' "$work/report.html" "$work/probe.html"
if [ -x "$chromium" ]; then
  dom=$(timeout 600 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
    --user-data-dir="$work/profile" --virtual-time-budget=5000 --dump-dom "file://$work/probe.html" 2>/dev/null)
  measured=$(printf '%s' "$dom" | sed -n 's/.*data-probe="\([^"]*\)".*/\1/p' | head -1)
  bars=${measured%% *}; rows=${measured##* }
  if [ -n "$measured" ] && [ "$bars" -ge 1 ] && [ "$rows" = $((students + 1)) ]; then
    ok "HTML report: $bars bars drawn, $rows table rows"
  else
    fail "HTML report in Chromium: '$measured' (bars rows)"
  fi
else
  fail "no Chromium at $chromium"
fi
[ $failures = 0 ] && echo "PASS: kit class" || echo "$failures failure(s)"
[ $failures = 0 ]
