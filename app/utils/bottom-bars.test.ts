import { describe, expect, it } from "vitest";
import { isTaskPage, promotesPatientApp } from "./bottom-bars";

describe("bottom bars", () => {
  it("stay off checkout, dashboards and the admin area", () => {
    for (const p of [
      "/checkout",
      "/dashboard",
      "/dashboard/",
      "/dashboard/bookings",
      "/admin",
      "/admin/users",
    ])
      expect(isTaskPage(p), p).toBe(true);
    for (const p of ["/", "/packages", "/clinic/x", "/dashboards-guide", "/administer", "/compare"])
      expect(isTaskPage(p), p).toBe(false);
  });

  it("promote the patient app to visitors and patients only", () => {
    expect(promotesPatientApp(null)).toBe(true);
    expect(promotesPatientApp("patient")).toBe(true);
    expect(promotesPatientApp("clinic")).toBe(false);
    expect(promotesPatientApp("admin")).toBe(false);
  });
});
