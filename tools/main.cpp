// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The `kit` instructor tool: `kit bench`, `kit check`, `kit hint`, `kit class`, `kit generate`, `kit trace`.
#include <fcntl.h>
#include <signal.h>

#include <cerrno>
#include <cstring>
#include <iostream>

#include "cli.hpp"
#include "io.hpp"
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
  // A reader that goes away (`kit ... | head -1`) must not kill kit silently with SIGPIPE:
  // the failed write is seen instead ("cannot write standard output: Broken pipe", exit 5).
  // The programs kit runs get the default back (tools/lib/process.cpp, run_program()).
  ::signal(SIGPIPE, SIG_IGN);
  // A closed stdout would be taken over by the next file opened: refuse it first.
  if (::fcntl(1, F_GETFD) == -1) {
    std::cerr << "kit: cannot write standard output: " << std::strerror(errno) << '\n';
    return sudoku::kExitOutputFailed;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    std::cout << app.help();
    exit_code = 0;
  } catch (const CLI::CallForAllHelp&) {
    std::cout << app.help("", CLI::AppFormatMode::All);
    exit_code = 0;
  } catch (const CLI::ParseError& error) {
    std::cerr << "kit: " << error.what() << " (see kit --help)\n";
    return 2;
  } catch (const std::exception& error) {
    std::cerr << "kit: " << error.what() << '\n';
    return 2;
  }
  // Whatever a subcommand printed with std::cout must have arrived (a full disk, a closed pipe).
  try {
    if (exit_code != sudoku::kExitOutputFailed) sudoku::check_standard_output();  // not reported twice
  } catch (const sudoku::WriteError& error) {
    std::cerr << "kit: " << error.what() << '\n';
    return sudoku::kExitOutputFailed;
  }
  return exit_code;
}
