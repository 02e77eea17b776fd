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
     "1단계 코드가 {puzzle} 의 {where} 에서 {digit} 을(를) 검사하기 전에 노드로 들어갔습니다 (as a node before "
     "checking it). {digit} 은(는) 이미 그 {clash} 에 있습니다: 노드는 판 전체 검사를 통과한 숫자이므로 "
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
     "2행, ...) 와 다릅니다 (another order than the lesson's row -> column -> box). 수업의 순서는 {reads}칸을 "
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
     "전체를 돌고 있나요 (walk the whole board), 아니면 세지 않는 칸을 읽나요 (row_is_consistent(), "
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
     "fill_from() 은 깊은 호출이 판을 풀었을 때 true 를 반환해야 합니다 (return true when that solved the board) — "
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
    {"lesson03.new-board-tables-wrong",
     "after Board({puzzle}): {problem}. Board::mark() must set the entry of the digit in the row, the column and "
     "the box of the cell to `used` (step 1).",
     "Board({puzzle}) 뒤에: {problem}. Board::mark() 는 그 칸의 행, 열, 박스에서 그 숫자의 항목을 `used` 로 정해야 "
     "합니다 (1단계, table)."},
    {"lesson03.place-leaves-tables-wrong",
     "after place() in {where}: {problem}. place() calls mark(cell, digit, true) (step 1).",
     "{where} 에서 place() 뒤에: {problem}. place() 는 mark(cell, digit, true) 를 부릅니다 (1단계, table)."},
    {"lesson03.remove-leaves-the-entry",
     "after remove({digit}) in {where}: {problem}. remove() calls mark(cell, digit, false): the entry must be "
     "cleared again, or the tables remember a digit that is gone (step 1).",
     "{where} 에서 remove({digit}) 뒤에: {problem}. remove() 는 mark(cell, digit, false) 를 부릅니다: 항목을 다시 "
     "지워야 합니다. 그러지 않으면 표(tables)가 사라진 숫자를 기억합니다 (1단계)."},
    {"lesson03.moved-entry-not-set",
     "after {what} in row 1, column 2, used_in_{kind}[{unit}][3] is {now}: mark(cell, digit, used) sets the entry "
     "of the digit in the cell's row, column and box to `used` (step 1).",
     "1행 2열에서 {what} 뒤에 used_in_{kind}[{unit}][3] 이(가) {now} 입니다: mark(cell, digit, used) 는 그 칸의 행, "
     "열, 박스에서 그 숫자의 항목을 `used` 로 정합니다 (1단계, table)."},
    {"lesson03.other-entry-changed",
     "after {what} in row 1, column 2 (row index 0, column index 1, box index 0), used_in_{kind}[{unit}][{digit}] "
     "changed from {then} to {now}: Board::mark() changes only the three entries of the digit it was given (the "
     "cell's row, column and box), in O(1), and leaves every other entry as it was — the lesson keeps the tables "
     "up to date, it does not recompute them (step 1).",
     "1행 2열 (행 번호 0, 열 번호 1, 박스 번호 0) 에서 {what} 뒤에 used_in_{kind}[{unit}][{digit}] 이(가) {then} 에서 "
     "{now} 로 바뀌었습니다: Board::mark() 는 받은 숫자의 세 항목 (그 칸의 행, 열, 박스) 만 O(1) 로 바꾸고 다른 항목은 "
     "그대로 둡니다 — 수업은 표(tables)를 최신으로 유지하고, 다시 계산하지 않습니다 (1단계)."},
    // ---- lesson 3, step 2: digit_fits()
    {"lesson03.digit-fits-reads-the-grid",
     "your digit_fits() says 7 fits in row 5, column 5 of an empty grid although used_in_{kind}[4][7] says 7 is "
     "used in its {kind}: stage 3 decides from the three tables, never by reading the grid — the tables are there "
     "so that no cell has to be read (step 2).",
     "digit_fits() 가 빈 격자의 5행 5열에 7 이 들어간다고 말하지만, used_in_{kind}[4][7] 은 그 {kind} 에서 7 이 "
     "쓰였다고 말합니다: 3단계는 세 표(tables)로 정하고, 격자를 읽지 않습니다 — 표는 칸을 하나도 읽지 않으려고 있는 "
     "것입니다 (2단계)."},
    {"lesson03.digit-fits-follows-the-grid",
     "your digit_fits() says 7 does not fit in row 5, column 5, where only the grid (not the tables) holds a 7 in "
     "the row: digit_fits() must read the tables, not the grid (step 2).",
     "digit_fits() 가 5행 5열에 7 이 들어가지 않는다고 말합니다. 그 행에 7 이 있는 것은 격자뿐이고 표(tables)에는 "
     "없습니다: digit_fits() 는 격자가 아니라 표를 읽어야 합니다 (2단계)."},
    {"lesson03.lookups-in-another-order",
     "your digit_fits() looks up the {first} table, then the {second}, then the {third}: your checks come in "
     "another order than the lesson's row -> column -> box. Any order gives the right answers, but stages 1-3 fix "
     "the order of their checks so that your counters can be compared with the reference's exactly: used_in_row "
     "first, then used_in_column, then used_in_box (step 2).",
     "digit_fits() 가 {first} 표, 그다음 {second}, 그다음 {third} 을(를) 조회합니다: 검사 순서가 수업의 row -> "
     "column -> box 와 다릅니다 (another order than the lesson's row -> column -> box). 어떤 순서든 답은 맞지만, "
     "1-3강은 카운터를 모범 답안과 정확히 비교할 수 있도록 검사 순서를 정해 둡니다: used_in_row 먼저, 그다음 "
     "used_in_column, 그다음 used_in_box (2단계)."},
    {"lesson03.lookup-count-differs",
     "your digit_fits() counted {counted} for a digit used in the {kind}{nowhere}, the lesson {want}: look up the "
     "row, then the column, then the box, count each lookup with search.count_checks(1), and stop at the first "
     "table that says used (step 2).",
     "digit_fits() 가 {kind}{nowhere} 에서 쓰인 숫자에 {counted} 을(를) 셌고, 수업은 {want}번입니다: 행, 그다음 열, "
     "그다음 박스 표(table)를 조회하며 조회마다 search.count_checks(1) 로 세고, used 라고 말하는 첫 표에서 멈추세요 "
     "(2단계)."},
    // ---- lesson 3, the whole stage
    {"lesson03.guesses-differ",
     "your stage 3 counted {guesses} guesses on {puzzle}, the reference {reference}: a guess is a blank where a "
     "second digit was entered (search.hpp), and Search counts it in enter(), so stage 3 walks stage 1's tree "
     "with one search.enter(cell, digit) per digit that fits.",
     "3단계 코드가 {puzzle} 에서 추측(guess)을 {guesses}번 셌고, 모범 답안은 {reference}번입니다: 추측은 두 번째 "
     "숫자가 들어간 빈칸이고 (search.hpp) Search 가 enter() 에서 셉니다. 그래서 3단계는 들어가는 숫자마다 "
     "search.enter(cell, digit) 하나로 1단계의 트리를 걷습니다."},
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
    {"lesson04.new-board-masks-wrong",
     "after Board({puzzle}): {problem}. Board::place() must set the digit's bit in used_in_row, used_in_column and "
     "used_in_box (step 1).",
     "Board({puzzle}) 뒤에: {problem}. Board::place() 는 used_in_row, used_in_column, used_in_box 에 그 숫자의 비트를 "
     "켜야 합니다 (1단계)."},
    {"lesson04.place-leaves-masks-wrong",
     "after place() in {where}: {problem}. place() sets the digit's bit in the row, column and box masks (step 1).",
     "{where} 에서 place() 뒤에: {problem}. place() 는 행, 열, 박스 마스크에 그 숫자의 비트를 켭니다 (1단계)."},
    {"lesson04.remove-leaves-a-bit",
     "after remove({digit}) in {where}: {problem}. remove() must clear the digit's bit in used_in_row, "
     "used_in_column and used_in_box, exactly the bits place() set, or the masks remember a digit that is gone "
     "(step 1).",
     "{where} 에서 remove({digit}) 뒤에: {problem}. remove() 는 used_in_row, used_in_column, used_in_box 에서 그 "
     "숫자의 비트, 곧 place() 가 켠 비트를 정확히 꺼야 합니다. 그러지 않으면 마스크가 사라진 숫자를 기억합니다 "
     "(1단계)."},
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
    {"lesson04.candidates-miss-a-grid-only-digit",
     "your candidates() leaves 7 out of row 5, column 5, where only the grid (not the masks) holds a 7 in the row: "
     "candidates() is computed from the masks, not from the grid — the lesson keeps the masks up to date so that "
     "no cell has to be read (step 2).",
     "candidates() 가 5행 5열의 후보에서 7 을 뺐습니다. 그 행에 7 이 있는 것은 격자뿐이고 마스크에는 없습니다: "
     "candidates() 는 격자가 아니라 마스크로 계산합니다 — 수업은 마스크를 최신으로 유지해서 칸을 하나도 읽지 않게 "
     "합니다 (2단계)."},
    {"lesson04.candidates-wrong",
     "your candidates() gives {got} for {where} of {puzzle}, whose row, column and box leave {want}: the "
     "candidates are the digits of all_digits_mask(side) that are in none of the cell's three masks (step 2).",
     "candidates() 가 {puzzle} 의 {where} 에 {got} 을(를) 주었는데, 그 행, 열, 박스가 남기는 숫자는 {want} 입니다: "
     "후보(candidate)는 all_digits_mask(side) 의 숫자 가운데 그 칸의 세 마스크 어디에도 없는 숫자입니다 (2단계)."},
    {"lesson04.candidates-count-differs",
     "your candidates() counted {counted} for {where} of {puzzle}: it counts its three mask lookups with one "
     "search.count_checks(3), nothing else (step 2).",
     "candidates() 가 {puzzle} 의 {where} 에서 {counted} 을(를) 셌습니다: 세 번의 마스크 조회를 "
     "search.count_checks(3) 하나로 세고, 그 밖에는 세지 않습니다 (2단계, checks)."},
    {"lesson04.no-node",
     "your stage 4 made no node on {puzzle}: solve() searches from the most constrained cell, one search.enter(cell, "
     "digit) per candidate tried (step 2).",
     "4단계 코드가 {puzzle} 에서 노드를 하나도 만들지 않았습니다: solve() 는 가장 제약이 많은 칸에서 탐색하고, "
     "시도하는 "
     "후보마다 search.enter(cell, digit) 하나입니다 (2단계)."},
    {"lesson04.entered-digit-not-a-candidate",
     "your stage 4 entered {digit} in {where} of {puzzle} although its {clash} holds it: candidates() is the digits "
     "of all_digits_mask(side) that are in none of the three masks (step 2).",
     "4단계 코드가 {puzzle} 의 {where} 에 {digit} 을(를) 넣었는데 그 {clash} 에 이미 있습니다: candidates() 는 "
     "all_digits_mask(side) 의 숫자 가운데 세 마스크 어디에도 없는 숫자입니다 (2단계, candidate)."},
    {"lesson04.checks-not-in-threes",
     "your stage 4 had counted {checks} checks at a node of {puzzle}: candidates() counts its three mask lookups "
     "with one search.count_checks(3), nothing else counts checks (step 2).",
     "4단계 코드가 {puzzle} 의 한 노드에서 검사(checks)를 {checks}번 센 상태였습니다: candidates() 는 세 번의 마스크 "
     "조회를 search.count_checks(3) 하나로 세고, 다른 것은 검사를 세지 않습니다 (2단계)."},
    {"lesson04.candidates-not-counted",
     "your stage 4 had counted {checks} checks at its node {node} on {puzzle}, but each node computes the "
     "candidates of at least one blank cell first, three checks each: candidates() must count its three mask "
     "lookups with search.count_checks(3) (step 2).",
     "4단계 코드가 {puzzle} 의 {node}번째 노드에서 검사(checks)를 {checks}번 센 상태였지만, 각 노드는 먼저 적어도 한 "
     "빈칸의 후보를 계산합니다. 한 칸에 검사 세 번: candidates() 는 세 번의 마스크 조회를 search.count_checks(3) 로 "
     "세야 합니다 (2단계)."},
    // ---- lesson 4, step 3: most_constrained_cell()
    {"lesson04.no-stop-at-zero",
     "your stage 4 looked at the blank cells of {puzzle} for {counted} checks and gave up at {where}; the lesson "
     "stops at the first cell without candidates, {lesson_where}, after {lesson_checks} checks: "
     "most_constrained_cell() returns at once when a cell has none — nothing beats zero, and the branch is dead "
     "anyway (step 3).",
     "4단계 코드가 {puzzle} 의 빈칸을 검사(checks) {counted}번 동안 보고 {where} 에서 포기했습니다. 수업은 후보가 없는 "
     "첫 칸 {lesson_where} 에서 검사 {lesson_checks}번 뒤에 멈춥니다: most_constrained_cell() 은 후보가 없는 칸이 "
     "있으면 바로 반환합니다 (returns at once when a cell has none) — 0 보다 나은 것은 없고, 그 가지는 어차피 "
     "죽었습니다 (3단계)."},
    {"lesson04.branch-not-on-fewest",
     "your stage 4 branched on {where} ({count}) of {puzzle}, the lesson on {lesson_where} ({lesson_count}): "
     "most_constrained_cell() keeps the blank cell with the fewest candidates, and on a tie the earlier one in "
     "row-major order (replace the best only when a cell has strictly fewer) (step 3).",
     "4단계 코드가 {puzzle} 의 {where} ({count}) 에서 갈라졌고, 수업은 {lesson_where} ({lesson_count}) 에서 "
     "갈라집니다: most_constrained_cell() 은 후보가 가장 적은 빈칸을 고르고, 같으면 (tie) 행 우선 순서로 앞선 칸을 "
     "남깁니다 (어떤 칸이 엄격히 더 적을 때만 최선을 바꿉니다) (3단계)."},
    {"lesson04.choice-checks-differ",
     "your stage 4 counted {counted} checks to choose {where} of {puzzle}, the lesson {lesson_checks} (three per "
     "blank cell looked at): it looks at every blank cell and stops early only at a cell without candidates "
     "(step 3).",
     "4단계 코드가 {puzzle} 의 {where} 를 고르며 검사(checks)를 {counted}번 셌고, 수업은 {lesson_checks}번입니다 (본 "
     "빈칸마다 세 번): 모든 빈칸을 보고, 후보가 없는 칸에서만 일찍 멈춥니다 (3단계)."},
    // ---- lesson 5, step 1: naked singles
    {"lesson05.naked-singles-too-few",
     "your stage 5 propagated {propagated} cells on {puzzle}, the lesson {expected}: place_naked_singles() places "
     "every blank cell with one candidate, at once (state.place, search.propagate), and the passes repeat until "
     "one places nothing (step 1).",
     "5단계 코드가 {puzzle} 에서 칸 {propagated}개를 전파했고, 수업은 {expected}개입니다: place_naked_singles() 는 "
     "후보가 하나인 빈칸을 모두 바로 놓고 (state.place, search.propagate), 한 번의 훑기가 아무것도 놓지 않을 때까지 "
     "훑기를 되풀이합니다 (1단계)."},
    {"lesson05.naked-single-out-of-order",
     "your stage 5's naked single number {number} on {puzzle} was {digit} in {where}, the lesson's {lesson_digit} "
     "in {lesson_where}: one pass visits the blank cells in row-major order and places each single at once, so the "
     "cells after it already see it (step 1).",
     "5단계 코드의 {puzzle} 에서 {number}번째 naked single 은 {where} 의 {digit} 이었고, 수업은 {lesson_where} 의 "
     "{lesson_digit} 입니다: 한 번의 훑기는 빈칸을 행 우선 순서로 방문하고 single 을 바로 놓습니다. 그래서 뒤의 칸들은 "
     "이미 그 숫자를 봅니다 (1단계)."},
    {"lesson05.naked-puzzle-not-solved",
     "your stage 5 did not solve {puzzle}, which naked singles alone fill: place_naked_singles() repeats its passes "
     "until one places nothing (step 1).",
     "5단계 코드가 naked single 만으로 채워지는 {puzzle} 을(를) 풀지 못했습니다: place_naked_singles() 는 한 번의 "
     "훑기가 아무것도 놓지 않을 때까지 훑기를 되풀이합니다 (1단계)."},
    {"lesson05.naked-puzzle-needed-nodes",
     "your stage 5 needed {nodes} nodes on {puzzle}, which naked singles alone fill (step 1).",
     "5단계 코드가 naked single 만으로 채워지는 {puzzle} 에서 노드 {nodes}개가 필요했습니다 (node, 1단계)."},
    {"lesson05.digit-placed-without-candidates",
     "your stage 5 propagated digit {digit} into {where}, a cell without candidates: test options == 0 before "
     "holds_one_digit() — std::countr_zero(0) is 32, and 1u << 32 is undefined behaviour (the student-asan preset "
     "reports it with its line) (step 1).",
     "5단계 코드가 후보가 없는 칸 {where} 에 숫자 {digit} 을(를) 전파했습니다: holds_one_digit() 보다 먼저 options "
     "== 0 을 검사하세요 — std::countr_zero(0) 은 32 이고, 1u << 32 는 정의되지 않은 동작입니다 (student-asan "
     "프리셋이 그 줄과 함께 알려 줍니다) (1단계)."},
    {"lesson05.zero-candidates-stopped-the-program",
     "your stage 5 stopped the program (the lines above are its last words) on a puzzle whose {where} has no "
     "candidate: a blank cell without candidates is a contradiction. Test options == 0 before holds_one_digit() "
     "— std::countr_zero(0) is 32, and 1u << 32 is undefined behaviour, which the sanitizers stop at (step 1).",
     "5단계 코드가 {where} 에 후보가 없는 퍼즐에서 프로그램을 멈추게 했습니다 (위의 줄들이 마지막 출력입니다): 후보가 "
     "없는 빈칸은 모순입니다. holds_one_digit() 보다 먼저 options == 0 을 검사하세요 — std::countr_zero(0) 은 32 "
     "이고, 1u << 32 는 정의되지 않은 동작이며 sanitizer 가 거기서 멈춥니다 (1단계)."},
    {"lesson05.no-candidate-not-no-solution",
     "your stage 5 ended with '{outcome}' on a puzzle whose row 1, column 9 has no candidate, so there is no "
     "solution: a blank cell without candidates is a contradiction, Progress::contradiction (step 1).",
     "5단계 코드가 1행 9열에 후보가 없는 퍼즐에서 '{outcome}' 으로 끝났습니다. 그러니 해가 없습니다: 후보가 없는 "
     "빈칸은 "
     "모순, Progress::contradiction 입니다 (1단계)."},
    {"lesson05.contradiction-cost-a-node",
     "your stage 5 made {nodes} nodes on a puzzle whose row 1, column 9 has no candidate: a contradiction found by "
     "propagation costs no node (step 1).",
     "5단계 코드가 1행 9열에 후보가 없는 퍼즐에서 노드 {nodes}개를 만들었습니다: 전파가 찾은 모순에는 노드가 들지 "
     "않습니다 (1단계)."},
    {"lesson05.dead-end-not-reported",
     "your stage 5 did not report a dead end at {where}, which has no candidate: call search.dead_end(cell) and "
     "return Progress::contradiction there (step 1).",
     "5단계 코드가 후보가 없는 {where} 에서 막다른 곳(dead end)을 알리지 않았습니다: 거기서 search.dead_end(cell) 를 "
     "부르고 Progress::contradiction 을 반환하세요 (1단계)."},
    // ---- lesson 5, step 2: hidden singles
    {"lesson05.hidden-puzzle-not-solved",
     "your stage 5 did not solve {puzzle}: with both rules it needs no guess at all (step 2).",
     "5단계 코드가 {puzzle} 을(를) 풀지 못했습니다: 두 규칙 (naked, hidden single) 이 있으면 추측이 전혀 필요 "
     "없습니다 (2단계)."},
    {"lesson05.hidden-puzzle-wrong-grid", "{difference}(step 2)", "{difference}(2단계)"},
    {"lesson05.hidden-puzzle-needed-nodes",
     "your stage 5 needed {nodes} nodes on {puzzle}, the lesson none: a digit that a row, column or box needs and "
     "only one of its cells can take goes there — does place_hidden_singles_in() collect `somewhere` and "
     "`in_two_or_more` over the unit's cells (step 2)?",
     "5단계 코드가 {puzzle} 에서 노드 {nodes}개가 필요했고, 수업은 하나도 필요 없습니다: 행, 열, 박스에 필요한 숫자를 "
     "그 칸들 가운데 하나만 받을 수 있으면 그 숫자는 거기로 갑니다 (hidden single) — place_hidden_singles_in() 이 "
     "단위의 칸들에서 `somewhere` 와 `in_two_or_more` 를 모으나요 (2단계)?"},
    {"lesson05.blank-not-filled-by-propagation",
     "your stage 5 made {propagations} propagations on {puzzle}, which has {blanks} blanks: every blank is filled "
     "by propagation, one search.propagate(cell, digit) each (step 2).",
     "5단계 코드가 빈칸이 {blanks}개인 {puzzle} 에서 전파를 {propagations}번 했습니다: 모든 빈칸은 전파로 채워지고, "
     "칸마다 search.propagate(cell, digit) 하나입니다 (2단계)."},
    {"lesson05.digit-without-a-place-ignored",
     "your stage 5 made {nodes} nodes (and ended with '{outcome}') on a puzzle whose row 1 needs a 9 that fits in "
     "none of its cells; the lesson stops at once, with no node: place_hidden_singles_in() must report "
     "Progress::contradiction (and search.dead_end(-1)) when a digit the unit needs fits nowhere — a hidden single "
     "with no place is a dead end, not \"nothing to do\" (step 2).",
     "5단계 코드가 1행에 필요한 9 가 어느 칸에도 들어가지 못하는 퍼즐에서 노드 {nodes}개를 만들었습니다 ('{outcome}' "
     "으로 끝남). 수업은 노드 없이 바로 멈춥니다: 단위에 필요한 숫자가 들어갈 곳이 없으면 place_hidden_singles_in() "
     "은 Progress::contradiction (그리고 search.dead_end(-1)) 을 알려야 합니다 — 자리가 없는 hidden single 은 "
     "\"할 일 없음\" 이 아니라 막다른 곳입니다 (2단계)."},
    {"lesson05.hidden-pass-recomputes-candidates",
     "your stage 5's propagated cell number {number} on {puzzle} was {digit} in {where}, the lesson's "
     "{lesson_digit} in {lesson_where}: your hidden-single pass sees candidates that changed during the pass, so it "
     "computes them again. place_hidden_singles_in() reads each cell's candidates from `table`, which the last "
     "naked-single pass wrote: the lesson keeps that table so that the hidden pass costs no lookup (its stale "
     "entries are too generous, never too strict, and the single's cell is looked up again before the digit goes "
     "in) (step 2).",
     "5단계 코드의 {puzzle} 에서 {number}번째로 전파한 칸은 {where} 의 {digit} 이었고, 수업은 {lesson_where} 의 "
     "{lesson_digit} 입니다: hidden single 훑기가 훑는 도중에 바뀐 후보를 봅니다. 즉 후보를 다시 계산합니다. "
     "place_hidden_singles_in() 은 각 칸의 후보를 마지막 naked single 훑기가 써 둔 `table` 에서 읽습니다: 수업은 그 "
     "표를 유지해서 hidden 훑기에 조회 비용이 들지 않게 합니다 (오래된 항목은 너무 너그러울 뿐 너무 엄격하지 않고, "
     "숫자를 넣기 전에 single 의 칸을 다시 조회합니다) (2단계)."},
    {"lesson05.hidden-single-out-of-order",
     "your stage 5's propagated cell number {number} on {puzzle} was {digit} in {where}, the lesson's "
     "{lesson_digit} in {lesson_where}: after the naked singles, the hidden pass goes over the rows, then the "
     "columns, then the boxes, and places a unit's singles from the lowest digit, each at once (step 2).",
     "5단계 코드의 {puzzle} 에서 {number}번째로 전파한 칸은 {where} 의 {digit} 이었고, 수업은 {lesson_where} 의 "
     "{lesson_digit} 입니다: naked single 뒤에 hidden 훑기는 행, 그다음 열, 그다음 박스를 돌고, 한 단위의 single 을 "
     "가장 작은 숫자부터 하나씩 바로 놓습니다 (2단계)."},
    {"lesson05.hidden-pass-checks-differ",
     "your stage 5 placed the lesson's cells on {puzzle}, but had made {checks} checks when it placed number "
     "{number} ({digit} in {where}), the lesson {lesson_checks}: the hidden pass reads the candidates from `table` "
     "(no check) and only only_place_for() looks a cell up again (three checks per blank cell it looks at). Does "
     "place_hidden_singles_in() call candidates() instead of reading table[cell] (step 2)?",
     "5단계 코드가 {puzzle} 에서 수업과 같은 칸들을 놓았지만, {number}번째 ({where} 의 {digit}) 를 놓을 때 검사가 "
     "{checks}번이었고, 수업은 {lesson_checks}번입니다: hidden 훑기는 후보를 `table` 에서 읽고 (검사 없음) "
     "only_place_for() 만 칸을 다시 조회합니다 (보는 빈칸마다 검사 세 번). place_hidden_singles_in() 이 table[cell] "
     "을 읽지 않고 candidates() 를 부르나요 (2단계)?"},
    {"lesson05.propagated-count-differs",
     "your stage 5 propagated {propagated} cells on {puzzle}, the lesson {expected} (step 2).",
     "5단계 코드가 {puzzle} 에서 칸 {propagated}개를 전파했고, 수업은 {expected}개입니다 (2단계)."},
    // ---- lesson 5, the whole stage
    {"lesson05.branch-not-on-fewest",
     "your stage 5 branched on {where} ({count}) of {puzzle}, the lesson on {lesson_where} ({lesson_count}): after "
     "propagation stage 5 branches on stage 4's cell, the blank cell with the fewest candidates, the earlier one "
     "in row-major order on a tie — not simply the first blank cell.",
     "5단계 코드가 {puzzle} 에서 {where} ({count}) 에서 갈라졌고, 수업은 {lesson_where} ({lesson_count}) 에서 "
     "갈라집니다: 전파 뒤에 5단계는 4단계의 칸, 즉 후보가 가장 적은 (fewest) 빈칸에서 갈라지고, 같으면 행 우선 순서로 "
     "앞선 칸입니다 — 그냥 첫 빈칸이 아닙니다 (not simply the first blank cell)."},
    {"lesson05.top95-cut-too-small",
     "your stage 5 made {nodes} nodes on top95.txt, stage 4 {stage4}: lesson 5 promises at least {cut} times fewer "
     "(the reference: 6,127). Naked singles alone give about 34 times more nodes than both rules — are hidden "
     "singles switched off (step 2)?",
     "5단계 코드가 top95.txt 에서 노드 {nodes}개를 만들었고, 4단계는 {stage4}개입니다: 5강은 적어도 {cut}배 적다고 "
     "약속합니다 (모범 답안: 6,127). naked single 만으로는 두 규칙을 함께 쓸 때보다 노드가 약 34배 많습니다 — hidden "
     "single 이 꺼져 있나요 (2단계)?"},
    // ---- lesson 7, step 1: cover() and uncover()
    {"lesson07.covered-column-still-listed",
     "after cover() of {column} on an empty 9x9 grid's matrix, the column is still in the header list: cover() "
     "starts with unlink_left_right(header).",
     "빈 9x9 격자의 행렬에서 {column} 을(를) cover() 한 뒤에도 그 열이 헤더 목록에 남아 있습니다: cover() 는 "
     "unlink_left_right(header) 로 시작합니다."},
    {"lesson07.covered-column-lost-its-rows",
     "after cover() of {column} on an empty 9x9 grid's matrix, the column itself no longer holds its {rows} rows: "
     "cover() takes the rows out of the *other* columns only, so that uncover() can find them again from the "
     "header.",
     "빈 9x9 격자의 행렬에서 {column} 을(를) cover() 한 뒤, 그 열 자신이 자기 행 {rows}개를 더 이상 갖고 있지 "
     "않습니다: cover() 는 행을 *다른* 열에서만 빼냅니다. 그래야 uncover() 가 헤더에서 그 행들을 다시 찾을 수 "
     "있습니다."},
    {"lesson07.row-still-in-another-column",
     "after cover() of {column} on an empty 9x9 grid's matrix, {row} is still in {other}: cover() must take every "
     "row of the column out of every other column it has a 1 in (walk down the column, and in each row right, "
     "unlink_up_down(x) on every node).",
     "빈 9x9 격자의 행렬에서 {column} 을(를) cover() 한 뒤에도 {row} 이(가) {other} 에 남아 있습니다: cover() 는 그 "
     "열의 모든 행을, 그 행이 1 을 가진 다른 모든 열에서 빼내야 합니다 (열을 따라 내려가며, 각 행에서 오른쪽으로, "
     "모든 노드에 unlink_up_down(x))."},
    {"lesson07.size-not-kept-by-cover",
     "after cover() of {column} on an empty 9x9 grid's matrix, {other} holds {rows} rows but its size says {size}: "
     "cover() must subtract one from the size of the column of every node it takes out "
     "(--sizes_[index(node(x).column)]). The lesson keeps the sizes up to date, one step per node, so that "
     "choose_column() reads a size instead of walking a column to count its rows.",
     "빈 9x9 격자의 행렬에서 {column} 을(를) cover() 한 뒤, {other} 에는 행이 {rows}개 있는데 크기는 {size} 라고 "
     "말합니다 (its size says): cover() 는 빼낸 노드마다 그 열의 크기에서 하나를 빼야 합니다 (cover() must subtract "
     "one: --sizes_[index(node(x).column)]). 수업은 노드 하나에 한 걸음으로 크기를 최신으로 유지해서, "
     "choose_column() 이 열을 걸어 행을 세지 않고 크기를 읽게 합니다."},
    {"lesson07.uncover-not-exact",
     "after cover() and then uncover() of {column} on an empty 9x9 grid's matrix, {difference}: uncover() must give "
     "back exactly what cover() took, every node put back with relink_up_down(x) and one added to the size of its "
     "column, and the header put back last (relink_left_right(header)).",
     "빈 9x9 격자의 행렬에서 {column} 을(를) cover() 하고 uncover() 한 뒤: {difference}. uncover() 는 cover() 가 "
     "가져간 것을 정확히 돌려줘야 합니다. 모든 노드를 relink_up_down(x) 로 되돌리며 그 열의 크기에 하나를 더하고 "
     "(size of its column), 헤더는 마지막에 되돌립니다 (relink_left_right(header))."},
    {"lesson07.column-emptied-while-nesting",
     "the column of cell {cell} is empty after {chosen} rows were chosen (an empty grid's matrix always has a row "
     "left there): cover() or cover_other_columns() takes out rows that do not clash with the chosen ones.",
     "행 {chosen}개를 고른 뒤 칸 {cell} 의 열이 비었습니다 (빈 격자의 행렬에는 거기에 항상 행이 남습니다): cover() "
     "나 cover_other_columns() 가 고른 행과 충돌하지 않는 행까지 빼냅니다."},
    {"lesson07.nested-undo-not-exact",
     "the test chose {chosen} rows one inside another, as the search does (cover the column, then the row's other "
     "columns: cover_other_columns), then took them back in the reverse order; after taking back {row}, chosen at "
     "depth {depth}, {difference}. Each cover() must be undone on the matrix it left: uncover_other_columns() "
     "uncovers a row's columns right to left, the reverse of cover_other_columns(), and the chosen column comes "
     "back last.",
     "테스트가 탐색처럼 행 {chosen}개를 하나 안에 하나씩 고르고 (열을 cover 한 뒤 그 행의 다른 열들: "
     "cover_other_columns), 거꾸로 된 순서로 되돌렸습니다. 깊이 {depth} 에서 고른 {row} 을(를) 되돌린 뒤: "
     "{difference}. 각 cover() 는 그것이 남긴 행렬 위에서 되돌려져야 합니다: uncover_other_columns() 는 한 행의 "
     "열들을 오른쪽에서 왼쪽으로 (right to left), cover_other_columns() 의 거꾸로 uncover 하고, 고른 열은 마지막에 "
     "돌아옵니다."},
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
    {"lesson07.chosen-not-an-uncovered-column",
     "on {setting}, choose_column() returned node {chosen}, which is not an uncovered column's header: walk the "
     "header list, from matrix.node(Matrix::kRoot).right until you are back at Matrix::kRoot; it holds exactly the "
     "columns not covered yet.",
     "{setting} 에서 choose_column() 이 노드 {chosen} 을(를) 반환했는데, 덮이지 않은 열의 헤더가 아닙니다: 헤더 "
     "목록을 matrix.node(Matrix::kRoot).right 부터 Matrix::kRoot 로 돌아올 때까지 걸으세요. 그 목록에 아직 덮이지 "
     "않은 열이 정확히 들어 있습니다."},
    {"lesson07.column-choice-differs",
     "on {setting}, choose_column() chose {chosen} (size {size}), the lesson {lesson_column} (size {lesson_size}): "
     "the uncovered column with the fewest rows by matrix.size(), the first one in the header list on a tie "
     "(Knuth's S heuristic).",
     "{setting} 에서 choose_column() 이 {chosen} (크기 {size}) 을(를) 골랐고, 수업은 {lesson_column} (크기 "
     "{lesson_size}) 입니다: matrix.size() 로 행이 가장 적은 (fewest rows) 덮이지 않은 열, 같으면 헤더 목록에서 먼저 "
     "나온 열입니다 (Knuth 의 S 휴리스틱)."},
    {"lesson07.choice-checks-differ",
     "on {setting}, choose_column() chose the lesson's column but counted {counted} checks, the lesson "
     "{lesson_checks}: one check (search.count_checks(1)) for each header it looks at, in the order of the header "
     "list, and the scan stops at a column of size 0 (nothing is smaller; the lesson's rule, which the checks "
     "counter follows).",
     "{setting} 에서 choose_column() 이 수업의 열을 골랐지만 검사(checks)를 {counted}번 셌고, 수업은 "
     "{lesson_checks}번입니다: 보는 헤더마다 검사 하나 (search.count_checks(1)), 헤더 목록의 순서로, 그리고 크기 0 "
     "(size 0) 인 열에서 훑기를 멈춥니다 (더 작은 것은 없습니다. 검사 카운터가 따르는 수업의 규칙입니다)."},
    // ---- lesson 7, step 3: search()
    {"lesson07.search-goes-too-deep",
     "your stage 7 went {depth} levels deep on {puzzle}, which has {blanks} blank cells: Algorithm X chooses one "
     "row per blank cell, so a deeper search leaves rows chosen after taking them back. cover(), uncover() and the "
     "row-level undo pass their own tests (step 1), so look at search(): after a row's subtree it takes the row "
     "back (matrix_.uncover_other_columns(row_node)), and after the last row it uncovers the chosen column itself "
     "(matrix_.uncover(header)) before returning false.",
     "7단계 코드가 빈칸이 {blanks}개인 {puzzle} 에서 {depth}단계 깊이까지 (levels deep) 내려갔습니다: Algorithm X 는 "
     "빈칸 하나에 행 하나를 고르므로, 더 깊은 탐색은 되돌린 뒤에도 고른 행을 남겨 둔 것입니다. cover(), uncover() 와 "
     "행 단위 되돌리기는 자기 테스트를 통과하니 (1단계) search() 를 보세요: 한 행의 서브트리 뒤에 그 행을 되돌리고 "
     "(matrix_.uncover_other_columns(row_node)), 마지막 행 뒤에 false 를 반환하기 전에 고른 열 자신을 uncover 합니다 "
     "(matrix_.uncover(header))."},
    {"lesson07.wrong-answer", "your stage 7 gave a wrong answer on {puzzle}: {problem}",
     "7단계 코드가 {puzzle} 에서 틀린 답을 냈습니다: {problem}"},
    {"lesson07.nodes-differ",
     "your stage 7 made {yours} nodes on {puzzle}, the reference {reference}: another count means another tree. "
     "cover(), uncover() and choose_column() pass their own tests (steps 1 and 2), so look at search(): does it "
     "cover the chosen column before its rows, try the rows from the top (matrix_.node(header).down), cover each "
     "row's other columns before going deeper, take a row back (uncover_other_columns) before trying the next "
     "one, and uncover the column itself (matrix_.uncover(header)) after its last row?",
     "7단계 코드가 {puzzle} 에서 노드 {yours}개를 만들었고, 모범 답안은 {reference}개입니다: 다른 수는 다른 "
     "트리라는 뜻입니다. cover(), uncover(), choose_column() 은 자기 테스트를 통과하니 (1, 2단계) search() 를 보세요: "
     "행들보다 먼저 고른 열을 cover 하나요, 행을 위에서부터 (from the top: matrix_.node(header).down) 시도하나요, 더 "
     "깊이 가기 전에 각 행의 다른 열을 cover 하나요, 다음 행을 시도하기 전에 행을 되돌리나요 "
     "(uncover_other_columns), 마지막 행 뒤에 열 자신을 uncover 하나요 (matrix_.uncover(header))?"},
    {"lesson07.guesses-differ",
     "your stage 7 made {yours} guesses on {puzzle}, the reference {reference}: a guess is a chosen column where a "
     "second row was tried (Search::enter() counts it): does search() stop at the first solution when solve() asks "
     "for one (return true at once when search() returns true)?",
     "7단계 코드가 {puzzle} 에서 추측(guess)을 {yours}번 했고, 모범 답안은 {reference}번입니다: 추측은 두 번째 행을 "
     "시도한 고른 열입니다 (Search::enter() 가 셉니다): solve() 가 해 하나를 원할 때 search() 가 첫 해에서 멈추나요 "
     "(search() 가 true 를 반환하면 바로 true 를 반환)?"},
    {"lesson07.checks-differ",
     "your stage 7 made {yours} checks on {puzzle}, the reference {reference}: a check is one column header looked "
     "at by choose_column(), which passes step 2's test: does search() call choose_column() once per call, and "
     "only when some column is left (all_covered() first)?",
     "7단계 코드가 {puzzle} 에서 검사(checks)를 {yours}번 했고, 모범 답안은 {reference}번입니다: 검사는 "
     "choose_column() 이 보는 열 헤더 하나이고, choose_column() 은 2단계 테스트를 통과합니다: search() 가 호출마다 "
     "choose_column() 을 한 번, 남은 열이 있을 때만 (all_covered() 먼저) 부르나요?"},
    {"lesson07.backtracks-differ",
     "your stage 7 made {yours} backtracks on {puzzle}, the reference {reference}: every chosen row that fails is "
     "taken back once, with search.backtrack().",
     "7단계 코드가 {puzzle} 에서 되돌리기(backtrack)를 {yours}번 했고, 모범 답안은 {reference}번입니다: 실패한 고른 "
     "행은 모두 search.backtrack() 으로 한 번 되돌립니다."},
    {"lesson07.solutions-miscounted",
     "your stage 7 counted {counted} of {puzzle}, the reference (and an independent counter) {reference}. cover(), "
     "uncover() and the row-level undo pass their own tests (step 1), so look at search(): after a row's subtree, "
     "does it take the row back (matrix_.uncover_other_columns(row_node)) before trying the next row, does it "
     "uncover the chosen column itself (matrix_.uncover(header)) after the last row, and does it go on to the next "
     "row when search() returns false?",
     "7단계 코드가 {puzzle} 의 해를 {counted} 셌고, 모범 답안 (그리고 독립된 세기) 은 {reference}개입니다. cover(), "
     "uncover() 와 행 단위 되돌리기는 자기 테스트를 통과하니 (1단계) search() 를 보세요: 한 행의 서브트리 뒤에 다음 "
     "행을 시도하기 전에 그 행을 되돌리나요 (matrix_.uncover_other_columns(row_node)), 마지막 행 뒤에 고른 열 자신을 "
     "uncover 하나요 (matrix_.uncover(header)), search() 가 false 를 반환하면 다음 행으로 넘어가나요?"},
    {"lesson07.first-solution-wrong",
     "your stage 7's first solution of {puzzle} is wrong: {problem}: the solution is the rows search() pushed onto "
     "chosen_rows_, one per blank cell.",
     "7단계 코드의 {puzzle} 첫 해가 틀렸습니다: {problem}: 해는 search() 가 chosen_rows_ 에 넣은 행들이고, 빈칸 "
     "하나에 하나입니다."},
    {"lesson07.first-node-differs",
     "your stage 7's first node on {puzzle} is another one than the reference's ({where} = {digit}). "
     "choose_column() passes step 2's test, so look at search(): it covers the chosen column, then tries its rows "
     "from the top (matrix_.node(header).down), and reports each with search_.enter(cell, digit), the cell and "
     "digit of the row (matrix_.cell_of_row, matrix_.digit_of_row).",
     "7단계 코드의 {puzzle} 첫 노드가 모범 답안의 것 ({where} = {digit}) 과 다릅니다. choose_column() 은 2단계 "
     "테스트를 통과하니 search() 를 보세요: 고른 열을 cover 하고, 그 행들을 위에서부터 (from the top: "
     "matrix_.node(header).down) 시도하며, 각 행을 그 행의 칸과 숫자로 search_.enter(cell, digit) 에 알립니다 "
     "(matrix_.cell_of_row, matrix_.digit_of_row)."},
    {"lesson07.first-node-checks-differ",
     "your stage 7's first node on {puzzle} is the reference's, but after {checks} checks, the reference's after "
     "{reference}: choose_column() (which passes step 2's test) is the only one that counts checks, so search() "
     "calls it once per call, before covering anything.",
     "7단계 코드의 {puzzle} 첫 노드는 모범 답안과 같지만 검사 {checks}번 뒤이고, 모범 답안은 {reference}번 뒤입니다: "
     "검사를 세는 것은 choose_column() (2단계 테스트 통과) 뿐이므로, search() 는 호출마다 무엇이든 cover 하기 전에 "
     "그것을 한 번 부릅니다."},
    {"lesson07.count-nodes-differ",
     "your stage 7 counted the {solutions} solutions of {puzzle} but made {nodes} nodes, the reference "
     "{reference}; its first node is the reference's, so the tree changes later: search() enters one node per row "
     "it tries (search_.enter) and takes each back with search_.backtrack() when its subtree fails.",
     "7단계 코드가 {puzzle} 의 해 {solutions}개를 셌지만 노드를 {nodes}개 만들었고, 모범 답안은 {reference}개입니다. "
     "첫 노드는 모범 답안과 같으니 트리는 나중에 달라집니다: search() 는 시도하는 행마다 노드 하나에 들어가고 "
     "(search_.enter), 그 서브트리가 실패하면 search_.backtrack() 으로 되돌립니다."},
    // ---- lesson 7, the whole stage
    {"lesson07.sixteen-not-solved",
     "your stage 7 ended with '{outcome}' on suite-16x16.txt: the same search solves 16x16 puzzles, on 1,024 "
     "columns and 4,096 rows; nothing in cover(), uncover(), choose_column() or search() may assume 9x9.",
     "7단계 코드가 suite-16x16.txt 에서 '{outcome}' 으로 끝났습니다: 같은 탐색이 열 1,024개, 행 4,096개의 16x16 퍼즐을 "
     "풉니다. cover(), uncover(), choose_column(), search() 어느 것도 9x9 를 가정하면 안 됩니다."},
    {"lesson07.sixteen-wrong-answer", "your stage 7's answer to suite-16x16.txt is wrong: {problem}",
     "7단계 코드의 suite-16x16.txt 답이 틀렸습니다: {problem}"},
    {"lesson07.sixteen-counters-differ",
     "suite-16x16.txt: your stage 7 made {nodes} nodes and {checks} checks, the reference makes 130 nodes and "
     "34,060 checks: the same Algorithm X with the same column choice on a bigger matrix.",
     "suite-16x16.txt: 7단계 코드가 노드 {nodes}개와 검사 {checks}번을 했고, 모범 답안은 노드 130개와 검사 "
     "34,060번입니다: "
     "더 큰 행렬에서 같은 열 고르기를 쓰는 같은 Algorithm X 입니다."},
    {"lesson07.observer-events-differ",
     "on top95.txt line 1, your stage 7 reported {enters} on_enter, {backtracks} on_backtrack, {rejects} on_reject "
     "and {propagations} on_propagate events, with {nodes} nodes and {node_backtracks} backtracks: one on_enter "
     "(Search::enter) per chosen row, one on_backtrack (Search::backtrack) per row taken back, and nothing else — "
     "DLX never tries a row that clashes: nothing is rejected.",
     "top95.txt 1번째 줄에서 7단계 코드가 on_enter {enters}번, on_backtrack {backtracks}번, on_reject {rejects}번, "
     "on_propagate {propagations}번을 알렸고, 노드는 {nodes}개, 되돌리기는 {node_backtracks}번입니다: 고른 행마다 "
     "on_enter (Search::enter) 하나, 되돌린 행마다 on_backtrack (Search::backtrack) 하나, 그 밖에는 없습니다 — DLX 는 "
     "충돌하는 행을 시도하지 않으므로 거부되는 것이 없습니다."},
    {"lesson07.solution-not-the-path",
     "on top95.txt line 1, {problem}: the solution lies one chosen row per blank cell deep, and it is the rows "
     "chosen on its path, each reported with search_.enter(cell, digit) for the cell and digit the row stands for.",
     "top95.txt 1번째 줄에서 {problem}: 해는 빈칸 하나에 고른 행 하나씩의 깊이에 있고, 그 길에서 고른 행들이며, 각 "
     "행은 "
     "그 행이 뜻하는 칸과 숫자로 search_.enter(cell, digit) 에 알려집니다."},
    // ---- the counters of stages 1-5 beside the reference's (fidelity_problem(); {idea} is the lesson's words)
    {"fidelity.search-runs-away",
     "your stage {stage} ended with 'limit_reached' on {puzzle}, the reference with '{reference}': it went on for ten "
     "times the reference's nodes — "
     "does it stop at the first solution, and does every branch end?",
     "{stage}단계 코드가 {puzzle} 에서 'limit_reached' 로 끝났고, 모범 답안은 '{reference}' 로 끝납니다: 모범 답안의 "
     "노드 수의 열 배를 넘게 계속했습니다 "
     "— 첫 해에서 멈추나요, 그리고 모든 가지가 끝나나요?"},
    {"fidelity.outcome-differs",
     "your stage {stage} ended with '{outcome}' on {puzzle}, the reference with '{reference}'.",
     "{stage}단계 코드가 {puzzle} 에서 '{outcome}' 으로 끝났고, 모범 답안은 '{reference}' 로 끝납니다."},
    {"fidelity.counter-differs", "your stage {stage} {counted} on {puzzle}, the reference {reference}: {idea}",
     "{stage}단계 코드가 {puzzle} 에서 {counted}, 모범 답안은 {reference} 입니다: {idea}"},
    {"fidelity.answer-differs", "your stage {stage} gave another answer on {puzzle} than the reference: {idea}",
     "{stage}단계 코드가 {puzzle} 에서 모범 답안과 다른 답을 냈습니다: {idea}"},
    // ---- the conformance suite, every stage (tests/support/conformance.cpp)
    {"conformance.puzzle-not-solved",
     "your stage ended with '{outcome}' on puzzle {number} of {file}, which has a solution: is every change a "
     "failed branch made taken back before the next digit is tried (undone, or made on a copy of the state that is "
     "then dropped)?",
     "단계 코드가 해가 있는 {file} 의 {number}번째 퍼즐에서 '{outcome}' 으로 끝났습니다: 실패한 가지가 만든 변경을 "
     "다음 숫자를 시도하기 전에 모두 되돌리나요 (되돌리거나, 버려지는 상태의 복사본 위에서 바꾸거나)?"},
    {"conformance.answer-not-a-solution",
     "your stage said 'solved' on puzzle {number} of {file}, but its answer is not a solution: {problem}. Is the "
     "solved grid the one handed back to the caller (a solution found deep in the search, on a copy of the state, "
     "must be copied back up)?",
     "단계 코드가 {file} 의 {number}번째 퍼즐에서 'solved' 라고 했지만 답이 해가 아닙니다: {problem}. 돌려주는 격자가 "
     "푼 격자인가요 (탐색 깊은 곳에서 상태의 복사본 위에 찾은 해는 위로 복사해 올려야 합니다)?"},
    {"conformance.sample-not-solved",
     "your stage did not solve the Baekjoon 2580 sample ({what}): the sample has one solution, and the output is "
     "nine lines of nine digits.",
     "단계 코드가 백준 2580 예제를 풀지 못했습니다 ({what}): 예제의 해는 하나이고, 출력은 숫자 아홉 개씩 아홉 "
     "줄입니다."},
    {"conformance.empty-grid-not-solved",
     "your stage did not solve the empty grid of box side {box_side} ({what}): every size from 4x4 to 16x16 has "
     "solutions, and nothing in the stage may assume 9x9.",
     "단계 코드가 박스 변 {box_side} 의 빈 격자를 풀지 못했습니다 ({what}): 4x4 부터 16x16 까지 모든 크기에 해가 "
     "있고, 단계 코드의 어느 것도 9x9 를 가정하면 안 됩니다."},
    {"conformance.solved-grid-not-kept",
     "your stage did not hand a full, solved grid back unchanged without a node ({what}): with no blank left the "
     "search has nothing to try.",
     "단계 코드가 다 풀린 격자를 노드 없이 그대로 돌려주지 않았습니다 ({what}): 빈칸이 없으면 탐색은 시도할 것이 "
     "없습니다."},
    {"conformance.no-solution-not-reported",
     "your stage did not report puzzle {number} of {file} as having no solution with the puzzle handed back as it "
     "was ({what}): when every branch fails, the search says no_solution and every change is undone.",
     "단계 코드가 {file} 의 {number}번째 퍼즐을 해 없음으로 알리며 퍼즐을 원래대로 돌려주지 않았습니다 ({what}): 모든 "
     "가지가 실패하면 탐색은 no_solution 이라고 말하고 모든 변경은 되돌려집니다."},
    {"conformance.conflict-not-rejected",
     "your stage did not reject a puzzle whose givens conflict before the search ({what}): the driver's check "
     "(check_givens) runs first and says which digit appears twice in which unit, with no node.",
     "단계 코드가 주어진 숫자끼리 충돌하는 퍼즐을 탐색 전에 거부하지 않았습니다 ({what}): 드라이버의 검사 "
     "(check_givens) 가 먼저 돌아, 노드 없이 어느 숫자가 어느 단위에 두 번 나오는지 말합니다."},
    {"conformance.node-limit-not-exact",
     "your stage did not stop exactly at the node limit ({what}): a search stopped after max_nodes nodes says "
     "limit_reached, counts exactly max_nodes nodes and hands back the puzzle, not a half-filled grid.",
     "단계 코드가 노드 제한에서 정확히 멈추지 않았습니다 ({what}): max_nodes 개의 노드 뒤에 멈춘 탐색은 limit_reached "
     "라고 말하고, 노드를 정확히 max_nodes 개 세고, 반쯤 채운 격자가 아니라 퍼즐을 돌려줍니다."},
    {"conformance.anti-brute-force",
     "your stage did not do what its lesson's search does on famous.txt line 1 under a limit of 100,000 nodes "
     "({what}): stages 1-3 walk the blanks in row-major order and are stopped there; the later stages solve it.",
     "단계 코드가 노드 100,000개 제한으로 famous.txt 1번째 줄에서 그 레슨의 탐색이 하는 일을 하지 않았습니다 "
     "({what}): 1-3단계는 빈칸을 행 우선 순서로 걷다가 거기서 멈추고, 뒤의 단계들은 그것을 풉니다."},
    {"conformance.time-limit",
     "your stage did not keep to the time limit on famous.txt line 1 ({what}): stages 1-3 are stopped by a limit "
     "of 0.05 s, and the later stages finish within 2 s.",
     "단계 코드가 famous.txt 1번째 줄에서 시간 제한을 지키지 않았습니다 ({what}): 1-3단계는 0.05초 제한으로 멈추고, "
     "뒤의 단계들은 2초 안에 끝냅니다."},
    {"conformance.not-deterministic",
     "your stage gave another {what} when it solved the same puzzle twice: a stage's search depends only on the "
     "puzzle, never on memory left from an earlier run (a static table not cleared, say).",
     "단계 코드가 같은 퍼즐을 두 번 풀었을 때 다른 {what} 을(를) 냈습니다: 탐색은 퍼즐에만 달려 있고, 이전 실행에서 "
     "남은 메모리 (지우지 않은 static 표 같은) 에 달려 있으면 안 됩니다."},
    {"conformance.blanked-cell-not-restored",
     "your stage did not put back the one digit blanked in cell {cell} of the Baekjoon sample's solution ({what}).",
     "단계 코드가 백준 예제의 해에서 칸 {cell} 하나만 비운 것을 되돌려 놓지 못했습니다 ({what})."},
    {"conformance.blanked-cells-not-solved",
     "your stage did not solve the Baekjoon sample's solution with 45 cells blanked at random ({what}): every such "
     "puzzle has a solution.",
     "단계 코드가 백준 예제의 해에서 45칸을 무작위로 비운 퍼즐을 풀지 못했습니다 ({what}): 그런 퍼즐은 모두 해가 "
     "있습니다."},
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
