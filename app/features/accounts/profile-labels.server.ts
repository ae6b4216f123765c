import type { I18n } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale, localeInfo } from "~/i18n/config";
import type { MessageId } from "~/i18n/message-ids";
import { homeCountryNameIn, isKnownHomeCountry } from "~/i18n/names.server";
import type { ChoiceLabels } from "./components/profile-tab";
import { MEDICAL_INTERESTS, NATIONALITIES } from "./profile-schema";

const INTEREST: Record<(typeof MEDICAL_INTERESTS)[number], MessageId> = {
  "Dental Treatment": /*i18n*/ "dashboard.profile.interest.dental",
  "Cosmetic Surgery": /*i18n*/ "dashboard.profile.interest.cosmetic",
  "Hair Transplant": /*i18n*/ "dashboard.profile.interest.hair",
  "IVF Treatment": /*i18n*/ "dashboard.profile.interest.ivf",
  "Orthopedic Surgery": /*i18n*/ "dashboard.profile.interest.orthopedic",
  "Eye Surgery": /*i18n*/ "dashboard.profile.interest.eye",
  "Weight Loss Surgery": /*i18n*/ "dashboard.profile.interest.weight",
  "Cancer Treatment": /*i18n*/ "dashboard.profile.interest.cancer",
  Other: /*i18n*/ "dashboard.profile.choice.other",
};

/**
 * The profile form's choices (stored in English, the spec's options) named in the page's
 * language: countries from Intl, treatment areas from the catalogue. English: none (the
 * options show as they are stored).
 */
export function profileChoiceLabels(locale: Locale, i18n: I18n): ChoiceLabels {
  if (locale === DEFAULT_LOCALE) return {};
  const labels: ChoiceLabels = {};
  for (const n of NATIONALITIES) {
    labels[n] = isKnownHomeCountry(n)
      ? homeCountryNameIn(locale, n)
      : i18n._(/*i18n*/ "dashboard.profile.choice.other");
  }
  for (const m of MEDICAL_INTERESTS) labels[m] = i18n._(INTEREST[m]);
  return labels;
}

/** "March 2026" in the page's language (the profile's "Member since"). */
export function monthYear(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleDateString(localeInfo(locale).intl, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
