import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import { getDb } from "~/db/client.server";

/**
 * Listing view counters (analytics): one row per subject and day, incremented by an upsert.
 * Counted from the page itself once it is on screen (`useListingView` posts to
 * /api/listing-view), not in the loaders: a clinic or package page that a shared cache serves
 * (decision 065) never reaches a loader, and a prefetched loader is not a view. Never awaited:
 * counting must never slow down or fail a page. Crawlers and link previews are not counted.
 */

function countable(request: Request): boolean {
  const ua = request.headers.get("user-agent");
  if (!ua || isbot(ua)) return false;
  const purpose = request.headers.get("purpose") ?? request.headers.get("sec-purpose") ?? "";
  return !/prefetch|prerender/i.test(purpose);
}

const TODAY = sql`(now() AT TIME ZONE 'UTC')::date`;

export async function countClinicView(clinicId: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`INSERT INTO listing_views (clinic_id, subject_id, kind, day, views)
    VALUES (${clinicId}::uuid, ${clinicId}::uuid, 'clinic', ${TODAY}, 1)
    ON CONFLICT ON CONSTRAINT listing_views_pk DO UPDATE SET views = listing_views.views + 1`);
}

/** Counts a view of a published package (its clinic comes from the row). */
export async function countPackageView(packageId: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`INSERT INTO listing_views (clinic_id, subject_id, kind, day, views)
    SELECT p.clinic_id, p.id, 'package', ${TODAY}, 1 FROM packages p
    WHERE p.id = ${packageId}::uuid AND p.published
    ON CONFLICT ON CONSTRAINT listing_views_pk DO UPDATE SET views = listing_views.views + 1`);
}

/** Fire and forget: logs and swallows any failure. */
export function recordListingView(
  request: Request,
  subject: { kind: "clinic" | "package"; id: string },
): void {
  if (!countable(request)) return;
  const work =
    subject.kind === "clinic" ? countClinicView(subject.id) : countPackageView(subject.id);
  work.catch((err: unknown) => {
    console.warn(`[views] could not count a ${subject.kind} view:`, (err as Error)?.message ?? err);
  });
}
