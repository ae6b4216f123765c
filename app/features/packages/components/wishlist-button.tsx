import { FavoriteButton } from "~/features/favorites/favorite-button";
import { useText } from "~/i18n/text";
import { useFavoriteKeys } from "~/utils/root-data";

/**
 * 'Add to Wishlist': the favourites heart (FavoriteButton, with all its behaviour: form post,
 * sign-in redirect, toasts) stretched into a full-width button with a visible caption.
 */
export function WishlistButton({ id, name }: { id: string; name: string }) {
  const saved = useFavoriteKeys().includes(`package:${id}`);
  const t = useText();
  const CAPTION = {
    add: t("package.wishlist.add", "Add to Wishlist"),
    saved: t("package.wishlist.saved", "Saved to Wishlist"),
  };
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
