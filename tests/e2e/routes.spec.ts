import { expect, test } from "@playwright/test";
import { hydrated } from "./security/helpers";

// The spec's route table (section 2), with real ids from the seed.
const ROUTES: [string, RegExp][] = [
  ["/", /Compare clinics/],
  ["/about", /About/i],
  ["/how-it-works", /How/i],
  ["/destinations", /Destinations/i],
  ["/destinations/turkey", /Turkey/],
  ["/destinations/turkey/istanbul", /Istanbul/],
  ["/destinations/turkey/bursa", /Bursa/],
  ["/search-results", /Compare Verified Clinics & Doctors/],
  ["/packages", /Packages/i],
  ["/package/istanbul-fue-hair-transplant-package", /Hair/],
  ["/clinic/bosphorus-aesthetic-hospital", /Bosphorus Aesthetic Hospital/],
  ["/reviews", /Review/i],
  ["/team", /Team/i],
  ["/faq", /Frequently Asked Questions|FAQ/i],
  ["/partner", /Partner/i],
  ["/auth", /Welcome back|Sign in|Sign up/i],
  ["/contact", /Contact|How can we help/i],
  ["/why-trust-us", /Trust/i],
  ["/blog", /Blog|Medical travel, explained/i],
  ["/blog/how-to-vet-a-clinic-abroad", /vet a clinic/i],
  ["/terms", /Terms/i],
  ["/privacy", /Privacy/i],
  ["/cookies", /Cookie/i],
];

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

test.describe("route table", () => {
  for (const [path, title] of ROUTES) {
    test(`${path} answers with its page`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      const h1 = decode(
        html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, "") ?? "",
      );
      expect(h1, `${path} h1`).toMatch(title);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('rel="canonical"');
    });
  }

  test("/dashboard sends a signed-out visitor to sign in", async ({ request }) => {
    const res = await request.get("/dashboard", { maxRedirects: 0 });
    expect([302, 303]).toContain(res.status());
    expect(res.headers()["location"]).toMatch(/^\/auth/);
  });

  test("an unknown path shows the 404 page with status 404 and logs the path", async ({ page }) => {
    const logs: string[] = [];
    page.on("console", (m) => logs.push(m.text()));
    const res = await page.goto("/no/such/page");
    expect(res!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect.poll(() => logs.some((l) => l.includes("/no/such/page"))).toBe(true);
  });

  test("a language prefix we do not have is a 404 page titled and kept out of search engines", async ({
    page,
  }) => {
    for (const path of ["/xx/about", "/en/about"]) {
      const res = await page.goto(path);
      expect(res!.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      await expect(page).toHaveTitle("Page not found | CareAtlas");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await page.locator("html[data-hydrated]").waitFor();
      await expect(page).toHaveTitle("Page not found | CareAtlas");
    }
  });

  test("a client-side navigation to an unknown path shows the 404 page without a document request", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("response", async (res) => {
      if (res.request().resourceType() === "script") scripts.push(await res.text().catch(() => ""));
    });
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(new URL(r.url()).pathname);
    });
    await page.goto("/about");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    // The error page's code comes with every page (the root chunk), so showing it never waits
    // for another download (docs/decisions/037).
    expect(scripts.some((js) => js.includes("The page you're looking for doesn't exist"))).toBe(
      true,
    );

    // A link to a page that does not exist, followed inside the app (the footer's links are
    // routed client-side).
    documents.length = 0;
    await page.locator('[data-island="footer-nav"] nav').evaluate((nav) => {
      const a = document.createElement("a");
      a.href = "/no/such/page";
      a.textContent = "Broken link";
      nav.append(a);
    });
    await page.getByRole("link", { name: "Broken link" }).click();
    await expect(page).toHaveURL("/no/such/page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(documents).toEqual([]);

    // Its links work as app links too.
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
  });

  test("robots.txt and sitemap.xml list the public site from the database", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap:");
    const res = await request.get("/sitemap.xml");
    expect(res.headers()["content-type"]).toContain("xml");
    const xml = await res.text();
    for (const p of [
      "/destinations/turkey/bursa",
      "/clinic/uludag-hair-clinic",
      "/package/",
      "/blog/how-to-vet-a-clinic-abroad",
      "/faq",
    ]) {
      expect(xml, p).toContain(p);
    }
    expect((xml.match(/<loc>/g) ?? []).length).toBeGreaterThan(60);
  });

  test("HTML responses carry the security headers", async ({ request }) => {
    const res = await request.get("/");
    const h = res.headers();
    expect(h["x-powered-by"]).toBeUndefined();
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBeTruthy();
    expect(h["x-request-id"]).toBeTruthy();
    const csp = h["content-security-policy"];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // A page for a request or, shared by every signed-out visitor, its scripts by hash (decision 065).
    expect(csp).toMatch(/script-src 'self' '(?:nonce|sha256)-[A-Za-z0-9+/=]+'/);
    expect(["gzip", "br"]).toContain(h["content-encoding"]);
  });

  test("health endpoints answer", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});
