import type { KnownMessages } from "~/i18n/messages.server";
import { TR_MESSAGES } from "./content-translation-schema";

/**
 * The Translations tab's failures and their catalogue ids (decision 049): the form pipeline
 * answers them in the language of the person who sent the form.
 */
export const CONTENT_TRANSLATION_MESSAGES: KnownMessages = {
  [TR_MESSAGES.language]: { id: /*i18n*/ "ctrans-msg.language" },
  [TR_MESSAGES.descriptionRequired]: { id: /*i18n*/ "ctrans-msg.description.required" },
  [TR_MESSAGES.descriptionLong]: { id: /*i18n*/ "ctrans-msg.description.long" },
  [TR_MESSAGES.overviewLong]: { id: /*i18n*/ "ctrans-msg.overview.long" },
  [TR_MESSAGES.includesLines]: { id: /*i18n*/ "ctrans-msg.includes.lines" },
  [TR_MESSAGES.includesLine]: { id: /*i18n*/ "ctrans-msg.includes.line" },
  [TR_MESSAGES.packageEmpty]: { id: /*i18n*/ "ctrans-msg.package.empty" },
  [TR_MESSAGES.packageNotFound]: { id: /*i18n*/ "ctrans-msg.package.not-found" },
  [TR_MESSAGES.noDescription]: { id: /*i18n*/ "ctrans-msg.no-description" },
};
