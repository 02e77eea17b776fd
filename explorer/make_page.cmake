# Writes the explorer's page: explorer.html with the kit's puzzles filled in as
# JSON, so the page needs no second file to pick a puzzle from (and works from
# file://, where a page cannot read other files).
#   cmake -DSOURCE_DIR=<kit root> -DPAGE_IN=explorer/explorer.html -DPAGE_OUT=<dir>/explorer.html
#         -DSTAGES_JSON=<build>/generated/sudoku_stages.json -P make_page.cmake
cmake_minimum_required(VERSION 3.25)

set(entries "")
function(add_puzzle name text)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REPLACE "\"" "\\\"" text "${text}")
  string(REPLACE "\r" "" text "${text}")
  string(REPLACE "\n" "\\n" text "${text}")
  string(REPLACE "<" "\\u003c" text "${text}")
  string(REPLACE "\"" "\\\"" name "${name}")
  set(entries "${entries}${separator}\n  {\"name\": \"${name}\", \"text\": \"${text}\"}" PARENT_SCOPE)
  set(separator "," PARENT_SCOPE)
endfunction()

# The puzzle lines of a line-format file (comments and blank lines dropped).
function(puzzle_lines file out)
  file(STRINGS ${file} lines)
  list(FILTER lines EXCLUDE REGEX "^[ \t]*(#|$)")
  set(${out} "${lines}" PARENT_SCOPE)
endfunction()

file(READ ${SOURCE_DIR}/tests/data/boj2580-sample.in sample)
add_puzzle("Baekjoon 2580 sample (BOJ format)" "${sample}")
puzzle_lines(${SOURCE_DIR}/docs/puzzles/puzzle-9x9.txt lesson9)
add_puzzle("Lesson puzzle 9x9: 76 nodes row-major, 31 dead ends" "${lesson9}")
puzzle_lines(${SOURCE_DIR}/docs/puzzles/puzzle-4x4.txt lesson4)
add_puzzle("Lesson puzzle 4x4: 22 nodes row-major" "${lesson4}")
puzzle_lines(${SOURCE_DIR}/tests/data/demo-hard.txt demo)
add_puzzle("top95 line 50: 1,256,697 nodes row-major, 2,763 in stage 4" "${demo}")

# The famous puzzles, named by the table of tests/data/famous.md.
puzzle_lines(${SOURCE_DIR}/tests/data/famous.txt famous)
file(STRINGS ${SOURCE_DIR}/tests/data/famous.md rows REGEX "^\\| [0-9]+ \\| ")
set(number 0)
foreach(line IN LISTS famous)
  math(EXPR number "${number} + 1")
  set(name "famous.txt line ${number}")
  foreach(row IN LISTS rows)
    if(row MATCHES "^\\| ${number} \\| ([^|(]+)")
      string(STRIP "${CMAKE_MATCH_1}" title)
      set(name "${title} (famous.txt line ${number})")
    endif()
  endforeach()
  add_puzzle("${name}" "${line}")
endforeach()

puzzle_lines(${SOURCE_DIR}/tests/data/suite-16x16.txt big)
list(GET big 0 big)
add_puzzle("16x16: about 23,000 nodes row-major" "${big}")

file(READ ${PAGE_IN} page)
string(REPLACE "@PUZZLES_JSON@" "[${entries}\n]" page "${page}")
# The declared stages (<build>/generated/sudoku_stages.json, from lessons/NN-*/stage.cmake).
file(READ ${STAGES_JSON} stages)
string(REPLACE "<" "\\u003c" stages "${stages}")
string(REPLACE "@STAGES_JSON@" "${stages}" page "${page}")
file(WRITE ${PAGE_OUT} "${page}")
