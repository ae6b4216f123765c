import type { TreatmentGroupSlug, TreatmentSlug } from "./types";

/**
 * Which generated picture set (scripts/generate-art.mjs) shows each treatment. Chosen per
 * treatment, not per group: the cosmetic group holds both face and body procedures, and a
 * liposuction package drawn as a nose profile misleads.
 */
const TREATMENT_ART: Record<TreatmentSlug, TreatmentGroupSlug | "body"> = {
  rhinoplasty: "cosmetic",
  facelift: "cosmetic",
  liposuction: "body",
  bbl: "body",
  "tummy-tuck": "body",
  "breast-augmentation": "body",
  "dental-implants": "dental",
  veneers: "dental",
  "hollywood-smile": "dental",
  "hair-transplant": "hair",
  "beard-transplant": "hair",
  lasik: "eye",
  "cataract-surgery": "eye",
  ivf: "fertility",
  "health-checkup": "general",
  orthopaedics: "general",
  cardiology: "general",
  "gastric-sleeve": "bariatric",
  "gastric-bypass": "bariatric",
};

/** Before/after pairs exist for a few single procedures as well as for each picture set. */
const BEFORE_AFTER_ART: Partial<Record<TreatmentSlug, string>> = {
  "beard-transplant": "beard",
  facelift: "facelift",
};

/** The two treatment illustrations of a package (a treatment without its own set: general). */
export function treatmentImages(treatment: TreatmentSlug | (string & {})): string[] {
  const art = TREATMENT_ART[treatment as TreatmentSlug] ?? "general";
  return [`/images/treatments/${art}-1.svg`, `/images/treatments/${art}-2.svg`];
}

/**
 * The pictures a package is shown with, everywhere (cards, compare, favourites, its gallery):
 * its own photos, or, when its clinic has uploaded none, its treatment's illustrations. A card
 * shows the first.
 */
export function packagePictures(images: readonly string[] | null, treatment: string): string[] {
  return images?.length ? [...images] : treatmentImages(treatment);
}

/** A clinic without photos yet: the neutral clinic tile (search shows the same emblem). */
export const CLINIC_PLACEHOLDER = "/images/clinics/placeholder.svg";

export function beforeAfterImages(treatment: TreatmentSlug): {
  beforeImage: string;
  afterImage: string;
} {
  const art = BEFORE_AFTER_ART[treatment] ?? TREATMENT_ART[treatment];
  return {
    beforeImage: `/images/before-after/${art}-before.svg`,
    afterImage: `/images/before-after/${art}-after.svg`,
  };
}
