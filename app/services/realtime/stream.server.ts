import { getEnv } from "~/utils/env.server";
import type { ClientEvent, StreamMessage } from "./events";
import { CLIENT_RECONNECT_DELAYS_MS } from "./events";
import { type EventReaders, getHub, type StreamOwner } from "./hub.server";

/**
 * What a stream reads from the features that own the rows: the hub's event readers, and the
 * replay of the messages a reconnecting stream missed (after a seq, in the owner's conversations).
 */
export type StreamSources = {
  readers: EventReaders;
  replay: (owner: StreamOwner, afterSeq: number) => Promise<StreamMessage[]>;
};

/**
 * A server-sent events response for one signed-in user. Frames:
 *   retry: 1000                 (first frame; the browser hook runs its own 1/2/5/10 s schedule)
 *   event: ready                (the stream is registered with the hub: live events follow)
 *   id: <seq> / data: {...}     (a message; id is its global seq, for Last-Event-ID)
 *   data: {...}                 (read markers, notifications, resync)
 *   : ping                      (heartbeat comment every 25 s, from the hub)
 *
 * Resync: `?after=<seq>` or the Last-Event-ID header replays the owner's messages after that
 * seq (registered first, then replayed, so nothing falls between; browsers dedupe by id).
 *
 * Ended means ended: the stream belongs to the session that opened it and closes when that
 * session ends (the hub is told at sign-out, password change, revocation and disable, and
 * re-checks every REALTIME_SESSION_CHECK_SECONDS). One user holds at most
 * REALTIME_STREAMS_PER_USER streams on an instance; one more answers 429 (the browser hook
 * retries on its own schedule, by which time a closed tab has freed its slot).
 *
 * Headers: `no-transform` keeps the compression middleware from buffering the stream, and
 * X-Accel-Buffering keeps a proxy (nginx) from doing the same.
 */
/** How long a new stream waits for the instance's LISTEN connection before it opens anyway. */
const LISTEN_WAIT_MS = 5_000;

/**
 * How far a stream may fall behind its reader (bytes queued) before it is dropped. A browser
 * that stopped reading (a stalled connection: the socket is full and the server waits for it to
 * drain) would otherwise hold every event sent to it for as long as the connection stays open.
 * A dropped stream's browser reconnects with Last-Event-ID and is replayed what it missed; a
 * reading browser is never more than a few frames behind.
 */
export const STREAM_BUFFER_LIMIT_BYTES = 256 * 1024;

/** Seconds a refused stream (too many open) is told to wait. */
const TOO_MANY_RETRY_AFTER_S = 10;

export async function openStream(
  request: Request,
  owner: StreamOwner & { sessionId?: string },
  sources: StreamSources,
): Promise<Response> {
  const hub = await getHub(sources.readers);
  if (hub.isClosed) return new Response("Shutting down", { status: 503 });
  // The instance must be LISTENing before the replay reads the database: a message committed
  // between the replay's read and the LISTEN would otherwise reach this stream by neither path
  // (the first stream after an instance starts is the one that starts its listener).
  await Promise.race([hub.start(), new Promise((r) => setTimeout(r, LISTEN_WAIT_MS).unref())]);
  // Counted and registered without an await in between (the stream's start() runs inside the
  // ReadableStream constructor), so parallel requests cannot all slip under the cap.
  if (hub.countFor(owner.userId) >= getEnv().REALTIME_STREAMS_PER_USER) {
    return Response.json(
      { ok: false, message: "Too many open live connections. Close a tab and try again." },
      {
        status: 429,
        headers: { "Retry-After": String(TOO_MANY_RETRY_AFTER_S), "Cache-Control": "no-store" },
      },
    );
  }
  const after = resumeFrom(request);
  const encoder = new TextEncoder();
  let unsubscribe = () => {};
  let done = false;

  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const write = (chunk: string | Uint8Array) => {
          if (done) return;
          try {
            controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
          } catch {
            return finish();
          }
          // The reader is more than the limit behind: let the backlog go and cut the connection.
          if ((controller.desiredSize ?? 0) < 0) {
            finish(new Error("realtime stream: the client stopped reading"));
          }
        };
        /** Ends the stream; with an error, what is still queued is let go (the connection is cut). */
        const finish = (error?: Error) => {
          if (done) return;
          done = true;
          unsubscribe();
          request.signal.removeEventListener("abort", onAbort);
          try {
            if (error) controller.error(error);
            else controller.close();
          } catch {
            /* already closed */
          }
        };
        const onAbort = () => finish();
        // While missed messages are replayed, live events wait, so the stream stays in order;
        // a live message the replay already carried (its notification can arrive before or after
        // the replay is written) is not sent twice. At most `limit` ids are kept.
        let replaying = after !== null;
        let held: ClientEvent[] = [];
        const replayed = new Set<string>();
        const send = (e: ClientEvent) => {
          if (replaying) {
            held.push(e);
            return;
          }
          if (e.type === "message" && replayed.has(e.message.id)) return;
          write(frameOf(e));
        };
        const endReplay = (list: StreamMessage[]) => {
          for (const m of list) {
            replayed.add(m.id);
            write(frameOf({ type: "message", conversationId: m.conversationId, message: m }));
          }
          replaying = false;
          const waiting = held;
          held = [];
          for (const e of waiting) send(e);
        };
        write(`retry: ${CLIENT_RECONNECT_DELAYS_MS[0]}\n: connected\n\n`);
        unsubscribe = hub.subscribe({
          ...owner,
          send,
          ping: () => write(`: ping ${Date.now()}\n\n`),
          close: () => finish(),
        });
        if (request.signal.aborted) return finish();
        request.signal.addEventListener("abort", onAbort);
        write(`event: ready\ndata: {}\n\n`);
        if (after !== null) {
          void sources
            .replay(owner, after)
            .then(endReplay)
            .catch(() => {
              endReplay([]);
              send({ type: "resync" });
            });
        }
      },
      cancel() {
        done = true;
        unsubscribe();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: STREAM_BUFFER_LIMIT_BYTES }),
  );

  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "private, no-cache, no-store, no-transform",
      "X-Accel-Buffering": "no",
      Connection: "keep-alive",
    },
  });
}

/** One event goes to many streams: serialize it once. */
const frames = new WeakMap<ClientEvent, Uint8Array>();
const frameEncoder = new TextEncoder();
function frameOf(e: ClientEvent): Uint8Array {
  let f = frames.get(e);
  if (!f) {
    const id = e.type === "message" ? `id: ${e.message.seq}\n` : "";
    f = frameEncoder.encode(`${id}data: ${JSON.stringify(e)}\n\n`);
    frames.set(e, f);
  }
  return f;
}

function resumeFrom(request: Request): number | null {
  const url = new URL(request.url);
  const raw = url.searchParams.get("after") ?? request.headers.get("last-event-id");
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}
