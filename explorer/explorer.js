// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The search explorer, part 4 of 4: the board, the controls and the page.
//
// Loaded last (after explorer-engine.js, explorer-run.js and explorer-tree.js,
// whose names it takes from window.SudokuExplorer): records a search with the
// engine, then replays it in one pane per stage.
'use strict';

(function () {
  const { ENTER, REJECT, DEAD_END, SOLUTION, COUNTERS, cellName, symbol, Run, makeEngine, TREE_BUDGET, drawTree,
    drawLegend } = window.SudokuExplorer;
  // [number, title] of every declared stage (lessons/NN-*/stage.cmake, written into the page).
  const STAGES = JSON.parse(document.getElementById('stages').textContent)
    .map((stage) => [Number(stage.number), stage.title.charAt(0).toUpperCase() + stage.title.slice(1)]);
  const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 120, 250, 500, 1000];  // events per second

  const $ = (id) => document.getElementById(id);

  // ------------------------------------------------------------------------
  // A pane: one stage's run, drawn at one position.

  class Pane {
    constructor(run, title) {
      this.run = run;
      this.pos = 0;
      const fragment = $('pane-template').content.cloneNode(true);
      this.element = fragment.querySelector('.pane');
      this.element.dataset.stage = run.stage;
      this.element.querySelector('.pane-title').textContent = title;
      const s = run.result.stats;
      this.element.querySelector('.outcome').textContent = 'Recorded ' + run.count + ' events: ' + run.result.outcome +
        ', ' + s.nodes + ' nodes.' + (run.result.outcome !== 'limit reached' ? '' : s.nodes >= 200000
        ? ' That is the most the explorer records: try a later stage.' : ' Raise the node limit to see more.');
      this.board = this.element.querySelector('.board');
      this.cells = [];
      const side = run.side;
      this.board.style.setProperty('--side', side);
      this.board.classList.add('side-' + side);
      for (let cell = 0; cell < side * side; ++cell) {
        const div = document.createElement('div');
        div.className = 'cell';
        const row = Math.floor(cell / side), column = cell % side;
        if (column % run.boxSide === run.boxSide - 1 && column !== side - 1) div.classList.add('box-right');
        if (row % run.boxSide === run.boxSide - 1 && row !== side - 1) div.classList.add('box-bottom');
        div.setAttribute('role', 'gridcell');
        div.dataset.cell = cell;
        this.board.appendChild(div);
        this.cells.push(div);
      }
    }

    show(pos) {
      const run = this.run;
      this.pos = Math.max(0, Math.min(pos, run.end));
      pos = this.pos;
      const { cells, kinds } = run.boardAt(pos);
      const i = pos >= 1 && pos <= run.count ? pos - 1 : -1;
      const eventCell = i >= 0 ? run.cell(i) : -1;
      const kind = i >= 0 ? run.kind(i) : -1;
      const node = run.currentNode(pos);
      // Digits rejected so far for the cell being tried in the current node.
      const rejected = run.nodes[node].rejects.filter((r) => r.at <= pos && (eventCell < 0 || r.cell === eventCell));
      cells.forEach((digit, cell) => {
        const div = this.cells[cell];
        div.className = div.className.replace(/ ?(given|placed|propagated|current|rejected-now|dead|solved)\b/g, '');
        if (kinds[cell]) div.classList.add(kinds[cell]);
        div.textContent = digit ? symbol(digit) : '';
        if (cell === eventCell) div.classList.add('current');
        if (cell === eventCell && kind === REJECT) {
          div.classList.add('rejected-now');
          div.textContent = symbol(run.digit(i));
        }
        if (cell === eventCell && kind === DEAD_END) div.classList.add('dead');
        if (cell === eventCell && (kind === REJECT || kind === DEAD_END || kind === ENTER)) {
          const marks = rejected.filter((r) => r.cell === cell).map((r) => symbol(r.digit)).join('');
          if (marks) {
            const small = document.createElement('span');
            small.className = 'marks';
            small.textContent = marks;
            div.appendChild(small);
          }
        }
      });
      if ((kind === SOLUTION || pos > run.count) && run.result.outcome === 'solved') this.board.classList.add('solved');
      else this.board.classList.remove('solved');
      this.element.querySelector('.event').textContent = run.describe(pos);
      const counters = run.countersAt(pos);
      for (const name of COUNTERS) {
        this.element.querySelector(`[data-counter="${name}"]`).textContent = String(counters[name]);
      }
      const path = run.pathTo(node).slice(1).map((n) => cellName(run.side, run.nodes[n].cell) + '=' + symbol(run.nodes[n].digit));
      this.element.querySelector('.path').textContent = ['puzzle'].concat(path).join(' → ');
      const drawn = drawTree(this.element.querySelector('.tree'), run, pos);
      // The root is not a node of the count: drawn - 1 nodes drawn, the others folded.
      this.element.querySelector('.tree-note').textContent = drawn.folded
        ? `(${drawn.drawn - 1} of ${drawn.entered} nodes drawn: the latest ${TREE_BUDGET} and the paths to them;` +
          ` the other ${drawn.folded} are folded into the "+N more" boxes)` : '';
      this.element.dataset.pos = pos;
    }
  }

  // ------------------------------------------------------------------------
  // The page.

  const engine = makeEngine();
  const state = { panes: [], timer: null, byNode: false, node: 0 };
  const puzzles = JSON.parse($('puzzles').textContent);

  function setMessage(text, isError) {
    const message = $('message');
    message.textContent = text;
    message.classList.toggle('error', !!isError);
  }

  function selectErrorPlace(result) {
    const area = $('puzzle-text');
    if (!result.line) return;
    const lines = area.value.split('\n');
    let start = 0;
    for (let k = 0; k < result.line - 1 && k < lines.length; ++k) start += lines[k].length + 1;
    const column = Math.max(result.column, 1);
    area.setSelectionRange(start + column - 1, start + column);
  }

  function stageTitle(number) { return STAGES.find(([n]) => n === number)[1]; }

  async function runSearch() {
    pause();
    const text = $('puzzle-text').value;
    const limit = Math.max(1, Math.min(Number($('node-limit').value) || 20000, 200000));
    $('node-limit').value = limit;
    const stages = [Number($('stage-select').value)];
    if ($('compare').checked) stages.push(Number($('stage-select-2').value));
    setMessage('Searching…');
    $('run').disabled = true;
    $('stop').disabled = false;
    document.body.dataset.state = 'running';
    try {
      const results = [];
      for (const stage of stages) results.push(await engine.record(stage, text, limit));
      const bad = results.find((r) => !r.ok);
      if (bad) {
        setMessage(bad.message, true);
        selectErrorPlace(bad);
        document.body.dataset.state = 'bad-input';
        return;
      }
      setMessage('Recorded with the ' + engine.mode + '. Step with the buttons or the arrow keys.');
      const panes = $('panes');
      panes.textContent = '';
      state.panes = results.map((result, k) => new Pane(new Run(stages[k], result), stageTitle(stages[k])));
      state.panes.forEach((pane) => panes.appendChild(pane.element));
      panes.classList.toggle('two', state.panes.length === 2);
      state.byNode = state.panes.length === 2;
      state.node = 0;
      showAll(0);
      document.body.dataset.state = 'ready';
    } catch (error) {
      setMessage(error.message === 'stopped' ? 'Stopped.' : 'The search failed: ' + error, true);
      document.body.dataset.state = 'stopped';
    } finally {
      $('run').disabled = false;
      $('stop').disabled = true;
    }
  }

  function showAll(pos) {
    state.panes.forEach((pane) => pane.show(pos));
    updatePosition();
  }

  function updatePosition() {
    if (!state.panes.length) return;
    const pane = state.panes[0];
    $('position').textContent = state.byNode
      ? (atEnd() ? 'end' : 'node ' + state.node) + ' (side by side: stepping by node)'
      : 'event ' + Math.min(pane.pos, pane.run.count) + ' of ' + pane.run.count + (pane.pos > pane.run.count ? ' (end)' : '');
  }

  // Side by side: both panes go to node n of their own search (or their end).
  function showNode(n) {
    const most = Math.max(...state.panes.map((pane) => pane.run.enterPos.length - 1));
    state.node = Math.max(0, Math.min(n, most + 1));
    state.panes.forEach((pane) => {
      const run = pane.run;
      pane.show(state.node < run.enterPos.length ? run.enterPos[state.node] : run.end);
    });
    updatePosition();
  }

  function atEnd() {
    if (state.byNode) return state.node > Math.max(...state.panes.map((pane) => pane.run.enterPos.length - 1));
    return state.panes.length && state.panes[0].pos >= state.panes[0].run.end;
  }

  function step(delta) {
    if (!state.panes.length) return;
    if (state.byNode) showNode(state.node + delta);
    else showAll(state.panes[0].pos + delta);
  }

  function toStart() { if (state.byNode) showNode(0); else showAll(0); }
  function toEnd() {
    pause();
    if (state.byNode) showNode(Number.MAX_SAFE_INTEGER);
    else if (state.panes.length) showAll(state.panes[0].run.end);
  }
  function nextBacktrack() {
    if (!state.panes.length) return;
    const pane = state.panes[0], run = pane.run;
    const next = run.backtrackPositions.find((p) => p > pane.pos);
    const target = next === undefined ? run.end : next;
    if (state.byNode) showNode(run.nodesEntered(target) + (next === undefined ? Number.MAX_SAFE_INTEGER : 0));
    else showAll(target);
  }

  function play() {
    if (!state.panes.length || state.timer) return;
    if (atEnd()) toStart();
    $('play').textContent = '⏸ pause';
    const tick = () => {
      const perSecond = SPEEDS[Number($('speed').value)];
      const batch = Math.max(1, Math.round(perSecond / 30));
      step(batch);
      if (atEnd()) { pause(); return; }
      state.timer = setTimeout(tick, 1000 * batch / perSecond);
    };
    state.timer = setTimeout(tick, 0);
  }
  function pause() {
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
    $('play').textContent = '▶ play';
  }

  function init() {
    const select = $('puzzle-select');
    puzzles.forEach((puzzle, k) => {
      const option = document.createElement('option');
      option.value = k;
      option.textContent = puzzle.name;
      select.appendChild(option);
    });
    for (const id of ['stage-select', 'stage-select-2']) {
      for (const [number, title] of STAGES) {
        const option = document.createElement('option');
        option.value = number;
        option.textContent = title;
        $(id).appendChild(option);
      }
    }
    const params = new URLSearchParams(location.search);
    const stage = Number(params.get('stage')) || 3;
    $('stage-select').value = STAGES.some(([n]) => n === stage) ? stage : 3;
    $('stage-select-2').value = Number($('stage-select').value) === 4 ? 3 : 4;
    if (params.get('compare')) { $('compare').checked = true; $('stage-select-2').value = Number(params.get('compare')) || 4; }
    if (params.get('puzzle')) select.value = Math.min(Number(params.get('puzzle')) || 0, puzzles.length - 1);
    const fill = () => { $('puzzle-text').value = puzzles[Number(select.value)].text; };
    fill();
    select.addEventListener('change', () => { fill(); runSearch(); });
    $('run').addEventListener('click', runSearch);
    $('stop').addEventListener('click', () => engine.stop());
    $('forward').addEventListener('click', () => { pause(); step(1); });
    $('back').addEventListener('click', () => { pause(); step(-1); });
    $('to-start').addEventListener('click', () => { pause(); toStart(); });
    $('to-end').addEventListener('click', toEnd);
    $('next-backtrack').addEventListener('click', () => { pause(); nextBacktrack(); });
    $('play').addEventListener('click', () => (state.timer ? pause() : play()));
    const speedText = () => { $('speed-text').textContent = SPEEDS[Number($('speed').value)] + ' events/s'; };
    $('speed').addEventListener('input', speedText);
    speedText();
    document.addEventListener('keydown', (event) => {
      if (event.target.closest('textarea, input, select')) return;
      if (event.key === 'ArrowRight') { pause(); step(1); event.preventDefault(); }
      if (event.key === 'ArrowLeft') { pause(); step(-1); event.preventDefault(); }
      if (event.key === ' ') { (state.timer ? pause() : play()); event.preventDefault(); }
    });
    drawLegend();
    runSearch();
  }

  window.explorer = { state, engine, runSearch, step, showNode };  // for the browser test and the curious
  init();
})();
