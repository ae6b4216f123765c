import { data } from "react-router";
import { deletePatientRecord } from "~/features/records/records.server";
import { clientIpFrom } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { requireUserApi } from "~/utils/permissions.server";
import type { Route } from "./+types/records-item";

/** DELETE /api/records/:id — the owner deletes a record (file, row, shares; the log stays). */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUserApi(request);
  if (request.method !== "DELETE") {
    throw data(
      { ok: false, message: "Method not allowed" },
      { status: 405, headers: { Allow: "DELETE" } },
    );
  }
  const deleted =
    user.role === "patient" &&
    (await deletePatientRecord(user.id, params.id, clientIpFrom(request))).ok;
  if (!deleted) throw data({ ok: false, message: "Medical record not found" }, { status: 404 });
  return data(
    { ok: true, message: "Record deleted" },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function loader() {
  throw data({ ok: false, message: "Not found" }, { status: 404 });
}
