import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";

const PATTERN = 'rel="modulepreload"';
const REPLACEMENT = 'rel="modulepreload" fetchpriority="low"';

/**
 * Marks React Router's `<link rel="modulepreload">` tags `fetchpriority="low"` as the HTML
 * streams out. Pages are complete in the server HTML and hydrate after the first paint
 * (entry.client.tsx), so on a slow connection the stylesheet and the page come first and the
 * JavaScript right after, instead of all of them sharing the bandwidth from the start.
 * (`<Scripts>` has no prop for it.) A tag split across two chunks is kept whole by holding back
 * a tail that could be the start of the pattern.
 */
export function lowPriorityPreloads(): Transform {
  let carry = "";
  // Bytes, not strings: a chunk may end inside a multi-byte character (€, —).
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _enc: BufferEncoding, done: TransformCallback) {
      const piece = typeof chunk === "string" ? chunk : decoder.write(chunk);
      const text = (carry + piece).replaceAll(PATTERN, REPLACEMENT);
      let keep = 0;
      for (let n = Math.min(PATTERN.length - 1, text.length); n > 0; n--) {
        if (PATTERN.startsWith(text.slice(-n))) {
          keep = n;
          break;
        }
      }
      carry = text.slice(text.length - keep);
      done(null, text.slice(0, text.length - keep));
    },
    flush(done: TransformCallback) {
      done(null, carry + decoder.end());
    },
  });
}
