import { CalendarClock, ChevronDown, UserRound, Stethoscope } from "lucide-react";
import { useState } from "react";
import { fillText } from "~/i18n/fill-text";
import { useLocale, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { useHydrated } from "~/utils/use-hydrated";
import { ProfileSection } from "./profile-section";

export const RESULTS_VISIBLE = 6;

export type BeforeAfterCase = {
  id: string;
  title: string;
  treatmentType: string;
  beforeImage: string;
  afterImage: string;
  timeframe: string;
  doctorName: string;
  patientInfo: string;
  description: string;
};

/**
 * Before/after cases: six cards, the rest behind 'See More Results' (a <details>, so they are
 * reachable without JavaScript), and treatment filters once there are more than two types.
 */
export function BeforeAfterResults({ cases }: { cases: BeforeAfterCase[] }) {
  const t = useText();
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<string | null>(null);
  if (!cases.length) return null;

  const types = [...new Set(cases.map((c) => c.treatmentType))];
  const shown = filter ? cases.filter((c) => c.treatmentType === filter) : cases;
  const first = shown.slice(0, RESULTS_VISIBLE);
  const rest = shown.slice(RESULTS_VISIBLE);

  return (
    <ProfileSection
      id="results"
      title={t("clinic.results.title")}
      description={t("clinic.results.description")}
    >
      {hydrated && types.length > 2 && (
        <div className="mb-5">
          <div
            role="group"
            aria-label={t("clinic.results.filter")}
            className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
          >
            {[null, ...types].map((type) => {
              const active = filter === type;
              const n = type ? cases.filter((c) => c.treatmentType === type).length : cases.length;
              return (
                <button
                  key={type ?? "all"}
                  type="button"
                  aria-pressed={active}
                  onClick={() => setFilter(type)}
                  className={cn(
                    "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ring-1 transition-colors",
                    active
                      ? "bg-primary-700 text-white ring-primary-700"
                      : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:ring-slate-400",
                  )}
                >
                  {type ?? t("clinic.results.all")}
                  <span className={cn("text-xs", active ? "text-primary-100" : "text-slate-600")}>
                    {n}
                  </span>
                </button>
              );
            })}
          </div>
          <p aria-live="polite" className="sr-only">
            Showing {shown.length} {shown.length === 1 ? "result" : "results"}
            {filter ? ` for ${filter}` : ""}
          </p>
        </div>
      )}

      <CaseGrid cases={first} />
      {rest.length > 0 && (
        <details key={filter ?? "all"} className="group mt-4">
          <summary className="mx-auto flex min-h-11 w-fit cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">
              {t("clinic.results.more")} ({rest.length})
            </span>
            <span className="hidden group-open:inline">{t("clinic.results.fewer")}</span>
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform group-open:rotate-180"
            />
          </summary>
          <CaseGrid cases={rest} className="mt-4" />
        </details>
      )}
    </ProfileSection>
  );
}

function CaseGrid({ cases, className }: { cases: BeforeAfterCase[]; className?: string }) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {cases.map((c) => (
        <li key={c.id}>
          <CaseCard item={c} />
        </li>
      ))}
    </ul>
  );
}

function CaseCard({ item }: { item: BeforeAfterCase }) {
  const t = useText();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [showAfter, setShowAfter] = useState(false);

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
      {hydrated ? (
        <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
          <img
            src={item.beforeImage}
            alt={showAfter ? "" : fillText(t("clinic.results.beforeAlt"), { title: item.title })}
            aria-hidden={showAfter || undefined}
            width={640}
            height={480}
            loading="lazy"
            className="absolute inset-0 size-full object-cover"
          />
          <img
            src={item.afterImage}
            alt={
              showAfter
                ? fillText(t("clinic.results.afterWhenAlt"), {
                    title: item.title,
                    // "8 months after" reads inside the English sentence; other languages' words
                    // keep their capitals (German nouns).
                    timeframe: locale === "en" ? item.timeframe.toLowerCase() : item.timeframe,
                  })
                : ""
            }
            aria-hidden={!showAfter || undefined}
            width={640}
            height={480}
            loading="lazy"
            className={cn(
              "absolute inset-0 size-full object-cover transition-opacity duration-300",
              showAfter ? "opacity-100" : "opacity-0",
            )}
          />
          <PhotoLabel after={showAfter} />
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-px bg-slate-200">
          {(
            [
              [item.beforeImage, false],
              [item.afterImage, true],
            ] as const
          ).map(([src, after]) => (
            <figure key={src + String(after)} className="relative bg-slate-100">
              <img
                src={src}
                alt={fillText(
                  after ? t("clinic.results.afterAlt") : t("clinic.results.beforeAlt"),
                  {
                    title: item.title,
                  },
                )}
                width={320}
                height={320}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
              <figcaption>
                <PhotoLabel after={after} />
              </figcaption>
            </figure>
          ))}
        </div>
      )}

      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800 ring-1 ring-primary-200">
            {item.treatmentType}
          </span>
          <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
            <CalendarClock aria-hidden className="size-3.5" />
            <bdi>{item.timeframe}</bdi>
          </span>
        </div>
        <h3 dir="auto" className="mt-2 font-semibold leading-snug text-slate-900">
          {item.title}
        </h3>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Stethoscope aria-hidden className="size-3.5" />
            {item.doctorName}
          </span>
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden className="size-3.5" />
            <span className="sr-only">{t("clinic.results.patient")} </span>
            <bdi>{item.patientInfo}</bdi>
          </span>
        </p>
        <p dir="auto" className="mt-2 flex-1 text-sm text-slate-700">
          {item.description}
        </p>
        {hydrated && (
          <button
            type="button"
            aria-pressed={showAfter}
            onClick={() => setShowAfter((v) => !v)}
            className="mt-4 inline-flex min-h-11 w-fit items-center gap-3 rounded-full py-1 pe-3 text-sm font-semibold text-slate-800"
          >
            <span
              aria-hidden
              className={cn(
                "relative h-6 w-11 shrink-0 rounded-full transition-colors",
                showAfter ? "bg-primary-700" : "bg-slate-300",
              )}
            >
              <span
                className={cn(
                  "absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform",
                  showAfter && "translate-x-5",
                )}
              />
            </span>
            {t("clinic.results.showAfter")}
          </button>
        )}
      </div>
    </article>
  );
}

function PhotoLabel({ after }: { after: boolean }) {
  const t = useText();
  return (
    <span
      className={cn(
        "absolute start-2 top-2 rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide shadow",
        after ? "bg-primary-700 text-white" : "bg-white text-slate-900",
      )}
    >
      {after ? t("clinic.results.after") : t("clinic.results.before")}
    </span>
  );
}
