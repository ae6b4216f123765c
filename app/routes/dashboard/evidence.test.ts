import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  auditLog,
  clinicCredentials,
  credentialDocuments,
  doctors,
  userRoles,
  users,
} from "~/db/schema";
import { seedId } from "~/db/seed/ids";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { action as verificationAction } from "~/routes/admin/verification";
import { loader as teamLoader } from "~/routes/dashboard/team";
import { getStorage } from "~/services/storage/storage.server";
import { signInAs } from "../../../tests/kit/auth";
import { ORIGIN, callRoute, makeRequest, statusOf } from "../../../tests/kit/request";
import {
  evidencePdf,
  postTeam,
  teamCast,
  doctorForm as teamDoctorForm,
} from "../../../tests/kit/team";
import { type TestDb, useTestDb } from "../../../tests/setup/db";

// Files go to a private temp DATA_DIR, never the shared ./data.
vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/careatlas-evidence-test-${process.pid}-${Date.now()}`;
});

/**
 * Evidence a clinic uploaded for a doctor or a credential (decision 062): the clinic deletes a
 * file while its item is not verified (the row, its stored file, an audit entry); another
 * clinic, a patient, a cross-site post and a verified item are refused. The upload's refusals
 * are answered in the page's language, beside the field, with what was typed kept.
 */

const PW = "Copper-kettle-4821";
const CLINIC = seedId("clinic", "istanbul-hair-institute");
const DOCTOR = seedId("doctor", "dr-selin-aydin"); // seeded unverified
const VERIFIED_DOCTOR = seedId("doctor", "dr-mehmet-yilmaz"); // seeded verified
let t: TestDb;
const cookie: Record<string, string> = {};

const pdf = evidencePdf;

beforeAll(async () => {
  t = await useTestDb();
  Object.assign(cookie, await teamCast(t.db, "192.0.2.21"));
  const { id: adminId } = await createVerifiedUser(t.db, {
    email: "evidence-admin@example.test",
    password: PW,
    role: "admin",
    name: "admin",
  });
  cookie.admin = await signInAs("evidence-admin@example.test", { ip: "192.0.2.214" });
  await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, adminId));
});

const doctorForm = (id: string, change: Record<string, string> = {}) =>
  teamDoctorForm(t.db, id, change);

const post = (form: FormData, who = "owner", path = "/dashboard/team", origin = ORIGIN) =>
  postTeam(form, cookie[who]!, { path, origin });

/** Uploads one PDF for the doctor through the form; returns its row. */
async function upload(doctorId: string, name = "licence.pdf") {
  const form = await doctorForm(doctorId);
  form.append("evidence", new File([pdf()], name, { type: "application/pdf" }));
  expect(statusOf(await post(form))).toBe(302);
  const [row] = await t.db
    .select()
    .from(credentialDocuments)
    .where(and(eq(credentialDocuments.doctorId, doctorId), eq(credentialDocuments.fileName, name)));
  expect(row).toBeDefined();
  return row!;
}

const deleteForm = (id: string) => {
  const form = new FormData();
  form.set("intent", "evidence-delete");
  form.set("id", id);
  return form;
};

const rowOf = async (id: string) =>
  (await t.db.select().from(credentialDocuments).where(eq(credentialDocuments.id, id)))[0];

async function stored(key: string): Promise<boolean> {
  return getStorage()
    .read(key)
    .then(() => true)
    .catch(() => false);
}

type Reply = {
  data: { formError?: string; target?: string; fieldErrors?: Record<string, string> };
};

describe("deleting evidence", () => {
  it("the owning clinic deletes a file of an unverified doctor: row, stored file gone; audit-logged", async () => {
    const file = await upload(DOCTOR, "wrong-scan.pdf");
    expect(await stored(file.storageKey)).toBe(true);
    const res = await post(deleteForm(file.id));
    expect(statusOf(res)).toBe(302);
    expect((res as Response).headers.get("location")).toBe("/dashboard/team#doctor-form");
    expect(await rowOf(file.id)).toBeUndefined();
    expect(await stored(file.storageKey)).toBe(false);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "evidence.deleted"), eq(auditLog.targetId, file.id)));
    expect(entry?.targetType).toBe("credential_document");
    // The actor is the clinic's signed-in user.
    const [actor] = await t.db
      .select({ clinicId: userRoles.clinicId, email: users.email })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.userId, entry!.actorUserId!));
    expect(actor).toEqual({ clinicId: CLINIC, email: entry!.actorEmail });
    expect(entry!.before).toMatchObject({
      fileName: "wrong-scan.pdf",
      subject: "doctor",
      subjectId: DOCTOR,
      subjectStatus: "unverified",
      sha256: file.sha256,
    });
    // A second delete of the same id: not found, nothing else happens.
    expect(statusOf(await post(deleteForm(file.id)))).toBe(404);
  });

  it("another clinic gets a 404, a patient no access, a cross-site post a 403; the file stays", async () => {
    const file = await upload(DOCTOR, "keep-me.pdf");
    const other = (await post(deleteForm(file.id), "otherClinic")) as Reply;
    expect(statusOf(other)).toBe(404);
    expect(other.data.formError).toBe("This file was not found.");
    expect(statusOf(await post(deleteForm(file.id), "patient"))).toBe(404);
    expect(
      statusOf(await post(deleteForm(file.id), "owner", "/dashboard/team", "https://evil.example")),
    ).toBe(403);
    expect(await rowOf(file.id)).toBeDefined();
    expect(await stored(file.storageKey)).toBe(true);
  });

  it("a verified doctor's evidence is kept, with a translated refusal beside the file", async () => {
    const file = await upload(VERIFIED_DOCTOR, "verified.pdf");
    const [d] = await t.db.select().from(doctors).where(eq(doctors.id, VERIFIED_DOCTOR));
    expect(d!.verificationStatus).toBe("verified");
    const en = (await post(deleteForm(file.id))) as Reply;
    expect(statusOf(en)).toBe(409);
    expect(en.data).toMatchObject({
      target: file.id,
      formError:
        "This file belongs to a verified item: it is kept for the audit trail and cannot be deleted.",
    });
    const de = (await post(deleteForm(file.id), "owner", "/de/dashboard/team")) as Reply;
    expect(statusOf(de)).toBe(409);
    expect(de.data.formError).toBe(
      "Diese Datei gehört zu einem bereits geprüften Eintrag. Sie bleibt als Prüfnachweis gespeichert und kann nicht gelöscht werden.",
    );
    expect(await rowOf(file.id)).toBeDefined();
    expect(await stored(file.storageKey)).toBe(true);
  });

  it("a file an admin's check came after stays, even once an edit sent the item back to unverified", async () => {
    const before = await upload(DOCTOR, "checked.pdf");
    const verify = await callRoute(
      verificationAction,
      makeRequest("/admin/verification", {
        method: "POST",
        cookie: cookie.admin,
        form: {
          intent: "verify",
          subject: "doctor",
          id: DOCTOR,
          outcome: "verified",
          method: "document inspection",
          note: "",
        },
      }),
    );
    expect(statusOf(verify)).toBe(302);
    expect(statusOf(await post(await doctorForm(DOCTOR, { licenseNumber: "TR-TTB-424242" })))).toBe(
      302,
    );
    const [d] = await t.db.select().from(doctors).where(eq(doctors.id, DOCTOR));
    expect(d!.verificationStatus).toBe("unverified");
    expect(statusOf(await post(deleteForm(before.id)))).toBe(409);
    expect(await rowOf(before.id)).toBeDefined();
    // The page offers no Delete for it: the loader marks it locked (the same rule).
    const page = (await callRoute(
      teamLoader,
      makeRequest(`/dashboard/team?edit=${DOCTOR}`, { cookie: cookie.owner }),
    )) as { data: { evidence: { id: string; locked: boolean }[]; evidenceDeletable: boolean } };
    expect(page.data.evidenceDeletable).toBe(true);
    expect(page.data.evidence.find((f) => f.id === before.id)?.locked).toBe(true);
    // A file added after the edit (for the new check) can go.
    const after = await upload(DOCTOR, "new-number.pdf");
    const listed = (await callRoute(
      teamLoader,
      makeRequest(`/dashboard/team?edit=${DOCTOR}`, { cookie: cookie.owner }),
    )) as { data: { evidence: { id: string; locked: boolean }[] } };
    expect(listed.data.evidence.find((f) => f.id === after.id)?.locked).toBe(false);
    expect(statusOf(await post(deleteForm(after.id)))).toBe(302);
    expect(await rowOf(after.id)).toBeUndefined();
  });

  it("a credential's evidence: deleted while unverified, back to the credentials section", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      intent: "credential-create",
      kind: "insurance",
      name: "Evidence Mutual",
      issuer: "Malpractice",
      number: "EV-1",
      expiresOn: "2029-01-31",
    }))
      form.set(k, v);
    form.append("evidence", new File([pdf()], "policy.pdf", { type: "application/pdf" }));
    expect(statusOf(await post(form))).toBe(302);
    const [cred] = await t.db
      .select()
      .from(clinicCredentials)
      .where(and(eq(clinicCredentials.clinicId, CLINIC), eq(clinicCredentials.number, "EV-1")));
    const [file] = await t.db
      .select()
      .from(credentialDocuments)
      .where(eq(credentialDocuments.credentialId, cred!.id));
    const res = await post(deleteForm(file!.id));
    expect(statusOf(res)).toBe(302);
    expect((res as Response).headers.get("location")).toBe("/dashboard/team#credentials");
    expect(await rowOf(file!.id)).toBeUndefined();
    expect(await stored(file!.storageKey)).toBe(false);
  });
});

describe("evidence refusals in the page's language", () => {
  it("German: a non-PDF/image file is refused beside the field, the typed fields kept, nothing stored", async () => {
    const count = async () =>
      (
        await t.db
          .select()
          .from(credentialDocuments)
          .where(eq(credentialDocuments.doctorId, DOCTOR))
      ).length;
    const before = await count();
    const form = await doctorForm(DOCTOR, { boardCertification: "Typed, not saved" });
    form.append(
      "evidence",
      new File(["<html><script>alert(1)</script></html>"], "licence.pdf", {
        type: "application/pdf",
      }),
    );
    const res = (await post(form, "owner", "/de/dashboard/team")) as Reply & {
      data: { values?: Record<string, string> };
    };
    expect(statusOf(res)).toBe(415);
    expect(res.data.fieldErrors?.evidence).toBe(
      "Als Nachweis können nur PDF-, JPG- und PNG-Dateien hochgeladen werden.",
    );
    expect(res.data.values?.boardCertification).toBe("Typed, not saved");
    expect(await count()).toBe(before);

    // A Word file (the records vault takes it, evidence does not) and a .txt: the same refusal.
    for (const name of ["notes.txt", "cv.docx"]) {
      const f = await doctorForm(DOCTOR);
      f.append("evidence", new File(["plain text"], name));
      const r = (await post(f, "owner", "/de/dashboard/team")) as Reply;
      expect(r.data.fieldErrors?.evidence, name).toBe(
        "Als Nachweis können nur PDF-, JPG- und PNG-Dateien hochgeladen werden.",
      );
    }
  });

  it("German: too many files, and an empty one, beside the field", async () => {
    const many = await doctorForm(DOCTOR);
    for (let i = 0; i < 4; i++)
      many.append("evidence", new File([pdf()], `f${i}.pdf`, { type: "application/pdf" }));
    const tooMany = (await post(many, "owner", "/de/dashboard/team")) as Reply;
    expect(statusOf(tooMany)).toBe(400);
    expect(tooMany.data.fieldErrors?.evidence).toBe(
      "Laden Sie höchstens 3 Dateien auf einmal hoch.",
    );
    const empty = await doctorForm(DOCTOR);
    empty.append("evidence", new File([], "empty.pdf", { type: "application/pdf" }));
    const refused = (await post(empty, "owner", "/de/dashboard/team")) as Reply;
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.fieldErrors?.evidence).toBe("Die Datei ist leer.");
    // English stays English.
    const en = (await post(empty)) as Reply;
    expect(en.data.fieldErrors?.evidence).toBe("The file is empty.");
  });
});
