// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// Runs a fuzz target's LLVMFuzzerTestOneInput on files, without libFuzzer: the
// regression test of every input in tests/fuzz/regressions and the catalogue,
// in the normal (g++) and sanitizer builds.  fuzz_replay_NAME FILE_OR_DIR...
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

int replay(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  const std::vector<char> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  int files = 0;
  for (int i = 1; i < argc; ++i) {
    const std::filesystem::path path(argv[i]);
    if (std::filesystem::is_directory(path)) {
      for (const auto& entry : std::filesystem::directory_iterator(path)) {
        if (entry.is_regular_file()) files += replay(entry.path());
      }
    } else {
      files += replay(path);
    }
  }
  std::printf("%d inputs replayed without a failure\n", files);
  return files > 0 ? 0 : 1;
}
