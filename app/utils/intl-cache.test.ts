import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-cache";

describe("Intl formatters made once", () => {
  it("gives back the same formatter for the same language and options", () => {
    const a = numberFormat("ar", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    // Options given again as a new object (as a component does on every render).
    const b = numberFormat("ar", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(b).toBe(a);
    expect(dateTimeFormat("de-DE", { day: "numeric", timeZone: "UTC" })).toBe(
      dateTimeFormat("de-DE", { day: "numeric", timeZone: "UTC" }),
    );
  });

  it("keeps languages and options apart", () => {
    const one = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    expect(numberFormat("de-DE", one).format(4.85)).toBe("4,9");
    expect(numberFormat("en-US", one).format(4.85)).toBe("4.9");
    expect(numberFormat("de-DE", { maximumFractionDigits: 0 }).format(4.85)).toBe("5");
    expect(numberFormat("de-DE", one)).not.toBe(numberFormat("en-US", one));
    const day = new Date(Date.UTC(2026, 10, 3));
    expect(dateTimeFormat("de-DE", { month: "long", timeZone: "UTC" }).format(day)).toBe(
      "November",
    );
    expect(dateTimeFormat("de-DE", { month: "short", timeZone: "UTC" }).format(day)).toBe("Nov");
  });
});
