// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file messages.hpp
/// \brief The one table of diagnoses: every failure the kit explains in words has
/// an id, an English and a Korean text with named placeholders.
///
/// A lesson's step tests, the shared test code and `kit check` take their failure
/// texts from here, so that one id means one idea in every language:
///
///     SUDOKU_ASSERT(ok) << diagnosis("lesson02.box-scan-asks-box-of-every-cell",
///                                    {{"function", "box_has()"}, {"questions", "81"}});
///
/// prints `[lesson02.box-scan-asks-box-of-every-cell] your box_has() asked ...`.
/// The id in brackets is what `kit check` remembers, so that `kit hint` shows the
/// hint written for that failure first (lessons/NN-*/hints/diagnoses.txt). The test
/// programs speak Korean when the environment variable SUDOKU_KIT_LANG is `ko`
/// (`kit check --lang ko` sets it). tests/lessons/messages_sync.py keeps the table,
/// the code and the hints in step.
#pragma once

#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <utility>

namespace sudoku::testing {

/// One diagnosis: its id and its text in each language, with `{name}` placeholders.
struct Message {
  const char* id;       ///< `lesson02.box-scan-asks-box-of-every-cell`, `kit.time-limit`, ...
  const char* english;  ///< The English text.
  const char* korean;   ///< The Korean text: the same placeholders.
};

/// Every diagnosis of the kit (common/messages/*.cpp, joined in messages.cpp).
std::span<const Message> message_table();

/// The values of a text's placeholders: {{"digit", "7"}, {"function", "box_has()"}}.
using MessageFields = std::initializer_list<std::pair<std::string_view, std::string>>;

/// The text of `id` in Korean or English with its placeholders filled in; a
/// placeholder without a value stays as `{name}`. Throws std::out_of_range for an
/// id the table does not have.
std::string message_text(std::string_view id, bool korean, MessageFields fields = {});

/// True when SUDOKU_KIT_LANG is `ko`.
bool korean_from_environment();

/// `[id] text`, in the language of SUDOKU_KIT_LANG: what a failure prints.
std::string diagnosis(std::string_view id, MessageFields fields = {});

/// The id of the first `[id]` in `text` (a failure's message), or "".
std::string diagnosis_id_in(std::string_view text);

}  // namespace sudoku::testing
