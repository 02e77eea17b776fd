# sudoku_bench_page(OUTPUT_DIR <dir> [TARGET <name>] [SOURCE <page.md>] [ARGS <kit bench arguments>...])
#
# The comparison page of the docs, measured when the docs are built. Adds a
# custom command that runs `kit bench` (all stages on the bundled tiers, with
# limits so that it finishes in about a minute) and writes into <dir>:
#   benchmarks.md   SOURCE (default docs/benchmarks.md) with the block between
#                   `<!-- bench-results:begin -->` and `<!-- bench-results:end -->`
#                   replaced by the measured table, the chart and the command;
#   benchmarks.svg  the chart the page shows.
# and a target <name> (default sudoku_bench_page) that builds them. The docs
# target depends on it and reads <dir>/benchmarks.md instead of SOURCE (same
# page id), with <dir> on Doxygen's IMAGE_PATH. A wrong answer fails the build.
# Cache variables, so the function also sees them when called from another folder (docs/).
set(SUDOKU_BENCH_PAGE_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/make_comparison_page.cmake CACHE INTERNAL "")
set(SUDOKU_BENCH_PAGE_DEFAULT_ARGS
  --stages all --max-nodes 200000 --time-limit 0.5 --budget 5 easy 17-clue hard famous CACHE INTERNAL "")

function(sudoku_bench_page)
  cmake_parse_arguments(PAGE "" "OUTPUT_DIR;TARGET;SOURCE" "ARGS" ${ARGN})
  if(NOT PAGE_OUTPUT_DIR)
    message(FATAL_ERROR "sudoku_bench_page: OUTPUT_DIR is required")
  endif()
  if(NOT PAGE_TARGET)
    set(PAGE_TARGET sudoku_bench_page)
  endif()
  if(NOT PAGE_SOURCE)
    set(PAGE_SOURCE ${PROJECT_SOURCE_DIR}/docs/benchmarks.md)
  endif()
  if(NOT PAGE_ARGS)
    set(PAGE_ARGS ${SUDOKU_BENCH_PAGE_DEFAULT_ARGS})
  endif()
  # Re-measure when a stage binary, the tool, the page or a tier changes.
  set(binaries kit)
  get_property(stages GLOBAL PROPERTY SUDOKU_STAGES)
  foreach(number IN LISTS stages)
    list(APPEND binaries solution${number})
  endforeach()
  if(TARGET sudoku)
    list(APPEND binaries sudoku)
  endif()
  file(GLOB tiers ${PROJECT_SOURCE_DIR}/tools/data/*.txt)
  add_custom_command(
    OUTPUT ${PAGE_OUTPUT_DIR}/benchmarks.md ${PAGE_OUTPUT_DIR}/benchmarks.svg
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PAGE_OUTPUT_DIR}
    COMMAND ${CMAKE_COMMAND} -DKIT=$<TARGET_FILE:kit> -DSOURCE=${PAGE_SOURCE} -DOUTPUT_DIR=${PAGE_OUTPUT_DIR}
            "-DCOMPILER=${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER_VERSION} (${CMAKE_BUILD_TYPE} build)"
            "-DARGS=${PAGE_ARGS}" -P ${SUDOKU_BENCH_PAGE_SCRIPT}
    DEPENDS ${binaries} ${PAGE_SOURCE} ${SUDOKU_BENCH_PAGE_SCRIPT} ${tiers}
    COMMENT "Measuring the stages for the comparison page (about a minute)"
    VERBATIM USES_TERMINAL)
  add_custom_target(${PAGE_TARGET} DEPENDS ${PAGE_OUTPUT_DIR}/benchmarks.md ${PAGE_OUTPUT_DIR}/benchmarks.svg)
endfunction()
