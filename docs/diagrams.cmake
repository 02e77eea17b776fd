# Generates the search-tree diagrams of the docs (run by the `diagrams` target):
#
#   cmake -DBIN_DIR=<build>/bin -DOUT_DIR=<build>/docs/diagrams -DPUZZLES=<source>/docs/puzzles
#         -DDOT=/usr/bin/dot -DSTAGES=<build>/sudoku_stages.cmake -P docs/diagrams.cmake
#
# STAGES is the list of declared stages the configure step writes (cmake/SudokuStages.cmake,
# from lessons/NN-*/stage.cmake). For the reference binary of every stage (solutionNN: the
# reference code, so the pages show the right tree even while a student's lesson is
# unfinished; `sudoku` for the final solver) it runs
#     <binary> --input line --stats --trace-dot <name>.dot <puzzle>
# on each puzzle of docs/puzzles whose size the stage declares (SIZES: 4x4 and 9x9 have a
# puzzle) and on the puzzles it declares as its own (TREE_PUZZLES 9x9-hard: puzzle-9x9-hard.txt),
# checks that the tree's node count is the one --stats prints, and renders
# <name>.svg with Graphviz. Names are unique across the kit: lessonNN-tree-4x4 /
# lessonNN-tree-9x9 / lessonNN-tree-9x9-hard, or NAME-tree-9x9 for a stage declared with a NAME
# (final-tree-9x9).
# The stages declared with TREE_PAGE YES are the columns of the search-trees page.
#
# A stage whose binary is not built yet gets a placeholder SVG that says so, and
# is listed in the note of search-trees-generated.md, the fragment the page
# docs/search-trees.md includes (a table of node counts and the trees side by side).

cmake_minimum_required(VERSION 3.25)

foreach(var BIN_DIR OUT_DIR PUZZLES DOT STAGES)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "diagrams.cmake: -D${var}=... is required")
  endif()
endforeach()
file(MAKE_DIRECTORY ${OUT_DIR})
include(${STAGES})

# stage key, binary, diagram prefix, sizes drawn, title; `shown` are the page's columns.
set(stages "")
set(shown "")
set(same_tree "")
foreach(number IN LISTS SUDOKU_DECLARED_STAGES)
  set(key ${SUDOKU_STAGE_${number}_NAME})
  list(APPEND stages ${key})
  set(binary_${key} ${SUDOKU_STAGE_${number}_BINARY})
  if(key STREQUAL number)
    set(prefix_${key} lesson${number})
  else()
    set(prefix_${key} ${key})
  endif()
  set(sizes_${key} "")
  foreach(size IN LISTS SUDOKU_STAGE_${number}_SIZES)
    if(EXISTS ${PUZZLES}/puzzle-${size}.txt)
      list(APPEND sizes_${key} ${size})
    endif()
  endforeach()
  # Every 9x9 stage also draws the puzzle on which stage 5 still has to guess.
  if("9x9" IN_LIST sizes_${key} AND EXISTS ${PUZZLES}/puzzle-9x9-branching.txt)
    list(APPEND sizes_${key} 9x9-branching)
  endif()
  # and the puzzles of its own, on which its tree branches (TREE_PUZZLES).
  list(APPEND sizes_${key} ${SUDOKU_STAGE_${number}_TREE_PUZZLES})
  set(title_${key} "${SUDOKU_STAGE_${number}_SHORT_TITLE}")
  if(SUDOKU_STAGE_${number}_TREE_PAGE STREQUAL "YES")
    list(APPEND shown ${key})
  endif()
  if(SUDOKU_STAGE_${number}_TREE STREQUAL "row_major" AND "9x9" IN_LIST sizes_${key})
    list(APPEND same_tree ${key})  # the stages that walk one tree at different costs
  endif()
endforeach()

# A stand-in for a diagram whose stage is not built yet.
function(write_placeholder file text)
  file(WRITE ${file}
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"480\" height=\"60\" viewBox=\"0 0 480 60\">\n"
    "<rect x=\"1\" y=\"1\" width=\"478\" height=\"58\" fill=\"#fff8e1\" stroke=\"#c9a100\" stroke-dasharray=\"4 3\"/>\n"
    "<text x=\"240\" y=\"35\" font-family=\"Helvetica,Arial,sans-serif\" font-size=\"14\" text-anchor=\"middle\">"
    "${text}</text>\n</svg>\n")
endfunction()

# Pages embed the diagrams at the page's width: a small tree (stage 5's root alone)
# would be blown up to a giant box. Widen the SVG canvas of narrow drawings to
# `min_width` points, drawing centred, so they scale up by a bounded factor.
function(widen_svg file min_width)
  file(READ ${file} svg)
  if(NOT svg MATCHES "<svg width=\"([0-9]+)pt\" height=\"([0-9]+)pt\"[ \n]+viewBox=\"([-0-9.]+) ([-0-9.]+) ([0-9.]+) ([0-9.]+)\"")
    return()
  endif()
  set(width ${CMAKE_MATCH_1})
  set(height ${CMAKE_MATCH_2})
  set(view_y ${CMAKE_MATCH_4})
  set(view_width ${CMAKE_MATCH_5})
  set(view_height ${CMAKE_MATCH_6})
  if(width GREATER_EQUAL min_width)
    return()
  endif()
  math(EXPR shift "(${min_width} - ${width}) / 2")
  string(REGEX REPLACE "<svg width=\"[0-9]+pt\" height=\"[0-9]+pt\"[ \n]+viewBox=\"[^\"]*\""
         "<svg width=\"${min_width}pt\" height=\"${height}pt\"\nviewBox=\"-${shift} ${view_y} ${min_width} ${view_height}\""
         svg "${svg}")
  file(WRITE ${file} "${svg}")
endfunction()

set(missing "")
set(started_at 0)
string(TIMESTAMP started_at "%s")
foreach(stage IN LISTS stages)
  set(binary ${BIN_DIR}/${binary_${stage}})
  foreach(size IN LISTS sizes_${stage})
    set(name ${prefix_${stage}}-tree-${size})
    set(nodes_${stage}_${size} "")
    if(NOT EXISTS ${binary})
      write_placeholder(${OUT_DIR}/${name}.svg "${title_${stage}}: binary ${binary_${stage}} not built yet")
      file(REMOVE ${OUT_DIR}/${name}.dot)
      continue()
    endif()
    execute_process(
      COMMAND ${binary} --input line --stats --trace-dot ${OUT_DIR}/${name}.dot ${PUZZLES}/puzzle-${size}.txt
      RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE stats)
    if(NOT code EQUAL 0)
      message(FATAL_ERROR "diagrams: ${binary_${stage}} failed on puzzle-${size}.txt (exit ${code}): ${stats}")
    endif()
    foreach(counter nodes checks backtracks guesses propagations)
      if(stats MATCHES "${counter}=([0-9]+)")
        set(${counter}_${stage}_${size} ${CMAKE_MATCH_1})
      else()
        message(FATAL_ERROR "diagrams: no ${counter}= in the --stats line of ${binary_${stage}}: ${stats}")
      endif()
    endforeach()
    # The tree must be the search --stats describes (a stage that ignores the
    # observer would draw an empty tree next to a non-zero node count).
    file(READ ${OUT_DIR}/${name}.dot dot_text)
    if(NOT dot_text MATCHES "\\\\n${nodes_${stage}_${size}} nodes[ ,]")
      message(FATAL_ERROR "diagrams: ${name}.dot does not show the ${nodes_${stage}_${size}} nodes --stats reports "
                          "(does ${binary_${stage}} pass SearchOptions::observer to its search?)")
    endif()
    execute_process(COMMAND ${DOT} -Tsvg ${OUT_DIR}/${name}.dot -o ${OUT_DIR}/${name}.svg
                    RESULT_VARIABLE code ERROR_VARIABLE dot_errors)
    if(NOT code EQUAL 0 OR NOT dot_errors STREQUAL "")
      message(FATAL_ERROR "diagrams: dot failed on ${name}.dot (exit ${code}): ${dot_errors}")
    endif()
    if(NOT size STREQUAL "9x9-branching")  # drawn at one scale: left at its natural size
      widen_svg(${OUT_DIR}/${name}.svg 720)
    endif()
  endforeach()
  if(NOT EXISTS ${binary})
    list(APPEND missing "${title_${stage}} (`${binary_${stage}}`)")
  endif()
endforeach()

# The fragments of the "how the tree shrinks" page (docs/search-trees.md):
#   search-trees-generated.md   counts and trees of stages 3, 4, 5 and final on the 9x9 puzzle
#   search-trees-same-tree.md   stages 1, 2 and 3 stacked on the 9x9 puzzle: one tree, falling checks
#   search-trees-branching.md   every stage on the puzzle where stage 5 still branches, at one scale
# The pictures are shown with <img> at their natural size (the same scale for
# all); the docs target copies every diagram into the site.
# 1356416 -> 1,356,416
function(grouped number out)
  set(text "${number}")
  while(text MATCHES "^([0-9]+)([0-9][0-9][0-9])(.*)$")
    set(text "${CMAKE_MATCH_1},${CMAKE_MATCH_2}${CMAKE_MATCH_3}")
  endwhile()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

function(counts_table size stage_list)
  set(text "| ${size} puzzle | nodes | backtracks | guesses | cells by propagation | checks |\n|---|--:|--:|--:|--:|--:|\n")
  foreach(stage IN LISTS stage_list)
    if(NOT "${size}" IN_LIST sizes_${stage})
      continue()
    endif()
    if("${nodes_${stage}_${size}}" STREQUAL "")
      string(APPEND text "| ${title_${stage}} | not built | | | | |\n")
    else()
      set(row "| ${title_${stage}} |")
      foreach(counter nodes backtracks guesses propagations checks)
        grouped("${${counter}_${stage}_${size}}" value)
        string(APPEND row " ${value} |")
      endforeach()
      string(APPEND text "${row}\n")
    endif()
  endforeach()
  set(table "${text}\n" PARENT_SCOPE)
endfunction()
function(picture stage size)
  set(name ${prefix_${stage}}-tree-${size}.svg)
  if("${nodes_${stage}_${size}}" STREQUAL "")
    set(caption "${title_${stage}}: not built yet")
  else()
    grouped("${nodes_${stage}_${size}}" nodes)
    grouped("${checks_${stage}_${size}}" checks)
    set(caption "${title_${stage}}: ${nodes} nodes, ${checks} checks")
  endif()
  string(CONCAT html "<div class=\"tree-picture\"><p><b>${caption}</b></p><a href=\"${name}\"><img src=\"${name}\" "
         "alt=\"${caption}\"/></a></div>\n\n")
  set(html "${html}" PARENT_SCOPE)
endfunction()

set(header "<!-- Generated by docs/diagrams.cmake at docs build time; do not edit. -->\n\n")
set(md "${header}")
if(missing)
  list(JOIN missing ", " missing_text)
  string(APPEND md "\\note Not built when these docs were generated, so not drawn yet: ${missing_text}.\n\n")
endif()
foreach(size 9x9 4x4)
  counts_table(${size} "${shown}")
  string(APPEND md "${table}")
endforeach()
string(APPEND md "The same 9x9 puzzle under each stage, at one scale (open a tree to see it alone):\n\n")
foreach(stage IN LISTS shown)
  picture(${stage} 9x9)
  string(APPEND md "${html}")
endforeach()

set(same "${header}")
counts_table(9x9 "${same_tree}")
string(APPEND same "${table}")
foreach(stage IN LISTS same_tree)
  picture(${stage} 9x9)
  string(APPEND same "${html}")
endforeach()
file(WRITE ${OUT_DIR}/search-trees-same-tree.md "${same}")

set(branching "${header}")
counts_table(9x9-branching "${stages}")
string(APPEND branching "${table}")
foreach(stage IN LISTS shown)
  picture(${stage} 9x9-branching)
  string(APPEND branching "${html}")
endforeach()
file(WRITE ${OUT_DIR}/search-trees-branching.md "${branching}")
file(WRITE ${OUT_DIR}/search-trees-generated.md "${md}")

string(TIMESTAMP finished_at "%s")
math(EXPR seconds "${finished_at} - ${started_at}")
message(STATUS "diagrams: written to ${OUT_DIR} in about ${seconds} s")
