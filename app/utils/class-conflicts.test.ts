import { describe, expect, it } from "vitest";
import { badgeVariants } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { classConflictReporter, findClassConflicts } from "./class-conflicts";
import { cn, setClassCheck } from "./misc";

describe("conflicting Tailwind classes", () => {
  it("finds two classes for the same property, and nothing else", () => {
    expect(findClassConflicts("px-3 px-4")).toEqual(["px-3"]);
    expect(findClassConflicts("bg-white text-sm bg-slate-50")).toEqual(["bg-white"]);
    expect(findClassConflicts("size-11 size-9")).toEqual(["size-11"]);
    expect(findClassConflicts("px-3 py-2 sm:px-4 hover:bg-slate-50 bg-white")).toEqual([]);
    expect(findClassConflicts("ring-1 ring-slate-200 focus-visible:ring-4")).toEqual([]);
    // A repeated class is harmless.
    expect(findClassConflicts("flex flex")).toEqual([]);
  });

  it("cn joins classes as given and passes each list to the installed check", () => {
    const seen: string[] = [];
    setClassCheck((c) => seen.push(c));
    try {
      const off = seen.length > 0;
      expect(cn("a", off && "b", ["c", { d: true, e: false }])).toBe("a c d");
      expect(seen).toEqual(["a c d"]);
    } finally {
      setClassCheck(null);
    }
  });

  it("the reporter names each conflicting list once", () => {
    const reports: unknown[] = [];
    const check = classConflictReporter((msg, detail) => reports.push({ msg, ...detail }));
    check("h-9 px-3 px-2.5");
    check("h-9 px-3 px-2.5");
    check("h-9 px-3");
    expect(reports).toEqual([
      { msg: "conflicting Tailwind classes", classes: "h-9 px-3 px-2.5", dropped: ["px-3"] },
    ]);
  });

  it("every button and badge variant combination is free of conflicts", () => {
    const variants = [
      null,
      "primary",
      "accent",
      "outline",
      "ghost",
      "subtle",
      "link",
      "destructive",
      "light",
      "outlineLight",
      "ghostDanger",
      "outlineDanger",
    ] as const;
    const sizes = [null, "sm", "md", "lg", "icon", "iconSm"] as const;
    let checked = 0;
    for (const variant of variants)
      for (const size of sizes)
        for (const wrap of [false, true])
          for (const align of ["center", "start"] as const) {
            const classes = buttonVariants({ variant, size, wrap, align });
            expect(findClassConflicts(classes), classes).toEqual([]);
            checked++;
          }
    for (const variant of [
      null,
      "primary",
      "accent",
      "success",
      "warning",
      "danger",
      "neutral",
      "dark",
    ] as const)
      for (const size of ["sm", "md"] as const) {
        const classes = badgeVariants({ variant, size });
        expect(findClassConflicts(classes), classes).toEqual([]);
        checked++;
      }
    expect(checked).toBe(12 * 6 * 2 * 2 + 8 * 2);
  });
});
