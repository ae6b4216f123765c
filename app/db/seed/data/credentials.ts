/**
 * Practitioners' regulators, board certifications and declared volumes, which of them an
 * admin has verified (and when), and the clinics' licences and accreditations (issue 16,
 * docs/decisions/051). The dates below are written as of SEED_REFERENCE_DAY; the seed moves
 * them by the whole days between that day and the day it runs (decision 058), so a fresh
 * install shows checks made in the last three months and documents ending months ahead, and
 * the same seeding day always gives the same rows. Sample data: numbers look like real ones
 * but are not.
 */

/** The issuing body, by the prefix of the sample licence number. */
export const REGULATOR_BY_PREFIX: Record<string, string> = {
  "TR-TTB": "Turkish Medical Association (TTB) / Ministry of Health of Türkiye",
  "TR-TDB": "Turkish Dental Association (TDB) / Ministry of Health of Türkiye",
  "KR-MOHW": "Ministry of Health and Welfare (Republic of Korea)",
  "TH-TMC": "Medical Council of Thailand",
  "TH-TDC": "Dental Council of Thailand",
  "MX-SEP": "Secretaría de Educación Pública — cédula profesional (Mexico)",
};

export function regulatorFor(licenseNumber: string): string | null {
  const prefix = Object.keys(REGULATOR_BY_PREFIX).find((p) => licenseNumber.startsWith(`${p}-`));
  return prefix ? REGULATOR_BY_PREFIX[prefix] : null;
}

export type DoctorCredentialSeed = {
  boardCertification?: string;
  /** Declared by the clinic: procedure name → count per year. */
  proceduresPerYear?: Record<string, number>;
  /** ISO date of the admin's check against the official register (absent: not yet verified). */
  verifiedOn?: string;
  /** ISO date: the licence's own expiry, when it has one. */
  licenceExpiresOn?: string;
};

/** Doctors not listed here (and the dentists, whose registers have no public link in the
 * sample data) stay 'unverified': the public page says "Not yet verified". */
export const DOCTOR_CREDENTIALS: Record<string, DoctorCredentialSeed> = {
  "dr-mehmet-yilmaz": {
    boardCertification: "Turkish Board of Dermatology",
    proceduresPerYear: { "Hair Transplant": 240, "Beard Transplant": 45 },
    verifiedOn: "2026-10-06",
  },
  "dr-selin-aydin": {
    proceduresPerYear: { "Hair Transplant": 150, "Beard Transplant": 60 },
  },
  "dr-burak-demir": {
    boardCertification: "Turkish Board of Plastic, Reconstructive and Aesthetic Surgery",
    proceduresPerYear: { "Nose Surgery (Rhinoplasty)": 180, Facelift: 40 },
    verifiedOn: "2026-09-22",
  },
  "dr-zeynep-arslan": {
    boardCertification: "Turkish Board of Plastic, Reconstructive and Aesthetic Surgery",
    proceduresPerYear: { "Breast Augmentation": 120, "Tummy Tuck": 70, Liposuction: 90 },
    verifiedOn: "2026-09-22",
  },
  "dr-emre-sahin": { proceduresPerYear: { "Hair Transplant": 160 } },
  "dr-kemal-dogan": {
    boardCertification: "Turkish Board of Ophthalmology",
    proceduresPerYear: { LASIK: 900, "Cataract Surgery": 450 },
    verifiedOn: "2026-10-14",
  },
  "dr-ayse-celik": {
    boardCertification: "Turkish Board of Obstetrics and Gynaecology",
    proceduresPerYear: { "IVF Treatment": 320 },
    verifiedOn: "2026-10-20",
  },
  "dr-murat-aksoy": {
    boardCertification: "Turkish Board of Orthopaedics and Traumatology",
    proceduresPerYear: { Orthopaedics: 260 },
    verifiedOn: "2026-08-31",
  },
  "dr-ebru-koc": {
    boardCertification: "Turkish Board of Cardiology",
    verifiedOn: "2026-08-31",
  },
  "dr-serkan-erdem": {
    boardCertification: "Turkish Board of General Surgery",
    proceduresPerYear: { "Gastric Sleeve": 210 },
    verifiedOn: "2026-08-31",
  },
  "dr-onur-tekin": {
    proceduresPerYear: { "Hair Transplant": 130 },
    verifiedOn: "2026-11-03",
  },
  "dr-kim-min-jun": {
    boardCertification: "Korean Board of Plastic Surgery",
    proceduresPerYear: { "Nose Surgery (Rhinoplasty)": 300 },
    verifiedOn: "2026-10-09",
  },
  "dr-lee-seo-yeon": {
    boardCertification: "Korean Board of Plastic Surgery",
    proceduresPerYear: { Facelift: 110 },
    verifiedOn: "2026-10-09",
  },
  "dr-park-ji-hoon": {
    boardCertification: "Korean Board of Ophthalmology",
    proceduresPerYear: { LASIK: 1200 },
    verifiedOn: "2026-09-15",
  },
  "dr-choi-yoon-ah": { boardCertification: "Korean Board of Ophthalmology" },
  "dr-somchai-wongsawat": {
    boardCertification: "Royal College of Orthopaedic Surgeons of Thailand",
    proceduresPerYear: { Orthopaedics: 280 },
    verifiedOn: "2026-09-29",
  },
  "dr-pimchanok-srisuk": {
    boardCertification: "Royal College of Physicians of Thailand (Cardiology)",
    verifiedOn: "2026-09-29",
  },
  "dr-anan-rattanakorn": {
    boardCertification: "Royal College of Surgeons of Thailand",
    proceduresPerYear: { "Gastric Sleeve": 150, "Gastric Bypass": 60 },
    verifiedOn: "2026-09-29",
  },
  "dr-kanokwan-chaiyaporn": {
    boardCertification: "Royal Thai College of Obstetricians and Gynaecologists",
    proceduresPerYear: { "IVF Treatment": 280 },
    verifiedOn: "2026-10-27",
  },
  "dr-prasert-kittisak": {
    boardCertification: "Society of Plastic and Reconstructive Surgeons of Thailand",
    proceduresPerYear: { Liposuction: 140, "Nose Surgery (Rhinoplasty)": 90 },
    verifiedOn: "2026-11-10",
  },
  "dr-alejandro-ramirez": {
    boardCertification: "Consejo Mexicano de Cirugía General",
    proceduresPerYear: { "Gastric Sleeve": 380, "Gastric Bypass": 90 },
    verifiedOn: "2026-10-01",
  },
  "dr-mariana-gutierrez": { boardCertification: "Consejo Mexicano de Cirugía General" },
  "dr-sofia-hernandez": {
    boardCertification: "Consejo Mexicano de Rehabilitación Oral y Maxilofacial",
    verifiedOn: "2026-10-16",
  },
  "dr-javier-morales": {
    boardCertification: "Consejo Mexicano de Cirugía Oral y Maxilofacial",
    proceduresPerYear: { "Dental Implants": 520 },
    verifiedOn: "2026-10-16",
  },
  "dr-valeria-castillo": {
    boardCertification: "Consejo Mexicano de Cirugía Plástica, Estética y Reconstructiva",
    proceduresPerYear: { "BBL (Brazilian Butt Lift)": 160, Liposuction: 210, "Tummy Tuck": 90 },
    verifiedOn: "2026-11-05",
  },
  "dr-ricardo-navarro": {
    boardCertification: "Consejo Mexicano de Cirugía Plástica, Estética y Reconstructiva",
  },
  "dr-lucia-torres": {
    boardCertification: "Consejo Mexicano de Ginecología y Obstetricia",
    proceduresPerYear: { "IVF Treatment": 240 },
    verifiedOn: "2026-10-23",
  },
};

export type ClinicCredentialSeed = {
  clinicSlug: string;
  key: string; // unique per clinic (seed id)
  kind: "health_tourism_authorisation" | "clinic_licence" | "accreditation" | "insurance";
  /** For insurance: the insurer; `issuer` then says what it covers. */
  name: string;
  issuer: string;
  number: string;
  expiresOn: string | null;
  verifiedOn?: string;
};

export const CLINIC_CREDENTIALS: ClinicCredentialSeed[] = [
  {
    clinicSlug: "bosphorus-aesthetic-hospital",
    key: "licence",
    kind: "clinic_licence",
    name: "Private hospital operating licence",
    issuer: "Ministry of Health of Türkiye",
    number: "TR-SB-34-1187",
    expiresOn: null,
    verifiedOn: "2026-09-22",
  },
  {
    clinicSlug: "bosphorus-aesthetic-hospital",
    key: "htu",
    kind: "health_tourism_authorisation",
    name: "International Health Tourism Authorisation Certificate",
    issuer: "Ministry of Health of Türkiye",
    number: "TR-USHAS-2019-0412",
    expiresOn: "2028-03-31",
    verifiedOn: "2026-09-22",
  },
  {
    clinicSlug: "bosphorus-aesthetic-hospital",
    key: "jci",
    kind: "accreditation",
    name: "JCI accreditation",
    issuer: "Joint Commission International",
    number: "JCI-TR-0871",
    expiresOn: "2027-06-30",
    verifiedOn: "2026-09-22",
  },
  {
    clinicSlug: "bosphorus-aesthetic-hospital",
    key: "insurance",
    kind: "insurance",
    name: "Anadolu Sigorta",
    issuer: "Medical malpractice liability",
    number: "AS-MM-2026-558013",
    expiresOn: "2027-02-28",
  },
  {
    clinicSlug: "bangkok-royal-international-hospital",
    key: "licence",
    kind: "clinic_licence",
    name: "Private hospital licence",
    issuer: "Department of Health Service Support, Ministry of Public Health",
    number: "TH-HSS-10-2231",
    expiresOn: "2027-12-31",
    verifiedOn: "2026-09-29",
  },
  {
    clinicSlug: "bangkok-royal-international-hospital",
    key: "jci",
    kind: "accreditation",
    name: "JCI accreditation",
    issuer: "Joint Commission International",
    number: "JCI-TH-0214",
    expiresOn: "2028-05-31",
    verifiedOn: "2026-09-29",
  },
  {
    clinicSlug: "tijuana-bariatric-institute",
    key: "licence",
    kind: "clinic_licence",
    name: "Aviso de funcionamiento / licencia sanitaria",
    issuer: "COFEPRIS",
    number: "MX-COFEPRIS-02-0045871",
    expiresOn: null,
    verifiedOn: "2026-10-01",
  },
  {
    clinicSlug: "tijuana-bariatric-institute",
    key: "insurance",
    kind: "insurance",
    name: "Seguros Monterrey",
    issuer: "Complication cover for patients",
    number: "SM-CX-2026-77410",
    expiresOn: "2027-09-30",
  },
];

/** The day the sample dates in this file are written for. */
export const SEED_REFERENCE_DAY = "2026-11-15";
const DAY_MS = 86_400_000;

/** Whole days from SEED_REFERENCE_DAY to the UTC day of `at` (negative before it). */
export function seedDayShift(at: Date): number {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return Math.round((day - Date.parse(`${SEED_REFERENCE_DAY}T00:00:00Z`)) / DAY_MS);
}

/** `isoDay` (YYYY-MM-DD) moved by `days`. */
export function shiftDay(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** When a check made on `verifiedOn` stops counting: 12 months later, or the document's own
 * expiry if sooner (the rule of docs/decisions/051). */
export function seededVerificationExpiry(verifiedOn: string, expiresOn: string | null): Date {
  const verified = new Date(`${verifiedOn}T10:00:00Z`);
  const year = new Date(verified);
  year.setUTCFullYear(year.getUTCFullYear() + 1);
  if (!expiresOn) return year;
  const own = new Date(`${expiresOn}T00:00:00Z`);
  return own < year ? own : year;
}
