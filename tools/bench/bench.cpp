// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// `kit bench`: runs stage binaries side by side on puzzle files and prints what
// each stage costs (time, nodes, checks, guesses), as a table, CSV, Markdown,
// JSON and an SVG chart.
//
// The registry of stages is the set of stage binaries next to `kit`
// (lessonNN, solutionNN, sudoku): a new stage is picked up by its name, with
// no change here. Each stage runs as a subprocess in `--batch` mode with a
// per-puzzle report; the stage times every puzzle itself, so starting the
// process costs nothing in the figures. Puzzles are fed in chunks of growing
// size, which is what lets a whole-run budget stop a slow stage between
// chunks (and a chunk that overruns is killed). Every answer is checked with
// the kit's rules checker.
#include <unistd.h>

#include <iostream>
#include <memory>

#include "bench.hpp"
#include "io.hpp"
#include "kit.hpp"
#include "layout.hpp"

namespace kit {

namespace bench {

namespace {

/// A folder under /tmp removed on destruction.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "kit-bench-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw UsageError{"cannot create a temporary folder in /tmp"};
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code error;
    fs::remove_all(path_, error);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

int run_bench(Settings settings) {
  const fs::path bin_dir = settings.bin_dir.empty() ? shared::kit_binary_folder() : fs::path(settings.bin_dir);
  fs::path data_dir = settings.data_dir;
#ifdef KIT_DATA_DIR
  if (data_dir.empty()) data_dir = KIT_DATA_DIR;
#endif
  if (settings.list) {
    for (const std::string& name : discover_stages(bin_dir)) std::cout << name << '\n';
    return 0;
  }
  const std::vector<Stage> stages = resolve_stages(settings.stages, bin_dir);
  if (settings.inputs.empty()) settings.inputs = {"easy"};
  std::vector<DataSet> sets;
  for (const std::string& input : settings.inputs) sets.push_back(load_data_set(input, data_dir, settings.first));

  TempDir work;
  Progress progress(::isatty(2) != 0);
  std::vector<std::string> problems;
  std::vector<Measurement> measurements;
  const std::size_t steps = stages.size() * sets.size();
  for (const DataSet& set : sets) {
    for (const Stage& stage : stages) {
      const std::string step = "[" + std::to_string(measurements.size() + 1) + "/" + std::to_string(steps) + "]";
      measurements.push_back(measure(stage, set, settings, work.path(), progress, step, problems));
    }
  }
  progress.clear();

  // Rows in the order stages were listed, grouped by data set.
  std::vector<Row> rows;
  for (const Measurement& m : measurements) rows.push_back(summarize(m));
  cross_check(measurements, rows, sets, problems);
  add_speedups(rows, measurements);

  for (const std::string& problem : problems) std::cerr << "kit bench: " << problem << '\n';
  if (settings.json) {
    print_json(rows, settings, problems);
  } else if (settings.csv) {
    print_csv(rows);
  } else if (settings.markdown) {
    print_markdown(rows, settings);
  } else {
    print_table(rows, settings);
  }
  if (!settings.svg_path.empty()) write_svg(settings.svg_path, rows, settings);
  if (!problems.empty()) {
    std::cerr << "kit bench: " << problems.size() << " wrong answer" << (problems.size() == 1 ? "" : "s")
              << " or failure" << (problems.size() == 1 ? "" : "s") << " (see above); exit code " << kExitWrongAnswer
              << '\n';
    return kExitWrongAnswer;
  }
  return 0;
}

}  // namespace

}  // namespace bench

void add_bench_command(CLI::App& app, int& exit_code) {
  using namespace bench;
  auto settings = std::make_shared<Settings>();
  CLI::App* bench = app.add_subcommand(
      "bench",
      "Run stages side by side on puzzle files: time, nodes, checks, guesses per stage and data set.\n"
      "Each stage binary runs in --batch mode and times every puzzle itself; every answer is checked.\n"
      "Exit codes: 0 done, 2 bad usage or input, 4 a stage gave a wrong answer or failed, 5 output failed.");
  bench->add_option("files", settings->inputs,
                    "puzzle files (line format), or names of bundled tiers: easy, 17-clue, hard, famous, 4x4, "
                    "16x16 (default: easy)");
  bench
      ->add_option("--stages", settings->stages,
                   "stages to compare, first = reference for the speed-up: 'all' (every solutionNN and sudoku), "
                   "numbers (3 = solution03), 'final' (sudoku), binary names (lesson03) or paths")
      ->capture_default_str();
  bench->add_option("--max-nodes", settings->max_nodes, "node limit per puzzle (0 = none)")
      ->check(sudoku::whole_number_validator())
      ->capture_default_str();
  bench->add_option("--time-limit", settings->time_limit, "time limit per puzzle in seconds (0 = none)")
      ->check(sudoku::seconds_validator())
      ->capture_default_str();
  bench
      ->add_option("--budget", settings->budget,
                   "seconds per stage and data set (per pass); the puzzles left are shown as 'not run' (0 = none)")
      ->check(sudoku::seconds_validator())
      ->capture_default_str();
  bench->add_option("--repeat", settings->repeat, "passes over the puzzles; each puzzle's time is the median")
      ->check(sudoku::whole_number_validator(1, 1000))
      ->capture_default_str();
  bench->add_flag("--no-warmup", settings->no_warmup, "skip the warm-up run of each stage");
  bench->add_flag("--wall-time", settings->wall_time,
                  "time puzzles by the wall clock, not by the CPU time of the solving thread (the default)");
  bench
      ->add_option("--jobs", settings->jobs,
                   "threads of each stage's --batch (the stages still run one at a time); above 1 the times per "
                   "puzzle are taken while the puzzles share the cores")
      ->check(sudoku::whole_number_validator(1, 1024))
      ->capture_default_str();
  bench->add_option("--first", settings->first, "use only the first N puzzles of each file (0 = all)")
      ->check(sudoku::whole_number_validator());
  auto* csv = bench->add_flag("--csv", settings->csv, "print CSV instead of the table");
  auto* markdown = bench->add_flag("--markdown", settings->markdown, "print a Markdown table");
  auto* json = bench->add_flag("--json", settings->json, "print JSON (with the totals the tests use)");
  csv->excludes(markdown)->excludes(json);
  markdown->excludes(json);
  bench->add_option("--svg", settings->svg_path, "also write a chart (time and nodes per puzzle, log scale) to FILE");
  bench->add_option("--bin-dir", settings->bin_dir, "folder of the stage binaries (default: the folder of kit)");
  bench->add_option("--data-dir", settings->data_dir, "folder of the bundled tiers (default: the kit's tools/data)");
  bench->add_flag("--list", settings->list, "list the stage binaries found and exit");
  bench->callback([settings, &exit_code] {
    try {
      exit_code = run_bench(*settings);
    } catch (const UsageError& error) {
      std::cerr << "kit bench: " << error.message << '\n';
      exit_code = 2;
    } catch (const Interrupted&) {  // Ctrl-C or SIGTERM: the running stage was stopped
      std::cerr << "kit bench: interrupted\n";
      exit_code = 130;
    } catch (const sudoku::WriteError& error) {
      std::cerr << "kit bench: " << error.what() << '\n';
      exit_code = sudoku::kExitOutputFailed;
    } catch (const std::runtime_error& error) {  // a stage could not be started
      std::cerr << "kit bench: " << error.what() << '\n';
      exit_code = 2;
    }
  });
}

}  // namespace kit
