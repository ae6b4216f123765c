import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { now } from "~/utils/clock.server";
import { getEnv } from "~/utils/env.server";
import { getDbHandle } from "./client.server";

/**
 * What public pages read from the catalogue, kept in memory until the data changes (decision
 * 070). A statement-level trigger on every table those pages read (migration 0030) sends a
 * `catalogue_changed` notification; PostgreSQL delivers it only when the writing transaction
 * commits, to every instance listening, and each instance then forgets everything it kept.
 *
 * - A read that started before a notification is never kept (it may have read the old data).
 * - Nothing is kept while no listener is connected (a dropped connection, PostgreSQL
 *   restarting): every read goes to the database until the listener is back.
 * - An entry is also forgotten after `MAX_AGE_MS` on the app's clock, which bounds figures that
 *   follow the clock (a verification that lapses, response times, which also move with
 *   messages, a table without the trigger; decision 070), and at
 *   most `MAX_ENTRIES` are kept, least recently used first out.
 * - Concurrent misses for the same key share one read.
 * - What is kept is frozen: a caller that changed a kept value would change it for everyone.
 *
 * PGlite runs in this process and calls the listener before the writing query returns, so a
 * read after a write always sees it. On PostgreSQL the notification arrives on its own
 * connection a moment after the commit (well under a browser's round trip); a read in the same
 * instant may still get the kept value. Tests on PostgreSQL read right after writing, so the
 * cache is off there unless a test turns it on (`setReadCacheForTests`).
 */
export const CHANNEL = "catalogue_changed";
export const MAX_ENTRIES = 400;
export const MAX_AGE_MS = 60_000;

type Entry = { value: unknown; at: number };
type Flight = { promise: Promise<unknown>; version: number };
type Handle = Awaited<ReturnType<typeof getDbHandle>>;

type State = {
  /** The handle being listened to (tests install a new one per file). */
  handle: Handle | null;
  /** Set while the listener is connected: only then is anything kept. */
  live: boolean;
  /** Counts notifications: a read is kept only if none came while it ran. */
  version: number;
  entries: Map<string, Entry>;
  flights: Map<string, Flight>;
  starting: Promise<void> | null;
  stop: (() => Promise<void>) | null;
  forced: boolean | null;
  hits: number;
  misses: number;
};

// The server entry and the SSR bundle may each load this module: one state per process.
const KEY = Symbol.for("careatlas.read-cache");
const g = globalThis as typeof globalThis & { [KEY]?: State };
const state: State = (g[KEY] ??= {
  handle: null,
  live: false,
  version: 0,
  entries: new Map(),
  flights: new Map(),
  starting: null,
  stop: null,
  forced: null,
  hits: 0,
  misses: 0,
});

function forget() {
  state.version += 1;
  state.entries.clear();
  state.flights.clear();
}

function enabled(handle: Handle): boolean {
  if (state.forced !== null) return state.forced;
  const env = getEnv();
  if (env.CATALOGUE_CACHE === "off") return false;
  return !(env.NODE_ENV === "test" && handle.kind === "postgres");
}

async function listenPglite(client: PGlite): Promise<() => Promise<void>> {
  const unlisten = await client.listen(CHANNEL, () => forget());
  state.live = true;
  return async () => {
    state.live = false;
    await unlisten().catch(() => {});
  };
}

/**
 * A connection of its own (not one of the pool's) that stays in LISTEN; when it drops, nothing
 * is kept until a new one is listening, tried again every few seconds.
 */
function listenPostgres(url: string): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const down = () => {
    state.live = false;
    forget();
    client?.removeAllListeners();
    client?.on("error", () => {});
    void client?.end().catch(() => {});
    client = null;
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, 2_000);
      retry.unref();
    }
  };
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 3_000,
      application_name: "careatlas-read-cache",
    });
    client = c;
    c.on("error", down);
    c.on("end", down);
    c.on("notification", () => forget());
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      if (stopped || client !== c) return;
      // Anything kept before this connection may have missed a notification.
      forget();
      state.live = true;
    } catch {
      if (client === c) down();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    state.live = false;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    c?.removeAllListeners();
    c?.on("error", () => {});
    await c?.end().catch(() => {});
  };
}

async function follow(handle: Handle) {
  if (state.handle === handle) return state.starting;
  const previous = state.stop;
  state.handle = handle;
  state.live = false;
  state.stop = null;
  forget();
  state.starting = (async () => {
    await previous?.().catch(() => {});
    if (handle.kind === "pglite" && handle.pglite) {
      state.stop = await listenPglite(handle.pglite);
    } else if (handle.pool) {
      const url = (handle.pool as unknown as { options: { connectionString?: string } }).options
        .connectionString;
      if (url) state.stop = listenPostgres(url);
    }
  })().catch(() => {
    state.live = false;
  });
  return state.starting;
}

/**
 * `read()`, or what it returned for `key` since the catalogue last changed. `key` must name
 * everything the result depends on (the route and its parameters); the result must not depend
 * on who is asking.
 */
export async function cachedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const handle = await getDbHandle();
  if (!enabled(handle)) return read();
  await follow(handle);
  if (!state.live) return read();
  const hit = state.entries.get(key);
  // The app's clock (decision 052): a test that moves it past the age bound sees fresh reads.
  const age = hit ? now().getTime() - hit.at : -1;
  if (hit && age >= 0 && age < MAX_AGE_MS) {
    // Most recently used last: Map keeps insertion order.
    state.entries.delete(key);
    state.entries.set(key, hit);
    state.hits += 1;
    return hit.value as T;
  }
  if (hit) state.entries.delete(key);
  const version = state.version;
  const flight = state.flights.get(key);
  if (flight && flight.version === version) return flight.promise as Promise<T>;
  state.misses += 1;
  const promise = read().then((value) => {
    const kept = deepFreeze(value);
    if (state.flights.get(key)?.promise === promise) state.flights.delete(key);
    if (state.version === version && state.live) {
      state.entries.set(key, { value: kept, at: now().getTime() });
      while (state.entries.size > MAX_ENTRIES)
        state.entries.delete(state.entries.keys().next().value!);
    }
    return kept;
  });
  promise.catch(() => {
    if (state.flights.get(key)?.promise === promise) state.flights.delete(key);
  });
  state.flights.set(key, { promise, version });
  return promise;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  if (value instanceof Map) {
    for (const [k, v] of value) {
      deepFreeze(k);
      deepFreeze(v);
    }
  } else if (value instanceof Set) {
    for (const v of value) deepFreeze(v);
  } else if (!ArrayBuffer.isView(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return Object.freeze(value);
}

/** For the operations page and the benchmarks: what the cache holds and how often it served. */
export function readCacheStats() {
  return {
    live: state.live,
    entries: state.entries.size,
    hits: state.hits,
    misses: state.misses,
  };
}

/** Tests only: turn the cache on or off whatever the environment says (null: as configured). */
export function setReadCacheForTests(on: boolean | null) {
  state.forced = on;
  forget();
}

/** Stops listening (the server's shutdown, and tests closing their database). */
export async function stopReadCache() {
  const stop = state.stop;
  state.stop = null;
  state.handle = null;
  state.starting = null;
  state.live = false;
  forget();
  await stop?.();
}
