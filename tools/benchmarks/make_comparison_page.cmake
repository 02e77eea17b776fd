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

list(JOIN ARGS " " shown_args)
string(TIMESTAMP today "%Y-%m-%d")
set(results
"<!-- bench-results:begin -->
Measured on ${today} by the docs build with

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
