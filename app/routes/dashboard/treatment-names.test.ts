import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clinics } from "~/db/schema";
import { addFavorite } from "~/features/favorites/favorites.server";
import { saveUserLocale } from "~/i18n/preference.server";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider } from "~/services/payments/test-provider.server";
import { signInAs } from "../../../tests/kit/auth";
import {
  createBooking,
  createClinicUser,
  createPatient,
  createQuote,
  createRequestTarget,
} from "../../../tests/kit/factories";
import { callRoute, makeRequest } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { loader as bookingsLoader } from "./bookings";
import { loader as favoritesLoader } from "./favorites";
import { loader as profileLoader } from "./profile/index";
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
  setPaymentProvider(createTestProvider());
});

type Loaded<T> = { data: T };

/** A seeded clinic's id, by its slug. */
async function clinicIdOf(slug: string): Promise<string> {
  const [row] = await t.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, slug));
  return row!.id;
}

describe("treatment names on the dashboards", () => {
  it("are German on a German patient's quotes and Turkish on a Turkish clinic's requests", async () => {
    const patient = await createPatient(t.db);
    await saveUserLocale(patient.id, "de");
    const clinic = { id: await clinicIdOf(CLINIC) };
    await createRequestTarget(t.db, { patientId: patient.id, clinics: [CLINIC] });
    await createQuote(t.db, {
      patientId: patient.id,
      clinicId: clinic.id,
      treatment: "Hair Transplant",
    });
    await createQuote(t.db, {
      patientId: patient.id,
      clinicId: clinic.id,
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

type Place = { city: string; country: string };

describe("places and amounts on the dashboards", () => {
  it("are written the reader's way: a German patient's quotes, bookings and favourites, a Turkish clinic's card", async () => {
    const patient = await createPatient(t.db);
    await saveUserLocale(patient.id, "de");
    const clinic = { id: await clinicIdOf(CLINIC) };
    await createQuote(t.db, { patientId: patient.id, clinicId: clinic.id, amountMinor: 140100 });
    await createBooking({ patientId: patient.id });
    const hair = await clinicIdOf("istanbul-hair-institute");
    expect((await addFavorite(patient.id, `clinic:${hair}`)).ok).toBe(true);
    const cookie = await signInAs(patient.email, { password: patient.password });
    const load = async <T>(loader: unknown, path: string, c = cookie) =>
      ((await callRoute(loader as never, makeRequest(path, { cookie: c }))) as Loaded<T>).data;

    const quotes = await load<{ quotes: (Place & { texts: { accept: string } })[] }>(
      quotesLoader,
      "/dashboard/quotes",
    );
    expect(quotes.quotes[0]).toMatchObject({ city: "Antalya", country: "Türkei" });
    // "Accept the 1.401 € quote from …": the amount as German writes it.
    expect(quotes.quotes[0]!.texts.accept).toMatch(/über 1\.401\s€/);
    const bookings = await load<{ bookings: Place[] }>(bookingsLoader, "/dashboard/bookings");
    expect(bookings.bookings[0]).toMatchObject({ country: "Türkei" });
    const favorites = await load<{ favorites: Place[] }>(favoritesLoader, "/dashboard/favorites");
    expect(favorites.favorites[0]).toMatchObject({ city: "Istanbul", country: "Türkei" });

    const desk = await createClinicUser(t.db, { clinic: "istanbul-hair-institute" });
    await saveUserLocale(desk.id, "tr");
    const deskCookie = await signInAs(desk.email, { password: desk.password });
    const profile = await load<{ clinic: Place }>(profileLoader, "/dashboard/profile", deskCookie);
    expect(profile.clinic).toMatchObject({ city: "İstanbul", country: "Türkiye" });
  });
});
