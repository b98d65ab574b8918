/// The HTML report's only script: sorting the file table by a clicked column (the page comes sorted by findings,
/// most first, so it reads the same without JavaScript), opening the collapsed sections a link points into, and the
/// expand and collapse buttons. It reads numbers from `data-` attributes only; no report text passes through it.
enum HTMLReportScript {
    /// The SHA-256 of ``javaScript``, base64: the page's Content-Security-Policy allows this script and no other.
    /// A test checks it; after changing the script, put the value the test prints here.
    static let sha256 = "FXehj5xMkQJ+s+0GJvgaqUgHe0OgvzpxB9UUhBp1qO8="

    static let javaScript = """
        (function () {
          "use strict";
          var table = document.getElementById("file-table");
          if (table) {
            var body = table.tBodies[0];
            var headers = table.querySelectorAll("th[data-key]");
            var sortBy = function (header, direction) {
              var key = "data-" + header.getAttribute("data-key");
              var sign = direction === "ascending" ? 1 : -1;
              var rows = Array.prototype.slice.call(body.rows);
              rows.sort(function (a, b) {
                var difference = Number(a.getAttribute(key)) - Number(b.getAttribute(key));
                if (difference !== 0) { return sign * difference; }
                return Number(a.getAttribute("data-order")) - Number(b.getAttribute("data-order"));
              });
              rows.forEach(function (row) { body.appendChild(row); });
              Array.prototype.forEach.call(headers, function (other) {
                if (other === header) { other.setAttribute("aria-sort", direction); } else { other.removeAttribute("aria-sort"); }
              });
            };
            Array.prototype.forEach.call(headers, function (header) {
              header.querySelector("button").addEventListener("click", function () {
                var current = header.getAttribute("aria-sort");
                var first = header.getAttribute("data-first") || "descending";
                var next = current ? (current === "descending" ? "ascending" : "descending") : first;
                sortBy(header, next);
              });
            });
          }
          var reveal = function () {
            var id = "";
            try { id = decodeURIComponent(location.hash.slice(1)); } catch (malformed) { return; }
            var target = id ? document.getElementById(id) : null;
            if (!target) { return; }
            for (var node = target; node; node = node.parentElement) {
              if (node.tagName === "DETAILS") { node.open = true; }
            }
            target.scrollIntoView();
          };
          window.addEventListener("hashchange", reveal);
          reveal();
          var toggleAll = function (open) {
            Array.prototype.forEach.call(document.querySelectorAll("#findings details.file"), function (item) { item.open = open; });
          };
          var tools = document.getElementById("finding-tools");
          if (tools) {
            tools.hidden = false;
            document.getElementById("expand-all").addEventListener("click", function () { toggleAll(true); });
            document.getElementById("collapse-all").addEventListener("click", function () { toggleAll(false); });
          }
        }());
        """
}
