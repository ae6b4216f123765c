import { data, redirect } from "react-router";
import { z } from "zod";
import { parseFavoriteKey } from "~/features/favorites/favorites-schema";
import {
  addFavorite,
  listFavorites,
  mergeFavorites,
  removeFavoriteById,
  removeFavoriteByKey,
  toggleFavorite,
} from "~/features/favorites/favorites.server";
import { i18nFor } from "~/i18n/catalog.server";
import { formLocale } from "~/i18n/page.server";
import { localizePath, splitLocale } from "~/i18n/paths";
import { type IntentContext, handleForm, intentsFor } from "~/utils/action.server";
import { type SessionUser, getUser } from "~/utils/permissions.server";
import { safeRedirect } from "~/utils/redirect.server";
import { type Failure, failure, ok } from "~/utils/result";
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

const backOf = (form: FormData) => safeRedirect(form.get("redirectTo"), "/");
/** A plain form post's answer speaks the language of the page it came from (its address). */
const localeOfPage = (back: string) => splitLocale(back.split("?")[0]!).locale;
const i18nOfPage = (back: string) => i18nFor(localeOfPage(back));

function removedToast(form: FormData) {
  const back = backOf(form);
  const i18n = i18nOfPage(back);
  return redirectWithToast(back, {
    type: "success",
    title: i18n._("shell.favorites.removed"),
    description: i18n._("shell.favorites.removed-text"),
  });
}

/** Every intent answers a signed-out visitor the same way (a 401 failure, shaped by `reply`). */
const SIGNED_OUT = "Please sign in to save favorites";
const signedOut = () => failure(401, SIGNED_OUT);

type Viewer = SessionUser | null;
// The JSON answers differ by intent; the fetchers type them themselves (FavoriteResponse).
type Answer = { ok: boolean } & Record<string, unknown>;
const intent = intentsFor<Viewer, Answer>();

const ItemSchema = z.object({ item: z.string() });
const itemInput = (form: FormData) => ({ item: String(form.get("item") ?? "") });

/** add, remove and toggle: one answer (`intent: "toggle"` in the JSON, as the fetchers expect). */
function itemIntent(change: typeof toggleFavorite) {
  return intent({
    schema: ItemSchema,
    input: itemInput,
    run: ({ item }, { user }) => (user ? change(user.id, item) : signedOut()),
    done: ({ added, key, item }, _input, { request, form }) => {
      if (wantsJson(form, request))
        return data<Answer>({ ok: true as const, intent: "toggle" as const, added, key, item });
      if (!added) return removedToast(form);
      const i18n = i18nOfPage(backOf(form));
      return redirectWithToast(backOf(form), {
        type: "success",
        title: i18n._("shell.favorites.added"),
      });
    },
  });
}

/** The device's saved keys (JSON); null when they cannot be read. */
const MergeSchema = z.object({
  items: z.string().transform((raw): string[] | null => {
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed)
        ? parsed.filter((k): k is string => typeof k === "string").slice(0, 200)
        : [];
    } catch {
      return null;
    }
  }),
});

const intents = {
  toggle: itemIntent(toggleFavorite),
  add: itemIntent(addFavorite),
  remove: itemIntent(removeFavoriteByKey),
  "remove-id": intent({
    schema: z.object({ favoriteId: z.string() }),
    input: (form) => ({ favoriteId: String(form.get("favoriteId") ?? "") }),
    run: ({ favoriteId }, { user }) =>
      user ? removeFavoriteById(user.id, favoriteId) : signedOut(),
    done: (_v, _input, { request, form }) =>
      wantsJson(form, request)
        ? data<Answer>({ ok: true as const, intent: "remove-id" as const })
        : removedToast(form),
  }),
  // Always answers data: only the merge script posts it.
  merge: intent({
    schema: MergeSchema,
    input: (form) => ({ items: String(form.get("items") ?? "[]") }),
    run: async ({ items }, { user }) => {
      if (!user) return signedOut();
      if (!items) return failure(400, "Could not read the saved items");
      const { added } = await mergeFavorites(user.id, items);
      return ok({ added, items: await listFavorites(user.id) });
    },
    // The toast's text in the person's language (the merge is posted from any page).
    done: async ({ added, items }, _input, { request }) => {
      const i18n = i18nFor(await formLocale(request));
      const message = i18n._("favorites-msg.merged", { count: added });
      return data<Answer>({ ok: true as const, intent: "merge" as const, added, message, items });
    },
  }),
};

function reply(f: Failure, { request, form, intent: named }: IntentContext<Viewer>) {
  const json = wantsJson(form, request);
  const back = backOf(form);
  if (f.status === 401 && f.message === SIGNED_OUT) {
    if (json)
      return data<Answer>(
        { ok: false as const, reason: "signed-out" as const, message: f.message },
        { status: 401 },
      );
    // Sign-in in the language of the page the heart was on (/de/auth).
    const item = String(form.get("item") ?? "");
    const locale = localeOfPage(back);
    const target = `${localizePath("/auth", locale)}?redirectTo=${encodeURIComponent(back)}${parseFavoriteKey(item) ? `&favorite=${encodeURIComponent(item)}` : ""}`;
    const i18n = i18nFor(locale);
    return redirectWithToast(target, {
      type: "error",
      title: i18n._("shell.favorites.signin"),
      description: i18n._("shell.favorites.signin-text"),
    });
  }
  if (json || named === "merge")
    return data<Answer>({ ok: false as const, message: f.message }, { status: f.status });
  const i18n = i18nOfPage(back);
  return redirectWithToast(back, {
    type: "error",
    title: i18n._("shell.favorites.error"),
    description: f.message,
  });
}

export async function action({ request }: Route.ActionArgs) {
  return handleForm<Viewer, Answer>(request, {
    guard: getUser,
    defaultIntent: "toggle",
    intents,
    reply,
  });
}

export async function loader() {
  return redirect("/dashboard/favorites");
}
