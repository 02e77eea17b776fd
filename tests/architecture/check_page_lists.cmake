# The docs' page lists against the declared stages:
#
#   cmake -DSOURCE=<source> -DSTAGES=<build>/sudoku_stages.cmake -P check_page_lists.cmake
#
# The reading list of README.md (`@subpage lessonNN`) and the table of lessons/README.md
# (`@ref lessonNN`) are prose, written by hand; this check fails, naming what to add, when
# a declared stage (lessons/NN-*/stage.cmake) is missing from them or its lesson page does
# not have the page id {#lessonNN} they link to.
cmake_minimum_required(VERSION 3.25)
foreach(var SOURCE STAGES)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_page_lists.cmake: -D${var}=... is required")
  endif()
endforeach()
include(${STAGES})
file(READ ${SOURCE}/README.md readme)
file(READ ${SOURCE}/lessons/README.md overview)
set(problems "")
foreach(number IN LISTS SUDOKU_DECLARED_STAGES)
  set(page lesson${number})
  set(folder ${SUDOKU_STAGE_${number}_FOLDER})
  file(READ ${SOURCE}/lessons/${folder}/README.md lesson)
  string(FIND "${lesson}" "{#${page}}" at)
  if(at EQUAL -1)
    list(APPEND problems "lessons/${folder}/README.md: the first heading needs the page id {#${page}}")
  endif()
  string(FIND "${readme}" "@subpage ${page}" at)
  if(at EQUAL -1)
    list(APPEND problems "README.md: the reading list has no '@subpage ${page}' (stage ${number}, ${folder})")
  endif()
  string(FIND "${overview}" "@ref ${page}" at)
  if(at EQUAL -1)
    list(APPEND problems "lessons/README.md: the table of lessons has no row with '@ref ${page}' (stage ${number}, ${folder})")
  endif()
endforeach()
if(problems)
  list(JOIN problems "\n" text)
  message(FATAL_ERROR "${text}")
endif()
message(STATUS "page lists: every declared stage has its page in README.md and lessons/README.md")
