import "~/utils/zod-config";
import { z } from "zod";

/** The review and reply forms (spec: rating 1 to 5 required; comment optional). Safe on both sides. */

export const COMMENT_MAX = 2000;
export const REPLY_MAX = 2000;
export const RATING_REQUIRED = "Please choose a rating from 1 to 5.";

const uuid = z.string().trim().uuid("This booking could not be found.");

export const ReviewSchema = z.object({
  bookingId: uuid,
  rating: z.coerce
    .number({ error: RATING_REQUIRED })
    .int(RATING_REQUIRED)
    .min(1, RATING_REQUIRED)
    .max(5, RATING_REQUIRED),
  comment: z
    .string()
    .trim()
    .max(
      COMMENT_MAX,
      `Your comment can be at most ${COMMENT_MAX.toLocaleString("en-US")} characters.`,
    )
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ReviewInput = z.input<typeof ReviewSchema>;

export const ReplySchema = z.object({
  reviewId: z.string().trim().uuid("Review not found."),
  body: z
    .string({ error: "Please write a reply." })
    .trim()
    .min(1, "Please write a reply.")
    .max(REPLY_MAX, `Your reply can be at most ${REPLY_MAX.toLocaleString("en-US")} characters.`),
});
