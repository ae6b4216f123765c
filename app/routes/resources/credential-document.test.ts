import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, clinicCredentials, credentialDocuments, doctors, users } from "~/db/schema";
import { seedId } from "~/db/seed/ids";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { listPublicCredentials } from "~/features/credentials/credentials.server";
import { action as verificationAction } from "~/routes/admin/verification";
import { loader as teamLoader } from "~/routes/dashboard/team";
import { signInAs } from "../../../tests/kit/auth";
import { callRoute, makeRequest, statusOf } from "../../../tests/kit/request";
import {
  evidencePdf,
  postTeam as postOwner,
  teamCast,
  doctorForm as teamDoctorForm,
} from "../../../tests/kit/team";
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

const PDF = evidencePdf();

beforeAll(async () => {
  t = await useTestDb();
  Object.assign(cookie, await teamCast(t.db, "192.0.2.20"));
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

const doctorForm = (id: string, change: Record<string, string> = {}) =>
  teamDoctorForm(t.db, id, change);

const postTeam = (form: FormData) => postOwner(form, cookie.owner!);

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

describe("clinic licences, accreditations and insurance", () => {
  const CLINIC = seedId("clinic", "istanbul-hair-institute");
  let credentialId = "";

  const credentialForm = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return form;
  };

  it("the clinic adds its JCI accreditation with evidence; the public page says not yet verified", async () => {
    const form = credentialForm({
      intent: "credential-create",
      kind: "accreditation",
      name: "JCI accreditation",
      issuer: "Joint Commission International",
      number: "JCI-TR-5521",
      expiresOn: "2028-04-30",
    });
    form.append("evidence", new File([PDF], "jci.pdf", { type: "application/pdf" }));
    expect(statusOf(await postTeam(form))).toBe(302);
    const [row] = await t.db
      .select()
      .from(clinicCredentials)
      .where(
        and(eq(clinicCredentials.clinicId, CLINIC), eq(clinicCredentials.number, "JCI-TR-5521")),
      );
    expect(row).toMatchObject({
      kind: "accreditation",
      expiresOn: "2028-04-30",
      verificationStatus: "unverified",
    });
    credentialId = row!.id;
    const files = await t.db
      .select()
      .from(credentialDocuments)
      .where(eq(credentialDocuments.credentialId, credentialId));
    expect(files.map((f) => f.fileName)).toEqual(["jci.pdf"]);
    expect(statusOf(await download(files[0]!.id, "otherClinic"))).toBe(404);
    expect(statusOf(await download(files[0]!.id, "owner"))).toBe(200);
    const shown = (await listPublicCredentials(CLINIC)).find((c) => c.id === credentialId);
    expect(shown).toMatchObject({ name: "JCI accreditation", verifiedAt: null });
  });

  it("bad input is refused beside its field and nothing is stored", async () => {
    const before = await t.db
      .select()
      .from(clinicCredentials)
      .where(eq(clinicCredentials.clinicId, CLINIC));
    const res = (await postTeam(
      credentialForm({
        intent: "credential-create",
        kind: "diploma",
        name: "x",
        issuer: "",
        number: "",
        expiresOn: "31/12/2027",
      }),
    )) as { data: { fieldErrors?: Record<string, string> } };
    expect(statusOf(res)).toBe(400);
    expect(Object.keys(res.data.fieldErrors ?? {}).sort()).toEqual(["expiresOn", "kind", "name"]);
    expect(
      await t.db.select().from(clinicCredentials).where(eq(clinicCredentials.clinicId, CLINIC)),
    ).toHaveLength(before.length);
  });

  it("verified by an admin: valid until the document's own expiry when sooner; a new number resets it", async () => {
    await callRoute(
      verificationAction,
      makeRequest("/admin/verification", {
        method: "POST",
        cookie: cookie.admin,
        form: {
          intent: "verify",
          subject: "credential",
          id: credentialId,
          outcome: "verified",
          method: "confirmation from the issuer",
          note: "",
        },
      }),
    );
    let [row] = await t.db
      .select()
      .from(clinicCredentials)
      .where(eq(clinicCredentials.id, credentialId));
    expect(row!.verificationStatus).toBe("verified");
    expect(row!.verifiedBy).toBe(adminId);
    const year = new Date(row!.verifiedAt!);
    year.setUTCMonth(year.getUTCMonth() + 12);
    const own = new Date("2028-04-30T00:00:00Z");
    expect(row!.verificationExpiresAt!.getTime()).toBe(Math.min(year.getTime(), own.getTime()));
    const shown = (await listPublicCredentials(CLINIC)).find((c) => c.id === credentialId);
    expect(shown?.verifiedAt).toEqual(row!.verifiedAt);

    const edit = await postTeam(
      credentialForm({
        intent: "credential-update",
        id: credentialId,
        kind: "accreditation",
        name: "JCI accreditation",
        issuer: "Joint Commission International",
        number: "JCI-TR-5522",
        expiresOn: "2028-04-30",
      }),
    );
    expect(statusOf(edit)).toBe(302);
    [row] = await t.db
      .select()
      .from(clinicCredentials)
      .where(eq(clinicCredentials.id, credentialId));
    expect(row).toMatchObject({
      number: "JCI-TR-5522",
      verificationStatus: "unverified",
      verifiedAt: null,
      verifiedBy: null,
    });
  });

  it("another clinic's credential cannot be edited or removed (404), and stays", async () => {
    const [other] = await t.db
      .select()
      .from(clinicCredentials)
      .where(eq(clinicCredentials.clinicId, seedId("clinic", "bosphorus-aesthetic-hospital")));
    for (const intent of ["credential-update", "credential-delete"]) {
      const res = await postTeam(
        credentialForm({
          intent,
          id: other!.id,
          kind: "accreditation",
          name: "Hijacked",
          issuer: "",
          number: "X",
          expiresOn: "",
        }),
      );
      expect(statusOf(res), intent).toBe(404);
    }
    const [still] = await t.db
      .select()
      .from(clinicCredentials)
      .where(eq(clinicCredentials.id, other!.id));
    expect(still).toMatchObject({ name: other!.name, number: other!.number });
  });
});
