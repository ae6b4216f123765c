import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDbHandle } from "~/db/client.server";
import { sessions, userRoles } from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { type EventReaders, RealtimeHub, type Subscriber } from "./hub.server";

/**
 * The hub's periodic session re-check (the backstop when no announcement arrives: a session
 * that expired, a row deleted by hand, a disable written by another tool). Real database rows;
 * the hub is told to look every 50 ms so the test waits for a close, not for a clock.
 */
let t: TestDb;
let userId = "";

beforeAll(async () => {
  t = await useTestDb();
  userId = (
    await createVerifiedUser(t.db, {
      email: "session-check@realtime.example.test",
      password: "Copper-kettle-4821",
      role: "patient",
      name: "Session Check",
    })
  ).id;
});

async function newSession(expiresInMs = 3_600_000): Promise<string> {
  const id = randomUUID();
  await t.db.insert(sessions).values({
    id,
    userId,
    token: randomBytes(24).toString("base64url"),
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return id;
}

function subscriber(sessionId: string | undefined) {
  let closed!: () => void;
  const ended = new Promise<void>((r) => (closed = r));
  const sub: Subscriber = {
    userId,
    clinicId: null,
    sessionId,
    send: () => {},
    ping: () => {},
    close: closed,
  };
  return { sub, ended };
}

async function newHub() {
  const handle = await getDbHandle();
  const source =
    handle.kind === "pglite" && handle.pglite
      ? ({ kind: "pglite", pglite: handle.pglite } as const)
      : ({ kind: "postgres", connectionString: process.env.TEST_DATABASE_URL! } as const);
  // These tests announce no rows: the session re-check reads sessions only.
  const noRows: EventReaders = {
    message: async () => null,
    readMarkers: async () => null,
    notification: async () => null,
  };
  return new RealtimeHub(handle.db, source, noRows, () => {}, { sessionCheckMs: 50 });
}

describe("the realtime hub re-checks the sessions of open streams", () => {
  it("closes the streams whose session row is gone, expired or whose account is disabled; keeps the others", async () => {
    const hub = await newHub();
    try {
      const [kept, deleted, expired] = [
        await newSession(),
        await newSession(),
        await newSession(60_000),
      ];
      const alive = subscriber(kept);
      const gone = subscriber(deleted);
      const old = subscriber(expired);
      const unchecked = subscriber(undefined);
      for (const s of [alive, gone, old, unchecked]) hub.subscribe(s.sub);
      await hub.start();
      expect(hub.countFor(userId)).toBe(4);

      await t.db.delete(sessions).where(eq(sessions.id, deleted));
      await gone.ended;
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(sessions.id, expired));
      await old.ended;
      expect(hub.countFor(userId)).toBe(2);

      await t.db
        .update(userRoles)
        .set({ disabledAt: new Date() })
        .where(eq(userRoles.userId, userId));
      await alive.ended;
      expect(hub.countFor(userId)).toBe(1); // a stream opened without a session is not checked
    } finally {
      await t.db.update(userRoles).set({ disabledAt: null }).where(eq(userRoles.userId, userId));
      await hub.close();
    }
  });

  it("keeps streams open when the sessions cannot be looked up (the next check decides)", async () => {
    const hub = await newHub();
    try {
      const s = subscriber(await newSession());
      let closed = false;
      void s.ended.then(() => (closed = true));
      hub.subscribe(s.sub);
      const failing = Object.create(hub) as RealtimeHub;
      // A lookup that fails the way a database outage does.
      (failing as unknown as { db: unknown }).db = {
        select: () => {
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
            code: "ECONNREFUSED",
          });
        },
      };
      await expect(failing.checkSessions()).rejects.toThrow(/ECONNREFUSED/);
      expect(closed).toBe(false);
      expect(hub.countFor(userId)).toBe(1);
    } finally {
      await hub.close();
    }
  });
});
