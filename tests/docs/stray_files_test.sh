#!/usr/bin/env bash
# The docs build reads only the files of the folders the site documents, and
# skips editor lock files, backups and swap files there: a stray file must not
# break the docs. Copies the kit (without build folders) to a temporary folder,
# adds a dangling editor lock link (`.#README.md`, as Emacs leaves one), a
# backup and a swap file in a lesson folder and a broken header in a folder the
# site does not document, and runs Doxygen there the way the docs target does
# (docs/run_doxygen.cmake, which fails on any warning).
#
# Usage: stray_files_test.sh DOXYGEN SOURCE_DIR
set -u
doxygen=$1
source=$2
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT; [ -n "${KEEP:-}" ] && echo "work: $work"
(cd "$source" && tar --exclude=./build --exclude='./build-*' --exclude=./.git --exclude=./out -cf - .) |
  tar -xf - -C "$work"
lesson=$(cd "$work/lessons" && ls -d [0-9][0-9]-* | head -n 1)
ln -s "root@host.1234:1700000000" "$work/lessons/$lesson/.#README.md"
printf '# half-written {#broken\n\\snippet nowhere.cpp nothing\n' >"$work/lessons/$lesson/README.md~"
printf 'binary\0junk' >"$work/lessons/$lesson/.README.md.swp"
mkdir -p "$work/stray" "$work/out/diagrams"
# The page fragments the docs build generates, as empty stand-ins.
for fragment in "$source"/docs/search-trees.md; do
  grep -o 'include{doc} [A-Za-z0-9_.-]*' "$fragment" | cut -d' ' -f2 | while read -r name; do
    echo "(generated at docs build time)" >"$work/out/diagrams/$name"
  done
done
printf '/// \\file broken.hpp\n/// \\brief @ref nowhere\n' >"$work/stray/broken.hpp"
cat >"$work/out/Doxyfile" <<DOXYFILE
@INCLUDE = $work/Doxyfile
OUTPUT_DIRECTORY = $work/out
WARN_LOGFILE =
EXAMPLE_PATH = $work/docs $work/out/diagrams
IMAGE_PATH = $work/docs/diagrams
@INCLUDE = $work/out/Doxyfile.input
DOXYFILE
output=$(cmake -DDOXYGEN="$doxygen" -DDOXYFILE="$work/out/Doxyfile" -DSOURCE_DIR="$work" \
               -DINPUT_FILE="$work/out/Doxyfile.input" -P "$work/docs/run_doxygen.cmake" 2>&1)
code=$?
if [ "$code" -ne 0 ] || grep -q -E 'warning:|error:' <<<"$output"; then
  echo "FAIL: doxygen tripped over stray files (exit $code):"
  grep -E 'warning:|error:' <<<"$output" | head -n 10
  exit 1
fi
echo "stray files ignored: doxygen finished with no warning (lock link, backup and swap file in lessons/$lesson)"
