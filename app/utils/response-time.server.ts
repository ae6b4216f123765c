import type { I18n } from "@lingui/core";

/**
 * A clinic's measured response time (decision 053): over the last 90 days, how many quote
 * requests and first messages count, the median minutes to the clinic's first reply and the
 * share (%) answered within 24 hours. Computed by the database (`clinic_response_stats`,
 * drizzle/0021_response_times.sql); the search cards and the clinic page phrase it here.
 */
export type ResponseFigure = {
  asked: number;
  medianMinutes: number | null;
  withinDayPct: number | null;
};

/** Below this many requests in 90 days a clinic is "New on CareAtlas", never a number. */
export const RESPONSE_MIN_REQUESTS = 5;
export const RESPONSE_WINDOW_DAYS = 90;

export function isMeasured(f: ResponseFigure | null | undefined): f is ResponseFigure & {
  medianMinutes: number;
  withinDayPct: number;
} {
  return (
    !!f && f.asked >= RESPONSE_MIN_REQUESTS && f.medianMinutes !== null && f.withinDayPct !== null
  );
}

/** "3 hours", "45 minutes", "2 days": the median, rounded to a unit a person reads. */
function durationText(i18n: I18n, minutes: number): string {
  if (minutes < 60) return i18n._("responseData.minutes", { count: Math.max(1, minutes) });
  if (minutes < 48 * 60) return i18n._("responseData.hours", { count: Math.round(minutes / 60) });
  return i18n._("responseData.days", { count: Math.round(minutes / (24 * 60)) });
}

/**
 * The figure in the page's language: `title` is the headline ("Replies in about 3 hours" or
 * "New on CareAtlas"), `detail` the share and what it is measured on.
 */
export function responseTimeTexts(
  i18n: I18n,
  f: ResponseFigure | null | undefined,
): { measured: boolean; title: string; detail: string } {
  if (!isMeasured(f)) {
    return {
      measured: false,
      title: i18n._("responseData.new"),
      detail: i18n._("responseData.newDetail", { min: RESPONSE_MIN_REQUESTS }),
    };
  }
  return {
    measured: true,
    title: i18n._("responseData.median", { time: durationText(i18n, f.medianMinutes) }),
    detail: i18n._("responseData.detail", {
      share: f.withinDayPct / 100,
      count: f.asked,
    }),
  };
}
