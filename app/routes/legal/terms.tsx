import { LegalDocument } from "~/features/content/components/legal-document";
import {
  editorialContent,
  editorialDate,
  LEGAL_EFFECTIVE_DATE,
} from "~/features/content/editorial.server";
import { pageI18n } from "~/i18n/page.server";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/terms";

export async function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["terms."]);
  const meta = {
    title: i18n._("terms.meta.title"),
    description: i18n._("terms.meta.description"),
  };
  const legal = await editorialContent("legal", locale);
  const content = {
    doc: legal.documents.terms,
    sections: legal.terms,
    documents: legal.documents,
    ui: legal.ui,
    effectiveDate: LEGAL_EFFECTIVE_DATE,
    effectiveDateText: editorialDate(LEGAL_EFFECTIVE_DATE, locale),
  };
  return { locale, text, meta, content };
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData.content} />;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/terms",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
