import { data } from "react-router";
import { deletePatientRecord } from "~/features/records/records.server";
import { handleForm, intentsFor } from "~/utils/action.server";
import { clientIpFrom } from "~/utils/auth.server";
import { type SessionUser, requireUserApi } from "~/utils/permissions.server";
import { failure, ok } from "~/utils/result";
import type { Route } from "./+types/records-item";

const NOT_FOUND = "Medical record not found";

/** Signed in (401 otherwise), and DELETE only (405), before anything else. */
async function requireDeleter(request: Request): Promise<SessionUser> {
  const user = await requireUserApi(request);
  if (request.method !== "DELETE") {
    throw data(
      { ok: false, message: "Method not allowed" },
      { status: 405, headers: { Allow: "DELETE" } },
    );
  }
  return user;
}

type Deleted = { ok: boolean; message: string };

const intent = intentsFor<SessionUser, Deleted>();

/** DELETE /api/records/:id — the owner deletes a record (file, row, shares; the log stays). */
export async function action({ request, params }: Route.ActionArgs) {
  return handleForm<SessionUser, Deleted>(request, {
    guard: requireDeleter,
    // A DELETE carries no body.
    read: async () => ok(new FormData()),
    defaultIntent: "delete",
    intents: {
      delete: intent({
        // Someone else's record, or a user who is not a patient: not found.
        run: async (_form, { request, user }) =>
          user.role === "patient" &&
          (await deletePatientRecord(user.id, params.id, clientIpFrom(request))).ok
            ? ok()
            : failure(404, NOT_FOUND),
        done: () =>
          data(
            { ok: true, message: "Record deleted" },
            { headers: { "Cache-Control": "no-store" } },
          ),
      }),
    },
    reply: (f) => {
      throw data({ ok: false, message: f.message }, { status: f.status });
    },
  });
}

export function loader() {
  throw data({ ok: false, message: "Not found" }, { status: 404 });
}
