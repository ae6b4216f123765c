import { data } from "react-router";
import { getCatalogueStats } from "~/features/catalogue/catalogue.server";
import { PartnerPage } from "~/features/inquiries/components/partner-page";
import { PARTNER_FORM } from "~/features/inquiries/form-actions.server";
import { formMessagesFor } from "~/features/inquiries/inquiry-messages.server";
import { pageFormPipeline } from "~/features/inquiries/page-form.server";
import { placeholders } from "~/i18n/fill";
import { assertLanguagePrefix, pageI18n } from "~/i18n/page.server";
import { handleForm } from "~/utils/action.server";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/partner";

export async function loader({ params }: Route.LoaderArgs) {
  const stats = await getCatalogueStats();
  const { locale, i18n, text } = pageI18n(params, ["partner."], {
    "partner.sent.text": placeholders("email"),
    "partner.form.privacy": placeholders("link"),
  });
  const figure = (n: number, id: string) => [i18n.number(n), i18n._(id, { count: n })];
  const meta = {
    title: i18n._("meta.partner.title"),
    description: i18n._("meta.partner.description"),
  };
  return data(
    {
      locale,
      meta,
      text,
      formMessages: formMessagesFor(locale),
      idempotencyKey: crypto.randomUUID(),
      figures: [
        figure(stats.clinics, /*i18n*/ "partnerData.clinics"),
        figure(stats.reviews, /*i18n*/ "partnerData.reviews"),
        figure(stats.countries, /*i18n*/ "partnerData.countries"),
      ] as [string, string][],
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Anyone may apply; the pipeline reads the body, answers "again", or stores the application. */
export async function action({ request, params }: Route.ActionArgs) {
  assertLanguagePrefix(params);
  return handleForm(request, { guard: async () => null, ...pageFormPipeline(PARTNER_FORM) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

export default function Partner({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PartnerPage
      figures={loaderData.figures}
      result={actionData}
      idempotencyKey={loaderData.idempotencyKey}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/partner",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
