import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/**
 * The root loader's data, typed, for any component. It is undefined where the root loader has
 * no data (an error boundary above a failed root loader), so every hook here keeps that case.
 */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

export type RootData = NonNullable<ReturnType<typeof useRootData>>;
export type RootUser = NonNullable<RootData["user"]>;

/** The signed-in user as the root loader sent it, or null for visitors. */
export function useOptionalUser(): RootUser | null {
  return useRootData()?.user ?? null;
}

/** The signed-in user's favourites as "clinic:<uuid>" / "package:<uuid>" keys (none for visitors). */
export function useFavoriteKeys(): readonly string[] {
  return useRootData()?.favorites ?? NO_FAVORITES;
}

const NO_FAVORITES: readonly string[] = [];

/** The support line from SUPPORT_PHONE (display and tel: link), or null when none is set. */
export function useSupportPhone() {
  return useRootData()?.env.SUPPORT_PHONE ?? null;
}
