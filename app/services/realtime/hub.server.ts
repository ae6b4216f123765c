import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { getDbHandle } from "~/db/client.server";
import { sessions, userRoles } from "~/db/schema";
import { getEnv } from "~/utils/env.server";
import type { ClientEvent, StreamMessage, StreamNotification } from "./events";
import { HEARTBEAT_MS } from "./events";
import { type Listener, listenPglite, listenPostgres } from "./listener.server";
import type { RealtimeEvent } from "./publish.server";

/**
 * The in-process hub of one app instance: the connected streams of this instance, one LISTEN
 * connection (started with the first stream), and the mapping of database events to streams.
 *
 * An event (ids only, see publish.server.ts) is read from the database once, then written to
 * the streams it concerns: a message or read marker to the conversation's patient and to every
 * stream of the conversation's clinic; a notification to its user. Who a row belongs to is read
 * from the row, not from the payload.
 */
export type StreamOwner = { userId: string; clinicId: string | null };

/** The two sides of a conversation: its patient, and every stream of its clinic. */
export type ConversationSides = { patientId: string; clinicId: string };

/**
 * How the hub reads what an event announces. The modules that own the rows supply these
 * (features/messages for messages and read markers, the notifications service for
 * notifications), so this layer queries no domain table. Each returns null when the row is gone.
 */
export type EventReaders = {
  /** The message with this seq as both sides receive it, with its conversation's sides. */
  message: (
    db: Db,
    seq: number,
  ) => Promise<(ConversationSides & { message: StreamMessage }) | null>;
  /** A conversation's sides and read markers. */
  readMarkers: (
    db: Db,
    conversationId: string,
  ) => Promise<
    (ConversationSides & { patientLastReadSeq: number; clinicLastReadSeq: number }) | null
  >;
  /** A notification, only if it belongs to `userId`. */
  notification: (
    db: Db,
    notificationId: string,
    userId: string,
  ) => Promise<StreamNotification | null>;
};

export type Subscriber = StreamOwner & {
  /**
   * The session the stream was opened with: the stream ends when that session ends (signed
   * out, revoked, expired, or the account disabled). Streams without one are not checked.
   */
  sessionId?: string;
  send: (event: ClientEvent) => void;
  /** Writes an SSE comment (heartbeat). */
  ping: () => void;
  close: () => void;
};

type Source =
  | { kind: "pglite"; pglite: NonNullable<Awaited<ReturnType<typeof getDbHandle>>["pglite"]> }
  | { kind: "postgres"; connectionString: string };

/** Waits between attempts to read an announced row (then the streams are told to resync). */
const DISPATCH_RETRY_MS = [100, 300, 1_000, 2_000] as const;

export type HubOptions = {
  /**
   * How often every open stream's session is looked up again (ms): the backstop for a session
   * that ended without an announcement (expiry, a row deleted by hand, a lost notification).
   */
  sessionCheckMs?: number;
};
/** Session ids looked up per query in a re-check. */
const SESSION_CHECK_BATCH = 500;

export class RealtimeHub {
  private subs = new Set<Subscriber>();
  private listener: Listener | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private sessionTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly source: Source,
    private readonly readers: EventReaders,
    private readonly onError: (err: unknown) => void = () => {},
    private readonly options: HubOptions = {},
  ) {}

  get size() {
    return this.subs.size;
  }

  /** Open streams of one user on this instance (the per-user cap counts these). */
  countFor(userId: string): number {
    let n = 0;
    for (const s of this.subs) if (s.userId === userId) n++;
    return n;
  }

  get isClosed() {
    return this.closed;
  }

  /** Starts the LISTEN connection (idempotent); resolves once it is listening. */
  start(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (!this.listener) {
      const handlers = {
        // One at a time, in the order the database announced them (commit order): each
        // dispatch reads its row, and parallel reads could overtake one another.
        onEvent: (e: RealtimeEvent) => {
          this.queue = this.queue.then(() => this.dispatchReliably(e));
        },
        onResync: () => this.broadcast({ type: "resync" }),
        onError: this.onError,
      };
      this.listener =
        this.source.kind === "pglite"
          ? listenPglite(this.source.pglite, handlers)
          : listenPostgres(this.source.connectionString, handlers);
      this.heartbeat = setInterval(() => {
        for (const s of this.subs) s.ping();
      }, HEARTBEAT_MS);
      this.heartbeat.unref();
      const every = this.options.sessionCheckMs;
      if (every && every > 0) {
        this.sessionTimer = setInterval(() => void this.checkSessions().catch(this.onError), every);
        this.sessionTimer.unref();
      }
    }
    return this.listener.ready;
  }

  subscribe(sub: Subscriber): () => void {
    if (this.closed) {
      sub.close();
      return () => {};
    }
    this.subs.add(sub);
    void this.start();
    return () => {
      this.subs.delete(sub);
    };
  }

  private broadcast(event: ClientEvent) {
    for (const s of this.subs) s.send(event);
  }

  /**
   * Dispatches with retries (a busy pool or a database blip fails the read, not the event);
   * if the row still cannot be read, every stream is told to resync, so no browser silently
   * misses a message. Later events wait: streams stay in commit order.
   */
  private async dispatchReliably(event: RealtimeEvent): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.dispatch(event);
        return;
      } catch (err) {
        if (this.closed) return;
        if (attempt >= DISPATCH_RETRY_MS.length) {
          this.onError(err);
          this.broadcast({ type: "resync" });
          return;
        }
        await new Promise((r) => setTimeout(r, DISPATCH_RETRY_MS[attempt]));
      }
    }
  }

  /**
   * Closes the streams (of one user, or all) whose session has ended: no session row, expired,
   * or the account disabled. When the database cannot be asked, streams stay open (the
   * next check decides); nothing is delivered meanwhile that the database did not hand out.
   */
  async checkSessions(userId?: string): Promise<number> {
    const open = [...this.subs].filter(
      (s) => s.sessionId !== undefined && (userId === undefined || s.userId === userId),
    );
    if (open.length === 0) return 0;
    const ids = [...new Set(open.map((s) => s.sessionId!))];
    const alive = new Set<string>();
    for (let i = 0; i < ids.length; i += SESSION_CHECK_BATCH) {
      const rows = await this.db
        .select({ id: sessions.id })
        .from(sessions)
        .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
        .where(
          and(
            inArray(sessions.id, ids.slice(i, i + SESSION_CHECK_BATCH)),
            gt(sessions.expiresAt, new Date()),
            isNull(userRoles.disabledAt),
          ),
        );
      for (const r of rows) alive.add(r.id);
    }
    let closed = 0;
    for (const s of open) {
      if (alive.has(s.sessionId!) || !this.subs.has(s)) continue;
      this.subs.delete(s);
      s.close();
      closed++;
    }
    return closed;
  }

  /** Reads what an event announces and sends it to the streams it belongs to. */
  async dispatch(event: RealtimeEvent): Promise<void> {
    if (this.subs.size === 0) return;
    if (event.type === "sessions") {
      await this.checkSessions(event.userId);
      return;
    }
    if (event.type === "message") {
      const row = await this.readers.message(this.db, event.seq);
      if (!row) return;
      const out: ClientEvent = {
        type: "message",
        conversationId: row.message.conversationId,
        message: row.message,
      };
      this.sendToConversation(row.patientId, row.clinicId, out);
    } else if (event.type === "read") {
      const row = await this.readers.readMarkers(this.db, event.conversationId);
      if (!row) return;
      this.sendToConversation(row.patientId, row.clinicId, {
        type: "read",
        conversationId: event.conversationId,
        patientLastReadSeq: row.patientLastReadSeq,
        clinicLastReadSeq: row.clinicLastReadSeq,
      });
    } else if (event.type === "notification") {
      if (![...this.subs].some((s) => s.userId === event.userId)) return;
      const notification = await this.readers.notification(
        this.db,
        event.notificationId,
        event.userId,
      );
      if (!notification) return;
      const out: ClientEvent = {
        type: "notification",
        notificationId: notification.id,
        notification,
      };
      for (const s of this.subs) if (s.userId === event.userId) s.send(out);
    }
  }

  private sendToConversation(patientId: string, clinicId: string, event: ClientEvent) {
    for (const s of this.subs) {
      if (s.userId === patientId || (s.clinicId !== null && s.clinicId === clinicId)) s.send(event);
    }
  }

  /** Ends every open stream and the LISTEN connection (shutdown: streams never finish alone). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.sessionTimer) clearInterval(this.sessionTimer);
    for (const s of this.subs) s.close();
    this.subs.clear();
    const l = this.listener;
    this.listener = undefined;
    if (l) await l.stop();
  }
}

/* ---- the process-wide hub ----
 * The server entry (tsx) and the SSR bundle each load this module; the hub lives on
 * globalThis so both see the same one (closeAllStreams() from server/index.ts ends the streams
 * the routes opened). */
const KEY = Symbol.for("careatlas.realtime.hub");
const CLOSED = Symbol.for("careatlas.realtime.closed");
type G = typeof globalThis & { [KEY]?: Promise<RealtimeHub>; [CLOSED]?: boolean };
const g = globalThis as G;

/** The process-wide hub; the first call creates it with `readers` (later calls share it). */
export function getHub(readers: EventReaders): Promise<RealtimeHub> {
  if (!g[KEY]) {
    const closed = g[CLOSED] === true;
    g[KEY] = (async () => {
      const handle = await getDbHandle();
      const source: Source =
        handle.kind === "pglite" && handle.pglite
          ? { kind: "pglite", pglite: handle.pglite }
          : { kind: "postgres", connectionString: connectionStringOf(handle) };
      const hub = new RealtimeHub(
        handle.db,
        source,
        readers,
        (err) =>
          console.warn("realtime: listener or delivery failed:", (err as Error)?.message ?? err),
        { sessionCheckMs: getEnv().REALTIME_SESSION_CHECK_SECONDS * 1000 },
      );
      // After shutdown began, streams are refused (503) rather than a new hub started.
      if (closed) await hub.close();
      return hub;
    })();
  }
  return g[KEY]!;
}

function connectionStringOf(handle: Awaited<ReturnType<typeof getDbHandle>>): string {
  const fromPool = (handle.pool as unknown as { options?: { connectionString?: string } })?.options
    ?.connectionString;
  const url = fromPool ?? getEnv().DATABASE_URL;
  if (!url) throw new Error("realtime: no PostgreSQL connection string to LISTEN on");
  return url;
}

/** Ends all open streams and stops listening; called first thing on shutdown. */
export async function closeAllStreams(): Promise<void> {
  g[CLOSED] = true;
  const h = g[KEY];
  if (!h) return;
  await (await h).close();
}

/** For tests: forget the process-wide hub (after the test database is swapped). */
export function resetHubForTests() {
  g[KEY] = undefined;
  g[CLOSED] = false;
}
