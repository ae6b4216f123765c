import { count, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog, clinics, partnerApplications, reviews } from "~/db/schema";
import { inboxCounts } from "./inbox.server";

export async function adminOverview(db: Db) {
  const one = (r: { n: number }[]) => Number(r[0]?.n ?? 0);
  const [apps, unverified, review, pending, inbox, recent] = await Promise.all([
    db
      .select({ n: count() })
      .from(partnerApplications)
      .where(eq(partnerApplications.status, "pending")),
    db.select({ n: count() }).from(clinics).where(eq(clinics.verified, false)),
    db.select({ n: count() }).from(clinics).where(eq(clinics.needsReview, true)),
    db.select({ n: count() }).from(reviews).where(eq(reviews.status, "pending")),
    inboxCounts(db),
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(5),
  ]);
  return {
    pendingApplications: one(apps),
    unverifiedClinics: one(unverified),
    needsReview: one(review),
    pendingReviews: one(pending),
    openInbox: Object.values(inbox).reduce((a, b) => a + b, 0),
    recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
