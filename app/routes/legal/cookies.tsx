import { LegalDocument } from "~/features/content/components/legal-document";
import { originFromMatches, seo } from "~/utils/seo";
import { LEGAL_DOCUMENTS, LEGAL_EFFECTIVE_DATE, COOKIES } from "../../../content/pages/legal";
import type { Route } from "./+types/cookies";

const DOC = LEGAL_DOCUMENTS.cookies;

export default function CookiesPage() {
  return (
    <LegalDocument
      slug={DOC.slug}
      title={DOC.title}
      summary={DOC.summary}
      effectiveDate={LEGAL_EFFECTIVE_DATE}
      sections={COOKIES}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Cookie Policy — The cookies CareAtlas uses",
    description:
      "The cookies and browser storage CareAtlas uses: essential, preference, analytics and marketing cookies, what each does and how you can control them.",
    path: "/cookies",
    origin: originFromMatches(matches),
  });
