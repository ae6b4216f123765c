import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { QuoteRequestPage } from "~/features/quotes/components/quote-request-page";
import {
  discardQuoteDraft,
  keepQuoteDraft,
  readQuoteDraft,
} from "~/features/quotes/quote-draft.server";
import { formContext, selectedOf } from "~/features/quotes/quote-request-context.server";
import {
  quoteRequestResumePath,
  valuesFromForm,
  valuesFromUrl,
} from "~/features/quotes/quote-request-values";
import { MAX_CLINICS_PER_REQUEST, QuoteRequestSchema } from "~/features/quotes/quote-schema";
import { createQuoteRequest } from "~/features/quotes/quotes.server";
import { i18nFor } from "~/i18n/catalog.server";
import { placeholders } from "~/i18n/fill";
import { assertLanguagePrefix, formLocale, pageI18n } from "~/i18n/page.server";
import { localizePath, splitLocale } from "~/i18n/paths";
import { CHECK_FIELDS, handleForm, intentsFor } from "~/utils/action.server";
import { getUser, type SessionUser } from "~/utils/permissions.server";
import { failure, ok } from "~/utils/result";
import { originFromMatches, seo } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import { fieldErrors } from "~/utils/validation";
import type { Route } from "./+types/quote-request";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const max = { max: MAX_CLINICS_PER_REQUEST };
  const { locale, i18n, text } = pageI18n(params, ["quote."], {
    "quote.page.intro": max,
    "quote.page.dropped": max,
    "quote.form.clinics-max": max,
    "quote.page.clinic-text": placeholders("link"),
    "quote.form.remove": placeholders("name"),
    "quote.form.treatment-package": placeholders("title"),
    "quote.form.records-none": placeholders("link"),
    "quote.form.records-consent": placeholders("consent"),
    "quote.form.share-with": placeholders("name"),
  });
  const meta = { title: i18n._("meta.quote.title"), description: i18n._("meta.quote.description") };

  const user = await getUser(request);
  const values = valuesFromUrl(url);
  // Back from signing in: the notes the server kept (never in the address).
  if (url.searchParams.get("resume") === "1") values.notes = (await readQuoteDraft(request)) ?? "";
  const ctx = await formContext(
    values,
    user?.role === "clinic" ? null : (user?.id ?? null),
    locale,
  );
  if (!values.treatment) values.treatment = ctx.pkg?.title ?? ctx.specialty;
  if (!ctx.pkg) values.package = "";
  return data(
    {
      locale,
      meta,
      text,
      values,
      selected: ctx.selected,
      dropped: ctx.dropped,
      options: ctx.options,
      treatments: ctx.treatments,
      records: ctx.records,
      packageTitle: ctx.pkg?.title ?? null,
      signedIn: Boolean(user),
      isClinic: user?.role === "clinic",
      idempotencyKey: randomUUID(),
      consentText: i18n._("quote.form.consent-text"),
    },
    { headers: NO_STORE },
  );
}

type ActionData = {
  formError: string;
  fieldErrors: Record<string, string>;
  values: ReturnType<typeof valuesFromForm>;
  selected: Awaited<ReturnType<typeof selectedOf>>;
};

const intent = intentsFor<SessionUser | null, ActionData>();

const send = intent({
  // Signed out: sign in, then come back to this form filled in.
  // The notes stay on the server meanwhile, sealed, with the key in this browser's cookie.
  guard: async ({ user, form, request }) => {
    if (!user) {
      const values = valuesFromForm(form);
      // Sign-in and the way back in the language of the page the form was sent from.
      const { locale } = splitLocale(new URL(request.url).pathname);
      const back = localizePath(quoteRequestResumePath(values), locale);
      const kept = await keepQuoteDraft(request, values.notes.slice(0, 4000));
      throw redirect(`${localizePath("/auth", locale)}?redirectTo=${encodeURIComponent(back)}`, {
        headers: kept ? { "Set-Cookie": kept } : undefined,
      });
    }
    return user;
  },
  run: async (form: FormData, { user }) => {
    if (user.role === "clinic")
      return failure(403, "Quote requests are sent from a patient account.");
    const parsed = QuoteRequestSchema.safeParse({
      ...valuesFromForm(form),
      idempotencyKey: String(form.get("idempotencyKey") ?? ""),
    });
    if (!parsed.success) return failure(400, CHECK_FIELDS, fieldErrors(parsed.error));
    // Sent again unchanged (Back, then Send; a reload; another tab) creates nothing: `again`.
    const r = await createQuoteRequest(user.id, parsed.data, { reuseRecent: true });
    if (!r.ok) return failure(r.status, r.message, r.field ? { [r.field]: r.message } : undefined);
    return ok({ count: r.clinicCount, again: r.again });
  },
  done: async ({ count, again }, _input, { request }) => {
    // The toast in the language of the page the request was sent from.
    const i18n = i18nFor(await formLocale(request));
    // Sent: the notes kept while signing in are no longer needed.
    const forget = await discardQuoteDraft(request);
    return redirectWithToast(
      "/dashboard/quotes",
      again
        ? {
            type: "info",
            title: i18n._("quote-msg.already-sent"),
            description: i18n._("quote-msg.already-sent-text", { count }),
          }
        : {
            type: "success",
            title: i18n._("quote-msg.sent"),
            description: i18n._("quote-msg.sent-text", { count }),
          },
      { headers: forget ? { "Set-Cookie": forget } : undefined },
    );
  },
});

export async function action({ request, params }: Route.ActionArgs) {
  assertLanguagePrefix(params);
  return handleForm(request, {
    guard: getUser,
    maxBytes: 64 * 1024,
    tooLarge: () => {
      throw data({ message: "The request is too large." }, { status: 413 });
    },
    defaultIntent: "send",
    intents: { send },
    reply: async (f, { form }) => {
      const values = valuesFromForm(form);
      const selected = await selectedOf(values, await formLocale(request));
      return data<ActionData>(
        { formError: f.message, fieldErrors: f.fieldErrors ?? {}, values, selected },
        { status: f.status },
      );
    },
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

export default function QuoteRequest({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <QuoteRequestPage
      isClinic={loaderData.isClinic}
      dropped={loaderData.dropped}
      form={{
        values: actionData?.values ?? loaderData.values,
        selected: actionData?.selected ?? loaderData.selected,
        options: loaderData.options,
        treatments: loaderData.treatments,
        records: loaderData.records,
        signedIn: loaderData.signedIn,
        idempotencyKey: loaderData.idempotencyKey,
        packageTitle: loaderData.packageTitle,
        consentText: loaderData.consentText,
        fieldErrors: actionData?.fieldErrors,
        formError: actionData?.formError,
      }}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/quote-request",
    origin: originFromMatches(matches),
    noindex: true,
    locale: loaderData?.locale,
  });
