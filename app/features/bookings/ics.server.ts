import { i18nFor } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/config";
import { treatmentNameIn } from "~/i18n/names.server";
import { addDays } from "./booking-schema";

/**
 * An iCalendar file (RFC 5545) for a booking: all-day events for the consultation, the
 * treatment and the return journey. Lines end with CRLF and are folded at 75 octets; text is
 * escaped, so a clinic or treatment name cannot inject properties. The words (SUMMARY,
 * DESCRIPTION, the calendar's name) are in the reader's language (`ics.*` ids); English is what
 * it always was.
 */

export type IcsBooking = {
  id: string;
  reference: string;
  treatment: string;
  status: "pending" | "confirmed" | "completed" | "cancelled";
  consultationDate: string | null;
  surgeryDate: string | null;
  returnDate: string | null;
  clinicName: string;
  city: string;
  country: string;
};

export function escapeText(v: string): string {
  return v
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets (continuation lines start with one space). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let cur = "";
  let curLen = 0;
  for (const ch of line) {
    const len = Buffer.byteLength(ch, "utf8");
    const limit = parts.length === 0 ? 75 : 74;
    if (curLen + len > limit) {
      parts.push(cur);
      cur = "";
      curLen = 0;
    }
    cur += ch;
    curLen += len;
  }
  parts.push(cur);
  return parts.join("\r\n ");
}

const STATUS: Record<IcsBooking["status"], string> = {
  pending: /*i18n*/ "ics.status.pending",
  confirmed: /*i18n*/ "ics.status.confirmed",
  completed: /*i18n*/ "ics.status.completed",
  cancelled: /*i18n*/ "ics.status.cancelled",
};

const day = (iso: string) => iso.replace(/-/g, "");

function stamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

export function bookingIcs(
  b: IcsBooking,
  opts: { now?: Date; origin?: string; locale?: Locale } = {},
): string {
  const now = opts.now ?? new Date();
  const locale = opts.locale ?? DEFAULT_LOCALE;
  const i18n = i18nFor(locale);
  const treatment = treatmentNameIn(locale, b.treatment);
  const { reference } = b;
  const status =
    b.status === "cancelled" ? "CANCELLED" : b.status === "pending" ? "TENTATIVE" : "CONFIRMED";
  const where = `${b.clinicName}, ${b.city}, ${b.country}`;
  const url = opts.origin ? `${opts.origin}/dashboard/bookings` : null;
  const events: Array<{ key: string; date: string | null; summary: string }> = [
    {
      key: "consultation",
      date: b.consultationDate,
      summary: i18n._("ics.consultation", { treatment }),
    },
    { key: "treatment", date: b.surgeryDate, summary: i18n._("ics.treatment", { treatment }) },
    { key: "return", date: b.returnDate, summary: i18n._("ics.return", { city: b.city }) },
  ];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//CareAtlas//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(i18n._("ics.calendar-name", { reference }))}`,
  ];
  for (const e of events) {
    if (!e.date) continue;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${b.id}-${e.key}@careatlas`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${day(e.date)}`,
      `DTEND;VALUE=DATE:${day(addDays(e.date, 1))}`,
      `SUMMARY:${escapeText(`${e.summary} (${b.reference})`)}`,
      `LOCATION:${escapeText(where)}`,
      `DESCRIPTION:${escapeText(
        i18n._("ics.description", {
          reference,
          clinic: b.clinicName,
          status: i18n._(STATUS[b.status]),
        }) + (url ? ` ${i18n._("ics.details", { url })}` : ""),
      )}`,
      `STATUS:${status}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
