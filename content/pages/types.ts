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

/** Stable id of a value (the page keys its icon by it; the title is translated). */
export type ValueId = "safety" | "access" | "patient" | "quality";

export interface ValueItem {
  id: ValueId;
  title: string;
  description: string;
}

export interface AboutContent {
  title: string;
  intro: string;
  mission: { heading: string; statement: string; paragraphs: string[] };
  story: { heading: string; paragraphs: string[] };
  values: { heading: string; items: ValueItem[] };
  disclaimer: string;
  /** The page's other texts (eyebrows, links, call to action). */
  ui: {
    valuesEyebrow: string;
    statsTitle: string;
    teamLink: string;
    trustLink: string;
    ctaTitle: string;
    ctaText: string;
    ctaFind: string;
    ctaContact: string;
  };
}

/* ---------- How it works ---------- */

/** Stable id of a step (the page keys its icon by it; the title is translated). */
export type StepId = "search" | "compare" | "book" | "travel";

export interface HowItWorksStep {
  number: 1 | 2 | 3 | 4;
  id: StepId;
  title: string;
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
  ui: {
    eyebrow: string;
    stepsNav: string;
    stepsLabel: string;
    /** "Step {number}" */
    step: string;
    afterEyebrow: string;
    readyTitle: string;
    readyText: string;
    readFaq: string;
  };
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
  ui: { eyebrow: string; onThisPage: string; nextTitle: string; nextText: string };
}

/* ---------- Legal ---------- */

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export type LegalSlug = "terms" | "privacy" | "cookies";

export interface LegalDocumentMeta {
  title: string;
  slug: LegalSlug;
  summary: string;
}

/** The texts around every legal document, and the documents' names (linked where a text names one). */
export interface LegalUi {
  eyebrow: string;
  effectiveDate: string;
  contents: string;
  otherPolicies: string;
  contact: string;
  /** A translation's notice that the English version prevails (absent in English). */
  notice?: string;
}

export interface LegalContent {
  documents: Record<LegalSlug, LegalDocumentMeta>;
  terms: LegalSection[];
  privacy: LegalSection[];
  cookies: LegalSection[];
  ui: LegalUi;
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

export interface ReviewsContent {
  title: string;
  intro: string;
  disclaimer: string;
  /** Country and treatment per story, in the page's language (the quotes stay as written). */
  stories: ReviewStory[];
  ui: {
    eyebrow: string;
    statsTitle: string;
    storiesTitle: string;
    /** Above the stories on a translated page: they are quoted in the language written in. */
    quotesNote?: string;
    /** "{treatment} at {clinic}" */
    treatmentAt: string;
    completed: string;
    ctaTitle: string;
    ctaText: string;
    ctaFind: string;
    ctaBrowse: string;
  };
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

export interface TeamContent {
  title: string;
  intro: string;
  members: TeamMember[];
  ui: {
    eyebrow: string;
    membersLabel: string;
    ctaTitle: string;
    ctaText: string;
    ctaContact: string;
    ctaAbout: string;
  };
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

export interface FaqContent {
  title: string;
  intro: string;
  items: FaqItem[];
  ui: {
    eyebrow: string;
    listTitle: string;
    stillTitle: string;
    stillText: string;
    contact: string;
    /** "Want the detail? Read {how} and {trust}." */
    detail: string;
    how: string;
    trust: string;
  };
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
  ui: { comingSoon: string; quickAnswer: string; readFaq: string };
}
