# The generated stage lists without configuring the kit: the same files a configure writes
# (sudoku_stages.cmake, generated/sudoku_stages.hpp and .json), from lessons/NN-*/stage.cmake.
#
#   cmake -DOUTPUT=<folder> -P cmake/stage_lists.cmake
#
# For what runs before or outside a build: tests/fuzz/run-fuzzers.sh (clang, no CMake build),
# tools/stage-lists.py (the checked-in presets and workflow) and tests/mutants/make-mutants.py.
cmake_minimum_required(VERSION 3.25)
if(NOT DEFINED OUTPUT)
  message(FATAL_ERROR "stage_lists.cmake: -DOUTPUT=<folder> is required")
endif()
get_filename_component(PROJECT_SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
get_filename_component(PROJECT_BINARY_DIR "${OUTPUT}" ABSOLUTE)
include(${CMAKE_CURRENT_LIST_DIR}/SudokuStages.cmake)
sudoku_discover_stages()
