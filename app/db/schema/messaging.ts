import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { clinics } from "./catalogue";
import { createdAt, id, tz } from "./columns";
import { medicalRecords } from "./records";

/** One conversation per patient and clinic. */
export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    lastMessageAt: tz("last_message_at"),
    patientLastReadSeq: integer("patient_last_read_seq").notNull().default(0),
    clinicLastReadSeq: integer("clinic_last_read_seq").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_pair_uq").on(t.patientId, t.clinicId),
    index("conversations_clinic_idx").on(t.clinicId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  "messages",
  {
    /** Global order; a reconnecting stream asks for everything after the last seq it saw. */
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    id: uuid("id").notNull().defaultRandom().unique(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderUserId: uuid("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    senderRole: text("sender_role").$type<"patient" | "clinic">().notNull(),
    body: text("body").notNull(),
    /** Client-generated; a resent message is stored once. */
    clientId: text("client_id").notNull(),
    /**
     * A file from the patient's records vault attached to this message (shared with the clinic
     * through record_shares, with consent and the access log); null when the record is deleted.
     */
    recordId: uuid("record_id").references((): AnyPgColumn => medicalRecords.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_client_uq").on(t.conversationId, t.clientId),
    index("messages_conversation_idx").on(t.conversationId, t.seq),
    index("messages_record_idx").on(t.recordId),
    check("messages_body_check", sql`length(btrim(${t.body})) > 0`),
  ],
);
