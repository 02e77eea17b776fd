// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The diagnoses of lesson 5 (stage 5, the singles): one entry a diagnosis,
// {id, English, Korean}, each text a run of string literals; `{name}` is a placeholder,
// filled in by the code that prints the message, the same names in both languages.
// tests/lessons/messages_sync.py reads every file of this folder: keep one entry per `{"id",`.
#include "messages/tables.hpp"

namespace sudoku::testing::tables {

namespace {

constexpr Message kMessages[] = {
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
     "5단계 코드가 {puzzle} 을(를) 풀지 못했습니다: 두 규칙 (네이키드 싱글, 히든 싱글) 이 있으면 추측이 전혀 필요 "
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
     "앞선 칸입니다 — 그냥 첫 빈칸이 아닙니다."},
    {"lesson05.top95-cut-too-small",
     "your stage 5 made {nodes} nodes on top95.txt, stage 4 {stage4}: lesson 5 promises at least {cut} times fewer "
     "(the reference: 6,127). Naked singles alone give about 34 times more nodes than both rules — are hidden "
     "singles switched off (step 2)?",
     "5단계 코드가 top95.txt 에서 노드 {nodes}개를 만들었고, 4단계는 {stage4}개입니다: 5강은 적어도 {cut}배 적다고 "
     "약속합니다 (모범 답안: 6,127). naked single 만으로는 두 규칙을 함께 쓸 때보다 노드가 약 34배 많습니다 — hidden "
     "single 이 꺼져 있나요 (2단계)?"},
    // ---- the counters of stage 5 beside the reference's: what a difference means, said by
    // fidelity.counter-differs as its {idea} (tests/support/fidelity_ideas.cpp), and by fidelity.answer-differs
    {"part.lesson05.nodes-too-many",
     "propagation runs naked singles until stuck, then hidden singles, again and again, before every "
     "branch: are hidden singles finding nothing (step 2), or is the fixpoint loop stopping early?",
     "전파는 분기마다 그 전에, 더 나아가지 못할 때까지 naked single 을, 그다음 hidden "
     "single 을 되풀이합니다: hidden single 이 아무것도 찾지 못하나요 (2단계), 아니면 고정점 "
     "반복이 일찍 멈추나요?"},
    {"part.lesson05.nodes-too-few",
     "stage 5 branches on stage 4's cell (fewest candidates, the earlier on a tie) after propagation, "
     "digits from the lowest: is a rule placing a digit it should not?",
     "5단계는 전파 뒤에 4단계의 칸 (후보가 가장 적은 칸, 같으면 앞의 칸) 에서 가장 작은 숫자부터 "
     "분기합니다: 놓으면 안 되는 숫자를 놓는 규칙이 있나요?"},
    {"part.lesson05.guesses-too-many",
     "a guess is a branch point where a second digit was entered (search.hpp): more guesses means "
     "propagation leaves more to chance — are both rules on?",
     "추측(guess)은 두 번째 숫자가 들어간 분기점입니다 (search.hpp): 추측이 많다는 것은 전파가 "
     "더 많은 것을 운에 맡긴다는 뜻입니다 — 두 규칙이 모두 켜져 있나요?"},
    {"part.lesson05.guesses-too-few", "a guess is a branch point where a second digit was entered (search.hpp).",
     "추측(guess)은 두 번째 숫자가 들어간 분기점입니다 (search.hpp)."},
    {"part.lesson05.propagations-too-many",
     "every cell a rule fills is one search.propagate(cell, digit), no more: is a cell reported twice?",
     "규칙이 채우는 칸 하나는 search.propagate(cell, digit) 하나이고, 그 이상은 "
     "아닙니다: 한 칸을 두 번 알리나요?"},
    {"part.lesson05.propagations-too-few",
     "every cell filled by a rule is reported with search.propagate(cell, digit): is a single skipped, or "
     "a pass stopping after its first single?",
     "규칙이 채운 칸은 모두 search.propagate(cell, digit) 로 알립니다: 건너뛴 "
     "single 이 있나요, 아니면 한 번의 훑기가 첫 single 뒤에 멈추나요?"},
    {"part.lesson05.backtracks-too-many", "search.backtrack(cell, digit) once per failed child.",
     "search.backtrack(cell, digit) 는 실패한 자식마다 한 번입니다."},
    {"part.lesson05.backtracks-too-few", "every child that failed is reported with search.backtrack(cell, digit).",
     "실패한 자식은 모두 search.backtrack(cell, digit) 로 알립니다."},
    {"part.lesson05.depth-too-many", "the depth grows by one per branch.", "깊이는 분기 하나마다 1씩 늘어납니다."},
    {"part.lesson05.depth-too-few", "the depth grows by one per branch.", "깊이는 분기 하나마다 1씩 늘어납니다."},
    {"part.lesson05.checks-too-many",
     "stage 5 computes candidates (three checks) once per blank cell in each naked-single pass and once "
     "per cell looked up for a hidden single; the hidden pass reads the table: are candidates computed "
     "again somewhere, or the pass not stopping at a contradiction?",
     "5단계는 naked single 훑기마다 빈칸 하나에 한 번, hidden single 을 찾으며 살펴보는 "
     "칸 하나에 한 번 후보를 계산합니다 (검사 세 번); hidden 훑기는 표를 읽습니다: 어딘가에서 후보를 "
     "다시 계산하나요, 아니면 훑기가 모순에서 멈추지 않나요?"},
    {"part.lesson05.checks-too-few",
     "stage 5 computes candidates (three checks) for every blank cell in each naked-single pass: is a pass "
     "skipping cells?",
     "5단계는 naked single 훑기마다 모든 빈칸의 후보를 계산합니다 (검사 세 번): 칸을 건너뛰는 "
     "훑기가 있나요?"},
    {"part.lesson05.wrong-answer",
     "stage 5 branches on stage 4's cell after the lesson's propagation, so its first solution is the "
     "reference's.",
     "5단계는 수업의 전파 뒤에 4단계의 칸에서 분기하므로 첫 해가 모범 답안의 해와 같습니다."},
};

}  // namespace

std::span<const Message> lesson05_messages() { return kMessages; }

}  // namespace sudoku::testing::tables
