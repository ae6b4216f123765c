import { BadgeCheck } from "lucide-react";
import type { MessageId } from "~/i18n/message-ids";
import { useText } from "~/i18n/text";
import { ProfileSection } from "./profile-section";

type Credential = {
  id: string;
  kind: string;
  name: string;
  issuer: string | null;
  number: string | null;
  /** "Valid until 30 June 2027" (the loader's), or null. */
  expiresText: string | null;
  /** "Verified on 22 September 2026" while the check counts; null: not (yet) verified. */
  verifiedText: string | null;
};

const KIND_LABELS: Record<string, MessageId> = {
  health_tourism_authorisation: /*i18n*/ "clinic.credentials.kind.health_tourism_authorisation",
  clinic_licence: /*i18n*/ "clinic.credentials.kind.clinic_licence",
  accreditation: /*i18n*/ "clinic.credentials.kind.accreditation",
  insurance: /*i18n*/ "clinic.credentials.kind.insurance",
};

/** The clinic's licences, accreditations and insurance, each with its own check (decision 051). */
export function ClinicCredentials({ credentials }: { credentials: Credential[] }) {
  const t = useText();
  if (!credentials.length) return null;
  return (
    <ProfileSection
      id="credentials"
      title={t("clinic.credentials.title")}
      description={t("clinic.verify.meaning")}
    >
      <ul className="grid gap-3 md:grid-cols-2">
        {credentials.map((c) => (
          <li key={c.id} className="rounded-xl p-4 text-sm ring-1 ring-slate-200">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
              {t(KIND_LABELS[c.kind] ?? "clinic.credentials.kind.clinic_licence")}
            </p>
            <h3 className="mt-1 font-semibold text-slate-900">{c.name}</h3>
            {c.issuer && <p className="text-slate-700">{c.issuer}</p>}
            {c.number && (
              <p className="text-slate-600">
                {t("clinic.credentials.number")}{" "}
                <span dir="ltr" className="font-mono text-slate-900">
                  {c.number}
                </span>
              </p>
            )}
            {c.expiresText && <p className="text-slate-600">{c.expiresText}</p>}
            <p
              className={
                c.verifiedText
                  ? "mt-2 inline-flex items-center gap-1 font-semibold text-emerald-800"
                  : "mt-2 text-slate-600"
              }
            >
              {c.verifiedText ? (
                <>
                  <BadgeCheck aria-hidden className="size-4" /> {c.verifiedText}
                </>
              ) : (
                t("clinic.verify.not-yet")
              )}
            </p>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
