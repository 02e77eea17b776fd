// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The diagnoses of lesson 3 (stage 3, the bitmasks): one entry a diagnosis,
// {id, English, Korean}, each text a run of string literals; `{name}` is a placeholder,
// filled in by the code that prints the message, the same names in both languages.
// tests/lessons/messages_sync.py reads every file of this folder: keep one entry per `{"id",`.
#include "messages/tables.hpp"

namespace sudoku::testing::tables {

namespace {

constexpr Message kMessages[] = {
    // ---- lesson 3, step 1: mark()
    {"lesson03.mark-rebuilds-the-tables",
     "after {what} in row 1, column 2 of an empty grid whose tables were given used_in_row[8][5], "
     "used_in_column[7][6] and used_in_box[8][4] by hand, those three entries are gone: your Board::mark() "
     "rebuilds the tables from the grid. The lesson keeps them up to date in O(1) per move: mark() sets or clears "
     "only the entries of this digit in the cell's row, column and box, and leaves every other entry as it was "
     "(step 1).",
     "빈 격자의 표에 테스트가 used_in_row[8][5], used_in_column[7][6], used_in_box[8][4] 를 직접 넣어 둔 뒤, "
     "1행 2열에서 {what} 을(를) 하자 그 세 항목이 사라졌습니다: Board::mark() 가 격자로부터 표를 다시 만들고 "
     "있습니다. 수업은 한 수마다 O(1) 로 표를 최신으로 유지합니다: "
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
     "used in its {unit}: stage 3 decides from the three tables, never by reading the grid — the tables are there "
     "so that no cell has to be read (step 2).",
     "digit_fits() 가 빈 격자의 5행 5열에 7 이 들어간다고 말하지만, used_in_{kind}[4][7] 은 그 {unit} 에서 7 이 "
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
     "column -> box 와 다릅니다 (수업의 순서는 행 -> 열 -> 박스). 어떤 순서든 답은 맞지만, "
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
    // ---- the counters of stage 3 beside the reference's: what a difference means, said by
    // fidelity.counter-differs as its {idea} (tests/support/fidelity_ideas.cpp), and by fidelity.answer-differs
    {"part.lesson03.nodes-too-many",
     "stage 3 walks exactly stage 1's tree: a node is a digit that passed the check, entered once.",
     "3단계는 1단계와 똑같은 트리를 걷습니다: 노드는 검사를 통과한 숫자이고, 한 번 들어갑니다."},
    {"part.lesson03.nodes-too-few",
     "stage 3 walks exactly stage 1's tree: every digit that fits is entered and searched below.",
     "3단계는 1단계와 똑같은 트리를 걷습니다: 들어맞는 숫자는 모두 들어가서 그 아래를 탐색합니다."},
    {"part.lesson03.checks-too-many",
     "stage 3 makes at most three table lookups per digit tried (row, column, box, stopping at the first "
     "that says used): is it scanning cells, counting more than one check per lookup, or looking up the "
     "tables in another order than the lesson's row -> column -> box?",
     "3단계는 시도하는 숫자마다 표를 많아야 세 번 찾아봅니다 (행, 열, 박스, 쓰였다고 하는 첫 표에서 "
     "멈춤): 칸을 스캔하고 있나요, 한 번 찾아볼 때 검사를 둘 이상 세나요, 아니면 수업의 행 -> 열 -> "
     "박스 와 다른 순서로 표를 찾아보나요?"},
    {"part.lesson03.checks-too-few",
     "stage 3 counts each table lookup with search.count_checks(1), in the lesson's order row -> column -> "
     "box: is a lookup not counted, or the tables looked up in another order?",
     "3단계는 표를 찾아볼 때마다 search.count_checks(1) 로 세고, 수업의 순서 행 -> 열 "
     "-> 박스 를 따릅니다: 세지 않는 찾아보기가 있나요, 아니면 표를 다른 순서로 찾아보나요?"},
    {"part.lesson03.backtracks-too-many", "search.backtrack(cell, digit) once per failed deeper call.",
     "search.backtrack(cell, digit) 는 실패한 더 깊은 호출마다 한 번입니다."},
    {"part.lesson03.backtracks-too-few", "every placement undone must be reported with search.backtrack(cell, digit).",
     "되돌린 모든 배치는 search.backtrack(cell, digit) 로 알려야 합니다."},
    {"part.lesson03.depth-too-many", "the depth grows by one per kept digit.",
     "깊이는 남긴 숫자 하나마다 1씩 늘어납니다."},
    {"part.lesson03.depth-too-few", "the depth grows by one per kept digit.",
     "깊이는 남긴 숫자 하나마다 1씩 늘어납니다."},
    {"part.lesson03.guesses-too-many", "a guess is a blank where a second digit was entered (search.hpp).",
     "추측(guess)은 두 번째 숫자가 들어간 빈칸입니다 (search.hpp)."},
    {"part.lesson03.guesses-too-few", "a guess is a blank where a second digit was entered (search.hpp).",
     "추측(guess)은 두 번째 숫자가 들어간 빈칸입니다 (search.hpp)."},
    {"part.lesson03.wrong-answer",
     "stage 3 fills the blanks in row-major order with the digits ascending: its first solution is stage "
     "1's. A wrong answer often means a table entry not cleared on the way back (remove()).",
     "3단계는 빈칸을 행 우선 순서로, 숫자를 오름차순으로 채웁니다: 첫 해는 1단계의 해입니다. 답이 틀렸다면 "
     "돌아오는 길에 지우지 않은 표 항목이 있는 경우가 많습니다 (remove())."},
    // ---- words of lesson 3's diagnoses (stage03_steps.cpp)
    {"part.lesson03.used-nowhere", " (used nowhere)", " (어디에도 없음)"},
};

}  // namespace

std::span<const Message> lesson03_messages() { return kMessages; }

}  // namespace sudoku::testing::tables
