# `kit check` and `kit hint` (included by tools/CMakeLists.txt): one file per job.
#   check.cpp     the options, kit check's start and exit codes
#   layout.cpp    language, Ctrl-C, files, the kit's folder, lessons and steps
#   state.cpp     what kit check remembers in <build>/kit-check/
#   steps.cpp     configure, build, run a step's tests, a stage's counters
#   report.cpp    one check: the steps in order and the report
#   watch.cpp     --watch
#   hint.cpp      kit hint
foreach(file check layout state steps report watch hint)
  target_sources(kit PRIVATE ${CMAKE_CURRENT_LIST_DIR}/${file}.cpp)
endforeach()
target_include_directories(kit PRIVATE ${CMAKE_CURRENT_LIST_DIR})
target_compile_definitions(kit PRIVATE KIT_HAVE_CHECK)
target_link_libraries(kit PRIVATE sudoku_messages)
