import { data } from "react-router";
import { devMoveTreatmentToToday } from "~/features/bookings/bookings.server";
import { localOutboxRequest } from "~/services/email/outbox-access.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { readForm } from "~/utils/request.server";
import type { Route } from "./+types/bookings";

/**
 * Browser tests only: answered only in local mode, to a request from this machine (the outbox's
 * rule, docs/decisions/022), and only when the test accounts are bootstrapped
 * (E2E_BOOTSTRAP_ACCOUNTS); 404 otherwise, and always in a production deployment. POST reference=CA-… moves that booking's dates so its treatment is today, so a test
 * can mark it completed without waiting weeks (docs/decisions/026-flows-follow-the-calendar.md).
 */
export async function loader() {
  throw data(null, { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  if (!localOutboxRequest(request) || !process.env.E2E_BOOTSTRAP_ACCOUNTS)
    throw data(null, { status: 404 });
  assertSameOrigin(request);
  const form = await readForm(request);
  const reference = String(form.get("reference") ?? "")
    .trim()
    .slice(0, 20);
  if (!/^CA-[A-Z2-9]{4}-[A-Z2-9]{4}$/.test(reference))
    return data(
      { ok: false, error: "Give a booking reference such as CA-ABCD-2345." },
      { status: 400 },
    );
  const ok = await devMoveTreatmentToToday(reference);
  return data(ok ? { ok: true } : { ok: false, error: "No booking has that reference." }, {
    status: ok ? 200 : 404,
  });
}
