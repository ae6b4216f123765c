import { DEFAULT_LOCALE, localeInfo, type Locale } from "~/i18n/config";

/**
 * The HTML version of a mail (decision 048): a small card with the title, paragraphs, an
 * optional button and a footer. Every text is escaped (a line break becomes <br>). English keeps
 * the markup it always had; another language names itself and its direction on <html> and on
 * the container (many mail clients drop the <html> element's attributes), and a link printed
 * inside right-to-left text keeps its own direction.
 */

export function escapeHtml(s: string) {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

const text = (s: string) => escapeHtml(s).replace(/\n/g, "<br>");

export function mailHtml({
  locale,
  title,
  paragraphs,
  action,
  linkLabel,
  footer,
}: {
  locale: Locale;
  title: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** "Or open this link:" in the mail's language (English: that text). */
  linkLabel?: string;
  footer?: string;
}) {
  const english = locale === DEFAULT_LOCALE;
  const { dir } = localeInfo(locale);
  const html = english ? "<html>" : `<html lang="${locale}" dir="${dir}">`;
  const box = english ? "<div" : `<div lang="${locale}" dir="${dir}"`;
  const link = (url: string) =>
    dir === "rtl" ? `<span dir="ltr">${escapeHtml(url)}</span>` : escapeHtml(url);
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${text(p)}</p>`)
    .join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(english || !linkLabel ? "Or open this link:" : linkLabel)} ${link(action.url)}</p>`
    : "";
  const foot = footer
    ? `<p style="margin:24px 0 0;font-size:13px;color:#475569">${text(footer)}</p>`
    : "";
  return `<!doctype html>${html}<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">${box} style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;border:1px solid #e2e8f0"><p style="margin:0 0 24px;font-weight:700;color:#0f766e;font-size:18px">CareAtlas</p><h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>${body}${button}${foot}</div></body></html>`;
}
