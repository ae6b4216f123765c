import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setClockForTests } from "~/utils/clock.server";
import { useTestDb } from "../../tests/setup/db";
import { type Db } from "./client.server";
import {
  MAX_AGE_MS,
  MAX_ENTRIES,
  cachedRead,
  readCacheStats,
  setReadCacheForTests,
  stopReadCache,
} from "./read-cache.server";

/**
 * The public pages' read cache (decision 070) on both engines (PGlite by default, PostgreSQL
 * with TEST_DATABASE_URL): kept until a table public pages read changes, never kept from a read
 * that may have missed a change, bounded, frozen, and off while nothing listens.
 */

let db: Db;
let kind: "pglite" | "postgres";
beforeAll(async () => {
  ({ db, kind } = await useTestDb());
});
afterAll(async () => {
  setReadCacheForTests(null);
  await stopReadCache();
});
beforeEach(() => setReadCacheForTests(true));

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(res) ? res : res.rows;
}

/** A read of one clinic's name that counts how often it really ran. */
function clinicNameReader(slug: string) {
  const counter = { runs: 0 };
  const read = async () => {
    counter.runs += 1;
    const [row] = await rowsOf<{ name: string }>(
      sql`select name from clinics where slug = ${slug}`,
    );
    return { name: row!.name };
  };
  return { counter, read };
}

/** PostgreSQL delivers the notification on the listener's own connection: wait for it. */
async function until(check: () => Promise<boolean>, ms = 3_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

async function listening() {
  // Notifications of the test before have arrived (PostgreSQL) and forgotten what it kept.
  await settle();
  // The first read starts the listener; PostgreSQL's connects in the background.
  await cachedRead("warm-up", async () => 1);
  expect(await until(async () => readCacheStats().live)).toBe(true);
}

const SLUG = "istanbul-hair-institute";

/** Time for a notification to arrive (PostgreSQL; PGlite's arrive before the write returns). */
const settle = () => new Promise((r) => setTimeout(r, kind === "postgres" ? 300 : 0));

describe("the public pages' read cache", () => {
  it("serves what it kept until a table public pages read changes, then reads the change", async () => {
    await listening();
    const { counter, read } = clinicNameReader(SLUG);
    const first = await cachedRead(`t1:${SLUG}`, read);
    expect(await cachedRead(`t1:${SLUG}`, read)).toEqual(first);
    expect(counter.runs).toBe(1);

    await db.execute(
      sql`update clinics set name = 'Istanbul Hair Institute (renamed)' where slug = ${SLUG}`,
    );
    // PGlite tells the listener before the update returns; PostgreSQL a moment after the commit.
    if (kind === "pglite") {
      expect(await cachedRead(`t1:${SLUG}`, read)).toEqual({
        name: "Istanbul Hair Institute (renamed)",
      });
    } else {
      expect(
        await until(async () => (await cachedRead(`t1:${SLUG}`, read)).name.endsWith("(renamed)")),
      ).toBe(true);
    }
    expect(counter.runs).toBeGreaterThanOrEqual(2);
    await db.execute(sql`update clinics set name = ${first.name} where slug = ${SLUG}`);
  });

  it("keeps its entries when only tables public pages never read change", async () => {
    await listening();
    const { counter, read } = clinicNameReader(SLUG);
    await cachedRead(`t2:${SLUG}`, read);
    await db.execute(
      sql`insert into audit_log (actor_email, action, target_type, target_id)
          values ('test@careatlas.example', 'test.read-cache', 'clinic', ${SLUG})`,
    );
    await settle();
    await cachedRead(`t2:${SLUG}`, read);
    expect(counter.runs).toBe(1);
  });

  it("does not keep a read that was running when the catalogue changed", async () => {
    await listening();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { counter, read } = clinicNameReader(SLUG);
    const slow = cachedRead(`t3:${SLUG}`, async () => {
      const v = await read();
      await gate;
      return v;
    });
    await db.execute(sql`update exchange_rates set rate = rate`);
    await settle();
    release();
    await slow;
    await cachedRead(`t3:${SLUG}`, read);
    expect(counter.runs).toBe(2);
  });

  it("shares one read between concurrent misses", async () => {
    await listening();
    const { counter, read } = clinicNameReader(SLUG);
    const all = await Promise.all(Array.from({ length: 10 }, () => cachedRead(`t4:${SLUG}`, read)));
    expect(counter.runs).toBe(1);
    expect(new Set(all).size).toBe(1);
  });

  it("hands out frozen values: a caller cannot change what others are served", async () => {
    await listening();
    const value = await cachedRead("t5", async () => ({ list: [{ n: 1 }] }));
    expect(Object.isFrozen(value)).toBe(true);
    expect(() => {
      (value.list[0] as { n: number }).n = 2;
    }).toThrow(TypeError);
    expect((await cachedRead("t5", async () => ({ list: [{ n: 3 }] }))).list[0]!.n).toBe(1);
  });

  it(`keeps at most ${MAX_ENTRIES} entries, the least recently used going first`, async () => {
    await listening();
    await cachedRead("t6:first", async () => "first");
    for (let i = 0; i < MAX_ENTRIES + 50; i++) {
      await cachedRead(`t6:${i}`, async () => i);
      if (i % 50 === 0) await cachedRead("t6:first", async () => "read again");
    }
    expect(readCacheStats().entries).toBe(MAX_ENTRIES);
    // Used recently enough to stay.
    expect(await cachedRead("t6:first", async () => "read again")).toBe("first");
    // The oldest untouched one went.
    expect(await cachedRead("t6:0", async () => "read again")).toBe("read again");
  });

  it("forgets an entry older than MAX_AGE_MS on the app's clock (what follows the clock)", async () => {
    await listening();
    try {
      setClockForTests(new Date("2027-02-10T12:00:00Z"));
      await cachedRead("t9", async () => "then");
      setClockForTests(new Date("2027-02-10T12:00:59Z"));
      expect(await cachedRead("t9", async () => "read again")).toBe("then");
      setClockForTests(new Date(Date.parse("2027-02-10T12:00:00Z") + MAX_AGE_MS));
      expect(await cachedRead("t9", async () => "read again")).toBe("read again");
      // A clock moved back does not serve what was kept "in the future".
      setClockForTests(new Date("2027-01-01T00:00:00Z"));
      expect(await cachedRead("t9", async () => "earlier")).toBe("earlier");
    } finally {
      setClockForTests(null);
    }
  });

  it("reads the database every time when turned off", async () => {
    setReadCacheForTests(false);
    const { counter, read } = clinicNameReader(SLUG);
    await cachedRead(`t7:${SLUG}`, read);
    await cachedRead(`t7:${SLUG}`, read);
    expect(counter.runs).toBe(2);
  });

  it("every table is either watched by the trigger or named as never read by public pages", async () => {
    const tables = await rowsOf<{ name: string; watched: boolean }>(
      sql`select c.relname as name,
                 exists (select 1 from pg_trigger t
                         where t.tgrelid = c.oid and t.tgname = 'catalogue_changed') as watched
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')
          order by 1`,
    );
    // Public pages (home, search, clinic, package) never read these; a new table goes in one
    // list or the other (drizzle/0030_catalogue_changed.sql).
    const neverReadByPublicPages = new Set([
      "__drizzle_migrations",
      "accounts",
      "app_notify_signups",
      "audit_log",
      "auth_rate_limits",
      "consent_records",
      "contact_messages",
      "conversations",
      "credential_documents",
      "deposits",
      "email_outbox",
      "jobs",
      "listing_views",
      "media_files",
      "medical_records",
      "messages",
      "newsletter_subscribers",
      "notification_preferences",
      "notifications",
      "partner_applications",
      "patient_favorites",
      "payment_events",
      "payment_mismatches",
      "payment_movements",
      "profile_photos",
      "profiles",
      "quote_request_clinics",
      "quote_requests",
      "quote_request_drafts",
      "quotes",
      "rate_limits",
      "record_access_log",
      "record_shares",
      "resolution_case_attachments",
      "resolution_case_events",
      "resolution_cases",
      "clinic_record_notes",
      "review_bookings",
      "search_alerts",
      "seed_runs",
      "sessions",
      "sign_in_throttle",
      "storage_erasures",
      "surgeon_changes",
      "two_factors",
      "user_roles",
      "users",
      "verifications",
    ]);
    const unlisted = tables.filter((t) => !t.watched && !neverReadByPublicPages.has(t.name));
    expect(unlisted.map((t) => t.name)).toEqual([]);
    expect(tables.filter((t) => t.watched).map((t) => t.name)).toEqual(
      expect.arrayContaining(["clinics", "packages", "reviews", "exchange_rates", "bookings"]),
    );
  });

  // PostgreSQL only (PGlite has no separate listening connection to lose): registered only
  // there, so the PGlite run neither runs nor counts it.
  if (process.env.TEST_DATABASE_URL)
    it("keeps nothing while its listening connection is down, and listens again", async () => {
      await listening();
      await cachedRead("t8", async () => "kept");
      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'careatlas-read-cache' and datname = current_database()`,
      );
      expect(await until(async () => !readCacheStats().live)).toBe(true);
      // Down: what was kept is gone, and nothing new is kept.
      expect(await cachedRead("t8", async () => "read while down")).toBe("read while down");
      // Back within a few seconds (it tries every 2 s).
      expect(await until(async () => readCacheStats().live, 8_000)).toBe(true);
      await cachedRead("t8", async () => "kept again");
      expect(await cachedRead("t8", async () => "not read")).toBe("kept again");
    });
});
