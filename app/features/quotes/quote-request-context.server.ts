import type { QuoteRequestValues } from "./components/quote-request-form";
import { MAX_CLINICS_PER_REQUEST } from "./quote-schema";
import {
  findClinicsBySlugs,
  findPackageBySlug,
  listClinicOptions,
  listPatientRecordOptions,
  listTreatmentNames,
} from "./quotes.server";

/** What the quote-request form shows around its values: the chosen clinics and the pickers' options. */
export async function formContext(values: QuoteRequestValues, userId: string | null) {
  const pkg = values.package ? await findPackageBySlug(values.package) : null;
  const slugs = [...new Set([...values.clinics, ...(pkg ? [pkg.clinicSlug] : [])])];
  const [found, options, treatments, records] = await Promise.all([
    findClinicsBySlugs(slugs),
    listClinicOptions(),
    listTreatmentNames(),
    userId ? listPatientRecordOptions(userId) : Promise.resolve([]),
  ]);
  return {
    pkg,
    selected: found
      .slice(0, MAX_CLINICS_PER_REQUEST)
      .map(({ slug, name, city, country }) => ({ slug, name, city, country })),
    dropped: Math.max(0, found.length - MAX_CLINICS_PER_REQUEST),
    specialty: found.length === 1 ? found[0]!.specialty : "",
    options,
    treatments,
    records,
  };
}

/** The clinics a failed submit named, so the form shows what was sent (at most 5). */
export async function selectedOf(values: QuoteRequestValues) {
  const found = await findClinicsBySlugs(values.clinics.slice(0, 20));
  return found.map(({ slug, name, city, country }) => ({ slug, name, city, country }));
}
