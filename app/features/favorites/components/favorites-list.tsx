import { BadgeCheck, MapPin, Send, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Price } from "~/components/currency-context";
import { useCurrency } from "~/components/currency-context";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { useRatingText } from "~/components/ui/rating";
import { toast } from "~/components/ui/toast";
import { useLocalePath, usePlace, useText } from "~/i18n/text";
import { removeLocalFavorite, toLocalFavorite, upsertLocalFavorite } from "../favorites-local";
import type { FavoriteItem } from "../favorites-schema";

type RemoveResponse = { ok: true; intent: "remove-id" } | { ok: false; message: string };
type AddResponse = { ok: true; item?: FavoriteItem } | { ok: false; message: string };

async function postFavorites(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  body.set("format", "json");
  const res = await fetch("/api/favorites", {
    method: "POST",
    body,
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  return (await res.json().catch(() => ({ ok: false, message: "" }))) as RemoveResponse &
    AddResponse;
}

/**
 * The dashboard's Favorites tab: saved clinics and packages, each removable with an Undo toast.
 * The list (not the row) runs the removal: the row is gone from the reloaded list before a
 * row's own effect could announce it.
 */
export function FavoritesList({ items }: { items: FavoriteItem[] }) {
  const revalidator = useRevalidator();
  const t = useText();
  const { format } = useCurrency();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<string | null>(null);

  async function undo(item: FavoriteItem) {
    const r = await postFavorites({ intent: "add", item: item.key }).catch(() => null);
    if (!r?.ok) {
      toast.error(t("dashboard.favorites.error"), {
        description: t("dashboard.favorites.restoreFailed"),
      });
      return;
    }
    upsertLocalFavorite(toLocalFavorite(r.item ?? item, format));
    setHidden((h) => new Set([...h].filter((id) => id !== item.favoriteId)));
    toast.success(t("dashboard.favorites.restored"), { description: item.title });
    void revalidator.revalidate();
  }

  async function remove(item: FavoriteItem) {
    setFailed(null);
    setHidden((h) => new Set(h).add(item.favoriteId));
    const r = await postFavorites({ intent: "remove-id", favoriteId: item.favoriteId }).catch(
      () => null,
    );
    if (!r?.ok) {
      setHidden((h) => new Set([...h].filter((id) => id !== item.favoriteId)));
      setFailed(item.favoriteId);
      toast.error(t("dashboard.favorites.error"), {
        description: t("dashboard.favorites.removeFailed"),
      });
      return;
    }
    removeLocalFavorite(item.key);
    toast.success(t("dashboard.favorites.removed"), {
      description: item.title,
      action: { label: t("dashboard.favorites.undo"), onClick: () => void undo(item) },
    });
    void revalidator.revalidate();
  }

  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items
        .filter((item) => !hidden.has(item.favoriteId))
        .map((item) => (
          <FavoriteRow
            key={item.favoriteId}
            item={item}
            failed={failed === item.favoriteId}
            onRemove={() => void remove(item)}
          />
        ))}
    </ul>
  );
}

function FavoriteRow({
  item,
  failed,
  onRemove,
}: {
  item: FavoriteItem;
  failed: boolean;
  onRemove: () => void;
}) {
  const place = usePlace();
  const t = useText();
  const ratingText = useRatingText();
  const to = useLocalePath();
  return (
    <li
      className="flex overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
      data-testid="favorite-item"
    >
      <img
        src={item.image}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        className="w-28 shrink-0 object-cover sm:w-36"
      />
      <div className="flex min-w-0 flex-1 flex-col p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="neutral">
            {item.kind === "clinic"
              ? t("dashboard.favorites.clinic")
              : t("dashboard.favorites.package")}
          </Badge>
          {item.verified && (
            <Badge variant="success">
              <BadgeCheck aria-hidden /> {t("dashboard.favorites.verified")}
            </Badge>
          )}
        </div>
        <h3 className="mt-2 font-semibold leading-snug text-slate-900">
          <Link to={to(item.href)} className="hover:text-primary-800 hover:underline">
            {item.title}
          </Link>
        </h3>
        {item.kind === "package" && <p className="text-sm text-slate-600">{item.clinicName}</p>}
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden className="size-3.5 shrink-0" />
          {place(item.city, item.country)}
        </p>
        {item.kind === "clinic" && item.bio && (
          <p className="mt-2 line-clamp-2 text-sm text-slate-600">{item.bio}</p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-3">
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
            <span className="font-semibold">{ratingText(item.rating)}</span>
            <span className="text-slate-600">({item.reviewCount})</span>
            {item.priceMinor !== null && item.currency && (
              <span className="ms-2 font-semibold text-slate-900">
                <span className="font-normal text-slate-600">{t("dashboard.favorites.from")} </span>
                <Price amountMinor={item.priceMinor} currency={item.currency} />
              </span>
            )}
          </p>
          <Link
            to={to(
              `/quote-request?${item.kind === "clinic" ? "clinic" : "package"}=${encodeURIComponent(item.href.split("/").pop() ?? "")}`,
            )}
            rel="nofollow"
            className={buttonVariants({ variant: "subtle", size: "sm" })}
            aria-label={t("dashboard.favorites.quoteFrom").replace(
              "{name}",
              item.kind === "clinic" ? item.title : item.clinicName,
            )}
          >
            <Send aria-hidden />
            {t("dashboard.favorites.quote")}
          </Link>
          <form
            method="post"
            action="/api/favorites"
            onSubmit={(e) => {
              // With JavaScript: answer as JSON and stay on the page; without, the server redirects back.
              e.preventDefault();
              onRemove();
            }}
          >
            <input type="hidden" name="intent" value="remove-id" />
            <input type="hidden" name="favoriteId" value={item.favoriteId} />
            <input type="hidden" name="redirectTo" value="/dashboard/favorites" />
            <button
              type="submit"
              className={buttonVariants({
                variant: "ghostDanger",
                size: "sm",
              })}
              aria-label={t("dashboard.favorites.removeNamed").replace("{title}", item.title)}
            >
              <Trash2 aria-hidden />
              {t("dashboard.favorites.remove")}
            </button>
          </form>
        </div>
        {failed && (
          <p className="mt-2 text-sm font-medium text-red-700">
            {t("dashboard.favorites.removeFailed")}
          </p>
        )}
      </div>
    </li>
  );
}
