import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as f from "~/db/schema";
import { freshIp, post, runApi, mailsTo } from "../../../tests/kit/public-forms";
import { type TestDb, useTestDb } from "../../../tests/setup/db";
import { action as getNotifiedAction } from "./get-notified";

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
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
