import {
  ExternalLink as ExternalIcon,
  HeartPulse,
  Plane,
  ShieldPlus,
  TimerReset,
  type LucideIcon,
} from "lucide-react";
import { Suspense, lazy, useState } from "react";
import { useText } from "~/i18n/text";
import { loadWhenOnline } from "~/perf/load-when-online";
import { cn } from "~/utils/misc";
import { insuranceQuoteUrl } from "../clinic-format";
import { ExternalLink } from "./external-link";

// The options (Radix Accordion) show only once the add-on is switched on, which the server never
// renders: their code downloads when the switch is pointed at or focused (decision 043).
const loadOptions = () => import("./insurance-options");
const InsuranceOptions = lazy(() => loadWhenOnline(loadOptions));

export type InsuranceOption = {
  id: string;
  name: string;
  range: string;
  icon: LucideIcon;
  text: string;
};

export const INSURANCE_OPTIONS: InsuranceOption[] = [
  {
    id: "complications",
    name: "Medical complications",
    range: "€39–89",
    icon: HeartPulse,
    text: "Pays for corrective treatment, extra hospital nights and a longer stay if complications arise after your procedure, up to 12 months after you return home.",
  },
  {
    id: "travel-medical",
    name: "Travel medical",
    range: "€29–59",
    icon: Plane,
    text: "Emergency medical care for illness or injury unrelated to your procedure while you are abroad, including medical repatriation.",
  },
  {
    id: "cancellation",
    name: "Trip cancellation & delay",
    range: "€49–129",
    icon: TimerReset,
    text: "Refunds non-refundable flights, hotel and deposits if you have to cancel for a covered reason, and covers extra costs when your flight is delayed.",
  },
];

/** The optional travel-medical insurance add-on, offered by a partner insurer. */
export function InsuranceAddon({
  clinicSlug,
  className,
}: {
  clinicSlug: string;
  className?: string;
}) {
  const t = useText();
  const [on, setOn] = useState(false);
  const quoteUrl = insuranceQuoteUrl(clinicSlug);

  return (
    <section aria-labelledby="insurance-title" className={cn("overflow-hidden", className)}>
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent-50 text-accent-700 ring-1 ring-accent-100">
          <ShieldPlus aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="insurance-title" className="font-semibold text-slate-900">
            {t("clinic.insurance.title")}
          </h2>
          <p className="text-sm text-slate-600">
            {t("clinic.insurance.subtitle")}{" "}
            <span className="font-semibold text-slate-900">{t("clinic.insurance.from")}</span>
          </p>
        </div>
      </div>

      <button
        type="button"
        aria-pressed={on}
        onPointerEnter={() => void loadOptions()}
        onFocus={() => void loadOptions()}
        onClick={() => setOn((v) => !v)}
        className={cn(
          "mt-4 flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-4 text-start text-sm font-semibold ring-1 transition-colors",
          on
            ? "bg-primary-50 text-primary-900 ring-primary-300"
            : "bg-slate-50 text-slate-800 ring-slate-200 hover:ring-slate-300",
        )}
      >
        {t("clinic.insurance.add")}
        <span
          aria-hidden
          className={cn(
            "relative h-6 w-11 shrink-0 rounded-full transition-colors",
            on ? "bg-primary-700" : "bg-slate-300",
          )}
        >
          <span
            className={cn(
              "absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform",
              on && "translate-x-5",
            )}
          />
        </span>
      </button>

      {on && (
        <Suspense fallback={null}>
          <InsuranceOptions options={INSURANCE_OPTIONS} quoteLink={<QuoteLink href={quoteUrl} />} />
        </Suspense>
      )}
      <noscript>
        <ul className="mt-4 space-y-2 text-sm">
          {INSURANCE_OPTIONS.map((o) => (
            <li key={o.id} className="flex justify-between gap-3">
              <span className="text-slate-800">{o.name}</span>
              <span className="font-semibold text-primary-800">{o.range}</span>
            </li>
          ))}
        </ul>
        <QuoteLink href={quoteUrl} />
      </noscript>
      <p className="mt-3 text-xs text-slate-600">{t("clinic.insurance.note")}</p>
    </section>
  );
}

function QuoteLink({ href }: { href: string }) {
  const t = useText();
  return (
    <ExternalLink
      href={href}
      className="mt-4 flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-primary-700 px-4 text-sm font-semibold text-primary-800 hover:bg-primary-50"
    >
      {t("clinic.insurance.quote")}
      <ExternalIcon aria-hidden className="size-4" />
    </ExternalLink>
  );
}
