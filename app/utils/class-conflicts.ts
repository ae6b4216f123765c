import { twMerge } from "tailwind-merge";

/**
 * Classes in one class list that set the same thing (`px-3 px-4`, `bg-white bg-slate-50`):
 * with plain joining, the stylesheet's order decides which wins, not the caller, so each is a
 * bug. tailwind-merge knows Tailwind's groups; here it only finds conflicts, in development,
 * tests and the browser tests' server (never in the browser's production bundle).
 */
export function findClassConflicts(classes: string): string[] {
  const list = classes.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes).split(/\s+/));
  // tailwind-merge also drops exact repeats, which are harmless.
  return [...new Set(list.filter((c) => !kept.has(c)))];
}

/** A check for setClassCheck that reports each conflicting class list once. */
export function classConflictReporter(
  report: (message: string, detail: { classes: string; dropped: string[] }) => void,
) {
  const seen = new Set<string>();
  return (classes: string) => {
    if (seen.has(classes)) return;
    seen.add(classes);
    const dropped = findClassConflicts(classes);
    if (dropped.length > 0) report("conflicting Tailwind classes", { classes, dropped });
  };
}
