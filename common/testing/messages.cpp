// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The table of diagnoses (messages.hpp). One entry a diagnosis: {id, English,
// Korean}, each text a run of string literals; `{name}` is a placeholder, filled
// in by the code that prints the message, the same names in both languages.
// tests/lessons/messages_sync.py reads this file: keep one entry per `{"id",`.
#include "testing/messages.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace sudoku::testing {

namespace {

constexpr Message kMessages[] = {
    // ---- lesson 2, step 1: the three scans
    {"lesson02.scan-goes-past-the-digit",
     "your {function} counted {counted} checks to look for {digit} in {unit} of {puzzle}; the lesson's scan reads "
     "{reads} cells, up to the one that holds it. That is the whole {kind}: the scan went on past the cell that "
     "holds the digit. It returns true as soon as it reads the digit; the cells after it cannot change the answer "
     "(step 1).",
     "{function} 가 {puzzle} 의 {unit} 에서 {digit} 을(를) 찾으며 검사를 {counted}번 셌는데, 수업의 스캔은 그 숫자가 "
     "있는 칸까지 {reads}칸을 읽습니다. 이것은 {kind} 전체입니다: 숫자가 있는 칸을 지나서도 스캔을 계속했습니다. "
     "스캔은 숫자를 읽는 즉시 true 를 반환합니다. 그 뒤의 칸은 답을 바꿀 수 없습니다 (1단계)."},
    {"lesson02.scan-read-not-counted",
     "your {function} counted {counted} checks to look for {digit} in {unit} of {puzzle}; the lesson's scan reads "
     "{reads} cells{up_to}. Every cell a scan reads is one check, search.count_checks(1), the cell that holds the "
     "digit included: is a read not counted (step 1)?",
     "{function} 가 {puzzle} 의 {unit} 에서 {digit} 을(를) 찾으며 검사를 {counted}번 셌는데, 수업의 스캔은 "
     "{reads}칸을 읽습니다{up_to}. 스캔이 읽는 칸 하나가 검사 하나, search.count_checks(1) 입니다. 숫자가 있는 칸도 "
     "셉니다: 세지 않은 읽기가 있나요 (1단계)?"},
    {"lesson02.scan-counts-more-than-it-reads",
     "your {function} counted {counted} checks to look for {digit} in {unit} of {puzzle}; the lesson's scan reads "
     "{reads} cells{up_to}. One search.count_checks(1) per cell read, no more (step 1).",
     "{function} 가 {puzzle} 의 {unit} 에서 {digit} 을(를) 찾으며 검사를 {counted}번 셌는데, 수업의 스캔은 "
     "{reads}칸을 읽습니다{up_to}. 읽은 칸 하나에 search.count_checks(1) 하나, 그 이상은 세지 않습니다 (1단계)."},
    {"lesson02.scan-reads-more-than-it-counts",
     "your {function} read {read} cells of the grid to look for {digit} in {unit} of {puzzle} and counted "
     "{counted} checks: every cell a scan reads is one check, and a scan reads only the cells of its own "
     "{kind}{box_cell} — does it walk the whole board and count only some of the cells it reads (step 1)?",
     "{function} 가 {puzzle} 의 {unit} 에서 {digit} 을(를) 찾으며 격자의 칸을 {read}개 읽고 검사는 {counted}번 "
     "셌습니다: 스캔이 읽는 칸 하나가 검사 하나이고, 스캔은 자기 {kind} 의 칸만 읽습니다{box_cell}. 판 전체를 돌면서 "
     "읽은 칸의 일부만 세고 있지 않나요 (1단계)?"},
    {"lesson02.box-scan-asks-box-of-every-cell",
     "your {function} asked the grid {questions} geometry questions (box_of(), box_cell(), cell_at(), row_of(), "
     "column_of()) to look for {digit} in {unit} of {puzzle}, where the lesson's scan asks at most {side}: does it "
     "walk the whole board and ask box_of() of every cell to skip the cells outside its {kind}? A scan visits only "
     "its own {side} cells{box_cell}: the whole-board walk reads the right cells but does up to side times the "
     "work (step 1).",
     "{function} 가 {puzzle} 의 {unit} 에서 {digit} 을(를) 찾으며 격자에 위치 질문(box_of(), box_cell(), cell_at(), "
     "row_of(), column_of())을 {questions}번 했는데, 수업의 스캔은 많아야 {side}번 묻습니다: 판의 모든 칸에 box_of() "
     "를 물어서 자기 {kind} 밖의 칸을 건너뛰고 있지 않나요? 스캔은 자기 칸 {side}개만 방문합니다{box_cell}. 판 전체를 "
     "도는 방법은 맞는 칸을 읽지만 일은 최대 side 배가 됩니다 (1단계)."},
    // ---- lesson 2, step 2: digit_fits()
    {"lesson02.still-checks-the-whole-board",
     "your stage 2 counted {counted} checks to reject {digit} in {where} of {puzzle}, already in its {found_in}; "
     "the lesson reads {reads}. That is more cells than the new cell's row, column and box hold together: are you "
     "still checking the whole board? Stage 2 reads only the three units of the new digit (step 2).",
     "2단계 코드가 {puzzle} 의 {where} 에서, 이미 {found_in} 에 있는 {digit} 을(를) 거부하며 검사를 {counted}번 "
     "셌는데, 수업은 {reads}칸을 읽습니다. 새 칸의 행, 열, 박스를 모두 합한 것보다 많은 칸입니다: 아직 판 전체를 "
     "검사하고 있나요? 2강은 새 숫자의 세 단위만 읽습니다 (2단계)."},
    {"lesson02.all-three-scans-run",
     "your stage 2 counted {counted} checks to reject {digit} in {where} of {puzzle}, already in its {found_in}; "
     "the lesson reads {reads}. That is what all three scans read when every one of them runs: digit_fits() must "
     "join them with && (the short-circuit), so that the column is scanned only when the row did not hold the "
     "digit, and the box only when the column did not either (step 2).",
     "2단계 코드가 {puzzle} 의 {where} 에서, 이미 {found_in} 에 있는 {digit} 을(를) 거부하며 검사를 {counted}번 "
     "셌는데, 수업은 {reads}칸을 읽습니다. 세 스캔이 모두 실행될 때 읽는 양입니다: digit_fits() 는 세 스캔을 && 로 "
     "이어야 합니다 (short-circuit, 단락 평가). 행에 숫자가 없을 때만 열을, 열에도 없을 때만 박스를 스캔합니다 "
     "(2단계)."},
    {"lesson02.scans-in-another-order",
     "your stage 2 counted {counted} checks to reject {digit} in {where} of {puzzle}, already in its {found_in}; "
     "the lesson reads {reads}. That is what the scans read in the order {order}: your checks come in another "
     "order than the lesson's row -> column -> box. Any order gives the right answers, but stages 1-3 fix the "
     "order of their checks so that your counters can be compared with the reference's exactly: row_has(), then "
     "column_has(), then box_has() (step 2).",
     "2단계 코드가 {puzzle} 의 {where} 에서, 이미 {found_in} 에 있는 {digit} 을(를) 거부하며 검사를 {counted}번 "
     "셌는데, 수업은 {reads}칸을 읽습니다. 스캔을 {order} 순서로 했을 때 읽는 양입니다: 검사 순서가 수업의 "
     "row -> column -> box 와 다릅니다 (another order than the lesson's row -> column -> box). 어떤 순서든 답은 "
     "맞지만, 1-3강은 카운터를 모범 답안과 정확히 비교할 수 있도록 검사 순서를 정해 둡니다: row_has(), column_has(), "
     "box_has() 순서입니다 (2단계)."},
    {"lesson02.scans-do-not-stop",
     "your stage 2 counted {counted} checks to reject {digit} in {where} of {puzzle}, already in its {found_in}; "
     "the lesson reads {reads}. digit_fits() must stop at the first scan that finds the digit: row, then column, "
     "then box, joined by && so that a later scan runs only when the earlier ones found nothing (the "
     "short-circuit), each scan on the cell's own unit (Grid::row_of, column_of, box_of) (step 2).",
     "2단계 코드가 {puzzle} 의 {where} 에서, 이미 {found_in} 에 있는 {digit} 을(를) 거부하며 검사를 {counted}번 "
     "셌는데, 수업은 {reads}칸을 읽습니다. digit_fits() 는 숫자를 찾은 첫 스캔에서 멈춰야 합니다: 행, 열, 박스 "
     "순서로 && 로 이어서, 앞의 스캔이 아무것도 찾지 못했을 때만 다음 스캔이 실행됩니다 (short-circuit). 각 스캔은 "
     "그 칸 자신의 단위를 봅니다 (Grid::row_of, column_of, box_of) (2단계)."},
    // ---- lesson 3, step 1: mark()
    {"lesson03.mark-rebuilds-the-tables",
     "after {what} in row 1, column 2 of an empty grid whose tables were given used_in_row[8][5], "
     "used_in_column[7][6] and used_in_box[8][4] by hand, those three entries are gone: your Board::mark() "
     "rebuilds the tables from the grid. The lesson keeps them up to date in O(1) per move: mark() sets or clears "
     "only the entries of this digit in the cell's row, column and box, and leaves every other entry as it was "
     "(step 1).",
     "빈 격자의 표에 테스트가 used_in_row[8][5], used_in_column[7][6], used_in_box[8][4] 를 직접 넣어 둔 뒤, "
     "1행 2열에서 {what} 을(를) 하자 그 세 항목이 사라졌습니다: Board::mark() 가 격자로부터 표를 다시 만들고 "
     "있습니다 (rebuilds the tables). 수업은 한 수마다 O(1) 로 표를 최신으로 유지합니다 (up to date in O(1)): "
     "mark() 는 그 칸의 행, 열, 박스에서 이 숫자의 항목만 켜거나 끄고, 다른 항목은 그대로 둡니다 (1단계)."},
    // ---- lesson 4, step 1: place() and remove()
    {"lesson04.move-changes-other-bits",
     "after {what} in row 1, column 2 (row index 0, column index 1, box index 0) of an empty grid whose masks were "
     "given a few bits by hand, used_in_{kind}[{unit}] holds the digits {now}, where it should hold {want}: place() "
     "and remove() change only the bit of their digit in the cell's row, column and box masks, in O(1), and leave "
     "every other bit as it was — the lesson keeps the masks up to date, it does not recompute them (step 1).",
     "테스트가 비트 몇 개를 직접 넣어 둔 빈 격자의 1행 2열 (행 번호 0, 열 번호 1, 박스 번호 0) 에서 {what} 을(를) "
     "하자 used_in_{kind}[{unit}] 에 숫자 {now} 이(가) 있습니다. {want} 이어야 합니다: place() 와 remove() 는 그 "
     "칸의 행, 열, 박스 마스크에서 자기 숫자의 비트만 O(1) 로 바꾸고 다른 비트는 그대로 둡니다 — 수업은 마스크를 "
     "최신으로 유지하고 (up to date), 다시 계산하지 않습니다 (1단계)."},
    // ---- lesson 4, step 2: candidates()
    {"lesson04.candidates-from-the-grid",
     "your candidates() gives {got} for row 5, column 5 of an empty grid, 7 among them, although bit 7 of "
     "used_in_{kind}[4] says 7 is used in its {kind}: candidates() computes the digits from the three masks, never "
     "by reading the grid — the lesson keeps the masks up to date so that the candidates of a cell are three "
     "lookups, O(1): all_digits_mask(side) without the bits of used_in_row, used_in_column and used_in_box "
     "(step 2).",
     "candidates() 가 빈 격자의 5행 5열에 {got} 을(를) 주었고 7 이 그 안에 있습니다. 그런데 used_in_{kind}[4] 의 "
     "7번 비트는 그 {kind} 에서 7 이 쓰였다고 말합니다: candidates() 는 세 마스크로 숫자를 계산하고, 격자를 읽지 "
     "않습니다 (never by reading the grid). 수업은 마스크를 최신으로 유지해서 한 칸의 후보가 세 번의 조회, O(1) 이 "
     "되게 합니다: all_digits_mask(side) 에서 used_in_row, used_in_column, used_in_box 의 비트를 뺀 것 (2단계)."},
    // ---- lesson 7, step 2: choose_column()
    {"lesson07.sizes-walked-not-read",
     "on {setting}, choose_column() chose {chosen}, the column with the fewest rows when each column is walked to "
     "count them; the test set the sizes by hand so that they disagree with the lists ({lesson_column} holds "
     "{rows} rows, its size says {size}). choose_column() must read matrix.size(header): cover() and uncover() "
     "keep the sizes up to date at one step per node, and walking every column at every node redoes that work "
     "(2 to 3 times slower).",
     "{setting} 에서 choose_column() 이 {chosen} 을(를) 골랐습니다. 각 열을 걸어서 행을 세면 (walked to count) 행이 "
     "가장 적은 열입니다. 테스트는 크기가 목록과 어긋나도록 직접 정해 두었습니다 ({lesson_column} 에는 행이 {rows}개 "
     "있지만 크기는 {size}). choose_column() 은 matrix.size(header) 를 읽어야 합니다: cover() 와 uncover() 가 노드 "
     "하나마다 한 걸음으로 크기를 최신으로 유지하고, 매 노드에서 모든 열을 걷는 것은 그 일을 다시 하는 것입니다 "
     "(2-3배 느림)."},
    {"lesson07.tie-takes-a-later-column",
     "on {setting}, choose_column() chose {chosen}, the lesson {lesson_column}, of the same size {size}: on a tie "
     "the first column in the header list stays, so replace the best only when a column is strictly smaller (<, "
     "not <=).",
     "{setting} 에서 choose_column() 이 {chosen} 을(를) 골랐고, 수업은 크기가 같은 {size} 인 {lesson_column} 을(를) "
     "고릅니다: 크기가 같으면 (tie) 헤더 목록에서 먼저 나온 열이 남습니다. 그러니 어떤 열이 엄격히 더 작을 때만 "
     "(strictly smaller: <, <= 가 아니라) 최선을 바꾸세요."},
    // ---- kit check: a step's program that gave no report
    {"kit.time-limit",
     "the test program was stopped after {seconds} s (the time limit of kit check): does your search loop forever?",
     "테스트 프로그램이 {seconds}초 뒤에 멈춰졌습니다 (kit check 의 시간 제한): 탐색이 끝없이 돌고 있지 않나요?"},
    {"kit.crashed", "the test program crashed (signal {signal}, {signal_name}){cpu_note}",
     "테스트 프로그램이 비정상 종료했습니다 (시그널 {signal}, {signal_name}){cpu_note}"},
    {"kit.no-report",
     "the test program stopped (exit code {code}) without a report: it may have crashed or run out of memory",
     "테스트 프로그램이 보고 없이 끝났습니다 (종료 코드 {code}): 비정상 종료했거나 메모리가 부족했을 수 있습니다"},
    {"kit.exit-code", "the test program ended with exit code {code}",
     "테스트 프로그램이 종료 코드 {code} 로 끝났습니다"},
};

}  // namespace

std::span<const Message> message_table() { return kMessages; }

std::string message_text(std::string_view id, bool korean, MessageFields fields) {
  for (const Message& message : kMessages) {
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
  throw std::out_of_range("no message " + std::string(id) + " in common/testing/messages.cpp");
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
