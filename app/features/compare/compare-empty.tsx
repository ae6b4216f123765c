import { Building2, Package, Scale } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { compareUrl } from "./compare";
import { useCompareItems } from "./compare-store";

/** Shown when the URL names nothing we can compare: how to add items, and the tray if it has some. */
export function CompareEmptyState({ missing }: { missing: number }) {
  const { items } = useCompareItems();
  return (
    <div className="mx-auto max-w-2xl rounded-[var(--radius-card)] bg-white px-6 py-12 text-center shadow-[var(--shadow-card)] ring-1 ring-slate-900/5">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
        <Scale aria-hidden className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900">
        {missing ? "We couldn't find these items" : "Nothing to compare yet"}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        {missing ? "The packages or clinics in this link are no longer available. " : ""}
        Press <strong className="font-semibold text-slate-800">Compare</strong> on any package or
        clinic to add it to your compare tray at the bottom of the screen — up to 4 items — then
        choose <strong className="font-semibold text-slate-800">Compare now</strong>.
      </p>
      {items.length > 0 && (
        <p className="mt-6">
          <Link
            to={compareUrl(items)}
            className={buttonVariants({ variant: "accent", size: "lg" })}
          >
            Compare the {items.length} {items.length === 1 ? "item" : "items"} in your tray
          </Link>
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/packages" className={buttonVariants({ variant: "primary" })}>
          <Package aria-hidden /> Browse packages
        </Link>
        <Link to="/search-results" className={buttonVariants({ variant: "outline" })}>
          <Building2 aria-hidden /> Find clinics
        </Link>
      </div>
    </div>
  );
}
