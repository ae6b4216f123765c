import { useEffect, useRef } from "react";
import { toast } from "~/components/ui/toast";

/** The toast an action returns with its data (shown once by useResultToast). */
export type ResultToast = {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
};

/** Shows the toast an action returned, once per response. */
export function useResultToast(result: { toast?: ResultToast | null } | undefined | null) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const t = result?.toast;
    if (!t || shown.current === t.id) return;
    shown.current = t.id;
    const opts = { description: t.description };
    if (t.type === "success") toast.success(t.title, opts);
    else if (t.type === "error") toast.error(t.title, opts);
    else toast.info(t.title, opts);
  }, [result]);
}
