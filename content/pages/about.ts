import type { AboutContent, ValueItem } from "./types";

/** Content for /about. Plain text only. */

export const ABOUT_VALUES: ValueItem[] = [
  {
    id: "safety",
    title: "Safety First",
    description:
      "Every clinic is checked by our team before it appears on CareAtlas, and we would rather list fewer clinics than list one we are not comfortable with. Your deposit is protected until your appointment is confirmed.",
  },
  {
    id: "access",
    title: "Global Access",
    description:
      "Good care should not depend on where you happen to live. We bring verified clinics in Turkey, South Korea, Thailand and Mexico into one place, with prices you can compare in the currency you know.",
  },
  {
    id: "patient",
    title: "Patient-Centered",
    description:
      "We design every step around the person travelling: clear information, time to decide, no pressure, and real people to talk to by email or chat at any hour.",
  },
  {
    id: "quality",
    title: "Quality Assured",
    description:
      "We look for recognised accreditation, qualified doctors and honest aftercare plans, and we keep listening after a clinic joins. Verified reviews come only from patients who have completed a booking.",
  },
];

export const ABOUT: AboutContent = {
  title: "About CareAtlas",
  intro:
    "CareAtlas helps people compare verified clinics, doctors and all-inclusive treatment packages abroad, so they can make careful decisions about their care with clear information and real support.",
  mission: {
    heading: "Our mission",
    statement: "To make affordable, safe care abroad easier to find, understand and trust.",
    paragraphs: [
      "For many people, treatment at home is out of reach because of cost or long waiting lists. Travelling for care can be a sensible answer, but it is hard to know which clinics to trust, what a price really includes and who to call if something is unclear.",
      "We exist to close that gap. We verify clinics before they are listed, show what packages include and exclude, and stay on hand throughout the journey, so that an affordable choice never has to be a careless one.",
    ],
  },
  story: {
    heading: "Our story",
    paragraphs: [
      "CareAtlas began with a family trip. One of our founders helped a parent arrange dental treatment in Turkey and spent weeks piecing together clinic websites, forum posts and quotes that were impossible to compare. The treatment went well in the end, but the process was far more stressful than it needed to be.",
      "Talking to other patients, we heard the same story again and again: people were not short of options, they were short of trustworthy information. So we brought together a small team with backgrounds in hospital quality, patient coordination and technology, and started visiting and checking clinics ourselves.",
      "Today CareAtlas covers trusted clinics in Turkey, South Korea, Thailand and Mexico, from hair restoration and dentistry to eye surgery, fertility care and general health checks. We are based in Bursa, Turkey, and our support team works around the clock to help patients from all over the world.",
      "We are a comparison and booking platform, not a medical provider. We do not give medical advice, and your treatment decisions belong to you and your doctors. Our job is to help you reach those decisions with better information, and to stay beside you while you travel.",
    ],
  },
  values: {
    heading: "What we stand for",
    items: ABOUT_VALUES,
  },
  disclaimer:
    "CareAtlas does not provide medical advice. Bookings are made directly with our clinic partners, and CareAtlas is not responsible for treatment outcomes. Please make treatment decisions with a qualified clinician.",
  ui: {
    valuesEyebrow: "Our values",
    statsTitle: "CareAtlas in numbers",
    teamLink: "Meet our team",
    trustLink: "How we verify clinics",
    ctaTitle: "Start comparing with confidence",
    ctaText:
      "Browse verified clinics and all-inclusive packages, or talk to our team about your plans.",
    ctaFind: "Find Clinics",
    ctaContact: "Contact us",
  },
};
