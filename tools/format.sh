#!/usr/bin/env bash
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
# One format for every C++ source of the kit (.clang-format at the root, Debian's clang-format).
#
#   tools/format.sh           format every C++ source in place
#   tools/format.sh --check   change nothing; fail (exit 1) when a source is not formatted
#                             (clang-format --dry-run --Werror) or does not start with the
#                             licence line; this is the CI check
#
# The C++ sources are the *.cpp and *.hpp files git knows (tracked, or new and not ignored),
# or, outside a git checkout, every such file except under build/. The licence check also
# covers *.cpp.in, the templates of generated sources.
# Exit status: 0 all good, 1 a check failed, 2 usage or clang-format missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

LICENCE="// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence."

check=0
case "${1:-}" in
  "") ;;
  --check) check=1 ;;
  *) echo "usage: tools/format.sh [--check]" >&2; exit 2 ;;
esac
command -v clang-format >/dev/null ||
  { echo "tools/format.sh: clang-format not found (apt-get install clang-format, or tools/kit.sh test)" >&2; exit 2; }

# sources PATTERN...: the kit's files matching the patterns, one a line.
sources() {
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files --cached --others --exclude-standard -- "$@"
  else
    local args=() pattern
    for pattern in "$@"; do args+=(-o -name "$pattern"); done
    find . -path ./build -prune -o -type f \( "${args[@]:1}" \) -print | sed 's|^\./||' | sort
  fi
}

mapfile -t cpp < <(sources '*.cpp' '*.hpp')
if [ "$check" = 0 ]; then
  clang-format -i "${cpp[@]}"
  echo "tools/format.sh: formatted ${#cpp[@]} files"
  exit 0
fi

failed=0
unformatted=()
for file in "${cpp[@]}"; do
  clang-format --dry-run --Werror "$file" >/dev/null 2>&1 || unformatted+=("$file")
done
if [ ${#unformatted[@]} -gt 0 ]; then
  failed=1
  echo "not formatted (run tools/format.sh; clang-format --dry-run --Werror FILE shows where):"
  printf '  %s\n' "${unformatted[@]}"
fi

mapfile -t licensed < <(sources '*.cpp' '*.hpp' '*.cpp.in')
unlicensed=()
for file in "${licensed[@]}"; do
  [ "$(head -n 1 "$file")" = "$LICENCE" ] || unlicensed+=("$file")
done
if [ ${#unlicensed[@]} -gt 0 ]; then
  failed=1
  echo "the first line is not the licence line '$LICENCE':"
  printf '  %s\n' "${unlicensed[@]}"
fi

if [ "$failed" = 0 ]; then
  echo "tools/format.sh: ${#cpp[@]} C++ sources formatted, ${#licensed[@]} files start with the licence line"
fi
exit "$failed"
