import { Building2, Package, Scale } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { fillText } from "~/i18n/fill-text";
import { useLocalePath, useText } from "~/i18n/text";
import { compareUrl } from "./compare";
import { useCompareItems } from "./compare-store";

/** Shown when the URL names nothing we can compare: how to add items, and the tray if it has some. */
export function CompareEmptyState({ missing }: { missing: number }) {
  const { items } = useCompareItems();
  const t = useText();
  const to = useLocalePath();
  const strong = "font-semibold text-slate-800";
  // "Press {compare} on any package … then choose {now}.": the two button names in bold.
  const [before, middle, after] = t("compare.empty.how").split(/\{compare\}|\{now\}/);
  return (
    <div className="mx-auto max-w-2xl rounded-[var(--radius-card)] bg-white px-6 py-12 text-center shadow-[var(--shadow-card)] ring-1 ring-slate-900/5">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
        <Scale aria-hidden className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900">
        {missing ? t("compare.empty.missing-title") : t("compare.empty.title")}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        {missing ? t("compare.empty.missing") : ""}
        {before}
        <strong className={strong}>{t("shell.compare.add")}</strong>
        {middle}
        <strong className={strong}>{t("shell.compare.now")}</strong>
        {after}
      </p>
      {items.length > 0 && (
        <p className="mt-6">
          <Link
            to={to(compareUrl(items))}
            className={buttonVariants({ variant: "accent", size: "lg" })}
          >
            {fillText(
              items.length === 1 ? t("compare.empty.tray.one") : t("compare.empty.tray.other"),
              { count: items.length },
            )}
          </Link>
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={to("/packages")} className={buttonVariants({ variant: "primary" })}>
          <Package aria-hidden /> {t("compare.empty.browse-packages")}
        </Link>
        <Link to={to("/search-results")} className={buttonVariants({ variant: "outline" })}>
          <Building2 aria-hidden /> {t("compare.empty.find-clinics")}
        </Link>
      </div>
    </div>
  );
}
