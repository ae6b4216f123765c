import { z } from "zod";
import { CASE_REASONS, type CaseDecision, type CaseReason } from "~/db/schema/resolution";
import type { MessageId } from "~/i18n/message-ids";
import { parseAmount } from "~/utils/amount-input";

/** The resolution centre's forms (decision 057): one zod schema per form, used on both sides. */

export const CASE_TEXT_MAX = 4000;
export const CASE_MESSAGE_MAX = 4000;
export const CASE_NOTE_MAX = 2000;
/** The clinic answers within this many hours of the opening. */
export const ANSWER_HOURS = 72;
/** A case can be opened until this many days after the treatment date. */
export const WINDOW_DAYS_AFTER_TREATMENT = 60;
export const MAX_CASE_ATTACHMENTS = 10;

export const REASON_TEXT: Record<CaseReason, MessageId> = {
  not_as_described: /*i18n*/ "case.reason.not_as_described",
  cancelled_by_clinic: /*i18n*/ "case.reason.cancelled_by_clinic",
  complication: /*i18n*/ "case.reason.complication",
  refund_disagreement: /*i18n*/ "case.reason.refund_disagreement",
  other: /*i18n*/ "case.reason.other",
};

export const DECISION_TEXT: Record<CaseDecision, MessageId> = {
  no_action: /*i18n*/ "case.decision.no_action",
  partial_refund: /*i18n*/ "case.decision.partial_refund",
  full_refund: /*i18n*/ "case.decision.full_refund",
  clinic_note: /*i18n*/ "case.decision.clinic_note",
};

export const CASE_MESSAGES_EN = {
  reason: "Choose what the case is about.",
  text: "Describe what happened (at least 20 characters).",
  textLong: `Keep the description under ${CASE_TEXT_MAX} characters.`,
  message: "Write a message.",
  messageLong: `Keep the message under ${CASE_MESSAGE_MAX} characters.`,
  decision: "Choose a decision.",
  explanation: "Explain the decision to both sides (at least 10 characters).",
  amount: "Enter the amount to refund in US dollars, for example 50.00.",
  clinicNote: "Write the note for the clinic's record.",
  consent: "Tick the box to share the chosen records with this case.",
} as const;

const trimmed = z
  .string()
  .catch("")
  .transform((s) => s.trim());

export const OpenCaseSchema = z
  .object({
    reason: z.enum(CASE_REASONS, { message: CASE_MESSAGES_EN.reason }),
    text: trimmed
      .refine((s) => s.length >= 20, CASE_MESSAGES_EN.text)
      .refine((s) => s.length <= CASE_TEXT_MAX, CASE_MESSAGES_EN.textLong),
    recordIds: z.array(z.string()).max(MAX_CASE_ATTACHMENTS).catch([]),
    consent: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.recordIds.length > 0 && v.consent !== "on")
      ctx.addIssue({ code: "custom", path: ["consent"], message: CASE_MESSAGES_EN.consent });
  });

/** What the open-case form posts (repeated `recordIds` checkboxes become an array). */
export function openCaseInput(form: FormData) {
  return {
    reason: form.get("reason"),
    text: form.get("text"),
    recordIds: form.getAll("recordIds").filter((v): v is string => typeof v === "string"),
    consent: form.get("consent") ?? undefined,
  };
}

export const CaseMessageSchema = z.object({
  body: trimmed
    .refine((s) => s.length > 0, CASE_MESSAGES_EN.message)
    .refine((s) => s.length <= CASE_MESSAGE_MAX, CASE_MESSAGES_EN.messageLong),
});

/**
 * A refund typed by an admin, in whole cents, positive: read as every amount field reads it
 * (`parseAmount`), so "12,50" typed the German way is 12.50, not 1,250 ("50", "50.5", "50,00",
 * "1,250.00", "1.250,50"); an ambiguous "1,250" is refused rather than guessed.
 */
export function parseUsdToMinor(raw: string): number | null {
  const r = parseAmount(raw);
  return r.ok && r.minor > 0 ? r.minor : null;
}

export const DecideCaseSchema = z
  .object({
    decision: z.enum(["no_action", "partial_refund", "full_refund", "clinic_note"], {
      message: CASE_MESSAGES_EN.decision,
    }),
    amount: trimmed,
    explanation: trimmed
      .refine((s) => s.length >= 10, CASE_MESSAGES_EN.explanation)
      .refine((s) => s.length <= CASE_NOTE_MAX, CASE_MESSAGES_EN.explanation),
    clinicNote: trimmed.refine((s) => s.length <= CASE_NOTE_MAX, CASE_MESSAGES_EN.clinicNote),
  })
  .superRefine((v, ctx) => {
    if (v.decision === "partial_refund" && parseUsdToMinor(v.amount) === null)
      ctx.addIssue({ code: "custom", path: ["amount"], message: CASE_MESSAGES_EN.amount });
    if (v.decision === "clinic_note" && v.clinicNote.length < 5)
      ctx.addIssue({ code: "custom", path: ["clinicNote"], message: CASE_MESSAGES_EN.clinicNote });
  })
  .transform((v) => ({
    decision: v.decision,
    amountUsdMinor: v.decision === "partial_refund" ? parseUsdToMinor(v.amount) : null,
    explanation: v.explanation,
    clinicNote: v.decision === "clinic_note" ? v.clinicNote : null,
  }));

export type DecideCaseInput = z.infer<typeof DecideCaseSchema>;
