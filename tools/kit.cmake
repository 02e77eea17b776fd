# Extra wiring of the `kit` tool (included by tools/CMakeLists.txt when present).
# `kit generate` proves uniqueness with the final solver's counting when that
# library exists; without it, its own bitmask counter does the job.
if(TARGET sudoku_fast)
  target_link_libraries(kit PRIVATE sudoku_fast)
  target_compile_definitions(kit PRIVATE KIT_HAVE_FAST_SOLVER)
endif()
