// Usage: node scripts/screenshot.mjs <url> <out-prefix> [widths=375,1280]
import { chromium } from "playwright-core";
const [url, out, widths = "375,1280"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
});
for (const w of widths.split(",").map(Number)) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } });
  page.on("console", (m) => m.type() === "error" && console.log(`[console ${w}]`, m.text()));
  page.on("pageerror", (e) => console.log(`[pageerror ${w}]`, e.message));
  await page.goto(url, { waitUntil: "networkidle" });
  await page.screenshot({ path: `${out}-${w}.png`, fullPage: process.env.FULL !== "0" });
  await page.close();
}
await browser.close();
