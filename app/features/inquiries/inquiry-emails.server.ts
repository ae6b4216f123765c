import type { OutgoingEmail } from "~/services/email/email.server";
import { greetingName } from "~/utils/greeting";
import {
  CONTACT_SUBJECTS,
  DIALOG_COUNTRIES,
  labelOf,
  type ContactInput,
  type GetNotifiedInput,
  type InquiryInput,
  type PartnerInput,
} from "./inquiry-schemas";

/**
 * The words of every mail the forms send. Plain text, warm and short. Acknowledgements never
 * repeat the visitor's message (a form must not become a way to send arbitrary text to a
 * stranger's inbox) and carry no health details beyond what the visitor typed.
 */

export type About = { kind: "clinic" | "package"; id: string; slug: string; name: string };

const SIGN_OFF = "Warm regards,\nThe CareAtlas team";

function aboutUrl(origin: string, about: About): string {
  return `${origin}/${about.kind === "clinic" ? "clinic" : "package"}/${about.slug}`;
}

function lines(...parts: Array<string | false | null | undefined>): string {
  return parts.filter((p) => p !== false && p !== null && p !== undefined).join("\n");
}

/* ------------------------------------------------------------------ contact page */

export function contactAckEmail(
  input: ContactInput,
  about: About | null,
  origin: string,
): Omit<OutgoingEmail, "dedupeKey"> {
  const subject = labelOf(CONTACT_SUBJECTS, input.subject);
  return {
    to: input.email,
    subject: "We've received your message | CareAtlas",
    text: lines(
      `Hi ${greetingName(input.fullName)},`,
      "",
      `Thank you for getting in touch with CareAtlas. We've received your message (${subject}${about ? `, about ${about.name}` : ""}) and a member of our team will get back to you within 24-48 hours.`,
      "",
      "If your question is urgent, write to support@careatlas.example with 'URGENT' in the subject line and we'll prioritise it. In a medical emergency, please contact local emergency services first.",
      "",
      "Please don't send medical records by email. Once you have an account, you can upload them securely from your dashboard.",
      "",
      SIGN_OFF,
      origin,
    ),
  };
}

export function contactTeamEmail(
  input: ContactInput,
  about: About | null,
  meta: { origin: string; sourcePath: string; teamEmail: string; id: string },
): Omit<OutgoingEmail, "dedupeKey"> {
  const subject = labelOf(CONTACT_SUBJECTS, input.subject);
  return {
    to: meta.teamEmail,
    subject: `[Contact] ${subject}: ${input.fullName}`,
    headers: { "Reply-To": input.email },
    text: lines(
      "A new message arrived through the contact page.",
      "",
      `Name:     ${input.fullName}`,
      `Email:    ${input.email}`,
      `Phone:    ${input.phone ?? "(not given)"}`,
      `Subject:  ${subject}`,
      about && `About:    ${about.name} (${aboutUrl(meta.origin, about)})`,
      `Page:     ${meta.sourcePath}`,
      `Reference: ${meta.id}`,
      "",
      "Message:",
      input.message,
      "",
      "Reply to this email to answer them directly. We promised a reply within 24-48 hours.",
    ),
  };
}

/* ------------------------------------------------------------------ contact dialog */

export function inquiryAckEmail(
  input: InquiryInput,
  about: About | null,
  origin: string,
): Omit<OutgoingEmail, "dedupeKey"> {
  return {
    to: input.email,
    subject: "Message Sent Successfully | CareAtlas",
    text: lines(
      `Hi ${greetingName(input.name)},`,
      "",
      `Thank you for your message${about ? ` about ${about.name}` : ""}. A CareAtlas patient coordinator will reply within 24 hours.`,
      about && "",
      about && `You can look at it again here: ${aboutUrl(origin, about)}`,
      "",
      "Please don't send medical records by email. Once you have an account, you can upload them securely from your dashboard.",
      "",
      SIGN_OFF,
      origin,
    ),
  };
}

export function inquiryTeamEmail(
  input: InquiryInput,
  about: About | null,
  meta: { origin: string; sourcePath: string; teamEmail: string; id: string },
): Omit<OutgoingEmail, "dedupeKey"> {
  return {
    to: meta.teamEmail,
    subject: `[Inquiry] ${about ? about.name : "General"}: ${input.name}`,
    headers: { "Reply-To": input.email },
    text: lines(
      "A new inquiry arrived through the contact dialog.",
      "",
      `Name:      ${input.name}`,
      `Email:     ${input.email}`,
      `Country:   ${input.country ? labelOf(DIALOG_COUNTRIES, input.country) : "(not given)"}`,
      `Treatment: ${input.treatmentOfInterest ?? "(not given)"}`,
      about && `About:     ${about.name} (${aboutUrl(meta.origin, about)})`,
      `Page:      ${meta.sourcePath}`,
      `Reference: ${meta.id}`,
      "",
      "Message:",
      input.message,
      "",
      "We promised a reply within 24 hours.",
    ),
  };
}

/* ------------------------------------------------------------------ partner */

export function partnerAckEmail(
  input: PartnerInput,
  origin: string,
): Omit<OutgoingEmail, "dedupeKey"> {
  return {
    to: input.email,
    subject: "Your CareAtlas partner application",
    text: lines(
      `Hi ${greetingName(input.contactName)},`,
      "",
      `Thank you for applying to list ${input.clinicName} on CareAtlas. Your application is now with our partnerships team.`,
      "",
      "What happens next:",
      "1. We review every application by hand, usually within 5 working days.",
      "2. If it's a fit, we book a short video call and ask for your licences, accreditations and insurance documents.",
      "3. Once everything is verified, we build your profile with you and it goes live.",
      "",
      "You don't need to do anything now. If you'd like to add something to your application, just reply to this email.",
      "",
      SIGN_OFF,
      origin,
    ),
  };
}

export function partnerTeamEmail(
  input: PartnerInput,
  meta: { teamEmail: string; id: string; sourcePath: string },
): Omit<OutgoingEmail, "dedupeKey"> {
  return {
    to: meta.teamEmail,
    subject: `[Partner] New application: ${input.clinicName} (${input.city}, ${input.country})`,
    headers: { "Reply-To": input.email },
    text: lines(
      "A clinic applied to become a partner. It is waiting for review (status: pending).",
      "",
      `Clinic:        ${input.clinicName}`,
      `Contact:       ${input.contactName}`,
      `Email:         ${input.email}`,
      `WhatsApp:      ${input.whatsapp ?? "(not given)"}`,
      `Location:      ${input.city}, ${input.country}`,
      `Website:       ${input.website ?? "(not given)"}`,
      `Treatments:    ${input.treatments.join(", ")}`,
      `Languages:     ${input.languages ?? "(not given)"}`,
      `Accreditation: ${input.accreditation ?? "(not given)"}`,
      `Page:          ${meta.sourcePath}`,
      `Reference:     ${meta.id}`,
      "",
      "Experience:",
      input.experience ?? "(not given)",
    ),
  };
}

/* ------------------------------------------------------------------ newsletter */

export function newsletterLinks(
  origin: string,
  tokens: { confirmToken: string; unsubscribeToken: string },
) {
  const confirmUrl = `${origin}/newsletter/confirm?token=${encodeURIComponent(tokens.confirmToken)}`;
  const unsubscribeUrl = `${origin}/newsletter/unsubscribe?token=${encodeURIComponent(tokens.unsubscribeToken)}`;
  return { confirmUrl, unsubscribeUrl };
}

/** RFC 2369 + RFC 8058 one-click unsubscribe headers, for every mail sent to the list. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function newsletterConfirmEmail(
  to: string,
  links: { confirmUrl: string; unsubscribeUrl: string },
): Omit<OutgoingEmail, "dedupeKey"> {
  return {
    to,
    subject: "Please confirm your CareAtlas subscription",
    headers: listUnsubscribeHeaders(links.unsubscribeUrl),
    text: lines(
      "Hi,",
      "",
      "Thanks for signing up for CareAtlas emails: medical travel tips and the latest package deals, 1-2 emails per month.",
      "",
      "Please confirm your subscription by opening this link:",
      links.confirmUrl,
      "",
      "If you didn't sign up, just ignore this email and you won't hear from us. To make sure we never write to this address, use:",
      links.unsubscribeUrl,
      "",
      SIGN_OFF,
    ),
  };
}

export function newsletterWelcomeEmail(
  to: string,
  links: { unsubscribeUrl: string },
  origin: string,
): Omit<OutgoingEmail, "dedupeKey"> {
  return {
    to,
    subject: "You're subscribed to CareAtlas updates",
    headers: listUnsubscribeHeaders(links.unsubscribeUrl),
    text: lines(
      "Hi,",
      "",
      "Your subscription is confirmed. Expect 1-2 emails a month with medical travel tips, destination guides and the latest package deals.",
      "",
      `While you wait, our guides are a good place to start: ${origin}/blog`,
      "",
      SIGN_OFF,
      "",
      "You're receiving this because you subscribed on CareAtlas. Unsubscribe with one click:",
      links.unsubscribeUrl,
    ),
  };
}

/* ------------------------------------------------------------------ app + search alerts */

export function appNotifyAckEmail(to: string, origin: string): Omit<OutgoingEmail, "dedupeKey"> {
  return {
    to,
    subject: "You're on the list for the CareAtlas app",
    text: lines(
      "Hi,",
      "",
      "Thanks for your interest in the CareAtlas mobile app. We'll send you one email when it launches on the App Store and Google Play, and that's all.",
      "",
      `Until then, everything works on the web: ${origin}`,
      "",
      SIGN_OFF,
    ),
  };
}

export function searchAlertAckEmail(
  input: GetNotifiedInput,
  origin: string,
): Omit<OutgoingEmail, "dedupeKey"> {
  const criteria = [
    input.treatment && `Treatment:   ${input.treatment}`,
    input.destination && `Destination: ${input.destination}`,
    input.budget && `Budget:      ${input.budget}`,
    input.date && `Date:        ${input.date}`,
    input.q && `Search:      ${input.q}`,
  ].filter(Boolean) as string[];
  return {
    to: input.email,
    subject: "We'll let you know about new clinics | CareAtlas",
    text: lines(
      "Hi,",
      "",
      "We're onboarding more verified clinics every month. When one that matches your search joins CareAtlas, we'll email you.",
      "",
      ...(criteria.length ? ["Your search:", ...criteria, ""] : []),
      `In the meantime you can browse all verified clinics here: ${origin}/search-results`,
      "",
      SIGN_OFF,
    ),
  };
}
