import { describe, expect, it } from "vitest";
import {
  type CancelReason,
  type CancellationTerms,
  inCoolingOff,
  refundFor,
  termsPercent,
} from "./cancellation-policy";

const DEPOSIT = 50_000; // $500.00
const TREATMENT = "2027-06-30";
/** Booked long ago (so cooling-off never applies unless a test says so). */
const OLD_BOOKING = new Date("2027-01-01T10:00:00Z");

/** The UTC moment `days` calendar days before the treatment day, at `time`. */
function before(days: number, time = "12:00:00"): Date {
  const d = new Date(`${TREATMENT}T${time}Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d;
}

function patientRefund(terms: CancellationTerms | null, cancelAt: Date, bookedAt = OLD_BOOKING) {
  return refundFor({
    terms,
    bookedAt,
    treatmentDate: TREATMENT,
    cancelAt,
    reason: "patient",
    confirmed: true,
    depositUsdMinor: DEPOSIT,
  });
}

describe("the templates at their boundary days", () => {
  const cases: Array<[CancellationTerms, number, number]> = [
    ["flexible", 120, 100],
    ["flexible", 15, 100],
    ["flexible", 14, 100],
    ["flexible", 13, 50],
    ["flexible", 2, 50],
    ["flexible", 1, 50],
    ["flexible", 0, 0],
    ["flexible", -1, 0],
    ["moderate", 31, 100],
    ["moderate", 30, 100],
    ["moderate", 29, 50],
    ["moderate", 15, 50],
    ["moderate", 14, 50],
    ["moderate", 13, 0],
    ["moderate", 1, 0],
    ["moderate", 0, 0],
    ["moderate", -5, 0],
    ["strict", 61, 50],
    ["strict", 60, 50],
    ["strict", 59, 0],
    ["strict", 14, 0],
    ["strict", 0, 0],
  ];
  it.each(cases)("%s, %i days before: %i %%", (terms, days, percent) => {
    expect(termsPercent(terms, days)).toBe(percent);
    const r = patientRefund(terms, before(days));
    expect(r.percent).toBe(percent);
    expect(r.rule).toBe("terms");
    expect(r.daysBefore).toBe(days);
    expect(r.amountUsdMinor).toBe((DEPOSIT * percent) / 100);
  });

  it("counts calendar days in UTC: the first and the last second of a day count the same", () => {
    expect(patientRefund("moderate", before(30, "00:00:00")).percent).toBe(100);
    expect(patientRefund("moderate", before(30, "23:59:59")).percent).toBe(100);
    // One second later it is the next UTC day: 29 days before.
    const next = new Date(before(30, "23:59:59").getTime() + 1000);
    expect(patientRefund("moderate", next).percent).toBe(50);
  });

  it("rounds half a cent up, to the patient", () => {
    const r = refundFor({
      terms: "flexible",
      bookedAt: OLD_BOOKING,
      treatmentDate: TREATMENT,
      cancelAt: before(5),
      reason: "patient",
      confirmed: true,
      depositUsdMinor: 12_345,
    });
    expect(r.amountUsdMinor).toBe(6_173);
  });

  it("treats a booking without terms (made before they existed) as flexible", () => {
    const r = patientRefund(null, before(20));
    expect(r.terms).toBe("flexible");
    expect(r.percent).toBe(100);
    expect(patientRefund(null, before(3)).percent).toBe(50);
  });
});

describe("cooling-off", () => {
  it("gives a full refund within 14 days of booking while treatment is more than 14 days away", () => {
    // Strict terms, 40 days before: the terms alone give nothing.
    const booked = before(50);
    expect(patientRefund("strict", before(40), OLD_BOOKING).percent).toBe(0);
    const r = patientRefund("strict", before(40), booked);
    expect(r).toMatchObject({ percent: 100, amountUsdMinor: DEPOSIT, rule: "cooling_off" });
  });

  it("ends after the 14th day since booking", () => {
    const bookedAt = before(60, "09:00:00");
    expect(patientRefund("strict", before(46, "23:00:00"), bookedAt).rule).toBe("cooling_off");
    const r = patientRefund("strict", before(45, "00:30:00"), bookedAt);
    expect(r.rule).toBe("terms");
    expect(r.percent).toBe(0);
  });

  it("does not apply when treatment is 14 days away or less", () => {
    const bookedAt = before(20);
    expect(inCoolingOff(bookedAt, TREATMENT, before(15))).toBe(true);
    expect(inCoolingOff(bookedAt, TREATMENT, before(14))).toBe(false);
    const r = patientRefund("moderate", before(14), bookedAt);
    expect(r).toMatchObject({ rule: "terms", percent: 50 });
    expect(patientRefund("strict", before(10), before(12)).percent).toBe(0);
  });
});

describe("full refunds whatever the terms", () => {
  const reasons: Array<[CancelReason, string]> = [
    ["clinic", "clinic_cancelled"],
    ["surgeon_refused", "surgeon_refused"],
    ["unconfirmed", "unconfirmed"],
  ];
  for (const terms of ["flexible", "moderate", "strict"] as const)
    it.each(reasons)(`${terms}: %s → %s, even on the treatment day`, (reason, rule) => {
      const r = refundFor({
        terms,
        bookedAt: OLD_BOOKING,
        treatmentDate: TREATMENT,
        cancelAt: before(0),
        reason,
        confirmed: true,
        depositUsdMinor: DEPOSIT,
      });
      expect(r).toMatchObject({ percent: 100, amountUsdMinor: DEPOSIT, rule });
    });

  it("the patient cancelling before the clinic confirmed gets everything back", () => {
    const r = refundFor({
      terms: "strict",
      bookedAt: OLD_BOOKING,
      treatmentDate: TREATMENT,
      cancelAt: before(2),
      reason: "patient",
      confirmed: false,
      depositUsdMinor: DEPOSIT,
    });
    expect(r).toMatchObject({ percent: 100, rule: "not_confirmed" });
  });
});
