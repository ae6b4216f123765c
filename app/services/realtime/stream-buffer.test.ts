import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../../tests/setup/db";
import type { StreamMessage } from "./events";
import { closeAllStreams, getHub, resetHubForTests, type EventReaders } from "./hub.server";
import { STREAM_BUFFER_LIMIT_BYTES, openStream } from "./stream.server";

/**
 * A stream whose reader stopped reading (a stalled connection: the socket's buffer is full and
 * the server waits for it to drain) must not keep every event sent to it: past a bounded backlog
 * it is dropped (the browser reconnects with Last-Event-ID and is replayed what it missed).
 */
const BODY = "x".repeat(8 * 1024);
const message = (seq: number): StreamMessage => ({
  id: `m-${seq}`,
  seq,
  conversationId: "c-1",
  senderRole: "clinic",
  body: BODY,
  createdAt: new Date(0).toISOString(),
});
const readers: EventReaders = {
  message: async (_db, seq) => ({
    patientId: "patient-1",
    clinicId: "clinic-1",
    message: message(seq),
  }),
  readMarkers: async () => null,
  notification: async () => null,
};
const sources = { readers, replay: async () => [] };

beforeAll(async () => {
  await useTestDb();
  resetHubForTests();
});

afterAll(async () => {
  await closeAllStreams();
  resetHubForTests();
});

describe("a stream that stops reading", () => {
  it("is dropped once its backlog passes the limit, holding no more than the limit", async () => {
    const res = await openStream(
      new Request("http://localhost/api/stream"),
      { userId: "patient-1", clinicId: null },
      sources,
    );
    const hub = await getHub(readers);
    expect(hub.countFor("patient-1")).toBe(1);
    const frames = Math.ceil((2 * STREAM_BUFFER_LIMIT_BYTES) / BODY.length) + 10;
    for (let seq = 1; seq <= frames; seq++) {
      await hub.dispatch({
        type: "message",
        conversationId: "c-1",
        patientId: "patient-1",
        clinicId: "clinic-1",
        seq,
      });
    }
    // Unsubscribed: later events are not queued for it.
    expect(hub.countFor("patient-1")).toBe(0);
    // What the stream still holds for its reader is bounded (the backlog is let go).
    const reader = res.body!.getReader();
    let held = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        held += value.byteLength;
      }
    } catch {
      /* dropped: the connection is cut, the browser reconnects */
    }
    expect(held).toBeLessThanOrEqual(STREAM_BUFFER_LIMIT_BYTES + BODY.length + 1024);
  });
});
