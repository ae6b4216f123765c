import { CalendarDays, FileText, Users } from "lucide-react";
import { formatDate } from "../quote-schema";
import type { ClinicRequest } from "../quotes.server";

export function datesText(start: string | null, end: string | null) {
  if (!start && !end) return "Flexible dates";
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  return start ? `From ${formatDate(start)}` : `By ${formatDate(end)}`;
}

/** What the patient asked for, as the clinic sees it (first name only, shared records). */
export function RequestFacts({ req, clampNotes }: { req: ClinicRequest; clampNotes?: boolean }) {
  return (
    <div className="space-y-3 text-sm">
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-slate-700">
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarDays aria-hidden className="size-4 text-slate-500" />
            <span className="sr-only">Preferred dates</span>
          </dt>
          <dd>{datesText(req.preferredStart, req.preferredEnd)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Users aria-hidden className="size-4 text-slate-500" />
            <span className="sr-only">Travellers</span>
          </dt>
          <dd>
            {req.travellers} {req.travellers === 1 ? "traveller" : "travellers"}
          </dd>
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
        <p className="text-slate-600">No notes.</p>
      )}
      <div>
        <p className="font-semibold text-slate-800">Shared medical records</p>
        {req.records.length === 0 ? (
          <p className="text-slate-600">None shared with your clinic.</p>
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
