import { LegalDocument } from "~/features/content/components/legal-document";
import { pageI18n } from "~/i18n/page.server";
import { UntranslatedNote } from "~/i18n/untranslated-note";
import { originFromMatches, seo } from "~/utils/seo";
import { LEGAL_DOCUMENTS, LEGAL_EFFECTIVE_DATE, COOKIES } from "../../../content/pages/legal";
import type { Route } from "./+types/cookies";

const DOC = LEGAL_DOCUMENTS.cookies;

export function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["cookies."]);
  const meta = {
    title: i18n._("cookies.meta.title"),
    description: i18n._("cookies.meta.description"),
  };
  return { locale, text, meta };
}

export default function CookiesPage() {
  return (
    <>
      <UntranslatedNote />
      <LegalDocument
        slug={DOC.slug}
        title={DOC.title}
        summary={DOC.summary}
        effectiveDate={LEGAL_EFFECTIVE_DATE}
        sections={COOKIES}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/cookies",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
