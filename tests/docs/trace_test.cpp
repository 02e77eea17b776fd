// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Unit tests of common/trace: the tree recorder (against the counters of a real
// stage), its memory cap, the DOT writer's structure (without Graphviz), and
// rendering the DOT with Graphviz's `dot` when it is installed.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "io.hpp"
#include "search.hpp"
#include "stage03.hpp"
#include "trace.hpp"

namespace sudoku {
namespace {

// The puzzles of the docs' diagrams (see docs/puzzles/README.md).
const char* const k4x4 = "....2.3..3.1....";  // 4x4.txt line 6: 22 nodes in stages 1-3
const char* const k9x9 =
    ".2.81.74.7....31...9...28.5..9.4..874..2.8..316..3.2..3.27...6...56....8.76.51.9.";  // 76 nodes
// no-solution.txt line 12 of the kit's shared puzzle set: stage 3 proves it has no solution in 694 nodes.
const char* const kNoSolution = "..35.29......4....1.6...3.59..251..8.7.4.8.3.8..763..13.8...1.4....2.5....51.48..";

Grid parse(const char* line) { return parse_line_puzzle(line); }

struct Recorded {
  SearchTree tree;
  SearchResult result;
  std::size_t stored = 0;
};

Recorded record(const char* line, std::size_t cap = TreeRecorder::kDefaultMaxRecorded, std::uint64_t max_nodes = 0) {
  const Grid puzzle = parse(line);
  TreeRecorder recorder(puzzle, cap);
  SearchOptions options;
  options.observer = &recorder;
  if (max_nodes != 0) options.max_nodes = max_nodes;
  SearchResult result = solve_checked(stage03::solve, puzzle, options);
  return {recorder.tree(), result, recorder.recorded()};
}

std::size_t solution_node(const SearchTree& tree) {
  for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
    if (tree.nodes[i].solution) return i;
  }
  return tree.nodes.size();
}

std::uint64_t checks_in_tree(const SearchTree& tree) {
  std::uint64_t sum = 0;
  for (const TraceNode& node : tree.nodes) {
    sum += node.checks;
    for (const TraceStep& step : node.steps) sum += step.kind == TraceStep::Kind::child ? 0 : step.checks;
  }
  return sum;
}

std::uint64_t nodes_in_tree(const SearchTree& tree) {
  std::uint64_t sum = tree.nodes.size() - 1;
  for (const TraceNode& node : tree.nodes) {
    for (const TraceStep& step : node.steps) sum += step.kind == TraceStep::Kind::unrecorded ? step.count : 0;
  }
  return sum;
}

// --- the recorder ----------------------------------------------------------

TEST(TreeRecorder, TotalsMatchTheStageCounters) {
  const Recorded run = record(k4x4);
  ASSERT_EQ(run.result.outcome, Outcome::solved);
  EXPECT_EQ(run.tree.node_count, run.result.stats.nodes);
  EXPECT_EQ(run.tree.node_count, 22u);
  EXPECT_EQ(run.tree.nodes.size(), 23u);  // every node stored, plus the root
  EXPECT_EQ(run.tree.backtracks, run.result.stats.backtracks);
  EXPECT_EQ(static_cast<std::uint64_t>(run.tree.max_depth), run.result.stats.max_depth);
  EXPECT_TRUE(run.tree.counters_seen);
  EXPECT_EQ(run.tree.checks, run.result.stats.checks);
  EXPECT_EQ(checks_in_tree(run.tree), run.result.stats.checks);  // every check charged exactly once
  EXPECT_EQ(run.tree.solutions, 1u);
}

TEST(TreeRecorder, SolutionPathReplaysToTheAnswer) {
  const Recorded run = record(k9x9);
  ASSERT_EQ(run.result.outcome, Outcome::solved);
  const std::size_t solved = solution_node(run.tree);
  ASSERT_LT(solved, run.tree.nodes.size());
  EXPECT_EQ(run.tree.nodes[solved].depth, 45);  // one level per blank
  EXPECT_EQ(run.tree.grid_at(solved), run.result.grid);
  std::size_t on_path = 0;
  for (const TraceNode& node : run.tree.nodes) on_path += node.on_solution_path ? 1 : 0;
  EXPECT_EQ(on_path, 46u);  // the root and 45 placements
}

TEST(TreeRecorder, ChildrenAndRejectsKeepTheOrderTried) {
  const Recorded run = record(k4x4);
  for (const TraceNode& node : run.tree.nodes) {
    int last_digit = 0;
    for (const TraceStep& step : node.steps) {
      ASSERT_NE(step.kind, TraceStep::Kind::unrecorded);
      EXPECT_GT(step.digit, last_digit) << "stage 3 tries digits in ascending order";
      last_digit = step.digit;
      if (step.kind == TraceStep::Kind::child) {
        const TraceNode& child = run.tree.nodes[step.node];
        EXPECT_EQ(child.parent, &node - run.tree.nodes.data());
        EXPECT_EQ(child.depth, node.depth + 1);
        EXPECT_EQ(child.digit, step.digit);
      }
    }
  }
  // The first node places 1 in r1c1; its next cell r1c2 rejects 1, 2 and 3 before 4.
  const TraceNode& first = run.tree.nodes[run.tree.nodes[0].steps[0].node];
  EXPECT_EQ(cell_name(run.tree.puzzle, first.cell), "r1c1");
  ASSERT_GE(first.steps.size(), 4u);
  EXPECT_EQ(first.steps[0].kind, TraceStep::Kind::rejected);
  EXPECT_EQ(first.steps[3].kind, TraceStep::Kind::child);
  EXPECT_EQ(first.steps[3].digit, 4);
}

TEST(TreeRecorder, DeadEndsAreMarkedWithTheirCell) {
  const Recorded run = record(k4x4);
  std::size_t leaf_dead_ends = 0;
  for (const TraceNode& node : run.tree.nodes) {
    if (!node.dead_end) continue;
    EXPECT_GE(node.dead_end_cell, 0);
    EXPECT_FALSE(node.on_solution_path);
    bool has_child = false;
    for (const TraceStep& step : node.steps) has_child = has_child || step.kind == TraceStep::Kind::child;
    leaf_dead_ends += has_child ? 0 : 1;
  }
  EXPECT_EQ(run.tree.dead_ends, 10u);
  EXPECT_EQ(leaf_dead_ends, 3u);  // the three red octagons of the lesson diagram
}

TEST(TreeRecorder, CapBoundsMemoryButKeepsTotalsAndTheSolutionPath) {
  const Recorded full = record(k9x9);
  const Recorded capped = record(k9x9, 10);
  EXPECT_EQ(capped.tree.node_count, full.tree.node_count);
  EXPECT_EQ(capped.tree.rejected, full.tree.rejected);
  EXPECT_EQ(capped.tree.checks, full.tree.checks);
  EXPECT_EQ(checks_in_tree(capped.tree), full.result.stats.checks);
  EXPECT_EQ(nodes_in_tree(capped.tree), 76u);  // stored + folded into "unrecorded" steps
  EXPECT_LT(capped.tree.nodes.size(), full.tree.nodes.size());
  EXPECT_LE(capped.tree.nodes.size(), 1u + 10u + 45u);  // the cap plus the path it keeps
  const std::size_t solved = solution_node(capped.tree);
  ASSERT_LT(solved, capped.tree.nodes.size());
  EXPECT_EQ(capped.tree.grid_at(solved), full.result.grid);
}

TEST(TreeRecorder, CapHoldsOnASearchWithoutSolution) {
  const Recorded run = record(kNoSolution, 50);
  EXPECT_EQ(run.result.outcome, Outcome::no_solution);
  EXPECT_EQ(run.tree.node_count, 694u);
  EXPECT_EQ(run.tree.node_count, run.result.stats.nodes);
  EXPECT_LE(run.tree.nodes.size(), 1u + 50u + 81u);
  EXPECT_EQ(nodes_in_tree(run.tree), run.result.stats.nodes);
  EXPECT_EQ(run.tree.solutions, 0u);
}

TEST(TreeRecorder, LimitReachedLeavesAConsistentTree) {
  const Recorded run = record(k9x9, TreeRecorder::kDefaultMaxRecorded, 30);
  EXPECT_EQ(run.result.outcome, Outcome::limit_reached);
  EXPECT_EQ(run.tree.node_count, 30u);
  EXPECT_EQ(nodes_in_tree(run.tree), 30u);
  // The checks of the digit the limit refused are charged too (on_search_end).
  EXPECT_EQ(run.tree.checks, run.result.stats.checks);
  EXPECT_EQ(checks_in_tree(run.tree), run.result.stats.checks);
}

TEST(TreeRecorder, TakesTheFinalSolverPolicyEvents) {
  // The final solver's engine calls these names; both the recorder itself and
  // ForwardingObserver must turn them into the same tree.
  const Grid puzzle = parse(k4x4);
  TreeRecorder direct(puzzle);
  TreeRecorder forwarded_to(puzzle);
  ForwardingObserver forward{forwarded_to};
  auto drive = [](auto& observer) {
    observer.on_guess(0, 1, 1);
    observer.on_dead_end(1);
    observer.on_backtrack(0, 1, 1);
    observer.on_guess(0, 3, 1);
    observer.on_propagate(5, 2, 1);
    observer.on_solution(1);
  };
  drive(direct);
  drive(forward);
  for (const TreeRecorder* recorder : {&direct, &forwarded_to}) {
    const SearchTree& tree = recorder->tree();
    ASSERT_EQ(tree.nodes.size(), 3u);
    EXPECT_EQ(tree.node_count, 2u);
    EXPECT_TRUE(tree.nodes[1].dead_end);
    EXPECT_EQ(tree.nodes[1].dead_end_cell, -1);
    EXPECT_TRUE(tree.nodes[2].solution);
    EXPECT_EQ(tree.nodes[2].propagated.size(), 1u);
    EXPECT_FALSE(tree.counters_seen);
  }
}

// --- the DOT writer (structure, no Graphviz needed) ------------------------

/// What a DOT text declares: node ids with their attribute text, and edges.
struct DotShape {
  std::map<std::string, std::string> nodes;
  std::vector<std::pair<std::string, std::string>> edges;
  std::string graph_attributes;
};

DotShape shape_of(const std::string& dot) {
  DotShape shape;
  std::istringstream in(dot);
  std::string line;
  const std::regex node_line(R"(^\s*([A-Za-z_][A-Za-z0-9_]*) \[(.*)\];$)");
  const std::regex edge_line(R"(^\s*([A-Za-z_][A-Za-z0-9_]*) -> ([A-Za-z_][A-Za-z0-9_]*)( \[.*\])?;$)");
  std::smatch match;
  while (std::getline(in, line)) {
    if (std::regex_match(line, match, edge_line)) {
      shape.edges.emplace_back(match[1], match[2]);
    } else if (std::regex_match(line, match, node_line)) {
      if (match[1] == "graph") shape.graph_attributes = match[2];
      if (match[1] != "graph" && match[1] != "node" && match[1] != "edge") shape.nodes[match[1]] = match[2];
    }
  }
  return shape;
}

/// Sum of N over the "+N more nodes" boxes and of k over "(k nodes" chain boxes.
std::uint64_t sum_of(const DotShape& shape, const std::regex& pattern) {
  std::uint64_t sum = 0;
  for (const auto& [id, attributes] : shape.nodes) {
    std::smatch match;
    if (std::regex_search(attributes, match, pattern)) sum += std::stoull(match[1]);
  }
  return sum;
}

void expect_well_formed(const std::string& dot) {
  EXPECT_EQ(dot.rfind("digraph search_tree {", 0), 0u);
  EXPECT_EQ(dot.substr(dot.size() - 2), "}\n");
  long depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < dot.size(); ++i) {
    if (dot[i] == '\\' && in_string) {
      ++i;
      continue;
    }
    if (dot[i] == '"') in_string = !in_string;
    if (!in_string && dot[i] == '{') ++depth;
    if (!in_string && dot[i] == '}') --depth;
    ASSERT_GE(depth, 0);
  }
  EXPECT_FALSE(in_string);
  EXPECT_EQ(depth, 0);
  const DotShape shape = shape_of(dot);
  for (const auto& [from, to] : shape.edges) {
    EXPECT_TRUE(shape.nodes.count(from)) << "edge from an undeclared node " << from;
    EXPECT_TRUE(shape.nodes.count(to)) << "edge to an undeclared node " << to;
  }
}

DotOptions separate_nodes(std::size_t budget) {
  DotOptions options;
  options.node_budget = budget;
  options.chains = ChainStyle::separate;
  return options;
}

TEST(DotWriter, DrawsEveryNodeOfASmallTreeWithCellDigitLabels) {
  const Recorded run = record(k4x4);
  const std::string dot = to_dot(run.tree, separate_nodes(150));
  expect_well_formed(dot);
  const DotShape shape = shape_of(dot);
  std::size_t tree_nodes = 0;
  for (const auto& [id, attributes] : shape.nodes) tree_nodes += std::regex_match(id, std::regex("n[0-9]+")) ? 1 : 0;
  EXPECT_EQ(tree_nodes, 23u);  // the root and the 22 nodes
  EXPECT_NE(shape.nodes.at("n1").find("label=\"r1c1=1"), std::string::npos);
  EXPECT_NE(shape.graph_attributes.find("ordering=out"), std::string::npos);
  EXPECT_NE(dot.find("22 nodes, 10 backtracks, 49 rejected candidates, 130 checks"), std::string::npos);
  EXPECT_EQ(dot.find("more node"), std::string::npos);  // nothing cut
  // Rejected candidates drawn one by one (they fit in the budget), dashed with a tee.
  EXPECT_NE(dot.find("r1_0 [style=\"rounded,dashed\""), std::string::npos);
  EXPECT_NE(dot.find("arrowhead=tee"), std::string::npos);
}

TEST(DotWriter, EveryNodeHasATooltipInWords) {
  const Recorded run = record(k4x4);
  const DotShape shape = shape_of(to_dot(run.tree, separate_nodes(150)));
  for (const auto& [id, attributes] : shape.nodes) {
    if (!std::regex_match(id, std::regex("n[0-9]+"))) continue;
    EXPECT_NE(attributes.find("tooltip=\""), std::string::npos) << id << " has no tooltip";
  }
  // Placement, depth, the digits rejected next, the checks and how it ended.
  EXPECT_NE(shape.nodes.at("n1").find("tooltip=\"r1c1=1: digit 1 placed in r1c1, depth 1. Rejected next (failed the "
                                      "check): r1c2: 1 2 3. 3 checks charged here.\""),
            std::string::npos)
      << shape.nodes.at("n1");
  EXPECT_NE(shape.nodes.at("n0").find("The puzzle, the root of the search (depth 0)."), std::string::npos);
}

TEST(DotWriter, SolutionPathDeadEndsAndRejectsLookDifferentAndHaveALegend) {
  const Recorded run = record(k4x4);
  const DotShape shape = shape_of(to_dot(run.tree, separate_nodes(150)));
  std::set<std::string> styles;
  for (const auto& [id, attributes] : shape.nodes) {
    if (id[0] != 'n') continue;
    styles.insert(attributes.substr(0, attributes.find(", label=")));
  }
  EXPECT_EQ(styles.size(), 5u);  // root, path, solution, explored, dead end
  ASSERT_TRUE(shape.nodes.count("legend0"));
  std::size_t legend_entries = 0;
  for (const auto& [id, attributes] : shape.nodes) legend_entries += id.rfind("legend", 0) == 0 ? 1 : 0;
  EXPECT_EQ(legend_entries, 6u);  // the five node kinds and the rejected candidate
  std::size_t path_edges = 0;
  for (const auto& [from, to] : shape.edges) {
    if (to[0] == 'n' && run.tree.nodes[std::stoul(to.substr(1))].on_solution_path) ++path_edges;
  }
  EXPECT_EQ(path_edges, 12u);
}

TEST(DotWriter, BudgetCutsSubtreesIntoMoreNodesThatAddUp) {
  const Recorded run = record(k9x9);
  for (const std::size_t budget : {10, 50, 60, 75, 200}) {
    const std::string dot = to_dot(run.tree, separate_nodes(budget));
    expect_well_formed(dot);
    const DotShape shape = shape_of(dot);
    std::uint64_t drawn = 0;
    for (const auto& [id, attributes] : shape.nodes) drawn += std::regex_match(id, std::regex("n[1-9][0-9]*")) ? 1 : 0;
    const std::uint64_t cut = sum_of(shape, std::regex(R"(\+([0-9]+) more nodes?)"));
    EXPECT_EQ(drawn + cut, 76u) << "budget " << budget;
    EXPECT_EQ(drawn, std::max<std::uint64_t>(45, std::min<std::uint64_t>(budget, 76))) << "the path is always drawn";
    if (budget < 76) {
      EXPECT_NE(dot.find("(" + std::to_string(drawn) + " drawn)"), std::string::npos);
      EXPECT_NE(dot.find("cut at the node budget"), std::string::npos);  // in the legend
    }
  }
}

TEST(DotWriter, MergedChainsStillAccountForEveryNode) {
  const Recorded run = record(k9x9);
  DotOptions options;  // automatic: a 45-deep tree gets its chains merged
  const std::string dot = to_dot(run.tree, options);
  expect_well_formed(dot);
  const DotShape shape = shape_of(dot);
  const std::regex chain_count(R"(\(([0-9]+) nodes)");
  std::uint64_t single = 0;
  for (const auto& [id, attributes] : shape.nodes) {
    if (std::regex_match(id, std::regex("n[1-9][0-9]*")) && !std::regex_search(attributes, chain_count)) ++single;
  }
  const std::uint64_t in_chains = sum_of(shape, chain_count);
  EXPECT_EQ(single + in_chains, 76u);
  EXPECT_LT(shape.nodes.size(), 40u);
  EXPECT_NE(dot.find("r1c1=5  r1c3=3  r1c6=6  r1c9=9"), std::string::npos);  // a chain, in order
}

TEST(DotWriter, RankdirFollowsTheDepth) {
  const Recorded deep = record(k9x9);
  DotOptions separate = separate_nodes(150);
  EXPECT_NE(to_dot(deep.tree, separate).find("rankdir=LR"), std::string::npos);
  SearchTree shallow(parse(k4x4));
  TreeRecorder recorder(parse(k4x4));
  recorder.on_enter(0, 1, 1);
  recorder.on_dead_end(1, 1);
  recorder.on_backtrack(0, 1, 1);
  recorder.on_enter(0, 3, 1);
  EXPECT_NE(to_dot(recorder.tree(), separate).find("rankdir=TB"), std::string::npos);
  separate.rankdir = RankDir::left_right;
  EXPECT_NE(to_dot(recorder.tree(), separate).find("rankdir=LR"), std::string::npos);
}

TEST(DotWriter, ChecksAnnotationAndSummaryOfRejects) {
  const Recorded run = record(k9x9);
  DotOptions options = separate_nodes(150);
  options.show_checks = true;
  options.rejected = RejectedStyle::summary;
  const std::string dot = to_dot(run.tree, options);
  EXPECT_NE(dot.find("\\n3 checks"), std::string::npos);            // stage 3: up to 3 lookups a digit
  EXPECT_NE(dot.find("r1c1 \xC3\x97 1 2 3 4"), std::string::npos);  // the root's rejected digits
  EXPECT_EQ(dot.find("arrowhead=tee"), std::string::npos);
}

TEST(DotWriter, EscapesAnyTitleAndHandlesAnEmptyTree) {
  SearchTree empty(parse(k4x4));
  DotOptions options;
  options.title = "a \"quoted\" \\ back\\slash <b>&amp;\nsecond line";
  options.mini_grid = true;
  const std::string dot = to_dot(empty, options);
  expect_well_formed(dot);
  EXPECT_NE(dot.find(R"(a \"quoted\" \\ back\\slash <b>&amp;\nsecond line)"), std::string::npos);
  EXPECT_NE(dot.find("0 nodes"), std::string::npos);
  EXPECT_NE(dot.find("no solution reached"), std::string::npos);
}

// --- rendering with Graphviz ------------------------------------------------

#ifndef SUDOKU_DOT
#define SUDOKU_DOT ""
#endif
#ifndef SUDOKU_REQUIRE_GRAPHVIZ
#define SUDOKU_REQUIRE_GRAPHVIZ 0
#endif

TEST(DotWriter, GraphvizRendersEveryKindOfOutput) {
  const std::string dot_program = SUDOKU_DOT;
  const bool have_dot = !dot_program.empty() && std::filesystem::exists(dot_program);
  if (!have_dot) {
    if (SUDOKU_REQUIRE_GRAPHVIZ) FAIL() << "Graphviz `dot` is required (SUDOKU_REQUIRE_GRAPHVIZ=ON) but was not found";
    GTEST_SKIP() << "Graphviz `dot` not installed: the rendering check did not run (the structure checks did)";
  }
  const Recorded small = record(k4x4);
  const Recorded large = record(k9x9);
  const Recorded capped = record(kNoSolution, 50);
  DotOptions grid;
  grid.mini_grid = true;
  grid.show_checks = true;
  DotOptions escaped;
  escaped.title = "title with \"quotes\", \\backslashes\\, <angle> & ampersand\nand a second line";
  escaped.mini_grid = true;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"4x4-mini-grid", to_dot(small.tree, grid)},
      {"9x9-merged", to_dot(large.tree, DotOptions{})},
      {"9x9-cut", to_dot(large.tree, separate_nodes(20))},
      {"no-solution-capped", to_dot(capped.tree, separate_nodes(40))},
      {"empty-escaped", to_dot(SearchTree(parse(k4x4)), escaped)},
  };
  const auto folder = std::filesystem::temp_directory_path() / ("trace_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  for (const auto& [name, text] : cases) {
    const auto dot_file = folder / (name + ".dot");
    const auto svg_file = folder / (name + ".svg");
    std::ofstream(dot_file) << text;
    const std::string command = "'" + dot_program + "' -Tsvg '" + dot_file.string() + "' -o '" + svg_file.string() +
                                "' 2>'" + (folder / (name + ".err")).string() + "'";
    EXPECT_EQ(std::system(command.c_str()), 0) << name << ": dot failed on\n" << text;
    std::ifstream svg(svg_file);
    const std::string rendered((std::istreambuf_iterator<char>(svg)), std::istreambuf_iterator<char>());
    EXPECT_NE(rendered.find("<svg"), std::string::npos) << name;
    std::ifstream err(folder / (name + ".err"));
    const std::string warnings((std::istreambuf_iterator<char>(err)), std::istreambuf_iterator<char>());
    EXPECT_EQ(warnings, "") << name << ": dot printed warnings";
  }
  std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace sudoku
