import type { SessionUser } from "~/utils/permissions.server";
import type { Actor } from "./audit.server";

export const NO_STORE = { "Cache-Control": "private, no-store" } as const;

export function actorOf(user: SessionUser): Actor {
  return { id: user.id, email: user.email };
}

/** Escapes LIKE wildcards in a search term. */
export function likeTerm(q: string): string {
  return `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
