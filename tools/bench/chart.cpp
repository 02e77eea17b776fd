// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit bench --svg`: the chart (see bench.hpp).
#include <algorithm>
#include <cmath>
#include <sstream>

#include "bench.hpp"
#include "io.hpp"
#include "text.hpp"

namespace kit::bench {

using shared::xml_escape;

// The SVG chart: two panels of grouped bars on a log scale, one group per
// data set, one bar per stage.

/// A short label for a bar: 3 significant digits at most, k and M for thousands and millions.
std::string compact(double value) {
  if (value >= 1e6) return figure(value / 1e6) + "M";
  if (value >= 1e4) return figure(value / 1e3) + "k";
  return figure(value);
}

/// The label of the gridline at 10^decade: 0.01 ... 1 ... 100k, 1M.
std::string decade_label(int decade) {
  const double value = std::pow(10.0, decade);
  if (decade < 0) return fixed(value, -decade);
  if (decade < 4) return fixed(value, 0);
  return decade < 6 ? fixed(value / 1e3, 0) + "k" : fixed(value / 1e6, 0) + "M";
}

const char* const kPalette[] = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
                                "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};

struct Panel {
  std::string title, metric, unit;
  double (*value)(const Row&);
};

void svg_panel(std::ostream& o, const Panel& panel, const std::vector<Row>& rows,
               const std::vector<std::string>& stages, const std::vector<std::string>& sets, double top, double width,
               double height) {
  const double left = 70, right = 20, plot_top = top + 30, plot_height = height - 70;
  const double plot_width = width - left - right;
  double low = 1e300, high = 0;
  for (const Row& r : rows) {
    const double v = panel.value(r);
    if (r.run > 0 && v > 0) {
      low = std::min(low, v);
      high = std::max(high, v);
    }
  }
  if (high <= 0) low = high = 1;
  const int decade_low = static_cast<int>(std::floor(std::log10(low)));
  int decade_high = static_cast<int>(std::ceil(std::log10(high)));
  if (decade_high <= decade_low) decade_high = decade_low + 1;
  auto y_of = [&](double v) {
    const double t = (std::log10(v) - decade_low) / (decade_high - decade_low);
    return plot_top + plot_height * (1 - t);
  };
  const double base = plot_top + plot_height;
  o << "  <g class=\"panel\" data-metric=\"" << panel.metric << "\">\n";
  o << "    <text x=\"" << left << "\" y=\"" << top + 18 << "\" class=\"title\">" << xml_escape(panel.title)
    << "</text>\n";
  for (int d = decade_low; d <= decade_high; ++d) {
    const double y = y_of(std::pow(10.0, d));
    o << "    <line x1=\"" << left << "\" y1=\"" << fixed(y, 1) << "\" x2=\"" << left + plot_width << "\" y2=\""
      << fixed(y, 1) << "\" class=\"grid\"/>\n";
    o << "    <text x=\"" << left - 6 << "\" y=\"" << fixed(y + 4, 1) << "\" class=\"axis\" text-anchor=\"end\">"
      << xml_escape(decade_label(d)) << "</text>\n";
  }
  o << "    <text x=\"14\" y=\"" << fixed(plot_top + plot_height / 2, 1)
    << "\" class=\"axis\" transform=\"rotate(-90 14 " << fixed(plot_top + plot_height / 2, 1)
    << ")\" text-anchor=\"middle\">" << xml_escape(panel.unit) << "</text>\n";
  const double group_width = plot_width / static_cast<double>(sets.size());
  const double bar_width = std::min(40.0, group_width * 0.8 / static_cast<double>(stages.size()));
  for (std::size_t g = 0; g < sets.size(); ++g) {
    const double group_left = left + group_width * static_cast<double>(g) +
                              (group_width - bar_width * static_cast<double>(stages.size())) / 2;
    for (std::size_t s = 0; s < stages.size(); ++s) {
      const auto row = std::find_if(rows.begin(), rows.end(),
                                    [&](const Row& r) { return r.stage == stages[s] && r.data_set == sets[g]; });
      if (row == rows.end()) continue;
      const double v = panel.value(*row);
      const bool drawn = row->run > 0 && v > 0;
      const double y = drawn ? std::min(base, y_of(v)) : base;
      const double x = group_left + bar_width * static_cast<double>(s);
      std::string label = row->run == 0 ? "not run" : compact(v);
      if (row->limit > 0 || row->not_run > 0) label += "*";
      o << "    <rect class=\"bar\" data-metric=\"" << panel.metric << "\" data-stage=\"" << xml_escape(row->stage)
        << "\" data-set=\"" << xml_escape(row->data_set) << "\" x=\"" << fixed(x, 1) << "\" y=\"" << fixed(y, 1)
        << "\" width=\"" << fixed(bar_width - 2, 1) << "\" height=\"" << fixed(base - y, 1) << "\" fill=\""
        << kPalette[s % (sizeof kPalette / sizeof kPalette[0])] << "\"><title>" << xml_escape(row->stage) << " on "
        << xml_escape(row->data_set) << ": " << xml_escape(label) << " " << xml_escape(panel.unit)
        << "</title></rect>\n";
      o << "    <text x=\"" << fixed(x + (bar_width - 2) / 2, 1) << "\" y=\"" << fixed(y - 3, 1)
        << "\" class=\"value\" text-anchor=\"middle\">" << xml_escape(label) << "</text>\n";
    }
    o << "    <text x=\"" << fixed(left + group_width * (static_cast<double>(g) + 0.5), 1) << "\" y=\""
      << fixed(base + 18, 1) << "\" class=\"axis\" text-anchor=\"middle\">" << xml_escape(sets[g]) << "</text>\n";
  }
  o << "    <line x1=\"" << left << "\" y1=\"" << base << "\" x2=\"" << left + plot_width << "\" y2=\"" << base
    << "\" class=\"baseline\"/>\n  </g>\n";
}

void write_svg(const std::string& path, const std::vector<Row>& rows, const Settings& settings) {
  std::vector<std::string> stages, sets;
  for (const Row& r : rows) {
    if (std::find(stages.begin(), stages.end(), r.stage) == stages.end()) stages.push_back(r.stage);
    if (std::find(sets.begin(), sets.end(), r.data_set) == sets.end()) sets.push_back(r.data_set);
  }
  const double width = std::max(640.0, 120.0 + static_cast<double>(sets.size() * stages.size()) * 34.0);
  const double panel_height = 300, legend_top = 2 * panel_height + 10;
  const double height = legend_top + 22.0 * static_cast<double>((stages.size() + 3) / 4) + 50;
  std::ostringstream o;
  o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height << "\" viewBox=\"0 0 "
    << width << ' ' << height << "\" font-family=\"sans-serif\">\n"
    << "  <style>.title{font-size:15px;font-weight:bold}.axis{font-size:12px;fill:#333}.value{font-size:9px;fill:#333}"
       ".grid{stroke:#ddd;stroke-width:1}.baseline{stroke:#333;stroke-width:1}.legend{font-size:12px}"
       ".note{font-size:11px;fill:#555}</style>\n"
    << "  <rect x=\"0\" y=\"0\" width=\"" << width << "\" height=\"" << height << "\" fill=\"white\"/>\n";
  svg_panel(o, {"Time per puzzle (mean, log scale)", "us", "µs per puzzle", [](const Row& r) { return r.mean_us; }},
            rows, stages, sets, 0, width, panel_height);
  svg_panel(o,
            {"Search-tree nodes per puzzle (mean, log scale)", "nodes", "nodes per puzzle",
             [](const Row& r) { return r.mean_nodes; }},
            rows, stages, sets, panel_height, width, panel_height);
  o << "  <g class=\"legend\">\n";
  for (std::size_t s = 0; s < stages.size(); ++s) {
    const double x = 70 + 170.0 * static_cast<double>(s % 4), y = legend_top + 22.0 * static_cast<double>(s / 4);
    o << "    <rect x=\"" << x << "\" y=\"" << y << "\" width=\"14\" height=\"14\" fill=\""
      << kPalette[s % (sizeof kPalette / sizeof kPalette[0])] << "\"/><text x=\"" << x + 20 << "\" y=\"" << y + 12
      << "\" class=\"legend\">" << xml_escape(stages[s]) << "</text>\n";
  }
  const double note_y = legend_top + 22.0 * static_cast<double>((stages.size() + 3) / 4) + 14;
  o << "  </g>\n  <text x=\"10\" y=\"" << note_y << "\" class=\"note\">"
    << xml_escape(
           "* limit hits or puzzles not run: the bar shows the puzzles that ran, with capped costs. "
           "A bar at the axis: zero (no node: solved without a guess).")
    << "</text>\n  <text x=\"10\" y=\"" << note_y + 16 << "\" class=\"note\">"
    << xml_escape(machine_line() + "; " + limits_line(settings)) << "</text>\n</svg>\n";
  sudoku::OutputFile file(path);
  file.write(o.str());
  file.close();
}

}  // namespace kit::bench
