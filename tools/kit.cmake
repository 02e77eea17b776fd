# Extra wiring of the `kit` tool (included by tools/CMakeLists.txt when present).
# `kit generate` proves uniqueness with the final solver's counting (9x9) and
# stage 7's dancing links (4x4, 16x16) when those libraries exist; without
# them, its own bitmask counter does the job.
if(TARGET final_engine_lib)
  target_link_libraries(kit PRIVATE final_engine_lib)
  target_compile_definitions(kit PRIVATE KIT_HAVE_FAST_SOLVER)
endif()
if(TARGET solution07_lib)
  target_link_libraries(kit PRIVATE solution07_lib)
  target_compile_definitions(kit PRIVATE KIT_HAVE_STAGE07)
endif()
# tools/lib reads GoogleTest's JSON reports and writes the JSON of every subcommand
# with nlohmann/json (Debian: nlohmann-json3-dev).
find_package(nlohmann_json 3 REQUIRED)
target_link_libraries(kit PRIVATE nlohmann_json::nlohmann_json)
