// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file kit_common.hpp
/// \brief All of tools/lib at once, for a subcommand that uses most of it. Each
/// room may instead include only the headers it needs.
#pragma once

#include "layout.hpp"
#include "memory_group.hpp"
#include "process.hpp"
#include "process_tree.hpp"
#include "step_report.hpp"
#include "table.hpp"
#include "text.hpp"
