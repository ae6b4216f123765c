/**
 * The inline script (rendered with the CSP nonce by the root layout, after <Scripts>) that turns
 * the JavaScript made inert by scriptsAfterPaint (entry.server) back on once the browser has
 * painted: requestAnimationFrame runs just before the next paint, the timeout inside it just
 * after. A background tab does not paint, so there it goes at once. A re-created script element
 * runs; one whose type is changed in place would not. Kept in ES5 so that it parses anywhere.
 *
 * The page's modules are then evaluated one chunk at a time, each in a task of its own (the
 * framework first, in the order of the preload links), before React Router's script runs and
 * finds them all evaluated: evaluating the whole module graph at once was one long task (about
 * 35 ms on this machine, 140 ms on Lighthouse's phone) in which the page could not answer a tap.
 * A chunk is evaluated by a module script whose source is the chunk itself (the browser keeps one
 * instance per URL, so React Router's imports get the same modules); the next one starts from
 * its load event. The client entry is left to React Router's script (it starts hydration, which
 * needs the route modules that script registers). A chunk that fails to load stops the
 * sequence there, and React Router's script runs as it always did.
 */
export const AFTER_PAINT_LOADER = `(function () {
  function run() {
    var links = document.querySelectorAll('link[rel="x-modulepreload"]');
    var inert = document.querySelectorAll('script[type="text/x-module-after-paint"]');
    var hrefs = [];
    for (var i = 0; i < links.length; i++) {
      links[i].rel = "modulepreload";
      hrefs.push(links[i].href);
    }
    var entry = "";
    for (var e = 0; e < inert.length; e++) {
      var m = /import\\(\\s*["']([^"']+)["']\\s*\\)/.exec(inert[e].textContent || "");
      if (m) entry = new URL(m[1], document.baseURI).href;
    }
    function start() {
      for (var j = 0; j < inert.length; j++) {
        var s = document.createElement("script");
        s.type = "module";
        s.nonce = inert[j].nonce;
        s.textContent = inert[j].textContent;
        inert[j].replaceWith(s);
      }
    }
    var k = 0;
    function next() {
      while (k < hrefs.length && hrefs[k] === entry) k++;
      if (k >= hrefs.length || !entry) return start();
      var s = document.createElement("script");
      s.type = "module";
      s.src = hrefs[k++];
      s.onload = next;
      s.onerror = start;
      document.head.appendChild(s);
    }
    next();
  }
  if (typeof requestAnimationFrame === "function" && document.visibilityState === "visible") {
    requestAnimationFrame(function () { setTimeout(run, 0); });
  } else {
    setTimeout(run, 0);
  }
})();`;
