import { i18nFor } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/config";
import { treatmentNameIn } from "~/i18n/names.server";
import type { OutgoingEmail } from "~/services/email/email.server";
import { mailHtml } from "~/services/email/mail-html.server";
import { firstName } from "~/utils/greeting";
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
 *
 * The acknowledgements are written in the language of the page the form was sent from
 * (`SubmitMeta.locale`; `email.form.*` ids), with an escaped HTML version naming its language and
 * direction outside English; English is word for word what it always was (text only). The
 * team's copies stay English (they go to CareAtlas's own inbox).
 */

export type About = { kind: "clinic" | "package"; id: string; slug: string; name: string };

/** "Hi Ada," / "Hi there," in the mail's language. */
function hello(locale: Locale, name: string | null) {
  const i18n = i18nFor(locale);
  const first = firstName(name);
  return first ? i18n._("email.greeting", { name: first }) : i18n._("email.greeting.anonymous");
}

/**
 * A visitor's mail in `locale`: the text as given; outside English also an HTML version (its
 * paragraphs are the text's blank-line separated blocks, escaped).
 */
function ack(
  locale: Locale,
  mail: Omit<OutgoingEmail, "dedupeKey">,
  title: string,
): Omit<OutgoingEmail, "dedupeKey"> {
  if (locale === DEFAULT_LOCALE) return mail;
  const blocks = mail.text.split(/\n\n+/).filter((b) => b.trim());
  const footer = blocks.length > 1 ? blocks.pop() : undefined;
  return { ...mail, html: mailHtml({ locale, title, paragraphs: blocks, footer }) };
}

function aboutUrl(origin: string, about: About): string {
  return `${origin}/${about.kind === "clinic" ? "clinic" : "package"}/${about.slug}`;
}

function lines(...parts: Array<string | false | null | undefined>): string {
  return parts.filter((p) => p !== false && p !== null && p !== undefined).join("\n");
}

/* ------------------------------------------------------------------ contact page */

/** The contact form's subjects (CONTACT_SUBJECTS) in the visitor's language. */
const CONTACT_TOPIC: Record<ContactInput["subject"], string> = {
  general: /*i18n*/ "email.form.contact.topic.general",
  booking: /*i18n*/ "email.form.contact.topic.booking",
  partner: /*i18n*/ "email.form.contact.topic.partner",
  feedback: /*i18n*/ "email.form.contact.topic.feedback",
};

export function contactAckEmail(
  input: ContactInput,
  about: About | null,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): Omit<OutgoingEmail, "dedupeKey"> {
  const i18n = i18nFor(locale);
  const subject = i18n._(CONTACT_TOPIC[input.subject]);
  const title = i18n._("email.form.contact.title");
  return ack(
    locale,
    {
      to: input.email,
      subject: i18n._("email.form.subject", { title }),
      text: lines(
        hello(locale, input.fullName),
        "",
        about
          ? i18n._("email.form.contact.thanks-about", { subject, about: about.name })
          : i18n._("email.form.contact.thanks", { subject }),
        "",
        i18n._("email.form.contact.urgent"),
        "",
        i18n._("email.form.no-records"),
        "",
        i18n._("email.notice.sign-off"),
        origin,
      ),
    },
    title,
  );
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
  locale: Locale = DEFAULT_LOCALE,
): Omit<OutgoingEmail, "dedupeKey"> {
  const i18n = i18nFor(locale);
  const title = i18n._("email.form.inquiry.title");
  return ack(
    locale,
    {
      to: input.email,
      subject: i18n._("email.form.subject", { title }),
      text: lines(
        hello(locale, input.name),
        "",
        about
          ? i18n._("email.form.inquiry.thanks-about", { about: about.name })
          : i18n._("email.form.inquiry.thanks"),
        about && "",
        about && i18n._("email.form.inquiry.again", { url: aboutUrl(origin, about) }),
        "",
        i18n._("email.form.no-records"),
        "",
        i18n._("email.notice.sign-off"),
        origin,
      ),
    },
    title,
  );
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
  locale: Locale = DEFAULT_LOCALE,
): Omit<OutgoingEmail, "dedupeKey"> {
  const i18n = i18nFor(locale);
  const subject = i18n._("email.form.partner.subject");
  return ack(
    locale,
    {
      to: input.email,
      subject,
      text: lines(
        hello(locale, input.contactName),
        "",
        i18n._("email.form.partner.thanks", { clinic: input.clinicName }),
        "",
        i18n._("email.form.partner.next"),
        i18n._("email.form.partner.step1"),
        i18n._("email.form.partner.step2"),
        i18n._("email.form.partner.step3"),
        "",
        i18n._("email.form.partner.reply"),
        "",
        i18n._("email.notice.sign-off"),
        origin,
      ),
    },
    subject,
  );
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
  locale: Locale = DEFAULT_LOCALE,
): Omit<OutgoingEmail, "dedupeKey"> {
  const i18n = i18nFor(locale);
  const subject = i18n._("email.form.newsletter-confirm.subject");
  return ack(
    locale,
    {
      to,
      subject,
      headers: listUnsubscribeHeaders(links.unsubscribeUrl),
      text: lines(
        i18n._("email.form.hello"),
        "",
        i18n._("email.form.newsletter-confirm.thanks"),
        "",
        i18n._("email.form.newsletter-confirm.open"),
        links.confirmUrl,
        "",
        i18n._("email.form.newsletter-confirm.ignore"),
        links.unsubscribeUrl,
        "",
        i18n._("email.notice.sign-off"),
      ),
    },
    subject,
  );
}

export function newsletterWelcomeEmail(
  to: string,
  links: { unsubscribeUrl: string },
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): Omit<OutgoingEmail, "dedupeKey"> {
  const i18n = i18nFor(locale);
  const subject = i18n._("email.form.newsletter-welcome.subject");
  return ack(
    locale,
    {
      to,
      subject,
      headers: listUnsubscribeHeaders(links.unsubscribeUrl),
      text: lines(
        i18n._("email.form.hello"),
        "",
        i18n._("email.form.newsletter-welcome.confirmed"),
        "",
        i18n._("email.form.newsletter-welcome.guides", { url: `${origin}/blog` }),
        "",
        i18n._("email.notice.sign-off"),
        "",
        i18n._("email.form.newsletter-welcome.why"),
        links.unsubscribeUrl,
      ),
    },
    subject,
  );
}

/* ------------------------------------------------------------------ app + search alerts */

export function appNotifyAckEmail(
  to: string,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): Omit<OutgoingEmail, "dedupeKey"> {
  const i18n = i18nFor(locale);
  const subject = i18n._("email.form.app.subject");
  return ack(
    locale,
    {
      to,
      subject,
      text: lines(
        i18n._("email.form.hello"),
        "",
        i18n._("email.form.app.thanks"),
        "",
        i18n._("email.form.app.web", { url: origin }),
        "",
        i18n._("email.notice.sign-off"),
      ),
    },
    subject,
  );
}

export function searchAlertAckEmail(
  input: GetNotifiedInput,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): Omit<OutgoingEmail, "dedupeKey"> {
  const i18n = i18nFor(locale);
  // English keeps its aligned labels; another language puts "Label: value".
  const row = (label: string, english: string, value: string) =>
    locale === DEFAULT_LOCALE ? `${english}${value}` : `${i18n._(label)}: ${value}`;
  const criteria = [
    input.treatment &&
      row(
        /*i18n*/ "email.form.alert.treatment",
        "Treatment:   ",
        treatmentNameIn(locale, input.treatment),
      ),
    input.destination &&
      row(/*i18n*/ "email.form.alert.destination", "Destination: ", input.destination),
    input.budget && row(/*i18n*/ "email.form.alert.budget", "Budget:      ", input.budget),
    input.date && row(/*i18n*/ "email.form.alert.date", "Date:        ", input.date),
    input.q && row(/*i18n*/ "email.form.alert.search", "Search:      ", input.q),
  ].filter(Boolean) as string[];
  const title = i18n._("email.form.alert.title");
  return ack(
    locale,
    {
      to: input.email,
      subject: i18n._("email.form.subject", { title }),
      text: lines(
        i18n._("email.form.hello"),
        "",
        i18n._("email.form.alert.thanks"),
        "",
        ...(criteria.length ? [i18n._("email.form.alert.your-search"), ...criteria, ""] : []),
        i18n._("email.form.alert.browse", { url: `${origin}/search-results` }),
        "",
        i18n._("email.notice.sign-off"),
      ),
    },
    title,
  );
}
