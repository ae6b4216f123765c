import { useEffect, useRef, useState } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { useCurrency } from "~/components/currency-context";
import { toast } from "~/components/ui/toast";
import { useText } from "~/i18n/text";
import {
  LOCAL_FAVORITES_OWNER_KEY,
  clearLocalFavorites,
  readLocalFavorites,
  toLocalFavorite,
  writeLocalFavorites,
} from "./favorites-local";
import { type FavoriteItem, parseFavoriteKey } from "./favorites-schema";

type MergeResponse =
  | { ok: true; intent: "merge"; added: number; message: string; items: FavoriteItem[] }
  | { ok: false; message: string };

/**
 * Loaded by FavoritesSync (favorites-sync.tsx) only when there is something to do.
 *
 * Keeps this device's copy of the favourites in step with the account: when someone signs in,
 * the items this browser kept are merged into the account (POST /api/favorites intent=merge)
 * and the copy is refreshed from the account; when they sign out, the copy is cleared so the
 * next person on a shared computer does not see it.
 *
 * A plain fetch, not a router fetcher: a fetcher's action makes the router reload every
 * loader, and one that finished while the person was already submitting a form on the page
 * (the merge starts right after sign-in) interrupted that form's navigation. The page's data is
 * reloaded only when the merge added something, and only once no navigation is under way.
 */
export function FavoritesMerge({ userId }: { userId: string | null }) {
  const { format } = useCurrency();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const requested = useRef<string | null>(null);
  const t = useText();
  const current = useRef({ userId, format, t });
  current.current = { userId, format, t };
  const [reloadData, setReloadData] = useState(false);

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
    void merge(keys).then((d) => {
      // Signed out or switched account meanwhile: this answer is not theirs.
      if (!d?.ok || current.current.userId !== userId) {
        if (requested.current === userId) requested.current = null;
        return;
      }
      writeLocalFavorites(d.items.map((i) => toLocalFavorite(i, current.current.format)));
      try {
        window.localStorage.setItem(LOCAL_FAVORITES_OWNER_KEY, userId);
      } catch {
        // ignore
      }
      if (d.added > 0) {
        setReloadData(true);
        toast.success(current.current.t("shell.favorites.added"), { description: d.message });
      }
    });
  }, [userId]);

  // The account's favourites changed: the hearts on the page follow once the router is idle.
  useEffect(() => {
    if (!reloadData || navigation.state !== "idle" || revalidator.state !== "idle") return;
    setReloadData(false);
    void revalidator.revalidate();
  }, [reloadData, navigation.state, revalidator]);

  return null;
}

async function merge(keys: string[]): Promise<MergeResponse | null> {
  const body = new FormData();
  body.set("intent", "merge");
  body.set("items", JSON.stringify(keys));
  body.set("format", "json");
  try {
    const res = await fetch("/api/favorites", {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    return (await res.json()) as MergeResponse;
  } catch {
    return null; // offline: the next sign-in on this device tries again
  }
}
