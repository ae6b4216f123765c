import type { z } from "zod";
import { readFormData } from "~/utils/request.server";
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

type EndpointSpec<S extends z.ZodType> = {
  /** Rate-limit bucket. */
  name: string;
  formId: (raw: Record<string, unknown>) => FormId;
  schema: S;
  required?: readonly string[];
  honeypot?: string;
  invalidNotice?: (errors: FieldErrors) => NoticeStatus;
  store: (data: z.infer<S>, meta: SubmitMeta) => Promise<unknown>;
};

async function handleEndpoint<S extends z.ZodType>(
  request: Request,
  spec: EndpointSpec<S>,
): Promise<Response> {
  const read = await readFormData(request);
  if (!read.ok) return jsonResponse({ ok: false, message: read.message }, 400);
  const raw = formDataToObject(read.formData);
  const js = wantsJson(read.formData);
  const formId = spec.formId(raw);

  // A bot filled the invisible field: answer as if it worked, keep nothing.
  if (cleanLine(raw[spec.honeypot ?? "website"])) {
    return js ? jsonResponse({ ok: true }) : redirectBack(request, formId, "ok", raw.sourcePath);
  }

  const parsed = parseForm(spec.schema, raw, spec.required);
  if (!parsed.ok) {
    return js
      ? jsonResponse({ ok: false, errors: parsed.errors, message: parsed.message }, 400)
      : redirectBack(
          request,
          formId,
          spec.invalidNotice?.(parsed.errors) ?? "invalid",
          raw.sourcePath,
        );
  }

  const meta = metaFor(request, raw);
  const limit = await hitRateLimit(spec.name, meta.ipHash ?? "unknown");
  if (!limit.ok) {
    return js
      ? jsonResponse({ ok: false, message: MESSAGES.tooMany }, 429, {
          "Retry-After": String(limit.retryAfterSeconds),
        })
      : tooManyPage(request, limit.retryAfterSeconds);
  }

  await spec.store(parsed.data, meta);
  return js ? jsonResponse({ ok: true }) : redirectBack(request, formId, "ok", raw.sourcePath);
}

export function handleNewsletterPost(request: Request) {
  return handleEndpoint(request, {
    name: "newsletter",
    formId: (raw) => (raw.source === "blog" ? "newsletter-blog" : "newsletter-footer"),
    schema: NewsletterSchema,
    invalidNotice: (errors) => (errors.email ? "invalid" : errors.consent ? "consent" : "invalid"),
    store: (data, meta) => subscribeToNewsletter(data, meta),
  });
}

export function handleAppNotifyPost(request: Request) {
  return handleEndpoint(request, {
    name: "app-notify",
    formId: () => "app-notify",
    schema: AppNotifySchema,
    store: (data, meta) => createAppNotifySignup(data, meta),
  });
}

export function handleGetNotifiedPost(request: Request) {
  return handleEndpoint(request, {
    name: "get-notified",
    formId: () => "get-notified",
    schema: GetNotifiedSchema,
    store: (data, meta) => createSearchAlert(data, meta),
  });
}

export function handleInquiryPost(request: Request) {
  return handleEndpoint(request, {
    name: "inquiry",
    formId: () => "inquiry",
    schema: InquirySchema,
    required: INQUIRY_REQUIRED,
    store: (data, meta) => createInquiry(data, meta),
  });
}

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
