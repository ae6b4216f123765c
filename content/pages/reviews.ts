import type { ReviewsContent, ReviewStory } from "./types";

/** Content for /reviews. Plain text only. */

export const REVIEWS_INTRO = {
  title: "Patient Reviews",
  intro:
    "Real experiences from patients who travelled for treatment with our clinic partners. Reviews on CareAtlas can only be left by patients with a completed booking.",
  disclaimer:
    "Reviews describe individual experiences, and results vary from person to person. They are not medical advice; please discuss any treatment with a qualified clinician.",
} as const;

export const REVIEW_STORIES: ReviewStory[] = [
  {
    name: "Tom F.",
    country: "United Kingdom",
    treatment: "Hair Transplant",
    clinic: "Istanbul Hair Institute",
    rating: 5,
    title: "Honest advice on graft numbers",
    story:
      "I went in expecting to be sold the biggest package, but the doctor recommended fewer grafts to protect my donor area and explained why. The hotel and transfers ran like clockwork, and the clinic still answers my progress photos eight months on.",
    date: "2026-02-09",
  },
  {
    name: "Ingrid L.",
    country: "Norway",
    treatment: "Veneers",
    clinic: "Antalya Smile Dental",
    rating: 5,
    title: "They took their time with the shade",
    story:
      "I saw a digital preview before anything was done and changed the shade twice until it looked like me rather than a toothpaste advert. Ten days in Antalya felt calm rather than rushed, and the written aftercare notes were clear.",
    date: "2025-11-21",
  },
  {
    name: "Grace L.",
    country: "Australia",
    treatment: "Rhinoplasty",
    clinic: "Gangnam Beauty Plastic Surgery",
    rating: 5,
    title: "A conservative plan I felt good about",
    story:
      "The surgeon walked me through two options on 3D imaging and recommended the subtler one. The interpreter came to every appointment, and the coordinator checked in with me each day during the first week of recovery.",
    date: "2026-04-14",
  },
  {
    name: "Alan M.",
    country: "Ireland",
    treatment: "Knee Replacement",
    clinic: "Bangkok Royal International Hospital",
    rating: 5,
    title: "Walking with the physio the next day",
    story:
      "I had been on a waiting list at home for well over a year. The physiotherapy team had me on my feet the day after surgery, and the full report in English made my follow-up with my own GP straightforward.",
    date: "2026-06-02",
  },
  {
    name: "Maria G.",
    country: "United States",
    treatment: "Gastric Sleeve",
    clinic: "Tijuana Bariatric Institute",
    rating: 4,
    title: "Thorough preparation, long border queue",
    story:
      "The team reviewed my blood tests and medical history weeks before surgery and the nutrition support since has been excellent. The only hard part was a three-hour wait at the border on the way home, so build in extra time.",
    date: "2025-09-30",
  },
  {
    name: "Emily and James C.",
    country: "Canada",
    treatment: "IVF Treatment",
    clinic: "Caribbean Fertility Center",
    rating: 5,
    title: "Kind, clear and never pushy",
    story:
      "The doctors reviewed our results from home before we booked and were realistic with us about our chances. Having a named coordinator who answered our messages quickly made a stressful time feel much more manageable.",
    date: "2026-08-18",
  },
];

export const REVIEWS: ReviewsContent = {
  ...REVIEWS_INTRO,
  stories: REVIEW_STORIES,
  ui: {
    eyebrow: "Real experiences",
    statsTitle: "Reviews at a glance",
    storiesTitle: "Patient stories",
    treatmentAt: "{treatment} at {clinic}",
    completed: "Completed booking",
    ctaTitle: "Find your clinic",
    ctaText:
      "Compare verified clinics, read every review and see transparent prices before you decide.",
    ctaFind: "Find Clinics",
    ctaBrowse: "Browse Packages",
  },
};
