import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { doctors } from "~/db/schema";
import { action as teamAction } from "~/routes/dashboard/team";
import { signInAs } from "./auth";
import { ORIGIN, callRoute } from "./request";

/**
 * The team form as the clinic's browser posts it for `id` (intent doctor-update): the doctor's
 * stored fields, with `change` on top (the evidence and practitioner tests, decisions 051, 062).
 */
export async function doctorForm(db: Db, id: string, change: Record<string, string> = {}) {
  const [d] = await db.select().from(doctors).where(eq(doctors.id, id));
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

/** A small valid PDF, different each call (its hash differs). */
export const evidencePdf = () =>
  Buffer.from(
    `%PDF-1.4\n% evidence ${crypto.randomUUID()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/**
 * Signed-in cookies: a user of the Istanbul Hair Institute (the owner of the evidence), one of
 * another clinic and a patient; `ip` prefix + 1, 2, 3 keeps the sign-in limits apart.
 */
export async function teamCast(db: Db, ip: string) {
  return {
    owner: await signInAs("clinic", { db, clinic: "istanbul-hair-institute", ip: `${ip}1` }),
    otherClinic: await signInAs("clinic", { db, clinic: "lara-eye-vision-center", ip: `${ip}2` }),
    patient: await signInAs("patient", { db, ip: `${ip}3` }),
  };
}

/** Posts the form to the team tab's action (`path` with a language prefix for another language). */
export function postTeam(
  form: FormData,
  cookie: string,
  opts: { path?: string; origin?: string } = {},
) {
  return callRoute(
    teamAction,
    new Request(`${ORIGIN}${opts.path ?? "/dashboard/team"}`, {
      method: "POST",
      body: form,
      headers: { cookie, origin: opts.origin ?? ORIGIN, "x-careatlas-client-ip": "192.0.2.200" },
    }),
  );
}
