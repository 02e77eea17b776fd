// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file process_tree.hpp
/// \brief Finding and stopping every process a kit command started, however deep.
///
/// `kit check` runs `cmake --build`, which runs ninja, which puts each compiler in a
/// process group of its own (so that Ctrl-C reaches ninja, not the compilers). Killing
/// the build's process group therefore leaves the compilers running. With
/// adopt_orphans() the kit inherits every process whose parent dies, so after a build
/// or a test program is stopped, stop_descendants() finds what is left and ends it.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <vector>

namespace kit {

/// Makes this process the parent of any of its descendants whose own parent dies
/// (Linux's child subreaper), so that none of them can slip out of descendants().
void adopt_orphans();

/// Every live descendant of this process (children first), from /proc.
std::vector<pid_t> descendants();

/// Ends every descendant of this process: SIGTERM first (a compiler then removes its
/// half-written output), SIGKILL for those still alive after `grace`; reaps them all.
void stop_descendants(std::chrono::milliseconds grace);

}  // namespace kit
