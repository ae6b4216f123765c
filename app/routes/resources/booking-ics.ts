import { getBookingForViewer } from "~/features/bookings/bookings.server";
import { bookingIcs } from "~/features/bookings/ics.server";
import { i18nFor } from "~/i18n/catalog.server";
import { accountLocale } from "~/i18n/page.server";
import { appOrigin } from "~/services/notifications/notify.server";
import { requireUserApi } from "~/utils/permissions.server";
import type { Route } from "./+types/booking-ics";

/** GET /api/bookings/:id/ics — the booking's calendar file, for its patient or its clinic. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUserApi(request);
  const booking = await getBookingForViewer(
    { userId: user.id, role: user.role, clinicId: user.clinicId ?? null },
    params.id,
  );
  // Someone else's booking reads as not found: its existence is not disclosed.
  if (!booking)
    return new Response("Booking not found", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  // The words in the reader's language (their account's, else their choice, else English).
  const locale = await accountLocale(request);
  if (booking.status === "cancelled")
    return new Response(
      i18nFor(locale)._(/*i18n*/ "ics.cancelled", { reference: booking.reference }),
      {
        status: 409,
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "private, no-store",
        },
      },
    );
  return new Response(bookingIcs(booking, { origin: appOrigin(), locale }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="careatlas-${booking.reference}.ics"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
