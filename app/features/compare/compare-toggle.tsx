import { Check, Plus } from "lucide-react";
import { toast } from "~/components/ui/toast";
import { useLocalePath, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { useHydrated } from "~/utils/use-hydrated";
import { COMPARE_FULL_MESSAGE, compareKey, compareUrl, type CompareKind } from "./compare";
import { useCompareItems } from "./compare-store";

type CompareToggleProps = {
  kind: CompareKind;
  /** The slug used in /package/{slug} or /clinic/{slug}. */
  id: string;
  name: string;
  /** The treatment searched for, carried to the comparison so it prices that treatment. */
  treatment?: string | null;
  className?: string;
  /** 'overlay' sits on images (white pill); 'default' sits on a white card. */
  variant?: "default" | "overlay";
};

/**
 * Adds an item to (or removes it from) the compare tray, which holds up to 4 items. Before the
 * page's JavaScript runs it is a plain link that opens the comparison with this item alone.
 */
export function CompareToggle({
  kind,
  id,
  name,
  treatment,
  className,
  variant = "default",
}: CompareToggleProps) {
  const hydrated = useHydrated();
  const t = useText();
  const to = useLocalePath();
  const { items, add, remove } = useCompareItems();
  const selected = items.some((i) => compareKey(i) === compareKey({ kind, id }));

  const base = cn(
    "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300",
    "ring-1",
    variant === "overlay" && "shadow-sm",
    selected
      ? "bg-primary-50 text-primary-800 ring-primary-600"
      : variant === "overlay"
        ? "bg-white/95 text-slate-700 ring-slate-900/10 hover:bg-slate-50 hover:text-primary-800"
        : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:text-primary-800",
    className,
  );
  const box = (
    <span
      aria-hidden
      className={cn(
        "grid size-4.5 place-items-center rounded border",
        selected
          ? "border-primary-700 bg-primary-700 text-white"
          : "border-slate-400 bg-white text-transparent",
      )}
    >
      {selected ? (
        <Check className="size-3.5" strokeWidth={3} />
      ) : (
        <Plus className="size-3 text-slate-500" strokeWidth={3} />
      )}
    </span>
  );
  const label = (
    <>
      {t("shell.compare.add", "Compare")}
      <span className="sr-only"> {name}</span>
    </>
  );

  if (!hydrated) {
    return (
      <a href={to(compareUrl([{ kind, id }], treatment))} className={base}>
        {box}
        {label}
      </a>
    );
  }

  function onClick(e: React.MouseEvent) {
    e.preventDefault();
    e.stopPropagation();
    if (selected) {
      remove({ kind, id });
      return;
    }
    const status = add({ kind, id, name, ...(treatment ? { treatment } : {}) });
    if (status === "full")
      toast.error(t("shell.compare.full", COMPARE_FULL_MESSAGE), {
        description: t("shell.compare.full-hint"),
      });
  }

  return (
    <button type="button" aria-pressed={selected} onClick={onClick} className={base}>
      {box}
      {label}
    </button>
  );
}
