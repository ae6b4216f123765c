import { describe, expect, it } from "vitest";
import { ClinicDetailsSchema } from "./editor-schema";

const details = (over: Record<string, string>) =>
  ClinicDetailsSchema.safeParse({
    name: "Bosphorus Aesthetic Hospital",
    address: "Halaskargazi Cd. 12, Şişli",
    cityId: "6f1c2a4e-9b7d-4c1e-8a2f-3d5b6c7e8f90",
    specialty: "Plastic surgery",
    bio: "",
    website: "",
    yearsExperience: "",
    languages: "",
    certifications: "",
    instagram: "",
    facebook: "",
    youtube: "",
    lat: "",
    lng: "",
    ...over,
  });

describe("the clinic's map position", () => {
  it("takes a decimal comma, as a German or Turkish clinic types it (session 26: refused)", () => {
    const r = details({ lat: "41,0082", lng: "28,9784" });
    expect(r.error?.issues ?? []).toEqual([]);
    expect(r.data).toMatchObject({ lat: 41.0082, lng: 28.9784 });
    expect(details({ lat: "−33,8688", lng: "151.2093" }).data).toMatchObject({
      lat: -33.8688,
      lng: 151.2093,
    });
  });

  it("still refuses what is not one number", () => {
    for (const lat of ["41,00,82", "41.0082,5", "north"])
      expect(details({ lat, lng: "28.9784" }).success).toBe(false);
  });
});
