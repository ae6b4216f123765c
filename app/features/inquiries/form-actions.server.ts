import type { z } from "zod";
import { publicOrigin } from "~/utils/env.server";
import { readFormData } from "~/utils/request.server";
import { isUuid } from "~/utils/validation";
import type { FormId, NoticeStatus } from "./form-notice";
import {
  clientIp,
  hashIp,
  hitRateLimit,
  jsonResponse,
  redirectBack,
  sourcePathFrom,
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
  LIMITS,
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

/**
 * The request side of every public form: read the body (bounded), drop bots (honeypot),
 * validate with the shared schema, apply the per-IP limit, store, then answer JSON to the
 * fetcher UIs (`_js=1`) or redirect/re-render for a plain HTML post.
 */

function metaFor(request: Request, raw: Record<string, unknown>): SubmitMeta & { ip: string } {
  const ip = clientIp(request);
  return {
    ip,
    ipHash: hashIp(ip),
    sourcePath: sourcePathFrom(request, raw.sourcePath),
    origin: publicOrigin(),
  };
}

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

export type FormValues = Record<string, string | string[]>;

export type PageFormResult =
  | {
      status: "error";
      message: string;
      errors: FieldErrors;
      values: FormValues;
      idempotencyKey: string;
    }
  | { status: "sent"; values: FormValues; email: string; nextKey: string }
  | { status: "editing"; values: FormValues; idempotencyKey: string };

export type PageFormResponse = { result: PageFormResult; httpStatus: number };

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

function keyFrom(raw: Record<string, unknown>): string {
  const k = raw.idempotencyKey;
  return typeof k === "string" && isUuid(k) ? k.toLowerCase() : crypto.randomUUID();
}

type PageSpec<S extends z.ZodType<{ email: string; idempotencyKey?: string }>> = {
  name: string;
  fields: readonly string[];
  arrayFields?: readonly string[];
  schema: S;
  required: readonly string[];
  honeypot: string;
  store: (data: z.infer<S>, meta: SubmitMeta) => Promise<unknown>;
};

async function handlePageForm<S extends z.ZodType<{ email: string; idempotencyKey?: string }>>(
  request: Request,
  spec: PageSpec<S>,
): Promise<PageFormResponse> {
  const read = await readFormData(request);
  if (!read.ok) {
    return {
      httpStatus: 400,
      result: {
        status: "error",
        message: read.message,
        errors: {},
        values: {},
        idempotencyKey: crypto.randomUUID(),
      },
    };
  }
  const raw = formDataToObject(read.formData, spec.arrayFields);
  const values = echoValues(raw, spec.fields);
  const idempotencyKey = keyFrom(raw);

  // 'Send Another Message': back to the form with the same values and a fresh key.
  if (raw.intent === "again") {
    return {
      httpStatus: 200,
      result: { status: "editing", values, idempotencyKey: crypto.randomUUID() },
    };
  }

  const sent = (email: string): PageFormResponse => ({
    httpStatus: 200,
    result: { status: "sent", values, email, nextKey: crypto.randomUUID() },
  });

  if (cleanLine(raw[spec.honeypot])) return sent(cleanLine(raw.email).slice(0, LIMITS.email));

  const parsed = parseForm(spec.schema, raw, spec.required);
  if (!parsed.ok) {
    return {
      httpStatus: 400,
      result: {
        status: "error",
        message: parsed.message,
        errors: parsed.errors,
        values,
        idempotencyKey,
      },
    };
  }

  const meta = metaFor(request, raw);
  const limit = await hitRateLimit(spec.name, meta.ipHash ?? "unknown");
  if (!limit.ok) {
    return {
      httpStatus: 429,
      result: { status: "error", message: MESSAGES.tooMany, errors: {}, values, idempotencyKey },
    };
  }

  await spec.store({ ...parsed.data, idempotencyKey }, meta);
  return sent(parsed.data.email);
}

export const CONTACT_FIELDS = [
  "fullName",
  "email",
  "phone",
  "subject",
  "message",
  "aboutKind",
  "aboutId",
] as const;

export function handleContactPost(request: Request): Promise<PageFormResponse> {
  return handlePageForm(request, {
    name: "contact",
    fields: CONTACT_FIELDS,
    schema: ContactSchema,
    required: CONTACT_REQUIRED,
    honeypot: "website",
    store: (data, meta) => createContactMessage(data, meta),
  });
}

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

export function handlePartnerPost(request: Request): Promise<PageFormResponse> {
  return handlePageForm(request, {
    name: "partner",
    fields: PARTNER_FIELDS,
    arrayFields: PARTNER_ARRAY_FIELDS,
    schema: PartnerSchema,
    required: PARTNER_REQUIRED,
    honeypot: "company_url_confirm",
    store: (data, meta) => createPartnerApplication(data, meta),
  });
}
