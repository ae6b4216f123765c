/**
 * The account mails (plain text first; a small escaped HTML version alongside), in the
 * recipient's language (users.locale, decision 048): verification, password reset and the
 * "you already have an account" notice come from the server's catalogues (`email.*` ids in
 * app/i18n/locales/*.po). The deletion notice too, except its summary: the legal wording of the
 * profile page, English until it is translated with that page.
 */

import type { I18n } from "@lingui/core";
import { i18nFor } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/config";
import { mailHtml } from "~/services/email/mail-html.server";
import { firstName, greetingName } from "~/utils/greeting";

/** A mail's language: the person's stored one, English when none (or an unknown code) is stored. */
function mailLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footer?: string,
  lang: { locale: Locale; linkLabel: string } = { locale: DEFAULT_LOCALE, linkLabel: "" },
) {
  return mailHtml({
    locale: lang.locale,
    title,
    paragraphs,
    action,
    linkLabel: lang.linkLabel,
    footer,
  });
}

/** "Hi Ada," in the mail's language ("Hi there," without a usable name). */
function greeting(i18n: I18n, name: string) {
  const first = firstName(name);
  return first ? i18n._("email.greeting", { name: first }) : i18n._("email.greeting.anonymous");
}

/** A translated mail: subject, plain text and HTML from the language's catalogue. */
function localized(
  locale: Locale,
  parts: {
    subject: string;
    title: string;
    lines: string[];
    textLink?: string;
    action?: { label: string; url: string };
    footer: string;
  },
  i18n: I18n,
) {
  const text = [...parts.lines, ...(parts.textLink ? [parts.textLink] : []), parts.footer];
  return {
    subject: parts.subject,
    text: `${text.join("\n\n")}\n`,
    html: layout(parts.title, parts.lines, parts.action, parts.footer, {
      locale,
      linkLabel: i18n._("email.link-fallback"),
    }),
  };
}

type Lang = { locale?: string | null };

export const authEmails = {
  verifyEmail({ name, url, locale }: { name: string; url: string } & Lang) {
    const l = mailLocale(locale);
    const i18n = i18nFor(l);
    return localized(
      l,
      {
        subject: i18n._("email.verify.subject"),
        title: i18n._("email.verify.title"),
        lines: [greeting(i18n, name), i18n._("email.verify.body")],
        textLink: i18n._("email.verify.text-link", { url }),
        action: { label: i18n._("email.verify.action"), url },
        footer: i18n._("email.verify.footer"),
      },
      i18n,
    );
  },
  resetPassword({ name, url, locale }: { name: string; url: string } & Lang) {
    const l = mailLocale(locale);
    const i18n = i18nFor(l);
    return localized(
      l,
      {
        subject: i18n._("email.reset.subject"),
        title: i18n._("email.reset.title"),
        lines: [greeting(i18n, name), i18n._("email.reset.body")],
        textLink: i18n._("email.reset.text-link", { url }),
        action: { label: i18n._("email.reset.action"), url },
        footer: i18n._("email.reset.footer"),
      },
      i18n,
    );
  },
  existingAccount({
    name,
    signInUrl,
    resetUrl,
    locale,
  }: {
    name: string;
    signInUrl: string;
    resetUrl: string;
  } & Lang) {
    const l = mailLocale(locale);
    const i18n = i18nFor(l);
    return localized(
      l,
      {
        subject: i18n._("email.existing.subject"),
        title: i18n._("email.existing.title"),
        lines: [
          greeting(i18n, name),
          i18n._("email.existing.body"),
          i18n._("email.existing.links", { signInUrl, resetUrl }),
        ],
        action: { label: i18n._("email.existing.action"), url: signInUrl },
        footer: i18n._("email.existing.footer"),
      },
      i18n,
    );
  },
  /**
   * After the account is deleted: what was erased, anonymised and kept (no link: there is no
   * account). The words around it are in the person's language; the summary itself is the
   * profile page's legal wording (deletion-text.ts), English until it is translated with that
   * page, and said to be so outside English.
   */
  accountDeleted({ name, summary, locale }: { name: string; summary: readonly string[] } & Lang) {
    const l = mailLocale(locale);
    const i18n = i18nFor(l);
    const title = i18n._("email.deleted.title");
    const lines = [
      l === DEFAULT_LOCALE ? `Hi ${greetingName(name)},` : greeting(i18n, name),
      i18n._("email.deleted.body"),
      ...(l === DEFAULT_LOCALE ? [] : [i18n._("email.deleted.summary-in-english")]),
      ...summary,
    ];
    const footer = i18n._("email.deleted.footer");
    return {
      subject: title,
      text: `${lines.join("\n\n")}\n\n${footer}\n`,
      html: layout(title, lines, undefined, footer, { locale: l, linkLabel: "" }),
    };
  },
};
