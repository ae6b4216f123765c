import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { INERT_MODULE, INERT_PRELOAD, scriptsAfterPaint } from "./scripts-after-paint.server";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  let out = "";
  const t = Readable.from(chunks).pipe(scriptsAfterPaint());
  for await (const c of t) out += String(c);
  return out;
}

describe("scriptsAfterPaint", () => {
  const html =
    '<link rel="modulepreload" href="/a.js"/><p>rel="module" type="module"</p>' +
    '<script nonce="n" type="module" async="">import("/entry.js");</script><link rel="modulepreload" href="/b.js"/>';
  const expected =
    `<link ${INERT_PRELOAD} href="/a.js"/><p>rel="module" type="module"</p>` +
    `<script nonce="n" ${INERT_MODULE}>import("/entry.js");</script><link ${INERT_PRELOAD} href="/b.js"/>`;

  it("makes every module preload and the inline module script inert and leaves the rest alone", async () => {
    expect(await through([html])).toBe(expected);
  });

  it("handles a tag split at every possible point between two chunks", async () => {
    for (let i = 1; i < html.length; i++) {
      expect(await through([html.slice(0, i), html.slice(i)])).toBe(expected);
    }
  });

  it("handles a document that arrives one character at a time", async () => {
    expect(await through([...html])).toBe(expected);
  });

  it("keeps multi-byte characters whole when a chunk ends inside one", async () => {
    const bytes = Buffer.from(`€ 1,200 — ${html}`);
    for (let i = 1; i < 8; i++) {
      expect(await through([bytes.subarray(0, i), bytes.subarray(i)])).toBe(
        `€ 1,200 — ${expected}`,
      );
    }
  });
});
