import { CancellationTermsView } from "~/components/cancellation/cancellation-terms-view";
import type { BookingTermsView } from "../booking-terms.server";

/** A booking's terms and the refund today (or the refund made), as its loader wrote them. */
export function BookingTerms({ id, view }: { id: string; view: BookingTermsView }) {
  return (
    <div className="w-full space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <CancellationTermsView terms={view.terms} id={`terms-${id}`} headingLevel={4} compact />
      {view.refundToday && (
        <p className="text-sm font-medium text-slate-900" data-testid="refund-today">
          {view.refundToday.text}{" "}
          <span className="font-normal text-slate-700">{view.refundToday.rule}</span>
        </p>
      )}
      {view.refunded && (
        <p className="text-sm font-medium text-slate-900" data-testid="refunded">
          {view.refunded.text}
          {view.refunded.rule && (
            <span className="font-normal text-slate-700"> {view.refunded.rule}</span>
          )}
        </p>
      )}
    </div>
  );
}
