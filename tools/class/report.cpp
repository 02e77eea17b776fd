// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit class`: the words of the reports and the reports themselves (see class.hpp).
#include <fstream>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <sstream>

#include "class.hpp"
#include "table.hpp"

namespace kit::classroom {

/// `text` as valid UTF-8 for every report format: each byte that does not belong to a well-formed
/// character becomes U+FFFD, and control characters become spaces (the compiler's messages and
/// the student's file names may hold anything).
std::string clean_utf8(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    bool valid = length != 0 && i + length <= text.size() && !(length == 2 && c < 0xC2) && !(length == 4 && c > 0xF4);
    for (std::size_t k = 1; valid && k < length; ++k) valid = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
    if (valid && length == 3) {  // no overlong forms, no surrogates
      const auto d = static_cast<unsigned char>(text[i + 1]);
      valid = !(c == 0xE0 && d < 0xA0) && !(c == 0xED && d >= 0xA0);
    }
    if (valid && length == 4) {
      const auto d = static_cast<unsigned char>(text[i + 1]);
      valid = !(c == 0xF0 && d < 0x90) && !(c == 0xF4 && d >= 0x90);
    }
    if (!valid) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else if (length == 1 && (c < 0x20 || c == 0x7F)) {
      out += ' ';
      ++i;
    } else {
      out.append(text, i, length);
      i += length;
    }
  }
  return out;
}

/// `text` on one line of at most `width` characters, cut at a character's boundary.
std::string one_line(std::string text, std::size_t width) {
  for (char& c : text) {
    if (c == '\n' || c == '\t' || c == '\r') c = ' ';
  }
  text = clean_utf8(text);
  while (text.find("  ") != std::string::npos) text.replace(text.find("  "), 2, " ");
  while (!text.empty() && text.front() == ' ') text.erase(0, 1);
  while (!text.empty() && text.back() == ' ') text.pop_back();
  std::size_t characters = 0, cut = text.size();
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
    if (characters++ == width - 3) cut = i;
  }
  if (characters > width) text = text.substr(0, cut) + "...";
  return text;
}

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.flush();
  if (!out) throw UsageError{kExitKitBroken, "cannot write " + path.string()};
}

namespace {

std::string steps_cell(const LessonResult& r) {
  if (r.outcome == "not handed in" || r.outcome == "compile error" || r.outcome == "not built" ||
      r.outcome == "refused")
    return "-";
  return std::to_string(r.passed) + "/" + std::to_string(r.total);
}

std::string speed_cell(const LessonResult& r) {
  if (!r.speed) return "-";
  std::ostringstream text;
  text << std::fixed << std::setprecision(*r.speed >= 10 ? 1 : 2) << *r.speed << "x";
  return text.str();
}

std::string result_cell(const StudentResult& s, const LessonResult& r) {
  if (!s.problem.empty() && r.outcome.empty()) return s.problem;
  if (r.outcome == "pass") return r.detail.empty() ? "pass" : "pass; " + r.detail;
  if (r.outcome == "stopped") return r.detail.substr(r.detail.find("stopped:"));
  if (r.outcome.empty()) return "not graded";
  return r.outcome + (r.detail.empty() ? "" : ": " + r.detail);
}

Table make_table(const std::vector<StudentResult>& students) {
  Table table;
  table.header = {"student", "lesson", "steps", "counters", "speed", "result"};
  for (const StudentResult& s : students) {
    for (const LessonResult& r : s.lessons) {
      std::vector<std::string> row{
          s.name, r.number, steps_cell(r), r.counters.empty() ? "-" : r.counters, speed_cell(r), result_cell(s, r)};
      for (std::string& cell : row) cell = clean_utf8(cell);
      table.rows.push_back(std::move(row));
    }
  }
  return table;
}

nlohmann::json to_json(const std::vector<StudentResult>& students, const ClassSettings& settings, bool isolated) {
  nlohmann::json out;
  out["tier"] = settings.tier;
  out["isolated"] = isolated;
  out["students"] = nlohmann::json::array();
  for (const StudentResult& s : students) {
    nlohmann::json student{
        {"name", clean_utf8(s.name)}, {"problem", clean_utf8(s.problem)}, {"lessons", nlohmann::json::array()}};
    for (const LessonResult& r : s.lessons) {
      student["lessons"].push_back({{"lesson", r.number},
                                    {"outcome", r.outcome.empty() ? "not graded" : r.outcome},
                                    {"steps_passed", r.passed},
                                    {"steps", r.total},
                                    {"detail", clean_utf8(r.detail)},
                                    {"result", clean_utf8(result_cell(s, r))},
                                    {"counters", r.counters.empty() ? "-" : r.counters},
                                    {"yours", clean_utf8(r.yours)},
                                    {"reference", clean_utf8(r.reference)},
                                    {"speed", r.speed ? nlohmann::json(*r.speed) : nlohmann::json(nullptr)}});
    }
    out["students"].push_back(student);
  }
  return out;
}

}  // namespace

void print_report(std::ostream& out, const std::vector<StudentResult>& students, const ClassSettings& settings,
                  bool isolated) {
  const Table table = make_table(students);
  if (settings.csv) {
    write_csv(out, table);
  } else if (settings.markdown) {
    write_markdown(out, table, {Align::left, Align::left, Align::left, Align::left, Align::right, Align::left});
  } else if (settings.json) {
    write_json(out, to_json(students, settings, isolated));
  } else {
    write_text(out, table);
  }
}

void write_html(const fs::path& path, const std::vector<StudentResult>& students, const ClassSettings& settings,
                bool isolated) {
  const Table table = make_table(students);
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>kit class report</title>\n"
    << "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;"
       "padding:3px 8px;text-align:left}th{background:#eee}tr.pass td{background:#eef8ee}tr.stopped td,"
       "tr.crashed td{background:#fbeaea}.charts{display:flex;flex-wrap:wrap;gap:1em}figure{margin:0}"
       "figcaption{font-weight:bold}</style></head><body>\n"
    << "<h1>Class report</h1>\n<p>Speed: the reference's time divided by the student's on the tier <b>"
    << xml_escape(settings.tier) << "</b> (first " << settings.first
    << " puzzles); above 1 is faster. Counters: nodes and checks on one puzzle that backtracks, equal to the "
       "reference's or not. Student programs ran "
    << (isolated ? "in a sandbox: their own user, no network, only the kit's public parts and their own files in "
                   "view, the memory of all of a student's processes limited together"
                 : "under resource limits only (no sandbox on this machine)")
    << ".</p>\n<table id=\"results\"><tr>";
  for (const std::string& h : table.header) o << "<th>" << xml_escape(h) << "</th>";
  o << "</tr>\n";
  std::size_t index = 0;
  for (const StudentResult& s : students) {
    for (const LessonResult& r : s.lessons) {
      const auto& row = table.rows[index++];
      o << "<tr class=\"" << xml_escape(r.outcome == "pass" ? "pass" : r.outcome) << "\">";
      for (const std::string& cell : row) o << "<td>" << xml_escape(cell) << "</td>";
      o << "</tr>\n";
    }
  }
  o << "</table>\n<h2>Time and nodes against the reference</h2>\n<div class=\"charts\">\n";
  for (const StudentResult& s : students) {
    for (const LessonResult& r : s.lessons) {
      if (r.svg.empty()) continue;
      std::string svg = r.svg;
      if (svg.rfind("<?xml", 0) == 0) svg = svg.substr(svg.find("?>") + 2);
      o << "<figure class=\"chart\"><figcaption>" << xml_escape(clean_utf8(s.name)) << ", lesson " << r.number << " ("
        << speed_cell(r) << ")</figcaption>" << svg << "</figure>\n";
    }
  }
  o << "</div>\n</body></html>\n";
  write_file(path, o.str());
}

}  // namespace kit::classroom
