import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import * as f from "~/db/schema";
import { action as appNotifyAction } from "~/routes/resources/app-notify";
import { action as getNotifiedAction } from "~/routes/resources/get-notified";
import { action as inquiryAction } from "~/routes/resources/inquiry";
import { freshIp, type Fields, post, runApi, mailsTo } from "../../../tests/kit/public-forms";
import { type TestDb, useTestDb } from "../../../tests/setup/db";

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

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
    const ack = await mailsTo(t, email);
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
    expect(await mailsTo(t, email)).toHaveLength(1);
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
    const [mail] = await mailsTo(t, email);
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
