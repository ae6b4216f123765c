import { and, eq, inArray } from "drizzle-orm";
import { type Db, type DbExecutor, getDb } from "~/db/client.server";
import { bookings, doctors, surgeonChanges } from "~/db/schema";
import { notifyClinic, notifyUser } from "~/services/notifications/notify.server";
import { careTeamOf, withSurgeon } from "~/utils/care-team";
import { type Failure, type Result, failure, ok } from "~/utils/result";
import { isUuid } from "~/utils/validation";
import { BOOKING_NOT_FOUND, type StatusChanged, change } from "./bookings.server";

/**
 * A change of operating surgeon after booking (issue 16 item 4, decision 054). The clinic
 * proposes one of its doctors; the patient accepts (the booking's care team names the new
 * surgeon) or refuses (the booking is cancelled and the deposit refunded in full). Each answer
 * happens once: it claims the pending proposal with a conditional UPDATE in the same
 * transaction as its effect, so a second click (or a race of accept and refuse) finds nothing
 * pending and is told so.
 */

export const SURGEON_CHANGE_MESSAGES = {
  noTeam: "This booking names no operating surgeon yet.",
  sameSurgeon: "This doctor is already the operating surgeon of this booking.",
  foreignDoctor: "Choose one of your clinic's doctors.",
  pending: "A change of surgeon is already waiting for the patient's answer.",
  closed: "Only a pending or confirmed booking can change its surgeon.",
  answered: "This change of surgeon has already been answered.",
  notFound: "We couldn't find this change of surgeon.",
  withdrawn: "The clinic has withdrawn this change of surgeon: your surgeon stays as booked.",
  notPending: "The patient has already answered this change of surgeon, or it was withdrawn.",
} as const;

const OPEN = ["pending", "confirmed"] as const;

/** The clinic proposes `doctorId` as the booking's new operating surgeon. */
export async function proposeSurgeonChange(
  input: { clinicId: string; userId: string; bookingId: string; doctorId: string; reason: string },
  dbArg?: Db,
): Promise<Result<{ reference: string; toName: string }>> {
  const db = dbArg ?? (await getDb());
  if (!isUuid(input.bookingId)) return failure(404, BOOKING_NOT_FOUND);
  if (!isUuid(input.doctorId))
    return failure(400, SURGEON_CHANGE_MESSAGES.foreignDoctor, {
      doctorId: SURGEON_CHANGE_MESSAGES.foreignDoctor,
    });
  return db.transaction(async (tx): Promise<Result<{ reference: string; toName: string }>> => {
    const [b] = await tx
      .select({
        id: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        patientId: bookings.patientId,
        careTeam: bookings.careTeam,
      })
      .from(bookings)
      .where(and(eq(bookings.id, input.bookingId), eq(bookings.clinicId, input.clinicId)))
      .limit(1)
      .for("update");
    if (!b) return failure(404, BOOKING_NOT_FOUND);
    if (!(OPEN as readonly string[]).includes(b.status))
      return failure(409, SURGEON_CHANGE_MESSAGES.closed);
    const team = careTeamOf(b.careTeam);
    if (!team) return failure(409, SURGEON_CHANGE_MESSAGES.noTeam);
    const [doc] = await tx
      .select({ id: doctors.id, name: doctors.name, title: doctors.title })
      .from(doctors)
      .where(and(eq(doctors.id, input.doctorId), eq(doctors.clinicId, input.clinicId)))
      .limit(1);
    if (!doc)
      return failure(400, SURGEON_CHANGE_MESSAGES.foreignDoctor, {
        doctorId: SURGEON_CHANGE_MESSAGES.foreignDoctor,
      });
    if (doc.id === team.surgeon.doctorId)
      return failure(409, SURGEON_CHANGE_MESSAGES.sameSurgeon, {
        doctorId: SURGEON_CHANGE_MESSAGES.sameSurgeon,
      });
    // The partial unique index keeps one pending proposal per booking, even under a race.
    const [row] = await tx
      .insert(surgeonChanges)
      .values({
        bookingId: b.id,
        fromName: team.surgeon.name,
        toDoctorId: doc.id,
        toName: doc.name,
        toTitle: doc.title,
        reason: input.reason || null,
        proposedByUserId: input.userId,
      })
      .onConflictDoNothing()
      .returning({ id: surgeonChanges.id });
    if (!row) return failure(409, SURGEON_CHANGE_MESSAGES.pending);
    if (b.patientId)
      await notifyUser(tx, b.patientId, {
        kind: "booking_surgeon_change",
        title: {
          id: /*i18n*/ "notice.surgeon-change.title",
          values: { reference: b.reference },
        },
        body: [
          {
            id: /*i18n*/ "notice.surgeon-change.body",
            values: { from: team.surgeon.name, to: doc.name },
          },
        ],
        link: "/dashboard/bookings",
        dedupeKey: `surgeon-change:${row.id}`,
      });
    return ok({ reference: b.reference, toName: doc.name });
  });
}

/** The pending proposal of one of the patient's bookings, claimed (state set) if still pending. */
async function claim(
  tx: DbExecutor,
  patientId: string,
  changeId: string,
  state: "accepted" | "refused",
  now: Date,
): Promise<
  | Failure
  | { id: string; bookingId: string; toDoctorId: string | null; toName: string; toTitle: string }
> {
  const mine = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.patientId, patientId));
  const [row] = await tx
    .update(surgeonChanges)
    .set({ state, decidedAt: now })
    .where(
      and(
        eq(surgeonChanges.id, changeId),
        eq(surgeonChanges.state, "pending"),
        inArray(surgeonChanges.bookingId, mine),
      ),
    )
    .returning({
      id: surgeonChanges.id,
      bookingId: surgeonChanges.bookingId,
      toDoctorId: surgeonChanges.toDoctorId,
      toName: surgeonChanges.toName,
      toTitle: surgeonChanges.toTitle,
    });
  if (row) return row;
  const [cur] = await tx
    .select({ state: surgeonChanges.state })
    .from(surgeonChanges)
    .where(and(eq(surgeonChanges.id, changeId), inArray(surgeonChanges.bookingId, mine)))
    .limit(1);
  if (!cur) return failure(404, SURGEON_CHANGE_MESSAGES.notFound);
  return failure(
    409,
    cur.state === "withdrawn"
      ? SURGEON_CHANGE_MESSAGES.withdrawn
      : SURGEON_CHANGE_MESSAGES.answered,
  );
}

/**
 * The clinic withdraws its pending proposal (decision 058): the booking keeps its surgeon and
 * the patient is told. The same conditional claim as the patient's answer (state still
 * 'pending'), so a withdrawal racing an acceptance or a refusal: exactly one of them wins.
 */
export async function withdrawSurgeonChange(
  input: { clinicId: string; changeId: string; now?: Date },
  dbArg?: Db,
): Promise<Result<{ reference: string; fromName: string; toName: string }>> {
  const db = dbArg ?? (await getDb());
  const now = input.now ?? new Date();
  if (!isUuid(input.changeId)) return failure(404, SURGEON_CHANGE_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const ours = tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.clinicId, input.clinicId));
    const [row] = await tx
      .update(surgeonChanges)
      .set({ state: "withdrawn", decidedAt: now })
      .where(
        and(
          eq(surgeonChanges.id, input.changeId),
          eq(surgeonChanges.state, "pending"),
          inArray(surgeonChanges.bookingId, ours),
        ),
      )
      .returning({
        id: surgeonChanges.id,
        bookingId: surgeonChanges.bookingId,
        fromName: surgeonChanges.fromName,
        toName: surgeonChanges.toName,
      });
    if (!row) {
      const [cur] = await tx
        .select({ id: surgeonChanges.id })
        .from(surgeonChanges)
        .where(and(eq(surgeonChanges.id, input.changeId), inArray(surgeonChanges.bookingId, ours)))
        .limit(1);
      return cur
        ? failure(409, SURGEON_CHANGE_MESSAGES.notPending)
        : failure(404, SURGEON_CHANGE_MESSAGES.notFound);
    }
    const [b] = await tx
      .select({ reference: bookings.reference, patientId: bookings.patientId })
      .from(bookings)
      .where(eq(bookings.id, row.bookingId))
      .limit(1);
    if (b?.patientId)
      await notifyUser(tx, b.patientId, {
        kind: "booking_surgeon_withdrawn",
        title: {
          id: /*i18n*/ "notice.surgeon-withdrawn.title",
          values: { reference: b.reference },
        },
        body: [
          {
            id: /*i18n*/ "notice.surgeon-withdrawn.body",
            values: { from: row.fromName, to: row.toName },
          },
        ],
        link: "/dashboard/bookings",
        dedupeKey: `surgeon-withdrawn:${row.id}`,
      });
    return ok({ reference: b?.reference ?? "", fromName: row.fromName, toName: row.toName });
  });
}

export type SurgeonAnswer =
  | { answer: "accepted"; reference: string; toName: string }
  | { answer: "refused"; changed: StatusChanged };

/**
 * The patient's answer. Accept: the booking's care team names the new surgeon (steps the old
 * surgeon performed go to the new one). Refuse: the booking is cancelled and the deposit
 * refunded through the payment provider, in the same transaction as the claim.
 */
export async function answerSurgeonChange(
  input: { patientId: string; changeId: string; answer: "accept" | "refuse"; now?: Date },
  dbArg?: Db,
): Promise<Result<SurgeonAnswer>> {
  const db = dbArg ?? (await getDb());
  const now = input.now ?? new Date();
  if (!isUuid(input.changeId)) return failure(404, SURGEON_CHANGE_MESSAGES.notFound);

  if (input.answer === "refuse") {
    let bookingId = "";
    // The booking is known only once the proposal is claimed; `change` scopes it to the patient.
    const [pre] = await db
      .select({ bookingId: surgeonChanges.bookingId })
      .from(surgeonChanges)
      .innerJoin(bookings, eq(bookings.id, surgeonChanges.bookingId))
      .where(and(eq(surgeonChanges.id, input.changeId), eq(bookings.patientId, input.patientId)))
      .limit(1);
    if (!pre) return failure(404, SURGEON_CHANGE_MESSAGES.notFound);
    bookingId = pre.bookingId;
    const changed = await change(
      {
        bookingId,
        scope: { patientId: input.patientId },
        now,
        from: ["pending", "confirmed"],
        to: "cancelled",
        deposit: "refund",
        cancelledBy: "patient",
        // A refused change of surgeon refunds in full, whatever the terms (decision 056).
        cancel: "surgeon_refused",
        reason: null,
        claim: async (tx) => {
          const c = await claim(tx, input.patientId, input.changeId, "refused", now);
          return "ok" in c ? c : null;
        },
        refuse: (s) =>
          s === "cancelled"
            ? "This booking was cancelled."
            : "A completed booking can't be cancelled.",
      },
      "booking_cancelled",
      db,
    );
    if (!changed.ok) return changed;
    return ok({ answer: "refused", changed: changed.value });
  }

  return db
    .transaction(async (tx): Promise<Result<SurgeonAnswer>> => {
      const c = await claim(tx, input.patientId, input.changeId, "accepted", now);
      if ("ok" in c) return c;
      const [b] = await tx
        .select({
          id: bookings.id,
          reference: bookings.reference,
          status: bookings.status,
          clinicId: bookings.clinicId,
          careTeam: bookings.careTeam,
        })
        .from(bookings)
        .where(eq(bookings.id, c.bookingId))
        .limit(1)
        .for("update");
      const team = careTeamOf(b?.careTeam);
      if (!b || !team || !(OPEN as readonly string[]).includes(b.status)) {
        // Undo the claim: the booking closed meanwhile.
        throw new ClosedMeanwhile();
      }
      const next = withSurgeon(team, {
        id: c.toDoctorId ?? team.surgeon.doctorId,
        name: c.toName,
        title: c.toTitle,
      });
      await tx
        .update(bookings)
        .set({ careTeam: next, updatedAt: now })
        .where(eq(bookings.id, b.id));
      await notifyClinic(tx, b.clinicId, {
        kind: "booking_surgeon_accepted",
        title: {
          id: /*i18n*/ "notice.surgeon-accepted.title",
          values: { reference: b.reference },
        },
        body: [{ id: /*i18n*/ "notice.surgeon-accepted.body", values: { to: c.toName } }],
        link: "/dashboard/requests/bookings",
        dedupeKey: `surgeon-accepted:${c.id}`,
      });
      return ok({ answer: "accepted", reference: b.reference, toName: c.toName });
    })
    .catch((err) => {
      if (err instanceof ClosedMeanwhile) return failure(409, SURGEON_CHANGE_MESSAGES.closed);
      throw err;
    });
}

class ClosedMeanwhile extends Error {}
