import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";

/*
 * What a phone's main thread does while a page loads (issue 20 item 5, decision 076).
 * - The page's modules are evaluated one chunk per task (app/perf/after-paint-loader.ts), the
 *   framework first, before React Router's own script runs: one module script per preloaded
 *   chunk, in the preload order, the client entry left to React Router.
 */

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

const PAGES = [
  "/",
  "/clinic/bosphorus-aesthetic-hospital",
  "/package/istanbul-fue-hair-transplant-package",
];

test.describe("module evaluation, one chunk per task", () => {
  for (const path of PAGES) {
    test(`${path}: every preloaded chunk but the entry runs from a script of its own, in order, and the page hydrates`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      // The preloads as the server sent them (hydration re-renders the head without them).
      await page.addInitScript(() =>
        document.addEventListener("DOMContentLoaded", () => {
          (window as unknown as { sentPreloads: string[] }).sentPreloads = [
            ...document.querySelectorAll<HTMLLinkElement>(
              'link[rel="x-modulepreload"], link[rel="modulepreload"]',
            ),
          ].map((l) => l.href);
        }),
      );
      await page.goto(path);
      await hydrated(page);
      const { preloads, chunks, entry } = await page.evaluate(() => ({
        preloads: (window as unknown as { sentPreloads: string[] }).sentPreloads,
        chunks: [...document.querySelectorAll<HTMLScriptElement>("script[type=module][src]")].map(
          (s) => s.src,
        ),
        entry: new URL(
          (window as unknown as { __reactRouterManifest: { entry: { module: string } } })
            .__reactRouterManifest.entry.module,
          document.baseURI,
        ).href,
      }));
      expect(preloads.length).toBeGreaterThan(3);
      expect(preloads, "the client entry is preloaded").toContain(entry);
      expect(chunks).toEqual(preloads.filter((h) => h !== entry));
      expect(chunks[0], "the framework first").toMatch(/\/framework-/);
      expect(errors).toEqual([]);
    });
  }

  test("a chunk that fails to load stops the sequence, and React Router's script still runs", async ({
    page,
  }) => {
    await page.route(/\/assets\/root-[^/]+\.js$/, (route) => route.abort());
    await page.goto("/package/istanbul-fue-hair-transplant-package");
    // The server's page stays whole and readable without its scripts.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // React Router's script, made inert until the first paint, was put back to run.
    await expect
      .poll(() =>
        page.evaluate(() => ({
          inert: document.querySelectorAll('script[type="text/x-module-after-paint"]').length,
          running: document.querySelectorAll("script[type=module]:not([src])").length,
        })),
      )
      .toEqual({ inert: 0, running: 1 });
    const chunks = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>("script[type=module][src]")].map(
        (s) => s.src,
      ),
    );
    expect(chunks.at(-1)).toMatch(/\/root-[^/]+\.js$/);
  });
});
