/* The kit's search-tree diagrams on any screen (docs/site/README.md):
 *   - each diagram is a link to its SVG (so it still opens without this script), and a
 *     tap or click opens it in a viewer inside the page: wheel or pinch zooms, dragging
 *     pans, the keys + - 0 zoom in, out and back, Escape or the close button closes;
 *     it opens with the root of the tree in view, at a size whose text can be read;
 *   - a diagram whose text would be drawn below MIN_TEXT_PX in the page (a wide tree on
 *     a phone) is shown as a preview instead: cropped at a readable size around its root.
 * The SVG's own document says where its root is (Graphviz's node "n0") and how small its
 * text is; a browser that does not let the page read it (a file:// page in some
 * browsers) gets the whole diagram fitted, which has the root in view too. */
(function () {
  "use strict";
  var MIN_TEXT_PX = 10;      // smaller text is not readable on a phone
  var READABLE_TEXT_PX = 12; // the smallest text in a preview and in the viewer's first view
  var PREVIEW_HEIGHT = 320;  // px of a preview's box
  var korean = document.documentElement.lang === "ko";
  var words = korean
    ? { open: "전체 크기로 열기 (확대, 이동)", preview: "미리보기: 트리 전체를 열려면 누르세요 (확대, 이동)",
        close: "닫기", zoomIn: "확대", zoomOut: "축소", reset: "처음 크기", newTab: "새 탭에서 열기",
        help: "끌어서 이동, 휠이나 두 손가락으로 확대, 키 + - 0, Esc로 닫기" }
    : { open: "Open full size (zoom and pan)", preview: "Preview: tap to open the whole tree (zoom and pan)",
        close: "Close", zoomIn: "Zoom in", zoomOut: "Zoom out", reset: "Back to the first view",
        newTab: "Open in a new tab", help: "Drag to pan, wheel or two fingers to zoom, keys + - 0, Esc closes" };

  /* What an SVG diagram says about itself, or null if the page may not read it: its size in
     user units, its smallest font in user units, and its root as fractions of its size. */
  function describe(svgDocument) {
    var svg = svgDocument && svgDocument.documentElement;
    if (!svg || !svg.viewBox || !svg.viewBox.baseVal || !svg.viewBox.baseVal.width) return null;
    var box = svg.viewBox.baseVal, drawn = svg.getBoundingClientRect();
    var minFont = Infinity;
    svg.querySelectorAll("text[font-size]").forEach(function (text) {
      minFont = Math.min(minFont, parseFloat(text.getAttribute("font-size")));
    });
    var root = { x: 0.5, y: 0 };
    svg.querySelectorAll("g.node > title").forEach(function (title) {
      if (title.textContent.trim() !== "n0" || !drawn.width) return;
      var at = title.parentNode.getBoundingClientRect();
      root = { x: (at.left + at.width / 2 - drawn.left) / drawn.width, y: (at.top + at.height / 2 - drawn.top) / drawn.height };
    });
    return { width: box.width, height: box.height, minFont: isFinite(minFont) ? minFont : 10, root: root };
  }
  function documentOf(object) {
    try { return object.contentDocument; } catch (error) { return null; }
  }

  /* The viewer: one overlay, made when first opened. */
  var viewer = null;
  function makeViewer() {
    var overlay = document.createElement("div");
    overlay.className = "diagram-viewer";
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-modal", "true");
    overlay.innerHTML = '<div class="diagram-viewer-bar"><button type="button" data-do="out">−</button>' +
      '<button type="button" data-do="in">+</button><button type="button" data-do="reset">0</button>' +
      '<a class="diagram-viewer-tab" target="_blank" rel="noopener"></a><span class="diagram-viewer-help"></span>' +
      '<button type="button" data-do="close" class="diagram-viewer-close">×</button></div>' +
      '<div class="diagram-viewer-stage"><div class="diagram-viewer-content"></div></div>';
    var bar = overlay.firstChild;
    bar.querySelector('[data-do="out"]').title = words.zoomOut;
    bar.querySelector('[data-do="in"]').title = words.zoomIn;
    bar.querySelector('[data-do="reset"]').title = words.reset;
    bar.querySelector('[data-do="close"]').title = words.close;
    bar.querySelector('[data-do="close"]').setAttribute("aria-label", words.close);
    bar.querySelector(".diagram-viewer-tab").textContent = words.newTab;
    bar.querySelector(".diagram-viewer-help").textContent = words.help;
    document.body.appendChild(overlay);
    var self = { overlay: overlay, stage: overlay.querySelector(".diagram-viewer-stage"),
                 content: overlay.querySelector(".diagram-viewer-content"), scale: 1, x: 0, y: 0, first: null };
    self.apply = function () {
      self.content.style.transform = "translate(" + self.x + "px," + self.y + "px) scale(" + self.scale + ")";
    };
    self.zoom = function (factor, atX, atY) {  // keeps the point (atX, atY) of the stage still
      var scale = Math.min(8, Math.max(0.05, self.scale * factor));
      self.x = atX - (atX - self.x) * scale / self.scale;
      self.y = atY - (atY - self.y) * scale / self.scale;
      self.scale = scale;
      self.apply();
    };
    self.centre = function (factor) {
      self.zoom(factor, self.stage.clientWidth / 2, self.stage.clientHeight / 2);
    };
    bar.addEventListener("click", function (event) {
      var action = event.target.getAttribute("data-do");
      if (action === "in") self.centre(1.25);
      if (action === "out") self.centre(0.8);
      if (action === "reset") self.first();
      if (action === "close") closeViewer();
    });
    overlay.addEventListener("keydown", function (event) {
      var handled = true;
      if (event.key === "Escape") closeViewer();
      else if (event.key === "+" || event.key === "=") self.centre(1.25);
      else if (event.key === "-" || event.key === "_") self.centre(0.8);
      else if (event.key === "0") self.first();
      else if (event.key === "ArrowLeft") { self.x += 60; self.apply(); }
      else if (event.key === "ArrowRight") { self.x -= 60; self.apply(); }
      else if (event.key === "ArrowUp") { self.y += 60; self.apply(); }
      else if (event.key === "ArrowDown") { self.y -= 60; self.apply(); }
      else handled = false;
      if (handled) event.preventDefault();
    });
    self.stage.addEventListener("wheel", function (event) {
      event.preventDefault();
      var at = self.stage.getBoundingClientRect();
      self.zoom(Math.exp(-event.deltaY * 0.002), event.clientX - at.left, event.clientY - at.top);
    }, { passive: false });
    /* One pointer pans, two pinch (each move zooms by the change of their distance). */
    var pointers = {};
    function spread() {
      var list = Object.keys(pointers).map(function (id) { return pointers[id]; });
      if (list.length < 2) return null;
      var at = self.stage.getBoundingClientRect();
      return { distance: Math.hypot(list[0].x - list[1].x, list[0].y - list[1].y),
               x: (list[0].x + list[1].x) / 2 - at.left, y: (list[0].y + list[1].y) / 2 - at.top };
    }
    self.stage.addEventListener("pointerdown", function (event) {
      pointers[event.pointerId] = { x: event.clientX, y: event.clientY };
      self.stage.setPointerCapture(event.pointerId);
    });
    self.stage.addEventListener("pointermove", function (event) {
      var last = pointers[event.pointerId];
      if (!last) return;
      var before = spread();
      pointers[event.pointerId] = { x: event.clientX, y: event.clientY };
      var after = spread();
      if (before && after && before.distance > 0) {
        self.zoom(after.distance / before.distance, after.x, after.y);
      } else if (!before) {
        self.x += event.clientX - last.x;
        self.y += event.clientY - last.y;
        self.apply();
      }
    });
    function release(event) { delete pointers[event.pointerId]; }
    self.stage.addEventListener("pointerup", release);
    self.stage.addEventListener("pointercancel", release);
    return self;
  }

  var opener = null;
  function openViewer(source) {
    viewer = viewer || makeViewer();
    opener = document.activeElement;
    var picture = document.createElement("object");
    picture.type = "image/svg+xml";
    picture.data = source;
    viewer.content.textContent = "";
    viewer.content.appendChild(picture);
    viewer.overlay.querySelector(".diagram-viewer-tab").href = source;
    viewer.overlay.classList.add("open");
    document.documentElement.classList.add("diagram-viewer-open");
    viewer.overlay.querySelector(".diagram-viewer-close").focus();
    picture.addEventListener("load", function () {
      var svg = documentOf(picture) && documentOf(picture).documentElement;
      var width = svg ? svg.getBoundingClientRect().width : picture.clientWidth;
      var height = svg ? svg.getBoundingClientRect().height : picture.clientHeight;
      var about = describe(documentOf(picture)) || { width: width, height: height, minFont: 0, root: null };
      picture.style.width = width + "px";
      picture.style.height = height + "px";
      /* The first view: the whole tree if its text is readable so, else readable text with the root in view. */
      viewer.first = function () {
        var stageWidth = viewer.stage.clientWidth, stageHeight = viewer.stage.clientHeight;
        var fit = Math.min(stageWidth / width, stageHeight / height, 2);
        var textAtFit = about.minFont * fit * width / about.width;
        var scale = !about.root || textAtFit >= MIN_TEXT_PX ? fit : READABLE_TEXT_PX * about.width / (about.minFont * width);
        viewer.scale = scale;
        var root = about.root || { x: 0.5, y: 0.5 };
        viewer.x = stageWidth / 2 - root.x * width * scale;
        viewer.y = stageHeight / 2 - root.y * height * scale;
        // No blank margin beyond the drawing's edges where the drawing is larger than the stage.
        if (width * scale > stageWidth) viewer.x = Math.min(8, Math.max(stageWidth - width * scale - 8, viewer.x));
        else viewer.x = (stageWidth - width * scale) / 2;
        if (height * scale > stageHeight) viewer.y = Math.min(8, Math.max(stageHeight - height * scale - 8, viewer.y));
        else viewer.y = (stageHeight - height * scale) / 2;
        viewer.apply();
      };
      viewer.first();
      viewer.overlay.setAttribute("data-ready", "1");
    });
    viewer.overlay.removeAttribute("data-ready");
  }
  function closeViewer() {
    if (!viewer) return;
    viewer.overlay.classList.remove("open");
    document.documentElement.classList.remove("diagram-viewer-open");
    viewer.content.textContent = "";
    if (opener && opener.focus) opener.focus();
  }

  /* A diagram of a lesson page: whole if its text is readable at the page's width, else a preview. */
  function fitOrPreview(link, object) {
    link.classList.remove("diagram-preview");
    object.style.width = object.style.height = link.style.height = "";
    var about = describe(documentOf(object));
    if (!about) return;
    var shown = object.getBoundingClientRect().width;
    if (!shown || about.minFont * shown / about.width >= MIN_TEXT_PX) return;
    var perUnit = READABLE_TEXT_PX / about.minFont;  // CSS px per user unit at the preview's size
    object.style.width = about.width * perUnit + "px";
    object.style.height = about.height * perUnit + "px";
    link.style.height = Math.min(PREVIEW_HEIGHT, about.height * perUnit) + "px";
    link.classList.add("diagram-preview");
    link.scrollLeft = about.root.x * about.width * perUnit - link.clientWidth / 2;
    link.scrollTop = about.root.y * about.height * perUnit - link.clientHeight / 2;
  }

  function opens(link) {
    link.addEventListener("click", function (event) {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;  // a new tab, as asked
      event.preventDefault();
      openViewer(link.getAttribute("href"));
    });
  }
  document.addEventListener("DOMContentLoaded", function () {
    /* Doxygen's <object> takes no clicks (pointer-events: none): it is wrapped in a link to its SVG. */
    document.querySelectorAll("div.contents div.image > object[data$='.svg']").forEach(function (object) {
      var link = document.createElement("a");
      link.href = object.getAttribute("data");
      link.className = "diagram-open";
      object.parentNode.insertBefore(link, object);
      link.appendChild(object);
      var note = document.createElement("a");
      note.href = link.href;
      note.className = "diagram-open-note";
      note.textContent = words.open;
      link.parentNode.insertBefore(note, link.nextSibling);
      opens(link);
      opens(note);
      var layout = function () {
        fitOrPreview(link, object);
        note.textContent = link.classList.contains("diagram-preview") ? words.preview : words.open;
      };
      object.addEventListener("load", layout);
      if (documentOf(object) && documentOf(object).readyState === "complete") layout();
      window.addEventListener("resize", layout);
    });
    /* The trees of the search-trees page, drawn at one scale (docs/diagrams.cmake) in a box
       that scrolls: the box starts at the tree's root, not at a blank corner. */
    document.querySelectorAll("div.contents div.tree-picture > a").forEach(function (link) {
      opens(link);
      var image = link.querySelector("img"), box = link.parentNode;
      if (!image) return;
      /* An <object> draws the same SVG, and lets the page read where its root is. */
      var object = document.createElement("object");
      object.type = "image/svg+xml";
      object.data = image.getAttribute("src");
      object.setAttribute("aria-label", image.getAttribute("alt") || "");
      link.replaceChild(object, image);
      var toRoot = function () {
        var about = describe(documentOf(object));
        if (!about) return;
        var drawn = object.getBoundingClientRect(), inBox = box.getBoundingClientRect();
        box.scrollLeft += drawn.left + about.root.x * drawn.width - inBox.left - Math.min(box.clientWidth / 2, 60);
        box.scrollTop += drawn.top + about.root.y * drawn.height - inBox.top - box.clientHeight / 2;
      };
      object.addEventListener("load", toRoot);
    });
  });
})();
