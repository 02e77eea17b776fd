// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The search explorer, part 3 of 4: the tree drawing (SVG), in the node styles of
// the lessons' Graphviz trees.
'use strict';

(function () {
  const parts = (window.SudokuExplorer = window.SudokuExplorer || {});
  const { cellName, symbol } = parts;
  const TREE_BUDGET = 120;  // tree nodes drawn at most (plus the path), like `kit trace`'s node budget

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
    const legend = document.getElementById('legend-tree');
    const entries = [['root', ['puzzle']], ['path', ['on the path']], ['solution', ['solution']],
      ['explored', ['tried, failed']], ['deadEnd', ['dead end']], ['rejected', ['r1c4 × 1 2']],
      ['more', ['+N more', 'nodes']]];
    legend.setAttribute('viewBox', `0 0 ${entries.length * 74 + 80} 34`);
    entries.forEach(([style, lines], k) => drawBox(legend, 4 + 74 * k, 4, STYLE[style], lines, false));
    drawBox(legend, 4 + 74 * entries.length, 4, STYLE.explored, ['current'], true);
  }

  Object.assign(parts, { TREE_BUDGET, drawTree, drawLegend });
})();
