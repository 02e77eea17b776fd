# The lesson pages show the search-tree diagrams committed in docs/diagrams/
# (so that a code host shows them too). They must be the ones the docs build
# renders from today's code: this compares each committed diagram with the
# freshly rendered one.
#   cmake -DCOMMITTED=<source>/docs/diagrams -DRENDERED=<build>/docs/diagrams -P diagrams_current.cmake
# To refresh them: cmake --build <build> --target diagrams_update
cmake_minimum_required(VERSION 3.25)
file(GLOB committed RELATIVE ${COMMITTED} ${COMMITTED}/*.svg)
if(NOT committed)
  message(FATAL_ERROR "FAIL: no diagrams in ${COMMITTED}")
endif()
set(stale "")
foreach(name IN LISTS committed)
  if(NOT EXISTS ${RENDERED}/${name})
    list(APPEND stale "${name} (no longer rendered)")
    continue()
  endif()
  file(SHA256 ${COMMITTED}/${name} old)
  file(SHA256 ${RENDERED}/${name} new)
  if(NOT old STREQUAL new)
    list(APPEND stale ${name})
  endif()
endforeach()
if(stale)
  list(JOIN stale ", " stale_text)
  message(FATAL_ERROR "FAIL: committed diagrams differ from what the code draws today: ${stale_text}; "
                      "run: cmake --build <build> --target diagrams_update")
endif()
list(LENGTH committed count)
message(STATUS "${count} committed diagrams equal the rendered ones")
