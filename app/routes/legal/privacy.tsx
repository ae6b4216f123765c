import { LegalDocument } from "~/features/content/components/legal-document";
import { originFromMatches, seo } from "~/utils/seo";
import { LEGAL_DOCUMENTS, LEGAL_EFFECTIVE_DATE, PRIVACY } from "../../../content/pages/legal";
import type { Route } from "./+types/privacy";

const DOC = LEGAL_DOCUMENTS.privacy;

export default function PrivacyPage() {
  return (
    <LegalDocument
      slug={DOC.slug}
      title={DOC.title}
      summary={DOC.summary}
      effectiveDate={LEGAL_EFFECTIVE_DATE}
      sections={PRIVACY}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Privacy Policy — What data we store and your rights",
    description:
      "What personal and health data CareAtlas stores and why, who we share it with (never sold or shared without consent), how long we keep it and how to delete it.",
    path: "/privacy",
    origin: originFromMatches(matches),
  });
