// The live results page follows the results: the server's event stream says when a newer version exists, and
// the page fetches itself again and swaps its body in place (no flash, the reader's scroll kept). Browsers without
// EventSource reload every 10 s; without script the page's <noscript> refresh does the same.
// A player taps his name (any element with data-player) to mark his line: the name is kept on this phone only
// (localStorage), nothing is sent back, and the mark is put again after every swap.
(function () {
  "use strict";
  var MINE = "caissier-mine";
  function mine() {
    try { return localStorage.getItem(MINE); } catch (e) { return null; }
  }
  function mark() {
    var name = mine();
    var rows = document.querySelectorAll("[data-player]");
    for (var i = 0; i < rows.length; i++) {
      rows[i].classList.toggle("mine", name !== null && rows[i].getAttribute("data-player") === name);
    }
  }
  document.addEventListener("click", function (e) {
    var row = e.target.closest ? e.target.closest("[data-player]") : null;
    if (!row) { return; }
    var name = row.getAttribute("data-player");
    try {
      if (mine() === name) { localStorage.removeItem(MINE); } else { localStorage.setItem(MINE, name); }
    } catch (ignored) { /* storage off (private mode): nothing to keep, no mark */ }
    mark();
  });
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", mark);
  } else {
    mark();
  }
  function shown(doc) {
    var meta = doc.querySelector('meta[name="caissier-version"]');
    return meta ? meta.getAttribute("content") : "";
  }
  if (!window.EventSource || !window.fetch || !window.DOMParser) {
    setTimeout(function () { location.reload(); }, 10000);
    return;
  }
  var version = shown(document);
  var busy = false;
  var again = false;
  function update() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(location.pathname, { cache: "no-store" }).then(function (r) {
      if (!r.ok) { throw new Error("HTTP " + r.status); }
      return r.text();
    }).then(function (text) {
      var doc = new DOMParser().parseFromString(text, "text/html");
      document.body.innerHTML = doc.body.innerHTML;
      mark();
      version = shown(doc);
      document.querySelector('meta[name="caissier-version"]').setAttribute("content", version);
    }).catch(function () { again = true; }).then(function () {
      busy = false;
      if (again) { again = false; setTimeout(update, 500); }
    });
  }
  var events = new EventSource("/events");
  events.addEventListener("results", function (e) {
    if (e.data !== version) { update(); }
  });
})();
