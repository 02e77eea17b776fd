# The stages of the kit: one declaration per stage, the list everything else reads.
#
# Each lesson folder lessons/NN-name/ holds a `stage.cmake` that calls sudoku_stage() once.
# sudoku_discover_stages() includes them in folder order (01, 02, ...), checks that every
# piece of each stage is there, and builds the stage's targets. The rest of the build
# (tests, judge files, diagrams, benchmarks, `kit trace`) reads the list back from the
# global properties below, never from a list of its own. docs/architecture.md,
# "Adding a stage", walks through it.
#
# sudoku_stage(TITLE "stage N: what it does"
#              TREE row_major|most_constrained
#              SIZES 4x4 9x9 16x16
#              EXERCISE YES|NO
#              JUDGE YES|NO
#              [TREE_PAGE YES|NO]
#              [TREE_PUZZLES 9x9-hard ...]
#              [NAME key] [BUILD folder BINARY name])
#
#   The stage's number and folder are not written: they are the folder's name
#   (lessons/04-bitmask-mrv is stage 04 in folder 04-bitmask-mrv), so they cannot disagree.
#   TITLE      the first line of `--help`; the part before ':' ("stage 4") names the stage
#              in tables and diagrams.
#   TREE       the order the search tree is walked in, which decides what the conformance
#              suite expects of the limits (sudoku::testing::TreeShape).
#   SIZES      the puzzle sizes the stage solves with its own method; the docs draw its tree
#              for each of them that has a puzzle in docs/puzzles.
#   EXERCISE   YES: the student writes lessons/NN-*/stageNN.cpp (lessonNN, its tests, the
#              preset `lessonNN`); NO: the lesson is read, not written.
#   JUDGE      YES: the `judge` target writes a single file for Baekjoon 2580 per variant.
#   TREE_PAGE  YES: drawn side by side with the others on the search-trees page (default NO).
#   TREE_PUZZLES  puzzles of its own that the docs also draw the stage's tree on, each
#              SIZE-WORD for docs/puzzles/puzzle-SIZE-WORD.txt (a diagram PREFIX-tree-SIZE-WORD.svg):
#              for a stage the shared puzzles do not make branch (stage 5 solves them by
#              propagation alone). SIZE must be one of SIZES.
#   BUILD      a folder (from the kit's root) with its own CMakeLists.txt that builds the
#              stage's binary BINARY (the final solver: BUILD solutions/06-final BINARY sudoku);
#              without it the stage is lessons/F/stageNN.hpp + lessons/F/stageNN.cpp +
#              solutions/F/stageNN.cpp, built by sudoku_add_stage().
#   NAME       how `kit trace --stages` and the diagram files call the stage (default: NN).
#
# The compiler options of a reference stage's extra copies are not declared here: they are
# the engine's tuning, in the one table of cmake/SudokuStageFlags.cmake.
#
# Global properties set for every declared stage NN (in order):
#   SUDOKU_DECLARED_STAGES         every NN
#   SUDOKU_STAGES                  the NN built by sudoku_add_stage() (solutionNN, lessonNN, ...)
#   SUDOKU_STAGE_<NN>_<KEY>        FOLDER TITLE SHORT_TITLE TREE SIZES EXERCISE JUDGE TREE_PAGE
#                                  TREE_PUZZLES NAME BINARY (the reference binary: solutionNN or BINARY)
# and the same list, written at configure time, for what is not CMake:
#   <build>/sudoku_stages.cmake          set() lines, for scripts run with cmake -P (docs/diagrams.cmake)
#   <build>/generated/sudoku_stages.hpp  includes and an X-macro, for C++ (sudoku_link_stages())
#   <build>/generated/sudoku_stages.json one object per stage, for scripts and the explorer

include(${CMAKE_CURRENT_LIST_DIR}/SudokuStageFlags.cmake)

# The one line of a configure error about stage declarations (indented, so that CMake
# prints it as it is instead of wrapping it into a paragraph).
function(sudoku_stage_error)
  string(JOIN "" text ${ARGV})
  message(FATAL_ERROR "  stage declaration: ${text}")
endfunction()

# Accepts only YES or NO (so a typo is an error, not a silent "no").
function(sudoku_stage_yes_no where key value)
  if(NOT value MATCHES "^(YES|NO)$")
    sudoku_stage_error("${where}: ${key} must be YES or NO, not '${value}'")
  endif()
endfunction()

# sudoku_stage(...): see the top of this file. Called by lessons/NN-*/stage.cmake, which
# sudoku_discover_stages() includes with SUDOKU_STAGE_FOLDER set to the folder's name.
function(sudoku_stage)
  set(folder ${SUDOKU_STAGE_FOLDER})
  set(where "lessons/${folder}/stage.cmake")
  if(NOT folder)
    sudoku_stage_error("sudoku_stage() called outside a lessons/NN-*/stage.cmake")
  endif()
  cmake_parse_arguments(PARSE_ARGV 0 S "" "TITLE;TREE;EXERCISE;JUDGE;TREE_PAGE;NAME;BUILD;BINARY" "SIZES;TREE_PUZZLES")
  if(S_UNPARSED_ARGUMENTS)
    list(JOIN S_UNPARSED_ARGUMENTS " " unknown)
    sudoku_stage_error("${where}: unknown arguments '${unknown}'")
  endif()
  foreach(key TITLE TREE SIZES EXERCISE JUDGE)
    if(NOT DEFINED S_${key})
      sudoku_stage_error("${where}: ${key} is missing")
    endif()
  endforeach()
  if(NOT S_TREE MATCHES "^(row_major|most_constrained)$")
    sudoku_stage_error("${where}: TREE must be row_major or most_constrained, not '${S_TREE}'")
  endif()
  foreach(size IN LISTS S_SIZES)
    if(NOT size MATCHES "^(4x4|9x9|16x16)$")
      sudoku_stage_error("${where}: SIZES holds '${size}'; the kit's sizes are 4x4, 9x9 and 16x16")
    endif()
  endforeach()
  foreach(puzzle IN LISTS S_TREE_PUZZLES)
    if(NOT puzzle MATCHES "^(4x4|9x9|16x16)-[a-z0-9-]+$" OR NOT CMAKE_MATCH_1 IN_LIST S_SIZES)
      sudoku_stage_error("${where}: TREE_PUZZLES holds '${puzzle}'; each is SIZE-WORD with a SIZE of SIZES")
    endif()
    if(NOT EXISTS ${PROJECT_SOURCE_DIR}/docs/puzzles/puzzle-${puzzle}.txt)
      sudoku_stage_error("${where}: TREE_PUZZLES names docs/puzzles/puzzle-${puzzle}.txt, which is missing")
    endif()
  endforeach()
  if(NOT DEFINED S_TREE_PAGE)
    set(S_TREE_PAGE NO)
  endif()
  foreach(key EXERCISE JUDGE TREE_PAGE)
    sudoku_stage_yes_no(${where} ${key} "${S_${key}}")
  endforeach()
  if(DEFINED S_BUILD AND NOT DEFINED S_BINARY OR DEFINED S_BINARY AND NOT DEFINED S_BUILD)
    sudoku_stage_error("${where}: BUILD and BINARY go together (a folder with its own CMakeLists.txt and its binary)")
  endif()

  string(SUBSTRING ${folder} 0 2 number)
  if(NOT DEFINED S_NAME)
    set(S_NAME ${number})
  endif()
  string(REGEX REPLACE ":.*" "" short_title "${S_TITLE}")

  # Every piece of the stage, checked before anything is built from it.
  set(lesson_dir ${PROJECT_SOURCE_DIR}/lessons/${folder})
  set(pieces "lessons/${folder}/README.md:its lesson page")
  if(DEFINED S_BUILD)
    list(APPEND pieces "${S_BUILD}/CMakeLists.txt:the CMakeLists.txt that builds ${S_BINARY}")
    if(S_EXERCISE STREQUAL "YES")
      sudoku_stage_error("${where}: EXERCISE YES needs the usual stageNN.cpp pair, not a BUILD folder")
    endif()
  else()
    list(APPEND pieces "lessons/${folder}/stage${number}.hpp:its header"
                       "solutions/${folder}/stage${number}.cpp:its reference")
    if(S_EXERCISE STREQUAL "YES")
      list(APPEND pieces "lessons/${folder}/stage${number}.cpp:its starter")
    endif()
  endif()
  foreach(piece IN LISTS pieces)
    string(REGEX REPLACE ":.*" "" path "${piece}")
    string(REGEX REPLACE "^[^:]*:" "" what "${piece}")
    if(NOT EXISTS ${PROJECT_SOURCE_DIR}/${path})
      sudoku_stage_error("stage ${number} (${folder}) lacks ${what}: ${path} is missing")
    endif()
  endforeach()

  get_property(declared GLOBAL PROPERTY SUDOKU_DECLARED_STAGES)
  if(number IN_LIST declared)
    sudoku_stage_error("two folders declare stage ${number} (lessons/${number}-*)")
  endif()
  set_property(GLOBAL APPEND PROPERTY SUDOKU_DECLARED_STAGES ${number})
  if(DEFINED S_BUILD)
    set(binary ${S_BINARY})
  else()
    set(binary solution${number})
  endif()
  foreach(key FOLDER TITLE SHORT_TITLE TREE SIZES EXERCISE JUDGE TREE_PAGE TREE_PUZZLES NAME BINARY BUILD)
    string(TOLOWER ${key} lower)
    if(DEFINED S_${key})
      set(value "${S_${key}}")
    else()
      set(value "${${lower}}")
    endif()
    set_property(GLOBAL PROPERTY SUDOKU_STAGE_${number}_${key} "${value}")
  endforeach()

  if(CMAKE_SCRIPT_MODE_FILE)
    # cmake -P cmake/stage_lists.cmake: the lists only, nothing is built.
    if(NOT DEFINED S_BUILD)
      set_property(GLOBAL APPEND PROPERTY SUDOKU_STAGES ${number})
    endif()
  elseif(DEFINED S_BUILD)
    add_subdirectory(${PROJECT_SOURCE_DIR}/${S_BUILD} ${PROJECT_BINARY_DIR}/${S_BUILD})
  else()
    sudoku_add_stage(${number} ${folder} "${S_TITLE}" ${S_EXERCISE})
  endif()
endfunction()

# sudoku_add_stage(NN FOLDER TITLE EXERCISE)
#   The reference `solutionNN_lib` / `solutionNN` (always from solutions/FOLDER) and, for a
#   stage with an exercise, the student's `lessonNN_lib` / `lessonNN` (from lessons/FOLDER,
#   or from solutions/FOLDER when SUDOKU_ANSWER_KEY is ON). Both compile against the one
#   header in lessons/FOLDER/stageNN.hpp, so the compiler holds them to the same interface.
function(sudoku_add_stage number folder title exercise)
  set(header_dir ${PROJECT_SOURCE_DIR}/lessons/${folder})
  set(solution_dir ${PROJECT_SOURCE_DIR}/solutions/${folder})
  set(source stage${number}.cpp)
  if(SUDOKU_ANSWER_KEY)
    set(lesson_dir ${solution_dir})
  else()
    set(lesson_dir ${header_dir})
  endif()
  set(variants solution)
  if(exercise STREQUAL "YES")
    list(PREPEND variants lesson)
  endif()
  foreach(variant IN LISTS variants)
    if(variant STREQUAL "lesson")
      set(dir ${lesson_dir})
    else()
      set(dir ${solution_dir})
    endif()
    set(name ${variant}${number})
    add_library(${name}_lib STATIC ${dir}/${source})
    target_include_directories(${name}_lib PUBLIC ${header_dir})
    target_link_libraries(${name}_lib PUBLIC sudoku_common)
    add_executable(${name} ${PROJECT_SOURCE_DIR}/common/stage_main.cpp)
    target_link_libraries(${name} PRIVATE ${name}_lib)
    # The reference's binary also gets the stage compiled with nothing to observe
    # (BasicSearch in common/search.hpp says why), which it runs when nothing
    # traces the search. The lesson binary does not: a student's file may define
    # things outside its namespace, which a second copy would define twice.
    # A second copy, for 9x9 only, has the grid's side as a constant (common/grid9x9.hpp
    # says why); its solve_unobserved() picks between the two copies by size.
    if(variant STREQUAL "solution")
      sudoku_add_stage_copy(${name} ${number} ${dir}/${source} ${header_dir} unobserved SUDOKU_SEARCH_UNOBSERVED)
      sudoku_add_stage_copy(${name} ${number} ${PROJECT_SOURCE_DIR}/common/stage_copy_9x9.cpp ${header_dir} 9x9
        SUDOKU_SEARCH_UNOBSERVED STAGE_SOURCE="${dir}/${source}" STAGE_NAMESPACE=stage${number}
        STAGE_UNOBSERVED_NAMESPACE=stage${number}_unobserved)
      target_link_libraries(${name}_9x9_lib PUBLIC ${name}_unobserved_lib)
      # The copies' compiler options (cmake/SudokuStageFlags.cmake says which and why).
      sudoku_stage_copy_options(${name}_unobserved_lib ${number} unobserved)
      sudoku_stage_copy_options(${name}_9x9_lib ${number} 9x9)
      target_compile_definitions(${name} PRIVATE STAGE_UNOBSERVED_NAMESPACE=stage${number}_9x9)
    endif()
    # A lesson binary may hold a student's code, which may keep state in globals:
    # its --batch runs on one thread unless --jobs says otherwise.
    if(variant STREQUAL "lesson")
      set(default_jobs 1)
    else()
      set(default_jobs 0)
    endif()
    target_compile_definitions(${name} PRIVATE
      STAGE_HEADER="stage${number}.hpp" STAGE_NAMESPACE=stage${number}
      STAGE_BINARY="${name}" STAGE_TITLE="${title}" STAGE_DEFAULT_JOBS=${default_jobs})
  endforeach()
  set_property(GLOBAL APPEND PROPERTY SUDOKU_STAGES ${number})
endfunction()

# sudoku_add_stage_copy(NAME NN SOURCE HEADER_DIR SUFFIX DEFINITION...)
#   Compiles SOURCE (the stage's .cpp, or common/stage_copy_9x9.cpp, which includes it) once more, into NAME_SUFFIX_lib (linked into NAME_lib),
#   with the DEFINITIONs and with `stageNN` defined as `stageNN_SUFFIX`: the macro renames the
#   stage's namespace in the .cpp and in its header alike (an #include's file name is not
#   macro-expanded), so this copy's solve() is sudoku::stageNN_SUFFIX::solve, and both copies
#   link into one binary.
function(sudoku_add_stage_copy name number source header_dir suffix)
  set(copy ${name}_${suffix}_lib)
  add_library(${copy} STATIC ${source})
  target_include_directories(${copy} PUBLIC ${header_dir})
  target_link_libraries(${copy} PUBLIC sudoku_common)
  target_compile_definitions(${copy} PRIVATE stage${number}=stage${number}_${suffix} ${ARGN})
  target_link_libraries(${name}_lib PUBLIC ${copy})
endfunction()

# Includes lessons/NN-*/stage.cmake of every lesson folder, in order, and writes
# <build>/sudoku_stages.cmake. A lesson folder without a declaration is an error.
function(sudoku_discover_stages)
  if(CMAKE_SCRIPT_MODE_FILE)
    set(configure_depends "")
  else()
    set(configure_depends CONFIGURE_DEPENDS)
  endif()
  file(GLOB folders ${configure_depends} RELATIVE ${PROJECT_SOURCE_DIR}/lessons LIST_DIRECTORIES true
       ${PROJECT_SOURCE_DIR}/lessons/[0-9][0-9]-*)
  list(SORT folders)
  foreach(folder IN LISTS folders)
    if(NOT IS_DIRECTORY ${PROJECT_SOURCE_DIR}/lessons/${folder})
      continue()
    endif()
    set(declaration ${PROJECT_SOURCE_DIR}/lessons/${folder}/stage.cmake)
    if(NOT EXISTS ${declaration})
      sudoku_stage_error("lessons/${folder} has no stage.cmake, the declaration every lessons/NN-* folder needs "
                         "(docs/architecture.md, \"Adding a stage\")")
    endif()
    set(SUDOKU_STAGE_FOLDER ${folder})
    include(${declaration})
    set(SUDOKU_STAGE_FOLDER "")
  endforeach()

  # The same list for scripts that run with cmake -P, outside this configure.
  get_property(declared GLOBAL PROPERTY SUDOKU_DECLARED_STAGES)
  set(text "# Generated by cmake/SudokuStages.cmake from lessons/*/stage.cmake; do not edit.\n")
  string(APPEND text "set(SUDOKU_DECLARED_STAGES \"${declared}\")\n")
  foreach(number IN LISTS declared)
    foreach(key FOLDER TITLE SHORT_TITLE TREE SIZES EXERCISE JUDGE TREE_PAGE TREE_PUZZLES NAME BINARY BUILD)
      get_property(value GLOBAL PROPERTY SUDOKU_STAGE_${number}_${key})
      string(APPEND text "set(SUDOKU_STAGE_${number}_${key} \"${value}\")\n")
    endforeach()
  endforeach()
  file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/sudoku_stages.cmake CONTENT "${text}" @ONLY)
  sudoku_write_stage_header()
  sudoku_write_stage_json()
endfunction()

# <build>/generated/sudoku_stages.hpp: the same list for C++ that links every reference
# stage (sudoku_link_stages()), so that a test or tool names no stage by hand.
function(sudoku_write_stage_header)
  get_property(declared GLOBAL PROPERTY SUDOKU_DECLARED_STAGES)
  get_property(built GLOBAL PROPERTY SUDOKU_STAGES)
  set(includes "")
  set(haves "")
  set(entries "")
  set(others "")
  foreach(number IN LISTS declared)
    math(EXPR value "1${number} - 100")  # 08 is not an octal literal: 8
    get_property(name GLOBAL PROPERTY SUDOKU_STAGE_${number}_NAME)
    if(number IN_LIST built)
      get_property(tree GLOBAL PROPERTY SUDOKU_STAGE_${number}_TREE)
      get_property(title GLOBAL PROPERTY SUDOKU_STAGE_${number}_TITLE)
      string(REPLACE "\\" "\\\\" title "${title}")
      string(REPLACE "\"" "\\\"" title "${title}")
      string(APPEND includes "#include \"stage${number}.hpp\"\n")
      string(APPEND haves "#define SUDOKU_HAVE_STAGE${number} 1\n")
      string(APPEND entries " \\\n  X(${value}, stage${number}, ${tree}, \"${title}\")")
    else()
      string(APPEND others "#define SUDOKU_STAGE_NUMBER_${name} ${value}\n")
    endif()
  endforeach()
  set(text "// Generated by cmake/SudokuStages.cmake from lessons/NN-*/stage.cmake; do not edit.\n")
  string(APPEND text "// The reference stages that a target linked by sudoku_link_stages() holds.\n")
  string(APPEND text "#pragma once\n\n${includes}\n${haves}\n")
  string(APPEND text "// X(number, namespace, tree, title) for each, in order: tree is row_major or\n")
  string(APPEND text "// most_constrained (TREE in its stage.cmake), the namespace is sudoku::stageNN.\n")
  string(APPEND text "#define SUDOKU_FOR_EACH_STAGE(X)${entries}\n\n")
  string(APPEND text "// The number of each stage built from its own folder (BUILD), by its NAME.\n${others}")
  file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/generated/sudoku_stages.hpp CONTENT "${text}" @ONLY)
endfunction()

# <build>/generated/sudoku_stages.json: the list for scripts and pages (tools/stage-lists.py,
# the explorer): one object per declared stage, in order.
function(sudoku_write_stage_json)
  get_property(declared GLOBAL PROPERTY SUDOKU_DECLARED_STAGES)
  set(json "[]")
  set(index 0)
  foreach(number IN LISTS declared)
    set(entry "{}")
    string(JSON entry SET "${entry}" number "\"${number}\"")
    foreach(key FOLDER TITLE SHORT_TITLE TREE EXERCISE JUDGE TREE_PAGE NAME BINARY BUILD)
      get_property(value GLOBAL PROPERTY SUDOKU_STAGE_${number}_${key})
      string(REPLACE "\\" "\\\\" value "${value}")
      string(REPLACE "\"" "\\\"" value "${value}")
      string(TOLOWER ${key} lower)
      string(JSON entry SET "${entry}" ${lower} "\"${value}\"")
    endforeach()
    get_property(sizes GLOBAL PROPERTY SUDOKU_STAGE_${number}_SIZES)
    list(TRANSFORM sizes REPLACE "(.+)" "\"\\1\"")
    list(JOIN sizes "," sizes)
    string(JSON entry SET "${entry}" sizes "[${sizes}]")
    string(JSON json SET "${json}" ${index} "${entry}")
    math(EXPR index "${index} + 1")
  endforeach()
  file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/generated/sudoku_stages.json CONTENT "${json}\n" @ONLY)
endfunction()

# sudoku_link_stages(TARGET): links every reference stage (solutionNN_lib) into TARGET and
# lets it include the generated sudoku_stages.hpp, which names them.
function(sudoku_link_stages target)
  get_property(built GLOBAL PROPERTY SUDOKU_STAGES)
  foreach(number IN LISTS built)
    target_link_libraries(${target} PRIVATE solution${number}_lib)
  endforeach()
  target_include_directories(${target} PRIVATE ${PROJECT_BINARY_DIR}/generated)
endfunction()
