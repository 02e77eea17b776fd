# Generates the search-tree diagrams of the docs (run by the `diagrams` target):
#
#   cmake -DBIN_DIR=<build>/bin -DOUT_DIR=<build>/docs/diagrams -DPUZZLES=<source>/docs/puzzles
#         -DDOT=/usr/bin/dot -P docs/diagrams.cmake
#
# For every stage binary found in BIN_DIR (solution01 .. solution05 and solution07: the reference
# code, so the pages show the right tree even while a student's lesson is
# unfinished; and `sudoku`, the final solver) it runs
#     <binary> --input line --stats --trace-dot <name>.dot <puzzle>
# on the 4x4 and the 9x9 puzzle of docs/puzzles, checks that the tree's node count
# is the one --stats prints, and renders <name>.svg with Graphviz. Names are unique
# across the kit: lessonNN-tree-4x4 / lessonNN-tree-9x9 (NN = 01 .. 05, 07) and
# final-tree-9x9 (the final solver is 9x9 only).
#
# A stage whose binary is not built yet gets a placeholder SVG that says so, and
# is listed in the note of search-trees-generated.md, the fragment the page
# docs/search-trees.md includes (a table of node counts and the trees side by side).

cmake_minimum_required(VERSION 3.25)

foreach(var BIN_DIR OUT_DIR PUZZLES DOT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "diagrams.cmake: -D${var}=... is required")
  endif()
endforeach()
file(MAKE_DIRECTORY ${OUT_DIR})

# stage key, binary, diagram prefix, sizes, title
set(stages 01 02 03 04 05 07 final)
set(binary_01 solution01)
set(binary_02 solution02)
set(binary_03 solution03)
set(binary_04 solution04)
set(binary_05 solution05)
set(binary_07 solution07)
set(binary_final sudoku)
foreach(n 01 02 03 04 05 07)
  set(prefix_${n} lesson${n})
  set(sizes_${n} 4x4 9x9)
  string(REGEX REPLACE "^0" "" number ${n})
  set(title_${n} "stage ${number}")
endforeach()
set(prefix_final final)
set(sizes_final 9x9)
set(title_final "final solver")

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
    widen_svg(${OUT_DIR}/${name}.svg 720)
  endforeach()
  if(NOT EXISTS ${binary})
    list(APPEND missing "${title_${stage}} (`${binary_${stage}}`)")
  endif()
endforeach()

# The fragment of the "how the tree shrinks" page: counts, then the trees side by side.
set(shown 03 04 05 07 final)
list(LENGTH shown shown_count)
math(EXPR column_width "100 / ${shown_count}")
set(md "<!-- Generated by docs/diagrams.cmake at docs build time; do not edit. -->\n\n")
if(missing)
  list(JOIN missing ", " missing_text)
  string(APPEND md "\\note Not built when these docs were generated, so not drawn yet: ${missing_text}.\n\n")
endif()
foreach(size 9x9 4x4)
  string(APPEND md "| ${size} puzzle | nodes | backtracks | guesses | cells by propagation | checks |\n")
  string(APPEND md "|---|--:|--:|--:|--:|--:|\n")
  foreach(stage IN LISTS shown)
    if(NOT "${size}" IN_LIST sizes_${stage})
      continue()
    endif()
    if("${nodes_${stage}_${size}}" STREQUAL "")
      string(APPEND md "| ${title_${stage}} | not built | | | | |\n")
    else()
      string(APPEND md "| ${title_${stage}} | ${nodes_${stage}_${size}} | ${backtracks_${stage}_${size}} | "
                       "${guesses_${stage}_${size}} | ${propagations_${stage}_${size}} | ${checks_${stage}_${size}} |\n")
    endif()
  endforeach()
  string(APPEND md "\n")
endforeach()
string(APPEND md "The same 9x9 puzzle under each stage, side by side (open a tree to see it full size):\n\n")
string(APPEND md "<table class=\"search-trees\"><tr>\n")
foreach(stage IN LISTS shown)
  string(APPEND md "<th>${title_${stage}}</th>")
endforeach()
string(APPEND md "</tr>\n<tr>\n")
foreach(stage IN LISTS shown)
  set(name ${prefix_${stage}}-tree-9x9.svg)
  string(APPEND md "<td style=\"vertical-align:top; width:${column_width}%\"><a href=\"${name}\"><img src=\"${name}\" "
                   "alt=\"${title_${stage}}: search tree of the 9x9 puzzle\" style=\"width:100%\"/></a></td>\n")
endforeach()
string(APPEND md "</tr></table>\n\n")
foreach(stage IN LISTS shown)
  if("${nodes_${stage}_9x9}" STREQUAL "")
    set(caption "${title_${stage}}: not built yet")
  else()
    set(caption "${title_${stage}}: ${nodes_${stage}_9x9} nodes")
  endif()
  string(APPEND md "\\image html ${prefix_${stage}}-tree-9x9.svg \"${caption}\" width=100%\n\n")
endforeach()
file(WRITE ${OUT_DIR}/search-trees-generated.md "${md}")

string(TIMESTAMP finished_at "%s")
math(EXPR seconds "${finished_at} - ${started_at}")
message(STATUS "diagrams: written to ${OUT_DIR} in about ${seconds} s")
