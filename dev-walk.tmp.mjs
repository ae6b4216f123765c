import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ locale: "de-DE", viewport: { width: 375, height: 740 } });
const page = await ctx.newPage();
const errors = []; page.on("pageerror", (e) => errors.push("pageerror " + e.message)); page.on("console", (m) => (m.type() === "error") && errors.push(m.text().slice(0, 300)));
await page.goto(process.argv[2], { timeout: 120000 });
const ok = await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 120000 }).then(() => true, () => false);
console.log("hydrated:", ok, "errors:", errors.slice(0, 5));
if (ok) {
  console.log("offer:", (await page.getByTestId("locale-suggestion").innerText()).replace(/\n+/g, " / "), "fetch wrapped:", await page.evaluate(() => Boolean(window.fetch.routeDataRetry)));
  await page.goto(process.argv[2].replace("/about", "/xx/about"));
  console.log("404 title:", await page.title());
}
await browser.close();
