import { data } from "react-router";
import type { z } from "zod";
import { type FormPipeline, intentsFor } from "~/utils/action.server";
import { readFormData } from "~/utils/request.server";
import { type Failure, type Result, failure, ok } from "~/utils/result";
import { isUuid } from "~/utils/validation";
import { hitRateLimit, metaFor } from "./form-request.server";
import type { SubmitMeta } from "./inquiries.server";
import { LIMITS, MESSAGES, cleanLine, formDataToObject, parseForm } from "./inquiry-schemas";

/**
 * The forms that are a page of their own (contact, partner): they re-render with the visitor's
 * values and the errors beside the fields, or with a thank-you, rather than redirecting.
 * Through the action pipeline: `handleForm(request, { guard, ...pageFormPipeline(SPEC) })`.
 */

export type FormValues = Record<string, string | string[]>;

export type PageFormResult =
  | {
      status: "error";
      message: string;
      errors: Record<string, string[]>;
      values: FormValues;
      idempotencyKey: string;
    }
  | { status: "sent"; values: FormValues; email: string; nextKey: string }
  | { status: "editing"; values: FormValues; idempotencyKey: string };

export type PageFormSpec<S extends z.ZodType<{ email: string; idempotencyKey?: string }>> = {
  /** Rate-limit bucket. */
  name: string;
  /** The fields echoed back into the form. */
  fields: readonly string[];
  arrayFields?: readonly string[];
  schema: S;
  required: readonly string[];
  honeypot: string;
  store: (data: z.infer<S>, meta: SubmitMeta) => Promise<unknown>;
};

// The spec's schema type does not matter once a spec is built.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySpec = PageFormSpec<any>;

/** The body, bounded; an unreadable or oversized one is a message on the form (400), never a 500. */
export async function readPageForm(request: Request): Promise<Result<FormData>> {
  const read = await readFormData(request);
  return read.ok ? ok(read.formData) : failure(400, read.message);
}

function rawOf(form: FormData, spec: AnySpec) {
  return formDataToObject(form, spec.arrayFields);
}

/** What the visitor typed, for re-rendering the form: known fields only, never unbounded. */
function echoValues(raw: Record<string, unknown>, fields: readonly string[]): FormValues {
  const out: FormValues = {};
  for (const k of fields) {
    const v = raw[k];
    if (typeof v === "string") out[k] = v.slice(0, LIMITS.message + 1_000);
    else if (Array.isArray(v))
      out[k] = v
        .filter((x): x is string => typeof x === "string")
        .slice(0, 20)
        .map((x) => x.slice(0, 200));
  }
  return out;
}

/** The page's idempotency key, or a fresh one when it is missing or not a UUID. */
function keyFrom(raw: Record<string, unknown>): string {
  const k = raw.idempotencyKey;
  return typeof k === "string" && isUuid(k) ? k.toLowerCase() : crypto.randomUUID();
}

/**
 * Stores a submission. Its value is the e-mail address the thank-you names. A bot that filled
 * the honeypot is thanked and nothing is kept.
 */
export async function submitPageForm(
  request: Request,
  form: FormData,
  spec: AnySpec,
): Promise<Result<string>> {
  const raw = rawOf(form, spec);
  if (cleanLine(raw[spec.honeypot])) return ok(cleanLine(raw.email).slice(0, LIMITS.email));

  const parsed = parseForm(spec.schema, raw, spec.required);
  if (!parsed.ok) {
    // The form shows the first message of each field.
    const firsts: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed.errors)) if (v?.[0]) firsts[k] = v[0];
    return failure(400, parsed.message, firsts);
  }

  const meta = metaFor(request, raw);
  const limit = await hitRateLimit(spec.name, meta.ipHash ?? "unknown");
  if (!limit.ok) return failure(429, MESSAGES.tooMany);

  await spec.store({ ...parsed.data, idempotencyKey: keyFrom(raw) }, meta);
  return ok(parsed.data.email);
}

export function sentResult(form: FormData, spec: AnySpec, email: string): PageFormResult {
  const values = echoValues(rawOf(form, spec), spec.fields);
  return { status: "sent", values, email, nextKey: crypto.randomUUID() };
}

/** 'Send Another Message': back to the form with the same values and a fresh key. */
export function editingResult(form: FormData, spec: AnySpec): PageFormResult {
  const values = echoValues(rawOf(form, spec), spec.fields);
  return { status: "editing", values, idempotencyKey: crypto.randomUUID() };
}

export function failedResult(form: FormData, spec: AnySpec, f: Failure): PageFormResult {
  const raw = rawOf(form, spec);
  const errors: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(f.fieldErrors ?? {})) errors[k] = [v];
  return {
    status: "error",
    message: f.message,
    errors,
    values: echoValues(raw, spec.fields),
    idempotencyKey: keyFrom(raw),
  };
}

/** A page form's part of `handleForm`: the body reader, the two intents and the reply. */
export function pageFormPipeline<U>(spec: AnySpec): Omit<FormPipeline<U, PageFormResult>, "guard"> {
  const intent = intentsFor<U, PageFormResult>();
  return {
    read: readPageForm,
    defaultIntent: "send",
    intents: {
      again: intent({
        run: () => ok(),
        done: (_v, _i, { form }) => data(editingResult(form, spec), { status: 200 }),
      }),
      send: intent({
        run: (_i, { request, form }) => submitPageForm(request, form, spec),
        done: (email, _i, { form }) => data(sentResult(form, spec, email), { status: 200 }),
      }),
    },
    reply: (f, { form }) => data(failedResult(form, spec, f), { status: f.status }),
  };
}
