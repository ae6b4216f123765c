import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { paymentMismatches } from "~/db/schema";
import { localOutboxRequest } from "~/services/email/outbox-access.server";
import { now } from "~/utils/clock.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { readForm } from "~/utils/request.server";
import type { Route } from "./+types/payment-mismatch";

/**
 * Browser tests only (as dev/bookings): answered only in local mode, to a request from this
 * machine, with the test accounts bootstrapped (E2E_BOOTSTRAP_ACCOUNTS); 404 otherwise. POST
 * expected=…&found=… stores an open ledger mismatch (no booking), so a browser test can see
 * the admins' list and resolve it; the reconciliation itself is covered in vitest.
 */
export async function loader() {
  throw data(null, { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  if (!localOutboxRequest(request) || !process.env.E2E_BOOTSTRAP_ACCOUNTS)
    throw data(null, { status: 404 });
  assertSameOrigin(request);
  const form = await readForm(request);
  const amount = (k: string) =>
    String(form.get(k) ?? "")
      .replace(/\D/g, "")
      .slice(0, 9) || "0";
  const [row] = await (
    await getDb()
  )
    .insert(paymentMismatches)
    .values({
      kind: "ledger-transferred",
      expected: amount("expected"),
      found: amount("found"),
      detectedAt: now(),
    })
    .returning({ id: paymentMismatches.id });
  return data({ ok: true, id: row!.id });
}
