// The live results page follows the results: the server's event stream says when a newer version exists, and
// the page fetches itself again and swaps its body in place (no flash, the reader's scroll kept). Browsers without
// EventSource reload every 10 s; without script the page's <noscript> refresh does the same.
// The page answers each heartbeat with a small request naming its stream (/alive?stream=TOKEN): a stream whose
// page says nothing is dropped by the server, so that silent readers cannot take the phones' places. It is never
// silent about losing the laptop either: no word from the server for three heartbeats, the game closed there, or
// another game published, and a band at the top says so in place of "follows the game by itself".
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
  function said(what) {
    var meta = document.querySelector('meta[name="caissier-' + what + '"]');
    return meta ? meta.getAttribute("content") : "";
  }
  var version = shown(document);
  var publication = said("publication");
  var busy = false;
  var again = false;
  var lostWhy = null;
  function lose(why) {
    if (lostWhy === why) { return; }
    lostWhy = why;
    var band = document.getElementById("caissier-lost");
    if (!band) {
      band = document.createElement("p");
      band.id = "caissier-lost";
      band.setAttribute("role", "alert");
      document.body.insertBefore(band, document.body.firstChild);
    }
    band.textContent = said(why) + " ";
    if (why === "other") {
      var reload = document.createElement("a");
      reload.href = location.pathname;
      reload.textContent = said("reload");
      band.appendChild(reload);
    }
    var note = document.getElementById("updated");
    if (note) { note.hidden = true; }
  }
  function found() {
    if (lostWhy === null || lostWhy === "other") { return; }
    lostWhy = null;
    var band = document.getElementById("caissier-lost");
    if (band) { band.parentNode.removeChild(band); }
    var note = document.getElementById("updated");
    if (note) { note.hidden = false; }
  }
  function update() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(location.pathname, { cache: "no-store" }).then(function (r) {
      if (!r.ok) { throw new Error("HTTP " + r.status); }
      return r.text();
    }).then(function (text) {
      var doc = new DOMParser().parseFromString(text, "text/html");
      var meta = doc.querySelector('meta[name="caissier-publication"]');
      if (meta && meta.getAttribute("content") !== publication) { lose("other"); return; }
      document.body.innerHTML = doc.body.innerHTML;
      mark();
      version = shown(doc);
      document.querySelector('meta[name="caissier-version"]').setAttribute("content", version);
    }).catch(function () { again = true; }).then(function () {
      busy = false;
      if (again && lostWhy !== "other") { again = false; setTimeout(update, 500); }
    });
  }
  var token = null;
  var beat = 10000;
  var quiet = null;
  function heard() {
    if (quiet !== null) { clearTimeout(quiet); }
    quiet = setTimeout(function () { if (lostWhy === null) { lose("lost"); } }, 3 * beat + 2000);
  }
  var events = new EventSource("/events");
  heard();
  events.addEventListener("hello", function (e) {
    var words = e.data.split(" ");
    token = words[0];
    beat = parseInt(words[2], 10) || beat;
    heard();
    if (words[1] !== publication) { lose("other"); } else { found(); }
  });
  events.addEventListener("beat", function () {
    heard();
    if (token !== null) {
      fetch("/alive?stream=" + encodeURIComponent(token), { cache: "no-store" }).catch(function () { /* heard() says when the laptop is gone */ });
    }
  });
  events.addEventListener("closed", function () {
    token = null;
    lose("closed");
  });
  events.addEventListener("results", function (e) {
    heard();
    if (lostWhy !== "other" && e.data !== version) { update(); }
  });
})();
