import { data } from "react-router";
import type { z } from "zod";
import { type Db, getDb } from "~/db/client.server";
import { type SessionUser, requireAdmin } from "~/utils/permissions.server";
import { sameSitePath } from "~/utils/redirect.server";
import { NO_STORE, actorOf, formObject, pageCount, requireAdminAction } from "./admin.server";
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
  load: (ctx: { db: Db; filters: z.infer<S>; me: SessionUser }) => Promise<L>,
) {
  const me = await requireAdmin(request);
  const filters: z.infer<S> = list.filters.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const result = await load({ db: await getDb(), filters, me });
  return data(
    { ...result, filters, pages: pageCount(result.total, list.pageSize) },
    { headers: NO_STORE },
  );
}

/**
 * First lines of an admin page's action: the checks of `requireAdminAction`, the form as
 * plain strings, the database, the acting admin, and where to go back to (this page with its
 * filters).
 */
export async function readAdminAction(request: Request): Promise<{
  values: Record<string, string>;
  db: Db;
  actor: Actor;
  back: string;
}> {
  const { user, form } = await requireAdminAction(request);
  const url = new URL(request.url);
  return {
    values: formObject(form),
    db: await getDb(),
    actor: actorOf(user),
    back: sameSitePath(`${url.pathname}${url.search}`) ?? "/admin",
  };
}
