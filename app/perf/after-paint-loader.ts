/**
 * The inline script (rendered with the CSP nonce by the root layout, after <Scripts>) that turns
 * the JavaScript made inert by scriptsAfterPaint (entry.server) back on once the browser has
 * painted: requestAnimationFrame runs just before the next paint, the timeout inside it just
 * after. A background tab does not paint, so there it goes at once. A re-created script element
 * runs; one whose type is changed in place would not. Kept in ES5 so that it parses anywhere.
 */
export const AFTER_PAINT_LOADER = `(function () {
  function run() {
    var links = document.querySelectorAll('link[rel="x-modulepreload"]');
    for (var i = 0; i < links.length; i++) links[i].rel = "modulepreload";
    var inert = document.querySelectorAll('script[type="text/x-module-after-paint"]');
    for (var j = 0; j < inert.length; j++) {
      var s = document.createElement("script");
      s.type = "module";
      s.nonce = inert[j].nonce;
      s.textContent = inert[j].textContent;
      inert[j].replaceWith(s);
    }
  }
  if (typeof requestAnimationFrame === "function" && document.visibilityState === "visible") {
    requestAnimationFrame(function () { setTimeout(run, 0); });
  } else {
    setTimeout(run, 0);
  }
})();`;
