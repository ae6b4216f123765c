import { BadgeCheck, MapPin, Send, Star, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Price } from "~/features/currency/currency-context";
import { removeLocalFavorite } from "../favorites-local";
import type { FavoriteItem } from "../favorites-schema";

type RemoveResponse = { ok: true; intent: "remove-id" } | { ok: false; message: string };

/** The dashboard's Favorites tab: saved clinics and packages, each removable. */
export function FavoritesList({ items }: { items: FavoriteItem[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <FavoriteRow key={item.favoriteId} item={item} />
      ))}
    </ul>
  );
}

function FavoriteRow({ item }: { item: FavoriteItem }) {
  const fetcher = useFetcher<RemoveResponse>();
  const handled = useRef<unknown>(null);
  const removing = fetcher.state !== "idle";
  const failed = fetcher.data && !fetcher.data.ok;

  useEffect(() => {
    const d = fetcher.data;
    if (!d || fetcher.state !== "idle" || handled.current === d) return;
    handled.current = d;
    if (d.ok) {
      removeLocalFavorite(item.key);
      toast.success("Removed from favorites", {
        description: "Item has been removed from your favorites",
      });
    } else {
      toast.error("Error", { description: "Failed to remove from favorites" });
    }
  }, [fetcher.data, fetcher.state, item.key]);

  // Optimistic: the card leaves at once and comes back if the removal failed.
  if (removing || (fetcher.data?.ok && fetcher.state === "idle")) return null;

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
          <Badge variant="neutral">{item.kind === "clinic" ? "Clinic" : "Package"}</Badge>
          {item.verified && (
            <Badge variant="success">
              <BadgeCheck aria-hidden /> Verified
            </Badge>
          )}
        </div>
        <h3 className="mt-2 font-semibold leading-snug text-slate-900">
          <Link to={item.href} className="hover:text-primary-800 hover:underline">
            {item.title}
          </Link>
        </h3>
        {item.kind === "package" && <p className="text-sm text-slate-600">{item.clinicName}</p>}
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden className="size-3.5 shrink-0" />
          {item.city}, {item.country}
        </p>
        {item.kind === "clinic" && item.bio && (
          <p className="mt-2 line-clamp-2 text-sm text-slate-600">{item.bio}</p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-3">
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
            <span className="font-semibold">{item.rating.toFixed(1)}</span>
            <span className="text-slate-600">({item.reviewCount})</span>
            {item.priceMinor !== null && item.currency && (
              <span className="ml-2 font-semibold text-slate-900">
                <span className="font-normal text-slate-600">from </span>
                <Price amountMinor={item.priceMinor} currency={item.currency} />
              </span>
            )}
          </p>
          <Link
            to={`/quote-request?${item.kind === "clinic" ? "clinic" : "package"}=${encodeURIComponent(item.href.split("/").pop() ?? "")}`}
            rel="nofollow"
            className={buttonVariants({ variant: "subtle", size: "sm" })}
            aria-label={`Request a quote from ${item.kind === "clinic" ? item.title : item.clinicName}`}
          >
            <Send aria-hidden />
            Request a quote
          </Link>
          <form
            method="post"
            action="/api/favorites"
            onSubmit={(e) => {
              // With JavaScript: answer as JSON and stay on the page; without, the server redirects back.
              e.preventDefault();
              const body = new FormData(e.currentTarget);
              body.set("format", "json");
              fetcher.submit(body, { method: "post", action: "/api/favorites" });
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
              aria-label={`Remove ${item.title} from favorites`}
            >
              <Trash2 aria-hidden />
              Remove
            </button>
          </form>
        </div>
        {failed && (
          <p className="mt-2 text-sm font-medium text-red-700">Failed to remove from favorites</p>
        )}
      </div>
    </li>
  );
}
