import type { FaqContent, FaqItem } from "./types";

/** Content for /faq (single-open accordion). Plain text only. Exactly 8 items, in this order. */

export const FAQ_INTRO = {
  title: "Frequently Asked Questions",
  intro:
    "Straight answers to the questions patients ask us most. If yours is not here, our support team is available 24/7 by email or chat.",
} as const;

export const FAQ_ITEMS: FaqItem[] = [
  {
    topic: "about",
    question: "What is CareAtlas?",
    answer:
      "CareAtlas is a comparison and booking platform for people considering treatment abroad. You can compare verified clinics, doctors and all-inclusive packages in Turkey, South Korea, Thailand and Mexico, read reviews from patients with completed bookings, request quotes and message clinics. Once you have an account, your bookings, quotes, messages and medical records are kept together in one dashboard. We are not a clinic or a healthcare provider, and we do not give medical advice. Our role is to help you find trustworthy information and make arrangements, so that you can make decisions with a qualified clinician.",
  },
  {
    topic: "booking",
    question: "How does booking work?",
    answer:
      "Choose a package or clinic, check what is included, and book online with secure card payment through our payment provider. You pay a deposit, which is protected until the clinic confirms your appointment. Your booking is made directly with the clinic partner, and it appears in your dashboard as pending until the clinic has reviewed your details and confirmed a date. If the clinic cannot confirm, your deposit is refunded in full. Package payments are processed in US dollars, and the final amount is always shown at checkout before you pay.",
  },
  {
    topic: "verification",
    question: "How are clinics verified?",
    answer:
      "Every clinic is checked manually by our verification team before it is listed. We confirm its operating licence with the national health authority, check the qualifications and registration of its doctors, and confirm accreditations, such as JCI, with the accrediting body itself. We also look at how the clinic handles consent, emergencies and aftercare. Listings are reviewed again when documents expire or patient feedback raises a concern. Verification lowers risk, but no check can remove it completely, so we still encourage you to ask clinics your own questions.",
  },
  {
    topic: "packages",
    question: "What do packages include?",
    answer:
      "It depends on the package, and each one lists its inclusions clearly. Most include the treatment itself, hotel accommodation, airport transfers and aftercare, and many also include consultations, tests, medicines and follow-up appointments. Flights, visas, travel insurance, extra hotel nights and most meals are usually not included. A clinic may need to assess you in person before confirming the final plan; if that changes the price, it should explain why in writing. If anything in a package or quote is unclear, ask the clinic or our support team before you book.",
  },
  {
    topic: "insurance",
    question: "Do I need insurance?",
    answer:
      "We strongly recommend travel insurance that covers treatment abroad, because many standard travel policies exclude planned medical procedures. Through an insurance partner, CareAtlas offers optional travel-medical insurance starting from 29 euro, with options that can include cover for medical complications and for trip cancellation or delay. The insurance is provided by the partner, not by CareAtlas, so please read the policy wording carefully to check what is covered and what is excluded. You are also welcome to arrange your own cover elsewhere.",
  },
  {
    topic: "safety",
    question: "Is medical treatment abroad safe?",
    answer:
      "Many patients are treated abroad safely every year, but every treatment carries risks, wherever it takes place, and nobody can guarantee an outcome. You can lower the risk by choosing a verified clinic, being open about your medical history, following your doctor's advice on how long to stay before flying home, and planning aftercare with your own doctor. Our guides and checklists can help you prepare. CareAtlas does not give medical advice, so please discuss whether a treatment is right for you with a qualified clinician.",
  },
  {
    topic: "companions",
    question: "Can I bring a companion?",
    answer:
      "Yes, and we often recommend it, especially after surgery. Many packages allow a companion to share your hotel room, and some include their airport transfers too; each package shows what is covered. Your companion will usually need to pay for their own flights, meals and any extra services. Let the clinic know in advance that someone is travelling with you, so they can plan transfers and, where appropriate, include your companion in aftercare briefings. Your companion should also check their own visa and insurance needs.",
  },
  {
    topic: "trust",
    question: "Why should I trust CareAtlas?",
    answer:
      "Because we try to earn it in practical ways. Clinics are verified manually before they are listed. Card payments are handled securely by our payment provider, and your deposit is protected until your appointment is confirmed. Reviews come only from patients with completed bookings, and clinics cannot pay to remove them. Medical records are encrypted and shared only with your consent. Our support team is available 24/7 by email or chat. We are also open about our limits: we do not give medical advice, and we are not responsible for treatment outcomes.",
  },
];

export const FAQ: FaqContent = {
  ...FAQ_INTRO,
  items: FAQ_ITEMS,
  ui: {
    eyebrow: "Help centre",
    listTitle: "Questions and answers",
    stillTitle: "Still have a question?",
    stillText: "Our team replies within 24-48 hours, and is available 24/7 by email or chat.",
    contact: "Contact us",
    detail: "Want the detail? Read {how} and {trust}.",
    how: "how CareAtlas works",
    trust: "why you can trust us",
  },
};
