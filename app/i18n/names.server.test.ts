import { describe, expect, it } from "vitest";
import { homeCountryNameIn, treatmentWordingIn } from "./names.server";

/** Words the product stores in English, named in the reader's language (issue 15). */
describe("a patient's home country", () => {
  it("is named by Intl in every language, and kept as stored in English", () => {
    expect(homeCountryNameIn("de", "United Kingdom")).toBe("Vereinigtes Königreich");
    expect(homeCountryNameIn("es", "Germany")).toBe("Alemania");
    expect(homeCountryNameIn("tr", "Ireland")).toBe("İrlanda");
    expect(homeCountryNameIn("ar", "United States")).toBe("الولايات المتحدة");
    expect(homeCountryNameIn("en", "United Kingdom")).toBe("United Kingdom");
  });

  it("keeps a country it does not know as written", () => {
    expect(homeCountryNameIn("de", "Atlantis")).toBe("Atlantis");
  });
});

describe("a treatment as people write it", () => {
  it("finds the catalogue's treatment by its name, slug or an English keyword", () => {
    expect(treatmentWordingIn("de", "Hair Transplant")).toBe("Haartransplantation");
    expect(treatmentWordingIn("de", "Rhinoplasty")).toBe("Nasenkorrektur (Rhinoplastik)");
    expect(treatmentWordingIn("fr", "rhinoplasty")).toBe("Chirurgie du nez (rhinoplastie)");
    expect(treatmentWordingIn("de", "hair-transplant")).toBe("Haartransplantation");
  });

  it("reads a treatment written in another language (a German patient's request) in the reader's", () => {
    // A patient on /de types the German name; the Turkish clinic and an English one read theirs.
    expect(treatmentWordingIn("tr", "Haartransplantation")).toBe("Saç ekimi");
    expect(treatmentWordingIn("en", "Haartransplantation")).toBe("Hair Transplant");
    expect(treatmentWordingIn("de", "زراعة الشعر")).toBe("Haartransplantation");
    expect(treatmentWordingIn("en", "nasen-op")).toBe("Nose Surgery (Rhinoplasty)");
  });

  it("keeps English and unknown wordings as written", () => {
    expect(treatmentWordingIn("en", "Rhinoplasty")).toBe("Rhinoplasty");
    expect(treatmentWordingIn("de", "Bespoke smile design")).toBe("Bespoke smile design");
  });
});
