import { Heart } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useCurrency } from "~/components/currency-context";
import { toast } from "~/components/ui/toast";
import { fillText } from "~/i18n/fill-text";
import { useLocalePath, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { useFavoriteKeys, useOptionalUser } from "~/utils/root-data";
import { removeLocalFavorite, toLocalFavorite, upsertLocalFavorite } from "./favorites-local";
import type { FavoriteItem } from "./favorites-schema";

function signInToast(t: ReturnType<typeof useText>) {
  toast.error(t("shell.favorites.signin"), { description: t("shell.favorites.signin-text") });
}

export type FavoriteTarget = { kind: "clinic" | "package"; id: string; name: string };

export type FavoriteResponse =
  | { ok: true; intent: "toggle"; added: boolean; key: string; item: FavoriteItem | null }
  | { ok: false; reason?: "signed-out"; message: string };

/**
 * The heart on cards and detail pages. It is a real form (works without JavaScript); with
 * JavaScript it saves in place, fills at once and confirms with a toast. Signed-out visitors
 * are sent to sign in and the item is saved when they come back.
 */
export function FavoriteButton({
  target,
  look = "floating",
  caption,
  className,
}: {
  target: FavoriteTarget;
  /** floating: over a picture; outlined: on a white page; wishlist: a full-width row (WishlistButton). */
  look?: keyof typeof LOOKS;
  /** Placement only (absolute, top-3, z-10…); the look comes from `look`. */
  className?: string;
  /** A visible caption beside the heart (WishlistButton): the accessible name starts with it. */
  caption?: { add: string; saved: string };
}) {
  const user = useOptionalUser();
  const favoriteKeys = useFavoriteKeys();
  const key = `${target.kind}:${target.id}`;
  // One fetcher per item, so two hearts of the same item on a page agree.
  const fetcher = useFetcher<FavoriteResponse>({ key: `favorite:${key}` });
  const navigate = useNavigate();
  const t = useText();
  // The sign-in page in the page's language (/de/auth).
  const signInPath = useLocalePath()("/auth");
  const location = useLocation();
  const { format } = useCurrency();
  const back = `${location.pathname}${location.search}`;
  const saved = favoriteKeys.includes(key);
  const pendingIntent = fetcher.formData?.get("intent");
  const active = pendingIntent ? pendingIntent === "add" : saved;
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const d = fetcher.data;
    if (!d || fetcher.state !== "idle" || handled.current === d) return;
    handled.current = d;
    if (d.ok) {
      if (d.added) {
        if (d.item) upsertLocalFavorite(toLocalFavorite(d.item, format));
        toast.success(t("shell.favorites.added"), { description: target.name });
      } else {
        removeLocalFavorite(key);
        toast.success(t("shell.favorites.removed"), {
          description: t("shell.favorites.removed-text"),
        });
      }
    } else if (d.reason === "signed-out") {
      signInToast(t);
      navigate(
        `${signInPath}?redirectTo=${encodeURIComponent(back)}&favorite=${encodeURIComponent(key)}`,
      );
    } else {
      toast.error(t("shell.favorites.error"), { description: d.message });
    }
  }, [fetcher.data, fetcher.state, format, key, navigate, back, target.name, signInPath, t]);

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    e.stopPropagation();
    if (!user) {
      signInToast(t);
      navigate(
        `${signInPath}?redirectTo=${encodeURIComponent(back)}&favorite=${encodeURIComponent(key)}`,
      );
      return;
    }
    fetcher.submit(
      { intent: active ? "remove" : "add", item: key, redirectTo: back, format: "json" },
      { method: "post", action: "/api/favorites" },
    );
  }

  return (
    <form
      method="post"
      action="/api/favorites"
      onSubmit={onSubmit}
      className={cn("inline-grid shrink-0 rounded-full", className)}
    >
      <input type="hidden" name="intent" value={active ? "remove" : "add"} />
      <input type="hidden" name="item" value={key} />
      <input type="hidden" name="redirectTo" value={back} />
      <button
        type="submit"
        onClick={(e) => e.stopPropagation()}
        aria-pressed={active}
        aria-label={
          caption
            ? `${active ? caption.saved : caption.add}: ${target.name}`
            : fillText(
                active ? t("shell.favorites.remove-named") : t("shell.favorites.save-named"),
                { name: target.name },
              )
        }
        title={active ? t("shell.favorites.remove") : t("shell.favorites.save")}
        data-testid="favorite-button"
        className={cn(
          "grid place-items-center ring-1 transition-colors hover:text-accent-600 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300",
          LOOKS[look],
        )}
      >
        <Heart
          aria-hidden
          className={cn(
            "size-5 transition-transform",
            active && "scale-110 fill-accent-500 text-accent-600",
          )}
        />
      </button>
    </form>
  );
}

const LOOKS = {
  floating: "size-11 rounded-full bg-white/95 text-slate-700 shadow-sm ring-slate-900/10",
  outlined: "size-11 rounded-full bg-white/95 text-slate-700 shadow-sm ring-slate-300",
  wishlist:
    "h-12 w-full justify-items-start rounded-lg bg-white pl-5 text-slate-800 ring-slate-300 hover:bg-slate-50",
};
