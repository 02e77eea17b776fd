#!/usr/bin/env bash
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
# Opens Korean pages of the generated site in headless Chromium at a phone's
# width (390 px) and a desktop's (1280 px) and checks that their Korean text is
# drawn with real glyphs, not "tofu" (the empty boxes of a missing font):
#   * the page's text holds Korean (at least 20 Hangul syllables);
#   * fontconfig has a font for Korean (fc-match :lang=ko; fonts-noto-cjk, from
#     tools/kit.sh's DOCS_TEST_PACKAGES);
#   * the glyph test, in the page itself: up to 12 different Hangul syllables of
#     the page are each drawn on a canvas in the page's own font (the computed
#     font of its text), and so is U+E000, a private-use character no font draws
#     (it always shows the missing-glyph box). Tofu is the same box for every
#     character, so the test requires every syllable's pixels to differ from the
#     box's and from each other's, and to have ink;
#   * a screenshot of each page at each width is saved into OUT_DIR (look at it).
#
# With --expect-tofu first, the check checks itself: Chromium and fontconfig get a
# font configuration without any font, and the run passes only when every page at
# every width was found drawn in boxes (so the glyph test can fail).
#
# Usage: korean_render_check.sh [--expect-tofu] CHROMIUM SITE_DIR OUT_DIR PAGE...
#        (PAGE: a page name without .html, e.g. lesson01_ko; a missing page fails)
set -u
expect_tofu=0
if [ "${1:-}" = --expect-tofu ]; then
  expect_tofu=1
  shift
fi
chromium=$1
site=$(cd "$2" && pwd)
out=$3
shift 3
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
tofu_found=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
if [ "$expect_tofu" = 1 ]; then
  mkdir -p "$work/fontconfig-cache"
  cat >"$work/fonts.conf" <<CONF
<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><cachedir>$work/fontconfig-cache</cachedir></fontconfig>
CONF
  export FONTCONFIG_FILE=$work/fonts.conf
fi

korean_font=$(fc-match -f '%{family}' ':lang=ko' 2>/dev/null)
if fc-list ':lang=ko' family 2>/dev/null | grep -q .; then
  echo "fontconfig's font for Korean: $korean_font"
else
  fail "no font for Korean installed (fc-list :lang=ko is empty; install fonts-noto-cjk: tools/kit.sh docs-test-packages)"
fi

host_page() {  # host_page PAGE WIDTH -> the host page's path
  local file="$work/host-$1-$2.html"
  cat >"$file" <<HOST
<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{margin:0} iframe{border:0;display:block}</style></head><body>
<iframe id="frame" src="file://$site/$1.html" width="$2" height="2000"></iframe>
<script>
document.getElementById("frame").addEventListener("load", function () { setTimeout(function () {
  var doc = this.contentDocument, view = this.contentWindow, report = [];
  var block = doc.querySelector("div.contents div.textblock") || doc.querySelector("div.contents") || doc.body;
  var text = block.textContent;
  var syllables = text.match(/[\uAC00-\uD7A3]/g) || [];
  report.push("hangul=" + syllables.length);
  var sample = [];
  syllables.forEach(function (c) { if (sample.indexOf(c) < 0 && sample.length < 12) sample.push(c); });
  var paragraph = block.querySelector("p") || block;
  var style = view.getComputedStyle(paragraph);
  var font = style.fontWeight + " 32px " + style.fontFamily;
  var canvas = document.createElement("canvas");
  canvas.width = 48; canvas.height = 48;
  var context = canvas.getContext("2d");
  function draw(character) {  // the pixels of one character and whether it has ink
    context.clearRect(0, 0, 48, 48);
    context.font = font; context.fillStyle = "#000"; context.textBaseline = "top";
    context.fillText(character, 4, 4);
    var pixels = context.getImageData(0, 0, 48, 48).data, key = [], ink = 0;
    for (var i = 3; i < pixels.length; i += 4) { key.push(pixels[i] > 127 ? 1 : 0); ink += pixels[i] > 127 ? 1 : 0; }
    return { key: key.join(""), ink: ink };
  }
  var box = draw("\uE000"), seen = {}, same_as_box = 0, repeated = 0, blank = 0;
  sample.forEach(function (c) {
    var glyph = draw(c);
    if (glyph.ink === 0) blank++;
    if (glyph.key === box.key) same_as_box++;
    if (seen[glyph.key]) repeated++;
    seen[glyph.key] = true;
  });
  report.push("sampled=" + sample.length + " tofu=" + same_as_box + " repeated=" + repeated + " blank=" + blank);
  report.push("font=" + style.fontFamily.replace(/[^A-Za-z0-9,-]/g, ""));
  document.body.setAttribute("data-korean", report.join(" "));
}.bind(this), 500); });
</script></body></html>
HOST
  echo "$file"
}
flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking
       --disable-component-update --disable-sync --user-data-dir="$work/profile" --allow-file-access-from-files
       --hide-scrollbars --virtual-time-budget=10000)
for page in "$@"; do
  if [ ! -f "$site/$page.html" ]; then fail "$page.html does not exist (build the docs target first)"; continue; fi
  for width in 390 1280; do
    host=$(host_page "$page" "$width")
    window=$((width < 500 ? 500 : width))
    dom=$(timeout 600 "$chromium" "${flags[@]}" --window-size=$window,2000 --dump-dom "file://$host" 2>/dev/null)
    measured=$(printf '%s' "$dom" | sed -n 's/.*data-korean="\([^"]*\)".*/\1/p' | head -1)
    if [ -z "$measured" ]; then fail "$page at $width px: the probe did not run"; continue; fi
    shot="$out/$page-$width.png"
    timeout 600 "$chromium" "${flags[@]}" --window-size=$window,2000 --screenshot="$work/shot.png" "file://$host" >/dev/null 2>&1
    convert "$work/shot.png" -crop "${width}x2000+0+0" +repage "$shot" 2>/dev/null || cp "$work/shot.png" "$shot"
    echo "$page at $width px: $measured (screenshot: $shot)"
    value() { sed -n "s/.*$1=\([0-9]*\).*/\1/p" <<<"$measured"; }
    [ "$(value hangul)" -ge 20 ] || fail "$page at $width px: only $(value hangul) Hangul syllables in the text"
    [ "$(value sampled)" -ge 5 ] || fail "$page at $width px: fewer than 5 different Hangul syllables to test"
    [ "$(value tofu)" -gt 0 ] || [ "$(value blank)" -gt 0 ] && tofu_found=$((tofu_found + 1))
    [ "$(value tofu)" = 0 ] || fail "$page at $width px: $(value tofu) Hangul syllables drawn as the missing-glyph box (tofu)"
    [ "$(value repeated)" = 0 ] || fail "$page at $width px: $(value repeated) Hangul syllables drawn the same as another (boxes)"
    [ "$(value blank)" = 0 ] || fail "$page at $width px: $(value blank) Hangul syllables drawn with no ink"
  done
done
if [ "$expect_tofu" = 1 ]; then
  if [ "$tofu_found" -eq $(($# * 2)) ]; then
    echo "self-check passed: without fonts, all $tofu_found page views were found drawn in boxes (the failures above are expected)"
    exit 0
  fi
  echo "FAIL: without fonts, only $tofu_found of $(($# * 2)) page views were found drawn in boxes: the glyph test cannot fail"
  exit 1
fi
[ "$failures" -eq 0 ] && echo "Korean render check passed: $# page(s) at 390 and 1280 px draw Hangul glyphs"
exit $((failures > 0))
