import { LegalDocument } from "~/features/content/components/legal-document";
import {
  editorialContent,
  editorialDate,
  LEGAL_EFFECTIVE_DATE,
} from "~/features/content/editorial.server";
import { pageI18n } from "~/i18n/page.server";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/cookies";

export async function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["cookies."]);
  const meta = {
    title: i18n._("cookies.meta.title"),
    description: i18n._("cookies.meta.description"),
  };
  const legal = await editorialContent("legal", locale);
  const content = {
    doc: legal.documents.cookies,
    sections: legal.cookies,
    documents: legal.documents,
    ui: legal.ui,
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    effectiveDateText: editorialDate(LEGAL_EFFECTIVE_DATE, locale),
  };
  return { locale, text, meta, content };
}

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData.content} />;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/cookies",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
