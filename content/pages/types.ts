/**
 * Shared types for the static page content modules in content/pages/.
 * All strings are plain text (no HTML, no Markdown); the UI decides how to render them.
 */

export interface Stat {
  value: string;
  label: string;
}

export interface TitledText {
  title: string;
  description: string;
}

export interface LinkItem {
  label: string;
  href: string;
}

/* ---------- About ---------- */

export type ValueTitle = "Safety First" | "Global Access" | "Patient-Centered" | "Quality Assured";

export interface ValueItem {
  title: ValueTitle;
  description: string;
}

export interface AboutContent {
  title: string;
  intro: string;
  mission: { heading: string; statement: string; paragraphs: string[] };
  story: { heading: string; paragraphs: string[] };
  values: { heading: string; items: ValueItem[] };
  disclaimer: string;
}

/* ---------- How it works ---------- */

export type StepTitle = "Search" | "Compare" | "Book" | "Travel";

export interface HowItWorksStep {
  number: 1 | 2 | 3 | 4;
  title: StepTitle;
  summary: string;
  details: string[];
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export interface HowItWorksContent {
  title: string;
  intro: string;
  steps: HowItWorksStep[];
  afterBooking: { heading: string; intro: string; items: QuestionAnswer[] };
  cta: LinkItem;
  disclaimer: string;
}

/* ---------- Why trust us ---------- */

export type TrustSectionId =
  | "verified-clinics"
  | "patient-protection"
  | "transparency"
  | "human-support"
  | "trusted-by-clinics";

export interface TrustSection {
  id: TrustSectionId;
  title: string;
  summary: string;
  points: string[];
}

export interface WhyTrustUsContent {
  title: string;
  intro: string;
  sections: TrustSection[];
  safetyPromise: { heading: string; items: TitledText[] };
  links: LinkItem[];
  disclaimer: string;
}

/* ---------- Legal ---------- */

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocumentMeta {
  title: string;
  slug: "terms" | "privacy" | "cookies";
  summary: string;
}

/* ---------- Reviews ---------- */

export type ClinicName =
  | "Istanbul Hair Institute"
  | "Antalya Smile Dental"
  | "Gangnam Beauty Plastic Surgery"
  | "Bangkok Royal International Hospital"
  | "Tijuana Bariatric Institute"
  | "Caribbean Fertility Center";

export interface ReviewStory {
  name: string;
  country: string;
  treatment: string;
  clinic: ClinicName;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  story: string;
  /** ISO date, YYYY-MM-DD */
  date: string;
}

/* ---------- Team ---------- */

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Shown only if the portrait cannot be drawn. */
  initials: string;
  /** An illustrated portrait under public/ (scripts/generate-art.mjs draws it). */
  portrait: string;
  portraitAlt: string;
}

/* ---------- FAQ ---------- */

export type FaqTopic =
  | "about"
  | "booking"
  | "verification"
  | "packages"
  | "insurance"
  | "safety"
  | "companions"
  | "trust";

export interface FaqItem {
  topic: FaqTopic;
  question: string;
  answer: string;
}

/* ---------- Contact ---------- */

export type ContactChannelId = "email" | "phone" | "office" | "hq";

export interface ContactChannel {
  id: ContactChannelId;
  title: string;
  /** Main value shown prominently, e.g. the email address or phone number. */
  value: string;
  /** Supporting lines, e.g. opening hours or address lines. */
  lines: string[];
  /** Optional link target (mailto:, tel:). Absent for addresses and coming-soon items. */
  href?: string;
  status: "available" | "coming-soon";
}

export interface ContactPanelContent {
  heading: string;
  intro: string;
  channels: ContactChannel[];
  urgentNote: { title: string; text: string };
}
