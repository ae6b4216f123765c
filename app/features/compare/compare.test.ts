import { describe, expect, it } from "vitest";
import {
  COMPARE_MAX,
  addCompareItem,
  compareUrl,
  estimateTripCost,
  nightlyHotelUsdMinor,
  parseCompareItems,
  parseStoredCompareItems,
  removeCompareItem,
  serializeCompareItems,
  toUsdMinor,
  type CompareItem,
} from "./compare";

describe("parseCompareItems", () => {
  it("reads kinds and slugs in order", () => {
    expect(
      parseCompareItems("package:istanbul-rhinoplasty-package,clinic:antalya-smile-dental"),
    ).toEqual([
      { kind: "package", id: "istanbul-rhinoplasty-package" },
      { kind: "clinic", id: "antalya-smile-dental" },
    ]);
  });

  it("accepts UUIDs and tolerates spaces and upper-case kinds", () => {
    expect(parseCompareItems(" Package:0b7e8a8e-3c1f-4c1e-9a51-2f1d5b1f3e11 ")).toEqual([
      { kind: "package", id: "0b7e8a8e-3c1f-4c1e-9a51-2f1d5b1f3e11" },
    ]);
  });

  it("returns nothing for a missing or empty parameter", () => {
    expect(parseCompareItems(null)).toEqual([]);
    expect(parseCompareItems(undefined)).toEqual([]);
    expect(parseCompareItems("")).toEqual([]);
  });

  it("drops unknown kinds, malformed ids and entries without a kind", () => {
    expect(
      parseCompareItems(
        "doctor:dr-who,package:,clinic:../etc/passwd,justaslug,package:ok-slug,clinic:a b,package:-bad",
      ),
    ).toEqual([{ kind: "package", id: "ok-slug" }]);
  });

  it("drops duplicates (case-insensitive) and keeps at most four", () => {
    const refs = parseCompareItems(
      "package:a,package:A,clinic:a,package:b,package:c,package:d,package:e",
    );
    expect(refs).toHaveLength(COMPARE_MAX);
    expect(refs.map((r) => `${r.kind}:${r.id}`)).toEqual([
      "package:a",
      "clinic:a",
      "package:b",
      "package:c",
    ]);
  });

  it("round-trips through serializeCompareItems", () => {
    const refs = parseCompareItems("package:x,clinic:y");
    expect(parseCompareItems(serializeCompareItems(refs))).toEqual(refs);
    expect(compareUrl(refs)).toBe("/compare?items=package:x,clinic:y");
    expect(compareUrl([])).toBe("/compare");
  });
});

describe("tray list rules", () => {
  const item = (n: number): CompareItem => ({
    kind: "package",
    id: `p-${n}`,
    name: `Package ${n}`,
  });

  it("adds up to four items and refuses a fifth", () => {
    let items: CompareItem[] = [];
    for (let n = 1; n <= 4; n++) {
      const r = addCompareItem(items, item(n));
      expect(r.status).toBe("added");
      items = r.items;
    }
    const fifth = addCompareItem(items, item(5));
    expect(fifth.status).toBe("full");
    expect(fifth.items).toHaveLength(4);
  });

  it("does not add the same item twice", () => {
    const r = addCompareItem([item(1)], { ...item(1), name: "Other name" });
    expect(r.status).toBe("duplicate");
    expect(r.items).toHaveLength(1);
  });

  it("removes by kind and id", () => {
    const clinic: CompareItem = { kind: "clinic", id: "p-1", name: "Clinic" };
    expect(removeCompareItem([item(1), clinic], { kind: "package", id: "p-1" })).toEqual([clinic]);
  });

  it("reads stored items defensively", () => {
    expect(parseStoredCompareItems(null)).toEqual([]);
    expect(parseStoredCompareItems("not json")).toEqual([]);
    expect(parseStoredCompareItems('{"kind":"package"}')).toEqual([]);
    const raw = JSON.stringify([
      { kind: "package", id: "a", name: "A" },
      { kind: "hotel", id: "b", name: "B" },
      { kind: "clinic", id: "c" },
      { kind: "package", id: "a", name: "A again" },
      { kind: "package", id: "d", name: "D" },
      { kind: "package", id: "e", name: "E" },
      { kind: "package", id: "f", name: "F" },
    ]);
    expect(parseStoredCompareItems(raw)).toEqual([
      { kind: "package", id: "a", name: "A" },
      { kind: "clinic", id: "c", name: "c" },
      { kind: "package", id: "d", name: "D" },
      { kind: "package", id: "e", name: "E" },
    ]);
  });
});

describe("estimateTripCost", () => {
  it("adds hotel nights beyond the package's days for a 7-night stay", () => {
    // A 4-day Istanbul package at $2,900: 3 extra nights at $70.
    expect(
      estimateTripCost({ priceUsdMinor: 290_000, coveredDays: 4, countrySlug: "turkey" }),
    ).toEqual({
      totalUsdMinor: 290_000 + 3 * 7_000,
      extraNights: 3,
      nightlyUsdMinor: 7_000,
      hotelUsdMinor: 21_000,
    });
  });

  it("adds nothing when the package covers the whole stay", () => {
    const e = estimateTripCost({ priceUsdMinor: 500_000, coveredDays: 14, countrySlug: "mexico" });
    expect(e.extraNights).toBe(0);
    expect(e.totalUsdMinor).toBe(500_000);
  });

  it("prices a treatment-only clinic quote with the full stay", () => {
    const e = estimateTripCost({
      priceUsdMinor: 180_000,
      coveredDays: 0,
      countrySlug: "south-korea",
    });
    expect(e.extraNights).toBe(7);
    expect(e.totalUsdMinor).toBe(180_000 + 7 * 11_000);
  });

  it("uses a default nightly rate for an unknown country and honours a custom stay", () => {
    expect(nightlyHotelUsdMinor("atlantis")).toBe(9_000);
    expect(nightlyHotelUsdMinor(null)).toBe(9_000);
    const e = estimateTripCost({
      priceUsdMinor: 100_000,
      coveredDays: 2,
      countrySlug: undefined,
      stayNights: 5,
    });
    expect(e).toMatchObject({ extraNights: 3, totalUsdMinor: 100_000 + 27_000 });
  });

  it("treats odd day counts safely", () => {
    expect(
      estimateTripCost({ priceUsdMinor: 1000, coveredDays: Number.NaN, countrySlug: "thailand" })
        .extraNights,
    ).toBe(7);
    expect(
      estimateTripCost({ priceUsdMinor: 1000, coveredDays: -3, countrySlug: "thailand" })
        .extraNights,
    ).toBe(7);
  });
});

describe("toUsdMinor", () => {
  const rates = { USD: 1, EUR: 0.85, GBP: 0.73 };
  it("keeps USD and converts other currencies through the rates", () => {
    expect(toUsdMinor(123_456, "USD", rates)).toBe(123_456);
    expect(toUsdMinor(85_000, "EUR", rates)).toBe(100_000);
  });
});
