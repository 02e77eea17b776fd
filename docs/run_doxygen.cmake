# Runs Doxygen for the docs target and fails on any warning, even one Doxygen
# itself does not count (a problem in the Doxyfile prints "warning:" but exits 0).
#   cmake -DDOXYGEN=... -DDOXYFILE=... -DSOURCE_DIR=... -P docs/run_doxygen.cmake
#   optional: -DINPUT_FILE=<file> (written here: `INPUT = ...`, the wrapper Doxyfile
#   @INCLUDEs it), -DDIAGRAMS_DIR=... -DHTML_DIR=... (diagrams copied into the site)
cmake_minimum_required(VERSION 3.25)
string(TIMESTAMP started "%s")

# Doxygen walks its INPUT folders and warns about every unreadable entry before
# it looks at EXCLUDE_PATTERNS, so an editor's lock file (a dangling ".#README.md"
# link) in a lesson folder would fail the build. Hand it the files instead: the
# pages and headers of the documented folders, without hidden, backup or
# dangling entries.
# kit_files(OUT FOLDERS... PATTERNS...): the files of the kit's FOLDERS matching
# the PATTERNS, sorted, without hidden, backup or dangling entries.
function(kit_files out)
  cmake_parse_arguments(ARG "" "" "FOLDERS;PATTERNS" ${ARGN})
  set(kept "")
  foreach(folder IN LISTS ARG_FOLDERS)
    set(globs "")
    foreach(pattern IN LISTS ARG_PATTERNS)
      list(APPEND globs "${SOURCE_DIR}/${folder}/${pattern}")
    endforeach()
    file(GLOB_RECURSE found LIST_DIRECTORIES false ${globs})
    list(SORT found)
    foreach(path IN LISTS found)
      file(RELATIVE_PATH relative "${SOURCE_DIR}" "${path}")
      if(relative MATCHES "(^|/)[.#]" OR relative MATCHES "~$" OR NOT EXISTS "${path}" OR IS_SYMLINK "${path}")
        continue()
      endif()
      # common/internal/ is the engine's tuning, in plain comments for contributors: not on the site.
      if(relative MATCHES "^common/internal/")
        continue()
      endif()
      list(APPEND kept "${path}")
    endforeach()
  endforeach()
  set(${out} "${kept}" PARENT_SCOPE)
endfunction()

if(DEFINED INPUT_FILE)
  kit_files(pages FOLDERS lessons common solutions docs PATTERNS *.md *.hpp)
  set(inputs "${SOURCE_DIR}/README.md" ${pages})
  # The Korean edition's top page (docs/site/md_filter.py gives it the id readme_ko);
  # the Korean twins of the other pages are *.ko.md files of the folders above.
  if(EXISTS "${SOURCE_DIR}/README.ko.md")
    list(INSERT inputs 1 "${SOURCE_DIR}/README.ko.md")
  endif()
  # The sources the pages quote with \snippet, listed the same way (a folder in
  # EXAMPLE_PATH is walked whole, stray files included).
  kit_files(examples FOLDERS lessons common solutions PATTERNS *.cpp *.hpp)
  list(JOIN inputs " \\\n    " input_text)
  list(JOIN examples " \\\n    " example_text)
  file(WRITE "${INPUT_FILE}" "# Written by docs/run_doxygen.cmake: the files the site is made of.\n"
                             "INPUT = ${input_text}\nEXAMPLE_PATH += ${example_text}\n")
endif()
execute_process(COMMAND ${DOXYGEN} ${DOXYFILE} WORKING_DIRECTORY ${SOURCE_DIR}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT err STREQUAL "")
  message("${err}")
endif()
if(NOT code EQUAL 0 OR err MATCHES "warning:|error:")
  message(FATAL_ERROR "docs: doxygen reported problems (exit ${code}); see the lines above")
endif()
# Pages show some diagrams with plain <img> tags (at their natural size, one
# scale for all), which Doxygen does not copy: copy every diagram into the site.
if(DEFINED DIAGRAMS_DIR AND DEFINED HTML_DIR)
  file(GLOB diagrams ${DIAGRAMS_DIR}/*.svg)
  file(COPY ${diagrams} DESTINATION ${HTML_DIR})
endif()
# The Korean pages say so (lang="ko": Korean line breaking, fonts, screen readers);
# the header (docs/site/header.html) writes lang="en" on every page.
if(DEFINED HTML_DIR)
  file(GLOB korean_pages ${HTML_DIR}/*_ko.html ${HTML_DIR}/*_ko_*.html)
  foreach(korean_page IN LISTS korean_pages)
    file(READ ${korean_page} text)
    string(REPLACE "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">"
                   "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"ko\" xml:lang=\"ko\">" text "${text}")
    file(WRITE ${korean_page} "${text}")
  endforeach()
endif()
string(TIMESTAMP finished "%s")
math(EXPR seconds "${finished} - ${started}")
message(STATUS "docs: doxygen finished in about ${seconds} s")
