// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The search explorer's page script.
//
// The search runs once, in WebAssembly (sudoku-wasm.js: the kit's stages and
// parsers, see explorer_wasm.cpp), in a Web Worker so a long search never
// freezes the page. It returns every event the stage reported to its Search,
// with the counters at that moment; this script only replays that record.
// A replay position `pos` runs from 0 (nothing done yet) through the events
// (pos = k: the first k events done) to events + 1 (the end: the stage's final
// counters and answer).
'use strict';

(function () {
  const ENTER = 0, REJECT = 1, PROPAGATE = 2, DEAD_END = 3, BACKTRACK = 4, SOLUTION = 5;
  const COUNTERS = ['nodes', 'checks', 'backtracks', 'guesses', 'propagations'];
  // [number, title] of every declared stage (lessons/NN-*/stage.cmake, written into the page).
  const STAGES = JSON.parse(document.getElementById('stages').textContent)
    .map((stage) => [Number(stage.number), stage.title.charAt(0).toUpperCase() + stage.title.slice(1)]);
  const TREE_BUDGET = 120;  // tree nodes drawn at most (plus the path), like `kit trace`'s node budget
  const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 120, 250, 500, 1000];  // events per second

  const $ = (id) => document.getElementById(id);

  // ------------------------------------------------------------------------
  // The engine: a worker built from the module factory's own source text, so it
  // needs no second file (a page opened from file:// may not load one).

  function makeEngine() {
    let worker = null;
    let pending = null;
    function workerMain() {
      const ready = SudokuKit();  // eslint-disable-line no-undef
      self.onmessage = (message) => {
        ready.then((kit) => {
          const { stage, text, maxNodes } = message.data;
          let result;
          try {
            result = kit.record(stage, text, maxNodes);
          } catch (error) {
            result = { ok: false, message: 'internal error: ' + error };
          }
          const transfer = result.ok ? [result.events.buffer, result.counters.buffer] : [];
          self.postMessage(result, transfer);
        });
      };
    }
    function start() {
      const source = 'var _scriptDir;\nvar SudokuKit = ' + SudokuKit.toString() + ';\n(' + workerMain.toString() + ')();';
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      worker = new Worker(url);
      worker.onmessage = (message) => { const p = pending; pending = null; p.resolve(message.data); };
      worker.onerror = (error) => { const p = pending; pending = null; if (p) p.reject(error); };
    }
    let mainThreadKit = null;
    const engine = {
      mode: 'worker',
      record(stage, text, maxNodes) {
        if (engine.mode === 'worker') {
          try {
            if (!worker) start();
            return new Promise((resolve, reject) => {
              pending = { resolve, reject };
              worker.postMessage({ stage, text, maxNodes });
            }).catch((error) => {
              if (error && error.message === 'stopped') throw error;
              engine.mode = 'main thread';  // the worker would not start here (e.g. a strict file:// policy)
              worker = null;
              return engine.record(stage, text, maxNodes);
            });
          } catch (error) {
            engine.mode = 'main thread';  // no workers here: the node limit still bounds the run
          }
        }
        if (!mainThreadKit) mainThreadKit = SudokuKit();
        return mainThreadKit.then((kit) => kit.record(stage, text, maxNodes));
      },
      stop() {
        if (worker) worker.terminate();
        worker = null;
        if (pending) pending.reject(new Error('stopped'));
        pending = null;
      },
    };
    return engine;
  }

  // ------------------------------------------------------------------------
  // A recorded run, indexed for replay.

  function cellName(side, cell) {
    return 'r' + (Math.floor(cell / side) + 1) + 'c' + ((cell % side) + 1);
  }
  function symbol(digit) {
    return digit <= 9 ? String(digit) : String.fromCharCode(55 + digit);  // 10 -> A ... 16 -> G
  }

  class Run {
    constructor(stage, result) {
      this.stage = stage;
      this.result = result;
      this.side = result.side;
      this.boxSide = result.box_side;
      this.events = result.events;
      this.counters = result.counters;
      this.count = result.events.length / 4;
      this.index();
    }

    kind(i) { return this.events[4 * i]; }
    cell(i) { return this.events[4 * i + 1]; }
    digit(i) { return this.events[4 * i + 2]; }
    depth(i) { return this.events[4 * i + 3]; }

    // One pass over the events: the tree (nodes in the order entered, which is
    // depth-first preorder, so a subtree is a range of indices) and, for each
    // event, the node it happened in.
    index() {
      const root = { cell: -1, digit: 0, depth: 0, parent: -1, enteredAt: 0, children: [], rejects: [],
        propagated: [], deadEndAt: -1, solutionAt: -1, backtrackAt: -1, last: 0 };
      this.nodes = [root];
      this.eventNode = new Int32Array(this.count);
      this.enterPos = [0];  // enterPos[n] = the position right after node n was entered
      this.backtrackPositions = [];
      this.solutionAt = -1;
      const path = [0];
      const nodeAt = (depth) => {
        while (path.length > Math.max(depth, 0) + 1) path.pop();
        return path[path.length - 1];
      };
      for (let i = 0; i < this.count; ++i) {
        const kind = this.kind(i), cell = this.cell(i), digit = this.digit(i), depth = this.depth(i);
        if (kind === ENTER) {
          const parent = nodeAt(depth - 1);
          const index = this.nodes.length;
          this.nodes.push({ cell, digit, depth, parent, enteredAt: i + 1, children: [], rejects: [], propagated: [],
            deadEndAt: -1, solutionAt: -1, backtrackAt: -1, last: index });
          this.nodes[parent].children.push(index);
          path.push(index);
          this.enterPos.push(i + 1);
          this.eventNode[i] = index;
        } else if (kind === REJECT) {
          const node = nodeAt(depth - 1);
          this.nodes[node].rejects.push({ cell, digit, at: i + 1 });
          this.eventNode[i] = node;
        } else if (kind === PROPAGATE) {
          const node = nodeAt(depth);
          this.nodes[node].propagated.push({ cell, digit, at: i + 1 });
          this.eventNode[i] = node;
        } else if (kind === DEAD_END) {
          const node = nodeAt(depth);
          if (this.nodes[node].deadEndAt < 0) this.nodes[node].deadEndAt = i + 1;
          this.eventNode[i] = node;
        } else if (kind === BACKTRACK) {
          const node = nodeAt(depth);
          this.nodes[node].backtrackAt = i + 1;
          this.backtrackPositions.push(i + 1);
          this.eventNode[i] = node;
          path.pop();
        } else if (kind === SOLUTION) {
          const node = nodeAt(depth);
          if (this.solutionAt < 0) this.solutionAt = i + 1;
          for (let at = node; at >= 0; at = this.nodes[at].parent) {
            if (this.nodes[at].solutionAt < 0) this.nodes[at].solutionAt = i + 1;
          }
          this.eventNode[i] = node;
        }
      }
      for (let n = this.nodes.length - 1; n > 0; --n) {  // the last descendant of every node
        const parent = this.nodes[n].parent;
        this.nodes[parent].last = Math.max(this.nodes[parent].last, this.nodes[n].last);
      }
    }

    get end() { return this.count + 1; }

    // The node the search is in after the first `pos` events.
    currentNode(pos) {
      if (pos <= 0) return 0;
      const i = Math.min(pos, this.count) - 1;
      if (i < 0) return 0;
      const node = this.eventNode[i];
      return this.kind(i) === BACKTRACK ? this.nodes[node].parent : node;
    }

    // Nodes entered by position `pos`.
    nodesEntered(pos) {
      let low = 0, high = this.enterPos.length - 1;  // the last n with enterPos[n] <= pos
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (this.enterPos[middle] <= pos) low = middle; else high = middle - 1;
      }
      return low;
    }

    countersAt(pos) {
      if (pos > this.count) return this.result.stats;
      const values = {};
      COUNTERS.forEach((name, k) => { values[name] = pos === 0 ? 0 : this.counters[5 * (pos - 1) + k]; });
      return values;
    }

    pathTo(node) {
      const path = [];
      for (let at = node; at >= 0; at = this.nodes[at].parent) path.push(at);
      return path.reverse();
    }

    // The board after `pos` events: the puzzle plus the placements and
    // propagations of the nodes on the current path (what the stage has on its board).
    boardAt(pos) {
      const cells = Array.from(this.result.puzzle);
      const kinds = cells.map((digit) => (digit ? 'given' : ''));
      if (pos > this.count) {
        this.result.solution.forEach((digit, cell) => {
          if (!cells[cell] && digit && this.result.outcome === 'solved') { cells[cell] = digit; kinds[cell] = 'placed'; }
        });
      }
      for (const n of this.pathTo(this.currentNode(pos))) {
        const node = this.nodes[n];
        if (node.cell >= 0) { cells[node.cell] = node.digit; kinds[node.cell] = 'placed'; }
        for (const p of node.propagated) {
          if (p.at <= pos) { cells[p.cell] = p.digit; kinds[p.cell] = 'propagated'; }
        }
      }
      return { cells, kinds };
    }

    describe(pos) {
      const side = this.side;
      if (pos === 0) return 'Start: the puzzle, before the first event.';
      if (pos > this.count) {
        const s = this.result.stats;
        return 'End: ' + this.result.outcome + ' (' + s.nodes + ' nodes, ' + s.backtracks + ' backtracks).';
      }
      const i = pos - 1, cell = this.cell(i), digit = this.digit(i), depth = this.depth(i);
      const at = cell >= 0 ? cellName(side, cell) : '';
      switch (this.kind(i)) {
        case ENTER: return 'Enter: ' + at + '=' + symbol(digit) + ' passes the check, a node at depth ' + depth + '.';
        case REJECT: return 'Reject: ' + symbol(digit) + ' does not fit ' + at + '.';
        case PROPAGATE: return 'Propagate: ' + at + ' can only be ' + symbol(digit) + '.';
        case DEAD_END: return 'Dead end' + (at ? ': nothing fits ' + at : ': a contradiction') + ' at depth ' + depth + '.';
        case BACKTRACK: return 'Backtrack: undo ' + at + '=' + symbol(digit) + '.';
        case SOLUTION: return 'Solution: the grid is complete.';
      }
      return '';
    }
  }

  // ------------------------------------------------------------------------
  // Drawing.

  const SVG = 'http://www.w3.org/2000/svg';
  function svg(tag, attributes, parent) {
    const element = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    if (parent) parent.appendChild(element);
    return element;
  }

  // The node styles of common/trace.cpp's Graphviz drawings.
  const STYLE = {
    root: { fill: '#d6e4f5', stroke: '#1f4e8c', width: 2 },
    path: { fill: '#d4f0d4', stroke: '#2e7d32', width: 1.6 },
    solution: { fill: '#8fd18f', stroke: '#1b5e20', width: 1.6, double: true },
    explored: { fill: '#ffffff', stroke: '#888888', width: 1 },
    deadEnd: { fill: '#f6c9c9', stroke: '#b22222', width: 1, octagon: true },
    more: { fill: '#f2f2f2', stroke: '#777777', width: 1, dashed: true },
    rejected: { fill: 'none', stroke: '#aaaaaa', width: 1, dashed: true, text: '#888888' },
  };
  const BOX_W = 70, BOX_H = 26, COL_W = 86, ROW_H = 32;

  function drawBox(group, x, y, style, lines, current, title) {
    const g = svg('g', { class: 'tree-node' }, group);
    if (title) svg('title', {}, g).textContent = title;
    const attributes = { fill: style.fill, stroke: style.stroke, 'stroke-width': style.width };
    if (style.dashed) attributes['stroke-dasharray'] = '3 2';
    if (style.octagon) {
      const c = 6, w = BOX_W, h = BOX_H;
      attributes.points = [[c, 0], [w - c, 0], [w, c], [w, h - c], [w - c, h], [c, h], [0, h - c], [0, c]]
        .map(([px, py]) => (x + px) + ',' + (y + py)).join(' ');
      svg('polygon', attributes, g);
    } else {
      Object.assign(attributes, { x, y, width: BOX_W, height: BOX_H, rx: 5 });
      svg('rect', attributes, g);
      if (style.double) svg('rect', { x: x + 2.5, y: y + 2.5, width: BOX_W - 5, height: BOX_H - 5, rx: 4, fill: 'none',
        stroke: style.stroke, 'stroke-width': 1 }, g);
    }
    if (current) svg('rect', { x: x - 3, y: y - 3, width: BOX_W + 6, height: BOX_H + 6, rx: 7, fill: 'none',
      stroke: '#e65100', 'stroke-width': 2.5, class: 'current-node' }, g);
    lines.forEach((line, k) => {
      const text = svg('text', { x: x + BOX_W / 2, y: y + (lines.length === 1 ? 17 : 11 + 10 * k),
        'text-anchor': 'middle', 'font-size': k === 0 ? 10 : 8, fill: k === 0 ? (style.text || '#000') : '#888888' }, g);
      text.textContent = line;
    });
    return g;
  }

  function edge(group, x1, y1, x2, y2, attributes) {
    const middle = (x1 + x2) / 2;
    svg('path', Object.assign({ d: `M${x1},${y1} C${middle},${y1} ${middle},${y2} ${x2},${y2}`, fill: 'none',
      stroke: '#777777', 'stroke-width': 1 }, attributes), group);
  }

  // The tree seen by position `pos`: the latest TREE_BUDGET nodes entered and
  // the path to the current node; earlier children become "+N more nodes".
  function drawTree(container, run, pos) {
    const entered = run.nodesEntered(pos);
    const current = run.currentNode(pos);
    const visible = new Set([0]);
    const firstRecent = Math.max(1, entered - TREE_BUDGET);
    for (let n = firstRecent; n <= entered; ++n) visible.add(n);
    // A box is drawn beside its parent, so every drawn node needs its parent drawn too.
    // The recent nodes are a range of the preorder, so the only ancestors outside the
    // range are those of its first node: the drawing stays within the budget plus two paths.
    if (firstRecent <= entered) for (const n of run.pathTo(firstRecent)) visible.add(n);
    for (const n of run.pathTo(current)) visible.add(n);
    const rows = [];  // laid out left to right: one row per leaf, columns by depth
    let row = 0;
    const place = {};
    function layout(n) {
      const node = run.nodes[n];
      const items = [];
      let hidden = 0;
      const flush = () => { if (hidden) { items.push({ more: hidden }); hidden = 0; } };
      for (const child of node.children) {
        if (child > entered) break;
        if (visible.has(child)) { flush(); items.push({ child }); } else hidden += Math.min(run.nodes[child].last, entered) - child + 1;
      }
      flush();
      const first = row;
      for (const item of items) {
        if (item.child !== undefined) layout(item.child);
        else { rows.push({ more: item.more, depth: node.depth + 1, parent: n, row }); ++row; }
      }
      if (row === first) ++row;  // a leaf takes a row of its own
      place[n] = (first + row - 1) / 2;
    }
    layout(0);
    const maxDepth = Math.max(0, ...[...visible].map((n) => run.nodes[n].depth)) + 1;
    const width = 10 + COL_W * maxDepth + BOX_W, height = 10 + ROW_H * Math.max(row, 1);
    container.textContent = '';
    const root = svg('svg', { width, height, viewBox: `0 0 ${width} ${height}`, role: 'img',
      'aria-label': 'search tree' }, container);
    const edges = svg('g', {}, root), boxes = svg('g', {}, root);
    const xOf = (depth) => 5 + COL_W * depth, yOf = (r) => 5 + ROW_H * r;
    let currentBox = null;
    for (const n of visible) {
      const node = run.nodes[n];
      if (n > entered) continue;
      const x = xOf(node.depth), y = yOf(place[n]);
      if (node.parent >= 0) {
        const onPath = run.solutionAt >= 0 && node.solutionAt >= 0 && node.solutionAt <= pos;
        edge(edges, xOf(run.nodes[node.parent].depth) + BOX_W, yOf(place[node.parent]) + BOX_H / 2, x, y + BOX_H / 2,
          onPath ? { stroke: '#2e7d32', 'stroke-width': 2 } : {});
      }
      let style = STYLE.explored;
      if (n === 0) style = STYLE.root;
      else if (node.solutionAt >= 0 && node.solutionAt <= pos) style = node.children.length ? STYLE.path : STYLE.solution;
      else if (node.deadEndAt >= 0 && node.deadEndAt <= pos) style = STYLE.deadEnd;
      if (n === 0 && node.solutionAt >= 0 && node.solutionAt <= pos && !node.children.length) style = STYLE.solution;
      const lines = [n === 0 ? 'puzzle' : cellName(run.side, node.cell) + '=' + symbol(node.digit)];
      const rejected = node.rejects.filter((r) => r.at <= pos);
      if (rejected.length) {  // the summary style of trace.cpp: `r1c4 × 1 2` (the cell is dropped when long)
        const cell = rejected[rejected.length - 1].cell;
        const digits = '× ' + rejected.filter((r) => r.cell === cell).map((r) => symbol(r.digit)).join(' ');
        const named = cellName(run.side, cell) + ' ' + digits;
        lines.push(named.length <= 15 ? named : digits.length <= 15 ? digits : digits.slice(0, 14) + '…');
      }
      else if (node.propagated.some((p) => p.at <= pos)) lines.push('+' + node.propagated.filter((p) => p.at <= pos).length + ' propagated');
      const box = drawBox(boxes, x, y, style, lines, n === current, lines.join('\n'));
      if (n === current) currentBox = { x, y };
      box.dataset.node = n;
    }
    for (const more of rows) {
      const x = xOf(more.depth), y = yOf(more.row);
      edge(edges, xOf(run.nodes[more.parent].depth) + BOX_W, yOf(place[more.parent]) + BOX_H / 2, x, y + BOX_H / 2,
        { 'stroke-dasharray': '3 2', stroke: '#999999' });
      const box = drawBox(boxes, x, y, STYLE.more, ['+' + more.more + ' more', more.more === 1 ? 'node' : 'nodes'], false);
      box.dataset.more = more.more;
    }
    if (currentBox) {  // keep the current node in view
      const left = currentBox.x - container.clientWidth / 2, top = currentBox.y - container.clientHeight / 2;
      container.scrollTo({ left: Math.max(0, left), top: Math.max(0, top) });
    }
    let drawn = 0;
    for (const n of visible) if (n <= entered) ++drawn;
    return { drawn, folded: rows.reduce((sum, more) => sum + more.more, 0), entered };
  }

  function drawLegend() {
    const legend = $('legend-tree');
    const entries = [['root', ['puzzle']], ['path', ['on the path']], ['solution', ['solution']],
      ['explored', ['tried, failed']], ['deadEnd', ['dead end']], ['rejected', ['r1c4 × 1 2']],
      ['more', ['+N more', 'nodes']]];
    legend.setAttribute('viewBox', `0 0 ${entries.length * 74 + 80} 34`);
    entries.forEach(([style, lines], k) => drawBox(legend, 4 + 74 * k, 4, STYLE[style], lines, false));
    drawBox(legend, 4 + 74 * entries.length, 4, STYLE.explored, ['current'], true);
  }

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
