import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { clinics, medicalRecords, recordAccessLog, recordShares } from "~/db/schema";
import { makeRequest, ORIGIN } from "~/features/accounts/test-helpers";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { decryptRecord, recordKeyById } from "~/features/records/encryption.server";
import { MAX_RECORD_BYTES } from "~/features/records/record-rules";
import { listPatientAccessLog } from "~/features/records/records.server";
import { listRecordsSharedWithClinic } from "~/features/records/sharing.server";
import { action as tabAction, loader as tabLoader } from "~/routes/dashboard/records";
import { signInAs } from "../../../tests/kit/auth";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { honestZipBomb, lyingZipBomb, realDocx } from "../../../tests/setup/zip-bomb";
import { action as uploadAction, loader as listLoader } from "./records";
import { loader as downloadLoader } from "./records-download";
import { action as itemAction } from "./records-item";

// Files go to a private temp DATA_DIR, never the shared ./data.
const DATA_DIR = vi.hoisted(() => {
  const dir = `/tmp/careatlas-records-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

let t: TestDb;
const PW = "Copper-kettle-4821";
const emails = {
  a: "rec-a@example.test",
  b: "rec-b@example.test",
  clinic: "rec-clinic@example.test",
  other: "rec-other-clinic@example.test",
};
const ids: Record<string, string> = {};
const cookies: Record<string, string> = {};
let clinicId = "";

const ctx = { context: {} as never, unstable_pattern: "" } as const;

beforeAll(async () => {
  t = await useTestDb();
  const [aegean] = await t.db
    .select({ id: clinics.id })
    .from(clinics)
    .where(eq(clinics.slug, "aegean-medical-hospital"));
  clinicId = aegean!.id;
  ids.a = (
    await createVerifiedUser(t.db, { email: emails.a, password: PW, role: "patient", name: "Ada" })
  ).id;
  ids.b = (
    await createVerifiedUser(t.db, { email: emails.b, password: PW, role: "patient", name: "Ben" })
  ).id;
  ids.clinic = (
    await createVerifiedUser(t.db, {
      email: emails.clinic,
      password: PW,
      role: "clinic",
      clinic: "aegean-medical-hospital",
      name: "Dr Deniz",
    })
  ).id;
  ids.other = (
    await createVerifiedUser(t.db, {
      email: emails.other,
      password: PW,
      role: "clinic",
      clinic: "istanbul-hair-institute",
      name: "Other Clinic",
    })
  ).id;
  let n = 10;
  for (const k of Object.keys(emails) as (keyof typeof emails)[])
    cookies[k] = await signInAs(emails[k], { ip: `192.0.2.${n++}` });
});

/* ------------------------------------------------------------------ helpers */

function uploadRequest(
  cookie: string,
  file: { name: string; body: Uint8Array | Buffer; type?: string } | null,
  opts: { description?: string; accept?: string; origin?: string } = {},
) {
  const form = new FormData();
  if (opts.description !== undefined) form.set("description", opts.description);
  if (file)
    form.set(
      "file",
      new File([new Uint8Array(file.body)], file.name, {
        type: file.type ?? "application/octet-stream",
      }),
    );
  const headers = new Headers({
    cookie,
    origin: opts.origin ?? ORIGIN,
    accept: opts.accept ?? "application/json",
    "x-careatlas-client-ip": "203.0.113.77",
  });
  return new Request(`${ORIGIN}/api/records`, { method: "POST", body: form, headers });
}

async function call(
  fn: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
) {
  try {
    return (await fn({ ...ctx, request, params } as never)) as
      Response | { data: unknown; init?: ResponseInit };
  } catch (e) {
    return e as Response | { data: unknown; init?: ResponseInit };
  }
}

/** Status and JSON body of a route result (Response or react-router `data()`). */
async function outcome(
  r: unknown,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  if (r instanceof Response) {
    const text = await r.clone().text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status: r.status, body, headers: r.headers };
  }
  const d = r as { data: Record<string, unknown>; init?: ResponseInit | null };
  return { status: d.init?.status ?? 200, body: d.data, headers: new Headers(d.init?.headers) };
}

async function upload(
  who: keyof typeof cookies,
  name: string,
  body: Uint8Array | Buffer,
  opts: { description?: string } = {},
) {
  return outcome(
    await call(uploadAction as never, uploadRequest(cookies[who]!, { name, body }, opts)),
  );
}

async function download(who: keyof typeof cookies, id: string) {
  const r = await call(
    downloadLoader as never,
    makeRequest(`/api/records/${id}/download`, { cookie: cookies[who] }),
    { id },
  );
  if (r instanceof Response && r.status === 200) {
    return { status: 200, bytes: Buffer.from(await r.arrayBuffer()), headers: r.headers };
  }
  const o = await outcome(r);
  return { status: o.status, bytes: null, headers: o.headers };
}

async function tabPost(who: keyof typeof cookies, form: Record<string, string>) {
  return outcome(
    await call(
      tabAction as never,
      makeRequest("/dashboard/records", { method: "POST", cookie: cookies[who], form }),
    ),
  );
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}
const storedFiles = () => filesUnder(path.join(DATA_DIR, "uploads"));

async function recordCount(patientId: string) {
  const rows = await t.db
    .select({ id: medicalRecords.id })
    .from(medicalRecords)
    .where(eq(medicalRecords.patientId, patientId));
  return rows.length;
}

/* ------------------------------------------------------------------ samples */

const MARKER = "PLAINTEXT-MARKER-7f3a91";
function pdf(extra = "", size?: number): Buffer {
  const base = Buffer.from(
    `%PDF-1.4\n% ${MARKER} ${extra}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );
  if (size === undefined) return base;
  const out = Buffer.alloc(size, 0x20);
  base.copy(out, 0, 0, Math.min(base.length, size));
  return out;
}

function legacyDoc(): Buffer {
  // An OLE compound file: header (512 bytes) then a directory sector naming the
  // "Root Entry" and "WordDocument" streams (UTF-16LE), as Word 97-2003 writes it.
  const out = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(out, 0);
  out.writeUInt16LE(0x003e, 24); // minor version
  out.writeUInt16LE(0x0003, 26); // major version 3
  out.writeUInt16LE(0xfffe, 28); // little-endian
  out.writeUInt16LE(9, 30); // 512-byte sectors
  Buffer.from("Root Entry", "utf16le").copy(out, 512);
  Buffer.from("WordDocument", "utf16le").copy(out, 512 + 128);
  return out;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

function docx(): Buffer {
  return Buffer.from(
    zipSync({
      "[Content_Types].xml": strToU8(CONTENT_TYPES),
      "_rels/.rels": strToU8(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
      "word/document.xml": strToU8(
        `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${MARKER}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    }),
  );
}

/* ------------------------------------------------------------------ upload checks */

describe("upload checks (content, not name)", () => {
  it("accepts each allowed type, detected from its content", async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a7" } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#fa0" } })
      .png()
      .toBuffer();
    const cases: [string, Buffer, string, string][] = [
      ["scan.pdf", pdf(), "pdf", "application/pdf"],
      ["xray.jpg", jpeg, "jpg", "image/jpeg"],
      ["xray.JPEG", jpeg, "jpg", "image/jpeg"],
      ["chart.png", png, "png", "image/png"],
      ["letter.doc", legacyDoc(), "doc", "application/msword"],
      [
        "report.docx",
        docx(),
        "docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
    ];
    for (const [name, body, type, contentType] of cases) {
      const r = await upload("a", name, body, { description: "Sample" });
      expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(201);
      const rec = (r.body as { record: { id: string; fileType: string; byteSize: number } }).record;
      expect(rec.fileType).toBe(type);
      expect(rec.byteSize).toBe(body.length);
      const [row] = await t.db.select().from(medicalRecords).where(eq(medicalRecords.id, rec.id));
      expect(row!.contentType).toBe(contentType);
      expect(row!.description).toBe("Sample");
      expect(row!.patientId).toBe(ids.a);
    }
  });

  it("refuses executables renamed .pdf, HTML, SVG, a random zip named .docx, and mismatched extensions", async () => {
    const before = await recordCount(ids.a!);
    const filesBefore = storedFiles().length;
    const mz = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"),
      Buffer.alloc(600, 1),
    ]);
    mz.write("PE\0\0", 128, "latin1");
    mz.writeUInt32LE(128, 0x3c);
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(600, 0),
    ]);
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
    );
    const randomZip = Buffer.from(
      zipSync({ "notes.txt": strToU8("hello"), "word/other.xml": strToU8("<x/>") }),
    );
    const cases: [string, Buffer][] = [
      ["invoice.pdf", mz],
      ["invoice.pdf", elf],
      ["page.pdf", html],
      ["page.html", html],
      ["drawing.svg", svg],
      ["drawing.png", svg],
      ["report.docx", randomZip],
      ["scan.png", pdf()], // a real PDF, but named .png
      ["empty.pdf", Buffer.alloc(0)],
    ];
    for (const [name, body] of cases) {
      const r = await upload("a", name, body);
      expect([400, 415], `${name}: ${r.status} ${JSON.stringify(r.body)}`).toContain(r.status);
      expect(r.body.ok).toBe(false);
      expect(r.body.title).toBe("Upload failed");
      expect(typeof r.body.message).toBe("string");
    }
    expect(await recordCount(ids.a!)).toBe(before);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it("refuses zip bombs named .docx, also one whose entries lie about their size", async () => {
    const before = await recordCount(ids.a!);
    const filesBefore = storedFiles().length;
    // [Content_Types].xml declares its XML (about 400 bytes) and inflates to 200 MB more (a 204 KB file).
    const lying = await lyingZipBomb();
    expect(lying.length).toBeLessThan(300 * 1024);
    const honest = await honestZipBomb();
    for (const [name, body] of [
      ["discharge.docx", lying],
      ["scan-notes.docx", honest],
    ] as const) {
      const r = await upload("a", name, body);
      expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(415);
      expect(r.body.message).toMatch(/unpacks to far more data than a document holds/);
    }
    expect(await recordCount(ids.a!)).toBe(before);
    expect(storedFiles().length).toBe(filesBefore);
    // A genuine Word file built by the same code is still accepted.
    const ok = await upload("a", "letter.docx", await realDocx());
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it("accepts exactly 10 MB and refuses 10 MB + 1 byte with 413, storing nothing (no row, no file)", async () => {
    // The limit is written out here, not read from the code, so that a changed limit fails.
    const TEN_MB = 10 * 1024 * 1024;
    expect(MAX_RECORD_BYTES).toBe(TEN_MB);
    const exact = await upload("b", "big.pdf", pdf("exact", TEN_MB));
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    const before = await recordCount(ids.b!);
    const filesBefore = storedFiles();
    const over = await upload("b", "too-big.pdf", pdf("over", TEN_MB + 1));
    expect(over.status).toBe(413);
    expect(over.body.message).toBe(
      "The file is larger than 10 MB. Choose a file of 10 MB or less.",
    );
    expect(await recordCount(ids.b!)).toBe(before);
    expect(storedFiles()).toEqual(filesBefore);
    expect(filesUnder(path.join(DATA_DIR, "uploads", "tmp"))).toEqual([]);
  });

  it("keeps at most 100 records per patient: the 101st upload is refused with 409 and stores nothing", async () => {
    const email = "rec-cap@example.test";
    const id = (
      await createVerifiedUser(t.db, { email, password: PW, role: "patient", name: "Cap" })
    ).id;
    const cookie = await signInAs(email, { ip: "192.0.2.40" });
    await t.db.insert(medicalRecords).values(
      Array.from({ length: 99 }, (_, i) => ({
        patientId: id,
        fileName: `old-${i}.pdf`,
        fileType: "pdf",
        contentType: "application/pdf",
        byteSize: 10,
        storageKey: `cap-test/${id}/${i}`,
        sha256: "0".repeat(64),
      })),
    );
    const send = async () =>
      outcome(
        await call(
          uploadAction as never,
          uploadRequest(cookie, { name: "r.pdf", body: pdf("cap") }),
        ),
      );
    const hundredth = await send();
    expect(hundredth.status, JSON.stringify(hundredth.body)).toBe(201);
    expect(await recordCount(id)).toBe(100);
    const filesBefore = storedFiles();
    const over = await send();
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("You can keep up to 100 records. Delete one to upload another.");
    expect(await recordCount(id)).toBe(100);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("refuses a declared body far over the limit before reading it", async () => {
    const req = uploadRequest(cookies.b!, { name: "x.pdf", body: pdf() });
    const headers = new Headers(req.headers);
    headers.set("content-length", String(50 * 1024 * 1024));
    const r = await outcome(
      await call(
        uploadAction as never,
        new Request(req.url, { method: "POST", headers, body: await req.arrayBuffer() }),
      ),
    );
    expect(r.status).toBe(413);
  });

  it("refuses a description over 500 characters beside the field", async () => {
    const r = await upload("a", "note.pdf", pdf(), { description: "x".repeat(501) });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe("description");
  });

  it("without JavaScript (no JSON Accept) redirects back with the toast", async () => {
    const ok = await call(
      uploadAction as never,
      uploadRequest(cookies.a!, { name: "plain.pdf", body: pdf() }, { accept: "text/html" }),
    );
    expect(ok).toBeInstanceOf(Response);
    expect((ok as Response).status).toBe(302);
    expect((ok as Response).headers.get("location")).toBe("/dashboard/records");
    expect((ok as Response).headers.get("set-cookie")).toContain("careatlas_toast=");
    const bad = await call(
      uploadAction as never,
      uploadRequest(
        cookies.a!,
        { name: "evil.pdf", body: Buffer.from("<html></html>") },
        { accept: "text/html" },
      ),
    );
    expect((bad as Response).status).toBe(302);
  });

  it("refuses uploads from clinics (403), signed-out visitors (401) and other sites (403)", async () => {
    expect((await upload("clinic", "scan.pdf", pdf())).status).toBe(403);
    expect(
      (
        await outcome(
          await call(uploadAction as never, uploadRequest("", { name: "a.pdf", body: pdf() })),
        )
      ).status,
    ).toBe(401);
    const cross = await outcome(
      await call(
        uploadAction as never,
        uploadRequest(
          cookies.a!,
          { name: "a.pdf", body: pdf() },
          { origin: "https://evil.example" },
        ),
      ),
    );
    expect(cross.status).toBe(403);
  });
});

/* ------------------------------------------------------------------ encryption */

describe("encryption at rest", () => {
  it("stores the file encrypted under a random name and decrypts it on download", async () => {
    const body = docx();
    const r = await upload("a", "Encrypted report.docx", body);
    expect(r.status).toBe(201);
    const id = (r.body as { record: { id: string } }).record.id;
    const [row] = await t.db.select().from(medicalRecords).where(eq(medicalRecords.id, id));
    expect(row!.storageKey).toMatch(/^records\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(row!.storageKey).not.toContain("report");
    expect(row!.encryptionKeyId).toMatch(/^k1-[0-9a-f]{16}$/);
    const onDisk = fs.readFileSync(path.join(DATA_DIR, "uploads", ...row!.storageKey.split("/")));
    expect(onDisk.includes(Buffer.from(MARKER))).toBe(false);
    expect(onDisk.includes(body.subarray(0, 64))).toBe(false);
    expect(onDisk.subarray(0, 4).toString()).toBe("CAR1");
    expect(
      fs.statSync(path.join(DATA_DIR, "uploads", ...row!.storageKey.split("/"))).mode & 0o077,
    ).toBe(0);
    // the key file was generated once in DATA_DIR, owner-only
    expect(fs.statSync(path.join(DATA_DIR, ".records-key")).mode & 0o077).toBe(0);
    expect(
      decryptRecord(recordKeyById(row!.encryptionKeyId!)!, row!.storageKey, onDisk).equals(body),
    ).toBe(true);
    // the ciphertext is bound to its storage key
    expect(() =>
      decryptRecord(recordKeyById(row!.encryptionKeyId!)!, "records/00/other", onDisk),
    ).toThrow();

    const d = await download("a", id);
    expect(d.status).toBe(200);
    expect(d.bytes!.equals(body)).toBe(true);
    expect(d.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(d.headers.get("content-disposition")).toBe(
      `attachment; filename="Encrypted report.docx"; filename*=UTF-8''Encrypted%20report.docx`,
    );
    expect(d.headers.get("x-content-type-options")).toBe("nosniff");
    expect(d.headers.get("cache-control")).toContain("no-store");
    expect(d.headers.get("content-security-policy")).toContain("sandbox");
  });
});

/* ------------------------------------------------------------------ access matrix */

describe("access matrix", () => {
  let recordId = "";
  const body = pdf("matrix");

  beforeAll(async () => {
    const r = await upload("a", "blood-test.pdf", body, { description: "Blood test" });
    recordId = (r.body as { record: { id: string } }).record.id;
  });

  it("patient B cannot list, download, delete or share A's record", async () => {
    const list = await outcome(
      await call(listLoader as never, makeRequest("/api/records", { cookie: cookies.b })),
    );
    const ids_ = (list.body.records as { id: string }[]).map((r) => r.id);
    expect(ids_).not.toContain(recordId);
    const tab = await outcome(
      await call(tabLoader as never, makeRequest("/dashboard/records", { cookie: cookies.b })),
    );
    expect(JSON.stringify(tab.body)).not.toContain(recordId);

    expect((await download("b", recordId)).status).toBe(404);
    const del = await outcome(
      await call(
        itemAction as never,
        makeRequest(`/api/records/${recordId}`, { method: "DELETE", cookie: cookies.b }),
        { id: recordId },
      ),
    );
    expect(del.status).toBe(404);
    expect((await tabPost("b", { intent: "delete", recordId })).status).toBe(404);
    const share = await tabPost("b", { intent: "share", recordId, clinicId, consent: "on" });
    expect(share.status).toBe(404);
    expect((await tabPost("b", { intent: "revoke", recordId, clinicId })).status).toBe(404);
    expect(await recordCount(ids.a!)).toBeGreaterThan(0);
    const shares = await t.db
      .select()
      .from(recordShares)
      .where(eq(recordShares.recordId, recordId));
    expect(shares).toEqual([]);
    // malformed ids are "not found", never a 500
    expect((await download("a", "not-a-uuid")).status).toBe(404);
  });

  it("a clinic downloads only while shared; revoke ends it; every opening is logged and shown to the owner", async () => {
    expect((await download("clinic", recordId)).status).toBe(404);

    // consent is required
    const noConsent = await tabPost("a", { intent: "share", recordId, clinicId });
    expect(noConsent.status).toBe(400);
    expect((noConsent.body as { errors: { consent?: string } }).errors.consent).toBe(
      "Please confirm your consent to share this record.",
    );
    const shared = await tabPost("a", { intent: "share", recordId, clinicId, consent: "on" });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect((shared.body as { toast: { title: string } }).toast.title).toBe(
      "Record shared with Aegean Medical Hospital",
    );
    const consent = await t.db.execute(
      sql`select version, granted from consent_records where record_id = ${recordId} and clinic_id = ${clinicId}`,
    );
    expect((consent as unknown as { rows: { version: string; granted: boolean }[] }).rows).toEqual([
      { version: "2026-11-record-share-v1", granted: true },
    ]);

    const listed = await listRecordsSharedWithClinic(t.db, clinicId);
    expect(listed.map((r) => r.recordId)).toContain(recordId);
    expect(await listRecordsSharedWithClinic(t.db, clinicId, { patientId: ids.b! })).toEqual([]);

    const got = await download("clinic", recordId);
    expect(got.status).toBe(200);
    expect(got.bytes!.equals(body)).toBe(true);
    // another clinic still cannot
    expect((await download("other", recordId)).status).toBe(404);
    // the patient's own opening is logged too
    expect((await download("a", recordId)).status).toBe(200);

    const log = await listPatientAccessLog(ids.a!);
    const forRecord = log.filter((e) => e.recordId === recordId);
    expect(forRecord.map((e) => e.action)).toEqual(["download", "download", "share", "upload"]);
    const clinicOpen = forRecord[1]!;
    expect(clinicOpen).toMatchObject({
      actorRole: "clinic",
      actorName: "Dr Deniz",
      clinicName: "Aegean Medical Hospital",
      actorIsPatient: false,
      fileName: "blood-test.pdf",
    });
    const [raw] = await t.db
      .select()
      .from(recordAccessLog)
      .where(eq(recordAccessLog.action, "download"))
      .limit(1);
    expect(raw!.ipHash).toMatch(/^[0-9a-f]{32}$/);
    // B sees none of it
    expect((await listPatientAccessLog(ids.b!)).some((e) => e.recordId === recordId)).toBe(false);
    // the owner sees it on the records tab
    const tab = await outcome(
      await call(tabLoader as never, makeRequest("/dashboard/records", { cookie: cookies.a })),
    );
    const tabLog = (
      tab.body as { accessLog: { recordId: string; action: string; clinicName: string | null }[] }
    ).accessLog;
    expect(
      tabLog.some(
        (e) =>
          e.recordId === recordId &&
          e.action === "download" &&
          e.clinicName === "Aegean Medical Hospital",
      ),
    ).toBe(true);

    const revoked = await tabPost("a", { intent: "revoke", recordId, clinicId });
    expect(revoked.status).toBe(200);
    expect((await download("clinic", recordId)).status).toBe(404);
    expect(await listRecordsSharedWithClinic(t.db, clinicId)).toEqual([]);
    const after = (await listPatientAccessLog(ids.a!)).filter((e) => e.recordId === recordId);
    expect(after[0]!.action).toBe("revoke");
    // the refused attempt after revoke opened nothing, so it is not an opening
    expect(after.filter((e) => e.action === "download")).toHaveLength(2);
  });

  it("the access log is append-only", async () => {
    await expect(t.db.execute(sql`update record_access_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from record_access_log`)).rejects.toThrow();
  });

  it("the owner deletes a record: row and file gone, history kept", async () => {
    const r = await upload("a", "to-delete.pdf", pdf("delete"));
    const id = (r.body as { record: { id: string } }).record.id;
    const [row] = await t.db.select().from(medicalRecords).where(eq(medicalRecords.id, id));
    const file = path.join(DATA_DIR, "uploads", ...row!.storageKey.split("/"));
    expect(fs.existsSync(file)).toBe(true);
    const del = await outcome(
      await call(
        itemAction as never,
        makeRequest(`/api/records/${id}`, { method: "DELETE", cookie: cookies.a }),
        { id },
      ),
    );
    expect(del.status).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect(await t.db.select().from(medicalRecords).where(eq(medicalRecords.id, id))).toEqual([]);
    const log = (await listPatientAccessLog(ids.a!)).filter((e) => e.recordId === id);
    expect(log.map((e) => e.action)).toEqual(["delete", "upload"]);
    expect(log[0]!.fileName).toBeNull();
    expect((await download("a", id)).status).toBe(404);
  });
});

/* ------------------------------------------------------------------ hostile names */

describe("hostile file names", () => {
  it("keeps no path, control or bidi characters and serves a safe Content-Disposition", async () => {
    const cases: [string, string][] = [
      ["../../etc/passwd.pdf", "passwd.pdf"],
      ["..\\..\\windows\\win.ini.pdf", "win.ini.pdf"],
      ["<script>alert(1)</script>.pdf", "script>.pdf"],
      ["<img src=x onerror=alert(1)>.pdf", "<img src=x onerror=alert(1)>.pdf"],
      // FormData (like browsers) sends a double quote in a file name as %22.
      ['quote"semi;colon%20.pdf', "quote%22semi;colon%20.pdf"],
      ["report\u202Egpj.pdf", "reportgpj.pdf"],
      ["résumé 検査.pdf", "résumé 検査.pdf"],
      [".hidden.pdf", "hidden.pdf"],
    ];
    for (const [raw, stored] of cases) {
      const r = await upload("b", raw, pdf());
      expect(r.status, `${raw}: ${JSON.stringify(r.body)}`).toBe(201);
      const rec = (r.body as { record: { id: string; fileName: string } }).record;
      expect(rec.fileName).toBe(stored);
      const d = await download("b", rec.id);
      const cd = d.headers.get("content-disposition")!;
      expect(cd).toMatch(
        /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+,=:@-]*$/,
      );
      const ascii = /filename="([^"]*)"/.exec(cd)![1]!;
      expect(ascii).not.toMatch(/["\\/;%]/);
      expect(decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(cd)![1]!)).toBe(stored);
    }
    const long = await upload("b", `${"a".repeat(400)}.pdf`, pdf());
    const longName = (long.body as { record: { fileName: string } }).record.fileName;
    expect(longName.length).toBeLessThanOrEqual(180);
    expect(longName.endsWith(".pdf")).toBe(true);
  });
});
