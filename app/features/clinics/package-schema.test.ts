import { describe, expect, it } from "vitest";
import { PackageSchema, packageValuesFrom } from "./package-schema";

/** A package form as the listing page posts it (decision 056 fields optional). */
function form(over: Record<string, string | null> = {}) {
  const fields: Record<string, string | null> = {
    title: "FUE hair transplant, 4,000 grafts",
    treatmentId: "6f1c2a4e-9b7d-4c1e-8a2f-3d5b6c7e8f90",
    price: "2400",
    originalPrice: "",
    currency: "EUR",
    minDays: "3",
    maxDays: "4",
    groupSize: "Private (1-2 people)",
    includes: "Hotel\nTransfers",
    excludes: "Flights",
    overview: "Three nights in a partner hotel, the procedure, aftercare kit and a follow-up call.",
    cancellationTerms: "strict",
    cancellationNote: "Hotel nights are non-refundable.",
    ...over,
  };
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== null) fd.set(k, v);
  return PackageSchema.safeParse(packageValuesFrom(fd));
}

describe("a package's cancellation terms in its form", () => {
  it("takes the chosen template and note", () => {
    const r = form();
    expect(r.error?.issues ?? []).toEqual([]);
    expect(r.success && r.data).toMatchObject({
      cancellationTerms: "strict",
      cancellationNote: "Hotel nights are non-refundable.",
    });
  });

  it("a form without the fields (a page loaded before they existed) changes neither", () => {
    const r = form({ cancellationTerms: null, cancellationNote: null });
    expect(r.success).toBe(true);
    expect(r.success && r.data.cancellationTerms).toBeUndefined();
    expect(r.success && r.data.cancellationNote).toBeUndefined();
  });

  it("an emptied note clears it; an unknown template is refused with a message", () => {
    const cleared = form({ cancellationNote: "" });
    expect(cleared.success && cleared.data.cancellationNote).toBeNull();
    const bad = form({ cancellationTerms: "generous" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["cancellationTerms"]);
  });
});

describe("a package's price", () => {
  it("a negative or zero price says the price must be more than 0 (session 26: -5 said 'must be 0 or more', and 0 then 'more than 0')", () => {
    for (const price of ["-5", "0", "0,00"]) {
      expect(form({ price }).error?.issues.map((i) => i.message)).toEqual([
        "The price must be more than 0",
      ]);
    }
    expect(form({ originalPrice: "-1" }).error?.issues.map((i) => i.message)).toEqual([
      "The price must be more than 0",
    ]);
  });
});
