import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../../tests/setup/db";
import { compareTreatmentOf, compareUrl, lowestLikeForLike, parseCompareItems } from "./compare";
import { getCompareEntries, resolveCompareTreatment, type CompareClinic } from "./compare.server";

beforeAll(async () => {
  await useTestDb();
});

const refs = parseCompareItems(
  "clinic:istanbul-hair-institute,clinic:uludag-hair-clinic,clinic:lara-eye-vision-center",
);

describe("comparing clinics for one treatment", () => {
  it("prices every clinic for the searched treatment and marks the clinic that does not offer it", async () => {
    const ht = await resolveCompareTreatment("hair transplant");
    expect(ht?.name).toBe("Hair Transplant");
    const entries = (await getCompareEntries(refs, ht)) as CompareClinic[];
    expect(entries.map((e) => [e.id, e.startingPrice, e.offersTreatment])).toEqual([
      [
        "istanbul-hair-institute",
        { amountMinor: 230000, currency: "EUR", treatment: "Hair Transplant" },
        true,
      ],
      [
        "uludag-hair-clinic",
        { amountMinor: 220000, currency: "USD", treatment: "Hair Transplant" },
        true,
      ],
      ["lara-eye-vision-center", null, false],
    ]);
  });

  it("without a treatment, each clinic's cheapest procedure is shown, and no lowest is awarded across treatments", async () => {
    const entries = (await getCompareEntries(refs)) as CompareClinic[];
    const treatments = entries.map((e) => e.startingPrice?.treatment);
    expect(treatments.slice(0, 2)).toEqual(["Beard Transplant", "Beard Transplant"]);
    expect(treatments[2]).not.toBe("Beard Transplant");
    expect(entries.every((e) => e.offersTreatment)).toBe(true);
    // Istanbul and Uludag both price Beard Transplant; Lara prices something else.
    expect(
      lowestLikeForLike([
        { key: "clinic:Beard Transplant", value: 211765 },
        { key: "clinic:Beard Transplant", value: 160000 },
        { key: `clinic:${treatments[2]}`, value: 100000 },
      ]),
    ).toBeNull();
    expect(
      lowestLikeForLike([
        { key: "clinic:Hair Transplant", value: 270588 },
        { key: "clinic:Hair Transplant", value: 220000 },
        { key: null, value: null },
      ]),
    ).toBe(220000);
  });

  it("an unknown treatment resolves to nothing (the page then says so)", async () => {
    expect(await resolveCompareTreatment("Time travel")).toBeNull();
    expect(await resolveCompareTreatment(null)).toBeNull();
  });
});

describe("the compare link carries the treatment", () => {
  it("adds the treatment of the latest item picked with one", () => {
    const items = [
      { kind: "clinic" as const, id: "a", name: "A", treatment: "Hair Transplant" },
      { kind: "clinic" as const, id: "b", name: "B" },
    ];
    expect(compareUrl(items, compareTreatmentOf(items))).toBe(
      "/compare?items=clinic:a,clinic:b&treatment=Hair+Transplant",
    );
    expect(compareUrl(items.slice(1), compareTreatmentOf(items.slice(1)))).toBe(
      "/compare?items=clinic:b",
    );
  });
});
