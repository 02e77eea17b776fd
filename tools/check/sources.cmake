# `kit check` and `kit hint` (included by tools/CMakeLists.txt): one file per job.
target_sources(kit PRIVATE ${CMAKE_CURRENT_LIST_DIR}/check.cpp)
target_include_directories(kit PRIVATE ${CMAKE_CURRENT_LIST_DIR})
target_compile_definitions(kit PRIVATE KIT_HAVE_CHECK)
