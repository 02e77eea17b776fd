// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The search explorer, part 2 of 4: a recorded run, indexed for replay.
//
// The WebAssembly returns every event the stage reported to its Search, with
// the counters at that moment; the page only replays that record.
// A replay position `pos` runs from 0 (nothing done yet) through the events
// (pos = k: the first k events done) to events + 1 (the end: the stage's final
// counters and answer).
'use strict';

(function () {
  const parts = (window.SudokuExplorer = window.SudokuExplorer || {});
  const ENTER = 0, REJECT = 1, PROPAGATE = 2, DEAD_END = 3, BACKTRACK = 4, SOLUTION = 5;
  const COUNTERS = ['nodes', 'checks', 'backtracks', 'guesses', 'propagations'];

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

  Object.assign(parts, { ENTER, REJECT, PROPAGATE, DEAD_END, BACKTRACK, SOLUTION, COUNTERS, cellName, symbol, Run });
})();
