import { filesOf } from "~/features/clinics/editor-actions.server";
import { CASE_FIELDS, CaseSchema, pickStrings } from "~/features/clinics/editor-schema";
import { createCase, deleteCase, updateCase } from "~/features/clinics/editor.server";
import { MediaError } from "~/services/media/media.server";
import { CHECK_FIELDS, type IntentContext } from "~/utils/action.server";
import { type Result, failure, fieldFailure, ok } from "~/utils/result";
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
  let before: Buffer | undefined;
  let after: Buffer | undefined;
  try {
    [before] = await filesOf(form, "beforeImage");
    [after] = await filesOf(form, "afterImage");
  } catch (e) {
    if (!(e instanceof MediaError)) throw e;
    errors.beforeImage ??= e.message;
  }
  if (creating) {
    if (!before) errors.beforeImage ??= "Add the before image";
    if (!after) errors.afterImage ??= "Add the after image";
  }
  if (!parsed.success || Object.keys(errors).length) return failure(400, CHECK_FIELDS, errors);
  return ok({ fields: parsed.data, before, after });
}

/** A refused image after the checks (sharp could not read it) is shown at the before image. */
async function withImages<T>(fn: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof MediaError) return fieldFailure("beforeImage", e.message);
    throw e;
  }
}

export const caseIntents = {
  "case-create": intent({
    run: async (form, { user }) => {
      const input = await caseInput(form, true);
      if (!input.ok) return input;
      const { fields, before, after } = input.value;
      return withImages(async () => {
        await createCase(user.clinicId, user.userId, fields, { before: before!, after: after! });
        return ok();
      });
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
      return withImages(async () => {
        return updateCase(user.clinicId, user.userId, id, fields, { before, after });
      });
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
function backToCases(ctx: IntentContext<Editor>, title: string) {
  return redirectWithToast(`${new URL(ctx.request.url).pathname}#cases`, {
    type: "success",
    title,
  });
}
