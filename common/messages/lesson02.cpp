// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The diagnoses of lesson 2 (stage 2, the rule scans): one entry a diagnosis,
// {id, English, Korean}, each text a run of string literals; `{name}` is a placeholder,
// filled in by the code that prints the message, the same names in both languages.
// tests/lessons/messages_sync.py reads every file of this folder: keep one entry per `{"id",`.
#include "messages/tables.hpp"

namespace sudoku::testing::tables {

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
    {"lesson02.scan-misses-the-digit",
     "your {function} says {unit} of {puzzle} does not hold {digit}, but it does: a scan reads the cells of its "
     "unit, index 0 to side - 1, and returns true at the first that holds the digit (step 1).",
     "{function} 가 {puzzle} 의 {unit} 에 {digit} 이(가) 없다고 말하지만, 있습니다: 스캔은 자기 단위의 칸을 번호 0 "
     "부터 side - 1 까지 읽고, 그 숫자가 있는 첫 칸에서 true 를 반환합니다 (1단계)."},
    {"lesson02.scan-finds-a-digit-not-there",
     "your {function} says {unit} of {puzzle} holds {digit}, but it does not: a scan reads the cells of its unit, "
     "index 0 to side - 1, and returns true at the first that holds the digit (step 1).",
     "{function} 가 {puzzle} 의 {unit} 에 {digit} 이(가) 있다고 말하지만, 없습니다: 스캔은 자기 단위의 칸을 번호 0 "
     "부터 side - 1 까지 읽고, 그 숫자가 있는 첫 칸에서 true 를 반환합니다 (1단계)."},
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
     "row -> column -> box 와 다릅니다 (수업의 순서는 행 -> 열 -> 박스). 어떤 순서든 답은 "
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
    {"lesson02.no-event-after-the-rejects",
     "no event after the rejects: your stage 2 rejected the digits that clash in {where} of {puzzle} (the first "
     "blank) and then reported nothing; the first digit that fits is entered with search.enter(cell, digit) and "
     "searched below (step 2).",
     "거부 뒤에 이벤트가 없습니다: 2단계 코드가 {puzzle} 의 {where} (첫 빈칸) 에서 충돌하는 숫자들을 거부한 뒤 "
     "아무것도 "
     "알리지 않았습니다. 들어가는 첫 숫자는 search.enter(cell, digit) 로 들어가 그 아래를 탐색합니다 (2단계)."},
    {"lesson02.fitting-digit-not-kept",
     "your stage 2 did not keep {digit} in {where} of {puzzle}, although its row, column and box do not hold it: "
     "digit_fits() is true exactly when none of the three scans finds the digit (step 2).",
     "2단계 코드가 {puzzle} 의 {where} 에 {digit} 을(를) 두지 않았습니다. 그 행, 열, 박스에는 그 숫자가 없습니다: "
     "digit_fits() 는 세 스캔 어느 것도 그 숫자를 찾지 못할 때, 바로 그때만 true 입니다 (2단계)."},
    {"lesson02.clashing-digit-not-rejected",
     "your stage 2 did not reject {digit} in {where} of {puzzle} (the first blank), although its {found_in} holds "
     "{digit}: digit_fits() must say no when row_has(), column_has() or box_has() finds the digit in the row, "
     "column or box of the cell (step 2).",
     "2단계 코드가 {puzzle} 의 {where} (첫 빈칸) 에서 {digit} 을(를) 거부하지 않았습니다. 그 {found_in} 에 {digit} "
     "이(가) 있습니다: row_has(), column_has(), box_has() 가 그 칸의 행, 열, 박스에서 숫자를 찾으면 digit_fits() 는 "
     "아니라고 해야 합니다 (2단계)."},
    {"lesson02.search-runs-away",
     "your stage 2 went on for {nodes} nodes on {puzzle} and was stopped: stage 2 walks stage 1's tree (at most "
     "4,634 nodes on these puzzles) — does digit_fits() say yes to a digit that its row, column or box already "
     "holds (step 2)?",
     "2단계 코드가 {puzzle} 에서 노드 {nodes}개까지 가다가 멈춰졌습니다: 2단계는 1단계의 트리를 걷습니다 (이 "
     "퍼즐들에서 "
     "많아야 노드 4,634개) — digit_fits() 가 행, 열, 박스에 이미 있는 숫자에 예라고 하나요 (2단계)?"},
    {"lesson02.wrong-answer",
     "your stage 2's answer to {puzzle} is wrong: {problem}. digit_fits() must say no to a digit that the row, the "
     "column or the box of the cell already holds (step 2).",
     "2단계 코드의 {puzzle} 답이 틀렸습니다: {problem}. digit_fits() 는 그 칸의 행, 열, 박스에 이미 있는 숫자에 "
     "아니라고 해야 합니다 (2단계)."},
    // ---- the counters of stage 2 beside the reference's: what a difference means, said by
    // fidelity.counter-differs as its {idea} (tests/support/fidelity_ideas.cpp), and by fidelity.answer-differs
    {"part.lesson02.nodes-too-many",
     "stage 2 walks exactly stage 1's tree: a node is a digit that passed the check, entered once.",
     "2단계는 1단계와 똑같은 트리를 걷습니다: 노드는 검사를 통과한 숫자이고, 한 번 들어갑니다."},
    {"part.lesson02.nodes-too-few",
     "stage 2 walks exactly stage 1's tree: every digit that fits is entered and searched below, blanks in "
     "row-major order, digits ascending.",
     "2단계는 1단계와 똑같은 트리를 걷습니다: 들어맞는 숫자는 모두 들어가서 그 아래를 탐색하고, 빈칸은 행 "
     "우선 순서, 숫자는 오름차순입니다."},
    {"part.lesson02.checks-too-many",
     "stage 2 reads only the new digit's row, column and box, each scan stopping at the digit, the next "
     "scan only when the last found nothing — are you still checking the whole board, running all three "
     "scans without the && short-circuit, or scanning in another order than the lesson's row -> column -> "
     "box?",
     "2단계는 새 숫자의 행, 열, 박스만 읽고, 각 스캔은 그 숫자에서 멈추며, 다음 스캔은 앞의 스캔이 "
     "아무것도 찾지 못했을 때만 합니다 — 아직 판 전체를 검사하고 있나요, && 단락 평가 없이 세 스캔을 모두 "
     "돌리나요, 아니면 수업의 행 -> 열 -> 박스 와 다른 순서로 스캔하나요?"},
    {"part.lesson02.checks-too-few",
     "stage 2 counts every cell a scan reads with search.count_checks(1), up to and including the cell "
     "that holds the digit, and scans in the lesson's order row -> column -> box: is a scan not counting "
     "its reads, or are the scans in another order?",
     "2단계는 스캔이 읽는 모든 칸을, 그 숫자가 있는 칸까지 포함해 search.count_checks(1) 로 "
     "세고, 수업의 순서 행 -> 열 -> 박스 로 스캔합니다: 읽기를 세지 않는 스캔이 있나요, 아니면 스캔 "
     "순서가 다른가요?"},
    {"part.lesson02.backtracks-too-many",
     "search.backtrack(cell, digit) is called once for each failed deeper call, no more.",
     "search.backtrack(cell, digit) 는 실패한 더 깊은 호출마다 한 번만 불립니다."},
    {"part.lesson02.backtracks-too-few",
     "every placement undone must be reported with search.backtrack(cell, digit): is it missing?",
     "되돌린 모든 배치는 search.backtrack(cell, digit) 로 알려야 합니다: 빠져 있나요?"},
    {"part.lesson02.depth-too-many", "the depth grows by one per kept digit.",
     "깊이는 남긴 숫자 하나마다 1씩 늘어납니다."},
    {"part.lesson02.depth-too-few", "the depth grows by one per kept digit.",
     "깊이는 남긴 숫자 하나마다 1씩 늘어납니다."},
    {"part.lesson02.guesses-too-many", "a guess is a blank where a second digit was entered (search.hpp).",
     "추측(guess)은 두 번째 숫자가 들어간 빈칸입니다 (search.hpp)."},
    {"part.lesson02.guesses-too-few",
     "a guess is a blank where a second digit was entered (search.hpp): does the loop go on after a failed "
     "subtree?",
     "추측(guess)은 두 번째 숫자가 들어간 빈칸입니다 (search.hpp): 실패한 하위 트리 뒤에 "
     "반복문이 계속하나요?"},
    {"part.lesson02.wrong-answer",
     "stage 2 fills the blanks in row-major order with the digits ascending, so its first solution is the "
     "reference's (and stage 1's).",
     "2단계는 빈칸을 행 우선 순서로, 숫자를 오름차순으로 채우므로 첫 해가 모범 답안의 해 (그리고 1단계의 "
     "해) 와 같습니다."},
    // ---- words of lesson 2's diagnoses (tests/lessons/message_words.hpp, stage02_steps.cpp)
    {"part.lesson02.scan-order", "{first}, then {second}, then {third}", "{first}, 그다음 {second}, 그다음 {third}"},
    {"part.lesson02.up-to-the-digit", ", up to the one that holds it", " (그 숫자가 있는 칸까지)"},
    {"part.lesson02.whole-unit", ", the whole unit", " (단위 전체)"},
    {"part.lesson02.digits-only-in-the-box", "a blank whose 1, 2 and 3 sit only in its box",
     "1, 2, 3 이 자기 박스에만 있는 빈칸"},
};

}  // namespace

std::span<const Message> lesson02_messages() { return kMessages; }

}  // namespace sudoku::testing::tables
