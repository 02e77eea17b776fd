// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file kit.hpp
/// \brief The `kit` instructor tool: one program, one subcommand per job.
///
/// Each subcommand lives in its own file and registers itself on the CLI11
/// application; it writes its exit code (kit-design §3) into `exit_code`.
#pragma once

#include <CLI/CLI.hpp>

namespace kit {

/// `kit bench`: run stages side by side on puzzle files (tools/bench.cpp).
void add_bench_command(CLI::App& app, int& exit_code);
/// `kit check` and `kit hint`: the student's build-test-hint loop (tools/check/).
void add_check_command(CLI::App& app, int& exit_code);
/// `kit class`: grade a whole class of student folders, safely (tools/class.cpp).
void add_class_command(CLI::App& app, int& exit_code);
/// `kit generate`: make puzzles with a unique solution (tools/generate.cpp).
void add_generate_command(CLI::App& app, int& exit_code);
/// `kit trace`: draw the search trees of several stages for one puzzle (tools/trace.cpp).
void add_trace_command(CLI::App& app, int& exit_code);

}  // namespace kit
