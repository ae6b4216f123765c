import { CalendarDays, FileText, Users } from "lucide-react";
import { localeInfo } from "~/i18n/config";
import { useLocale, useText } from "~/i18n/text";
import { formatDate } from "../quote-schema";
import type { ClinicRequest } from "../quotes.server";

/** A request as the clinic's pages show it: the travellers in the page's language (the loader's). */
export type ClinicRequestView = ClinicRequest & { travellersText: string };

/** Dates of a quote request in the page's language (the Intl tag of its language). */
export function useRequestDate(): (d: Date | string | null | undefined) => string {
  const intl = localeInfo(useLocale()).intl;
  return (d) => {
    if (!d) return "";
    if (intl === "en-GB") return formatDate(d);
    const date =
      typeof d === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d)
        ? new Date(`${d}T12:00:00Z`)
        : new Date(d);
    return new Intl.DateTimeFormat(intl, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(date);
  };
}

export function datesText(
  start: string | null,
  end: string | null,
  t: ReturnType<typeof useText> = (_id, en) => en!,
  date: (d: string | null) => string = formatDate,
) {
  if (!start && !end) return t("clinic-dash.req.dates.flexible", "Flexible dates");
  if (start && end) return `${date(start)} – ${date(end)}`;
  return start
    ? t("clinic-dash.req.dates.from", "From {date}").replace("{date}", date(start))
    : t("clinic-dash.req.dates.by", "By {date}").replace("{date}", date(end));
}

/** What the patient asked for, as the clinic sees it (first name only, shared records). */
export function RequestFacts({
  req,
  clampNotes,
}: {
  req: ClinicRequestView;
  clampNotes?: boolean;
}) {
  const t = useText();
  const date = useRequestDate();
  return (
    <div className="space-y-3 text-sm">
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-slate-700">
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarDays aria-hidden className="size-4 text-slate-500" />
            <span className="sr-only">{t("clinic-dash.req.dates")}</span>
          </dt>
          <dd>{datesText(req.preferredStart, req.preferredEnd, t, date)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Users aria-hidden className="size-4 text-slate-500" />
            <span className="sr-only">{t("clinic-dash.req.travellers")}</span>
          </dt>
          <dd>{req.travellersText}</dd>
        </div>
      </dl>
      {req.notes ? (
        <p
          className={
            clampNotes
              ? "line-clamp-3 whitespace-pre-line text-slate-700"
              : "whitespace-pre-line text-slate-700"
          }
        >
          {req.notes}
        </p>
      ) : (
        <p className="text-slate-600">{t("clinic-dash.req.no-notes")}</p>
      )}
      <div>
        <p className="font-semibold text-slate-800">{t("clinic-dash.req.records")}</p>
        {req.records.length === 0 ? (
          <p className="text-slate-600">{t("clinic-dash.req.records.none")}</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {req.records.map((r) => (
              <li key={r.id}>
                <a
                  href={`/api/records/${r.id}/download`}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-lg bg-slate-50 px-3 font-medium text-primary-800 ring-1 ring-slate-200 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
                >
                  <FileText aria-hidden className="size-4" />
                  <span className="break-all">{r.fileName}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
