// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
/// \file workers.hpp
/// \brief The items of a `--batch` and the ring of worker threads of `--jobs N` (used by batch.cpp).
#pragma once

#include <atomic>
#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "driver.hpp"

namespace sudoku::driver {

/// How a puzzle of a batch ended, for the totals.
enum class BatchKind { solved, no_solution, limit, invalid };

/// One puzzle line of a batch: read by the main thread, answered by a worker, then
/// written out by the main thread in input order. Items are reused chunk after
/// chunk, so their strings keep their memory.
struct BatchItem {
  int line = 0;                         ///< The input line.
  bool parsed = false;                  ///< False: a malformed line, whose `# invalid:` comment is already in `entry`.
  Grid puzzle;                          ///< The givens (when parsed).
  BatchKind kind = BatchKind::invalid;  ///< How it ended, for the totals.
  const char* outcome = "invalid";      ///< The report's outcome column.
  SearchStats work;                     ///< The search's counters.
  std::uint64_t time_ns = 0;  ///< The solve call alone: no parsing, givens check, formatting or answer checking.
  std::string entry;          ///< What stdout gets, with its line end.
  std::string wrong_answer;   ///< Not empty: the stage returned a wrong answer (an internal error).
  std::exception_ptr error;   ///< What the stage threw, rethrown in order by the main thread.
  // What the search returned, kept from the search to the answer check (see answer_items in
  // batch.cpp): a chunk's searches run back to back, so that one clock read ends one
  // puzzle's time and starts the next one's.
  bool searching = false;  ///< Past the givens check: the search runs (or ran).
  CountResult counted;     ///< The count, with `--count`.
  SearchResult found;      ///< The search's result, without `--count`.
};

/// A run of consecutive puzzle lines handed to one worker.
struct BatchChunk {
  std::vector<BatchItem> items;  ///< kChunkSize items, reused.
  std::size_t size = 0;          ///< Items in use.
  std::uint64_t sequence = 0;    ///< Which chunk of the input (from 0).
  bool answered = false;         ///< The worker is done with it.
};

/// `--jobs N`: N threads answer chunks of puzzles, in input order of taking: N - 1
/// worker threads and the main thread, which also reads the next chunks and writes
/// the answered ones in input order. The main thread answers a chunk whenever one is
/// waiting that no worker has taken, so on an easy file, where reading and writing
/// cost as much as solving, both cores stay busy (with N workers beside a reader and
/// a writer, three threads shared two cores and the second one gained nothing). A
/// fixed ring of 2N chunks bounds the memory: the reader waits for the writer, which
/// waits for the oldest chunk, so a stream of any length runs in constant memory.
class BatchWorkers {
 public:
  /// Puzzles in a chunk: large enough that handing one over costs little next to
  /// answering it, small enough that the answers stream out steadily.
  static constexpr std::size_t kChunkSize = 256;

  /// What answers a chunk's items; it stops early once `stopping` is set.
  using AnswerChunk = std::function<void(BatchChunk& chunk, const std::atomic<bool>& stopping)>;

  /// Starts `jobs - 1` threads (`jobs` at least 2) that, with the main thread, call
  /// `answer` on every chunk.
  BatchWorkers(int jobs, AnswerChunk answer) : answer_(std::move(answer)), ring_(static_cast<std::size_t>(2 * jobs)) {
    for (BatchChunk& chunk : ring_) chunk.items.resize(kChunkSize);
    for (int i = 1; i < jobs; ++i) threads_.emplace_back([this] { work(); });
  }
  BatchWorkers(const BatchWorkers&) = delete;
  BatchWorkers& operator=(const BatchWorkers&) = delete;

  /// Stops and joins the workers, also when the batch stops early (a failed write).
  ~BatchWorkers() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
    }
    work_ready_.notify_all();  // a worker in the middle of a chunk stops at its next puzzle
    for (std::thread& thread : threads_) thread.join();
  }

  /// The chunk to fill next, once the writer has emptied it (`write` writes chunks out meanwhile).
  BatchChunk& chunk_to_fill(const std::function<void(BatchChunk&)>& write) {
    while (filled_ - written_ == ring_.size()) write_oldest(write);
    BatchChunk& chunk = ring_[filled_ % ring_.size()];
    chunk.size = 0;
    chunk.sequence = filled_;
    chunk.answered = false;
    return chunk;
  }

  /// Hands the chunk just filled to the workers.
  void submit() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      ++filled_;
    }
    work_ready_.notify_one();
  }

  /// The main thread's share: answers the oldest chunk no worker has taken; false if
  /// none. Called only when the ring is full (see write_oldest), so that the main
  /// thread reads ahead first and the workers are never left without a chunk.
  bool answer_waiting_chunk() {
    BatchChunk* chunk = take();
    if (chunk == nullptr) return false;
    answer_chunk(*chunk);
    return true;
  }

  /// Writes every chunk already answered (in order), without waiting.
  void write_answered(const std::function<void(BatchChunk&)>& write) {
    while (written_ < filled_) {
      {
        std::lock_guard<std::mutex> lock(mutex_);
        if (!ring_[written_ % ring_.size()].answered) return;
      }
      write(ring_[written_ % ring_.size()]);
      ++written_;
    }
  }

  /// Waits for (or answers) and writes every chunk submitted.
  void write_all(const std::function<void(BatchChunk&)>& write) {
    while (written_ < filled_) write_oldest(write);
  }

 private:
  /// Writes the oldest chunk, answering the waiting ones meanwhile rather than waiting idle.
  void write_oldest(const std::function<void(BatchChunk&)>& write) {
    BatchChunk& chunk = ring_[written_ % ring_.size()];
    while (!answered(chunk) && answer_waiting_chunk()) {
    }
    {
      std::unique_lock<std::mutex> lock(mutex_);
      chunk_answered_.wait(lock, [&] { return chunk.answered; });
    }
    write(chunk);
    ++written_;
  }

  bool answered(const BatchChunk& chunk) {
    std::lock_guard<std::mutex> lock(mutex_);
    return chunk.answered;
  }

  /// The oldest chunk submitted and not taken, now taken; nullptr if none.
  BatchChunk* take() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (taken_ == filled_) return nullptr;
    return &ring_[taken_++ % ring_.size()];
  }

  void answer_chunk(BatchChunk& chunk) {
    answer_(chunk, stopping_);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      chunk.answered = true;
    }
    chunk_answered_.notify_one();
  }

  void work() {
    for (;;) {
      BatchChunk* chunk = nullptr;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        work_ready_.wait(lock, [&] { return stopping_ || taken_ < filled_; });
        if (stopping_) return;
        chunk = &ring_[taken_++ % ring_.size()];
      }
      answer_chunk(*chunk);
    }
  }

  AnswerChunk answer_;
  std::vector<BatchChunk> ring_;
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable work_ready_;      // a chunk was submitted, or stop
  std::condition_variable chunk_answered_;  // a chunk was answered (by a worker)
  std::atomic<bool> stopping_{false};       // the batch stopped (a failed write): no more answers wanted
  // Chunks counted from the start of the input: filled <= ring size + written.
  std::uint64_t filled_ = 0;   // submitted by the reader (guarded by mutex_; read unlocked only by the reader)
  std::uint64_t taken_ = 0;    // taken by a worker or the main thread (guarded by mutex_)
  std::uint64_t written_ = 0;  // written out (the main thread's own)
};

}  // namespace sudoku::driver
