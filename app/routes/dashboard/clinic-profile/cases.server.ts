import { clinicMessageIn } from "~/features/clinics/clinic-messages.server";
import { filesOf } from "~/features/clinics/editor-actions.server";
import { CASE_FIELDS, CaseSchema, pickStrings } from "~/features/clinics/editor-schema";
import { createCase, deleteCase, updateCase } from "~/features/clinics/editor.server";
import { CHECK_FIELDS, type IntentContext } from "~/utils/action.server";
import { failure, ok } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";
import { UUID_RE } from "~/utils/validation";
import { fieldErrors } from "~/utils/validation";
import { type Editor, intent, notFound, saved } from "./intent.server";

/** The before-and-after cases: add, edit, delete. */

const idOf = (form: FormData) => {
  const v = form.get("id");
  return typeof v === "string" ? v : "";
};

/**
 * The case's fields and its two images, checked together so every problem shows at once (the
 * images are required when a case is added, optional when one is edited).
 */
async function caseInput(form: FormData, creating: boolean) {
  const parsed = CaseSchema.safeParse(pickStrings(form, CASE_FIELDS));
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  // An oversize before or after image is shown at the before image.
  const befores = await filesOf(form, "beforeImage");
  const afters = befores.ok ? await filesOf(form, "afterImage") : befores;
  if (!afters.ok) errors.beforeImage ??= afters.message;
  const before = befores.ok ? befores.value[0] : undefined;
  const after = afters.ok ? afters.value[0] : undefined;
  if (creating) {
    if (!before) errors.beforeImage ??= "Add the before image";
    if (!after) errors.afterImage ??= "Add the after image";
  }
  if (!parsed.success || Object.keys(errors).length) return failure(400, CHECK_FIELDS, errors);
  return ok({ fields: parsed.data, before, after });
}

export const caseIntents = {
  "case-create": intent({
    run: async (form, { user }) => {
      const input = await caseInput(form, true);
      if (!input.ok) return input;
      const { fields, before, after } = input.value;
      // An image sharp refuses after the checks is a failure at the before image.
      const created = await createCase(user.clinicId, user.userId, fields, {
        before: before!,
        after: after!,
      });
      return created.ok ? ok() : created;
    },
    done: (_v, _form, ctx) =>
      saved(ctx, "Case added", "It shows in the results section of your clinic page.", "#cases"),
  }),
  "case-update": intent({
    run: async (form, { user }) => {
      const input = await caseInput(form, false);
      if (!input.ok) return input;
      const id = idOf(form);
      if (!UUID_RE.test(id)) return notFound("case");
      const { fields, before, after } = input.value;
      return updateCase(user.clinicId, user.userId, id, fields, { before, after });
    },
    done: (_v, _form, ctx) => backToCases(ctx, "Case saved"),
  }),
  "case-delete": intent({
    run: async (form, { user }) => {
      const id = idOf(form);
      return UUID_RE.test(id) ? deleteCase(user.clinicId, id) : notFound("case");
    },
    done: (_v, _form, ctx) => backToCases(ctx, "Case deleted"),
  }),
};

/** After an edit or a delete the page opens on the first page of cases, without the edit form. */
async function backToCases(ctx: IntentContext<Editor>, title: string) {
  return redirectWithToast(`${new URL(ctx.request.url).pathname}#cases`, {
    type: "success",
    title: await clinicMessageIn(ctx.request, title),
  });
}
