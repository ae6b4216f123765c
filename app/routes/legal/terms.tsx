import { LegalDocument } from "~/features/content/components/legal-document";
import { originFromMatches, seo } from "~/utils/seo";
import { LEGAL_DOCUMENTS, LEGAL_EFFECTIVE_DATE, TERMS } from "../../../content/pages/legal";
import type { Route } from "./+types/terms";

const DOC = LEGAL_DOCUMENTS.terms;

export default function TermsPage() {
  return (
    <LegalDocument
      slug={DOC.slug}
      title={DOC.title}
      summary={DOC.summary}
      effectiveDate={LEGAL_EFFECTIVE_DATE}
      sections={TERMS}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Terms of Service — Bookings, deposits and cancellations",
    description:
      "The terms for using CareAtlas: bookings are made directly with clinic partners, how deposits and cancellations work, reviews, acceptable use and our liability.",
    path: "/terms",
    origin: originFromMatches(matches),
  });
