import type { I18n } from "@lingui/core";
import { data } from "react-router";
import type { z } from "zod";
import { type Db, getDb } from "~/db/client.server";
import { i18nFor } from "~/i18n/catalog.server";
import { accountLocale } from "~/i18n/page.server";
import { type Intent, handleForm, intentsFor, textFields } from "~/utils/action.server";
import { type SessionUser, requireAdmin } from "~/utils/permissions.server";
import { sameSitePath } from "~/utils/redirect.server";
import type { Failure } from "~/utils/result";
import { type AdminActionResult, CONFIRM_FIELD, CONFIRMED_FIELD } from "./action-result";
import { NO_STORE, actorOf, pageCount } from "./admin.server";
import type { Actor } from "./audit.server";

/** Route-level helpers shared by the admin pages (loaders of the paged lists, actions). */

type ListFilters = z.ZodType<{ page: number }>;

/**
 * The loader of a paged admin list: an administrator only, the filters parsed from the query
 * string (bad values fall back to their defaults), the rows and total from `load` (plus
 * anything else it returns), the page count, and no caching.
 */
export async function loadAdminList<
  S extends ListFilters,
  L extends { rows: unknown[]; total: number },
>(
  request: Request,
  list: { filters: S; pageSize: number },
  load: (ctx: { db: Db; filters: z.infer<S>; me: SessionUser; i18n: I18n }) => Promise<L>,
) {
  const me = await requireAdmin(request);
  const filters: z.infer<S> = list.filters.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const i18n = i18nFor(await accountLocale(request));
  const result = await load({ db: await getDb(), filters, me, i18n });
  return data(
    {
      ...result,
      filters,
      pages: pageCount(result.total, list.pageSize),
      // "12 results" in the admin's language (the page's texts come from the layout's loader).
      totalText: i18n._("adminData.results", { count: result.total }),
    },
    { headers: NO_STORE },
  );
}

/** Who posts an admin form: the administrator, the database, and where to go back to. */
export type AdminPoster = {
  user: SessionUser;
  actor: Actor;
  db: Db;
  /** This page with its filters: where a success redirects, with its toast. */
  back: string;
  /** The admin's language (decision 049): toasts are written in it. */
  i18n: I18n;
};

/** The intents of an admin page (the action pipeline of decision 034). */
export const adminIntent = intentsFor<AdminPoster, AdminActionResult>();

/** The admin forms' bodies are small text forms. */
const ADMIN_FORM_MAX_BYTES = 64 * 1024;

/** The row (`id` or `userId`), the form's intent and what was typed, for the row's form. */
function rowOf(values: Record<string, string>) {
  return { id: values.id ?? values.userId, intent: values.intent, values };
}

/**
 * A refusal beside the row's form: the row, the form's intent and what was typed come back; a
 * failure about fields shows at those fields, any other as the form's error.
 */
function replyAdmin(f: Failure, { form }: { form: FormData }) {
  return data<AdminActionResult>(
    {
      ...rowOf(textFields(form)),
      ...(f.fieldErrors ? { fieldErrors: f.fieldErrors } : { formError: f.message }),
    },
    { status: f.status },
  );
}

/**
 * A form that asks first and arrives without its confirmation is not acted on: the page shows
 * the question with a button that posts the same fields confirmed. The dialog confirms in the
 * browser once the script runs; before that (a slow network) or without JavaScript, the button
 * posts at once and this step asks instead.
 */
function askFirst(
  intents: Record<string, Intent<AdminPoster, AdminActionResult>>,
): Record<string, Intent<AdminPoster, AdminActionResult>> {
  return Object.fromEntries(
    Object.entries(intents).map(([name, run]) => [
      name,
      async (ctx) => {
        const key = ctx.form.get(CONFIRM_FIELD);
        if (typeof key !== "string" || ctx.form.get(CONFIRMED_FIELD) === "yes") return run(ctx);
        const values = textFields(ctx.form);
        delete values[CONFIRMED_FIELD];
        // The row's fields keep what was typed, as after a refusal.
        return { reply: data<AdminActionResult>({ ...rowOf(values), ask: values }) };
      },
    ]),
  );
}

/**
 * The action of an admin page: same-origin POST, an administrator with two-factor on (403 for
 * anyone else, a redirect to set-up for an admin without it) before the body is read, a
 * bounded body (413), then the intent the form names.
 */
export function handleAdminForm(
  request: Request,
  intents: Record<string, Intent<AdminPoster, AdminActionResult>>,
  opts: { defaultIntent?: string } = {},
) {
  return handleForm<AdminPoster, AdminActionResult>(request, {
    guard: async (request) => {
      const user = await requireAdmin(request);
      const url = new URL(request.url);
      return {
        user,
        actor: actorOf(user),
        db: await getDb(),
        back: sameSitePath(`${url.pathname}${url.search}`) ?? "/admin",
        i18n: i18nFor(await accountLocale(request)),
      };
    },
    maxBytes: ADMIN_FORM_MAX_BYTES,
    tooLarge: () => {
      throw data({ message: "The form is too large." }, { status: 413 });
    },
    defaultIntent: opts.defaultIntent,
    intents: askFirst(intents),
    reply: replyAdmin,
    unknown: ({ user }) =>
      data<AdminActionResult>(
        { formError: user.i18n._("admin-msg.unknown-action") },
        { status: 400 },
      ),
  });
}
