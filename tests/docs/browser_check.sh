#!/usr/bin/env bash
# Opens one lesson page of the generated site in headless Chromium and checks
# that its search-tree diagrams are drawn: each <img> or <object> (Doxygen's
# \image html uses <object> for SVG) showing a "-tree-" SVG must have loaded a
# drawing of non-zero size and be laid out on the page with a non-zero size.
# Also saves a screenshot of the page for people to look at.
#
# Usage: browser_check.sh CHROMIUM SITE_DIR PAGE_ID SCREENSHOT.png
#
# The page is opened through a copy with a <base> pointing into the site and a
# small script that writes what it measured into the DOM, which --dump-dom prints.
set -u
chromium=$1
site=$(cd "$2" && pwd)
page=$3
screenshot=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ ! -f "$site/$page.html" ]; then
  echo "FAIL: $site/$page.html does not exist (build the docs target first)"
  exit 1
fi

probe='<script>
window.addEventListener("load", function () {
  var found = [];
  document.querySelectorAll("img, object").forEach(function (element) {
    var source = element.getAttribute("src") || element.getAttribute("data") || "";
    if (!/-tree-[^/]*[.]svg$/.test(source)) return;
    var natural = "0x0";
    if (element.tagName === "IMG") {
      natural = element.naturalWidth + "x" + element.naturalHeight;
    } else {
      try {  /* Doxygen embeds SVG with <object>: measure the drawing inside */
        var svg = element.contentDocument.documentElement;
        var drawn = svg.getBoundingClientRect();
        if (svg.tagName.toLowerCase() === "svg") natural = Math.round(drawn.width) + "x" + Math.round(drawn.height);
      } catch (e) { natural = "unreadable"; }
    }
    var box = element.getBoundingClientRect();
    found.push(source + ":" + natural + ":" + Math.round(box.width) + "x" + Math.round(box.height));
  });
  document.body.setAttribute("data-diagrams", found.join(" ") || "none");
});
</script>'
# <base> first thing in <head>, the probe just before </body>.
sed -e "s#<head>#<head><base href=\"file://$site/\">#" \
    -e "s#</body>#$(printf '%s' "$probe" | tr '\n' ' ' | sed 's/[&#]/\\&/g')</body>#" \
    "$site/$page.html" >"$work/$page-probe.html"

flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking
       --disable-component-update --disable-sync --user-data-dir="$work/profile" --allow-file-access-from-files
       --virtual-time-budget=10000 --window-size=1280,2000)
dom=$(timeout 600 "$chromium" "${flags[@]}" --dump-dom "file://$work/$page-probe.html" 2>"$work/chromium.log")
measured=$(printf '%s' "$dom" | sed -n 's/.*data-diagrams="\([^"]*\)".*/\1/p' | head -1)
if [ -z "$measured" ]; then
  echo "FAIL: the probe did not run in Chromium (no data-diagrams attribute); Chromium said:"
  tail -5 "$work/chromium.log"
  exit 1
fi
echo "diagrams on $page: $measured"

failures=0
drawn=0
for entry in $measured; do
  [ "$entry" = none ] && break
  name=${entry%%:*}
  sizes=${entry#*:}
  natural=${sizes%%:*}
  box=${sizes#*:}
  if [[ $natural =~ ^[1-9][0-9]*x[1-9][0-9]*$ && $box =~ ^[1-9][0-9]*x[1-9][0-9]*$ ]]; then
    drawn=$((drawn + 1))
  else
    echo "FAIL: $name is not drawn (natural size $natural, on the page $box)"
    failures=$((failures + 1))
  fi
done
if [ "$drawn" -eq 0 ]; then
  echo "FAIL: no search-tree diagram drawn on $page"
  failures=$((failures + 1))
fi

timeout 600 "$chromium" "${flags[@]}" --screenshot="$screenshot" "file://$site/$page.html" >/dev/null 2>&1
if [ ! -s "$screenshot" ]; then
  echo "FAIL: no screenshot written to $screenshot"
  failures=$((failures + 1))
else
  echo "screenshot: $screenshot"
fi
[ "$failures" -eq 0 ] && echo "browser check passed: $drawn diagram(s) drawn on $page"
exit $((failures > 0))
