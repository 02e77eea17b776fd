// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The search-tree diagrams as a reader sees them, in headless Chromium (puppeteer-core,
// the explorer tests' copy), at 390x844 (a phone) and 1280x900 (a laptop):
//   1. on every lesson page, both languages, the text of every diagram is drawn at
//      MIN_TEXT_PX or more, or the diagram is a preview (a box at a readable size with
//      the tree's root in it) with a line that opens the whole tree;
//   2. the viewer (docs/site/diagram-viewer.js): a tap on a diagram opens it inside the
//      page with the root of the tree in view and its text readable; + zooms in, 0 goes
//      back to the first view, Escape closes it; on the search-trees page the widest
//      tree (stage 3's branching tree) opens with its root in view, and the page's own
//      box of that tree starts at its root;
//   3. a screenshot of each lesson page's first diagram and of the viewer, kept in
//      SCREENSHOT_DIR.
// The text size is the SVG's smallest font-size times the scale it is drawn at.
//
// Usage: node diagram_reader_test.js CHROMIUM SITE_DIR SCREENSHOT_DIR. Ends with "N passed, N failed".
'use strict';

const fs = require('fs');
const path = require('path');
const puppeteer = require('puppeteer-core');

const MIN_TEXT_PX = 10;
const [chromium, site, shotDir] = process.argv.slice(2);
if (!shotDir) {
  console.error('usage: node diagram_reader_test.js CHROMIUM SITE_DIR SCREENSHOT_DIR');
  process.exit(2);
}
const SCREENS = [[390, 844], [1280, 900]];

let passed = 0, failed = 0;
function check(ok, what) {
  if (ok) ++passed; else ++failed;
  console.log((ok ? 'ok:   ' : 'FAIL: ') + what);
}

// In the page: each diagram of the page's text, with the size its text is drawn at and,
// for a preview, whether its root is inside the preview's box.
function measureDiagrams() {
  const within = (inner, outer) => inner.left + inner.width / 2 >= outer.left && inner.left + inner.width / 2 <= outer.right &&
    inner.top + inner.height / 2 >= outer.top && inner.top + inner.height / 2 <= outer.bottom;
  return Array.from(document.querySelectorAll('div.contents div.image object')).map((object) => {
    const doc = object.contentDocument;
    const svg = doc && doc.documentElement;
    if (!svg || !svg.viewBox || !svg.viewBox.baseVal) return { name: object.getAttribute('data'), readable: false, why: 'not loaded' };
    let font = Infinity;
    svg.querySelectorAll('text[font-size]').forEach((t) => { font = Math.min(font, parseFloat(t.getAttribute('font-size'))); });
    const drawn = object.getBoundingClientRect();
    const textPx = font * drawn.width / svg.viewBox.baseVal.width;
    const link = object.closest('a');
    const preview = !!link && link.classList.contains('diagram-preview');
    const note = link && link.nextElementSibling;
    const opens = !!note && note.classList.contains('diagram-open-note') && note.getBoundingClientRect().height > 0;
    let rootInBox = false;
    const rootTitle = Array.from(svg.querySelectorAll('g.node > title')).find((t) => t.textContent.trim() === 'n0');
    if (preview && rootTitle) {
      const box = link.getBoundingClientRect(), at = rootTitle.parentNode.getBoundingClientRect();
      rootInBox = within({ left: drawn.left + at.left, top: drawn.top + at.top, width: at.width, height: at.height }, box);
    }
    return { name: object.getAttribute('data'), textPx: Math.round(textPx * 10) / 10, preview, opens, rootInBox,
      boxHeight: link ? Math.round(link.getBoundingClientRect().height) : 0 };
  });
}

// In the page, with the viewer open: the first view's scale, text size and whether the root is in view.
function measureViewer() {
  const overlay = document.querySelector('div.diagram-viewer.open');
  if (!overlay) return { open: false };
  const object = overlay.querySelector('object');
  const stage = overlay.querySelector('.diagram-viewer-stage').getBoundingClientRect();
  const svg = object.contentDocument && object.contentDocument.documentElement;
  if (!svg) return { open: true, loaded: false };
  let font = Infinity;
  svg.querySelectorAll('text[font-size]').forEach((t) => { font = Math.min(font, parseFloat(t.getAttribute('font-size'))); });
  const drawn = object.getBoundingClientRect();  // after the viewer's transform
  const title = Array.from(svg.querySelectorAll('g.node > title')).find((t) => t.textContent.trim() === 'n0');
  const at = title.parentNode.getBoundingClientRect();  // in the drawing's own (untransformed) pixels
  const scale = drawn.width / object.offsetWidth;
  const x = drawn.left + (at.left + at.width / 2) * scale, y = drawn.top + (at.top + at.height / 2) * scale;
  return { open: true, loaded: true, transform: overlay.querySelector('.diagram-viewer-content').style.transform,
    textPx: Math.round(font * drawn.width / svg.viewBox.baseVal.width * 10) / 10,
    rootInView: x >= stage.left && x <= stage.right && y >= stage.top && y <= stage.bottom,
    focused: overlay.contains(document.activeElement) };
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
  const open = async (name) => {
    await page.goto('file://' + path.resolve(site, name + '.html'), { waitUntil: 'load' });
    await page.waitForFunction(() => Array.from(document.querySelectorAll('div.contents object'))
      .every((o) => o.contentDocument && o.contentDocument.readyState === 'complete'), { timeout: 20000 });
    await new Promise((resolve) => setTimeout(resolve, 200));  // the layout on "load" has run
  };
  const openViewer = async (selector, shot) => {
    await page.evaluate((s) => { const link = document.querySelector(s); link.scrollIntoView(); link.click(); }, selector);
    await page.waitForSelector('div.diagram-viewer.open[data-ready]', { timeout: 20000 });
    if (shot) await page.screenshot({ path: path.join(shotDir, shot) });
    return page.evaluate(measureViewer);
  };

  const lessons = fs.readdirSync(site).filter((f) => /^lesson[0-9]{2}(_ko)?\.html$/.test(f)).map((f) => f.replace('.html', '')).sort();
  check(lessons.length >= 14, `${lessons.length} lesson pages in the site (both languages)`);
  for (const [width, height] of SCREENS) {
    await page.setViewport({ width, height });
    for (const name of lessons) {
      await open(name);
      const diagrams = await page.evaluate(measureDiagrams);
      for (const d of diagrams) {
        const readable = d.textPx >= MIN_TEXT_PX;
        check(readable || (d.preview && d.opens && d.rootInBox),
          `${name} at ${width} px: ${d.name} ` + (readable ? `text ${d.textPx} px` + (d.preview ? ' (preview)' : '')
            : `text ${d.textPx} px, preview ${d.preview}, opens ${d.opens}, root in the preview ${d.rootInBox}`));
      }
      if (diagrams.length > 0) {
        await page.evaluate(() => document.querySelector('div.contents div.image').scrollIntoView());
        await page.screenshot({ path: path.join(shotDir, `${name}-diagram-${width}.png`) });
      }
    }

    // The viewer on a lesson page: opens readable with the root in view, zooms, resets, closes.
    await open('lesson03');
    const first = await openViewer('div.contents div.image a.diagram-open', `viewer-lesson03-${width}.png`);
    check(first.loaded && first.rootInView && first.textPx >= MIN_TEXT_PX && first.focused,
      `lesson03 at ${width} px: the viewer opens with the root in view, text ${first.textPx} px, focus inside`);
    await page.keyboard.press('+');
    const zoomed = await page.evaluate(measureViewer);
    check(zoomed.textPx > first.textPx, `lesson03 at ${width} px: + zooms in (text ${first.textPx} -> ${zoomed.textPx} px)`);
    await page.keyboard.press('0');
    const back = await page.evaluate(measureViewer);
    check(back.transform === first.transform, `lesson03 at ${width} px: 0 goes back to the first view (${back.transform})`);
    await page.keyboard.press('Escape');
    check(!(await page.evaluate(measureViewer)).open, `lesson03 at ${width} px: Escape closes the viewer`);

    // The search-trees page: the largest tree (stage 3's branching one) starts at its root,
    // in its box on the page and in the viewer.
    await open('search_trees');
    const largest = await page.evaluate(() => {
      const boxes = Array.from(document.querySelectorAll('div.contents div.tree-picture'));
      const area = (b) => { const o = b.querySelector('object'); return o ? o.offsetWidth * o.offsetHeight : 0; };
      boxes.forEach((b, i) => { b.id = b.id || 'tree-picture-' + i; });
      const box = boxes.sort((a, b) => area(b) - area(a))[0];
      const object = box.querySelector('object');
      const title = Array.from(object.contentDocument.querySelectorAll('g.node > title')).find((t) => t.textContent.trim() === 'n0');
      const at = title.parentNode.getBoundingClientRect(), drawn = object.getBoundingClientRect(), inBox = box.getBoundingClientRect();
      const x = drawn.left + at.left + at.width / 2, y = drawn.top + at.top + at.height / 2;
      return { id: box.id, name: object.getAttribute('data'), height: Math.round(drawn.height),
        rootInBox: x >= inBox.left && x <= inBox.right && y >= inBox.top && y <= inBox.bottom };
    });
    check(largest.rootInBox, `search_trees at ${width} px: the box of ${largest.name} (${largest.height} px tall) starts at its root`);
    const viewed = await openViewer(`#${largest.id} > a`, `viewer-search-trees-${width}.png`);
    check(viewed.loaded && viewed.rootInView && viewed.textPx >= MIN_TEXT_PX,
      `search_trees at ${width} px: ${largest.name} opens with its root in view, text ${viewed.textPx} px`);
    await page.click('div.diagram-viewer button.diagram-viewer-close');
    check(!(await page.evaluate(measureViewer)).open, `search_trees at ${width} px: the close button closes the viewer`);
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
