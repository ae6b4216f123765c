import type { LinkItem, TitledText, TrustSection, WhyTrustUsContent } from "./types";

/** Content for /why-trust-us. Plain text only. */

export const TRUST_SECTIONS: TrustSection[] = [
  {
    id: "verified-clinics",
    title: "Verified clinics",
    summary:
      "Every clinic on CareAtlas is checked by a person on our team before it is listed, not approved automatically.",
    points: [
      "Manual verification of each clinic's operating licence and registration with the national health authority.",
      "Checks on doctors' qualifications and specialist registration for the treatments a clinic offers.",
      "JCI-accredited partners and other recognised accreditations, confirmed with the accrediting body rather than taken from a logo.",
      "Listings are reviewed again when documents expire or patient feedback raises a concern.",
    ],
  },
  {
    id: "patient-protection",
    title: "Patient protection",
    summary: "Your money and your personal information are handled with care from the first click.",
    points: [
      "Secure card payment through an established card payment provider; we never store your full card details.",
      "Deposit protection: your deposit is protected until the clinic confirms your appointment, and refunded in full if it cannot.",
      "Medical records are stored encrypted and shared with a clinic only when you give explicit consent for that clinic.",
      "Your data is never sold, and you can download it or delete your account at any time.",
    ],
  },
  {
    id: "transparency",
    title: "Transparency",
    summary: "Clear prices and honest reviews, so you can compare like with like.",
    points: [
      "Itemised quotes that show what is included, such as treatment, hotel nights, transfers and aftercare.",
      "Clear notes on what is not included, such as flights, visas and insurance.",
      "Verified reviews only from patients with completed bookings.",
      "Clinics cannot pay to hide, edit or remove a review.",
    ],
  },
  {
    id: "human-support",
    title: "Human support",
    summary: "Real people, ready to help, whatever the time zone.",
    points: [
      "24/7 support by email or chat, before, during and after your trip.",
      "Email replies within 24-48 hours; put URGENT in your subject line if you need help quickly.",
      "Help preparing questions for clinics, understanding quotes and planning your dates.",
      "A team that includes people with backgrounds in nursing, patient coordination and hospital quality.",
    ],
  },
  {
    id: "trusted-by-clinics",
    title: "Trusted by clinics",
    summary:
      "Good clinics want informed patients. Our partners choose CareAtlas because we bring them people who have done their homework.",
    points: [
      "Clinics apply through our partner programme and are listed only after verification.",
      "Partner clinics in Turkey, South Korea, Thailand and Mexico, from specialist clinics to international hospitals.",
      "Partners agree to give clear, itemised information and to respond to patient messages promptly.",
    ],
  },
];

export const SAFETY_PROMISE: TitledText[] = [
  {
    title: "Verified before listing",
    description: "No clinic appears on CareAtlas until our team has checked it.",
  },
  {
    title: "Protected deposits",
    description: "Your deposit is protected until your appointment is confirmed.",
  },
  {
    title: "Honest reviews",
    description: "Reviews come only from patients with completed bookings.",
  },
  {
    title: "Support around the clock",
    description: "Reach us 24/7 by email or chat.",
  },
];

export const WHY_TRUST_US_LINKS: LinkItem[] = [
  { label: "Explore Destinations", href: "/destinations" },
  { label: "Browse Packages", href: "/packages" },
];

export const WHY_TRUST_US: WhyTrustUsContent = {
  title: "Why trust CareAtlas",
  intro:
    "Travelling for treatment is a big decision. Here is what we do to earn your trust, and what we ask of the clinics we work with.",
  sections: TRUST_SECTIONS,
  safetyPromise: { heading: "Our safety promise", items: SAFETY_PROMISE },
  links: WHY_TRUST_US_LINKS,
  disclaimer:
    "Verification reduces risk but cannot remove it. CareAtlas does not give medical advice, bookings are made directly with our clinic partners, and CareAtlas is not responsible for treatment outcomes.",
  ui: {
    eyebrow: "Trust and safety",
    onThisPage: "On this page",
    nextTitle: "See it for yourself",
    nextText:
      "Explore destinations and all-inclusive packages from clinics that have passed our checks.",
  },
};
