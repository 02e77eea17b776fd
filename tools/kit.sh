#!/usr/bin/env bash
# The kit's set-up script: the two commands of README.md.
#
#   tools/kit.sh demo   install what is missing, build (release preset), and show
#                       every stage solving the Baekjoon 2580 sample, then the stages
#                       side by side on a harder puzzle
#   tools/kit.sh setup  install the packages the kit needs (the one list below; the
#                       editor container and the classroom workflow run it)
#   tools/kit.sh test   install what is missing, build the answer-key configuration,
#                       and run every test (cmake --workflow --preset answer-key)
#   tools/kit.sh docs   install what the docs need (Doxygen, Graphviz, doxygen-awesome-css,
#                       emscripten for the search explorer), build the site (release
#                       preset, `docs` target) and print the path of its first page
#
# Missing Debian packages are installed with apt-get when running as root or with
# sudo available; otherwise the script prints the one apt-get line to run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Debian package -> a file that proves it is installed.
PACKAGES=(
  "g++:/usr/bin/g++"
  "cmake:/usr/bin/cmake"
  "ninja-build:/usr/bin/ninja"
  "libgtest-dev:/usr/include/gtest/gtest.h"
  "libbenchmark-dev:/usr/include/benchmark/benchmark.h"
  "libcli11-dev:/usr/include/CLI/CLI.hpp"
  "nlohmann-json3-dev:/usr/include/nlohmann/json.hpp"
  "python3:/usr/bin/python3"
  "python3-yaml:/usr/lib/python3/dist-packages/yaml/__init__.py"
  "clang-format:/usr/bin/clang-format"
)
DOCS_PACKAGES=(
  "doxygen:/usr/bin/doxygen"
  "graphviz:/usr/bin/dot"
  "doxygen-awesome-css:/usr/share/doxygen-awesome-css/doxygen-awesome.css"
)
# What the checks of the built site need (headless browser, screenshot cropping, a
# CJK font so that the Korean pages draw Hangul, not empty boxes).
DOCS_TEST_PACKAGES=("chromium:/usr/bin/chromium" "imagemagick:/usr/bin/convert"
                    "fonts-noto-cjk:/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
# The search explorer (explorer/): em++ builds it; node, npm and chromium run its tests.
EXPLORER_PACKAGES=("emscripten:/usr/bin/em++" "nodejs:/usr/bin/node" "npm:/usr/bin/npm" "chromium:/usr/bin/chromium")
# The mutation catalogue's run (tests/mutants/run-mutants.sh, CI step 3b): ccache shares
# the common code between the lessons' build folders.
MUTANTS_PACKAGES=("ccache:/usr/bin/ccache")
# `kit class` (and its test, label class): bubblewrap is the sandbox every student's
# build and programs run in; setpriv (util-linux) makes them the student's own user.
CLASS_PACKAGES=("bubblewrap:/usr/bin/bwrap" "util-linux:/usr/bin/setpriv")

install_missing() {
  local missing=() entry
  for entry in "$@"; do
    [ -e "${entry#*:}" ] || missing+=("${entry%%:*}")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local apt=(apt-get install -y --no-install-recommends "${missing[@]}")
  if [ "$(id -u)" = 0 ]; then
    echo "kit: installing ${missing[*]}" >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${apt[@]}" -qq >/dev/null
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    echo "kit: installing ${missing[*]} (sudo)" >&2
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive "${apt[@]}" -qq >/dev/null
  else
    echo "kit: missing packages; please run:  sudo apt-get install ${missing[*]}" >&2
    exit 2
  fi
}

build() {  # build PRESET
  cmake --preset "$1" >/dev/null
  cmake --build --preset "$1"
}

demo() {
  install_missing "${PACKAGES[@]}"
  build release
  local bin=build/release/bin
  local stages=() s
  for s in "$bin"/solution[0-9][0-9] "$bin"/sudoku; do [ -x "$s" ] && stages+=("$s"); done
  echo
  echo "== Baekjoon 2580 sample (tests/data/boj2580-sample.in) =="
  cat tests/data/boj2580-sample.in
  for s in "${stages[@]}"; do
    echo
    echo "-- $(basename "$s") < boj2580-sample.in"
    "$s" --stats <tests/data/boj2580-sample.in
  done
  echo
  echo "== A harder puzzle, every stage with a 1-second limit (tests/data/demo-hard.txt) =="
  echo "   Stages 1-3 walk the same tree (same nodes); they differ in the cost of a node."
  echo "   Stages 4, 5 and the final solver shrink the tree."
  grep -v '^#' tests/data/demo-hard.txt
  printf '%-12s %-14s %s\n' stage outcome "stats (stderr)"
  for s in "${stages[@]}"; do
    local out code
    out=$("$s" --input line --stats --time-limit 1 tests/data/demo-hard.txt 2>&1 >/dev/null) && code=0 || code=$?
    local outcome=solved
    [ "$code" = 1 ] && outcome="no solution"
    [ "$code" = 3 ] && outcome="LIMIT (1 s)"
    printf '%-12s %-14s %s\n' "$(basename "$s")" "$outcome" "$(echo "$out" | grep -o 'nodes=.*' | head -n 1)"
  done
  echo
  echo "Your own stages: build/release/bin/lesson01 .. (see lessons/README.md). Tests: tools/kit.sh test"
}

run_tests() {
  # Chromium too: the kit class test opens its HTML report in a headless browser.
  install_missing "${PACKAGES[@]}" "${DOCS_PACKAGES[@]}" "${DOCS_TEST_PACKAGES[@]}" "${CLASS_PACKAGES[@]}"
  cmake --workflow --preset answer-key
}

docs() {
  install_missing "${PACKAGES[@]}" "${DOCS_PACKAGES[@]}" "${EXPLORER_PACKAGES[@]}"
  cmake --preset release >/dev/null
  cmake --build --preset release --target docs
  echo
  echo "The docs site: file://$PWD/build/release/docs/html/index.html"
}

# For .ci/run: install what the checks of the built site need.
docs_test_packages() {
  install_missing "${DOCS_TEST_PACKAGES[@]}"
}

case "${1:-}" in
  setup) install_missing "${PACKAGES[@]}" "${DOCS_PACKAGES[@]}" "${CLASS_PACKAGES[@]}" ;;
  demo) demo ;;
  test) run_tests ;;
  docs) docs ;;
  docs-test-packages) docs_test_packages ;;
  install-explorer) install_missing "${EXPLORER_PACKAGES[@]}" ;;  # for CI
  mutants-packages) install_missing "${MUTANTS_PACKAGES[@]}" ;;  # for CI
  class-packages) install_missing "${CLASS_PACKAGES[@]}" ;;  # for kit class on a machine of its own
  *) echo "usage: tools/kit.sh setup|demo|test|docs" >&2; exit 2 ;;
esac
