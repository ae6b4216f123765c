import type { HowItWorksContent, HowItWorksStep, QuestionAnswer } from "./types";

/** Content for /how-it-works. Plain text only. */

export const HOW_IT_WORKS_STEPS: HowItWorksStep[] = [
  {
    number: 1,
    id: "search",
    title: "Search",
    summary: "Tell us what treatment you are looking for and where you would like to go.",
    details: [
      "Search by treatment type, from dental implants and hair transplants to LASIK, IVF and health check-ups.",
      "Choose a destination city in Turkey, South Korea, Thailand or Mexico, or browse all of them.",
      "Add a preferred date and an optional budget to narrow the results.",
      "Every clinic you see has been manually verified by our team before being listed.",
    ],
  },
  {
    number: 2,
    id: "compare",
    title: "Compare",
    summary: "Look at clinics, doctors, reviews and prices side by side before you decide.",
    details: [
      "Compare clinics by rating, specialty, doctors, languages spoken and accreditations.",
      "Read verified reviews written only by patients who have completed a booking.",
      "See starting prices and all-inclusive packages, with what is and is not included.",
      "Show prices in US dollars, euros or pounds, and save favourites to come back to later.",
      "Message clinics or request a quote before you commit to anything.",
    ],
  },
  {
    number: 3,
    id: "book",
    title: "Book",
    summary: "Book your package with secure booking and a protected deposit.",
    details: [
      "Secure card payment through our card payment provider; we never see or store your full card details.",
      "Deposit protection: your deposit is protected until the clinic confirms your appointment.",
      "Your booking is made directly with the clinic partner, and the final amount is shown at checkout before you pay.",
      "Keep your bookings, quotes, messages and medical records together in your personal dashboard.",
    ],
  },
  {
    number: 4,
    id: "travel",
    title: "Travel",
    summary: "Travel with confidence, knowing support is there whenever you need it.",
    details: [
      "24/7 support by email or chat, before, during and after your trip.",
      "Packages can include hotel stays, airport transfers and aftercare, as listed on each package.",
      "Message your clinic from your dashboard and share medical records only with the clinics you choose.",
      "After treatment, share your experience with a verified review to help the next patient.",
    ],
  },
];

export const AFTER_BOOKING: QuestionAnswer[] = [
  {
    question: "What happens straight after I book?",
    answer:
      "Your booking appears in your dashboard as pending, with its own reference number. The clinic then reviews your request, and any medical information you have chosen to share, before confirming a date.",
  },
  {
    question: "When is my appointment confirmed?",
    answer:
      "Once the clinic has reviewed your details and agreed a date, your booking status changes from pending to confirmed. Until then, your deposit stays protected.",
  },
  {
    question: "What if the clinic cannot confirm?",
    answer:
      "If the clinic cannot offer a suitable date or decides the treatment is not right for you, your protected deposit is refunded in full.",
  },
  {
    question: "How do I prepare for the trip?",
    answer:
      "Your clinic will send its pre-treatment instructions. You arrange your own flights and any visa, and we recommend travel insurance that covers treatment abroad.",
  },
  {
    question: "Who do I contact if something changes?",
    answer:
      "Message the clinic from your dashboard, or contact our support team by email or chat at any hour. For anything urgent, put URGENT in your email subject line.",
  },
];

export const HOW_IT_WORKS: HowItWorksContent = {
  title: "How CareAtlas works",
  intro:
    "Four simple steps from your first search to coming home. You stay in control at every stage, and real people are on hand whenever you have a question.",
  steps: HOW_IT_WORKS_STEPS,
  afterBooking: {
    heading: "What happens after you book",
    intro: "A short guide to the days and weeks between booking and travel.",
    items: AFTER_BOOKING,
  },
  cta: { label: "Compare Clinics Now", href: "/search-results" },
  disclaimer:
    "CareAtlas is a comparison and booking platform and does not give medical advice. Bookings are made directly with our clinic partners, and CareAtlas is not responsible for treatment outcomes.",
  ui: {
    eyebrow: "Simple and transparent",
    stepsNav: "Steps",
    stepsLabel: "The four steps",
    step: "Step {number}",
    afterEyebrow: "After you book",
    readyTitle: "Ready to take the first step?",
    readyText:
      "Compare verified clinics side by side, with reviews from real patients and prices you can understand.",
    readFaq: "Read the FAQ",
  },
};
