import { data } from "react-router";
import { assertSameOrigin } from "~/utils/csrf.server";
import { type SessionUser, requireAdmin } from "~/utils/permissions.server";
import { readFormLimited } from "~/utils/request.server";
import type { Actor } from "./audit.server";

export const NO_STORE = { "Cache-Control": "private, no-store" } as const;

/** An expected refusal (not found, already decided, not allowed on yourself ...). */
export class AdminError extends Error {
  constructor(
    public status: 400 | 403 | 404 | 409,
    message: string,
    public field?: string,
  ) {
    super(message);
  }
}

export function actorOf(user: SessionUser): Actor {
  return { id: user.id, email: user.email };
}

/**
 * First lines of every admin action: same-origin POST, an administrator with two-factor on
 * (403 for anyone else, a redirect to set-up for an admin without it), and a bounded body.
 */
export async function requireAdminAction(
  request: Request,
): Promise<{ user: SessionUser; form: FormData }> {
  assertSameOrigin(request);
  const user = await requireAdmin(request);
  const body = await readFormLimited(request, 64 * 1024);
  if (body.tooLarge) throw data({ message: "The form is too large." }, { status: 413 });
  return { user, form: body.form };
}

export function formObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") out[k] = v;
  return out;
}

/** Escapes LIKE wildcards in a search term. */
export function likeTerm(q: string): string {
  return `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
