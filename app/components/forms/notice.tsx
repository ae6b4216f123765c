import { AlertCircle, CheckCircle2, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/utils/misc";

/** A message in a form or a page section: role=alert for errors, role=status otherwise. */
export function Notice({
  tone = "info",
  title,
  children,
  className,
  id,
}: {
  tone?: "info" | "error" | "success" | "warning";
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  const Icon = tone === "error" ? AlertCircle : tone === "success" ? CheckCircle2 : Info;
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-lg border p-4 text-sm",
        tone === "error" && "border-red-200 bg-red-50 text-red-900",
        tone === "success" && "border-emerald-200 bg-emerald-50 text-emerald-900",
        tone === "info" && "border-primary-200 bg-primary-50 text-primary-950",
        tone === "warning" && "border-amber-200 bg-amber-50 text-amber-950",
        className,
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          "mt-0.5 size-5 shrink-0",
          tone === "error" && "text-red-700",
          tone === "success" && "text-emerald-700",
          tone === "info" && "text-primary-700",
          tone === "warning" && "text-amber-700",
        )}
      />
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title && "mt-1")}>{children}</div>}
      </div>
    </div>
  );
}

/** The destructive notice above a form ('Please fill in all required fields'). */
export function FormAlert({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-red-200"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 text-red-800">{children}</div>}
      </div>
    </div>
  );
}
