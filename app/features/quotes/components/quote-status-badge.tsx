import { Badge } from "~/components/ui/badge";
import { QUOTE_STATUS_LABEL, type QuoteDisplayStatus } from "../quote-schema";

const VARIANT = {
  pending: "warning",
  accepted: "success",
  rejected: "neutral",
  expired: "danger",
} as const;

/** The spec's quote statuses, each with its own colour (expired in red). */
export function QuoteStatusBadge({ status }: { status: QuoteDisplayStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="quote-status">
      {QUOTE_STATUS_LABEL[status]}
    </Badge>
  );
}

const REQUEST_VARIANT = { open: "primary", quoted: "success", declined: "neutral" } as const;

export function RequestStatusBadge({
  status,
  label,
}: {
  status: "open" | "quoted" | "declined";
  label: string;
}) {
  return (
    <Badge variant={REQUEST_VARIANT[status]} data-testid="request-status">
      {label}
    </Badge>
  );
}
