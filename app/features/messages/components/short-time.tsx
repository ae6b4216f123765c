import { useEffect, useState } from "react";

/**
 * A timestamp in the reader's own time zone. The server does not know it, so the first render
 * (server and hydration) uses UTC and the browser then switches to local time.
 */
export function ShortTime({ iso, className }: { iso: string; className?: string }) {
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const d = new Date(iso);
  const tz = local ? undefined : "UTC";
  const now = new Date();
  const sameDay = d.toDateString() === now.toDateString();
  const text = sameDay
    ? d.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: tz })
    : d.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: tz }) +
      ", " +
      d.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: tz });
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {text}
      {!local && " UTC"}
    </time>
  );
}
