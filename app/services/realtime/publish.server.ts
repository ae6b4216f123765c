import { sql } from "drizzle-orm";
import type { DbExecutor } from "~/db/client.server";

/**
 * Realtime fan-out goes through PostgreSQL LISTEN/NOTIFY on one channel. NOTIFY is
 * transactional: an event published inside a transaction reaches listeners only when (and if)
 * it commits, so a rolled-back message is never announced. Payloads carry ids, never content or
 * health data (NOTIFY payloads are limited to 8000 bytes and may be logged by the server):
 * listeners read what they deliver from the database, scoped to the connected user.
 */
export const REALTIME_CHANNEL = "careatlas_events";

export type RealtimeEvent =
  /** A message was stored; listeners of both sides of the conversation fetch it by seq. */
  | { type: "message"; conversationId: string; patientId: string; clinicId: string; seq: number }
  /** A conversation's read marker moved (unread counts change). */
  | { type: "read"; conversationId: string; patientId: string; clinicId: string }
  /** A notification for one user. */
  | { type: "notification"; userId: string; notificationId: string }
  /**
   * Sessions of a user ended (sign-out, password change, revocation, disable): every instance
   * re-checks that user's open streams now and closes those whose session is gone.
   */
  | { type: "sessions"; userId: string };

export async function publish(tx: DbExecutor, event: RealtimeEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
}
