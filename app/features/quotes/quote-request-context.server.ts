import { cityIn, countryIn, placeIn } from "~/i18n/catalogue-names.server";
import { localeInfo, type Locale } from "~/i18n/config";
import { treatmentNameIn } from "~/i18n/names.server";
import type { QuoteRequestValues } from "./components/quote-request-form";
import { MAX_CLINICS_PER_REQUEST } from "./quote-schema";
import {
  type ClinicOption,
  findClinicsBySlugs,
  findPackageBySlug,
  listClinicOptions,
  listPatientRecordOptions,
  listTreatmentNames,
} from "./quotes.server";

/** A clinic as the form lists it: its city and country in the page's language, and both as one place. */
export type ShownClinic = ClinicOption & { place: string };

function shown(locale: Locale, { slug, name, city, country }: ClinicOption): ShownClinic {
  const [c, k] = [cityIn(locale, city), countryIn(locale, country)];
  return { slug, name, city: c, country: k, place: placeIn(locale, c, k) };
}

/**
 * What the quote-request form shows around its values, in the page's language: the chosen
 * clinics and the pickers' options (catalogue places and treatment names named as the page's
 * language names them; the values sent stay the slugs, and a treatment as typed).
 */
export async function formContext(
  values: QuoteRequestValues,
  userId: string | null,
  locale: Locale,
) {
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
    selected: found.slice(0, MAX_CLINICS_PER_REQUEST).map((c) => shown(locale, c)),
    dropped: Math.max(0, found.length - MAX_CLINICS_PER_REQUEST),
    specialty: found.length === 1 ? found[0]!.specialty : "",
    options: options.map((o) => shown(locale, o)),
    treatments: treatments
      .map((t) => treatmentNameIn(locale, t))
      .sort(new Intl.Collator(localeInfo(locale).intl).compare),
    records,
  };
}

/** The clinics a failed submit named, so the form shows what was sent (at most 5). */
export async function selectedOf(values: QuoteRequestValues, locale: Locale) {
  const found = await findClinicsBySlugs(values.clinics.slice(0, 20));
  return found.map((c) => shown(locale, c));
}
