# The compiler options of the reference stages' extra copies: the one table of them.
#
# A reference stage's binary (solutionNN) holds the stage three times (cmake/SudokuStages.cmake,
# sudoku_add_stage()): as written, the `unobserved` copy (Search without its observer) and the
# `9x9` copy (Grid with a constant side, common/stage_copy_9x9.cpp). The options below go to
# those copies only, each where measuring showed that it pays (docs/counters.md gives the
# numbers). The stage as written, the student's lessonNN and the lessons' stage.cmake files get
# none of them: a lesson declares what the stage is, not how the engine is tuned.
#
# One row per option:   STAGE  COPY  COMPILER  OPTION
#   STAGE     a stage number (02) or `all`
#   COPY      `unobserved` or `9x9`
#   COMPILER  a CMAKE_CXX_COMPILER_ID (GNU) or `any`
#   OPTION    the option, as the compiler takes it
# An option applies in the order of the rows; the reason for each stays beside it.
set(SUDOKU_STAGE_FLAGS
  # Stage 2's scans on 4x4 and 16x16 ran 1.1x or 1.4x slower than its twin depending on where
  # the linker happened to put the loops; aligned, they run at 1.1x.
  "all unobserved any -falign-loops=32"
  # GCC's early complete unrolling would unroll a 9-cell scan before the counter of checks is
  # kept in a register, leaving a store of the counter at every read; after the later unrolling
  # the store is only where the scan stops (stage 2: about 20% faster). GCC says so in a note
  # for each file it compiles with this flag.
  "all 9x9 GNU -fdisable-tree-cunrolli"
  # Without tail merging, each of the 27 reads of a scan exits to its own short block that adds
  # a constant to the check count, instead of all of them keeping a running count for one
  # shared exit: 14% fewer instructions for stage 2's 9x9 copy (docs/counters.md, lesson 2).
  "02 9x9 GNU -fno-tree-tail-merge"
  # Stage 3's 9x9 copy runs about 15% faster with the loop over the digits unrolled
  # (docs/counters.md, lesson 3); stage 2's runs slower, so it is stage 3's option alone.
  "03 9x9 any -funroll-loops")

# sudoku_stage_copy_options(TARGET NN COPY)
#   Gives TARGET (the library of stage NN's copy COPY) the options of the table above that
#   apply to it, in the table's order.
function(sudoku_stage_copy_options target number copy)
  foreach(row IN LISTS SUDOKU_STAGE_FLAGS)
    string(REGEX REPLACE " +" ";" fields "${row}")
    list(LENGTH fields count)
    if(NOT count EQUAL 4)
      message(FATAL_ERROR "  cmake/SudokuStageFlags.cmake: the row '${row}' is not STAGE COPY COMPILER OPTION")
    endif()
    list(GET fields 0 row_stage)
    list(GET fields 1 row_copy)
    list(GET fields 2 row_compiler)
    list(GET fields 3 row_option)
    if(NOT row_copy MATCHES "^(unobserved|9x9)$")
      message(FATAL_ERROR "  cmake/SudokuStageFlags.cmake: the row '${row}' names the copy '${row_copy}'; "
                          "the copies are unobserved and 9x9")
    endif()
    if((row_stage STREQUAL "all" OR row_stage STREQUAL number)
       AND row_copy STREQUAL copy
       AND (row_compiler STREQUAL "any" OR row_compiler STREQUAL CMAKE_CXX_COMPILER_ID))
      target_compile_options(${target} PRIVATE ${row_option})
    endif()
  endforeach()
endfunction()
