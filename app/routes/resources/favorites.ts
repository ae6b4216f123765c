import { data, redirect } from "react-router";
import { parseFavoriteKey } from "~/features/favorites/favorites-schema";
import {
  addFavorite,
  listFavorites,
  mergeFavorites,
  removeFavoriteById,
  removeFavoriteByKey,
  toggleFavorite,
} from "~/features/favorites/favorites.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { getUser } from "~/utils/permissions.server";
import { safeRedirect } from "~/utils/redirect.server";
import { readForm } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/favorites";

/**
 * POST /api/favorites — intent = toggle | add | remove | remove-id | merge.
 * With JavaScript (fetcher) it answers JSON; a plain form post (no JavaScript) is redirected
 * back with a flash toast. Signed-out visitors are sent to /auth and the item is saved there
 * after sign-in (?favorite=...).
 */

/** Script submissions add format=json; a plain form post (no JavaScript) does not. */
function wantsJson(form: FormData, request: Request) {
  return (
    form.get("format") === "json" ||
    (request.headers.get("accept") ?? "").includes("application/json")
  );
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "toggle");
  const item = String(form.get("item") ?? "");
  const back = safeRedirect(form.get("redirectTo"), "/");
  const json = wantsJson(form, request);
  const user = await getUser(request);

  if (!user) {
    if (json)
      return data(
        {
          ok: false as const,
          reason: "signed-out" as const,
          message: "Please sign in to save favorites",
        },
        { status: 401 },
      );
    const parsed = parseFavoriteKey(item);
    const target = `/auth?redirectTo=${encodeURIComponent(back)}${parsed ? `&favorite=${encodeURIComponent(item)}` : ""}`;
    return redirectWithToast(target, {
      type: "error",
      title: "Sign in required",
      description: "Please sign in to save favorites",
    });
  }

  if (intent === "merge") {
    let keys: string[] = [];
    try {
      const raw = JSON.parse(String(form.get("items") ?? "[]"));
      if (Array.isArray(raw))
        keys = raw.filter((k): k is string => typeof k === "string").slice(0, 200);
    } catch {
      return data(
        { ok: false as const, message: "Could not read the saved items" },
        { status: 400 },
      );
    }
    const { added } = await mergeFavorites(user.id, keys);
    const items = await listFavorites(user.id);
    return data({ ok: true as const, intent: "merge" as const, added, items });
  }

  if (intent === "remove-id") {
    const removed = await removeFavoriteById(user.id, String(form.get("favoriteId") ?? ""));
    if (json) {
      return removed.ok
        ? data({ ok: true as const, intent: "remove-id" as const })
        : data({ ok: false as const, message: removed.message }, { status: removed.status });
    }
    return removed.ok
      ? redirectWithToast(back, {
          type: "success",
          title: "Removed from favorites",
          description: "Item has been removed from your favorites",
        })
      : redirectWithToast(back, { type: "error", title: "Error", description: removed.message });
  }

  const change =
    intent === "add"
      ? await addFavorite(user.id, item)
      : intent === "remove"
        ? await removeFavoriteByKey(user.id, item)
        : await toggleFavorite(user.id, item);
  if (!change.ok) {
    if (json)
      return data({ ok: false as const, message: change.message }, { status: change.status });
    return redirectWithToast(back, { type: "error", title: "Error", description: change.message });
  }
  const { added, key, item: saved } = change.value;
  if (json) return data({ ok: true as const, intent: "toggle" as const, added, key, item: saved });
  return added
    ? redirectWithToast(back, { type: "success", title: "Added to favorites" })
    : redirectWithToast(back, {
        type: "success",
        title: "Removed from favorites",
        description: "Item has been removed from your favorites",
      });
}

export async function loader() {
  return redirect("/dashboard/favorites");
}
