import { useEffect, useRef } from "react";
import { toast } from "~/components/ui/toast";

export type FlashToast = {
  id: string;
  type: "success" | "error" | "info" | "message";
  title: string;
  description?: string;
};

/** Shows the toasts the root loader read from the flash cookie, each once. */
export function FlashToasts({ toasts }: { toasts: FlashToast[] | undefined }) {
  const shown = useRef(new Set<string>());
  useEffect(() => {
    for (const t of toasts ?? []) {
      if (shown.current.has(t.id)) continue;
      shown.current.add(t.id);
      // Let the Toaster mount first on the initial page load.
      setTimeout(() => {
        const opts = { id: t.id, description: t.description };
        if (t.type === "success") toast.success(t.title, opts);
        else if (t.type === "error") toast.error(t.title, opts);
        else if (t.type === "info") toast.info(t.title, opts);
        else toast(t.title, opts);
      }, 0);
    }
  }, [toasts]);
  return null;
}
