import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import * as f from "~/db/schema";
import { type Fields, post, runApi, mailsTo } from "../../../tests/kit/public-forms";
import { type TestDb, useTestDb } from "../../../tests/setup/db";
import { action as inquiryAction } from "./inquiry";

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
