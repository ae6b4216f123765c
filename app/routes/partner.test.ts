import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as f from "~/db/schema";
import { action as partnerAction } from "~/routes/partner";
import { freshIp, type Fields, post, runPage, count, mailsTo } from "../../tests/kit/public-forms";
import { type TestDb, useTestDb } from "../../tests/setup/db";

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
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
    expect(await mailsTo(t, email)).toHaveLength(1);
    const team = (await mailsTo(t, "team@careatlas.example")).filter(
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
    const before = await count(t, f.partnerApplications);
    const res = await runPage(
      partnerAction,
      post("/partner", application({ company_url_confirm: "x" })),
    );
    expect(res.body.status).toBe("sent");
    expect(await count(t, f.partnerApplications)).toBe(before);
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
