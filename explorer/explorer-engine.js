// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The search explorer, part 1 of 4: the bridge to the WebAssembly.
//
// The search runs once, in WebAssembly (sudoku-wasm.js: the kit's stages and
// parsers, see explorer_wasm.cpp), in a Web Worker so a long search never
// freezes the page. The page loads the parts as plain scripts, in the order
// explorer-engine.js, explorer-run.js, explorer-tree.js, explorer.js (a page
// opened from file:// may not load modules); each part adds its names to
// window.SudokuExplorer.
'use strict';

(function () {
  const parts = (window.SudokuExplorer = window.SudokuExplorer || {});

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


  parts.makeEngine = makeEngine;
})();
