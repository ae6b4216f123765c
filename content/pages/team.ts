import type { TeamContent, TeamMember } from "./types";

/** Content for /team. Plain text only. */

export const TEAM_INTRO = {
  title: "Our Team",
  intro:
    "A small team with backgrounds in hospital quality, nursing and patient coordination, working to make care abroad clearer and safer.",
} as const;

export const TEAM_MEMBERS: TeamMember[] = [
  {
    name: "Leyla Korkmaz",
    role: "Co-founder & CEO",
    bio: "Leyla spent ten years in hospital operations and digital health in Istanbul and London before founding CareAtlas. The idea came from helping her father arrange dental treatment abroad and finding it far harder than it needed to be. She leads the company's direction and still reads patient feedback every week.",
    initials: "LK",
    portrait: "/images/team/leyla-korkmaz.svg",
    portraitAlt: "Illustrated portrait of Leyla Korkmaz",
  },
  {
    name: "Marcus Webb",
    role: "Head of Clinic Verification",
    bio: "Marcus worked for twelve years as a hospital quality auditor, helping hospitals prepare for national and international accreditation surveys. At CareAtlas he leads the team that checks every clinic's licences, doctors and safety processes before it is listed. He believes the best clinics are the ones that welcome difficult questions.",
    initials: "MW",
    portrait: "/images/team/marcus-webb.svg",
    portraitAlt: "Illustrated portrait of Marcus Webb",
  },
  {
    name: "Ayla Ozkan",
    role: "Head of Patient Care",
    bio: "Ayla is a registered nurse who coordinated care for international patients at a private hospital in Bursa for eight years. She leads our round-the-clock support team, helping patients prepare questions for clinics, plan their dates and stay in touch while they travel. She speaks Turkish, English and German.",
    initials: "AO",
    portrait: "/images/team/ayla-ozkan.svg",
    portraitAlt: "Illustrated portrait of Ayla Ozkan",
  },
];

export const TEAM: TeamContent = {
  ...TEAM_INTRO,
  members: TEAM_MEMBERS,
  ui: {
    eyebrow: "The people behind CareAtlas",
    membersLabel: "Team members",
    ctaTitle: "Questions for our team?",
    ctaText:
      "Our support team is available 24/7 by email or chat, before, during and after your trip.",
    ctaContact: "Contact us",
    ctaAbout: "About CareAtlas",
  },
};
