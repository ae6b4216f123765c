import { data } from "react-router";
import type { IntentContext } from "~/utils/action.server";
import { textFields } from "~/utils/action.server";
import type { Failure } from "~/utils/result";
import type { CaseActionResult } from "./components/case-view";

/**
 * The case pages' answer to a refused form (decision 034): the form's error, the field errors
 * beside their fields, and what was typed, so nothing is lost.
 */
export function replyCaseFailure(
  f: Failure,
  { form, intent }: Pick<IntentContext<unknown>, "form" | "intent">,
) {
  const values = textFields(form);
  const recordIds = form.getAll("recordIds").filter((v): v is string => typeof v === "string");
  return data<CaseActionResult>(
    {
      intent,
      values: { ...values, recordIds: recordIds.join(",") },
      ...(f.fieldErrors ? { fieldErrors: f.fieldErrors } : {}),
      formError: f.fieldErrors ? undefined : f.message,
    },
    { status: f.status },
  );
}

export const caseFormTooLarge = () =>
  data<CaseActionResult>({ formError: "The form is too large." }, { status: 413 });
