// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The diagnoses of lesson 4 (stage 4, the most constrained cell): one entry a diagnosis,
// {id, English, Korean}, each text a run of string literals; `{name}` is a placeholder,
// filled in by the code that prints the message, the same names in both languages.
// tests/lessons/messages_sync.py reads every file of this folder: keep one entry per `{"id",`.
#include "messages/tables.hpp"

namespace sudoku::testing::tables {

namespace {

constexpr Message kMessages[] = {
    // ---- lesson 4, step 1: place() and remove()
    {"lesson04.move-changes-other-bits",
     "after {what} in row 1, column 2 (row index 0, column index 1, box index 0) of an empty grid whose masks were "
     "given a few bits by hand, used_in_{kind}[{unit}] holds the digits {now}, where it should hold {want}: place() "
     "and remove() change only the bit of their digit in the cell's row, column and box masks, in O(1), and leave "
     "every other bit as it was — the lesson keeps the masks up to date, it does not recompute them (step 1).",
     "테스트가 비트 몇 개를 직접 넣어 둔 빈 격자의 1행 2열 (행 번호 0, 열 번호 1, 박스 번호 0) 에서 {what} 을(를) "
     "하자 used_in_{kind}[{unit}] 에 숫자 {now} 이(가) 있습니다. {want} 이어야 합니다: place() 와 remove() 는 그 "
     "칸의 행, 열, 박스 마스크에서 자기 숫자의 비트만 O(1) 로 바꾸고 다른 비트는 그대로 둡니다 — 수업은 마스크를 "
     "최신으로 유지하고, 다시 계산하지 않습니다 (1단계)."},
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
     "않습니다. 수업은 마스크를 최신으로 유지해서 한 칸의 후보가 세 번의 조회, O(1) 이 "
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
     "있으면 바로 반환합니다 — 0 보다 나은 것은 없고, 그 가지는 어차피 "
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
    // ---- the counters of stage 4 beside the reference's: what a difference means, said by
    // fidelity.counter-differs as its {idea} (tests/support/fidelity_ideas.cpp), and by fidelity.answer-differs
    {"part.lesson04.nodes-too-many",
     "the lesson fixes the branching rule: the cell with the fewest candidates, the earlier one on a tie, "
     "digits from the lowest — is the tie-break or the digit order another one?",
     "수업은 분기 규칙을 정해 둡니다: 후보가 가장 적은 칸, 같으면 앞의 칸, 숫자는 가장 작은 것부터 — 동점 "
     "처리나 숫자 순서가 다른가요?"},
    {"part.lesson04.nodes-too-few",
     "the lesson fixes the branching rule: the cell with the fewest candidates, the earlier one on a tie, "
     "digits from the lowest — is the tie-break or the digit order another one?",
     "수업은 분기 규칙을 정해 둡니다: 후보가 가장 적은 칸, 같으면 앞의 칸, 숫자는 가장 작은 것부터 — 동점 "
     "처리나 숫자 순서가 다른가요?"},
    {"part.lesson04.guesses-too-many",
     "a guess is a branch point where a second digit was entered (search.hpp): the lesson's "
     "most-constrained cell makes fewer of them.",
     "추측(guess)은 두 번째 숫자가 들어간 분기점입니다 (search.hpp): 수업의 가장 제약이 많은 "
     "칸은 추측을 더 적게 만듭니다."},
    {"part.lesson04.guesses-too-few", "a guess is a branch point where a second digit was entered (search.hpp).",
     "추측(guess)은 두 번째 숫자가 들어간 분기점입니다 (search.hpp)."},
    {"part.lesson04.backtracks-too-many", "search.backtrack(cell, digit) once per failed child.",
     "search.backtrack(cell, digit) 는 실패한 자식마다 한 번입니다."},
    {"part.lesson04.backtracks-too-few",
     "every child that failed is undone with search.backtrack(cell, digit) and board.remove().",
     "실패한 자식은 모두 search.backtrack(cell, digit) 와 board.remove() 로 "
     "되돌립니다."},
    {"part.lesson04.depth-too-many", "the depth grows by one per branch.", "깊이는 분기 하나마다 1씩 늘어납니다."},
    {"part.lesson04.depth-too-few", "the depth grows by one per branch.", "깊이는 분기 하나마다 1씩 늘어납니다."},
    {"part.lesson04.checks-too-many",
     "stage 4 counts three checks per blank cell whose candidates it computes, and most_constrained_cell() "
     "stops at a cell without candidates — does your loop go on after a cell with none?",
     "4단계는 후보를 계산하는 빈칸마다 검사 세 번을 세고, most_constrained_cell() 은 후보가 "
     "없는 칸에서 멈춥니다 — 후보가 없는 칸 뒤에도 반복문이 계속하나요?"},
    {"part.lesson04.checks-too-few",
     "stage 4 computes the candidates of every blank cell at every node (three checks each), stopping only "
     "at a cell without candidates: does it stop early at a cell with one candidate, or skip cells?",
     "4단계는 노드마다 모든 빈칸의 후보를 계산하고 (칸마다 검사 세 번), 후보가 없는 칸에서만 멈춥니다: "
     "후보가 하나인 칸에서 일찍 멈추나요, 아니면 칸을 건너뛰나요?"},
    {"part.lesson04.wrong-answer",
     "stage 4 branches on the lesson's cell with the digits from the lowest, so its first solution is the "
     "reference's.",
     "4단계는 수업의 칸에서 가장 작은 숫자부터 분기하므로 첫 해가 모범 답안의 해와 같습니다."},
};

}  // namespace

std::span<const Message> lesson04_messages() { return kMessages; }

}  // namespace sudoku::testing::tables
