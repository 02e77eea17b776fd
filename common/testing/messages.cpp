// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The table of diagnoses (messages.hpp): the texts live in common/messages/, one file
// an area (a lesson's step tests, or what every stage and `kit check` share); this file
// joins them and fills in the placeholders.
#include "testing/messages.hpp"

#include "messages/tables.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace sudoku::testing {

namespace {

std::vector<Message> joined_table() {
  std::vector<Message> all;
  for (const auto part : {tables::lesson01_messages(), tables::lesson02_messages(), tables::lesson03_messages(),
                          tables::lesson04_messages(), tables::lesson05_messages(), tables::lesson07_messages(),
                          tables::shared_messages()}) {
    all.insert(all.end(), part.begin(), part.end());
  }
  return all;
}

}  // namespace

std::span<const Message> message_table() {
  static const std::vector<Message> table = joined_table();
  return table;
}

std::string message_text(std::string_view id, bool korean, MessageFields fields) {
  for (const Message& message : message_table()) {
    if (id != message.id) continue;
    const std::string_view text = korean ? message.korean : message.english;
    std::string out;
    for (std::size_t at = 0; at < text.size();) {
      const std::size_t close = text[at] == '{' ? text.find('}', at) : std::string_view::npos;
      const std::string_view name =
          close == std::string_view::npos ? std::string_view{} : text.substr(at + 1, close - at - 1);
      const auto* field = std::find_if(fields.begin(), fields.end(), [&](const auto& f) { return f.first == name; });
      if (!name.empty() && field != fields.end()) {
        out += field->second;
        at = close + 1;
      } else {
        out += text[at++];
      }
    }
    return out;
  }
  throw std::out_of_range("no message " + std::string(id) + " in common/messages/");
}

bool korean_from_environment() {
  const char* language = std::getenv("SUDOKU_KIT_LANG");
  return language != nullptr && std::strcmp(language, "ko") == 0;
}

std::string diagnosis(std::string_view id, MessageFields fields) {
  return "[" + std::string(id) + "] " + message_text(id, korean_from_environment(), fields);
}

std::string diagnosis_id_in(std::string_view text) {
  for (std::size_t open = text.find('['); open != std::string_view::npos; open = text.find('[', open + 1)) {
    const std::size_t close = text.find(']', open);
    if (close == std::string_view::npos) return "";
    const std::string_view id = text.substr(open + 1, close - open - 1);
    const bool well_formed = id.find('.') != std::string_view::npos &&
                             id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789.-") == std::string_view::npos;
    if (well_formed) return std::string(id);
  }
  return "";
}

}  // namespace sudoku::testing
