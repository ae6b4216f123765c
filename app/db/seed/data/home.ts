import type { InsurancePartnerSeed, TestimonialSeed } from "../types";

export const TESTIMONIALS: TestimonialSeed[] = [
  {
    name: "Sarah Mitchell",
    country: "United Kingdom",
    treatment: "Rhinoplasty in Istanbul",
    rating: 5,
    text: "Being able to compare verified clinics side by side, with real prices and surgeon credentials, gave me the confidence to book. The clinic was exactly as described.",
  },
  {
    name: "Michael Brennan",
    country: "Ireland",
    treatment: "Hair Transplant in Istanbul",
    rating: 5,
    text: "I had quotes from six clinics and no idea how to choose. Seeing what each package actually included made the decision much easier, and there were no surprises on the bill.",
  },
  {
    name: "Jennifer Alvarez",
    country: "United States",
    treatment: "Gastric Sleeve in Tijuana",
    rating: 5,
    text: "The clinic's licence and the surgeon's registration were easy to check before I committed. That mattered a lot to me and to my family.",
  },
  {
    name: "Emma Thompson",
    country: "Australia",
    treatment: "Porcelain Veneers in Phuket",
    rating: 4,
    text: "Really helpful for comparing dental packages. I would have liked more photos of the hotels, but the clinic itself was excellent and exactly as listed.",
  },
  {
    name: "Markus Schneider",
    country: "Germany",
    treatment: "LASIK in Seoul",
    rating: 5,
    text: "Clear information, honest reviews and a quick reply from the support team when I had questions about travelling to Korea.",
  },
  {
    name: "Rachel & Sam Green",
    country: "Canada",
    treatment: "IVF in Bangkok",
    rating: 5,
    text: "Fertility treatment abroad felt daunting. Being able to read other couples' experiences and compare what was included helped us choose a clinic we felt comfortable with.",
  },
];

export const INSURANCE_PARTNERS: InsurancePartnerSeed[] = [
  {
    slug: "meditravel-protect",
    name: "MediTravel Protect",
    status: "EU Licensed",
    description:
      "Cover for medical complications after planned treatment abroad, from €39 per trip.",
    details:
      "MediTravel Protect offers policies designed for patients travelling within and outside Europe for planned treatment. Complications cover can pay for additional medical care, an extended hotel stay or a later flight home if recovery does not go to plan. Cover limits, excess and exclusions depend on the policy you choose, so please read the full policy wording before you buy.",
    coverage: [
      "Medical complications cover (from €39)",
      "Travel medical insurance (from €29)",
      "Extended accommodation if recovery takes longer",
      "Rebooked return flight if you cannot fly as planned",
      "24/7 multilingual assistance line",
    ],
    priceFromEur: 39,
    website: "https://meditravelprotect.example",
  },
  {
    slug: "albion-health-travel-cover",
    name: "Albion Health Travel Cover",
    status: "UK Regulated",
    description:
      "Travel medical insurance for UK residents having treatment abroad, from €29 per trip.",
    details:
      "Albion Health Travel Cover provides travel medical insurance for UK residents who travel overseas for planned medical or dental treatment. Policies can include unexpected medical costs during your trip, emergency repatriation and cover for a travelling companion. Pre-existing conditions and the planned procedure itself may be excluded, so check the policy wording carefully.",
    coverage: [
      "Travel medical insurance (from €29)",
      "Medical complications cover (from €49)",
      "Emergency medical repatriation",
      "Cover for one travelling companion",
      "Lost baggage and personal belongings",
    ],
    priceFromEur: 29,
    website: "https://albionhealthtravel.example",
  },
  {
    slug: "globalcare-assist",
    name: "GlobalCare Assist",
    status: "Fully Verified",
    description:
      "Combined complications, travel medical and trip cancellation cover, from €49 per trip.",
    details:
      "GlobalCare Assist bundles medical complications cover, travel medical insurance and trip cancellation and delay cover into a single policy for patients from many countries. It can help if your treatment date moves, your flight is delayed or you need extra care after your procedure. Limits and exclusions vary by plan and country of residence; please review the full terms before purchasing.",
    coverage: [
      "Medical complications cover (from €59)",
      "Travel medical insurance (from €39)",
      "Trip cancellation and delay (from €49)",
      "Missed connection and rebooking costs",
      "24/7 medical assistance and case management",
      "Extended accommodation if recovery takes longer",
    ],
    priceFromEur: 49,
    website: "https://globalcareassist.example",
  },
];
