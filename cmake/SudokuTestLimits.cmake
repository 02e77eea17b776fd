# The limits every test runs under: CPU time as the verdict, wall clock only against a hang.
#
# On a busy machine a test gets a fraction of a core: at a load of 20 on two cores a test that
# needs 30 s of CPU takes about 300 s of wall clock. A wall-clock limit is then a verdict on the
# machine, not on the code; a CPU-time limit is the same on a quiet and a busy machine.
#
# So every test process starts under tests/support/cpu_limit.sh, which sets a soft RLIMIT_CPU
# (`ulimit -S -t`) of the test's CPU budget and says so on stderr when the limit stopped it.
# The limit is inherited: each process the test starts gets the same budget of its own. Tests
# are declared with sudoku_add_test() and sudoku_discover_tests() below, never with add_test()
# or gtest_discover_tests() directly (tests/architecture/test_limits_check.py checks that every
# ctest entry runs under the launcher). CMake 3.25 has no TEST_LAUNCHER, hence the two helpers.
#
# The ctest TIMEOUT (wall clock) stays only as a guard against a test that sleeps or waits
# forever: the larger of SUDOKU_TEST_HANG_GUARD_SECONDS and 20 times the CPU budget, far beyond
# what load can stretch a test to.

set(SUDOKU_TEST_CPU_SECONDS 600 CACHE STRING "CPU seconds a test process may use unless its test says so")
set(SUDOKU_TEST_HANG_GUARD_SECONDS 3600 CACHE STRING "Least wall-clock seconds before ctest stops a test (a hang guard)")
set(SUDOKU_CPU_LIMIT ${PROJECT_SOURCE_DIR}/tests/support/cpu_limit.sh)

# sudoku_test_hang_guard(OUT CPU_SECONDS): the wall-clock TIMEOUT for a CPU budget.
function(sudoku_test_hang_guard out cpu_seconds)
  math(EXPR guard "20 * ${cpu_seconds}")
  if(guard LESS SUDOKU_TEST_HANG_GUARD_SECONDS)
    set(guard ${SUDOKU_TEST_HANG_GUARD_SECONDS})
  endif()
  set(${out} ${guard} PARENT_SCOPE)
endfunction()

# sudoku_add_test(NAME name [CPU_SECONDS n] COMMAND command args...): add_test() with the
# command run under the CPU limit and the hang guard as TIMEOUT. A first word naming an
# executable target is that target's file, as add_test() would make it.
function(sudoku_add_test)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "NAME;CPU_SECONDS" "COMMAND")
  if(NOT arg_NAME OR NOT arg_COMMAND OR arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "sudoku_add_test(NAME name [CPU_SECONDS n] COMMAND ...): got ${ARGV}")
  endif()
  if(NOT arg_CPU_SECONDS)
    set(arg_CPU_SECONDS ${SUDOKU_TEST_CPU_SECONDS})
  endif()
  # The words after the first are cut from the string, not taken with list(): list() would
  # drop the escapes of an argument that holds a semicolon (bash -c "a; b") and split it.
  list(GET arg_COMMAND 0 program)
  string(LENGTH "${program}" length)
  string(SUBSTRING "${arg_COMMAND}" ${length} -1 arguments)
  if(TARGET ${program})
    get_target_property(type ${program} TYPE)
    if(type STREQUAL "EXECUTABLE")
      set(program $<TARGET_FILE:${program}>)
    endif()
  endif()
  add_test(NAME ${arg_NAME} COMMAND bash ${SUDOKU_CPU_LIMIT} ${arg_CPU_SECONDS} ${program} ${arguments})
  sudoku_test_hang_guard(guard ${arg_CPU_SECONDS})
  set_tests_properties(${arg_NAME} PROPERTIES TIMEOUT ${guard})
endfunction()

# sudoku_discover_tests(target [CPU_SECONDS n] gtest_discover_tests() arguments...): each test
# of a GoogleTest binary under the CPU limit (the target's CROSSCOMPILING_EMULATOR, which
# gtest_discover_tests() puts in front of the binary, also when it lists the tests), with the
# hang guard as TIMEOUT and as DISCOVERY_TIMEOUT (its default, 5 s, is reached under load).
function(sudoku_discover_tests target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "CPU_SECONDS" "")
  if(NOT arg_CPU_SECONDS)
    set(arg_CPU_SECONDS ${SUDOKU_TEST_CPU_SECONDS})
  endif()
  set(forwarded ${arg_UNPARSED_ARGUMENTS})
  sudoku_test_hang_guard(guard ${arg_CPU_SECONDS})
  set_target_properties(${target} PROPERTIES CROSSCOMPILING_EMULATOR "bash;${SUDOKU_CPU_LIMIT};${arg_CPU_SECONDS}")
  list(FIND forwarded PROPERTIES at)
  if(at EQUAL -1)
    list(APPEND forwarded PROPERTIES TIMEOUT ${guard})
  else()
    math(EXPR at "${at} + 1")
    list(INSERT forwarded ${at} TIMEOUT ${guard})
  endif()
  gtest_discover_tests(${target} ${forwarded} DISCOVERY_TIMEOUT ${guard})
endfunction()
