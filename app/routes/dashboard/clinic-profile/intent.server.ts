import { data } from "react-router";
import { clinicMessageIn } from "~/features/clinics/clinic-messages.server";
import type { EditorResult } from "~/features/clinics/components/editor/editor-controls";
import { fail, fail as failWith, toastOf } from "~/features/clinics/editor-actions.server";
import { CASE_FIELDS, CLINIC_DETAIL_FIELDS, pickStrings } from "~/features/clinics/editor-schema";
import { profileNotFound } from "~/features/clinics/editor.server";
import { type IntentContext, type Reply, intentsFor } from "~/utils/action.server";
import { requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import type { Failure } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";

/** The clinic editor's actions: a clinic member of a clinic, then one intent per form. */

export type Editor = { userId: string; clinicId: string };

export async function requireEditor(request: Request): Promise<Editor> {
  const { user } = await requireDashboardTab(request, "profile", ["clinic"]);
  return { userId: user.id, clinicId: requireClinicId(user) };
}

export const intent = intentsFor<Editor, EditorResult>();

/** An id or list name from the form that cannot be one of the clinic's (404). */
export const notFound = profileNotFound;

/** Back to the editor (with its query string) and a success toast (in the page's language). */
export async function saved(
  ctx: IntentContext<unknown>,
  title: string,
  description?: string,
  hash = "",
) {
  const back = new URL(ctx.request.url);
  return redirectWithToast(`${back.pathname}${back.search}${hash}`, {
    type: "success",
    title: await clinicMessageIn(ctx.request, title),
    description: description && (await clinicMessageIn(ctx.request, description)),
  });
}

/**
 * A failure beside the form it came from: what was typed comes back (details, cases), and
 * `target` names the one list or case whose form shows the errors. A record that was not found
 * only gets the message.
 */
export async function replyFailure(
  f: Failure,
  ctx: IntentContext<Editor>,
): Promise<Reply<EditorResult>> {
  const { intent: name, form } = ctx;
  const notSaved = await clinicMessageIn(ctx.request, "Not saved");
  const fail = (r: Parameters<typeof failWith>[0], status: number) => failWith(r, status, notSaved);
  const base = {
    intent: name,
    formError: f.message,
    ...(f.fieldErrors ? { fieldErrors: f.fieldErrors } : {}),
  };
  if (f.status === 404 || name.startsWith("photo-"))
    return fail({ intent: name, formError: f.message }, f.status);
  if (name === "details")
    return fail({ ...base, values: pickStrings(form, CLINIC_DETAIL_FIELDS) }, f.status);
  if (name === "upload") return fail({ ...base, target: String(form.get("list") ?? "") }, f.status);
  if (name === "case-create" || name === "case-update") {
    const target = name === "case-update" ? String(form.get("id") ?? "") : undefined;
    return fail({ ...base, target, values: pickStrings(form, CASE_FIELDS) }, f.status);
  }
  return fail(base, f.status);
}

export async function tooLarge({ request }: { request: Request }) {
  return fail(
    {
      intent: "upload",
      formError: await clinicMessageIn(
        request,
        "The upload is too large. Send at most 6 images of up to 10 MB each at a time.",
      ),
    },
    413,
    await clinicMessageIn(request, "Not saved"),
  );
}

export function unknownIntent(ctx: IntentContext<Editor>) {
  return data<EditorResult>(
    { intent: ctx.intent, formError: "Unknown action.", toast: toastOf("error", "Unknown action") },
    { status: 400 },
  );
}
