import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "./low-priority-preloads.server";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  let out = "";
  const t = Readable.from(chunks).pipe(lowPriorityPreloads());
  for await (const c of t) out += String(c);
  return out;
}

describe("lowPriorityPreloads", () => {
  const html = '<link rel="modulepreload" href="/a.js"/><p>rel="module"</p><link rel="modulepreload" href="/b.js"/>';
  const expected =
    '<link rel="modulepreload" fetchpriority="low" href="/a.js"/><p>rel="module"</p><link rel="modulepreload" fetchpriority="low" href="/b.js"/>';

  it("marks every modulepreload link low priority and leaves the rest alone", async () => {
    expect(await through([html])).toBe(expected);
  });

  it("handles a tag split at every possible point between two chunks", async () => {
    for (let i = 1; i < html.length; i++) {
      expect(await through([html.slice(0, i), html.slice(i)])).toBe(expected);
    }
  });

  it("keeps multi-byte characters whole when a chunk ends inside one", async () => {
    const bytes = Buffer.from(`€ 1,200 — ${html}`);
    for (let i = 1; i < 8; i++) {
      expect(await through([bytes.subarray(0, i), bytes.subarray(i)])).toBe(`€ 1,200 — ${expected}`);
    }
  });
});
