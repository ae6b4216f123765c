import { useEffect, useRef, useSyncExternalStore } from "react";
import { CLIENT_RECONNECT_DELAYS_MS, type ClientEvent, type ConnectionState } from "./events";

export type { ClientEvent, ConnectionState, StreamMessage, StreamNotification } from "./events";

/**
 * One EventSource per tab (GET /api/stream), shared by every component that calls
 * useRealtime. It opens with the first subscriber and closes after the last one leaves.
 *
 * Reconnects are ours, not EventSource's: on an error the source is closed and a new one opened
 * after 1 s, 2 s, 5 s, then every 10 s (reset once a stream is open again). The new stream asks
 * for `?after=<last message seq seen>` so missed messages are replayed, and subscribers get a
 * { type: "resync" } event to refetch anything else on screen (unread counts, notifications).
 */

type Listener = (event: ClientEvent) => void;

const listeners = new Set<Listener>();
const stateListeners = new Set<() => void>();
let source: EventSource | null = null;
let state: ConnectionState = "closed";
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let lastSeq: number | null = null;
let everJoined = false;
let closeTimer: ReturnType<typeof setTimeout> | null = null;

function setState(s: ConnectionState) {
  if (state === s) return;
  state = s;
  for (const l of stateListeners) l();
}

function emit(e: ClientEvent) {
  if (e.type === "message") lastSeq = Math.max(lastSeq ?? 0, e.message.seq);
  for (const l of [...listeners]) {
    try {
      l(e);
    } catch (err) {
      console.error(err);
    }
  }
}

function connect() {
  if (typeof window === "undefined" || source) return;
  setState("joining");
  const url = lastSeq !== null ? `/api/stream?after=${lastSeq}` : "/api/stream";
  const es = new EventSource(url, { withCredentials: true });
  source = es;
  es.addEventListener("ready", () => {
    const reconnected = everJoined;
    everJoined = true;
    attempt = 0;
    setState("joined");
    if (reconnected) emit({ type: "resync" });
  });
  es.onmessage = (m) => {
    try {
      emit(JSON.parse(m.data) as ClientEvent);
    } catch {
      /* not ours */
    }
  };
  es.onerror = () => {
    if (source !== es) return;
    es.close();
    source = null;
    setState("errored");
    scheduleReconnect();
  };
}

/**
 * Tells the stream the newest message seq already on screen (a thread's latest), so a
 * reconnect replays from there even when nothing arrived on the stream yet.
 */
export function noteSeenSeq(seq: number) {
  if (Number.isSafeInteger(seq) && seq > 0) lastSeq = Math.max(lastSeq ?? 0, seq);
}

// Back online: reconnect now instead of waiting out the backoff (up to 10 s).
let onlineHooked = false;
function hookOnline() {
  if (onlineHooked || typeof window === "undefined") return;
  onlineHooked = true;
  window.addEventListener("online", () => {
    if (source || listeners.size === 0) return;
    if (timer) clearTimeout(timer);
    timer = null;
    attempt = 0;
    connect();
  });
}

function scheduleReconnect() {
  if (timer || listeners.size === 0) return;
  const delay =
    CLIENT_RECONNECT_DELAYS_MS[Math.min(attempt, CLIENT_RECONNECT_DELAYS_MS.length - 1)]!;
  attempt++;
  timer = setTimeout(() => {
    timer = null;
    if (listeners.size > 0) connect();
  }, delay);
}

function disconnect() {
  if (timer) clearTimeout(timer);
  timer = null;
  source?.close();
  source = null;
  attempt = 0;
  setState("closed");
}

/** Subscribes `listener` to this tab's stream (opening it if needed); returns unsubscribe. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  hookOnline();
  if (closeTimer) {
    clearTimeout(closeTimer);
    closeTimer = null;
  }
  connect();
  return () => {
    listeners.delete(listener);
    // A route change unmounts and mounts subscribers in one go: keep the stream for a moment.
    if (listeners.size === 0 && !closeTimer)
      closeTimer = setTimeout(() => {
        closeTimer = null;
        if (listeners.size === 0) disconnect();
      }, 2_000);
  };
}

/**
 * Calls `onEvent` for every event of the signed-in user's stream ({type: "message" | "read" |
 * "notification" | "resync"}). Use only where a user is signed in (the stream answers 401
 * otherwise). The latest `onEvent` is used without resubscribing.
 */
export function useRealtime(onEvent: Listener): void {
  const ref = useRef(onEvent);
  useEffect(() => {
    ref.current = onEvent;
  });
  useEffect(() => subscribe((e) => ref.current(e)), []);
}

/** The tab's connection state: closed, joining, joined or errored (reconnecting). */
export function useRealtimeState(): ConnectionState {
  return useSyncExternalStore(
    (cb) => {
      stateListeners.add(cb);
      return () => stateListeners.delete(cb);
    },
    () => state,
    () => "closed",
  );
}
