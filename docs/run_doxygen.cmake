# Runs Doxygen for the docs target and fails on any warning, even one Doxygen
# itself does not count (a problem in the Doxyfile prints "warning:" but exits 0).
#   cmake -DDOXYGEN=... -DDOXYFILE=... -DSOURCE_DIR=... -P docs/run_doxygen.cmake
cmake_minimum_required(VERSION 3.25)
string(TIMESTAMP started "%s")
execute_process(COMMAND ${DOXYGEN} ${DOXYFILE} WORKING_DIRECTORY ${SOURCE_DIR}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT err STREQUAL "")
  message("${err}")
endif()
if(NOT code EQUAL 0 OR err MATCHES "warning:|error:")
  message(FATAL_ERROR "docs: doxygen reported problems (exit ${code}); see the lines above")
endif()
string(TIMESTAMP finished "%s")
math(EXPR seconds "${finished} - ${started}")
message(STATUS "docs: doxygen finished in about ${seconds} s")
