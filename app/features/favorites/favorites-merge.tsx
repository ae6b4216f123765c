import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useCurrency } from "~/features/currency/currency-context";
import {
  LOCAL_FAVORITES_OWNER_KEY,
  clearLocalFavorites,
  readLocalFavorites,
  toLocalFavorite,
  writeLocalFavorites,
} from "./favorites-local";
import { type FavoriteItem, parseFavoriteKey } from "./favorites-schema";

type MergeResponse =
  | { ok: true; intent: "merge"; added: number; items: FavoriteItem[] }
  | { ok: false; message: string };

/**
 * Loaded by FavoritesSync (favorites-sync.tsx) only when there is something to do.
 *
 * Keeps this device's copy of the favourites in step with the account: when someone signs in,
 * the items this browser kept are merged into the account (POST /api/favorites intent=merge)
 * and the copy is refreshed from the account; when they sign out, the copy is cleared so the
 * next person on a shared computer does not see it.
 */
export function FavoritesMerge({ userId }: { userId: string | null }) {
  const fetcher = useFetcher<MergeResponse>({ key: "favorites-merge" });
  const { format } = useCurrency();
  const handled = useRef<unknown>(null);
  const requested = useRef<string | null>(null);

  useEffect(() => {
    let owner: string | null = null;
    try {
      owner = window.localStorage.getItem(LOCAL_FAVORITES_OWNER_KEY);
    } catch {
      return;
    }
    if (!userId) {
      if (owner) clearLocalFavorites();
      requested.current = null;
      return;
    }
    if (owner === userId || requested.current === userId) return;
    requested.current = userId;
    const keys = readLocalFavorites()
      .map((f) => f.id)
      .filter((id) => parseFavoriteKey(id));
    fetcher.submit(
      { intent: "merge", items: JSON.stringify(keys), format: "json" },
      { method: "post", action: "/api/favorites" },
    );
    // fetcher is stable per key; run only when the signed-in user changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  useEffect(() => {
    const d = fetcher.data;
    if (!d || fetcher.state !== "idle" || handled.current === d || !userId) return;
    handled.current = d;
    if (!d.ok) return;
    writeLocalFavorites(d.items.map((i) => toLocalFavorite(i, format)));
    try {
      window.localStorage.setItem(LOCAL_FAVORITES_OWNER_KEY, userId);
    } catch {
      // ignore
    }
    if (d.added > 0) {
      toast.success("Added to favorites", {
        description:
          d.added === 1
            ? "1 item saved on this device is now in your account"
            : `${d.added} items saved on this device are now in your account`,
      });
    }
  }, [fetcher.data, fetcher.state, format, userId]);

  return null;
}
