import { isUuid } from "~/utils/validation";

/** A favourite is named by kind and id: "clinic:<uuid>" or "package:<uuid>". */
export const FAVORITE_KINDS = ["clinic", "package"] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];
export type FavoriteKey = `${FavoriteKind}:${string}`;

export function parseFavoriteKey(value: unknown): { kind: FavoriteKind; id: string } | null {
  if (typeof value !== "string") return null;
  const m = /^(clinic|package):(.+)$/.exec(value.trim());
  if (!m || !isUuid(m[2]!)) return null;
  return { kind: m[1] as FavoriteKind, id: m[2]!.toLowerCase() };
}

export const favoriteKey = (kind: FavoriteKind, id: string): FavoriteKey => `${kind}:${id}`;

/** The copy kept in the browser under localStorage 'careatlas-favorites' (spec section 3). */
export type LocalFavorite = {
  /** "clinic:<uuid>" | "package:<uuid>" */
  id: string;
  clinicName: string;
  /** 'City, Country' */
  destination: string;
  treatment: string;
  /** Formatted in the visitor's selected currency when saved. */
  price: string;
  image: string;
};

export const LOCAL_FAVORITES_KEY = "careatlas-favorites";

/**
 * Reads one item of the browser's copy. The copy ships to every page, so this is a few lines
 * instead of a schema library: strings are capped, anything else is dropped.
 */
export function parseLocalFavorite(value: unknown): LocalFavorite | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown, max: number) => (typeof x === "string" ? x.slice(0, max) : "");
  if (typeof v.id !== "string" || v.id.length > 100) return null;
  return {
    id: v.id,
    clinicName: text(v.clinicName, 200),
    destination: text(v.destination, 200),
    treatment: text(v.treatment, 200),
    price: text(v.price, 50),
    image: text(v.image, 500),
  };
}

/** What the server returns about one saved item (prices stay in minor units + currency). */
export type FavoriteItem = {
  favoriteId: string;
  key: FavoriteKey;
  kind: FavoriteKind;
  itemId: string;
  title: string;
  clinicName: string;
  city: string;
  country: string;
  treatment: string;
  image: string;
  href: string;
  priceMinor: number | null;
  currency: string | null;
  verified: boolean;
  bio: string | null;
  rating: number;
  reviewCount: number;
  createdAt: string;
};
