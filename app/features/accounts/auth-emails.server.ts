/**
 * The account mails (plain text first; a small escaped HTML version alongside), in the
 * recipient's language (users.locale, decision 048): verification, password reset and the
 * "you already have an account" notice come from the server's catalogues (`email.*` ids in
 * app/i18n/locales/*.po). The deletion notice is English only (its summary is the legal wording
 * of the profile page, translated with it).
 */

import type { I18n } from "@lingui/core";
import { i18nFor } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, isLocale, localeInfo, type Locale } from "~/i18n/config";
import { firstName, greetingName } from "~/utils/greeting";

function esc(s: string) {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

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
  // English keeps the markup it always had; another language names itself and its direction
  // (on the container too: many mail clients drop the <html> element's attributes).
  const english = lang.locale === DEFAULT_LOCALE;
  const { dir } = localeInfo(lang.locale);
  const html = english ? "<html>" : `<html lang="${lang.locale}" dir="${dir}">`;
  const box = english ? "<div" : `<div lang="${lang.locale}" dir="${dir}"`;
  // A link inside right-to-left text keeps its own direction.
  const link = (url: string) => (dir === "rtl" ? `<span dir="ltr">${esc(url)}</span>` : esc(url));
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${esc(p)}</p>`)
    .join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${esc(action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${esc(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">${esc(english ? "Or open this link:" : lang.linkLabel)} ${link(action.url)}</p>`
    : "";
  const foot = footer
    ? `<p style="margin:24px 0 0;font-size:13px;color:#475569">${esc(footer)}</p>`
    : "";
  return `<!doctype html>${html}<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">${box} style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;border:1px solid #e2e8f0"><p style="margin:0 0 24px;font-weight:700;color:#0f766e;font-size:18px">CareAtlas</p><h1 style="margin:0 0 16px;font-size:20px">${esc(title)}</h1>${body}${button}${foot}</div></body></html>`;
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
  /** After the account is deleted: what was erased, anonymised and kept (no link: there is no account). */
  accountDeleted({ name, summary }: { name: string; summary: readonly string[] }) {
    const subject = "Your CareAtlas account was deleted";
    const lines = [
      `Hi ${greetingName(name)},`,
      "Your CareAtlas account was deleted as you asked. You have been signed out everywhere and can no longer sign in with this address.",
      ...summary,
    ];
    const footer =
      "If you did not delete your account, reply to this email or write to us through the contact page at once.";
    return {
      subject,
      text: `${lines.join("\n\n")}\n\n${footer}\n`,
      html: layout("Your CareAtlas account was deleted", lines, undefined, footer),
    };
  },
};
