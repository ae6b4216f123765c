import { useEffect, useState } from "react";
import { localeInfo } from "~/i18n/config";
import { useLocale } from "~/i18n/text";

/**
 * A timestamp in the reader's own time zone, in the page's language (its Intl tag: Arabic with
 * Western digits). The server does not know the time zone, so the first render (server and
 * hydration) uses UTC and the browser then switches to local time.
 */
export function ShortTime({ iso, className }: { iso: string; className?: string }) {
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const intl = localeInfo(useLocale()).intl;
  const d = new Date(iso);
  const tz = local ? undefined : "UTC";
  const now = new Date();
  const sameDay = d.toDateString() === now.toDateString();
  const text = sameDay
    ? d.toLocaleTimeString(intl, { hour: "2-digit", minute: "2-digit", timeZone: tz })
    : d.toLocaleDateString(intl, { day: "numeric", month: "short", timeZone: tz }) +
      ", " +
      d.toLocaleTimeString(intl, { hour: "2-digit", minute: "2-digit", timeZone: tz });
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {text}
      {!local && " UTC"}
    </time>
  );
}
