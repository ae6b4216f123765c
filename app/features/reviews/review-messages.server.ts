import type { KnownMessages } from "~/i18n/messages.server";
import { COMMENT_MAX, RATING_REQUIRED, REPLY_MAX } from "./review-schema";
import {
  ALREADY_REPLIED,
  ALREADY_REVIEWED,
  BOOKING_NOT_FOUND as REVIEW_BOOKING_NOT_FOUND,
  NOT_COMPLETED,
  REPLY_NOT_PUBLISHED,
  REVIEW_NOT_FOUND,
} from "./reviews.server";

/**
 * The reviews tab's answers (a review or a reply refused) and their catalogue ids: answered in
 * the person's language by the form pipeline (decision 049).
 */
export const REVIEW_MESSAGES: KnownMessages = {
  // reviews (review-schema.ts, reviews.server.ts)
  [RATING_REQUIRED]: { id: /*i18n*/ "dashboard-msg.review.rating" },
  "This booking could not be found.": { id: /*i18n*/ "dashboard-msg.review.booking" },
  [`Your comment can be at most ${COMMENT_MAX.toLocaleString("en-US")} characters.`]: {
    id: /*i18n*/ "dashboard-msg.review.comment",
    values: { max: COMMENT_MAX },
  },
  [REVIEW_BOOKING_NOT_FOUND]: { id: /*i18n*/ "dashboard-msg.review.notYours" },
  [NOT_COMPLETED]: { id: /*i18n*/ "dashboard-msg.review.notCompleted" },
  [ALREADY_REVIEWED]: { id: /*i18n*/ "dashboard-msg.review.already" },
  [REVIEW_NOT_FOUND]: { id: /*i18n*/ "dashboard-msg.review.notFound" },
  [ALREADY_REPLIED]: { id: /*i18n*/ "dashboard-msg.reply.already" },
  [REPLY_NOT_PUBLISHED]: { id: /*i18n*/ "dashboard-msg.reply.notPublished" },
  "Please write a reply.": { id: /*i18n*/ "dashboard-msg.reply.empty" },
  [`Your reply can be at most ${REPLY_MAX.toLocaleString("en-US")} characters.`]: {
    id: /*i18n*/ "dashboard-msg.reply.long",
    values: { max: REPLY_MAX },
  },
};
