import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, credentialDocuments, doctors, users } from "~/db/schema";
import { seedId } from "~/db/seed/ids";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { action as verificationAction } from "~/routes/admin/verification";
import { action as teamAction, loader as teamLoader } from "~/routes/dashboard/team";
import { signInAs } from "../../../tests/kit/auth";
import { ORIGIN, callRoute, makeRequest, statusOf } from "../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../tests/setup/db";
import { loader } from "./credential-document";

// Files go to a private temp DATA_DIR, never the shared ./data.
vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/careatlas-credential-doc-test-${process.pid}-${Date.now()}`;
});

/**
 * Practitioner evidence (decision 051): uploaded by the clinic from the team tab, stored like a
 * medical record, opened by administrators (with two-factor) and the clinic that uploaded it;
 * a patient, another clinic, an admin without two-factor and anyone signed out get a 404 that
 * says nothing about the file.
 */

const PW = "Copper-kettle-4821";
const DOCTOR = seedId("doctor", "dr-selin-aydin"); // Istanbul Hair Institute, seeded unverified
const VERIFIED_DOCTOR = seedId("doctor", "dr-mehmet-yilmaz"); // seeded verified
let t: TestDb;
const cookie: Record<string, string> = {};
let adminId = "";

const PDF = Buffer.from(
  `%PDF-1.4\n% evidence ${crypto.randomUUID()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
);

beforeAll(async () => {
  t = await useTestDb();
  cookie.owner = await signInAs("clinic", {
    db: t.db,
    clinic: "istanbul-hair-institute",
    ip: "192.0.2.201",
  });
  cookie.otherClinic = await signInAs("clinic", {
    db: t.db,
    clinic: "lara-eye-vision-center",
    ip: "192.0.2.202",
  });
  cookie.patient = await signInAs("patient", { db: t.db, ip: "192.0.2.203" });
  for (const [k, email] of [
    ["admin", "cred-admin@example.test"],
    ["nofa", "cred-nofa@example.test"],
  ] as const) {
    const { id } = await createVerifiedUser(t.db, { email, password: PW, role: "admin", name: k });
    if (k === "admin") adminId = id;
    cookie[k] = await signInAs(email, { ip: k === "admin" ? "192.0.2.204" : "192.0.2.205" });
  }
  await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, adminId));
});

/** The doctor's fields as the team form posts them (what the seed holds, plus `change`). */
async function doctorForm(id: string, change: Record<string, string> = {}) {
  const [d] = await t.db.select().from(doctors).where(eq(doctors.id, id));
  const form = new FormData();
  const fields: Record<string, string> = {
    intent: "doctor-update",
    id,
    name: d!.name,
    title: d!.title,
    specialty: d!.specialty,
    languages: d!.languages.join(", "),
    yearsExperience: String(d!.yearsExperience ?? ""),
    licenseNumber: d!.licenseNumber ?? "",
    registryUrl: d!.registryUrl ?? "",
    regulator: d!.regulator ?? "",
    boardCertification: d!.boardCertification ?? "",
    licenceExpiresOn: d!.licenceExpiresOn ?? "",
    proceduresPerYear: Object.entries(d!.proceduresPerYear ?? {})
      .map(([k, n]) => `${k}: ${n}`)
      .join("\n"),
    ...change,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

function postTeam(form: FormData) {
  return callRoute(
    teamAction,
    new Request(`${ORIGIN}/dashboard/team`, {
      method: "POST",
      body: form,
      headers: { cookie: cookie.owner!, origin: ORIGIN, "x-careatlas-client-ip": "192.0.2.201" },
    }),
  );
}

const download = (id: string, who?: string) =>
  callRoute(
    loader,
    makeRequest(`/api/credential-documents/${id}`, { cookie: who && cookie[who] }),
    {
      id,
    },
  );

async function evidenceOf(doctorId: string) {
  return t.db
    .select()
    .from(credentialDocuments)
    .where(eq(credentialDocuments.doctorId, doctorId))
    .orderBy(desc(credentialDocuments.createdAt));
}

describe("practitioner evidence", () => {
  it("the clinic uploads a PDF with the doctor's details: stored encrypted, listed on the team tab", async () => {
    const form = await doctorForm(DOCTOR, {
      regulator: "Turkish Medical Association (TTB) / Ministry of Health of Türkiye",
      boardCertification: "Turkish Board of Dermatology",
      proceduresPerYear: "Hair Transplant: 150\nBeard Transplant: 60",
      licenceExpiresOn: "2029-12-31",
    });
    form.append("evidence", new File([PDF], "diploma.pdf", { type: "application/pdf" }));
    const res = await postTeam(form);
    expect(statusOf(res)).toBe(302);
    const [d] = await t.db.select().from(doctors).where(eq(doctors.id, DOCTOR));
    expect(d!.boardCertification).toBe("Turkish Board of Dermatology");
    expect(d!.proceduresPerYear).toEqual({ "Hair Transplant": 150, "Beard Transplant": 60 });
    expect(d!.licenceExpiresOn).toBe("2029-12-31");
    const files = await evidenceOf(DOCTOR);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      fileName: "diploma.pdf",
      fileType: "pdf",
      byteSize: PDF.length,
    });
    expect(files[0]!.storageKey).toMatch(/^credentials\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(files[0]!.encryptionKeyId).not.toBeNull();

    const page = (await callRoute(
      teamLoader,
      makeRequest(`/dashboard/team?edit=${DOCTOR}`, { cookie: cookie.owner }),
    )) as { data: { evidence: { fileName: string }[]; statusTexts: Record<string, string> } };
    expect(page.data.evidence.map((e) => e.fileName)).toEqual(["diploma.pdf"]);
    expect(page.data.statusTexts[DOCTOR]).toBe("Not yet verified");
  });

  it("a file that only claims to be a PDF is refused beside the field, and nothing is saved", async () => {
    const before = await evidenceOf(DOCTOR);
    const form = await doctorForm(DOCTOR, { boardCertification: "Changed board" });
    form.append(
      "evidence",
      new File(["<html><script>alert(1)</script></html>"], "licence.pdf", {
        type: "application/pdf",
      }),
    );
    const res = (await postTeam(form)) as { data: { fieldErrors?: Record<string, string> } };
    expect(statusOf(res)).toBe(415);
    expect(res.data.fieldErrors?.evidence).toMatch(/PDF, JPG/);
    expect(await evidenceOf(DOCTOR)).toHaveLength(before.length);
    const [d] = await t.db.select().from(doctors).where(eq(doctors.id, DOCTOR));
    expect(d!.boardCertification).toBe("Turkish Board of Dermatology");
  });

  it("access matrix: admins (with two-factor) and the owning clinic get the file; anyone else a bare 404", async () => {
    const [file] = await evidenceOf(DOCTOR);
    for (const who of ["admin", "owner"]) {
      const res = (await download(file!.id, who)) as Response;
      expect(res.status, who).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF), who).toBe(true);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
    }
    for (const who of ["patient", "otherClinic", "nofa", undefined]) {
      const res = (await download(file!.id, who)) as { data: unknown };
      expect(statusOf(res), String(who)).toBe(404);
      expect(res.data).toEqual({ ok: false, message: "File not found" });
      expect(JSON.stringify(res.data)).not.toContain("diploma");
    }
    // Unknown and malformed ids: the same answer.
    for (const id of [crypto.randomUUID(), "../../etc/passwd"]) {
      expect(statusOf(await download(id, "admin"))).toBe(404);
    }
  });

  it("the admin verifies: who, when, how and the note are stored, audit-logged, valid 12 months", async () => {
    const res = await callRoute(
      verificationAction,
      makeRequest("/admin/verification", {
        method: "POST",
        cookie: cookie.admin,
        form: {
          intent: "verify",
          subject: "doctor",
          id: DOCTOR,
          outcome: "verified",
          method: "official register search",
          note: "Number and name match the TTB register.",
        },
      }),
    );
    expect(statusOf(res)).toBe(302);
    const [d] = await t.db.select().from(doctors).where(eq(doctors.id, DOCTOR));
    expect(d).toMatchObject({
      verificationStatus: "verified",
      verifiedBy: adminId,
      verificationMethod: "official register search",
      verificationNote: "Number and name match the TTB register.",
    });
    expect(Date.now() - d!.verifiedAt!.getTime()).toBeLessThan(60_000);
    const year = new Date(d!.verifiedAt!);
    year.setUTCMonth(year.getUTCMonth() + 12);
    expect(d!.verificationExpiresAt!.getTime()).toBe(year.getTime());
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, DOCTOR), eq(auditLog.action, "verification.verified")));
    expect(entry).toMatchObject({ actorUserId: adminId, targetType: "doctor" });

    // Neither a clinic user nor an admin without two-factor can record a check.
    for (const who of ["owner", "nofa"]) {
      const refused = await callRoute(
        verificationAction,
        makeRequest("/admin/verification", {
          method: "POST",
          cookie: cookie[who],
          form: {
            intent: "verify",
            subject: "doctor",
            id: VERIFIED_DOCTOR,
            outcome: "rejected",
            method: "document inspection",
            note: "",
          },
        }),
      );
      expect([302, 403]).toContain(statusOf(refused));
    }
    const [still] = await t.db.select().from(doctors).where(eq(doctors.id, VERIFIED_DOCTOR));
    expect(still!.verificationStatus).toBe("verified");
  });

  it("editing a verified doctor's number sends it back to 'unverified'; other edits keep the check", async () => {
    const keep = await postTeam(await doctorForm(VERIFIED_DOCTOR, { title: "Chief Surgeon" }));
    expect(statusOf(keep)).toBe(302);
    let [d] = await t.db.select().from(doctors).where(eq(doctors.id, VERIFIED_DOCTOR));
    expect(d!.verificationStatus).toBe("verified");
    expect(d!.verifiedAt).not.toBeNull();

    const change = await postTeam(
      await doctorForm(VERIFIED_DOCTOR, { licenseNumber: "TR-TTB-99999" }),
    );
    expect(statusOf(change)).toBe(302);
    [d] = await t.db.select().from(doctors).where(eq(doctors.id, VERIFIED_DOCTOR));
    expect(d).toMatchObject({
      licenseNumber: "TR-TTB-99999",
      verificationStatus: "unverified",
      verifiedAt: null,
      verifiedBy: null,
      verificationExpiresAt: null,
    });
  });

  it("a deleted doctor's evidence row goes with it and its file is queued for erasure", async () => {
    const [file] = await evidenceOf(DOCTOR);
    await t.db.delete(doctors).where(eq(doctors.id, DOCTOR));
    expect(await evidenceOf(DOCTOR)).toEqual([]);
    const queued = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from storage_erasures where storage_key = ${file!.storageKey}`,
    );
    expect((queued.rows ?? queued)[0]).toMatchObject({ n: 1 });
  });
});
