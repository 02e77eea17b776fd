// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The docs site as a reader meets it, in headless Chromium (puppeteer-core, the
// explorer tests' copy), from disk:
//   1. the search box: each term a reader types (SEARCH_TERMS, both languages)
//      lists at least one page, never "No Matches";
//   2. Korean pages say lang="ko" and break lines between words (keep-all), English
//      pages say lang="en"; each shows the lesson menu of its own language; Korean
//      pages show Doxygen's tabs, search box and footer in Korean, not English;
//   3. at 390 px the header leaves most of the screen to the text, every diagram is a
//      link to its full-size drawing and every table wider than the screen says it scrolls;
//   4. screenshots at 390x844 and 1280x900 of the pages readers open most, kept in
//      SCREENSHOT_DIR (a build artefact);
//   5. no table cell's text is cut: at 390 px a table wider than the screen is cards, at
//      1280 px a wide table scrolls and says so, and the benchmarks page's results tables
//      show the nodes, checks, guesses and speed-up columns without scrolling.
//
// Usage: node site_reader_test.js CHROMIUM SITE_DIR SCREENSHOT_DIR. Ends with "N passed, N failed".
'use strict';

const fs = require('fs');
const path = require('path');
const puppeteer = require('puppeteer-core');

const [chromium, site, shotDir] = process.argv.slice(2);
if (!shotDir) {
  console.error('usage: node site_reader_test.js CHROMIUM SITE_DIR SCREENSHOT_DIR');
  process.exit(2);
}
// [term, the page the search starts from]: a Korean term from a Korean page.
const SEARCH_TERMS = [['dancing', 'index'], ['exact cover', 'index'], ['explorer', 'index'], ['judge', 'index'],
  ['benchmark', 'index'], ['naked', 'index'], ['MRV', 'index'], ['정확 덮개', 'readme_ko'], ['백트래킹', 'readme_ko']];
const SHOTS = ['index', 'lesson03', 'lesson05', 'search_trees', 'benchmarks', 'lesson06_ko', 'lessons_ko'];

let passed = 0, failed = 0;
function check(ok, what) {
  if (ok) ++passed; else ++failed;
  console.log((ok ? 'ok:   ' : 'FAIL: ') + what);
}

async function main() {
  fs.mkdirSync(shotDir, { recursive: true });
  const browser = await puppeteer.launch({
    executablePath: chromium, headless: true, protocolTimeout: 120000,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync',
      '--disable-component-update', '--allow-file-access-from-files'],
  });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setOfflineMode(true);
  const open = (name) => page.goto('file://' + path.resolve(site, name + '.html'), { waitUntil: 'load' });

  // 1. The search box, as typed.
  await page.setViewport({ width: 1280, height: 900 });
  for (const [term, from] of SEARCH_TERMS) {
    await open(from);
    await page.click('#MSearchField');
    await page.keyboard.type(term);
    await page.keyboard.press('End');  // a key up: Hangul typed as text sends none, and the box searches on key up
    let found = { results: [], nomatches: false };
    try {
      await page.waitForFunction(() => {
        const frame = document.getElementById('MSearchResults');
        const doc = frame && frame.contentDocument;
        return doc && doc.readyState === 'complete' && /search\/(all|nomatches)/.test(frame.contentWindow.location.href) &&
          (doc.querySelector('.SRResult:not([style*="none"])') || doc.querySelector('.SRStatus#NoMatches'));
      }, { timeout: 10000 });
    } catch (error) { /* reported below */ }
    found = await page.evaluate(() => {
      const doc = document.getElementById('MSearchResults').contentDocument;
      const shown = Array.from(doc.querySelectorAll('.SRResult')).filter((r) => r.style.display !== 'none');
      const noMatches = doc.getElementById('NoMatches');
      return { results: shown.map((r) => r.textContent.trim()).slice(0, 3),
        nomatches: !!noMatches && noMatches.style.display !== 'none' };
    });
    check(found.results.length > 0 && !found.nomatches,
      `search "${term}" (from ${from}.html) lists pages: ${JSON.stringify(found.results)}${found.nomatches ? ' (No Matches)' : ''}`);
  }

  // 2. and 3. Language and phone layout.
  await page.setViewport({ width: 390, height: 844 });
  for (const [name, lang, menu] of [['lesson03', 'en', 'Glossary'], ['lesson03_ko', 'ko', '용어집'], ['term_ko_exact_cover', 'ko', '용어집']]) {
    await open(name);
    // The navigation scripts lay the header out after the load: measure once it has settled.
    await page.evaluate(() => new Promise((resolve) => {
      let last = -1, same = 0, tries = 0;
      const tick = () => {
        const height = document.getElementById('top').getBoundingClientRect().height;
        same = height === last ? same + 1 : 0;
        last = height;
        if (same >= 3 || ++tries > 50) resolve(); else setTimeout(tick, 100);
      };
      tick();
    }));
    const seen = await page.evaluate(() => {
      const text = document.querySelector('div.contents');
      const menu = Array.from(document.querySelectorAll('#kit-lessons ul')).find((u) => getComputedStyle(u).display !== 'none');
      const header = document.getElementById('top').getBoundingClientRect();
      return { lang: document.documentElement.lang, wordBreak: text ? getComputedStyle(text).wordBreak : '',
        menu: menu ? menu.textContent.replace(/\s+/g, ' ').trim() : '', header: Math.round(header.height) };
    });
    check(seen.lang === lang, `${name}: lang="${seen.lang}"`);
    if (lang === 'ko') check(seen.wordBreak === 'keep-all', `${name}: Korean breaks between words (word-break ${seen.wordBreak})`);
    check(seen.menu.includes(menu), `${name}: the lesson menu is in its language: "${seen.menu}"`);
    check(seen.header <= 844 / 5, `${name} at 390 px: the header takes ${seen.header} px of 844`);
    if (lang === 'ko') {
      const chrome = await page.evaluate(() => {
        const field = document.getElementById('MSearchField');
        const shown = (e) => e.getBoundingClientRect().height > 0 || getComputedStyle(e).display !== 'none';
        const tabs = Array.from(document.querySelectorAll('#main-menu a, #main-nav a')).filter(shown)
          .map((a) => a.textContent.trim());
        const footer = Array.from(document.querySelectorAll('address.footer, .footer')).map((f) => f.textContent).join(' ');
        return { tabs, placeholder: field ? (field.getAttribute('placeholder') || '') + '|' + field.value : '',
          footer: footer.replace(/\s+/g, ' ').trim() };
      });
      const english = ['Main Page', 'Related Pages', 'Files', 'Search'];
      check(chrome.tabs.length > 0 && !chrome.tabs.some((t) => english.includes(t)),
        `${name}: Doxygen's tabs are in Korean: ${JSON.stringify(chrome.tabs)}`);
      check(!/Search/.test(chrome.placeholder), `${name}: the search box says "${chrome.placeholder}", not "Search"`);
      check(!/Generated by/.test(chrome.footer), `${name}: the footer is in Korean: "${chrome.footer}"`);
    }
  }

  // Diagrams open full size; wide tables say they scroll.
  for (const name of ['lesson05', 'lesson06', 'benchmarks', 'lessons']) {
    await open(name);
    const seen = await page.evaluate(() => {
      const objects = Array.from(document.querySelectorAll('div.contents div.image object'));
      const unopenable = objects.filter((o) => !(o.closest('a') && o.closest('a').getAttribute('href') === o.getAttribute('data')));
      const tables = Array.from(document.querySelectorAll('div.contents table.markdownTable, div.contents table.doxtable'));
      const scrolls = (e) => !!e && e.scrollWidth > e.clientWidth + 1;  // the table or its body scrolls
      const wide = tables.filter((t) => scrolls(t) || scrolls(t.tBodies[0]));
      const silent = wide.filter((t) => { const n = t.previousElementSibling;
        return !(n && n.classList.contains('table-scroll-note') && n.getBoundingClientRect().height > 0); });
      return { objects: objects.length, unopenable: unopenable.length, tables: tables.length, wide: wide.length, silent: silent.length };
    });
    check(seen.unopenable === 0, `${name} at 390 px: each of its ${seen.objects} diagrams is a link to its full-size drawing (${seen.unopenable} not)`);
    check(seen.silent === 0, `${name} at 390 px: each of its ${seen.wide} tables wider than the screen (of ${seen.tables}) says it scrolls (${seen.silent} do not)`);
  }

  // 5. Tables: no cell text cut, on a phone not even at the table's edge (a wide table is
  // cards there), on a laptop only where the table scrolls and says so; the benchmarks
  // page's key columns (the work and the speed-up) in view at 1280 px without scrolling.
  const KEY_COLUMNS = ['mean nodes', 'mean checks', 'mean guesses', 'speed-up'];
  for (const [width, height] of [[390, 844], [1280, 900]]) {
    await page.setViewport({ width, height });
    for (const name of ['lesson06', 'lesson06_ko', 'benchmarks', 'lessons', 'lessons_ko']) {
      await open(name);
      const seen = await page.evaluate((keys, phone) => {
        const cut = [], hidden = [];
        let keyTables = 0;
        document.querySelectorAll('div.contents table.markdownTable, div.contents table.doxtable').forEach((table) => {
          const body = table.tBodies[0] || table;
          const outer = table.getBoundingClientRect(), inner = body.getBoundingClientRect();
          const left = Math.max(outer.left, inner.left), right = Math.min(outer.right, inner.right);
          const note = table.previousElementSibling;
          const says = !!note && note.classList.contains('table-scroll-note') && note.getBoundingClientRect().height > 0;
          table.querySelectorAll('td, th').forEach((cell) => {
            const at = cell.getBoundingClientRect();
            if (at.width === 0 || at.height === 0) return;  // the header row of a table shown as cards
            const text = cell.textContent.trim().slice(0, 30);
            if (cell.scrollWidth > cell.clientWidth + 1) cut.push(`"${text}" overflows its cell`);
            else if ((at.right > right + 1 || at.left < left - 1) && (phone || !says)) cut.push(`"${text}" cut at the table's edge`);
          });
          const head = Array.from(table.rows[0] ? table.rows[0].cells : []).map((c) => c.textContent.trim());
          if (keys.every((k) => head.includes(k))) {
            keyTables++;
            Array.from(table.rows[0].cells).filter((c) => keys.includes(c.textContent.trim())).forEach((c) => {
              if (c.getBoundingClientRect().right > right + 1) hidden.push(c.textContent.trim());
            });
          }
        });
        return { cut, hidden, keyTables };
      }, KEY_COLUMNS, width < 600);
      const phone = width < 600;
      check(seen.cut.length === 0, `${name} at ${width} px: no table cell cut${phone ? ' (wide tables are cards)' : ''}` +
        (seen.cut.length ? ': ' + seen.cut.slice(0, 5).join('; ') : ''));
      if (name === 'benchmarks' && !phone) {
        check(seen.keyTables > 0 && seen.hidden.length === 0,
          `benchmarks at ${width} px: ${KEY_COLUMNS.join(', ')} in view in its ${seen.keyTables} results tables` +
          (seen.hidden.length ? ' (off to the right: ' + seen.hidden.join(', ') + ')' : ''));
      }
    }
  }

  // 4. Screenshots, a reader's first screen.
  for (const [width, height] of [[390, 844], [1280, 900]]) {
    await page.setViewport({ width, height });
    for (const name of SHOTS) {
      await open(name);
      const file = path.join(shotDir, `${name}-${width}.png`);
      await page.screenshot({ path: file });
      console.log(`screenshot: ${file}`);
    }
  }
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
