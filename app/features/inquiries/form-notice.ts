/**
 * Outcome of a no-JavaScript post to one of the /api form endpoints: the endpoint redirects
 * back to the page with `?notice=<form>.<status>#<form>` and the form reads it to show its
 * thank-you or error state. (With JavaScript the fetcher gets JSON instead.)
 */
export const NOTICE_PARAM = "notice";

export type FormId =
  "newsletter-footer" | "newsletter-blog" | "app-notify" | "get-notified" | "inquiry";
export type NoticeStatus = "ok" | "invalid" | "consent" | "rate";

export function readNotice(
  search: URLSearchParams | string,
  form: FormId,
): NoticeStatus | undefined {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = params.get(NOTICE_PARAM);
  if (!value?.startsWith(`${form}.`)) return undefined;
  const status = value.slice(form.length + 1);
  return status === "ok" || status === "invalid" || status === "consent" || status === "rate"
    ? status
    : undefined;
}

export const NOTICE_TEXT: Record<Exclude<NoticeStatus, "ok">, string> = {
  invalid: "Please enter a valid email address",
  consent: "Please tick the box to agree to receive emails",
  rate: "Too many submissions. Please try again in a few minutes.",
};
