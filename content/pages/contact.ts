import type { SupportPhone } from "~/utils/env.server";
import type { ContactChannel, ContactPanelContent } from "./types";

/** Side panel content for /contact. Plain text only. */

export const SUPPORT_EMAIL = "support@careatlas.example";

export const CONTACT_CHANNELS: ContactChannel[] = [
  {
    id: "email",
    title: "Email Support",
    value: SUPPORT_EMAIL,
    lines: ["We reply within 24-48 hours."],
    href: "mailto:support@careatlas.example",
    status: "available",
  },
  {
    // The number and link come from the SUPPORT_PHONE setting (contactChannels below).
    id: "phone",
    title: "Phone Support",
    value: "",
    lines: ["Mon-Fri, 9 AM-6 PM (Turkish time)"],
    status: "available",
  },
  {
    id: "office",
    title: "Office",
    value: "Bursa, Turkey",
    lines: ["Fevzi Cakmak Caddesi No. 31, Floor 3", "Osmangazi, 16050 Bursa", "Turkey"],
    status: "available",
  },
  {
    id: "hq",
    title: "Dubai HQ",
    value: "Dubai, United Arab Emirates",
    lines: ["Coming soon"],
    status: "coming-soon",
  },
];

/** The channels to show: the phone one only when a support line is set (SUPPORT_PHONE). */
export function contactChannels(
  phone: SupportPhone | null,
  channels: ContactChannel[] = CONTACT_CHANNELS,
): ContactChannel[] {
  return channels.flatMap((c) => {
    if (c.id !== "phone") return [c];
    return phone ? [{ ...c, value: phone.display, href: phone.href }] : [];
  });
}

export const CONTACT_PANEL: ContactPanelContent = {
  heading: "Get in touch",
  intro:
    "Questions about a clinic, a quote or a booking? Our team is happy to help. Please do not send medical records by email; upload them securely from your dashboard instead.",
  channels: CONTACT_CHANNELS,
  urgentNote: {
    title: "Need urgent help?",
    text: "Mark your email subject 'URGENT' and our support team will prioritise it. In a medical emergency, contact local emergency services first.",
  },
  ui: {
    comingSoon: "Coming soon",
    quickAnswer: "Looking for a quick answer?",
    readFaq: "Read the FAQ",
  },
};
