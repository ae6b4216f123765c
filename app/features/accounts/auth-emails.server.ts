/** The account mails (plain text first; a small escaped HTML version alongside). */

import { greetingName } from "~/utils/greeting";

function esc(s: string) {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footer?: string,
) {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${esc(p)}</p>`)
    .join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${esc(action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${esc(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">Or open this link: ${esc(action.url)}</p>`
    : "";
  const foot = footer
    ? `<p style="margin:24px 0 0;font-size:13px;color:#475569">${esc(footer)}</p>`
    : "";
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;border:1px solid #e2e8f0"><p style="margin:0 0 24px;font-weight:700;color:#0f766e;font-size:18px">CareAtlas</p><h1 style="margin:0 0 16px;font-size:20px">${esc(title)}</h1>${body}${button}${foot}</div></body></html>`;
}

export const authEmails = {
  verifyEmail({ name, url }: { name: string; url: string }) {
    const subject = "Confirm your email address for CareAtlas";
    const lines = [
      `Hi ${greetingName(name)},`,
      "Please confirm your email address to finish setting up your CareAtlas account. The link signs you in and is valid for 24 hours.",
    ];
    const footer = "If you did not create a CareAtlas account, you can ignore this email.";
    return {
      subject,
      text: `${lines.join("\n\n")}\n\nConfirm your email: ${url}\n\n${footer}\n`,
      html: layout(
        "Confirm your email address",
        lines,
        { label: "Confirm email address", url },
        footer,
      ),
    };
  },
  resetPassword({ name, url }: { name: string; url: string }) {
    const subject = "Reset your CareAtlas password";
    const lines = [
      `Hi ${greetingName(name)},`,
      "We received a request to reset the password of your CareAtlas account. The link is valid for one hour. After the reset, every device signed in to your account is signed out.",
    ];
    const footer = "If you did not ask for this, ignore this email: your password stays the same.";
    return {
      subject,
      text: `${lines.join("\n\n")}\n\nChoose a new password: ${url}\n\n${footer}\n`,
      html: layout("Reset your password", lines, { label: "Choose a new password", url }, footer),
    };
  },
  existingAccount({
    name,
    signInUrl,
    resetUrl,
  }: {
    name: string;
    signInUrl: string;
    resetUrl: string;
  }) {
    const subject = "Someone tried to sign up with your email";
    const lines = [
      `Hi ${greetingName(name)},`,
      "Someone tried to create a new CareAtlas account with this email address, but you already have one.",
      `If it was you, sign in at ${signInUrl} — or, if you forgot your password, reset it at ${resetUrl}.`,
    ];
    const footer = "If it was not you, no action is needed: your account is unchanged.";
    return {
      subject,
      text: `${lines.join("\n\n")}\n\n${footer}\n`,
      html: layout(
        "You already have an account",
        lines,
        { label: "Sign in", url: signInUrl },
        footer,
      ),
    };
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
