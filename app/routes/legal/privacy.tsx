import { LegalDocument } from "~/features/content/components/legal-document";
import { pageI18n } from "~/i18n/page.server";
import { UntranslatedNote } from "~/i18n/untranslated-note";
import { originFromMatches, seo } from "~/utils/seo";
import { LEGAL_DOCUMENTS, LEGAL_EFFECTIVE_DATE, PRIVACY } from "../../../content/pages/legal";
import type { Route } from "./+types/privacy";

const DOC = LEGAL_DOCUMENTS.privacy;

export function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["privacy."]);
  const meta = {
    title: i18n._("privacy.meta.title"),
    description: i18n._("privacy.meta.description"),
  };
  return { locale, text, meta };
}

export default function PrivacyPage() {
  return (
    <>
      <UntranslatedNote />
      <LegalDocument
        slug={DOC.slug}
        title={DOC.title}
        summary={DOC.summary}
        effectiveDate={LEGAL_EFFECTIVE_DATE}
        sections={PRIVACY}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/privacy",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
