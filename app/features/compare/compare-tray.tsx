import { ChevronDown, ChevronUp, Scale, X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { fillText } from "~/i18n/fill-text";
import { useLocalePath, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { COMPARE_MAX, compareTreatmentOf, compareUrl } from "./compare";
import { useCompareItems } from "./compare-store";

/**
 * The fixed bottom tray listing what the visitor picked to compare (kept across pages in
 * localStorage). Mounted once in the root layout by compare-tray-slot.tsx, which downloads this
 * module only once something is picked.
 */
export function CompareTray() {
  const { items, remove, clear } = useCompareItems();
  const [collapsed, setCollapsed] = useState(false);
  const location = useLocation();
  const t = useText();
  const to = useLocalePath();
  if (!items.length) return null;

  const href = to(compareUrl(items, compareTreatmentOf(items)));
  const onThatPage = `${location.pathname}${location.search}` === href;
  const count = fillText(t("shell.compare.tray-count"), { count: items.length, max: COMPARE_MAX });

  return (
    <>
      {/* Keeps the end of the page (the footer) scrollable above the fixed tray. */}
      <div aria-hidden className={collapsed ? "h-16" : "h-36 sm:h-24"} />
      <section
        aria-label={t("shell.compare.tray")}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-6px_24px_rgb(15_23_42/0.12)] backdrop-blur supports-[backdrop-filter]:bg-white/90"
      >
        <div className="container-page flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
          <div className="flex items-center justify-between gap-3 sm:shrink-0">
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <Scale aria-hidden className="size-5 text-primary-700" />
              {t("shell.compare.tray-title")}{" "}
              <span className="font-normal text-slate-600">{count}</span>
            </p>
            <button
              type="button"
              onClick={() => setCollapsed((c) => !c)}
              aria-expanded={!collapsed}
              aria-controls="compare-tray-items"
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:hidden"
            >
              {collapsed ? (
                <ChevronUp aria-hidden className="size-4" />
              ) : (
                <ChevronDown aria-hidden className="size-4" />
              )}
              {collapsed ? t("shell.compare.show") : t("shell.compare.hide")}
            </button>
          </div>
          <div
            id="compare-tray-items"
            className={cn(
              "min-w-0 flex-1 flex-col gap-2 sm:flex sm:flex-row sm:items-center sm:gap-4",
              collapsed ? "hidden" : "flex",
            )}
          >
            <ul className="relative flex min-w-0 flex-1 gap-2 overflow-x-auto pb-1 [scrollbar-width:thin] lg:grid lg:grid-cols-4 lg:overflow-visible lg:pb-0">
              {items.map((item) => (
                <li
                  key={`${item.kind}:${item.id}`}
                  className="flex min-w-[11rem] max-w-[16rem] shrink items-center lg:min-w-0 lg:max-w-none gap-1 rounded-full bg-slate-100 py-0.5 pl-3 pr-0.5 text-sm text-slate-800 ring-1 ring-slate-200"
                >
                  <span className="sr-only">
                    {item.kind === "clinic"
                      ? t("shell.compare.kind-clinic")
                      : t("shell.compare.kind-package")}
                  </span>
                  <span className="truncate" title={item.name}>
                    {item.name}
                  </span>
                  <button
                    type="button"
                    onClick={() => remove(item)}
                    aria-label={fillText(t("shell.compare.remove"), { name: item.name })}
                    className="grid size-9 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-white hover:text-red-700"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex shrink-0 items-center gap-2">
              <button
                type="button"
                onClick={clear}
                className={buttonVariants({ variant: "ghost", size: "md" })}
              >
                {t("shell.compare.clear")}
              </button>
              <Link
                to={href}
                aria-current={onThatPage ? "page" : undefined}
                className={buttonVariants({
                  variant: "accent",
                  size: "md",
                  className: "flex-1 sm:flex-none",
                })}
              >
                {t("shell.compare.now")}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
