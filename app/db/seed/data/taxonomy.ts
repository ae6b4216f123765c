import type { TreatmentGroupSlug, TreatmentSlug } from "../types";

export type GroupSeed = { slug: TreatmentGroupSlug; name: string; inSearchForm: boolean };
export type TreatmentSeed = {
  slug: TreatmentSlug;
  group: TreatmentGroupSlug;
  name: string;
  keywords: string[];
  inSearchForm: boolean;
};
export type AliasSeed = {
  context: "package_category" | "partner" | "medical_interest";
  label: string;
  group: TreatmentGroupSlug;
  treatment?: TreatmentSlug;
};

/** The home search form's groups, in order; Bariatric exists for packages and clinics. */
export const GROUPS: GroupSeed[] = [
  { slug: "cosmetic", name: "Cosmetic", inSearchForm: true },
  { slug: "dental", name: "Dental", inSearchForm: true },
  { slug: "hair", name: "Hair", inSearchForm: true },
  { slug: "eye", name: "Eye", inSearchForm: true },
  { slug: "fertility", name: "Fertility", inSearchForm: true },
  { slug: "general", name: "General", inSearchForm: true },
  { slug: "bariatric", name: "Bariatric", inSearchForm: false },
];

const t = (
  slug: TreatmentSlug,
  group: TreatmentGroupSlug,
  name: string,
  keywords: string[],
  inSearchForm = true,
): TreatmentSeed => ({ slug, group, name, keywords, inSearchForm });

/** Labels are exactly the spec's search form options (section 2, Home). */
export const TREATMENTS: TreatmentSeed[] = [
  t("rhinoplasty", "cosmetic", "Nose Surgery (Rhinoplasty)", ["nose job", "nose", "rhinoplasty"]),
  t("liposuction", "cosmetic", "Liposuction", ["lipo", "vaser", "body contouring"]),
  t("facelift", "cosmetic", "Facelift", ["face lift", "rhytidectomy", "facial rejuvenation"]),
  t("bbl", "cosmetic", "BBL (Brazilian Butt Lift)", ["brazilian butt lift", "buttock", "fat transfer"]),
  t("dental-implants", "dental", "Dental Implants", ["implant", "teeth", "tooth", "all-on-4"]),
  t("veneers", "dental", "Veneers", ["porcelain veneers", "zirconia", "teeth", "crowns"]),
  t("hollywood-smile", "dental", "Hollywood Smile", ["smile makeover", "veneers", "teeth whitening"]),
  t("hair-transplant", "hair", "Hair Transplant", ["fue", "dhi", "hair", "grafts", "baldness"]),
  t("beard-transplant", "hair", "Beard Transplant", ["beard", "facial hair", "moustache"]),
  t("lasik", "eye", "LASIK", ["laser eye surgery", "smile pro", "vision correction", "eye"]),
  t("cataract-surgery", "eye", "Cataract Surgery", ["cataract", "lens replacement", "eye"]),
  t("ivf", "fertility", "IVF Treatment", ["ivf", "in vitro", "fertility", "egg freezing", "icsi"]),
  t("health-checkup", "general", "Health Check-up", ["check up", "checkup", "screening", "executive health"]),
  t("orthopaedics", "general", "Orthopaedics", ["orthopedics", "knee replacement", "hip replacement", "spine"]),
  t("cardiology", "general", "Cardiology", ["heart", "cardiac", "bypass", "angiography"]),
  t("breast-augmentation", "cosmetic", "Breast Augmentation", ["breast implants", "breast lift", "boob job"], false),
  t("tummy-tuck", "cosmetic", "Tummy Tuck", ["abdominoplasty", "mommy makeover"], false),
  t("gastric-sleeve", "bariatric", "Gastric Sleeve", ["sleeve gastrectomy", "weight loss", "bariatric", "obesity"], false),
  t("gastric-bypass", "bariatric", "Gastric Bypass", ["bypass", "weight loss", "bariatric", "obesity"], false),
];

export const ALIASES: AliasSeed[] = [
  // /packages category filter
  { context: "package_category", label: "Dental", group: "dental" },
  { context: "package_category", label: "Hair Restoration", group: "hair" },
  { context: "package_category", label: "Fertility", group: "fertility" },
  { context: "package_category", label: "Plastic Surgery", group: "cosmetic" },
  { context: "package_category", label: "Bariatric", group: "bariatric" },
  { context: "package_category", label: "Eye Surgery", group: "eye" },
  { context: "package_category", label: "Health Check-up", group: "general", treatment: "health-checkup" },
  // /partner application treatments
  { context: "partner", label: "Cosmetic Surgery", group: "cosmetic" },
  { context: "partner", label: "Dental", group: "dental" },
  { context: "partner", label: "Hair Transplant", group: "hair", treatment: "hair-transplant" },
  { context: "partner", label: "Eye Surgery", group: "eye" },
  { context: "partner", label: "IVF & Fertility", group: "fertility" },
  { context: "partner", label: "General Surgery", group: "general" },
  { context: "partner", label: "Cardiology", group: "general", treatment: "cardiology" },
  { context: "partner", label: "Orthopaedics", group: "general", treatment: "orthopaedics" },
  // profile medical interest
  { context: "medical_interest", label: "Dental Treatment", group: "dental" },
  { context: "medical_interest", label: "Cosmetic Surgery", group: "cosmetic" },
  { context: "medical_interest", label: "Hair Transplant", group: "hair", treatment: "hair-transplant" },
  { context: "medical_interest", label: "IVF Treatment", group: "fertility", treatment: "ivf" },
  { context: "medical_interest", label: "Orthopedic Surgery", group: "general", treatment: "orthopaedics" },
  { context: "medical_interest", label: "Eye Surgery", group: "eye" },
  { context: "medical_interest", label: "Weight Loss Surgery", group: "bariatric" },
  { context: "medical_interest", label: "Cancer Treatment", group: "general" },
  { context: "medical_interest", label: "Other", group: "general" },
];

/** Units per 1 USD (spec section 9). */
export const EXCHANGE_RATES = [
  { currency: "USD", rate: 1 },
  { currency: "EUR", rate: 0.85 },
  { currency: "GBP", rate: 0.73 },
];
