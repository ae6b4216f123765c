import "~/utils/zod-config";
import { z } from "zod";
import { EMPTY_MESSAGE, MESSAGE_MAX_LENGTH, TOO_LONG_MESSAGE } from "./messages-constants";

export {
  EMPTY_MESSAGE,
  MESSAGE_MAX_LENGTH,
  TOO_LONG_MESSAGE,
  newClientId,
} from "./messages-constants";

/** Spec: content non-empty after trimming (and a conversation selected: the route's id). */
export const SendMessageSchema = z.object({
  body: z
    .string({ error: EMPTY_MESSAGE })
    .transform((s) => s.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().min(1, EMPTY_MESSAGE).max(MESSAGE_MAX_LENGTH, TOO_LONG_MESSAGE)),
  /** Client-generated; a resend (retry, double click, refresh) is stored once. */
  clientId: z
    .string({ error: "Missing message id." })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "Missing message id."),
});

export type SendMessageInput = z.infer<typeof SendMessageSchema>;
