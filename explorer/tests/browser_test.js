// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The explorer in a real browser: Debian's chromium, headless, driven by
// puppeteer-core, loading the page from disk (file://, no server, no network).
//
//   1. the Baekjoon sample and a puzzle that backtracks, stage 3 run to the end:
//      the counters on screen equal `solution03 --stats` on the same puzzle;
//   2. stepping: the board at the start is the puzzle, one step forward places
//      one digit in the first blank, back and forth returns the same board, the
//      next backtrack empties its cell, the end shows solution03's answer;
//   3. side by side, stepping by node: stages 1 and 3 show the same board and
//      node count at every node (same tree), with more checks for stage 1;
//      then stages 4 and 7 (dancing links): each pane ends on its binary's counters;
//   4. bad input in the paste box: the message is the command line's, word for word;
//   4b. a big search (stage 4 on Easter Monster, 4,703 nodes) stepped through node by
//      node: every box, line and label of the tree has finite coordinates, the drawing
//      stays bounded and its boxes plus its "+N more" boxes account for every node entered;
//   5. layout at 390 px and 1280 px: nothing wider than the window, the board
//      inside it, two panes side by side at 1280 and stacked at 390 (screenshots saved).
//
// Usage: node browser_test.js CHROMIUM EXPLORER_HTML BIN_DIR SCREENSHOT_DIR
// (puppeteer-core found through NODE_PATH). Ends with "N passed, N failed".
'use strict';

const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const puppeteer = require('puppeteer-core');

const [chromium, pagePath, binDir, shotDir] = process.argv.slice(2);
if (!shotDir) {
  console.error('usage: node browser_test.js CHROMIUM EXPLORER_HTML BIN_DIR SCREENSHOT_DIR');
  process.exit(2);
}
const COUNTERS = ['nodes', 'checks', 'backtracks', 'guesses', 'propagations'];

let passed = 0, failed = 0;
function check(ok, what) {
  if (ok) ++passed; else ++failed;
  console.log((ok ? 'ok:   ' : 'FAIL: ') + what);
}

function native(binary, args, input) {
  const run = spawnSync(path.join(binDir, binary), args, { input, encoding: 'utf8' });
  if (run.error) throw run.error;
  const line = run.stderr.split('\n').find((l) => l.startsWith('nodes=')) || '';
  const stats = {};
  for (const pair of line.split(' ')) { const [k, v] = pair.split('='); if (v !== undefined) stats[k] = Number(v); }
  return { status: run.status, stdout: run.stdout, stderr: run.stderr.trim(), stats };
}

async function main() {
  fs.mkdirSync(shotDir, { recursive: true });
  const browser = await puppeteer.launch({
    executablePath: chromium, headless: true, protocolTimeout: 240000,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync',
      '--disable-component-update'],
  });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') errors.push('console: ' + message.text()); });
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.setViewport({ width: 1280, height: 900 });
  await page.setOfflineMode(true);  // no network at all: the page must not need one
  const url = 'file://' + path.resolve(pagePath) + '?stage=3';

  // The page's own state machine: body[data-state] is ready / bad-input once a run is recorded.
  async function waitForRun(action) {
    await page.evaluate(() => { document.body.dataset.state = 'waiting'; });
    await action();
    await page.waitForFunction(() => ['ready', 'bad-input', 'stopped'].includes(document.body.dataset.state),
      { timeout: 60000 });
    return page.evaluate(() => document.body.dataset.state);
  }
  const counters = (pane = 0) => page.evaluate((k) => {
    const element = document.querySelectorAll('.pane')[k];
    const values = {};
    element.querySelectorAll('[data-counter]').forEach((td) => { values[td.dataset.counter] = Number(td.textContent); });
    return values;
  }, pane);
  const board = (pane = 0) => page.evaluate((k) => Array.from(document.querySelectorAll('.pane')[k]
    .querySelectorAll('.board .cell')).map((c) => (c.firstChild && c.firstChild.nodeType === 3 ? c.firstChild.nodeValue : '') || '.').join(''), pane);
  const text = (selector) => page.$eval(selector, (e) => e.textContent);
  const click = (selector) => page.click(selector);

  await page.goto(url);
  await page.waitForFunction(() => ['ready', 'bad-input'].includes(document.body.dataset.state), { timeout: 60000 });
  check((await text('#message')).includes('worker'), 'file:// page loaded and recorded the search in a Web Worker: "' +
    (await text('#message')) + '"');
  check(await page.$eval('#stage-select', (e) => e.value) === '3', '?stage=3 opened stage 3');

  // 1. Stage 3 to the end on the Baekjoon sample and on a puzzle that backtracks.
  const puzzles = await page.evaluate(() => Array.from(document.querySelectorAll('#puzzle-select option'))
    .map((o) => ({ value: o.value, name: o.textContent })));
  const sample = puzzles.find((p) => p.name.startsWith('Baekjoon 2580 sample'));
  const lesson = puzzles.find((p) => p.name.startsWith('Lesson puzzle 9x9'));
  for (const choice of [sample, lesson]) {
    await waitForRun(() => page.select('#puzzle-select', choice.value));
    const input = await page.$eval('#puzzle-text', (e) => e.value);
    const isLine = !input.trim().includes(' ');
    const expected = native('solution03', ['--stats'].concat(isLine ? ['--input', 'line'] : []), input);
    await click('#to-end');
    const shown = await counters();
    for (const name of COUNTERS) {
      check(shown[name] === expected.stats[name], `${choice.name}: on-screen ${name} ${shown[name]} = solution03 --stats ${expected.stats[name]}`);
    }
    if (choice === lesson) check(expected.stats.backtracks > 0, `${choice.name} backtracks (${expected.stats.backtracks} backtracks)`);
    const answer = expected.stdout.split(/\s+/).filter(Boolean).join('');
    check((await board()) === answer, `${choice.name}: the board at the end is solution03's answer`);
  }

  // 2. Stepping on the 9x9 lesson puzzle (loaded last).
  const puzzle = (await page.$eval('#puzzle-text', (e) => e.value)).trim().replace(/0/g, '.');
  await click('#to-start');
  check((await board()) === puzzle, 'at the start the board is the puzzle');
  await click('#forward');  // the first event: a digit tried in r1c1, rejected or kept
  const firstEvent = await text('.pane .event');
  const tried = /^(?:Reject: (\d) does not fit r1c1|Enter: r1c1=(\d))/.exec(firstEvent);
  const firstCell = await page.$eval('.pane .cell[data-cell="0"]', (c) => ({ text: c.firstChild ? c.firstChild.nodeValue : '',
    rejected: c.classList.contains('rejected-now'), current: c.classList.contains('current') }));
  check(puzzle[0] === '.' && tried !== null && firstCell.current && firstCell.text === (tried[1] || tried[2]) &&
    firstCell.rejected === Boolean(tried[1]), `one step forward: "${firstEvent}", r1c1 shows the digit tried` +
    (tried && tried[1] ? ', struck out' : ''));
  let steps = 1;
  while (!(await text('.pane .event')).startsWith('Enter:') && steps < 20) { await click('#forward'); ++steps; }
  const first = await board();
  const changed = [...first].map((c, i) => (c !== puzzle[i] ? i : -1)).filter((i) => i >= 0);
  check(changed.length === 1 && changed[0] === 0 && /[1-9]/.test(first[0]) &&
    (await page.$$('.pane .cell.rejected-now')).length === 0,
    `at the first node (event ${steps}): exactly one digit placed, in the first blank r1c1 (changed ${JSON.stringify(changed)})`);
  for (let k = 0; k < 30; ++k) await click('#forward');
  const at31 = await board();
  const events31 = await text('#position');
  for (let k = 0; k < 7; ++k) await click('#forward');
  for (let k = 0; k < 7; ++k) await click('#back');
  check((await board()) === at31 && (await text('#position')) === events31, `7 forward, 7 back: the same board at ${events31}`);
  await click('#next-backtrack');
  const backtrack = await text('.pane .event');
  const current = await page.$eval('.pane .cell.current', (c) => Number(c.dataset.cell)).catch(() => -1);
  check(backtrack.startsWith('Backtrack: undo') && current >= 0 && (await board())[current] === '.',
    `next backtrack: "${backtrack}", its cell ${current} is blank again`);
  await click('#back');
  check(current >= 0 && (await board())[current] !== '.', 'one step back: the undone digit is back in its cell');

  // 3. Side by side: stages 1 and 3 walk the same tree, stepping together by node.
  await page.select('#stage-select', '1');
  await page.$eval('#compare', (e) => { e.checked = true; });
  await page.select('#stage-select-2', '3');
  check(await waitForRun(() => click('#run')) === 'ready', 'side by side run of stages 1 and 3 recorded');
  check((await page.$$('.pane')).length === 2, 'two panes');
  let same = true, cheaper = true;
  for (let k = 1; k <= 12; ++k) {
    await click('#forward');
    const [a, b] = [await counters(0), await counters(1)];
    const [ba, bb] = [await board(0), await board(1)];
    same = same && a.nodes === k && b.nodes === k && ba === bb;
    cheaper = cheaper && a.checks > b.checks;
  }
  check(same, 'stepping by node: after each step both panes are at node k with the same board (same tree)');
  check(cheaper, 'stage 1 spends more checks than stage 3 for the same nodes');
  await click('#to-end');
  const [end1, end3] = [await counters(0), await counters(1)];
  const native1 = native('solution01', ['--stats', '--input', 'line'], puzzle + '\n').stats;
  check(end1.nodes === native1.nodes && end1.checks === native1.checks, `stage 1 at the end: ${end1.nodes} nodes, ${end1.checks} checks = solution01 --stats`);
  check(end3.nodes === end1.nodes, 'stage 3 at the end: the same node count as stage 1');

  // 3b. Lesson 7's stage (dancing links) beside stage 4: each pane ends equal to its own binary.
  await page.select('#stage-select', '4');
  await page.select('#stage-select-2', '7');
  check(await waitForRun(() => click('#run')) === 'ready', 'side by side run of stages 4 and 7 recorded');
  await click('#to-end');
  const [end4, end7] = [await counters(0), await counters(1)];
  for (const [name, shown] of [['solution04', end4], ['solution07', end7]]) {
    const expected = native(name, ['--stats', '--input', 'line'], puzzle + '\n').stats;
    check(COUNTERS.every((c) => shown[c] === expected[c]),
      `${name} at the end: ${COUNTERS.map((c) => `${c} ${shown[c]}`).join(', ')} = ${name} --stats`);
  }
  check((await board(1)) === (await board(0)), 'stage 7 ends on the same answer as stage 4');

  // 5a. Layout at 1280 px with two panes: side by side, nothing wider than the window.
  async function layout(width) {
    await page.setViewport({ width, height: 900 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    return page.evaluate(() => {
      const panes = Array.from(document.querySelectorAll('.pane')).map((p) => p.getBoundingClientRect());
      const boards = Array.from(document.querySelectorAll('.board')).map((b) => b.getBoundingClientRect());
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth,
        panes: panes.map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
        boards: boards.map((r) => ({ left: r.left, right: r.right, width: r.width })) };
    });
  }
  async function screenshot(name) {
    const file = path.join(shotDir, name);
    await page.screenshot({ path: file, fullPage: true });
    const png = fs.readFileSync(file);
    const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)} px, ${png.length} bytes`;
    console.log(`screenshot: ${file} (${size})`);
    return size;
  }
  let wide = await layout(1280);
  check(wide.scrollWidth <= wide.innerWidth, `1280 px: page width ${wide.scrollWidth} <= window ${wide.innerWidth}`);
  check(wide.panes.length === 2 && Math.abs(wide.panes[0].top - wide.panes[1].top) < 2 && wide.panes[1].left > wide.panes[0].right - 1,
    '1280 px: the two panes stand side by side');
  check(wide.boards.every((b) => b.right <= wide.innerWidth && b.width >= 9 * 20), '1280 px: each board fits, cells >= 20 px');
  await screenshot('explorer-1280.png');
  let narrow = await layout(390);
  check(narrow.scrollWidth <= narrow.innerWidth, `390 px: page width ${narrow.scrollWidth} <= window ${narrow.innerWidth}`);
  check(narrow.panes.length === 2 && narrow.panes[1].top >= narrow.panes[0].bottom - 1, '390 px: the two panes are stacked');
  check(narrow.boards.every((b) => b.left >= 0 && b.right <= narrow.innerWidth && b.width >= 9 * 30),
    `390 px: each board inside the window, cells >= 30 px (board ${Math.round(narrow.boards[0].width)} px)`);
  await screenshot('explorer-390.png');
  await page.setViewport({ width: 1280, height: 900 });

  // 4b. A big search, node by node: the tree drawing never breaks and never grows without bound.
  await page.$eval('#compare', (e) => { e.checked = false; });
  const monster = puzzles.find((p) => p.name.startsWith('Easter Monster'));
  await page.select('#stage-select', '4');
  await page.$eval('#node-limit', (e) => { e.value = '200000'; });
  check(await waitForRun(() => page.select('#puzzle-select', monster.value)) === 'ready', 'stage 4 on Easter Monster recorded');
  const big = await page.evaluate(() => {
    const numbers = { rect: ['x', 'y', 'width', 'height'], polygon: ['points'], text: ['x', 'y'], path: ['d'] };
    const tree = document.querySelector('.pane .tree');
    const run = window.explorer.state.panes[0].run;
    const nodes = run.enterPos.length - 1;
    const result = { nodes, broken: 0, firstBroken: '', unaccounted: 0, firstUnaccounted: '', mostBoxes: 0, steps: 0 };
    // Every 11th node (a redraw costs tens of milliseconds on a loaded machine) and,
    // between nodes, every 47th event (a position after a backtrack or a reject).
    const positions = [];
    for (let n = 0; n <= nodes + 1; n += 11) positions.push(() => window.explorer.showNode(n));
    positions.push(() => window.explorer.showNode(nodes + 1));
    for (let e = 0; e <= run.count; e += 47) positions.push(() => window.explorer.showNode(0) || window.explorer.state.panes[0].show(e));
    for (const show of positions) {
      show();
      const pos = window.explorer.state.panes[0].pos;
      ++result.steps;
      for (const [tag, attributes] of Object.entries(numbers)) {
        for (const element of tree.querySelectorAll(tag)) {
          for (const attribute of attributes) {
            const values = (element.getAttribute(attribute) || '').match(/[-+0-9.eE]+|NaN|Infinity|undefined/g) || ['missing'];
            if (!values.every((v) => Number.isFinite(Number(v)))) {
              if (!result.broken++) result.firstBroken = `position ${pos}: <${tag} ${attribute}="${element.getAttribute(attribute)}">`;
            }
          }
        }
      }
      const boxes = tree.querySelectorAll('g.tree-node');
      result.mostBoxes = Math.max(result.mostBoxes, boxes.length);
      let drawn = 0, folded = 0;
      boxes.forEach((g) => { if (g.dataset.more) folded += Number(g.dataset.more); else if (g.dataset.node !== '0') ++drawn; });
      const entered = run.nodesEntered(pos);
      if (drawn + folded !== entered && !result.unaccounted++) {
        result.firstUnaccounted = `position ${pos}: ${drawn} boxes + ${folded} folded != ${entered} entered`;
      }
    }
    result.note = document.querySelector('.pane .tree-note').textContent;
    return result;
  });
  check(big.nodes >= 3000, `the big search has at least 3,000 nodes (${big.nodes}, checked at ${big.steps} positions from start to end)`);
  check(big.broken === 0, `every tree box, edge and label has finite coordinates at every node (${big.broken} broken${big.firstBroken ? ', first ' + big.firstBroken : ''})`);
  check(big.unaccounted === 0, `drawn boxes plus "+N more" boxes count every node entered (${big.unaccounted} wrong${big.firstUnaccounted ? ', first ' + big.firstUnaccounted : ''})`);
  check(big.mostBoxes <= 120 + 2 * 82 + 120, `the drawing stays bounded: at most ${big.mostBoxes} boxes`);
  check(/^\(\d+ of \d+ nodes drawn: .* the other \d+ are folded/.test(big.note), `the note says what is not drawn: "${big.note}"`);
  await page.select('#stage-select', '3');
  await page.$eval('#node-limit', (e) => { e.value = '20000'; });

  // A long search runs in the worker: the page keeps answering, and Stop ends it.
  await page.$eval('#compare', (e) => { e.checked = false; });
  const top95 = puzzles.find((p) => p.name.startsWith('top95'));
  await page.select('#stage-select', '1');
  await page.$eval('#node-limit', (e) => { e.value = '200000'; });
  await page.$eval('#puzzle-text', (e, v) => { e.value = v; }, top95 && (await page.evaluate((k) =>
    JSON.parse(document.getElementById('puzzles').textContent)[k].text, Number(top95.value))));
  await page.evaluate(() => { document.body.dataset.state = 'waiting'; });
  await click('#run');
  // A script on the page runs while the search is still going: it is not on the page's thread.
  const during = await page.evaluate(() => new Promise((resolve) => {
    setTimeout(() => resolve({ state: document.body.dataset.state, mode: window.explorer.engine.mode }), 20);
  }));
  check(during.state === 'running' && during.mode === 'worker',
    `a 200,000-node search of stage 1 leaves the page free (a timer ran while the ${during.mode} searched: state ${during.state})`);
  await click('#stop');
  await page.waitForFunction(() => document.body.dataset.state !== 'running', { timeout: 60000 });
  check((await text('#message')) === 'Stopped.', 'Stop ends the search: "' + (await text('#message')) + '"');

  // 4. Bad input: the command line's message, word for word.
  const bad = [['1 2 3\n', []], ['..3.x' + '.'.repeat(76) + '\n', ['--input', 'line']],
    ['55' + '.'.repeat(79) + '\n', ['--input', 'line']]];
  for (const [input, args] of bad) {
    await page.$eval('#puzzle-text', (e, v) => { e.value = v; }, input);
    const state = await waitForRun(() => click('#run'));
    const expected = native('solution03', args, input);
    const message = await text('#message');
    check(state === 'bad-input' && expected.status === 2 && message === expected.stderr,
      `bad input ${JSON.stringify(input.slice(0, 12))}: the page says "${message}", solution03 says "${expected.stderr}"`);
    const place = /^input:1:(\d+):/.exec(message);
    if (place) {  // the wrong character is selected in the paste box
      const selected = await page.$eval('#puzzle-text', (e) => [e.selectionStart, e.selectionEnd]);
      check(selected[0] === Number(place[1]) - 1 && selected[1] === Number(place[1]),
        `the paste box selects column ${place[1]} (selection ${selected.join('-')})`);
    }
  }
  await page.setViewport({ width: 390, height: 844 });
  await screenshot('explorer-390-bad-input.png');

  const remote = requests.filter((r) => !r.startsWith('file:') && !r.startsWith('blob:') && !r.startsWith('data:'));
  check(remote.length === 0, `no network: ${requests.length} requests, all file:, blob: or data: (${remote.join(' ') || 'none other'})`);
  check(errors.length === 0, 'no script errors' + (errors.length ? ': ' + errors.join('; ') : ''));
  await browser.close();
}

main().then(() => {
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}, (error) => {
  console.log('FAIL: ' + (error && error.stack || error));
  console.log(`${passed} passed, ${failed + 1} failed`);
  process.exit(1);
});
