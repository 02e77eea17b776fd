// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The diagnoses of lesson 7 (stage 7, dancing links): one entry a diagnosis,
// {id, English, Korean}, each text a run of string literals; `{name}` is a placeholder,
// filled in by the code that prints the message, the same names in both languages.
// tests/lessons/messages_sync.py reads every file of this folder: keep one entry per `{"id",`.
#include "messages/tables.hpp"

namespace sudoku::testing::tables {

namespace {

constexpr Message kMessages[] = {
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
     "말합니다: cover() 는 빼낸 노드마다 그 열의 크기에서 하나를 빼야 합니다 (--sizes_[index(node(x).column)]). 수업은 "
     "노드 하나에 한 걸음으로 크기를 최신으로 유지해서, "
     "choose_column() 이 열을 걸어 행을 세지 않고 크기를 읽게 합니다."},
    {"lesson07.uncover-not-exact",
     "after cover() and then uncover() of {column} on an empty 9x9 grid's matrix, {difference}: uncover() must give "
     "back exactly what cover() took, every node put back with relink_up_down(x) and one added to the size of its "
     "column, and the header put back last (relink_left_right(header)).",
     "빈 9x9 격자의 행렬에서 {column} 을(를) cover() 하고 uncover() 한 뒤: {difference}. uncover() 는 cover() 가 "
     "가져간 것을 정확히 돌려줘야 합니다. 모든 노드를 relink_up_down(x) 로 되돌리며 그 열의 크기에 하나를 더하고 "
     "헤더는 마지막에 되돌립니다 (relink_left_right(header))."},
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
     "열들을 오른쪽에서 왼쪽으로, cover_other_columns() 의 거꾸로 uncover 하고, 고른 열은 마지막에 "
     "돌아옵니다."},
    // ---- lesson 7, step 2: choose_column()
    {"lesson07.sizes-walked-not-read",
     "on {setting}, choose_column() chose {chosen}, the column with the fewest rows when each column is walked to "
     "count them; the test set the sizes by hand so that they disagree with the lists ({lesson_column} holds "
     "{rows} rows, its size says {size}). choose_column() must read matrix.size(header): cover() and uncover() "
     "keep the sizes up to date at one step per node, and walking every column at every node redoes that work "
     "(2 to 3 times slower).",
     "{setting} 에서 choose_column() 이 {chosen} 을(를) 골랐습니다. 각 열을 걸어서 행을 세면 행이 "
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
     "행들보다 먼저 고른 열을 cover 하나요, 행을 위에서부터 (matrix_.node(header).down) 시도하나요, 더 "
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
     "테스트를 통과하니 search() 를 보세요: 고른 열을 cover 하고, 그 행들을 위에서부터 ("
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
    // ---- words of lesson 7's diagnoses: the matrix's columns, rows and nodes (tests/lessons/message_words.hpp)
    {"part.lesson07.column-name", "column {column} ({what})", "{column}번 열 ({what})"},
    {"part.lesson07.cell-holds-a-digit", "cell {cell} holds a digit", "칸 {cell} 에 숫자가 있음"},
    {"part.lesson07.unit-holds-digit", "{unit} holds {digit}", "{unit} 에 {digit} 이(가) 있음"},
    {"part.lesson07.row-name", "row {row} ({digit} in cell {cell})", "{row}번 행 (칸 {cell} 에 {digit})"},
    {"part.lesson07.root", "the root", "뿌리(root)"},
    {"part.lesson07.header-of", "the header of {column}", "{column} 의 헤더"},
    {"part.lesson07.node-of", "the node of {row} in {column}", "{column} 안의 {row} 의 노드"},
    {"part.lesson07.link-moved", "{node} has its `{link}` link at node {is}, it was at node {was} ({was_node})",
     "{node} 의 `{link}` 링크가 노드 {is} 에 있습니다. 원래는 노드 {was} ({was_node}) 였습니다"},
    {"part.lesson07.size-changed", "the size of {column} is {is}, it was {was}",
     "{column} 의 크기가 {is} 입니다. 원래는 {was} 였습니다"},
    // ---- the matrices step 2's tests choose a column in (stage07_steps.cpp)
    {"part.lesson07.matrix-sizes-set-after-a-choice",
     "an empty 9x9 grid's matrix after choosing 1 in cell 40, whose sizes the test then set by hand (column 100 "
     "to 5, columns 200 and 250 to 3; their lists still hold 9 rows each)",
     "빈 9x9 격자의 행렬에서 칸 40 에 1 을 고른 뒤, 테스트가 크기를 손으로 정한 것 (100번 열은 5, 200번과 250번 "
     "열은 3; 목록에는 여전히 행이 9개씩 있음)"},
    {"part.lesson07.matrix-empty-grid", "an empty 9x9 grid's matrix (every column holds 9 rows)",
     "빈 9x9 격자의 행렬 (모든 열에 행이 9개)"},
    {"part.lesson07.matrix-sizes-set-by-hand",
     "an empty 9x9 grid's matrix whose sizes the test set by hand (column 10 to 1, columns 30 and 40 to 0)",
     "테스트가 크기를 손으로 정한 빈 9x9 격자의 행렬 (10번 열은 1, 30번과 40번 열은 0)"},
    {"part.lesson07.matrix-last-size-set", "an empty 9x9 grid's matrix whose last column's size the test set to 2",
     "테스트가 마지막 열의 크기를 2 로 정한 빈 9x9 격자의 행렬"},
    {"part.lesson07.matrix-after-a-choice",
     "an empty 9x9 grid's matrix after choosing 1 in cell 40 (four columns covered)",
     "빈 9x9 격자의 행렬에서 칸 40 에 1 을 고른 뒤 (열 네 개가 덮임)"},
    {"part.lesson07.matrix-size-set-to-one", "the same matrix with the size of column 0 set to 1 by hand",
     "같은 행렬에서 0번 열의 크기를 손으로 1 로 정한 것"},
    // ---- the puzzles of stage 7's counters and what was wrong with a solution (stage07_fidelity.cpp)
    {"part.lesson07.puzzle-4x4", "4x4 ({file})", "4x4 ({file})"},
    {"part.lesson07.puzzle-baekjoon", "Baekjoon sample", "백준 예제"},
    {"part.lesson07.puzzle-anti-brute-force", "anti-brute-force ({file})", "무차별 대입 방지 퍼즐 ({file})"},
    {"part.lesson07.puzzle-17-clues", "17 clues ({file})", "힌트 17개 ({file})"},
    {"part.lesson07.puzzle-hard", "hard ({file})", "어려운 퍼즐 ({file})"},
    {"part.lesson07.puzzle-no-solution", "no solution ({file})", "해 없음 ({file})"},
    {"part.lesson07.solution-at-depth", "the solution was found at depth {depth}, the puzzle has {blanks} blank cells",
     "해를 깊이 {depth} 에서 찾았는데, 퍼즐의 빈칸은 {blanks}개입니다"},
    {"part.lesson07.node-on-a-given", "the node at depth {depth} placed a digit on the given of {where}",
     "깊이 {depth} 의 노드가 {where} 의 주어진 숫자 위에 숫자를 놓았습니다"},
    {"part.lesson07.node-not-in-solution",
     "the node at depth {depth} placed {digit} in {where}, the solution holds "
     "{held} there",
     "깊이 {depth} 의 노드가 {where} 에 {digit} 을(를) 놓았는데, 해에는 그 자리에 {held} 이(가) 있습니다"},
};

}  // namespace

std::span<const Message> lesson07_messages() { return kMessages; }

}  // namespace sudoku::testing::tables
