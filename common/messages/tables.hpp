// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file tables.hpp
/// \brief The parts of the table of diagnoses (testing/messages.hpp), one file an area:
/// a lesson's step tests, or the messages every stage and `kit check` share.
/// testing/messages.cpp joins them into message_table().
#pragma once

#include "testing/messages.hpp"

#include <span>

namespace sudoku::testing::tables {

std::span<const Message> lesson01_messages();
std::span<const Message> lesson02_messages();
std::span<const Message> lesson03_messages();
std::span<const Message> lesson04_messages();
std::span<const Message> lesson05_messages();
std::span<const Message> lesson07_messages();
std::span<const Message> shared_messages();

}  // namespace sudoku::testing::tables
