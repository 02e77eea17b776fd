// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file tables.hpp
/// \brief The parts of the table of diagnoses (testing/messages.hpp), one file an area:
/// a lesson's step tests, or the messages every stage and `kit check` share.
/// testing/messages.cpp joins them into message_table().
#pragma once

#include "testing/messages.hpp"

#include <span>

namespace sudoku::testing::tables {

/// The diagnoses of lesson 1's step tests (common/messages/lesson01.cpp).
std::span<const Message> lesson01_messages();
/// The diagnoses of lesson 2's step tests (common/messages/lesson02.cpp).
std::span<const Message> lesson02_messages();
/// The diagnoses of lesson 3's step tests (common/messages/lesson03.cpp).
std::span<const Message> lesson03_messages();
/// The diagnoses of lesson 4's step tests (common/messages/lesson04.cpp).
std::span<const Message> lesson04_messages();
/// The diagnoses of lesson 5's step tests (common/messages/lesson05.cpp).
std::span<const Message> lesson05_messages();
/// The diagnoses of lesson 7's step tests (common/messages/lesson07.cpp).
std::span<const Message> lesson07_messages();
/// The diagnoses every stage and `kit check` share (common/messages/shared.cpp).
std::span<const Message> shared_messages();

}  // namespace sudoku::testing::tables
