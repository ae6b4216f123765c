import type { z } from "zod";
import { type FormPipeline, intentsFor } from "~/utils/action.server";
import { readFormData } from "~/utils/request.server";
import { type Failure, type Result, failure, ok } from "~/utils/result";
import type { FormId, NoticeStatus } from "./form-notice";
import {
  hitRateLimit,
  jsonResponse,
  metaFor,
  redirectBack,
  tooManyPage,
  wantsJson,
} from "./form-request.server";
import {
  createAppNotifySignup,
  createContactMessage,
  createInquiry,
  createPartnerApplication,
  createSearchAlert,
  subscribeToNewsletter,
  type SubmitMeta,
} from "./inquiries.server";
import {
  AppNotifySchema,
  CONTACT_REQUIRED,
  ContactSchema,
  GetNotifiedSchema,
  INQUIRY_REQUIRED,
  InquirySchema,
  MESSAGES,
  NewsletterSchema,
  PARTNER_ARRAY_FIELDS,
  PARTNER_REQUIRED,
  PartnerSchema,
  cleanLine,
  formDataToObject,
  parseForm,
  type FieldErrors,
} from "./inquiry-schemas";
import type { PageFormSpec } from "./page-form.server";

/**
 * The request side of every public form: read the body (bounded), drop bots (honeypot),
 * validate with the shared schema, apply the per-IP limit, store, then answer JSON to the
 * fetcher UIs (`_js=1`) or redirect/re-render for a plain HTML post.
 */

/* ------------------------------------------------------------------ /api endpoints */

export type EndpointSpec<S extends z.ZodType> = {
  /** Rate-limit bucket. */
  name: string;
  formId: (raw: Record<string, unknown>) => FormId;
  schema: S;
  required?: readonly string[];
  honeypot?: string;
  invalidNotice?: (errors: FieldErrors) => NoticeStatus;
  store: (data: z.infer<S>, meta: SubmitMeta) => Promise<unknown>;
};

// The spec's schema type does not matter once a spec is built.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEndpoint = EndpointSpec<any>;

/**
 * An endpoint's failure: a `Failure` with what its two answers need beyond the status and the
 * message: the schema's field errors (all of a field's messages, for the JSON answer) and, over
 * the rate limit, when to try again.
 */
export type EndpointFailure = Failure & { errors?: FieldErrors; retryAfterSeconds?: number };

/**
 * Drops a bot (honeypot: nothing stored, answered as a success), validates, applies the per-IP
 * limit and stores.
 */
export async function submitEndpoint(
  request: Request,
  form: FormData,
  spec: AnyEndpoint,
): Promise<Result<undefined> | EndpointFailure> {
  const raw = formDataToObject(form);
  // A bot filled the invisible field: answer as if it worked, keep nothing.
  if (cleanLine(raw[spec.honeypot ?? "website"])) return ok();

  const parsed = parseForm(spec.schema, raw, spec.required);
  if (!parsed.ok) return { ...failure(400, parsed.message), errors: parsed.errors };

  const meta = metaFor(request, raw);
  const limit = await hitRateLimit(spec.name, meta.ipHash ?? "unknown");
  if (!limit.ok)
    return { ...failure(429, MESSAGES.tooMany), retryAfterSeconds: limit.retryAfterSeconds };

  await spec.store(parsed.data, meta);
  return ok();
}

/**
 * An /api form endpoint's part of `handleForm`: JSON for the fetcher UIs (`_js=1`), a 303 back to
 * the page with the outcome in `?notice=` (or a 429 page) for a plain HTML post. An unreadable
 * or oversized body is a JSON 400 for both: it never reaches an intent, so its reply has no
 * intent (every readable form runs `submit`, the default).
 */
export function endpointPipeline<U>(spec: AnyEndpoint): Omit<FormPipeline<U, never>, "guard"> {
  const intent = intentsFor<U, never>();
  return {
    read: readEndpointForm,
    defaultIntent: "submit",
    intents: {
      submit: intent({
        run: (form, { request }) => submitEndpoint(request, form, spec),
        done: (_v, form, { request }) => {
          if (wantsJson(form)) return jsonResponse({ ok: true });
          const raw = formDataToObject(form);
          return redirectBack(request, spec.formId(raw), "ok", raw.sourcePath);
        },
      }),
    },
    reply: async (failed, { request, form, intent: named }) => {
      const f: EndpointFailure = failed;
      // The message is in the page's language already (handleForm); the JSON's field errors too.
      const { knownMessageIn } = await import("~/i18n/known-messages.server");
      const { formLocale } = await import("~/i18n/page.server");
      const locale = await formLocale(request);
      const errorsIn = (errors: FieldErrors) =>
        Object.fromEntries(
          Object.entries(errors).map(([k, v]) => [k, v?.map((m) => knownMessageIn(locale, m))]),
        );
      if (!named) return jsonResponse({ ok: false, message: f.message }, 400);
      const js = wantsJson(form);
      const raw = formDataToObject(form);
      if (f.retryAfterSeconds !== undefined) {
        return js
          ? jsonResponse({ ok: false, message: f.message }, f.status, {
              "Retry-After": String(f.retryAfterSeconds),
            })
          : tooManyPage(request, f.retryAfterSeconds);
      }
      const errors = f.errors ?? {};
      return js
        ? jsonResponse({ ok: false, errors: errorsIn(errors), message: f.message }, f.status)
        : redirectBack(
            request,
            spec.formId(raw),
            spec.invalidNotice?.(errors) ?? "invalid",
            raw.sourcePath,
          );
    },
  };
}

/** The body, bounded; unreadable or oversized is a failure with its message. */
async function readEndpointForm(request: Request): Promise<Result<FormData>> {
  const read = await readFormData(request);
  return read.ok ? ok(read.formData) : failure(400, read.message);
}

export const NEWSLETTER_ENDPOINT: AnyEndpoint = {
  name: "newsletter",
  formId: (raw) => (raw.source === "blog" ? "newsletter-blog" : "newsletter-footer"),
  schema: NewsletterSchema,
  invalidNotice: (errors) => (errors.email ? "invalid" : errors.consent ? "consent" : "invalid"),
  store: (data, meta) => subscribeToNewsletter(data, meta),
} satisfies EndpointSpec<typeof NewsletterSchema>;

export const APP_NOTIFY_ENDPOINT: AnyEndpoint = {
  name: "app-notify",
  formId: () => "app-notify",
  schema: AppNotifySchema,
  store: (data, meta) => createAppNotifySignup(data, meta),
} satisfies EndpointSpec<typeof AppNotifySchema>;

export const GET_NOTIFIED_ENDPOINT: AnyEndpoint = {
  name: "get-notified",
  formId: () => "get-notified",
  schema: GetNotifiedSchema,
  store: (data, meta) => createSearchAlert(data, meta),
} satisfies EndpointSpec<typeof GetNotifiedSchema>;

export const INQUIRY_ENDPOINT: AnyEndpoint = {
  name: "inquiry",
  formId: () => "inquiry",
  schema: InquirySchema,
  required: INQUIRY_REQUIRED,
  store: (data, meta) => createInquiry(data, meta),
} satisfies EndpointSpec<typeof InquirySchema>;

/* ------------------------------------------------------------------ page forms (contact, partner) */

export const CONTACT_FIELDS = [
  "fullName",
  "email",
  "phone",
  "subject",
  "message",
  "aboutKind",
  "aboutId",
] as const;

export const CONTACT_FORM: PageFormSpec<typeof ContactSchema> = {
  name: "contact",
  fields: CONTACT_FIELDS,
  schema: ContactSchema,
  required: CONTACT_REQUIRED,
  honeypot: "website",
  store: (data, meta) => createContactMessage(data, meta),
};

export const PARTNER_FIELDS = [
  "clinicName",
  "contactName",
  "email",
  "whatsapp",
  "country",
  "city",
  "website",
  "treatments",
  "experience",
  "languages",
  "accreditation",
] as const;

export const PARTNER_FORM: PageFormSpec<typeof PartnerSchema> = {
  name: "partner",
  fields: PARTNER_FIELDS,
  arrayFields: PARTNER_ARRAY_FIELDS,
  schema: PartnerSchema,
  required: PARTNER_REQUIRED,
  honeypot: "company_url_confirm",
  store: (data, meta) => createPartnerApplication(data, meta),
};
