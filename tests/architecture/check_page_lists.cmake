# The docs' page lists against the declared stages:
#
#   cmake -DSOURCE=<source> -DSTAGES=<build>/sudoku_stages.cmake -P check_page_lists.cmake
#
# The reading list of README.md (a link to `lessons/NN-*/README.md`; the docs build makes
# it an `@subpage lessonNN` line) and the table of lessons/README.md (a link to
# `NN-*/README.md`) are prose, written by hand, and so are their Korean twins
# (README.ko.md, lessons/README.ko.md, linking to the README.ko.md pages); this check
# fails, naming what to add, when a declared stage (lessons/NN-*/stage.cmake) is missing
# from one of them. (A lesson page gets its page id lessonNN from its folder:
# docs/site/md_filter.py.)
cmake_minimum_required(VERSION 3.25)
foreach(var SOURCE STAGES)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_page_lists.cmake: -D${var}=... is required")
  endif()
endforeach()
include(${STAGES})
set(problems "")
# expect_link(FILE TEXT WHAT): FILE (relative to SOURCE, skipped when it does not exist) holds TEXT.
function(expect_link file text what)
  if(NOT EXISTS ${SOURCE}/${file})
    return()
  endif()
  file(READ ${SOURCE}/${file} content)
  string(FIND "${content}" "${text}" at)
  if(at EQUAL -1)
    set(problems "${problems};${file}: ${what}" PARENT_SCOPE)
  endif()
endfunction()
foreach(number IN LISTS SUDOKU_DECLARED_STAGES)
  set(folder ${SUDOKU_STAGE_${number}_FOLDER})
  foreach(twin README.md README.ko.md)
    expect_link(${twin} "](lessons/${folder}/${twin})"
                "the reading list has no link to lessons/${folder}/${twin} (stage ${number}, page lesson${number})")
    expect_link(lessons/${twin} "](${folder}/${twin})"
                "the table of lessons has no row linking to ${folder}/${twin} (stage ${number})")
  endforeach()
endforeach()
list(FILTER problems EXCLUDE REGEX "^$")
if(problems)
  list(JOIN problems "\n" text)
  message(FATAL_ERROR "${text}")
endif()
message(STATUS "page lists: every declared stage has its page in README.md and lessons/README.md")
