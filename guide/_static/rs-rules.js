/* The rule index (rules.html, guide/rsindex.py): every rule's title and paraphrase is on the page in English,
   Polish and Russian; this shows the reader's language (the one picked with the buttons above the numbers, kept
   in the browser, else the browser's own when it is Polish or Russian, else English). Without it all three show. */
(function () {
  var KEY = "rs-rules-lang";
  var root = document.documentElement;
  function pick(lang) {
    root.setAttribute("data-rs-lang", lang);
    try { window.localStorage.setItem(KEY, lang); } catch (e) { /* a browser that keeps nothing: the choice holds for the page */ }
    var buttons = document.querySelectorAll(".rs-langs button");
    for (var i = 0; i < buttons.length; i++) buttons[i].setAttribute("aria-pressed", String(buttons[i].getAttribute("data-rs-lang") === lang));
  }
  var saved = null;
  try { saved = window.localStorage.getItem(KEY); } catch (e) { saved = null; }
  var own = String(navigator.language || "en").slice(0, 2).toLowerCase();
  pick(saved === "en" || saved === "pl" || saved === "ru" ? saved : (own === "pl" || own === "ru" ? own : "en"));
  document.addEventListener("click", function (e) {
    var b = e.target && e.target.closest ? e.target.closest(".rs-langs button") : null;
    if (b) pick(b.getAttribute("data-rs-lang"));
  });
})();
