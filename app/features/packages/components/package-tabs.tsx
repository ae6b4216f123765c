import { Check, X } from "lucide-react";
import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { initialsOf } from "~/components/ui/initials";
import { Rating, useRatingText } from "~/components/ui/rating";
import { Stars } from "~/components/ui/stars";
import { LISTING_LANG, OriginalLanguageNote } from "~/i18n/original-language-note";
import { useText } from "~/i18n/text";
import type { PackageDetail } from "../packages.server";

const TABS = [
  { value: "overview", label: /*i18n*/ "package.tab.overview" },
  { value: "included", label: /*i18n*/ "package.tab.included" },
  { value: "reviews", label: /*i18n*/ "package.tab.reviews" },
] as const;
type TabValue = (typeof TABS)[number]["value"];

/*
 * Every panel is rendered (forceMount) so all content is in the server HTML. Without JavaScript
 * the tab buttons cannot work, so they are hidden and the panels are shown one after another
 * with their headings.
 */
const NO_SCRIPT_CSS = `
.package-tabs [role=tablist]{display:none}
.package-tabs [role=tabpanel]{display:block}
.package-tabs [role=tabpanel]+[role=tabpanel]{margin-top:2.5rem}
.package-tabs .package-tab-heading{position:static;width:auto;height:auto;margin:0 0 .75rem;overflow:visible;clip:auto;clip-path:none;white-space:normal}
`;

/*
 * The WAI-ARIA tabs pattern, written out: a tablist whose tabs are buttons with a roving
 * tabindex, arrow keys (wrapping), Home and End that move and select (automatic activation),
 * and panels labelled by their tabs. (Radix Tabs did the same, but its roving-focus group
 * re-rendered synchronously right after hydration: ~100 ms of blocked main thread on a phone.)
 */
const TabsContext = createContext<{ base: string; selected: TabValue }>({
  base: "",
  selected: "overview",
});

export type TabsPackage = Omit<PackageDetail, "reviews"> & {
  /** Each review with its month and year written in the page's language (the loader's). */
  reviews: (PackageDetail["reviews"][number] & { dateText?: string })[];
  /** Parts shown in the clinic's own translation into the page's language (decision 050). */
  translated?: { overview: boolean; includes: boolean };
};

const englishMonth = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function PackageTabs({ pkg }: { pkg: TabsPackage }) {
  const t = useText();
  const ratingText = useRatingText();
  const base = useId();
  const [selected, setSelected] = useState<TabValue>("overview");
  const tabRefs = useRef(new Map<TabValue, HTMLButtonElement>());

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const i = TABS.findIndex((t) => t.value === selected);
    const next =
      e.key === "ArrowRight"
        ? (i + 1) % TABS.length
        : e.key === "ArrowLeft"
          ? (i - 1 + TABS.length) % TABS.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    const value = TABS[next]!.value;
    setSelected(value);
    tabRefs.current.get(value)?.focus();
  }

  return (
    <TabsContext.Provider value={{ base, selected }}>
      <div className="package-tabs">
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
        <div
          role="tablist"
          aria-label={t("package.tabs.label")}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {TABS.map((tab) => {
            const active = tab.value === selected;
            return (
              <button
                key={tab.value}
                ref={(el) => {
                  if (el) tabRefs.current.set(tab.value, el);
                  else tabRefs.current.delete(tab.value);
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${tab.value}`}
                aria-controls={`${base}-panel-${tab.value}`}
                aria-selected={active}
                tabIndex={active ? 0 : -1}
                data-state={active ? "active" : "inactive"}
                onClick={() => setSelected(tab.value)}
                className="relative -mb-px min-h-11 shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 sm:px-4 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-primary-300 data-[state=active]:border-primary-700 data-[state=active]:text-primary-800"
              >
                {t(tab.label)}
                {tab.value === "reviews" && (
                  <span className="ms-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {pkg.reviews.length}
                  </span>
                )}
              </button>
            );
          })}
        </div>

        <Panel value="overview" heading={t("package.tab.overview")}>
          {!pkg.translated?.overview && <OriginalLanguageNote text={t("package.original")} />}
          <div
            lang={pkg.translated?.overview ? undefined : LISTING_LANG}
            dir={pkg.translated?.overview ? undefined : "ltr"}
            className="space-y-4 text-base leading-relaxed text-slate-700"
          >
            {pkg.overview
              .split(/\n{2,}/)
              .map((p) => p.trim())
              .filter(Boolean)
              .map((p, i) => (
                <p key={i}>{p}</p>
              ))}
          </div>
        </Panel>

        <Panel value="included" heading={t("package.tab.included")}>
          {!pkg.translated?.includes && <OriginalLanguageNote text={t("package.original")} />}
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="rounded-[var(--radius-card)] bg-emerald-50/60 p-5 ring-1 ring-emerald-100">
              <h3 className="text-base font-semibold text-slate-900">{t("package.included")}</h3>
              <ul
                lang={pkg.translated?.includes ? undefined : LISTING_LANG}
                dir={pkg.translated?.includes ? undefined : "ltr"}
                className="mt-3 space-y-2 text-sm text-slate-800"
              >
                {pkg.includes.map((inc) => (
                  <li key={inc} className="flex items-start gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                    <span>{inc}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-[var(--radius-card)] bg-slate-50 p-5 ring-1 ring-slate-200">
              <h3 className="text-base font-semibold text-slate-900">{t("package.excluded")}</h3>
              {pkg.excludes.length ? (
                <ul lang={LISTING_LANG} dir="ltr" className="mt-3 space-y-2 text-sm text-slate-800">
                  {pkg.excludes.map((exc) => (
                    <li key={exc} className="flex items-start gap-2">
                      <X aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />
                      <span>{exc}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-slate-600">{t("package.excluded.none")}</p>
              )}
            </div>
          </div>
        </Panel>

        <Panel value="reviews" heading={t("package.tab.reviews")}>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-[var(--radius-card)] bg-slate-50 p-4 ring-1 ring-slate-200">
            <p className="text-3xl font-bold text-slate-900">{ratingText(pkg.rating)}</p>
            <div>
              <Rating
                value={pkg.rating}
                labels={{
                  outOf: t("package.rating.outOf"),
                  isNew: t("package.rating.new"),
                  noReviews: t("package.rating.none"),
                }}
              />
              <p className="text-sm text-slate-600">{t("package.reviews.based")}</p>
            </div>
          </div>
          {pkg.reviews.length ? (
            <>
              <p className="mt-5 text-sm text-slate-600">{t("package.reviews.recent")}</p>
              <ul className="mt-3 divide-y divide-slate-100">
                {pkg.reviews.map((r) => (
                  <li key={r.id} className="py-4">
                    <figure>
                      <figcaption className="flex flex-wrap items-center justify-between gap-2">
                        <span className="flex items-center gap-3">
                          <span
                            aria-hidden
                            className="grid size-10 place-items-center rounded-full bg-primary-100 text-sm font-bold text-primary-800"
                          >
                            {initialsOf(r.authorName)}
                          </span>
                          <span>
                            <span dir="auto" className="block font-semibold text-slate-900">
                              {r.authorName}
                            </span>
                            <span className="block text-xs text-slate-600">
                              {[
                                r.authorCountry,
                                r.dateText ?? englishMonth.format(new Date(r.createdAt)),
                              ]
                                .filter(Boolean)
                                .join(" · ")}
                            </span>
                          </span>
                        </span>
                        <Stars value={r.rating} />
                      </figcaption>
                      <blockquote
                        dir="auto"
                        className="mt-2 text-sm leading-relaxed text-slate-700"
                      >
                        <p>{r.comment}</p>
                      </blockquote>
                    </figure>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-5 text-sm text-slate-600">{t("package.reviews.none")}</p>
          )}
        </Panel>
      </div>
    </TabsContext.Provider>
  );
}

function Panel({
  value,
  heading,
  children,
}: {
  value: TabValue;
  heading: string;
  children: ReactNode;
}) {
  const { base, selected } = useContext(TabsContext);
  const active = value === selected;
  // Every panel is in the HTML (see NO_SCRIPT_CSS); the inactive ones are hidden.
  return (
    <div
      role="tabpanel"
      id={`${base}-panel-${value}`}
      aria-labelledby={`${base}-tab-${value}`}
      tabIndex={0}
      data-state={active ? "active" : "inactive"}
      className="pt-6 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 data-[state=inactive]:hidden"
    >
      <h2 className="package-tab-heading sr-only text-xl font-bold text-slate-900">{heading}</h2>
      {children}
    </div>
  );
}
