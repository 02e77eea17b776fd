# The test presets `lessonNN` (CMakePresets.json) against the declared stages:
#
#   cmake -DPRESETS=<source>/CMakePresets.json -DSTAGES=<build>/sudoku_stages.cmake -P check_presets.cmake
#
# Presets are read before anything is configured (a student types `ctest --preset lesson03`
# on a fresh clone), so the build cannot generate them; they are written by hand, and this
# check fails, naming the preset to add or remove, when they and the stages declared with
# EXERCISE YES (lessons/NN-*/stage.cmake) disagree. Each preset must be the usual one:
# configure preset dev, label filter ^lessonNN$.
cmake_minimum_required(VERSION 3.25)
foreach(var PRESETS STAGES)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_presets.cmake: -D${var}=... is required")
  endif()
endforeach()
include(${STAGES})
file(READ ${PRESETS} json)

set(expected "")
foreach(number IN LISTS SUDOKU_DECLARED_STAGES)
  if(SUDOKU_STAGE_${number}_EXERCISE STREQUAL "YES")
    list(APPEND expected lesson${number})
  endif()
endforeach()

set(found "")
set(problems "")
string(JSON count LENGTH "${json}" testPresets)
math(EXPR last "${count} - 1")
foreach(index RANGE ${last})
  string(JSON name GET "${json}" testPresets ${index} name)
  if(NOT name MATCHES "^lesson[0-9][0-9]$")
    continue()
  endif()
  list(APPEND found ${name})
  string(JSON configure ERROR_VARIABLE error GET "${json}" testPresets ${index} configurePreset)
  string(JSON label ERROR_VARIABLE error GET "${json}" testPresets ${index} filter include label)
  if(NOT configure STREQUAL "dev" OR NOT label STREQUAL "^${name}$")
    list(APPEND problems "preset ${name} must have \"configurePreset\": \"dev\" and the label filter \"^${name}$\"")
  endif()
endforeach()

foreach(name IN LISTS expected)
  if(NOT name IN_LIST found)
    string(SUBSTRING ${name} 6 2 number)
    list(APPEND problems "stage ${number} has an exercise but CMakePresets.json has no test preset ${name} "
                         "(copy the preset lesson01 and change its name, displayName and label)")
  endif()
endforeach()
foreach(name IN LISTS found)
  if(NOT name IN_LIST expected)
    list(APPEND problems "CMakePresets.json has a test preset ${name}, but no declared stage with an exercise matches it")
  endif()
endforeach()

if(problems)
  list(JOIN problems "\n" text)
  message(FATAL_ERROR "${text}")
endif()
message(STATUS "presets: ${found} match the declared stages with an exercise")
