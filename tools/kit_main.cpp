// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The `kit` instructor tool: `kit bench`, `kit check`, `kit hint`, `kit class`, `kit generate`, `kit trace`.
#include <iostream>

#include "kit.hpp"

int main(int argc, char** argv) {
  CLI::App app{"kit - the Sudoku teaching kit's instructor tool", "kit"};
  app.require_subcommand(1);
  int exit_code = 0;
#ifdef KIT_HAVE_BENCH
  kit::add_bench_command(app, exit_code);
#endif
#ifdef KIT_HAVE_CHECK
  kit::add_check_command(app, exit_code);
#endif
#ifdef KIT_HAVE_CLASS
  kit::add_class_command(app, exit_code);
#endif
#ifdef KIT_HAVE_GENERATE
  kit::add_generate_command(app, exit_code);
#endif
#ifdef KIT_HAVE_TRACE
  kit::add_trace_command(app, exit_code);
#endif
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    std::cout << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp&) {
    std::cout << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::ParseError& error) {
    std::cerr << "kit: " << error.what() << " (see kit --help)\n";
    return 2;
  } catch (const std::exception& error) {
    std::cerr << "kit: " << error.what() << '\n';
    return 2;
  }
  return exit_code;
}
