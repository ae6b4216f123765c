import { beforeAll, describe, expect, it, vi } from "vitest";
import { ORIGIN } from "~/features/accounts/test-helpers";
import { i18nFor } from "~/i18n/catalog.server";
import { saveUserLocale } from "~/i18n/preference.server";
import { loader as inboxLoader } from "~/routes/dashboard/messages";
import { loader as threadLoader, action as threadAction } from "~/routes/dashboard/messages/thread";
import { loader as recordsLoader } from "~/routes/dashboard/records";
import { action as uploadAction } from "~/routes/resources/records";
import { signInAs } from "../../../tests/kit/auth";
import { createConversation, createPatient } from "../../../tests/kit/factories";
import { callRoute, makeRequest } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";

/**
 * Messages and medical records are account pages (decision 049): shown in the person's
 * language (users.locale), their failures and the records API's refusals too; English stays
 * the spec's words.
 */

// Files go to a private temp DATA_DIR, never the shared ./data.
vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/careatlas-records-lang-test-${process.pid}-${Date.now()}`;
});

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

type Data = { data: Record<string, unknown>; init?: ResponseInit | null };

/** A patient signed in, with `users.locale` set (null: none). */
async function patient(locale: "de" | "ar" | null) {
  const p = await createPatient(t.db, { name: "Lena Kit" });
  if (locale) await saveUserLocale(p.id, locale);
  return { ...p, cookie: await signInAs(p.email, { password: p.password }) };
}

const text = (r: unknown) => (r as Data).data.text as Record<string, string>;

describe("Messages in the person's language", () => {
  it("sends the inbox and thread texts in German and Arabic, English unchanged", async () => {
    for (const [locale, title, placeholder] of [
      ["de", "Nachrichten", "Nachricht schreiben…"],
      ["ar", "الرسائل", "اكتب رسالة…"],
      [null, "Messages", "Write a message…"],
    ] as const) {
      const p = await patient(locale);
      const r = await callRoute(
        inboxLoader,
        makeRequest("/dashboard/messages", { cookie: p.cookie }),
      );
      expect(text(r)["messages.inbox.title"]).toBe(title);
      expect(text(r)["messages.thread.placeholder"]).toBe(placeholder);
      // The clinic's name goes in the browser: the loader keeps its place.
      expect(text(r)["messages.thread.list-label"]).toContain("{name}");
    }
  });

  it("answers a refused message and the sent toast in the person's language", async () => {
    const p = await patient("de");
    const id = await createConversation(p.id, "istanbul-hair-institute");
    const path = `/dashboard/messages/${id}`;
    const page = (await callRoute(threadLoader, makeRequest(path, { cookie: p.cookie }), {
      conversationId: id,
    })) as Data;
    // The consent a patient gives to share a file is in their language.
    expect(page.data.consentText).toBe(i18nFor("de")._("records.consent"));
    expect(page.data.consentText).toMatch(/^Ich willige ein/);
    const post = (body: string) =>
      callRoute(
        threadAction,
        makeRequest(path, {
          method: "POST",
          form: { body, clientId: `lang-${Date.now()}-x` },
          cookie: p.cookie,
        }),
        { conversationId: id },
      ) as Promise<Data>;
    const empty = await post("   ");
    expect(empty.init?.status).toBe(400);
    expect(empty.data).toMatchObject({
      ok: false,
      fieldErrors: { body: "Bitte schreiben Sie eine Nachricht, bevor Sie senden." },
      toast: { title: "Nachricht konnte nicht gesendet werden" },
    });
    const sent = await post("Guten Tag, ich habe eine Frage.");
    expect(sent.data).toMatchObject({ ok: true, toast: { title: "Nachricht gesendet" } });
    // What people write stays as written.
    expect((sent.data.message as { body: string }).body).toBe("Guten Tag, ich habe eine Frage.");
  });
});

describe("Medical records in the person's language", () => {
  it("sends the Records tab's texts and consent in Arabic and German", async () => {
    const ar = await patient("ar");
    const r = (await callRoute(
      recordsLoader,
      makeRequest("/dashboard/records", { cookie: ar.cookie }),
    )) as Data;
    expect(text(r)["records.title"]).toBe("السجلات الطبية");
    expect(text(r)["records.log.title"]).toBe("سجل الوصول");
    expect(r.data.consentText).toBe(i18nFor("ar")._("records.consent"));
    const de = await patient("de");
    const g = (await callRoute(
      recordsLoader,
      makeRequest("/dashboard/records", { cookie: de.cookie }),
    )) as Data;
    expect(text(g)["records.upload.submit"]).toBe("Datei hochladen");
    // The limit is a number the loader puts in.
    expect(text(g)["records.full"]).toContain("100");
  });

  it("refuses an upload in the language of the person's account (users.locale), whatever the cookie", async () => {
    const upload = async (cookie: string, name: string, body: string | Uint8Array) => {
      const form = new FormData();
      const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
      form.set(
        "file",
        new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" }),
      );
      const request = new Request(`${ORIGIN}/api/records`, {
        method: "POST",
        body: form,
        headers: {
          cookie,
          origin: ORIGIN,
          accept: "application/json",
          "x-careatlas-client-ip": "203.0.113.78",
        },
      });
      return (await callRoute(uploadAction, request)) as Data;
    };
    const de = await patient("de");
    // Content type refused: a text file is not one of the formats.
    const refused = await upload(`${de.cookie}; lang=fr`, "notes.txt", "hello");
    expect(refused.init?.status).toBe(415);
    expect(refused.data).toMatchObject({
      ok: false,
      title: "Hochladen fehlgeschlagen",
      message: "Es können nur PDF-, JPG-, PNG-, DOC- und DOCX-Dateien hochgeladen werden.",
    });
    // A PDF name on something else: the mismatch names the type and the extension.
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const mismatch = await upload(de.cookie, "scan.pdf", new Uint8Array(png));
    expect(mismatch.data.message).toMatch(/passt nicht zu ihrer Endung \.pdf/);
    // English: the spec's words, untouched.
    const en = await patient(null);
    const english = await upload(en.cookie, "notes.txt", "hello");
    expect(english.data).toMatchObject({
      title: "Upload failed",
      message: "Only PDF, JPG, PNG, DOC and DOCX files can be uploaded.",
    });
  });
});
