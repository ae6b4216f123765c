import { and, asc, count, eq, gte, lte, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { bookings, clinicAvailability, users } from "~/db/schema";
import { type Result, fieldFailure, ok } from "~/utils/result";

/**
 * The clinic calendar (dashboard → Calendar): which days the clinic takes new patients and how
 * many (capacity per day), and its confirmed bookings. Search uses the same rows: a clinic that
 * publishes any availability is shown for a date only if that day is open with capacity left
 * (capacity minus confirmed bookings whose consultation is that day). Dates are calendar days
 * (no time zone), compared as ISO strings.
 */

export const BOOKINGS_PAGE_SIZE = 10;

/** 'YYYY-MM-DD' of a Date in UTC. */
export function isoDayOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return isoDayOf(d);
}

/** 'YYYY-MM' → first and last day; null when not a month. */
export function monthBounds(month: string): { first: string; last: string } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  if (y < 2000 || y > 2100 || mo < 1 || mo > 12) return null;
  const first = `${m[1]}-${m[2]}-01`;
  const last = isoDayOf(new Date(Date.UTC(y, mo, 0)));
  return { first, last };
}

export type DayStatus = {
  day: string;
  /** No row: the clinic has not set this day (closed for search if it publishes any). */
  set: boolean;
  open: boolean;
  capacity: number;
  booked: number;
};

/** Every day of a month with its availability and confirmed consultations. */
export async function getMonthAvailability(
  clinicId: string,
  month: string,
): Promise<{ days: DayStatus[]; publishes: boolean } | null> {
  const bounds = monthBounds(month);
  if (!bounds) return null;
  const db = await getDb();
  const [rows, booked, [any]] = await Promise.all([
    db
      .select({
        day: clinicAvailability.day,
        open: clinicAvailability.open,
        capacity: clinicAvailability.capacity,
      })
      .from(clinicAvailability)
      .where(
        and(
          eq(clinicAvailability.clinicId, clinicId),
          gte(clinicAvailability.day, bounds.first),
          lte(clinicAvailability.day, bounds.last),
        ),
      ),
    db
      .select({ day: bookings.consultationDate, n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.clinicId, clinicId),
          eq(bookings.status, "confirmed"),
          gte(bookings.consultationDate, bounds.first),
          lte(bookings.consultationDate, bounds.last),
        ),
      )
      .groupBy(bookings.consultationDate),
    db
      .select({ one: sql<number>`1` })
      .from(clinicAvailability)
      .where(eq(clinicAvailability.clinicId, clinicId))
      .limit(1),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const bookedByDay = new Map(booked.map((b) => [b.day ?? "", Number(b.n)]));
  const days: DayStatus[] = [];
  for (let d = bounds.first; d <= bounds.last; d = addDays(d, 1)) {
    const r = byDay.get(d);
    days.push({
      day: d,
      set: Boolean(r),
      open: r?.open ?? false,
      capacity: r?.capacity ?? 0,
      booked: bookedByDay.get(d) ?? 0,
    });
  }
  return { days, publishes: Boolean(any) };
}

/**
 * Opens or closes one day (upsert). Capacity is kept when a day is closed. A past day (before
 * `today`) cannot be changed, and an open day needs room for at least one patient.
 */
export async function setDayAvailability(
  clinicId: string,
  input: { day: string; status: "open" | "closed"; capacity: number },
  today: string,
): Promise<Result> {
  if (input.day < today) return fieldFailure("day", "Past days cannot be changed.");
  if (input.status === "open" && input.capacity < 1)
    return fieldFailure("capacity", "An open day needs a capacity of at least 1");
  const db = await getDb();
  const open = input.status === "open";
  await db
    .insert(clinicAvailability)
    .values({ clinicId, day: input.day, open, capacity: input.capacity })
    .onConflictDoUpdate({
      target: [clinicAvailability.clinicId, clinicAvailability.day],
      set: { open, capacity: input.capacity },
    });
  return ok();
}

/** The days from `from` for `weeks` weeks that fall on `weekdays` (0 = Sunday). */
export function bulkDays(from: string, weekdays: number[], weeks: number): string[] {
  const wanted = new Set(weekdays);
  const out: string[] = [];
  for (let i = 0; i < weeks * 7; i++) {
    const d = addDays(from, i);
    if (wanted.has(new Date(`${d}T00:00:00Z`).getUTCDay())) out.push(d);
  }
  return out;
}

/** Opens the chosen weekdays for the next `weeks` weeks (from `today`) with `capacity`. */
export async function openWeekdays(
  clinicId: string,
  input: { weekdays: number[]; weeks: number; capacity: number },
  today: string,
): Promise<number> {
  const days = bulkDays(today, input.weekdays, input.weeks);
  if (days.length === 0) return 0;
  const db = await getDb();
  await db
    .insert(clinicAvailability)
    .values(days.map((day) => ({ clinicId, day, open: true, capacity: input.capacity })))
    .onConflictDoUpdate({
      target: [clinicAvailability.clinicId, clinicAvailability.day],
      set: { open: true, capacity: input.capacity },
    });
  return days.length;
}

/** Removes all of the clinic's availability from `today` on: it stops publishing a calendar
 * (search no longer filters it by date). Past days are kept. */
export async function clearAvailability(clinicId: string, today: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .delete(clinicAvailability)
    .where(and(eq(clinicAvailability.clinicId, clinicId), gte(clinicAvailability.day, today)))
    .returning({ day: clinicAvailability.day });
  return rows.length;
}

export type ConfirmedBooking = {
  id: string;
  reference: string;
  treatment: string;
  consultationDate: string | null;
  surgeryDate: string | null;
  returnDate: string | null;
  travellers: number;
  patientName: string | null;
};

/** The clinic's confirmed bookings whose stay overlaps [from, to] (or has no dates yet), by
 * consultation date, one page at a time. */
export async function listConfirmedBookings(
  clinicId: string,
  range: { from: string; to: string },
  page = 1,
): Promise<{ items: ConfirmedBooking[]; total: number; page: number; totalPages: number }> {
  const db = await getDb();
  const start = sql`coalesce(${bookings.consultationDate}, ${bookings.surgeryDate})`;
  const end = sql`coalesce(${bookings.returnDate}, ${bookings.surgeryDate}, ${bookings.consultationDate})`;
  const where = and(
    eq(bookings.clinicId, clinicId),
    eq(bookings.status, "confirmed"),
    sql`(${start} IS NULL OR (${start} <= ${range.to}::date AND ${end} >= ${range.from}::date))`,
  );
  const [{ total }] = await db.select({ total: count() }).from(bookings).where(where);
  const totalPages = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const items = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      treatment: bookings.treatment,
      consultationDate: bookings.consultationDate,
      surgeryDate: bookings.surgeryDate,
      returnDate: bookings.returnDate,
      travellers: bookings.travellers,
      // A patient who deleted their account: the booking stays, anonymised.
      patientName: sql<string>`coalesce(${users.name}, 'Deleted patient')`,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.patientId))
    .where(where)
    .orderBy(sql`${start} ASC NULLS LAST`, asc(bookings.reference))
    .limit(BOOKINGS_PAGE_SIZE)
    .offset((current - 1) * BOOKINGS_PAGE_SIZE);
  return { items, total, page: current, totalPages };
}
