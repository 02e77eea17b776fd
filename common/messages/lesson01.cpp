// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The diagnoses of lesson 1 (stage 1, plain backtracking): one entry a diagnosis,
// {id, English, Korean}, each text a run of string literals; `{name}` is a placeholder,
// filled in by the code that prints the message, the same names in both languages.
// tests/lessons/messages_sync.py reads every file of this folder: keep one entry per `{"id",`.
#include "messages/tables.hpp"

namespace sudoku::testing::tables {

namespace {

constexpr Message kMessages[] = {
    // ---- lesson 1, step 1: the whole-board check
    {"lesson01.clashing-digit-not-rejected",
     "your stage 1 did not reject {digit} in {where} of {puzzle} (the first blank), although {digit} is already in "
     "its {clash}: board_is_consistent() must check row `unit`, column `unit` and box `unit` for every unit (step "
     "1), and fill_from() must call search.reject() for a digit that breaks a rule.",
     "1단계 코드가 {puzzle} 의 {where} (첫 빈칸) 에서 {digit} 을(를) 거부하지 않았습니다. {digit} 은(는) 이미 그 "
     "{clash} 에 있습니다: board_is_consistent() 는 모든 unit 에 대해 행 `unit`, 열 `unit`, 박스 `unit` 을 검사해야 "
     "하고 (1단계), fill_from() 은 규칙을 깨는 숫자에 search.reject() 를 불러야 합니다."},
    {"lesson01.given-overwritten",
     "your stage 1 wrote {digit} into {where} of {puzzle}, which holds the given {given}: fill_from() must skip the "
     "givens — cell = next_blank(board, cell) comes first, so that only blank cells are written (step 2).",
     "1단계 코드가 {puzzle} 의 {where} 에 {digit} 을(를) 썼는데, 그 칸에는 주어진 숫자(given) {given} 이(가) "
     "있습니다: fill_from() 은 주어진 숫자를 건너뛰어야 합니다 — cell = next_blank(board, cell) 이 먼저 와서 빈칸에만 "
     "쓰게 합니다 (2단계)."},
    {"lesson01.node-before-its-check",
     "your stage 1 entered {digit} in {where} of {puzzle} as a node before checking it, although {digit} is "
     "already in its {clash}: a node is a digit that passed the whole-board check, so search.enter(cell, digit) "
     "comes after board_is_consistent() said yes, and a digit that breaks a rule only gets search.reject() (step "
     "2).",
     "1단계 코드가 {puzzle} 의 {where} 에서 {digit} 을(를) 검사하기 전에 노드로 들어갔습니다. "
     "{digit} 은(는) 이미 그 {clash} 에 있습니다: 노드는 판 전체 검사를 통과한 숫자이므로 "
     "search.enter(cell, digit) 는 board_is_consistent() 가 예라고 한 뒤에 오고, 규칙을 깨는 숫자는 search.reject() "
     "만 받습니다 (2단계)."},
    {"lesson01.unit-not-fully-checked",
     "your stage 1 did not reject {digit} in {where} of {puzzle} (the first blank), although {digit} is already in "
     "its {clash}: board_is_consistent() must check the columns and boxes too, not only the rows, and every cell "
     "of each unit (index 0 to side - 1) (step 1).",
     "1단계 코드가 {puzzle} 의 {where} (첫 빈칸) 에서 {digit} 을(를) 거부하지 않았습니다. {digit} 은(는) 이미 그 "
     "{clash} 에 있습니다: board_is_consistent() 는 행만이 아니라 열과 박스도, 그리고 각 단위의 모든 칸 (번호 0 부터 "
     "side - 1 까지) 을 검사해야 합니다 (1단계)."},
    {"lesson01.checks-in-another-order",
     "your stage 1 counted {counted} checks to reject {digit} in {where} of {puzzle}: that is what a whole-board "
     "scan reads in this order: {order}. Your checks come in another order than the lesson's row -> column -> box "
     "for each unit number (row 1, column 1, box 1, row 2, ...), which reads {reads}. Any order finds the same "
     "clashes, but stages 1-3 fix the order of their checks so that your counters can be compared with the "
     "reference's exactly: in board_is_consistent(), check row `unit`, then column `unit`, then box `unit` inside "
     "the one loop (step 1).",
     "1단계 코드가 {puzzle} 의 {where} 에서 {digit} 을(를) 거부하며 검사를 {counted}번 셌습니다: 판 전체 스캔을 이 "
     "순서로 했을 때 읽는 양입니다: {order}. 검사 순서가 수업의 단위 번호마다 row -> column -> box (1행, 1열, 1번 "
     "박스, "
     "2행, ...) 와 다릅니다 (수업의 순서는 행 -> 열 -> 박스). 수업의 순서는 {reads}칸을 "
     "읽습니다. 어떤 순서든 같은 충돌을 찾지만, 1-3강은 카운터를 모범 답안과 정확히 비교할 수 있도록 검사 순서를 정해 "
     "둡니다: board_is_consistent() 의 한 반복문 안에서 행 `unit`, 열 `unit`, 박스 `unit` 순서로 검사하세요 "
     "(1단계)."},
    {"lesson01.checks-not-the-whole-board-scan",
     "your stage 1 counted {counted} checks to reject {digit} in {where} of {puzzle}, the lesson's whole-board "
     "scan {reads}: it reads row 1, column 1, box 1, row 2, ... cell by cell, one search.count_checks(1) per cell "
     "read, and stops at the first unit that holds a digit twice — does every scan count its reads, in that "
     "order?",
     "1단계 코드가 {puzzle} 의 {where} 에서 {digit} 을(를) 거부하며 검사를 {counted}번 셌고, 수업의 판 전체 스캔은 "
     "{reads}번입니다: 1행, 1열, 1번 박스, 2행, ... 을 한 칸씩 읽으며 읽은 칸마다 search.count_checks(1) 하나를 세고, "
     "숫자가 두 번 나온 첫 단위에서 멈춥니다 — 모든 스캔이 그 순서로 자기 읽기를 세나요?"},
    {"lesson01.reads-more-than-it-counts",
     "your stage 1 read {read} cells of the grid to check the digits it wrote into {where} of {puzzle} (the first "
     "blank), and counted {checks} checks: every cell a unit check reads is one check, and each check reads only "
     "the cells of its own row, column or box — does a check walk the whole board, or read cells it does not "
     "count (row_is_consistent(), column_is_consistent(), box_is_consistent(), step 1)?",
     "1단계 코드가 {puzzle} 의 {where} (첫 빈칸) 에 쓴 숫자들을 검사하며 격자의 칸을 {read}개 읽고 검사는 {checks}번 "
     "셌습니다: 단위 검사가 읽는 칸 하나가 검사 하나이고, 각 검사는 자기 행, 열, 박스의 칸만 읽습니다 — 검사가 판 "
     "전체를 돌고 있나요, 아니면 세지 않는 칸을 읽나요 (row_is_consistent(), "
     "column_is_consistent(), box_is_consistent(), 1단계)?"},
    // ---- lesson 1, step 2: the recursion
    {"lesson01.search-runs-away",
     "your stage 1 went on for {nodes} nodes on {puzzle} and was stopped; the reference needs {reference}: does "
     "every branch end, and does the search stop at the first solution (step 2)?",
     "1단계 코드가 {puzzle} 에서 노드 {nodes}개까지 가다가 멈춰졌습니다. 모범 답안은 {reference}개면 됩니다: 모든 "
     "가지가 끝나나요, 그리고 탐색이 첫 해에서 멈추나요 (2단계)?"},
    {"lesson01.solved-board-not-handed-up",
     "your stage 1 did not solve {puzzle}, although it filled the board (search.solution_found() was called): "
     "fill_from() must return true when that solved the board — if (fill_from(board, cell + 1, search)) return "
     "true; — so that the search stops and hands the solution up (step 2).",
     "1단계 코드가 판을 다 채웠는데도 (search.solution_found() 가 불렸습니다) {puzzle} 을(를) 풀지 못했습니다: "
     "fill_from() 은 깊은 호출이 판을 풀었을 때 true 를 반환해야 합니다 — "
     "if (fill_from(board, cell + 1, search)) return true; — 그래야 탐색이 멈추고 해를 위로 넘깁니다 (2단계)."},
    {"lesson01.board-never-filled",
     "your stage 1 did not solve {puzzle}, which has a solution, and it never filled the board: when every digit "
     "failed, fill_from() must set the cell back to 0 before it returns false (board.set(cell, 0)), or the digit "
     "left behind stays on the board as if it were a given. And it must call search.enter(cell, digit), recurse "
     "with fill_from(board, cell + 1, search) and return true when that solved the board (step 2).",
     "1단계 코드가 해가 있는 {puzzle} 을(를) 풀지 못했고 판을 한 번도 다 채우지 못했습니다: 모든 숫자가 실패하면 "
     "fill_from() 은 false 를 반환하기 전에 칸을 0 으로 되돌려야 합니다 (back to 0: board.set(cell, 0)). 그러지 "
     "않으면 남은 숫자가 주어진 숫자처럼 판에 남습니다. 그리고 search.enter(cell, digit) 를 부르고, fill_from(board, "
     "cell + 1, search) 로 재귀하고, 그것이 판을 풀었으면 true 를 반환해야 합니다 (2단계)."},
    {"lesson01.not-a-solution", "{problem} (step 2)", "{problem} (2단계)"},
    {"lesson01.backtrack-not-reported",
     "your stage 1 solved {puzzle} with backtracks=0, but the search must undo {undone} placements there: call "
     "search.backtrack(cell, digit) when the deeper fill_from() fails, before the loop tries the next digit (step "
     "2).",
     "1단계 코드가 {puzzle} 을(를) backtracks=0 으로 풀었지만, 탐색은 거기서 놓은 숫자 {undone}개를 되돌려야 합니다: "
     "더 깊은 fill_from() 이 실패하면, 반복문이 다음 숫자를 시도하기 전에 search.backtrack(cell, digit) 를 부르세요 "
     "(2단계)."},
    {"lesson01.nodes-not-kept-or-undone",
     "your stage 1 made {nodes} nodes and {backtracks} backtracks on {puzzle} ({blanks} blanks): every node is "
     "either kept in the solution or undone with search.backtrack(), exactly once.",
     "1단계 코드가 {puzzle} (빈칸 {blanks}개) 에서 노드 {nodes}개와 되돌리기(backtrack) {backtracks}번을 했습니다: "
     "모든 노드는 해에 남거나 search.backtrack() 으로 정확히 한 번 되돌려집니다."},
    {"lesson01.no-solution-not-proved",
     "your stage 1 ended with '{outcome}' on {puzzle}, which has no solution (the reference proves it in 1,752 "
     "nodes): every branch must end, and a cell whose digits all failed is set back to 0 before fill_from() "
     "returns false (step 2).",
     "1단계 코드가 해가 없는 {puzzle} 에서 '{outcome}' 으로 끝났습니다 (모범 답안은 노드 1,752개로 증명합니다): 모든 "
     "가지가 끝나야 하고, 숫자가 모두 실패한 칸은 fill_from() 이 false 를 반환하기 전에 0 으로 되돌립니다 (2단계)."},
    {"lesson01.no-node-before-no-solution",
     "your stage 1 entered no node on {puzzle}: the search must enter nodes before it can prove there is no "
     "solution — search.enter(cell, digit) for every digit that passes the check (step 2).",
     "1단계 코드가 {puzzle} 에서 노드에 하나도 들어가지 않았습니다: 해가 없다는 것을 증명하기 전에 탐색은 노드에 "
     "들어가야 합니다 — 검사를 통과한 숫자마다 search.enter(cell, digit) (2단계)."},
    {"lesson01.no-solution-node-not-undone",
     "your stage 1 made {nodes} nodes and backtracked {backtracks} times on {puzzle}, which has no solution: every "
     "node must be undone with search.backtrack() (step 2).",
     "1단계 코드가 해가 없는 {puzzle} 에서 노드 {nodes}개를 만들고 {backtracks}번 되돌렸습니다 (backtrack): 모든 "
     "노드는 search.backtrack() 으로 되돌려져야 합니다 (2단계)."},
    // ---- the counters of stage 1 beside the reference's: what a difference means, said by
    // fidelity.counter-differs as its {idea} (tests/support/fidelity_ideas.cpp), and by fidelity.answer-differs
    {"part.lesson01.nodes-too-many",
     "a node is a digit that passed the whole-board check: call search.enter() only for a kept digit, "
     "once, after board_is_consistent() said yes.",
     "노드는 판 전체 검사를 통과한 숫자입니다: search.enter() 는 남기는 숫자에만, 한 번, "
     "board_is_consistent() 가 예라고 한 뒤에 부르세요."},
    {"part.lesson01.nodes-too-few",
     "every digit that passes the check is a node and is searched below: does fill_from() try the digits 1 "
     "to side in ascending order, the blanks in row-major order, and go on with the next digit after a "
     "failed subtree?",
     "검사를 통과한 숫자는 모두 노드이고 그 아래를 탐색합니다: fill_from() 이 숫자를 1 부터 side "
     "까지 오름차순으로, 빈칸을 행 우선 순서로 시도하고, 실패한 하위 트리 뒤에 다음 숫자로 넘어가나요?"},
    {"part.lesson01.checks-too-many",
     "stage 1 re-checks the whole board after writing each digit, one check per cell read, in the lesson's "
     "order (row u, column u, box u for each unit number u), and stops at the first unit that holds a "
     "digit twice: is a scan counting a cell twice, going on after a repeat, or are the checks in another "
     "order?",
     "1단계는 숫자를 쓸 때마다 판 전체를 다시 검사합니다. 읽은 칸 하나가 검사 하나이고, 수업의 순서 (단위 "
     "번호 u 마다 u행, u열, u번 박스) 로 읽으며, 숫자가 두 번 나온 첫 단위에서 멈춥니다: 한 칸을 두 "
     "번 세는 스캔이 있나요, 반복을 찾은 뒤에도 계속하나요, 아니면 검사 순서가 다른가요?"},
    {"part.lesson01.checks-too-few",
     "stage 1 re-checks the whole board after writing each digit: every row, column and box, one check per "
     "cell read — are you checking only the new cell's row, column and box (that is stage 2's idea), or is "
     "a unit scan not counting its reads with search.count_checks(1)?",
     "1단계는 숫자를 쓸 때마다 판 전체를 다시 검사합니다: 모든 행, 열, 박스를, 읽은 칸마다 검사 하나씩 — "
     "새 칸의 행, 열, 박스만 검사하고 있나요 (그것은 2단계의 아이디어입니다), 아니면 어느 단위 스캔이 "
     "search.count_checks(1) 로 읽기를 세지 않나요?"},
    {"part.lesson01.backtracks-too-many",
     "search.backtrack(cell, digit) is called once for each failed deeper call, no more.",
     "search.backtrack(cell, digit) 는 실패한 더 깊은 호출마다 한 번만 불립니다."},
    {"part.lesson01.backtracks-too-few",
     "every placement undone must be reported: call search.backtrack(cell, digit) when the deeper "
     "fill_from() fails — is it missing?",
     "되돌린 모든 배치는 알려야 합니다: 더 깊은 fill_from() 이 실패하면 "
     "search.backtrack(cell, digit) 를 부르세요 — 빠져 있나요?"},
    {"part.lesson01.depth-too-many", "the depth grows by one per kept digit: is search.enter() called for givens too?",
     "깊이는 남긴 숫자 하나마다 1씩 늘어납니다: 주어진 숫자에도 search.enter() 를 부르고 있나요?"},
    {"part.lesson01.depth-too-few",
     "the depth grows by one per kept digit, down to the last blank: is search.enter() called for every "
     "node?",
     "깊이는 남긴 숫자 하나마다 1씩, 마지막 빈칸까지 늘어납니다: 모든 노드에서 search.enter() 를 "
     "부르나요?"},
    {"part.lesson01.guesses-too-many",
     "a guess is a blank where a second digit was entered after the first failed (search.hpp): do you "
     "enter digits that failed the check?",
     "추측(guess)은 첫 숫자가 실패한 뒤 두 번째 숫자가 들어간 빈칸입니다 (search.hpp): 검사에 "
     "실패한 숫자에도 들어가나요?"},
    {"part.lesson01.guesses-too-few",
     "a guess is a blank where a second digit was entered after the first failed (search.hpp): does the "
     "loop go on with the next digit after a failed subtree?",
     "추측(guess)은 첫 숫자가 실패한 뒤 두 번째 숫자가 들어간 빈칸입니다 (search.hpp): 실패한 "
     "하위 트리 뒤에 반복문이 다음 숫자로 넘어가나요?"},
    {"part.lesson01.wrong-answer",
     "stage 1 fills the blanks in row-major order with the digits in ascending order, so its first "
     "solution is the reference's.",
     "1단계는 빈칸을 행 우선 순서로, 숫자를 오름차순으로 채우므로 첫 해가 모범 답안의 해와 같습니다."},
    // ---- words of lesson 1's diagnoses (tests/lessons/message_words.hpp, stage01_steps.cpp)
    {"part.lesson01.order-per-unit", "for each unit number u: its {first} u, then {second} u, then {third} u",
     "단위 번호 u 마다 {first} u, 그다음 {second} u, 그다음 {third} u"},
    {"part.lesson01.order-kind-by-kind",
     "every {first}, then every {second}, then every {third} (all the {plural} first)",
     "모든 {first}, 그다음 모든 {second}, 그다음 모든 {third} ({plural} 전부 먼저)"},
    {"part.lesson01.digits-only-in-the-box", "a blank whose 1, 2 and 3 sit only in its box",
     "1, 2, 3 이 자기 박스에만 있는 빈칸"},
};

}  // namespace

std::span<const Message> lesson01_messages() { return kMessages; }

}  // namespace sudoku::testing::tables
