import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import * as f from "~/db/schema";
import { loader as confirmLoader } from "~/routes/newsletter/confirm";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "~/routes/newsletter/unsubscribe";
import { action as partnerAction } from "~/routes/partner";
import { action as appNotifyAction } from "~/routes/resources/app-notify";
import { action as getNotifiedAction } from "~/routes/resources/get-notified";
import { action as inquiryAction } from "~/routes/resources/inquiry";
import { action as newsletterAction } from "~/routes/resources/newsletter";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { MESSAGES } from "./inquiry-schemas";

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

/* ------------------------------------------------------------------ helpers */

let ipCounter = 0;
/** Each test posts from its own IP, so the per-IP limit only bites where a test wants it to. */
const freshIp = () => `198.51.100.${++ipCounter}`;

type Fields = Record<string, string | string[] | undefined>;

function post(
  path: string,
  fields: Fields,
  opts: { ip?: string; referer?: string; origin?: string | null } = {},
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) fd.append(k, one);
  }
  const headers: Record<string, string> = { "x-careatlas-client-ip": opts.ip ?? freshIp() };
  if (opts.origin !== null) headers.origin = opts.origin ?? "http://localhost";
  if (opts.referer) headers.referer = opts.referer;
  return new Request(`http://localhost${path}`, { method: "POST", body: fd, headers });
}

// Route functions take React Router's args; the tests only need the request.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const args = (request: Request) => ({ request, params: {}, context: {} }) as any;

type DataResult<T> = { data: T; init: { status?: number } | null };
/** contact/partner actions return `data(result, { status })`. */
async function runPage(fn: (a: never) => Promise<unknown>, request: Request) {
  const out = (await (fn as (a: unknown) => Promise<unknown>)(args(request))) as DataResult<{
    status: string;
    message?: string;
    errors?: Record<string, string[]>;
    values?: Record<string, unknown>;
    email?: string;
    idempotencyKey?: string;
  }>;
  return { status: out.init?.status ?? 200, body: out.data };
}

async function runApi(fn: (a: never) => Promise<unknown>, request: Request) {
  try {
    return (await (fn as (a: unknown) => Promise<unknown>)(args(request))) as Response;
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
}

async function count(
  table:
    | typeof f.contactMessages
    | typeof f.partnerApplications
    | typeof f.newsletterSubscribers
    | typeof f.appNotifySignups
    | typeof f.searchAlerts
    | typeof f.emailOutbox,
) {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

async function mailsTo(to: string) {
  return t.db.select().from(f.emailOutbox).where(eq(f.emailOutbox.to, to));
}

describe("contact dialog endpoint (/api/inquiry)", () => {
  const inquiry = (over: Fields = {}): Fields => ({
    name: "Sam Lee",
    email: "sam@example.com",
    country: "uk",
    treatmentOfInterest: "Dental implants",
    message: "Is there availability in May?",
    idempotencyKey: crypto.randomUUID(),
    sourcePath: "/package/x",
    _js: "1",
    ...over,
  });

  it("stores a 'dialog' message linked to the package, with both mails", async () => {
    const [pkg] = await t.db
      .select({ id: s.packages.id, title: s.packages.title })
      .from(s.packages)
      .limit(1);
    const key = crypto.randomUUID();
    const email = "dialog@example.com";
    const res = await runApi(
      inquiryAction,
      post(
        "/api/inquiry",
        inquiry({ email, idempotencyKey: key, aboutKind: "package", aboutId: pkg!.id }),
      ),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const [row] = await t.db
      .select()
      .from(f.contactMessages)
      .where(eq(f.contactMessages.idempotencyKey, key));
    expect(row).toMatchObject({
      kind: "dialog",
      fullName: "Sam Lee",
      country: "uk",
      treatmentOfInterest: "Dental implants",
      packageId: pkg!.id,
      subject: null,
    });
    const ack = await mailsTo(email);
    expect(ack).toHaveLength(1);
    expect(ack[0]!.text).toContain("within 24 hours");
    expect(ack[0]!.text).toContain(pkg!.title);
  });

  it("answers JSON field errors with 400", async () => {
    const res = await runApi(
      inquiryAction,
      post("/api/inquiry", inquiry({ name: "", country: "zz" })),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(body.message).toBe("Please fill in all required fields");
    expect(body.errors.name).toEqual(["Please enter your name"]);
    expect(body.errors.country).toBeTruthy();
  });

  it("without JavaScript (no _js) redirects back to the page with the outcome", async () => {
    const res = await runApi(
      inquiryAction,
      post("/api/inquiry", inquiry({ _js: undefined }), {
        referer: "http://localhost/package/abc?x=1",
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/package/abc?x=1&notice=inquiry.ok#inquiry");
  });

  it("never redirects off-site", async () => {
    const res = await runApi(
      inquiryAction,
      post("/api/inquiry", inquiry({ _js: undefined, sourcePath: "//evil.example" }), {
        referer: "https://evil.example/x",
      }),
    );
    // A foreign Referer with our Origin: assertSameOrigin passes on Origin; the redirect ignores the foreign referer.
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/?notice=inquiry.ok#inquiry");
  });
});

/* ------------------------------------------------------------------ partner */

describe("partner application action", () => {
  const application = (over: Fields = {}): Fields => ({
    clinicName: "Bosphorus Dental",
    contactName: "Ayse Kaya",
    email: "ayse@bosphorus.example",
    whatsapp: "+90 532 000 00 00",
    country: "Turkey",
    city: "Istanbul",
    website: "bosphorus.example",
    treatments: ["Dental", "Cosmetic Surgery"],
    experience: "12 years, 4 implantologists.\nAbout 900 international patients a year.",
    languages: "English, Turkish, German",
    accreditation: "JCI",
    idempotencyKey: crypto.randomUUID(),
    sourcePath: "/partner",
    ...over,
  });

  it("stores a pending application with all fields and queues both mails", async () => {
    const key = crypto.randomUUID();
    const email = "apply@clinic.example";
    const res = await runPage(
      partnerAction,
      post("/partner", application({ email, idempotencyKey: key })),
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("sent");
    const [row] = await t.db
      .select()
      .from(f.partnerApplications)
      .where(eq(f.partnerApplications.idempotencyKey, key));
    expect(row).toMatchObject({
      clinicName: "Bosphorus Dental",
      status: "pending",
      country: "Turkey",
      website: "https://bosphorus.example",
      treatments: ["Dental", "Cosmetic Surgery"],
      reviewedAt: null,
      sourcePath: "/partner",
    });
    expect(row!.experience).toContain("\n");
    expect(await mailsTo(email)).toHaveLength(1);
    const team = (await mailsTo("team@careatlas.example")).filter(
      (m) => m.subject.includes("[Partner]") && m.text.includes(row!.id),
    );
    expect(team).toHaveLength(1);
  });

  it("needs at least one treatment", async () => {
    const res = await runPage(
      partnerAction,
      post("/partner", application({ treatments: undefined })),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.treatments).toEqual(["Please select at least one treatment"]);
    expect(res.body.message).toBe("Please fill in all required fields");
  });

  it.each(["clinicName", "contactName", "email", "country", "city"])(
    "a missing %s is refused",
    async (field) => {
      const res = await runPage(partnerAction, post("/partner", application({ [field]: "" })));
      expect(res.status).toBe(400);
      expect(res.body.errors?.[field]?.[0]).toBeTruthy();
    },
  );

  it("keeps the checked treatments when re-rendering an error", async () => {
    const res = await runPage(partnerAction, post("/partner", application({ city: "" })));
    expect(res.body.values?.treatments).toEqual(["Dental", "Cosmetic Surgery"]);
  });

  it("a resubmitted page makes one application", async () => {
    const key = crypto.randomUUID();
    const ip = freshIp();
    await runPage(partnerAction, post("/partner", application({ idempotencyKey: key }), { ip }));
    await runPage(partnerAction, post("/partner", application({ idempotencyKey: key }), { ip }));
    const rows = await t.db
      .select()
      .from(f.partnerApplications)
      .where(eq(f.partnerApplications.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it("uses 'company_url_confirm' as its honeypot ('website' is a real field)", async () => {
    const before = await count(f.partnerApplications);
    const res = await runPage(
      partnerAction,
      post("/partner", application({ company_url_confirm: "x" })),
    );
    expect(res.body.status).toBe("sent");
    expect(await count(f.partnerApplications)).toBe(before);
  });

  it("limits applications per IP", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      await runPage(partnerAction, post("/partner", application(), { ip }));
    expect((await runPage(partnerAction, post("/partner", application(), { ip }))).status).toBe(
      429,
    );
  });
});

/* ------------------------------------------------------------------ newsletter */

describe("newsletter (double opt-in)", () => {
  it("links in the mail use the server's address (http://localhost:PORT), never a forged Host", async () => {
    const email = "forged-host@example.com";
    const forged = new Request("http://attacker.example/api/newsletter", {
      method: "POST",
      headers: { "x-careatlas-client-ip": freshIp(), origin: "http://attacker.example" },
      body: new URLSearchParams({ email, consent: "on", source: "footer", _js: "1" }),
    });
    expect((await runApi(newsletterAction, forged)).status).toBe(200);
    const [mail] = await mailsTo(email);
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

    const [mail] = await mailsTo(email);
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

    const welcome = (await mailsTo(email)).find((m) => m.subject.includes("subscribed"));
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
    expect(await mailsTo(email)).toHaveLength(1);
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

describe("app launch notify", () => {
  it("stores one sign-up per email and acknowledges it once", async () => {
    const email = "app@example.com";
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const res = await runApi(
        appNotifyAction,
        post(
          "/api/app-notify",
          { email: i === 1 ? "APP@example.com" : email, source: "home", _js: "1" },
          { ip },
        ),
      );
      expect(res.status).toBe(200);
    }
    expect(
      await t.db.select().from(f.appNotifySignups).where(eq(f.appNotifySignups.email, email)),
    ).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("refuses an empty email", async () => {
    const res = await runApi(appNotifyAction, post("/api/app-notify", { email: "", _js: "1" }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors.email).toEqual(["Please enter your email address"]);
  });
});

describe("Get Notified (empty search)", () => {
  it("stores the email with the search criteria, from a plain form", async () => {
    const email = "alert@example.com";
    const res = await runApi(
      getNotifiedAction,
      post(
        "/api/get-notified",
        {
          email,
          treatment: "LASIK",
          destination: "Seoul, South Korea",
          budget: "$1,000 - $5,000",
          date: "2026-05-01",
          q: "",
        },
        {
          referer:
            "http://localhost/search-results?treatment=LASIK&destination=Seoul%2C+South+Korea",
        },
      ),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      "/search-results?treatment=LASIK&destination=Seoul%2C+South+Korea&notice=get-notified.ok#get-notified",
    );
    const [row] = await t.db.select().from(f.searchAlerts).where(eq(f.searchAlerts.email, email));
    expect(row!.criteria).toEqual({
      treatment: "LASIK",
      destination: "Seoul, South Korea",
      budget: "$1,000 - $5,000",
      date: "2026-05-01",
    });
    expect(row!.sourcePath).toBe("/search-results");
    const [mail] = await mailsTo(email);
    expect(mail!.text).toContain("LASIK");
  });

  it("the same plain form posted twice is one alert; a keyed one dedupes on its key", async () => {
    const email = "alert2@example.com";
    const ip = freshIp();
    const fields = { email, treatment: "IVF Treatment", destination: "Cancun, Mexico" };
    await runApi(getNotifiedAction, post("/api/get-notified", fields, { ip }));
    await runApi(getNotifiedAction, post("/api/get-notified", fields, { ip }));
    expect(
      await t.db.select().from(f.searchAlerts).where(eq(f.searchAlerts.email, email)),
    ).toHaveLength(1);
    const key = crypto.randomUUID();
    await runApi(
      getNotifiedAction,
      post(
        "/api/get-notified",
        { ...fields, destination: "Tijuana, Mexico", idempotencyKey: key, _js: "1" },
        { ip },
      ),
    );
    await runApi(
      getNotifiedAction,
      post(
        "/api/get-notified",
        { ...fields, destination: "Tijuana, Mexico", idempotencyKey: key, _js: "1" },
        { ip },
      ),
    );
    expect(
      await t.db
        .select()
        .from(f.searchAlerts)
        .where(and(eq(f.searchAlerts.email, email), eq(f.searchAlerts.idempotencyKey, key))),
    ).toHaveLength(1);
  });

  it("an invalid email goes back with an 'invalid' notice", async () => {
    const res = await runApi(
      getNotifiedAction,
      post("/api/get-notified", { email: "x" }, { referer: "http://localhost/search-results" }),
    );
    expect(res.headers.get("location")).toBe(
      "/search-results?notice=get-notified.invalid#get-notified",
    );
  });
});
