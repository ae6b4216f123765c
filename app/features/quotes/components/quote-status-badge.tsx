import { Badge } from "~/components/ui/badge";
import type { MessageId } from "~/i18n/message-ids";
import { useText } from "~/i18n/text";
import { QUOTE_STATUS_LABEL, type QuoteDisplayStatus } from "../quote-schema";

const VARIANT = {
  pending: "warning",
  accepted: "success",
  rejected: "neutral",
  expired: "danger",
} as const;

const STATUS_TEXT: Record<QuoteDisplayStatus, MessageId> = {
  pending: /*i18n*/ "dashboard.quotes.status.pending",
  accepted: /*i18n*/ "dashboard.quotes.status.accepted",
  rejected: /*i18n*/ "dashboard.quotes.status.rejected",
  expired: /*i18n*/ "dashboard.quotes.status.expired",
};

/**
 * The spec's quote statuses, each with its own colour (expired in red), in the page's
 * language where its loader sends the `dashboard.quotes.` texts (English elsewhere).
 */
export function QuoteStatusBadge({
  status,
  label,
}: {
  status: QuoteDisplayStatus;
  /** The status in the page's language, when the page sends it itself. */
  label?: string;
}) {
  const t = useText();
  return (
    <Badge variant={VARIANT[status]} data-testid="quote-status">
      {label ?? t(STATUS_TEXT[status], QUOTE_STATUS_LABEL[status])}
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
