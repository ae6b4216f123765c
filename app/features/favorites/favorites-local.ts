import { LOCAL_FAVORITES_OWNER_KEY } from "./favorites-keys";
import {
  type FavoriteItem,
  LOCAL_FAVORITES_KEY,
  type LocalFavorite,
  parseLocalFavorite,
} from "./favorites-schema";

/**
 * The browser's copy of the favourites (localStorage 'careatlas-favorites'), kept for the
 * signed-in account of this device; the account (database) is the source of truth.
 */

export { LOCAL_FAVORITES_OWNER_KEY };

export function readLocalFavorites(): LocalFavorite[] {
  try {
    const raw = JSON.parse(window.localStorage.getItem(LOCAL_FAVORITES_KEY) ?? "[]");
    if (!Array.isArray(raw)) return [];
    return raw.map(parseLocalFavorite).filter((r): r is LocalFavorite => r !== null);
  } catch {
    return [];
  }
}

export function writeLocalFavorites(items: LocalFavorite[]) {
  try {
    window.localStorage.setItem(LOCAL_FAVORITES_KEY, JSON.stringify(items.slice(0, 200)));
  } catch {
    // storage full or disabled: the account still has them
  }
}

export function toLocalFavorite(
  item: FavoriteItem,
  format: (amountMinor: number, currency: string) => string,
): LocalFavorite {
  return {
    id: item.key,
    clinicName: item.clinicName,
    destination: `${item.city}, ${item.country}`,
    treatment: item.kind === "package" ? item.title : item.treatment,
    price: item.priceMinor !== null && item.currency ? format(item.priceMinor, item.currency) : "",
    image: item.image,
  };
}

export function upsertLocalFavorite(entry: LocalFavorite) {
  writeLocalFavorites([entry, ...readLocalFavorites().filter((f) => f.id !== entry.id)]);
}

export function removeLocalFavorite(id: string) {
  writeLocalFavorites(readLocalFavorites().filter((f) => f.id !== id));
}

export function clearLocalFavorites() {
  try {
    window.localStorage.removeItem(LOCAL_FAVORITES_KEY);
    window.localStorage.removeItem(LOCAL_FAVORITES_OWNER_KEY);
  } catch {
    // ignore
  }
}
