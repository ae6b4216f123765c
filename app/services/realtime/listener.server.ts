import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { REALTIME_CHANNEL, type RealtimeEvent } from "./publish.server";

/**
 * One LISTEN connection per app instance. PGlite (a single in-process database) uses its own
 * `listen`; PostgreSQL uses a dedicated pg Client (not a pool connection: LISTEN belongs to one
 * session), reconnected with the same schedule as the browsers (1 s, 2 s, 5 s, then every 10 s)
 * and LISTENing again. Notifications sent while the connection was down are lost, so after a
 * reconnect the listener calls `onResync`: streams tell their browsers to refetch.
 */
export type Listener = { stop: () => Promise<void>; ready: Promise<void> };

export type ListenerHandlers = {
  onEvent: (event: RealtimeEvent) => void;
  onResync: () => void;
  onError?: (err: unknown) => void;
};

export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 5 s, then 10 s forever. */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
}

export function parseEvent(payload: string): RealtimeEvent | null {
  try {
    const e = JSON.parse(payload) as RealtimeEvent;
    if (!e || typeof e !== "object") return null;
    if (e.type === "message" && typeof e.seq === "number" && typeof e.conversationId === "string")
      return e;
    if (e.type === "read" && typeof e.conversationId === "string") return e;
    if (e.type === "sessions" && typeof e.userId === "string") return e;
    if (
      e.type === "notification" &&
      typeof e.userId === "string" &&
      typeof e.notificationId === "string"
    )
      return e;
    return null;
  } catch {
    return null;
  }
}

export function listenPglite(client: PGlite, h: ListenerHandlers): Listener {
  let unlisten: (() => Promise<void>) | undefined;
  const ready = client
    .listen(REALTIME_CHANNEL, (payload) => {
      const e = parseEvent(payload);
      if (e) h.onEvent(e);
    })
    .then((u) => {
      unlisten = u;
    });
  return {
    ready,
    stop: async () => {
      await ready.catch(() => {});
      if (unlisten && !client.closed) await unlisten().catch(() => {});
    },
  };
}

export function listenPostgres(connectionString: string, h: ListenerHandlers): Listener {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let connectedOnce = false;
  let resolveReady!: () => void;
  const ready = new Promise<void>((r) => (resolveReady = r));

  const schedule = () => {
    if (stopped || timer) return;
    const delay = reconnectDelay(attempt++);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({
      connectionString,
      application_name: "careatlas-realtime",
      keepAlive: true,
    });
    client = c;
    let failed = false;
    const fail = (err?: unknown) => {
      if (failed) return;
      failed = true;
      if (err) h.onError?.(err);
      c.removeAllListeners("notification");
      c.end().catch(() => {});
      if (client === c) client = undefined;
      schedule();
    };
    c.on("error", fail);
    c.on("end", () => fail());
    c.on("notification", (msg) => {
      if (msg.channel !== REALTIME_CHANNEL || !msg.payload) return;
      const e = parseEvent(msg.payload);
      if (e) h.onEvent(e);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (err) {
      fail(err);
      return;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    attempt = 0;
    if (connectedOnce) h.onResync();
    connectedOnce = true;
    resolveReady();
  };

  void connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      resolveReady();
      if (c) {
        c.removeAllListeners("end");
        c.removeAllListeners("error");
        c.on("error", () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
