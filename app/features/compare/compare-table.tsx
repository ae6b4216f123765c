import { Check, Clock, MapPin, X } from "lucide-react";
import { Link } from "react-router";
import { Price, useCurrency } from "~/components/currency-context";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Rating } from "~/components/ui/rating";
import { fillText } from "~/i18n/fill-text";
import { useLocalePath, usePlace, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import {
  DEFAULT_STAY_NIGHTS,
  NIGHTLY_HOTEL_USD_MINOR,
  compareUrl,
  estimateTripCost,
  lowestLikeForLike,
  nightlyCountryName,
  toUsdMinor,
  type CompareRef,
} from "./compare";
import { useCompareItems } from "./compare-store";
import type { CompareEntry } from "./compare.server";

type Row = { label: string; render: (e: CompareEntry, i: number) => React.ReactNode };

/**
 * The catalogue's treatments by English name as the page's language names them (from the
 * loader). The data, the links' `?treatment=` and every comparison keep the English name; only
 * what is shown changes. A name missing from the map is shown as it is.
 */
type TreatmentNames = Record<string, string>;

/**
 * The side-by-side comparison. The table scrolls sideways inside its own box (first column
 * sticky), so the page itself never scrolls horizontally on a phone.
 */
export function CompareTable({
  entries,
  treatment = null,
  reviewCounts,
  treatmentNames,
}: {
  entries: CompareEntry[];
  /** The treatment every clinic column is priced for (from the link), if any. */
  treatment?: string | null;
  /** Each entry's "12 reviews" in the page's language (from the loader). */
  reviewCounts?: string[];
  treatmentNames?: TreatmentNames;
}) {
  const t = useText();
  const to = useLocalePath();
  const place = usePlace();
  const shown = (name: string) => treatmentNames?.[name] ?? name;
  const { rates } = useCurrency();
  const { remove } = useCompareItems();

  const priceUsd = entries.map((e) =>
    e.kind === "package"
      ? toUsdMinor(e.priceMinor, e.currency, rates)
      : e.startingPrice
        ? toUsdMinor(e.startingPrice.amountMinor, e.startingPrice.currency, rates)
        : null,
  );
  const trips = entries.map((e, i) => {
    const p = priceUsd[i];
    return p === null
      ? null
      : estimateTripCost({
          priceUsdMinor: p,
          coveredDays: e.kind === "package" ? e.durationDays : 0,
          countrySlug: e.countrySlug,
        });
  });
  // What each column's price is for: "Lowest …" is only awarded between like-for-like prices.
  const treatmentOf = (e: CompareEntry) =>
    e.kind === "package" ? e.treatment : (e.startingPrice?.treatment ?? null);
  const lowestPrice = lowestLikeForLike(
    entries.map((e, i) => ({
      key: treatmentOf(e) === null ? null : `${e.kind}:${treatmentOf(e)}`,
      value: priceUsd[i] ?? null,
    })),
  );
  const lowestTrip = lowestLikeForLike(
    entries.map((e, i) => ({ key: treatmentOf(e), value: trips[i]?.totalUsdMinor ?? null })),
  );
  const bestRating = entries.length > 1 ? Math.max(...entries.map((e) => e.rating)) : null;

  const refs: CompareRef[] = entries.map(({ kind, id }) => ({ kind, id }));
  // In the page's language, like the tray's link (/de/compare on a German page).
  const withoutHref = (i: number) =>
    to(
      compareUrl(
        refs.filter((_, j) => j !== i),
        treatment,
      ),
    );

  const rows: Row[] = [
    {
      label: t("compare.row.price"),
      render: (e, i) => (
        <div>
          {e.kind === "package" ? (
            <>
              <p className="text-xl font-bold text-primary-800">
                <Price amountMinor={e.priceMinor} currency={e.currency} />
              </p>
              {e.originalPriceMinor && e.originalPriceMinor > e.priceMinor && (
                <p className="text-sm text-slate-600">
                  <span className="sr-only">{t("compare.price.usual")}</span>
                  <s>
                    <Price amountMinor={e.originalPriceMinor} currency={e.currency} />
                  </s>
                </p>
              )}
              <p className="mt-1 text-xs text-slate-600">
                {fillText(t("compare.price.package"), { treatment: shown(e.treatment) })}
              </p>
              {treatment && e.treatment.toLowerCase() !== treatment.toLowerCase() && (
                <p className="mt-1 text-xs font-medium text-amber-800">
                  {fillText(t("compare.price.not-a"), { treatment: shown(treatment) })}
                </p>
              )}
            </>
          ) : e.startingPrice ? (
            <>
              <p className="text-xs font-medium text-slate-600">{t("compare.price.from")}</p>
              <p className="text-xl font-bold text-primary-800">
                <Price
                  amountMinor={e.startingPrice.amountMinor}
                  currency={e.startingPrice.currency}
                />
              </p>
              <p className="mt-1 text-xs text-slate-600">
                {fillText(t("compare.price.treatment-only"), {
                  treatment: shown(e.startingPrice.treatment),
                })}
              </p>
            </>
          ) : !e.offersTreatment && treatment ? (
            <p className="text-sm font-medium text-slate-800">
              {fillText(t("compare.price.not-offered"), { treatment: shown(treatment) })}
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t("compare.price.on-request")}</p>
          )}
          {lowestPrice !== null && priceUsd[i] === lowestPrice && (
            <Badge variant="success" className="mt-2">
              {t("compare.price.lowest")}
            </Badge>
          )}
        </div>
      ),
    },
    {
      label: t("compare.row.trip"),
      render: (e, i) => {
        const trip = trips[i];
        if (!trip)
          return (
            <p className="text-sm text-slate-600">
              {e.kind === "clinic" && !e.offersTreatment ? "—" : t("compare.trip.ask")}
            </p>
          );
        return (
          <div>
            <p className="text-lg font-bold text-slate-900">
              <span className="sr-only">{t("compare.trip.about")}</span>
              <Price amountMinor={trip.totalUsdMinor} currency="USD" />
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {trip.extraNights > 0 ? (
                <>
                  {fillText(
                    e.kind === "package"
                      ? trip.extraNights === 1
                        ? t("compare.trip.package-plus.one")
                        : t("compare.trip.package-plus.other")
                      : trip.extraNights === 1
                        ? t("compare.trip.treatment-plus.one")
                        : t("compare.trip.treatment-plus.other"),
                    { count: trip.extraNights },
                  )}{" "}
                  <Price amountMinor={trip.nightlyUsdMinor} currency="USD" />
                </>
              ) : (
                fillText(t("compare.trip.covered"), { nights: DEFAULT_STAY_NIGHTS })
              )}
            </p>
            {lowestTrip !== null && trip.totalUsdMinor === lowestTrip && (
              <Badge variant="success" className="mt-2">
                {t("compare.trip.lowest")}
              </Badge>
            )}
          </div>
        );
      },
    },
    {
      label: t("compare.row.included"),
      render: (e) =>
        e.kind === "package" ? (
          <CheckList items={e.includes} icon="check" />
        ) : (
          <div className="text-sm text-slate-700">
            <p>{t("compare.included.clinic")}</p>
            <ul className="mt-1.5 space-y-1">
              {e.treatments.map((tr) => (
                <li key={tr.name} className="flex items-start justify-between gap-2">
                  <span>{shown(tr.name)}</span>
                  <span className="shrink-0 text-slate-600">
                    {t("compare.included.from")}{" "}
                    <Price amountMinor={tr.priceFromMinor} currency={tr.currency} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ),
    },
    {
      label: t("compare.row.not-included"),
      render: (e) =>
        e.kind === "package" ? (
          e.excludes.length ? (
            <CheckList items={e.excludes} icon="x" />
          ) : (
            <p className="text-sm text-slate-600">{t("compare.excluded.none")}</p>
          )
        ) : (
          <CheckList
            items={[
              t("compare.excluded.hotel"),
              t("compare.excluded.transfers"),
              t("compare.excluded.flights"),
            ]}
            icon="x"
          />
        ),
    },
    {
      label: t("compare.row.duration"),
      render: (e) =>
        e.kind === "package" ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-800">
            <Clock aria-hidden className="size-4 text-slate-500" /> {e.durationText}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t("compare.duration.depends")}</p>
        ),
    },
    {
      label: t("compare.row.rating"),
      render: (e, i) => (
        <div>
          <Rating
            value={e.rating}
            count={e.reviewCount}
            className="flex-wrap"
            labels={reviewCounts?.[i] ? { count: reviewCounts[i] } : undefined}
          />
          {bestRating !== null && e.rating === bestRating && (
            <Badge variant="success" className="mt-2">
              {t("compare.rating.top")}
            </Badge>
          )}
        </div>
      ),
    },
    {
      label: t("compare.row.accreditations"),
      render: (e) =>
        e.certifications.length ? (
          <ul className="flex flex-wrap gap-1.5">
            {e.certifications.map((c) => (
              <li key={c}>
                <Badge variant="success">{c}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t("compare.none-listed")}</p>
        ),
    },
    {
      label: t("compare.row.languages"),
      render: (e) => (
        <p className="text-sm text-slate-800">
          {e.languages.length ? e.languages.join(", ") : t("compare.not-listed")}
        </p>
      ),
    },
    {
      label: t("compare.row.location"),
      render: (e) => (
        <p className="flex items-start gap-1.5 text-sm text-slate-800">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
          {place(e.city, e.country)}
        </p>
      ),
    },
    {
      label: t("compare.row.clinic"),
      render: (e) =>
        e.kind === "package" ? (
          <Link
            to={to(`/clinic/${e.clinicSlug}`)}
            className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            {e.clinicName}
          </Link>
        ) : (
          <p className="text-sm text-slate-800">{e.specialty}</p>
        ),
    },
  ];

  const stickyCell =
    "sticky left-0 z-10 w-28 min-w-28 bg-white p-3 text-left text-xs font-semibold text-slate-700 shadow-[1px_0_0_var(--color-slate-200)] sm:w-44 sm:min-w-44 sm:p-4 sm:text-sm";
  const cell = "min-w-[13.5rem] border-l p-3 align-top sm:min-w-[15rem] sm:p-4";

  return (
    <>
      {entries.length > 1 && (
        <p className="mb-2 text-xs text-slate-600 sm:hidden" aria-hidden>
          {t("compare.swipe")}
        </p>
      )}
      <div className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5">
        <div
          className="relative overflow-x-auto overscroll-x-contain"
          role="region"
          aria-labelledby="compare-table-caption"
          tabIndex={0}
        >
          <table className="w-full border-separate border-spacing-0">
            <caption id="compare-table-caption" className="sr-only">
              {t("compare.caption")}
            </caption>
            <thead>
              <tr>
                <td className={cn(stickyCell, "border-b border-slate-200 align-bottom")}>
                  <span className="text-slate-600">
                    {fillText(t("compare.count"), { count: entries.length })}
                  </span>
                </td>
                {entries.map((e, i) => (
                  <th
                    key={`${e.kind}:${e.id}`}
                    scope="col"
                    className={cn(cell, "border-b border-slate-200 text-left font-normal")}
                  >
                    <div className="relative">
                      <img
                        src={e.image}
                        alt=""
                        width={480}
                        height={300}
                        className="aspect-[16/10] w-full rounded-lg object-cover"
                      />
                      <Badge
                        variant={e.kind === "package" ? "dark" : "primary"}
                        className="absolute left-2 top-2"
                      >
                        {e.kind === "package"
                          ? t("compare.kind.package")
                          : t("compare.kind.clinic")}
                      </Badge>
                    </div>
                    <p className="mt-3 text-base font-semibold leading-snug text-slate-900">
                      <Link to={to(e.href)} className="hover:text-primary-800 hover:underline">
                        {e.name}
                      </Link>
                    </p>
                    <Link
                      to={withoutHref(i)}
                      preventScrollReset
                      onClick={() => remove({ kind: e.kind, id: e.id })}
                      className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-red-700"
                    >
                      <X aria-hidden className="size-4" /> {t("compare.remove")}
                      <span className="sr-only"> {e.name}</span>
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="group">
                  <th
                    scope="row"
                    className={cn(
                      stickyCell,
                      "border-b border-slate-100 align-top group-last:border-b-0",
                    )}
                  >
                    {row.label}
                  </th>
                  {entries.map((e, i) => (
                    <td
                      key={`${e.kind}:${e.id}`}
                      className={cn(cell, "border-b border-slate-100 group-last:border-b-0")}
                    >
                      {row.render(e, i)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row" className={cn(stickyCell, "border-t border-slate-200 align-top")}>
                  <span className="sr-only">{t("compare.row.details")}</span>
                </th>
                {entries.map((e) => (
                  <td key={`${e.kind}:${e.id}`} className={cn(cell, "border-t border-slate-200")}>
                    <Link
                      to={to(e.href)}
                      className={buttonVariants({ variant: "primary", className: "w-full" })}
                    >
                      {e.kind === "package" ? t("compare.view.package") : t("compare.view.clinic")}
                      <span className="sr-only">: {e.name}</span>
                    </Link>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}

function CheckList({ items, icon }: { items: string[]; icon: "check" | "x" }) {
  const Icon = icon === "check" ? Check : X;
  return (
    <ul className="space-y-1.5 text-sm text-slate-800">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon
            aria-hidden
            className={cn(
              "mt-0.5 size-4 shrink-0",
              icon === "check" ? "text-emerald-700" : "text-red-700",
            )}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Above the table: which treatment the prices are for, or why none is marked lowest, with links
 * to compare one treatment that every compared clinic offers.
 */
export function ComparePriceBasis({
  entries,
  treatment,
  treatmentNames,
}: {
  entries: CompareEntry[];
  treatment: string | null;
  treatmentNames?: TreatmentNames;
}) {
  const t = useText();
  const to = useLocalePath();
  const shown = (name: string) => treatmentNames?.[name] ?? name;
  const refs: CompareRef[] = entries.map(({ kind, id }) => ({ kind, id }));
  const clinics = entries.filter((e) => e.kind === "clinic");
  const link = "font-medium text-primary-700 underline underline-offset-4";
  if (treatment) {
    // "Clinic prices are for {treatment}.": the treatment in bold.
    const [basisBefore, basisAfter] = t("compare.basis.treatment").split("{treatment}");
    return (
      <p className="mb-4 text-sm text-slate-700" data-testid="compare-basis">
        {basisBefore}
        <strong className="text-slate-900">{shown(treatment)}</strong>
        {basisAfter}{" "}
        {clinics.length > 0 && (
          <Link to={to(compareUrl(refs))} preventScrollReset className={link}>
            {t("compare.basis.lowest")}
          </Link>
        )}
      </p>
    );
  }
  const priceTreatments = new Set(
    entries
      .map((e) => (e.kind === "package" ? e.treatment : e.startingPrice?.treatment))
      .filter(Boolean),
  );
  if (priceTreatments.size < 2) return null;
  const common = clinics.length
    ? clinics[0]!.treatments
        .map((t) => t.name)
        .filter((name) => clinics.every((c) => c.treatments.some((t) => t.name === name)))
    : [];
  return (
    <div className="mb-4 text-sm text-slate-700" data-testid="compare-basis">
      <p>
        {t("compare.basis.different")}
        {common.length > 0 && t("compare.basis.pick")}
      </p>
      {common.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {common.slice(0, 8).map((name) => (
            <li key={name}>
              <Link
                to={to(compareUrl(refs, name))}
                preventScrollReset
                className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-medium text-primary-800 ring-1 ring-primary-200 hover:bg-primary-50"
              >
                {shown(name)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The small print under the table: how the trip estimate is worked out. `countryNames`: the
 * countries by slug in the page's language (from the loader); English names without it.
 */
export function TripEstimateNote({ countryNames }: { countryNames?: Record<string, string> }) {
  const { format } = useCurrency();
  const t = useText();
  const nightly = Object.entries(NIGHTLY_HOTEL_USD_MINOR)
    .map(
      ([slug, minor]) =>
        `${countryNames?.[slug] ?? nightlyCountryName(slug)} ${format(minor, "USD")}`,
    )
    .join(", ");
  return (
    <p className="text-xs leading-relaxed text-slate-600">
      <strong className="font-semibold text-slate-700">{t("compare.note.title")}</strong>{" "}
      {fillText(t("compare.note.body"), { nights: DEFAULT_STAY_NIGHTS, nightly })}
    </p>
  );
}
