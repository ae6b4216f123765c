import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, stopServer, waitFor } from "../../bench/lib";

/**
 * `npm run dev` as a developer uses it: the Vite dev server, a page opened in Chromium. The
 * production build's after-paint script loading (app/perf/) once ran there too, and route
 * modules then ran before React Refresh's preamble: every page threw "React Router Vite plugin
 * can't detect preamble" and none hydrated.
 */
// Not 3396 (sessions-and-outages.test.ts) nor 3398 (boot-config.test.ts): test files run side by side.
const PORT = 3393;
let server: ChildProcess;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "careatlas-dev-"));
  server = spawn(process.execPath, ["--import", "tsx", "server/dev.ts"], {
    cwd: path.resolve("."),
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(PORT),
      DATA_DIR: path.join(dir, "data"),
      VITE_CACHE_DIR: path.join(dir, "vite"),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`http://localhost:${PORT}/readyz`, 90_000);
}, 120_000);

afterAll(async () => {
  if (server) await stopServer(server);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("serves pages that hydrate, without errors", async () => {
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ["--no-sandbox"],
    });
    try {
      const page = await browser.newPage({ locale: "de-DE" });
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      // Hydrated, or stopped by an error on the page (then no need to wait the full minute).
      const hydrated = async () => {
        for (let waited = 0; waited < 60_000; waited += 500) {
          if (await page.locator("html[data-hydrated]").count()) return true;
          if (errors.length) break;
          await page.waitForTimeout(500);
        }
        // Hydration may have been under way when the error came.
        await page.waitForTimeout(2_000);
        return (await page.locator("html[data-hydrated]").count()) > 0;
      };
      await page.goto(`http://localhost:${PORT}/about`, { timeout: 120_000 });
      // A first run on a fresh dependency cache: Vite optimises the dependencies the page's code
      // names as it is requested, and the page loaded meanwhile cannot import its entry ("Failed
      // to fetch dynamically imported module"). That is Vite's own first-run behaviour; the page
      // loaded again afterwards is what every later visit gets.
      if (!(await hydrated())) {
        expect(
          errors.filter((e) => !e.includes("Failed to fetch dynamically imported module")),
        ).toEqual([]);
        errors.length = 0;
        await page.reload({ timeout: 120_000 });
        expect(await hydrated(), `the page hydrated (page errors: ${errors.join("; ")})`).toBe(
          true,
        );
      }
      expect(errors).toEqual([]);
      // The German browser's offer, live after hydration: its button submits the language form.
      await page.getByRole("button", { name: "Auf Deutsch anzeigen" }).click();
      await page.waitForURL(`http://localhost:${PORT}/de/about`, { timeout: 60_000 });
      expect(await page.locator("html").getAttribute("lang")).toBe("de");
    } finally {
      await browser.close();
    }
  }, 300_000);
});
