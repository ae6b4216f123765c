import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clinics } from "~/db/schema";
import { saveUserLocale } from "~/i18n/preference.server";
import { signInAs } from "../../../tests/kit/auth";
import {
  createClinicUser,
  createPatient,
  createQuote,
  createRequestTarget,
} from "../../../tests/kit/factories";
import { callRoute, makeRequest } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { loader as quotesLoader } from "./quotes";
import { loader as requestsLoader } from "./requests/index";

/**
 * Treatments are stored as people wrote them, in English ("Rhinoplasty"); the dashboards name
 * them in the reader's language through the catalogue (session 20: they were English in every
 * language). What is not a catalogue treatment stays as written.
 */
const CLINIC = "lara-eye-vision-center";
let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

type Loaded<T> = { data: T };

describe("treatment names on the dashboards", () => {
  it("are German on a German patient's quotes and Turkish on a Turkish clinic's requests", async () => {
    const patient = await createPatient(t.db);
    await saveUserLocale(patient.id, "de");
    const [clinic] = await t.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(eq(clinics.slug, CLINIC));
    await createRequestTarget(t.db, { patientId: patient.id, clinics: [CLINIC] });
    await createQuote(t.db, {
      patientId: patient.id,
      clinicId: clinic!.id,
      treatment: "Hair Transplant",
    });
    await createQuote(t.db, {
      patientId: patient.id,
      clinicId: clinic!.id,
      treatment: "Custom smile design",
    });
    const cookie = await signInAs(patient.email, { password: patient.password });
    const mine = (await callRoute(
      quotesLoader as never,
      makeRequest("/dashboard/quotes", { cookie }),
    )) as Loaded<{ requests: { treatment: string }[]; quotes: { treatment: string }[] }>;
    expect(mine.data.requests.map((r) => r.treatment)).toEqual(["Nasenkorrektur (Rhinoplastik)"]);
    expect(mine.data.quotes.map((q) => q.treatment).sort()).toEqual([
      "Custom smile design",
      "Haartransplantation",
    ]);

    const desk = await createClinicUser(t.db, { clinic: CLINIC });
    await saveUserLocale(desk.id, "tr");
    const clinicCookie = await signInAs(desk.email, { password: desk.password });
    const theirs = (await callRoute(
      requestsLoader as never,
      makeRequest("/dashboard/requests", { cookie: clinicCookie }),
    )) as Loaded<{ requests: { treatment: string; patientId?: string }[] }>;
    expect(theirs.data.requests.map((r) => r.treatment)).toContain("Burun estetiği (rinoplasti)");
    expect(theirs.data.requests.map((r) => r.treatment)).not.toContain("Rhinoplasty");
  });
});
