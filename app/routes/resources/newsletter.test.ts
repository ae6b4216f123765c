import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as f from "~/db/schema";
import { MESSAGES } from "~/features/inquiries/inquiry-schemas";
import { loader as confirmLoader } from "~/routes/newsletter/confirm";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "~/routes/newsletter/unsubscribe";
import { action as newsletterAction } from "~/routes/resources/newsletter";
import {
  type DataResult,
  args,
  freshIp,
  mailsTo,
  post,
  runApi,
} from "../../../tests/kit/public-forms";
import { type TestDb, useTestDb } from "../../../tests/setup/db";

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

describe("newsletter (double opt-in)", () => {
  it("links in the mail use the server's address (http://localhost:PORT), never a forged Host", async () => {
    const email = "forged-host@example.com";
    const forged = new Request("http://attacker.example/api/newsletter", {
      method: "POST",
      headers: { "x-careatlas-client-ip": freshIp(), origin: "http://attacker.example" },
      body: new URLSearchParams({ email, consent: "on", source: "footer", _js: "1" }),
    });
    expect((await runApi(newsletterAction, forged)).status).toBe(200);
    const [mail] = await mailsTo(t, email);
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/newsletter\/confirm\?token=/);
    expect(mail!.text).not.toContain("attacker.example");
    expect(mail!.html ?? "").not.toContain("attacker.example");
    expect(JSON.stringify(mail!.headers)).not.toContain("attacker.example");
  });

  it("signs up as pending, confirms by the mailed link, then unsubscribes by the mailed link", async () => {
    const email = "reader@example.com";
    const res = await runApi(
      newsletterAction,
      post("/api/newsletter", {
        email: "Reader@Example.com",
        consent: "on",
        source: "footer",
        _js: "1",
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    const [sub] = await t.db
      .select()
      .from(f.newsletterSubscribers)
      .where(eq(f.newsletterSubscribers.email, email));
    expect(sub).toMatchObject({ status: "pending", source: "footer" });
    expect(sub!.consentAt).toBeInstanceOf(Date);

    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe("Please confirm your CareAtlas subscription");
    expect(mail!.headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/,
    );
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const confirmUrl = mail!.text.match(
      /http:\/\/localhost:3000\/newsletter\/confirm\?token=\S+/,
    )![0];

    const confirmed = (await confirmLoader(
      args(new Request(confirmUrl)),
    )) as unknown as DataResult<{ outcome: string }>;
    expect(confirmed.data.outcome).toBe("confirmed");
    const [after] = await t.db
      .select()
      .from(f.newsletterSubscribers)
      .where(eq(f.newsletterSubscribers.email, email));
    expect(after!.status).toBe("confirmed");
    expect(after!.confirmedAt).toBeInstanceOf(Date);
    const again = (await confirmLoader(args(new Request(confirmUrl)))) as unknown as DataResult<{
      outcome: string;
    }>;
    expect(again.data.outcome).toBe("already-confirmed");

    const welcome = (await mailsTo(t, email)).find((m) => m.subject.includes("subscribed"));
    expect(welcome!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribeUrl = welcome!.text.match(
      /http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=\S+/,
    )![0];

    // GET only shows the button.
    const page = (await unsubscribeLoader(
      args(new Request(unsubscribeUrl)),
    )) as unknown as DataResult<{ email: string; status: string }>;
    expect(page.data.status).toBe("confirmed");
    expect(page.data.email).toBe("r••••r@example.com");
    const still = await t.db
      .select()
      .from(f.newsletterSubscribers)
      .where(eq(f.newsletterSubscribers.email, email));
    expect(still[0]!.status).toBe("confirmed");

    // RFC 8058 one-click: the mail provider POSTs List-Unsubscribe=One-Click to the URL, no Origin.
    const oneClick = new Request(unsubscribeUrl, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    const out = (await unsubscribeAction(args(oneClick))) as unknown as DataResult<{
      outcome: string;
    }>;
    expect(out.data.outcome).toBe("unsubscribed");
    const [gone] = await t.db
      .select()
      .from(f.newsletterSubscribers)
      .where(eq(f.newsletterSubscribers.email, email));
    expect(gone!.status).toBe("unsubscribed");
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);

    const twice = (await unsubscribeAction(
      args(new Request(unsubscribeUrl, { method: "POST", body: new URLSearchParams({}) })),
    )) as unknown as DataResult<{ outcome: string }>;
    expect(twice.data.outcome).toBe("already-unsubscribed");
  });

  it("a second sign-up with the same email succeeds without a duplicate row or a second mail", async () => {
    const email = "twice@example.com";
    const ip = freshIp();
    for (let i = 0; i < 2; i++) {
      const res = await runApi(
        newsletterAction,
        post("/api/newsletter", { email, consent: "on", source: "footer", _js: "1" }, { ip }),
      );
      expect(res.status).toBe(200);
    }
    const rows = await t.db
      .select()
      .from(f.newsletterSubscribers)
      .where(eq(f.newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it("an unsubscribed address that signs up again gets a new confirmation", async () => {
    const email = "comeback@example.com";
    await runApi(newsletterAction, post("/api/newsletter", { email, source: "blog", _js: "1" }));
    await t.db
      .update(f.newsletterSubscribers)
      .set({ status: "unsubscribed" })
      .where(eq(f.newsletterSubscribers.email, email));
    const [old] = await t.db
      .select()
      .from(f.newsletterSubscribers)
      .where(eq(f.newsletterSubscribers.email, email));
    await runApi(newsletterAction, post("/api/newsletter", { email, source: "blog", _js: "1" }));
    const [sub] = await t.db
      .select()
      .from(f.newsletterSubscribers)
      .where(eq(f.newsletterSubscribers.email, email));
    expect(sub!.status).toBe("pending");
    expect(sub!.confirmToken).not.toBe(old!.confirmToken);
    // The old confirmation link no longer re-subscribes.
    const stale = (await confirmLoader(
      args(new Request(`http://localhost/newsletter/confirm?token=${old!.confirmToken}`)),
    )) as unknown as DataResult<{ outcome: string }>;
    expect(stale.data.outcome).toBe("invalid");
  });

  it("the footer box needs consent; the blog box does not", async () => {
    const footer = await runApi(
      newsletterAction,
      post("/api/newsletter", { email: "noconsent@example.com", source: "footer", _js: "1" }),
    );
    expect(footer.status).toBe(400);
    expect((await footer.json()).errors.consent).toEqual([
      "Please tick the box to agree to receive emails",
    ]);
    const blog = await runApi(
      newsletterAction,
      post("/api/newsletter", { email: "blogreader@example.com", source: "blog", _js: "1" }),
    );
    expect(blog.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(f.newsletterSubscribers)
      .where(eq(f.newsletterSubscribers.email, "blogreader@example.com"));
    expect(row!.consentAt).toBeNull();
  });

  it("without JavaScript redirects back with the outcome (ok / invalid / consent)", async () => {
    const ok = await runApi(
      newsletterAction,
      post(
        "/api/newsletter",
        { email: "nojs@example.com", consent: "on", source: "footer" },
        { referer: "http://localhost/faq" },
      ),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/faq?notice=newsletter-footer.ok#newsletter-footer");
    const bad = await runApi(
      newsletterAction,
      post(
        "/api/newsletter",
        { email: "nope", consent: "on", source: "blog" },
        { referer: "http://localhost/blog" },
      ),
    );
    expect(bad.headers.get("location")).toBe(
      "/blog?notice=newsletter-blog.invalid#newsletter-blog",
    );
    const noConsent = await runApi(
      newsletterAction,
      post(
        "/api/newsletter",
        { email: "x@example.com", source: "footer" },
        { referer: "http://localhost/" },
      ),
    );
    expect(noConsent.headers.get("location")).toBe(
      "/?notice=newsletter-footer.consent#newsletter-footer",
    );
  });

  it("a honeypot hit looks successful and stores nothing", async () => {
    const res = await runApi(
      newsletterAction,
      post("/api/newsletter", {
        email: "bot@example.com",
        consent: "on",
        source: "footer",
        website: "x",
        _js: "1",
      }),
    );
    expect(res.status).toBe(200);
    expect(
      await t.db
        .select()
        .from(f.newsletterSubscribers)
        .where(eq(f.newsletterSubscribers.email, "bot@example.com")),
    ).toHaveLength(0);
  });

  it("over the limit: 429 JSON with JavaScript, a 429 page without", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      await runApi(
        newsletterAction,
        post(
          "/api/newsletter",
          { email: `rl${i}@example.com`, consent: "on", source: "footer", _js: "1" },
          { ip },
        ),
      );
    }
    const js = await runApi(
      newsletterAction,
      post(
        "/api/newsletter",
        { email: "rl6@example.com", consent: "on", source: "footer", _js: "1" },
        { ip },
      ),
    );
    expect(js.status).toBe(429);
    expect(await js.json()).toEqual({ ok: false, message: MESSAGES.tooMany });
    expect(js.headers.get("retry-after")).toMatch(/^\d+$/);
    const html = await runApi(
      newsletterAction,
      post(
        "/api/newsletter",
        { email: "rl7@example.com", consent: "on", source: "footer" },
        { ip },
      ),
    );
    expect(html.status).toBe(429);
    expect(await html.text()).toContain(MESSAGES.tooMany);
  });

  it("invalid and garbage tokens are handled calmly", async () => {
    for (const token of ["", "short", "x".repeat(5_000), "<script>", "a".repeat(32)]) {
      const c = (await confirmLoader(
        args(new Request(`http://localhost/newsletter/confirm?token=${encodeURIComponent(token)}`)),
      )) as unknown as DataResult<{ outcome: string }>;
      expect(c.data.outcome).toBe("invalid");
      expect(c.init?.status).toBe(404);
      const u = (await unsubscribeAction(
        args(
          new Request(
            `http://localhost/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
            { method: "POST", body: new URLSearchParams({}) },
          ),
        ),
      )) as unknown as DataResult<{ outcome: string }>;
      expect(u.data.outcome).toBe("invalid");
    }
  });
});

/* ------------------------------------------------------------------ app notify + get notified */

describe("POST /api/newsletter answers", () => {
  it("JSON: 200 {ok}, 400 with the field errors, 400 for an unreadable body; all no-store", async () => {
    const ok = await runApi(
      newsletterAction,
      post("/api/newsletter", {
        email: "pinned@example.com",
        consent: "on",
        source: "footer",
        _js: "1",
      }),
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(ok.headers.get("content-type")).toMatch(/application\/json/);
    expect(await ok.json()).toEqual({ ok: true });

    const bad = await runApi(
      newsletterAction,
      post("/api/newsletter", { email: "nope", consent: "on", source: "footer", _js: "1" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get("cache-control")).toBe("no-store");
    const body = (await bad.json()) as { ok: boolean; errors: Record<string, string[]> };
    expect(body).toMatchObject({ ok: false, message: expect.any(String) });
    expect(Array.isArray(body.errors.email)).toBe(true);

    const unreadable = await runApi(
      newsletterAction,
      new Request("http://localhost/api/newsletter", {
        method: "POST",
        headers: { origin: "http://localhost", "content-type": "text/plain" },
        body: "email=x@example.com",
      }),
    );
    expect(unreadable.status).toBe(400);
    expect(unreadable.headers.get("cache-control")).toBe("no-store");
    expect(await unreadable.json()).toEqual({
      ok: false,
      message: "We couldn't read this form. Please try again.",
    });
  });

  it("a plain form post is a 303 back with no-store; a cross-site post is refused", async () => {
    const res = await runApi(
      newsletterAction,
      post(
        "/api/newsletter",
        { email: "plain-pinned@example.com", consent: "on", source: "blog" },
        { referer: "http://localhost/blog/x" },
      ),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("location")).toBe("/blog/x?notice=newsletter-blog.ok#newsletter-blog");
    const cross = await runApi(
      newsletterAction,
      post("/api/newsletter", { email: "x@example.com" }, { origin: "http://evil.example" }),
    );
    expect(cross.status).toBe(403);
  });
});

describe("POST /newsletter/unsubscribe answers", () => {
  it("the form's token wins over the address's; unreadable body uses the address; no-store", async () => {
    const email = "unsub-pinned@example.com";
    await runApi(newsletterAction, post("/api/newsletter", { email, consent: "on", _js: "1" }));
    const [mail] = await mailsTo(t, email);
    const url = mail!.headers["List-Unsubscribe"]!.slice(1, -1).replace(
      "http://localhost:3000",
      "http://localhost",
    );
    const token = new URL(url).searchParams.get("token")!;
    const run = async (request: Request) => {
      const out = (await unsubscribeAction(args(request))) as unknown as DataResult<{
        outcome: string;
      }> & { init: { headers?: HeadersInit } | null };
      return {
        outcome: out.data.outcome,
        status: out.init?.status ?? 200,
        cache: new Headers(out.init?.headers).get("cache-control"),
      };
    };

    const wrongForm = await run(
      new Request(url, { method: "POST", body: new URLSearchParams({ token: "nope" }) }),
    );
    expect(wrongForm).toEqual({ outcome: "invalid", status: 404, cache: "no-store" });

    const unreadable = await run(
      new Request(url, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "token=nope",
      }),
    );
    expect(unreadable).toEqual({ outcome: "unsubscribed", status: 200, cache: "no-store" });

    const fromForm = await run(
      new Request("http://localhost/newsletter/unsubscribe", {
        method: "POST",
        body: new URLSearchParams({ token }),
      }),
    );
    expect(fromForm).toEqual({ outcome: "already-unsubscribed", status: 200, cache: "no-store" });

    const cross = await runApi(
      unsubscribeAction,
      new Request(url, {
        method: "POST",
        headers: { origin: "http://evil.example" },
        body: new URLSearchParams({ token }),
      }),
    );
    expect(cross.status).toBe(403);
  });
});
