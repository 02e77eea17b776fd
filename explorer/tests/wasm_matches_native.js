// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The WebAssembly stages must be the native stages: on the conformance puzzles
// (tests/data/suite-*.txt), each stage in sudoku-wasm.js gives the same outcome,
// the same answer and the same counters as the native binary
// (`solutionNN --input line --stats --max-nodes N`, `sudoku ...`), and bad
// input gets the same one-line message as the command line.
//
// Every run has the same node limit on both sides, so the slow early stages stay
// fast on the hard puzzles and the limit itself is compared too.
//
// Usage: node wasm_matches_native.js SUDOKU_WASM_JS BIN_DIR DATA_DIR STAGES_JSON
// Prints one line per failure and ends with "N passed, N failed"; exit 1 on a failure.
'use strict';

const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const [wasmPath, binDir, dataDir, stagesJson] = process.argv.slice(2);
if (!stagesJson) {
  console.error('usage: node wasm_matches_native.js SUDOKU_WASM_JS BIN_DIR DATA_DIR STAGES_JSON');
  process.exit(2);
}
const NODE_LIMIT = 20000;
const SUITES = ['suite-easy.txt', 'suite-hard.txt', 'suite-4x4.txt', 'suite-17-clue.txt', 'suite-no-solution.txt',
  'suite-multi-solution.txt', 'suite-16x16.txt'];
// [number, reference binary] of every declared stage (<build>/generated/sudoku_stages.json).
const STAGES = JSON.parse(fs.readFileSync(stagesJson, 'utf8')).map((s) => [Number(s.number), s.binary]);
const COUNTERS = ['nodes', 'checks', 'backtracks', 'max_depth', 'guesses', 'propagations'];
// What the driver's exit codes mean (common/cli.hpp ExitCode).
const OUTCOME_OF_EXIT = { 0: 'solved', 1: 'no solution', 3: 'limit reached' };

let passed = 0, failed = 0;
function check(ok, what) {
  if (ok) ++passed; else { ++failed; console.log('FAIL: ' + what); }
}

function native(binary, args, input) {
  const run = spawnSync(path.join(binDir, binary), args, { input, encoding: 'utf8' });
  if (run.error) throw run.error;
  return run;
}

function nativeStats(stderr) {
  const line = stderr.split('\n').find((l) => l.startsWith('nodes='));
  if (!line) return null;
  const stats = {};
  for (const pair of line.split(' ')) {
    const [key, value] = pair.split('=');
    stats[key] = Number(value);
  }
  return stats;
}

function lineOf(cells, side) {
  return cells.map((d) => (d === 0 ? '.' : d <= 9 ? String(d) : String.fromCharCode(55 + d))).join('').slice(0, side * side);
}

require(path.resolve(wasmPath))().then((kit) => {
  const started = Date.now();
  let runs = 0;
  for (const suite of SUITES) {
    const lines = fs.readFileSync(path.join(dataDir, suite), 'utf8').split('\n')
      .map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
    for (const [stage, binary] of STAGES) {
      lines.forEach((puzzle, k) => {
        const where = `${binary} on ${suite} puzzle ${k + 1}`;
        const run = native(binary, ['--input', 'line', '--output', 'line', '--stats', '--max-nodes', String(NODE_LIMIT)],
          puzzle + '\n');
        const wasm = kit.record(stage, puzzle + '\n', NODE_LIMIT);
        ++runs;
        if (run.status === 2) {  // conflicting givens: the same message
          check(!wasm.ok && run.stderr.trim() === wasm.message, `${where}: bad input message: native "${run.stderr.trim()}", wasm "${wasm.message}"`);
          return;
        }
        if (!wasm.ok) { check(false, `${where}: wasm refused the puzzle: ${wasm.message}`); return; }
        check(OUTCOME_OF_EXIT[run.status] === wasm.outcome, `${where}: outcome: native exit ${run.status}, wasm ${wasm.outcome}`);
        const stats = nativeStats(run.stderr);
        for (const name of COUNTERS) {
          check(stats && stats[name] === wasm.stats[name], `${where}: ${name}: native ${stats && stats[name]}, wasm ${wasm.stats[name]}`);
        }
        if (wasm.outcome === 'solved') {
          check(run.stdout.trim() === lineOf(Array.from(wasm.solution), wasm.side), `${where}: answers differ`);
        }
        // The recorded events agree with the counters: one enter per node, one backtrack per undo.
        const kinds = Array.from(wasm.events).filter((_, i) => i % 4 === 0);
        check(kinds.filter((x) => x === 0).length === wasm.stats.nodes, `${where}: enter events != nodes`);
        check(kinds.filter((x) => x === 4).length === wasm.stats.backtracks, `${where}: backtrack events != backtracks`);
      });
    }
  }

  // Bad input: the paste box says what the command line says, for both formats.
  const bad = [
    ['boj', '1 2 3\n'],
    ['boj', fs.readFileSync(path.join(dataDir, 'boj2580-sample.in'), 'utf8').replace('0 3 5', '0 x 5')],
    ['boj', fs.readFileSync(path.join(dataDir, 'boj2580-sample.in'), 'utf8') + '1 2 3\n'],
    ['boj', ''],
    ['line', '12x..\n'],
    ['line', '5'.repeat(81) + '\n'],
    ['line', '..' + '?' + '.'.repeat(78) + '\n'],
    ['line', '.'.repeat(81) + '\n' + '.'.repeat(81) + '\n'],
  ];
  for (const [format, text] of bad) {
    const args = format === 'line' ? ['--input', 'line'] : [];
    const run = native('solution03', args, text);
    const wasm = kit.record(3, text, 1000);
    const message = run.stderr.trim();
    check(run.status === 2 && !wasm.ok && wasm.message === message,
      `bad ${format} input ${JSON.stringify(text.slice(0, 30))}: native (exit ${run.status}) "${message}", wasm "${wasm.message}"`);
  }
  console.log(`${runs} puzzle runs compared (${STAGES.length} stages, ${SUITES.length} suites, node limit ${NODE_LIMIT}) in ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
});
