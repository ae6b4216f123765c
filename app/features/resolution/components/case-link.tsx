import { Scale } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { CaseStatus } from "~/db/schema/resolution";
import { useText } from "~/i18n/text";

/**
 * On a booking of the patient's bookings tab: the link to its case, or to open one while the
 * booking's window is open (decision 057).
 */
export function CaseLink({
  link,
  bookingId,
}: {
  link?: { caseId: string | null; status: CaseStatus | null; canOpen: boolean };
  bookingId: string;
}) {
  const t = useText();
  if (!link) return null;
  const active = link.caseId && link.status !== "closed";
  return (
    <div className="flex w-full flex-wrap gap-2">
      {link.caseId && (
        <Link
          to={`/dashboard/cases/${link.caseId}`}
          className={buttonVariants({ variant: active ? "subtle" : "ghost", size: "sm" })}
        >
          <Scale aria-hidden className="size-4" />
          {active ? t("case.link.view-open") : t("case.link.view-closed")}
        </Link>
      )}
      {link.canOpen && (
        <Link
          to={`/dashboard/bookings/${bookingId}/case`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Scale aria-hidden className="size-4" />
          {t("case.link.open")}
        </Link>
      )}
    </div>
  );
}
