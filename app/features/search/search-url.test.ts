import { describe, expect, it } from "vitest";
import { DEFAULT_RATES } from "~/utils/money";
import { BUDGET_OPTIONS, budgetLabel, searchUrl, toIsoDate } from "./search-url";

describe("the home search form's query string", () => {
  it("carries treatment, destination, budget and an ISO date in that order", () => {
    const url = searchUrl({
      treatment: "Nose Surgery (Rhinoplasty)",
      destination: "Istanbul, Turkey",
      budget: "1000-5000",
      date: toIsoDate(new Date(2026, 11, 5)),
    });
    expect(url).toBe(
      "/search-results?treatment=Nose+Surgery+%28Rhinoplasty%29&destination=Istanbul%2C+Turkey&budget=1000-5000&date=2026-12-05",
    );
    const params = new URL(url, "http://x").searchParams;
    expect(params.get("treatment")).toBe("Nose Surgery (Rhinoplasty)");
    expect(params.get("destination")).toBe("Istanbul, Turkey");
    expect(params.get("date")).toBe("2026-12-05");
  });

  it("omits empty values", () => {
    expect(searchUrl({})).toBe("/search-results");
    expect(
      searchUrl({ treatment: "", destination: "  ", budget: undefined, date: undefined }),
    ).toBe("/search-results");
    expect(searchUrl({ destination: "Seoul, South Korea" })).toBe(
      "/search-results?destination=Seoul%2C+South+Korea",
    );
  });

  it("offers the spec's five budget options", () => {
    expect(BUDGET_OPTIONS.map((b) => b.label)).toEqual([
      "Under $1,000",
      "$1,000 - $5,000",
      "$5,000 - $10,000",
      "$10,000 - $20,000",
      "Above $20,000",
    ]);
  });

  it("labels the budget options in the visitor's currency, converted and rounded to tens", () => {
    expect(BUDGET_OPTIONS.map((b) => budgetLabel(b, "USD", DEFAULT_RATES))).toEqual(
      BUDGET_OPTIONS.map((b) => b.label),
    );
    expect(BUDGET_OPTIONS.map((b) => budgetLabel(b, "EUR", DEFAULT_RATES))).toEqual([
      "Under €850",
      "€850 - €4,250",
      "€4,250 - €8,500",
      "€8,500 - €17,000",
      "Above €17,000",
    ]);
    expect(budgetLabel(BUDGET_OPTIONS[1], "GBP", { ...DEFAULT_RATES, GBP: 0.7834 })).toBe(
      "£780 - £3,920",
    );
  });
});
