import { useRouteLoaderData } from "react-router";
import { FavoriteButton } from "~/features/favorites/favorite-button";

type RootData = { favorites?: string[] } | undefined;

/**
 * 'Add to Wishlist': the favourites heart (FavoriteButton, with all its behaviour: form post,
 * sign-in redirect, toasts) stretched into a full-width button with a visible caption.
 */
export function WishlistButton({ id, name }: { id: string; name: string }) {
  const root = useRouteLoaderData("root") as RootData;
  const saved = root?.favorites?.includes(`package:${id}`) ?? false;
  return (
    <div className="relative [&>form]:grid [&>form]:w-full">
      <FavoriteButton
        target={{ kind: "package", id, name }}
        className="size-auto h-12 w-full justify-items-start rounded-lg bg-white pl-5 text-slate-800 shadow-none ring-slate-300 hover:bg-slate-50"
      />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-0 grid place-items-center text-base font-semibold text-slate-800"
      >
        {saved ? "Saved to Wishlist" : "Add to Wishlist"}
      </span>
    </div>
  );
}
