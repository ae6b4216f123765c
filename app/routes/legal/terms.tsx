import { LegalDocument } from "~/features/content/components/legal-document";
import { pageI18n } from "~/i18n/page.server";
import { UntranslatedNote } from "~/i18n/untranslated-note";
import { originFromMatches, seo } from "~/utils/seo";
import { LEGAL_DOCUMENTS, LEGAL_EFFECTIVE_DATE, TERMS } from "../../../content/pages/legal";
import type { Route } from "./+types/terms";

const DOC = LEGAL_DOCUMENTS.terms;

export function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["terms."]);
  const meta = {
    title: i18n._("terms.meta.title"),
    description: i18n._("terms.meta.description"),
  };
  return { locale, text, meta };
}

export default function TermsPage() {
  return (
    <>
      <UntranslatedNote />
      <LegalDocument
        slug={DOC.slug}
        title={DOC.title}
        summary={DOC.summary}
        effectiveDate={LEGAL_EFFECTIVE_DATE}
        sections={TERMS}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/terms",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
