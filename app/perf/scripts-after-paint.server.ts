import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** What the page's JavaScript looks like until the first paint (see scriptsAfterPaint). */
export const INERT_PRELOAD = 'rel="x-modulepreload"';
export const INERT_MODULE = 'type="text/x-module-after-paint"';

// React Router's <Scripts> output: module preloads and the one inline module script that imports
// the route modules and the client entry (`<Scripts>` has no prop for either change).
const REPLACEMENTS: [string, string][] = [
  ['rel="modulepreload"', INERT_PRELOAD],
  ['type="module" async=""', INERT_MODULE],
];
const LONGEST = Math.max(...REPLACEMENTS.map(([p]) => p.length));

/**
 * Holds the page's JavaScript back until the browser has painted the server HTML once. As the
 * HTML streams out, React Router's module preloads and its inline module script are made inert
 * (INERT_PRELOAD, INERT_MODULE); AFTER_PAINT_LOADER, rendered by the root layout, turns them
 * back on after the first frame.
 *
 * Without this, on a fast connection the modules arrive during parsing and are evaluated before
 * the first paint, so the page (complete in the HTML) appears only after the JavaScript has run;
 * on a slow one they take bandwidth from the stylesheet. A tag split across two chunks is kept
 * whole by holding back a tail that could be the start of a pattern.
 */
export function scriptsAfterPaint(): Transform {
  let carry = "";
  // Bytes, not strings: a chunk may end inside a multi-byte character (€, —).
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _enc: BufferEncoding, done: TransformCallback) {
      const piece = typeof chunk === "string" ? chunk : decoder.write(chunk);
      let text = carry + piece;
      for (const [pattern, replacement] of REPLACEMENTS)
        text = text.replaceAll(pattern, replacement);
      let keep = 0;
      for (let n = Math.min(LONGEST - 1, text.length); n > 0 && !keep; n--) {
        const tail = text.slice(-n);
        if (REPLACEMENTS.some(([p]) => p.startsWith(tail))) keep = n;
      }
      carry = text.slice(text.length - keep);
      done(null, text.slice(0, text.length - keep));
    },
    flush(done: TransformCallback) {
      done(null, carry + decoder.end());
    },
  });
}
