import { FavoriteButton } from "~/features/favorites/favorite-button";
import { useFavoriteKeys } from "~/utils/root-data";

const CAPTION = { add: "Add to Wishlist", saved: "Saved to Wishlist" };

/**
 * 'Add to Wishlist': the favourites heart (FavoriteButton, with all its behaviour: form post,
 * sign-in redirect, toasts) stretched into a full-width button with a visible caption.
 */
export function WishlistButton({ id, name }: { id: string; name: string }) {
  const saved = useFavoriteKeys().includes(`package:${id}`);
  return (
    <div className="relative [&>form]:grid [&>form]:w-full">
      <FavoriteButton target={{ kind: "package", id, name }} look="wishlist" caption={CAPTION} />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-0 grid place-items-center text-base font-semibold text-slate-800"
      >
        {saved ? CAPTION.saved : CAPTION.add}
      </span>
    </div>
  );
}
