/**
 * Pure logic of the Compare feature: the shareable `items` URL parameter, the tray's list rules
 * and the estimated trip cost. Safe on both server and client.
 */

import { convertMinor, type Rates } from "~/utils/money";

export const COMPARE_MAX = 4;
export const COMPARE_FULL_MESSAGE = "You can compare up to 4 items";

export const COMPARE_KINDS = ["package", "clinic"] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];

/**
 * What the tray keeps: the slug (or id) used in URLs, a name to show, and the treatment the
 * visitor had searched for when they picked it (so the comparison prices that treatment).
 */
export type CompareItem = { kind: CompareKind; id: string; name: string; treatment?: string };
export type CompareRef = { kind: CompareKind; id: string };

/** Slugs and UUIDs: letters, digits and hyphens. Anything else is ignored, never looked up. */
const ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/i;

export function isCompareKind(v: unknown): v is CompareKind {
  return typeof v === "string" && (COMPARE_KINDS as readonly string[]).includes(v);
}

export function compareKey(ref: CompareRef): string {
  return `${ref.kind}:${ref.id.toLowerCase()}`;
}

/**
 * Reads `?items=package:slug1,clinic:slug2`. Malformed entries and duplicates are dropped and at
 * most COMPARE_MAX are kept, so a hand-edited or stale link still shows what it can.
 */
export function parseCompareItems(param: string | null | undefined): CompareRef[] {
  if (!param) return [];
  const out: CompareRef[] = [];
  const seen = new Set<string>();
  for (const raw of param.split(",")) {
    const entry = raw.trim();
    const sep = entry.indexOf(":");
    if (sep < 0) continue;
    const kind = entry.slice(0, sep).trim().toLowerCase();
    const id = entry.slice(sep + 1).trim();
    if (!isCompareKind(kind) || !ID_PATTERN.test(id)) continue;
    const ref = { kind, id };
    const key = compareKey(ref);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(ref);
    if (out.length === COMPARE_MAX) break;
  }
  return out;
}

export function serializeCompareItems(items: readonly CompareRef[]): string {
  return items.map((i) => `${i.kind}:${i.id}`).join(",");
}

/** Longest treatment name kept from a link or from storage. */
export const MAX_TREATMENT_LENGTH = 120;

/** The `treatment` parameter, trimmed; empty or over-long values are ignored. */
export function parseCompareTreatment(param: string | null | undefined): string | null {
  const t = param?.trim().replace(/\s+/g, " ");
  return t && t.length <= MAX_TREATMENT_LENGTH ? t : null;
}

/**
 * The /compare URL for the items (commas and colons are left readable), with the treatment whose
 * price every clinic column should show.
 */
export function compareUrl(items: readonly CompareRef[], treatment?: string | null): string {
  if (!items.length) return "/compare";
  const t = parseCompareTreatment(treatment);
  return `/compare?items=${serializeCompareItems(items)}${t ? `&treatment=${encodeURIComponent(t).replace(/%20/g, "+")}` : ""}`;
}

/** The treatment the tray's link carries: the one searched when the latest item with one was picked. */
export function compareTreatmentOf(items: readonly CompareItem[]): string | null {
  for (let i = items.length - 1; i >= 0; i--) {
    const t = parseCompareTreatment(items[i]!.treatment);
    if (t) return t;
  }
  return null;
}

/**
 * Which columns get "Lowest …": only when every priced column prices the same thing (`key`),
 * since a cheaper price for a different treatment is no saving. Returns the lowest value, or
 * null when there is nothing like-for-like to award.
 */
export function lowestLikeForLike(cols: readonly { key: string | null; value: number | null }[]) {
  const priced = cols.filter(
    (c): c is { key: string; value: number } => c.key !== null && c.value !== null,
  );
  if (cols.length < 2 || priced.length < 2) return null;
  if (new Set(priced.map((c) => c.key)).size !== 1) return null;
  return Math.min(...priced.map((c) => c.value));
}

export type AddResult = { items: CompareItem[]; status: "added" | "duplicate" | "full" };

/** Adds an item to the tray unless it is already there or the tray holds COMPARE_MAX items. */
export function addCompareItem(items: readonly CompareItem[], item: CompareItem): AddResult {
  if (items.some((i) => compareKey(i) === compareKey(item)))
    return { items: [...items], status: "duplicate" };
  if (items.length >= COMPARE_MAX) return { items: [...items], status: "full" };
  return { items: [...items, item], status: "added" };
}

export function removeCompareItem(items: readonly CompareItem[], ref: CompareRef): CompareItem[] {
  return items.filter((i) => compareKey(i) !== compareKey(ref));
}

/** Parses what localStorage holds, dropping anything that is not a valid item. */
export function parseStoredCompareItems(raw: string | null): CompareItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const out: CompareItem[] = [];
  for (const v of value) {
    if (!v || typeof v !== "object") continue;
    const { kind, id, name, treatment } = v as Record<string, unknown>;
    if (!isCompareKind(kind) || typeof id !== "string" || !ID_PATTERN.test(id)) continue;
    const t = typeof treatment === "string" ? parseCompareTreatment(treatment) : null;
    const item: CompareItem = {
      kind,
      id,
      name: typeof name === "string" && name.trim() ? name.slice(0, 200) : id,
      ...(t ? { treatment: t } : {}),
    };
    out.push(item);
  }
  let result: CompareItem[] = [];
  for (const item of out) result = addCompareItem(result, item).items;
  return result;
}

/* ------------------------------------------------------------------ trip estimate */

/** Nights the estimate assumes a patient stays in the destination. */
export const DEFAULT_STAY_NIGHTS = 7;

/**
 * A mid-range (3-4 star) hotel night for one or two people, in USD cents, by country slug.
 * Rough public averages for the cities our clinics are in; only used for an estimate.
 */
export const NIGHTLY_HOTEL_USD_MINOR: Record<string, number> = {
  turkey: 7_000,
  "south-korea": 11_000,
  thailand: 6_000,
  mexico: 9_000,
};
export const DEFAULT_NIGHTLY_HOTEL_USD_MINOR = 9_000;

/**
 * The English name of a country of NIGHTLY_HOTEL_USD_MINOR, from its slug ("south-korea" →
 * "South Korea"): the trip note's names on English pages (the loader names them in the page's
 * language).
 */
export function nightlyCountryName(slug: string): string {
  return slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

export function nightlyHotelUsdMinor(countrySlug: string | null | undefined): number {
  return (countrySlug && NIGHTLY_HOTEL_USD_MINOR[countrySlug]) || DEFAULT_NIGHTLY_HOTEL_USD_MINOR;
}

export type TripEstimateInput = {
  /** The package price, or a clinic's starting price, converted to USD cents. */
  priceUsdMinor: number;
  /** Days the package covers (its hotel nights); 0 for a clinic's treatment-only price. */
  coveredDays: number;
  countrySlug: string | null | undefined;
  stayNights?: number;
};

export type TripEstimate = {
  totalUsdMinor: number;
  extraNights: number;
  nightlyUsdMinor: number;
  hotelUsdMinor: number;
};

/**
 * Package price plus hotel nights the package does not cover: a stay of `stayNights` (7 by
 * default) minus the package's days, at the country's nightly estimate. Flights are not included.
 */
export function estimateTripCost({
  priceUsdMinor,
  coveredDays,
  countrySlug,
  stayNights = DEFAULT_STAY_NIGHTS,
}: TripEstimateInput): TripEstimate {
  const covered = Number.isFinite(coveredDays) ? Math.max(0, Math.floor(coveredDays)) : 0;
  const extraNights = Math.max(0, Math.floor(stayNights) - covered);
  const nightlyUsdMinor = nightlyHotelUsdMinor(countrySlug);
  const hotelUsdMinor = extraNights * nightlyUsdMinor;
  return {
    totalUsdMinor: Math.max(0, Math.round(priceUsdMinor)) + hotelUsdMinor,
    extraNights,
    nightlyUsdMinor,
    hotelUsdMinor,
  };
}

/** An amount in any supported currency as USD cents, for adding to the USD hotel estimate. */
export function toUsdMinor(amountMinor: number, currency: string, rates: Rates): number {
  if (currency === "USD") return amountMinor;
  return Math.round(convertMinor(amountMinor, currency, "USD", rates) * 100);
}
