import { useEffect, useState } from "react";
import { clientLazy } from "~/perf/client-lazy";
import { LOCAL_FAVORITES_OWNER_KEY } from "./favorites-keys";

const Merge = clientLazy(null, () => import("./favorites-merge").then((m) => m.FavoritesMerge));

/** Whether this device's copy of the favourites belongs to someone other than who is signed in. */
function copyNeedsSync(userId: string | null) {
  try {
    const owner = window.localStorage.getItem(LOCAL_FAVORITES_OWNER_KEY);
    return userId ? owner !== userId : owner !== null;
  } catch {
    return false; // storage disabled: there is no copy to keep in step
  }
}

/**
 * Keeps this device's copy of the favourites in step with the account (favorites-merge.tsx:
 * merge on sign-in, clear on sign-out). Its code loads only when the copy's owner differs from
 * who is signed in; a visitor who never signed in on this device never downloads it.
 */
export function FavoritesSync({ userId }: { userId: string | null }) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!active && copyNeedsSync(userId)) setActive(true);
  }, [active, userId]);
  return active ? <Merge userId={userId} /> : null;
}
