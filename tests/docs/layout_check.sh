#!/usr/bin/env bash
# Opens pages of the generated site in headless Chromium at a phone's width
# (390 px) and a desktop's (1280 px) and checks what a reader sees:
#   * the text column is at least 300 px wide at 390 px (and the page does not
#     scroll sideways: wide tables and diagrams scroll in their own box);
#   * every lesson page (and its Korean twin, lessonNN_ko: 이전/다음) has
#     previous/next links at its top and its bottom;
#   * every <img>/<object> picture on the page is drawn (non-zero size).
# Saves a screenshot of each page at each width into OUT_DIR and prints its size.
#
# Usage: layout_check.sh CHROMIUM SITE_DIR OUT_DIR PAGE...   (needs ImageMagick's convert to crop the shots)
set -u
chromium=$1
site=$(cd "$2" && pwd)
out=$3
shift 3
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Chromium's headless window is at least 500 px wide, so each page is opened in
# an <iframe> of exactly the width to check, inside a small host page; the
# host's script measures the page inside the frame and writes what it found
# into the host's DOM, which --dump-dom prints.
host_page() {  # host_page PAGE WIDTH -> the host page's path
  local file="$work/host-$1-$2.html"
  cat >"$file" <<HOST
<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{margin:0} iframe{border:0;display:block}</style></head><body>
<iframe id="frame" src="file://$site/$1.html" width="$2" height="2000"></iframe>
<script>
document.getElementById("frame").addEventListener("load", function () { setTimeout(function () {
  var doc = this.contentDocument, view = this.contentWindow, report = [];
  report.push("viewport=" + view.innerWidth);
  var text = doc.querySelector("div.contents div.textblock") || doc.querySelector("div.contents");
  report.push("text=" + (text ? Math.round(text.getBoundingClientRect().width) : 0));
  report.push("overflow=" + Math.max(0, doc.documentElement.scrollWidth - view.innerWidth));
  var paragraphs = Array.prototype.slice.call(doc.querySelectorAll("div.contents div.textblock > p"));
  var nav = paragraphs.filter(function (p) { return /Previous|Next|이전|다음/.test(p.textContent) && p.querySelector("a"); });
  // A page with a twin in the other language starts with the language line, then the nav line.
  var language = paragraphs.length > 0 && /English/.test(paragraphs[0].textContent) &&
                 /\uD55C\uAD6D\uC5B4/.test(paragraphs[0].textContent) ? 1 : 0;
  var top = nav.length > 0 && nav[0] === paragraphs[language] ? 1 : 0;
  var bottom = nav.length > 0 && nav[nav.length - 1] === paragraphs[paragraphs.length - 1] ? 1 : 0;
  report.push("nav=" + top + bottom);
  var undrawn = 0, pictures = 0;
  doc.querySelectorAll("div.contents img, div.contents object").forEach(function (element) {
    pictures++;
    var box = element.getBoundingClientRect();
    var natural = element.tagName === "IMG" ? element.naturalWidth : 0;
    if (element.tagName === "OBJECT") {
      try { natural = element.contentDocument.documentElement.getBoundingClientRect().width; } catch (e) { natural = 0; }
    }
    if (!(box.width > 0 && box.height > 0 && natural > 0)) undrawn++;
  });
  report.push("pictures=" + pictures + "/" + undrawn);
  document.body.setAttribute("data-layout", report.join(" "));
}.bind(this), 500); });
</script></body></html>
HOST
  echo "$file"
}
flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking
       --disable-component-update --disable-sync --user-data-dir="$work/profile" --allow-file-access-from-files
       --hide-scrollbars --virtual-time-budget=10000)
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
for page in "$@"; do
  if [ ! -f "$site/$page.html" ]; then fail "$page.html does not exist (build the docs target first)"; continue; fi
  for width in 390 1280; do
    host=$(host_page "$page" "$width")
    window=$((width < 500 ? 500 : width))
    dom=$(timeout 600 "$chromium" "${flags[@]}" --window-size=$window,2000 --dump-dom "file://$host" 2>/dev/null)
    measured=$(printf '%s' "$dom" | sed -n 's/.*data-layout="\([^"]*\)".*/\1/p' | head -1)
    if [ -z "$measured" ]; then fail "$page at $width px: the probe did not run"; continue; fi
    shot="$out/$page-$width.png"
    timeout 600 "$chromium" "${flags[@]}" --window-size=$window,2000 --screenshot="$work/shot.png" "file://$host" >/dev/null 2>&1
    convert "$work/shot.png" -crop "${width}x2000+0+0" +repage "$shot" 2>/dev/null || cp "$work/shot.png" "$shot"
    size=$(python3 -c "import struct,sys; d=open(sys.argv[1],'rb').read(24); print('%dx%d' % struct.unpack('>II', d[16:24]))" "$shot" 2>/dev/null || echo none)
    echo "$page at $width px: $measured (screenshot $size: $shot)"
    text=$(sed -n 's/.*text=\([0-9]*\).*/\1/p' <<<"$measured")
    overflow=$(sed -n 's/.*overflow=\([0-9]*\).*/\1/p' <<<"$measured")
    pictures=$(sed -n 's/.*pictures=\([0-9]*\/[0-9]*\).*/\1/p' <<<"$measured")
    [ "$width" = 390 ] && [ "${text:-0}" -lt 300 ] && fail "$page at 390 px: the text column is ${text} px wide (at least 300)"
    [ "${overflow:-0}" -gt 2 ] && fail "$page at $width px: the page scrolls sideways by $overflow px"
    [ "${pictures#*/}" != 0 ] && fail "$page at $width px: ${pictures#*/} of ${pictures%/*} pictures not drawn"
    if [[ $page == lesson0[0-9] || $page == lesson0[0-9]_ko ]] && [[ $measured != *"nav=11"* ]]; then
      fail "$page: previous/next links missing at the top or the bottom (${measured##*nav=})"
    fi
  done
done
[ "$failures" -eq 0 ] && echo "layout check passed: $# page(s) at 390 and 1280 px"
exit $((failures > 0))
