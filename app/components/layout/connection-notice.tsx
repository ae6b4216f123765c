import { WifiOff } from "lucide-react";
import { useText } from "~/i18n/text";
import { useConnectionState } from "~/utils/connection";

/**
 * The shell's notice while a page request waits for the network (utils/connection.ts): the page
 * and what was typed stay; the request goes out when the connection is back.
 */
export function ConnectionNotice() {
  const state = useConnectionState();
  const t = useText();
  // Only while waiting: an empty live region would be one more "status" on every page.
  if (state === "ok") return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      <p className="pointer-events-auto flex max-w-xl items-start gap-2 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {state === "offline"
          ? t(
              "shell.connection.offline",
              "You are offline. Nothing is lost: what you entered stays here and is sent when the connection is back.",
            )
          : t("shell.connection.retrying", "The connection dropped. Trying again…")}
      </p>
    </div>
  );
}
