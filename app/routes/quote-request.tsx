import { randomUUID } from "node:crypto";
import { Link, data, redirect } from "react-router";
import { Notice } from "~/components/forms/notice";
import { buttonVariants } from "~/components/ui/button";
import {
  QuoteRequestForm,
  type QuoteRequestValues,
} from "~/features/quotes/components/quote-request-form";
import { MAX_CLINICS_PER_REQUEST } from "~/features/quotes/quote-limits";
import { QUOTE_MESSAGES, QuoteRequestSchema } from "~/features/quotes/quote-schema";
import {
  createQuoteRequest,
  findClinicsBySlugs,
  findPackageBySlug,
  listClinicOptions,
  listPatientRecordOptions,
  listTreatmentNames,
} from "~/features/quotes/quotes.server";
import { RECORD_SHARE_CONSENT_TEXT } from "~/features/records/sharing.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { getUser } from "~/utils/permissions.server";
import { readFormLimited } from "~/utils/request.server";
import { originFromMatches, seo } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import { fieldErrors as toFieldErrors } from "~/utils/validation";
import type { Route } from "./+types/quote-request";

const NO_STORE = { "Cache-Control": "private, no-store" };
const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,119}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's values from the query string (?clinic=…&package=… and, back from /auth, the rest). */
function valuesFromUrl(url: URL): QuoteRequestValues {
  const q = url.searchParams;
  const date = (k: string) => (ISO_DATE.test(q.get(k) ?? "") ? q.get(k)! : "");
  const travellers = Number(q.get("travellers"));
  return {
    clinics: q.getAll("clinic").filter((s) => SLUG_RE.test(s)),
    treatment: (q.get("treatment") ?? "").slice(0, 200),
    preferredStart: date("start"),
    preferredEnd: date("end"),
    travellers:
      Number.isInteger(travellers) && travellers >= 1 && travellers <= 20
        ? String(travellers)
        : "1",
    notes: "",
    package: SLUG_RE.test(q.get("package") ?? "") ? q.get("package")! : "",
    shares: [],
  };
}

function valuesFromForm(form: FormData): QuoteRequestValues {
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  // A date can come twice (the picker's hidden input and the no-JavaScript date input).
  const firstDate = (k: string) =>
    form.getAll(k).find((v): v is string => typeof v === "string" && v.trim() !== "") ?? "";
  const all = (k: string) => form.getAll(k).filter((v): v is string => typeof v === "string");
  return {
    clinics: all("clinics").filter((s) => s.trim() !== ""),
    treatment: str("treatment"),
    preferredStart: firstDate("preferredStart"),
    preferredEnd: firstDate("preferredEnd"),
    travellers: str("travellers"),
    notes: str("notes"),
    package: str("package"),
    shares: all("shares"),
  };
}

async function formContext(values: QuoteRequestValues, userId: string | null) {
  const pkg = values.package ? await findPackageBySlug(values.package) : null;
  const slugs = [...new Set([...values.clinics, ...(pkg ? [pkg.clinicSlug] : [])])];
  const [found, options, treatments, records] = await Promise.all([
    findClinicsBySlugs(slugs),
    listClinicOptions(),
    listTreatmentNames(),
    userId ? listPatientRecordOptions(userId) : Promise.resolve([]),
  ]);
  return {
    pkg,
    selected: found
      .slice(0, MAX_CLINICS_PER_REQUEST)
      .map(({ slug, name, city, country }) => ({ slug, name, city, country })),
    dropped: Math.max(0, found.length - MAX_CLINICS_PER_REQUEST),
    specialty: found.length === 1 ? found[0]!.specialty : "",
    options,
    treatments,
    records,
  };
}

/** The clinics a failed submit named, so the form shows what was sent (at most 5). */
async function selectedOf(values: QuoteRequestValues) {
  const found = await findClinicsBySlugs(values.clinics.slice(0, 20));
  return found.map(({ slug, name, city, country }) => ({ slug, name, city, country }));
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getUser(request);
  const values = valuesFromUrl(url);
  const ctx = await formContext(values, user?.role === "clinic" ? null : (user?.id ?? null));
  if (!values.treatment) values.treatment = ctx.pkg?.title ?? ctx.specialty;
  if (!ctx.pkg) values.package = "";
  return data(
    {
      values,
      selected: ctx.selected,
      dropped: ctx.dropped,
      options: ctx.options,
      treatments: ctx.treatments,
      records: ctx.records,
      packageTitle: ctx.pkg?.title ?? null,
      signedIn: Boolean(user),
      isClinic: user?.role === "clinic",
      resume: url.searchParams.get("resume") === "1",
      idempotencyKey: randomUUID(),
      consentText: RECORD_SHARE_CONSENT_TEXT,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const body = await readFormLimited(request, 64 * 1024);
  if (body.tooLarge) throw data({ message: "The request is too large." }, { status: 413 });
  const values = valuesFromForm(body.form);
  const user = await getUser(request);

  if (!user) {
    // Signed out: sign in, then come back to this form filled in (notes stay in the browser tab,
    // never in a URL).
    const back = new URLSearchParams();
    for (const c of values.clinics.filter((s) => SLUG_RE.test(s)).slice(0, MAX_CLINICS_PER_REQUEST))
      back.append("clinic", c);
    if (SLUG_RE.test(values.package)) back.set("package", values.package);
    if (values.treatment.trim()) back.set("treatment", values.treatment.trim().slice(0, 200));
    if (ISO_DATE.test(values.preferredStart)) back.set("start", values.preferredStart);
    if (ISO_DATE.test(values.preferredEnd)) back.set("end", values.preferredEnd);
    if (/^\d{1,2}$/.test(values.travellers)) back.set("travellers", values.travellers);
    back.set("resume", "1");
    throw redirect(`/auth?redirectTo=${encodeURIComponent(`/quote-request?${back}`)}`);
  }
  if (user.role === "clinic") {
    return data(
      {
        formError: "Quote requests are sent from a patient account.",
        fieldErrors: {} as Record<string, string>,
        values,
        selected: await selectedOf(values),
      },
      { status: 403 },
    );
  }

  const parsed = QuoteRequestSchema.safeParse({
    ...values,
    idempotencyKey: String(body.form.get("idempotencyKey") ?? ""),
  });
  if (!parsed.success) {
    return data(
      {
        formError: "Please check the highlighted fields.",
        fieldErrors: toFieldErrors(parsed.error),
        values,
        selected: await selectedOf(values),
      },
      { status: 400 },
    );
  }
  const result = await createQuoteRequest(user.id, parsed.data);
  if (!result.ok) {
    return data(
      {
        formError: result.message,
        fieldErrors: (result.field ? { [result.field]: result.message } : {}) as Record<
          string,
          string
        >,
        values,
        selected: await selectedOf(values),
      },
      { status: result.status },
    );
  }
  const n = result.clinicCount;
  return redirectWithToast("/dashboard/quotes", {
    type: "success",
    title: QUOTE_MESSAGES.requestSent,
    description: `Sent to ${n} ${n === 1 ? "clinic" : "clinics"}. You will be notified as soon as a quote arrives.`,
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

export default function QuoteRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  return (
    <div className="bg-slate-50/70 pb-16">
      <div className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
        <div className="container-page pb-8 pt-8 sm:pt-12">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
            Personal quote
          </p>
          <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Request a quote
          </h1>
          <p className="mt-3 max-w-2xl text-pretty text-slate-600">
            Ask up to {MAX_CLINICS_PER_REQUEST} verified clinics at once. Each sends you its own
            itemised quote, which you can accept or decline in your dashboard.
          </p>
        </div>
      </div>
      <div className="container-page mt-8 max-w-3xl">
        {loaderData.isClinic ? (
          <Notice tone="info" title="You are signed in as a clinic">
            Quote requests are sent from a patient account. Requests patients send to your clinic
            are in{" "}
            <Link to="/dashboard/requests" className="font-semibold underline">
              your dashboard
            </Link>
            .
          </Notice>
        ) : (
          <section className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-8">
            {!loaderData.signedIn && (
              <Notice tone="info" className="mb-6" title="You will be asked to sign in">
                Fill in the form; after you sign in or create an account you come straight back to
                send it.{" "}
                <Link
                  to={`/auth?redirectTo=${encodeURIComponent("/quote-request")}`}
                  className={buttonVariants({ variant: "link", size: null, className: "text-sm" })}
                >
                  Sign in now
                </Link>
              </Notice>
            )}
            {loaderData.dropped > 0 && (
              <Notice tone="warning" className="mb-6">
                You can ask up to {MAX_CLINICS_PER_REQUEST} clinics at once; the first{" "}
                {MAX_CLINICS_PER_REQUEST} are chosen.
              </Notice>
            )}
            <QuoteRequestForm
              values={values}
              selected={actionData?.selected ?? loaderData.selected}
              options={loaderData.options}
              treatments={loaderData.treatments}
              records={loaderData.records}
              signedIn={loaderData.signedIn}
              idempotencyKey={loaderData.idempotencyKey}
              packageTitle={loaderData.packageTitle}
              consentText={loaderData.consentText}
              fieldErrors={actionData?.fieldErrors}
              formError={actionData?.formError}
              resume={loaderData.resume}
            />
          </section>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Request a quote",
    description:
      "Ask up to 5 verified clinics for a personal, itemised quote for your treatment abroad.",
    path: "/quote-request",
    origin: originFromMatches(matches),
    noindex: true,
  });
