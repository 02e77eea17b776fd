# The search explorer (explorer/): the stages compiled to WebAssembly with
# emscripten's em++, and the page that replays their searches. Included by
# docs/CMakeLists.txt; the `docs` target copies the result into the site.
#
#   target `explorer`  writes <build>/explorer/site/: explorer.html (with the
#                      kit's puzzles), the page script (explorer-engine.js,
#                      explorer-run.js, explorer-tree.js, explorer.js), explorer.css and
#                      sudoku-wasm.js (the WebAssembly embedded, so the page
#                      opens from file://). Without em++ it writes a one-page
#                      notice instead, so the site's links still work.
#   tests (label explorer), when em++, node and chromium are found:
#     explorer_wasm_matches_native  node: every stage in WebAssembly gives the
#                                   native binaries' answers and counters
#     explorer_browser              headless chromium via puppeteer-core
#                                   (installed from npm into the build folder)

set(SUDOKU_EXPLORER_SITE ${CMAKE_BINARY_DIR}/explorer/site)
set(explorer_dir ${PROJECT_SOURCE_DIR}/explorer)
find_program(SUDOKU_EMXX em++)

if(SUDOKU_EMXX)
  # The same sources as the native stages: every declared stage's reference
  # (lessons/NN-*/stage.cmake), the final solver, common/.
  set(explorer_sources
    ${explorer_dir}/explorer_wasm.cpp
    ${PROJECT_SOURCE_DIR}/common/grid.cpp ${PROJECT_SOURCE_DIR}/common/io.cpp
    ${PROJECT_SOURCE_DIR}/common/rules.cpp ${PROJECT_SOURCE_DIR}/common/search.cpp
    ${PROJECT_SOURCE_DIR}/solutions/06-final/final_solver.cpp ${PROJECT_SOURCE_DIR}/solutions/06-final/final_engine.cpp)
  set(explorer_includes -I${PROJECT_SOURCE_DIR}/common -I${PROJECT_SOURCE_DIR}/solutions/06-final
    -I${PROJECT_BINARY_DIR}/generated)
  get_property(declared_stages GLOBAL PROPERTY SUDOKU_DECLARED_STAGES)
  foreach(number IN LISTS declared_stages)
    get_property(stage_build GLOBAL PROPERTY SUDOKU_STAGE_${number}_BUILD)
    get_property(stage_folder GLOBAL PROPERTY SUDOKU_STAGE_${number}_FOLDER)
    if(stage_build STREQUAL "")
      list(APPEND explorer_sources ${PROJECT_SOURCE_DIR}/solutions/${stage_folder}/stage${number}.cpp)
      list(APPEND explorer_includes -I${PROJECT_SOURCE_DIR}/lessons/${stage_folder})
    endif()
  endforeach()
  file(GLOB explorer_headers ${PROJECT_SOURCE_DIR}/common/*.hpp ${PROJECT_SOURCE_DIR}/lessons/*/stage*.hpp
       ${PROJECT_SOURCE_DIR}/solutions/06-final/*.hpp)
  list(APPEND explorer_headers ${PROJECT_BINARY_DIR}/generated/sudoku_stages.hpp)
  # Debian's emscripten finds its `acorn` module only with Debian's own node,
  # unless NODE_PATH names where Debian put it.
  set(explorer_env "")
  if(EXISTS /usr/share/nodejs/acorn)
    set(explorer_env NODE_PATH=/usr/share/nodejs)
  endif()
  add_custom_command(
    OUTPUT ${SUDOKU_EXPLORER_SITE}/sudoku-wasm.js
    COMMAND ${CMAKE_COMMAND} -E make_directory ${SUDOKU_EXPLORER_SITE}
    COMMAND ${CMAKE_COMMAND} -E env ${explorer_env}
            ${SUDOKU_EMXX} -std=c++20 -O2 -fexceptions -Wall -Wextra -Wpedantic --bind ${explorer_includes}
            ${explorer_sources} -sMODULARIZE=1 -sEXPORT_NAME=SudokuKit -sSINGLE_FILE=1 -sALLOW_MEMORY_GROWTH=1
            -o ${SUDOKU_EXPLORER_SITE}/sudoku-wasm.js
    DEPENDS ${explorer_sources} ${explorer_headers}
    COMMENT "explorer: compiling the stages to WebAssembly (em++)"
    VERBATIM)
  # The page script, by job: the WebAssembly bridge, the recorded run, the tree drawing, the page.
  set(explorer_scripts explorer-engine.js explorer-run.js explorer-tree.js explorer.js)
  list(TRANSFORM explorer_scripts PREPEND ${explorer_dir}/ OUTPUT_VARIABLE explorer_script_sources)
  list(TRANSFORM explorer_scripts PREPEND ${SUDOKU_EXPLORER_SITE}/ OUTPUT_VARIABLE explorer_script_copies)
  add_custom_command(
    OUTPUT ${SUDOKU_EXPLORER_SITE}/explorer.html ${explorer_script_copies} ${SUDOKU_EXPLORER_SITE}/explorer.css
    COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DPAGE_IN=${explorer_dir}/explorer.html
            -DPAGE_OUT=${SUDOKU_EXPLORER_SITE}/explorer.html -DSTAGES_JSON=${PROJECT_BINARY_DIR}/generated/sudoku_stages.json
            -P ${explorer_dir}/make_page.cmake
    COMMAND ${CMAKE_COMMAND} -E copy ${explorer_script_sources} ${explorer_dir}/explorer.css ${SUDOKU_EXPLORER_SITE}
    DEPENDS ${explorer_dir}/explorer.html ${explorer_script_sources} ${explorer_dir}/explorer.css
            ${explorer_dir}/make_page.cmake ${PROJECT_BINARY_DIR}/generated/sudoku_stages.json ${PROJECT_SOURCE_DIR}/tests/data/famous.txt
            ${PROJECT_SOURCE_DIR}/tests/data/famous.md ${PROJECT_SOURCE_DIR}/tests/data/boj2580-sample.in
            ${PROJECT_SOURCE_DIR}/docs/puzzles/puzzle-9x9.txt ${PROJECT_SOURCE_DIR}/docs/puzzles/puzzle-4x4.txt
            ${PROJECT_SOURCE_DIR}/tests/data/demo-hard.txt ${PROJECT_SOURCE_DIR}/tests/data/suite-16x16.txt
    COMMENT "explorer: writing the page"
    VERBATIM)
  add_custom_target(explorer ALL DEPENDS ${SUDOKU_EXPLORER_SITE}/sudoku-wasm.js ${SUDOKU_EXPLORER_SITE}/explorer.html)
else()
  message(STATUS "explorer: em++ not found, the search explorer is not built; to get it: sudo apt-get install emscripten (or tools/kit.sh docs)")
  add_custom_target(explorer
    COMMAND ${CMAKE_COMMAND} -E make_directory ${SUDOKU_EXPLORER_SITE}
    COMMAND ${CMAKE_COMMAND} -E copy ${explorer_dir}/not-built.html ${SUDOKU_EXPLORER_SITE}/explorer.html
    VERBATIM)
endif()

# Not in the sanitizer build: the WebAssembly is not sanitized, and the native
# side is checked there by the kit's own tests already.
if(BUILD_TESTING AND SUDOKU_EMXX AND NOT SUDOKU_SANITIZE)
  find_program(SUDOKU_NODE NAMES node nodejs)
  find_program(SUDOKU_NPM npm)
  find_program(SUDOKU_EXPLORER_CHROMIUM NAMES chromium chromium-browser)
  if(NOT SUDOKU_NODE)
    message(STATUS "explorer: node not found; the explorer tests are left out (sudo apt-get install nodejs npm)")
    return()
  endif()
  set(wasm ${SUDOKU_EXPLORER_SITE}/sudoku-wasm.js)
  add_test(NAME explorer_wasm_matches_native
           COMMAND ${SUDOKU_NODE} ${explorer_dir}/tests/wasm_matches_native.js ${wasm}
                   ${CMAKE_RUNTIME_OUTPUT_DIRECTORY} ${PROJECT_SOURCE_DIR}/tests/data
                   ${PROJECT_BINARY_DIR}/generated/sudoku_stages.json)
  set_tests_properties(explorer_wasm_matches_native PROPERTIES LABELS explorer TIMEOUT 300)
  if(SUDOKU_NPM AND SUDOKU_EXPLORER_CHROMIUM)
    # puppeteer-core, at the version pinned by explorer/tests/package-lock.json,
    # into the build folder (never into the repository); it drives Debian's chromium.
    set(npm_dir ${CMAKE_BINARY_DIR}/explorer/npm)
    add_test(NAME explorer_npm_install
             COMMAND ${CMAKE_COMMAND} -DNPM=${SUDOKU_NPM} -DFROM=${explorer_dir}/tests -DTO=${npm_dir}
                     -P ${explorer_dir}/tests/npm_install.cmake)
    set_tests_properties(explorer_npm_install PROPERTIES LABELS explorer TIMEOUT 300 FIXTURES_SETUP explorer_npm)
    # The docs' reader test (tests/docs/CMakeLists.txt) drives chromium with the same copy.
    set_property(GLOBAL PROPERTY SUDOKU_PUPPETEER_NODE_PATH ${npm_dir}/node_modules)
    set_property(GLOBAL PROPERTY SUDOKU_NODE ${SUDOKU_NODE})
    add_test(NAME explorer_browser
             COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=${npm_dir}/node_modules
                     ${SUDOKU_NODE} ${explorer_dir}/tests/browser_test.js ${SUDOKU_EXPLORER_CHROMIUM}
                     ${SUDOKU_EXPLORER_SITE}/explorer.html ${CMAKE_RUNTIME_OUTPUT_DIRECTORY}
                     ${CMAKE_BINARY_DIR}/explorer/screenshots)
    set_tests_properties(explorer_browser PROPERTIES LABELS explorer TIMEOUT 300 FIXTURES_REQUIRED explorer_npm)
  else()
    message(STATUS "explorer: npm or chromium not found; the explorer's browser test is left out")
  endif()
endif()
