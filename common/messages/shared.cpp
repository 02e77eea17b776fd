// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The diagnoses of every stage: the counters beside the reference's, the conformance suite, and kit check's own: one
// entry a diagnosis, {id, English, Korean}, each text a run of string literals; `{name}` is a placeholder, filled in by
// the code that prints the message, the same names in both languages. tests/lessons/messages_sync.py reads every file
// of this folder: keep one entry per `{"id",`.
#include "messages/tables.hpp"

namespace sudoku::testing::tables {

namespace {

constexpr Message kMessages[] = {
    // ---- parts of kit check's counter table: a stage that printed no counters
    {"part.counters-timed-out", "(stopped after {seconds} s)", "({seconds}초 뒤에 멈춤)"},
    {"part.counters-crashed", "(crashed: {signal})", "(비정상 종료: {signal})"},
    {"part.no-counters", "(no counters: exit code {code})", "(카운터 없음: 종료 코드 {code})"},
    // ---- parts of other diagnoses: a stage's tables or masks beside its grid (tests/lessons/state_probes.hpp)
    {"part.unit-index", "{unit} index {index} ({unit} {number} counting from 1)",
     "{unit} 인덱스 {index} (1부터 세어 {number}번째 {unit})"},
    {"part.table-holds", "used_in_{table}[{index}][{digit}] is false, but {unit} holds {digit}",
     "used_in_{table}[{index}][{digit}] 이(가) false 인데, {unit} 에는 {digit} 이(가) 있습니다"},
    {"part.table-lacks", "used_in_{table}[{index}][{digit}] is true, but {unit} does not hold {digit}",
     "used_in_{table}[{index}][{digit}] 이(가) true 인데, {unit} 에는 {digit} 이(가) 없습니다"},
    {"part.mask-differs", "used_in_{table}[{index}] holds the digits {mask}, but {unit} holds {want}",
     "used_in_{table}[{index}] 에는 숫자 {mask} 이(가) 있지만, {unit} 에는 {want} 이(가) 있습니다"},
    // ---- parts of the counter comparison (fidelity_problem()): a count in words, the lines under the diagnosis
    {"part.counted-nodes", "made {count} nodes", "노드를 {count}개 만들었고"},
    {"part.counted-checks", "made {count} checks", "검사를 {count}번 했고"},
    {"part.counted-backtracks", "backtracked {count} times", "{count}번 되돌렸고"},
    {"part.counted-depth", "went {count} levels deep", "{count}단계 깊이까지 갔고"},
    {"part.counted-guesses", "made {count} guesses", "추측을 {count}번 했고"},
    {"part.counted-propagations", "propagated {count} cells", "칸 {count}개를 전파했고"},
    {"part.fidelity-puzzle", "puzzle {puzzle}: {line}", "퍼즐 {puzzle}: {line}"},
    {"part.fidelity-yours", "yours:     {outcome}, {counters}", "내 코드:   {outcome}, {counters}"},
    {"part.fidelity-reference", "reference: {outcome}, {counters}", "모범 답안: {outcome}, {counters}"},
    {"part.fidelity-your-counters", "your counters: {command}", "내 카운터 보기: {command}"},
    {"part.fidelity-compared", "(compared counters: {counters}; the reference's are in {file})",
     "(비교한 카운터: `{counters}`; 모범 답안의 값은 {file} 에 있습니다)"},
    // ---- parts of other diagnoses: a grid beside the one expected (describe_grid_difference(),
    // tests/support/printers.cpp)
    {"part.grid-size-differs", "your grid is {yours}, expected {expected}",
     "내 격자는 {yours}, 기대한 격자는 {expected} 입니다"},
    {"part.grids-equal", "the grids are equal", "두 격자가 같습니다"},
    {"part.grid-cell-differs", "{where}: yours {yours}, expected {expected} (marked [ ]):",
     "{where}: 내 값 {yours}, 기대한 값 {expected} ([ ] 로 표시):"},
    {"part.blank", "blank", "빈칸"},
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
    // ---- words of other diagnoses (tests/lessons/message_words.hpp)
    {"part.unit-row", "row", "행"},
    {"part.unit-column", "column", "열"},
    {"part.unit-box", "box", "박스"},
    {"part.unit-rows", "rows", "행"},
    {"part.unit-columns", "columns", "열"},
    {"part.unit-boxes", "boxes", "박스"},
    {"part.unit-number", "{unit} {number}", "{unit} {number}"},
    {"part.one-candidate", "{count} candidate", "후보 {count}개"},
    {"part.candidates", "{count} candidates", "후보 {count}개"},
    {"part.one-solution", "{count} solution", "해 {count}개"},
    {"part.solutions", "{count} solutions", "해 {count}개"},
    {"part.file-line", "{file} line {line}", "{file} {line}번째 줄"},
    // ---- why an answer is not a solution (solution_problem_text(), tests/support/printers.cpp; the words of
    // solution_problem(), common/rules.cpp)
    {"part.answer-other-size", "the answer has a different size from the puzzle", "답의 크기가 퍼즐과 다릅니다"},
    {"part.answer-cell-blank", "cell {cell} is blank", "칸 {cell} 이(가) 비어 있습니다"},
    {"part.answer-cell-out-of-range", "cell {cell} is out of range", "칸 {cell} 의 값이 범위를 벗어났습니다"},
    {"part.answer-given-changed", "the given {given} at {cell} was changed to {digit}",
     "{cell} 의 주어진 숫자 {given} 이(가) {digit} (으)로 바뀌었습니다"},
    {"part.answer-digit-twice", "{digit} appears twice in {unit}", "{digit} 이(가) {unit} 에 두 번 나옵니다"},
    {"part.unit-none", "none", "어느 단위도 아닌 곳"},
    {"part.one-check", "{count} check", "검사 {count}번"},
    {"part.checks", "{count} checks", "검사 {count}번"},
    // ---- a lesson's starter, where the student's work goes (common/exercise.cpp); under SUDOKU_KIT_LANG=ko the
    // Korean line comes after the English one, which .ci/run, kit check and run-mutants.sh look for
    {"exercise.not-done",
     "{lesson}: the exercise is not done yet: {what} is still to be written (see lessons/{folder}/README.md)",
     "{lesson}: 연습 문제가 아직 끝나지 않았습니다: {what} 을(를) 아직 작성해야 합니다 (lessons/{folder}/README.ko.md "
     "참고)"},
    // ---- how a search ended (outcome_words(), tests/support/printers.cpp; in English outcome_name()'s words)
    {"part.outcome-solved", "solved", "풀림"},
    {"part.outcome-no-solution", "no solution", "해 없음"},
    {"part.outcome-limit-reached", "limit reached", "한도 도달"},
    {"part.outcome-invalid", "invalid", "잘못된 퍼즐"},
};

}  // namespace

std::span<const Message> shared_messages() { return kMessages; }

}  // namespace sudoku::testing::tables
