# cmake -DKIT=<kit binary> -DSOURCE=<docs/benchmarks.md> -DOUTPUT_DIR=<dir> [-DARGS=<kit bench args>] -P make_comparison_page.cmake
#
# Runs `kit bench --markdown --svg <dir>/benchmarks.svg ARGS` and writes
# <dir>/benchmarks.md: SOURCE with the block between the bench-results markers
# replaced by the table and the chart. Used by sudoku_bench_page() at docs-build
# time; runs by hand as well.
foreach(required KIT SOURCE OUTPUT_DIR)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "make_comparison_page.cmake: -D${required}=... is required")
  endif()
endforeach()
if(NOT DEFINED ARGS OR ARGS STREQUAL "")
  set(ARGS --stages all --max-nodes 200000 --time-limit 0.5 --budget 5 easy 17-clue hard famous)
endif()
file(MAKE_DIRECTORY ${OUTPUT_DIR})
execute_process(
  COMMAND ${KIT} bench --markdown --svg ${OUTPUT_DIR}/benchmarks.svg ${ARGS}
  OUTPUT_VARIABLE table
  ERROR_VARIABLE errors
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "kit bench failed (exit code ${status}):\n${errors}")
endif()

# Stages by lesson, not by binary: the page is read by people who follow the lessons.
set(lesson_names
  "solution01=lesson 1: full re-check" "solution02=lesson 2: local check" "solution03=lesson 3: tables"
  "solution04=lesson 4: bitmasks + most constrained" "solution05=lesson 5: propagation"
  "sudoku=lesson 6: final solver" "solution07=lesson 7: exact cover")
foreach(entry IN LISTS lesson_names)
  string(REPLACE "=" ";" pair "${entry}")
  list(GET pair 0 binary)
  list(GET pair 1 lesson)
  string(REPLACE "| ${binary} |" "| ${lesson} |" table "${table}")
endforeach()
# Thousands separators: 1356416 -> 1,356,416 (whole parts only; repeated until stable).
set(previous "")
while(NOT table STREQUAL previous)
  set(previous "${table}")
  string(REGEX REPLACE "([| ])([0-9]+)([0-9][0-9][0-9])([ .,|*x\\])" "\\1\\2,\\3\\4" table "${table}")
endwhile()

# Where it was measured: the figures depend on the machine and on its load.
set(machine "an unknown processor")
if(EXISTS /proc/cpuinfo)
  file(STRINGS /proc/cpuinfo model REGEX "^model name" LIMIT_COUNT 1)
  string(REGEX REPLACE "^model name[ \t]*:[ \t]*" "" model "${model}")
  cmake_host_system_information(RESULT cores QUERY NUMBER_OF_LOGICAL_CORES)
  set(machine "${model}, ${cores} logical cores")
endif()
set(load "")
if(EXISTS /proc/loadavg)
  file(READ /proc/loadavg loadavg)
  string(REGEX MATCH "^[0-9.]+ [0-9.]+ [0-9.]+" load "${loadavg}")
  set(load ", load average ${load} (1, 5, 15 minutes) when the run ended")
endif()
if(NOT DEFINED COMPILER)
  set(COMPILER "the build's compiler")
endif()

list(JOIN ARGS " " shown_args)
string(TIMESTAMP today "%Y-%m-%d")
set(results
"<!-- bench-results:begin -->
Measured on ${today} by the docs build, on ${machine}${load}, compiled by ${COMPILER}, with

    kit bench --markdown --svg benchmarks.svg ${shown_args}

${table}
![Time and search-tree nodes per puzzle, per stage and data set (log scales)](benchmarks.svg)
<!-- bench-results:end -->")

file(READ ${SOURCE} page)
string(FIND "${page}" "<!-- bench-results:begin -->" begin)
string(FIND "${page}" "<!-- bench-results:end -->" end)
if(begin EQUAL -1 OR end EQUAL -1 OR end LESS begin)
  message(FATAL_ERROR "${SOURCE}: the <!-- bench-results:begin --> ... <!-- bench-results:end --> markers are missing")
endif()
string(LENGTH "<!-- bench-results:end -->" end_length)
math(EXPR after "${end} + ${end_length}")
string(SUBSTRING "${page}" 0 ${begin} head)
string(SUBSTRING "${page}" ${after} -1 tail)
file(WRITE ${OUTPUT_DIR}/benchmarks.md "${head}${results}${tail}")
message(STATUS "Comparison page: ${OUTPUT_DIR}/benchmarks.md and benchmarks.svg")
