import { BadgeCheck, ExternalLink as ExternalIcon, Languages, Stethoscope } from "lucide-react";
import { Initials } from "~/components/ui/initials";
import { useText } from "~/i18n/text";
import { ExternalLink } from "./external-link";
import { ProfileSection } from "./profile-section";

type Doctor = {
  id: string;
  name: string;
  title: string;
  specialty: string;
  languages: string[];
  yearsExperience: number | null;
  photo: string | null;
  licenseNumber: string | null;
  registryUrl: string | null;
  /** "12 years of practice" in the page's language (the loader's). */
  yearsText?: string | null;
  regulator?: string | null;
  boardCertification?: string | null;
  /** "Hair Transplant: 240 per year" each, as declared by the clinic (the loader's). */
  procedures?: string[];
  /** "Verified on 6 October 2026" while the check counts; null: not (yet) verified. */
  verifiedText?: string | null;
};

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "registry";
  }
}

export function ClinicDoctors({ doctors }: { doctors: Doctor[] }) {
  const t = useText();
  if (!doctors.length) return null;
  return (
    <ProfileSection
      id="doctors"
      title={t("clinic.doctors.title")}
      description={t("clinic.doctors.description")}
    >
      <ul className="grid gap-4 md:grid-cols-2">
        {doctors.map((d) => (
          <li key={d.id} className="flex flex-col rounded-xl p-4 ring-1 ring-slate-200">
            <div className="flex items-center gap-4">
              {d.photo ? (
                <img
                  src={d.photo}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 shrink-0 rounded-full object-cover"
                />
              ) : (
                <Initials name={d.name} size="2xl" />
              )}
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{d.name}</h3>
                <p className="text-sm text-slate-600">{d.title}</p>
              </div>
            </div>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex items-start gap-2">
                <dt>
                  <Stethoscope aria-hidden className="mt-0.5 size-4 text-primary-700" />
                  <span className="sr-only">{t("clinic.fact.specialty")}</span>
                </dt>
                <dd className="text-slate-700">{d.specialty}</dd>
              </div>
              {d.languages.length > 0 && (
                <div className="flex items-start gap-2">
                  <dt>
                    <Languages aria-hidden className="mt-0.5 size-4 text-primary-700" />
                    <span className="sr-only">{t("clinic.fact.languages")}</span>
                  </dt>
                  <dd className="text-slate-700">{d.languages.join(", ")}</dd>
                </div>
              )}
              {d.yearsExperience != null && (
                <div className="flex items-start gap-2">
                  <dt>
                    <BadgeCheck aria-hidden className="mt-0.5 size-4 text-primary-700" />
                    <span className="sr-only">{t("clinic.doctors.yearsLabel")}</span>
                  </dt>
                  <dd className="text-slate-700">
                    {d.yearsText ?? `${d.yearsExperience} years of practice`}
                  </dd>
                </div>
              )}
            </dl>
            {(d.boardCertification || (d.procedures && d.procedures.length > 0)) && (
              <dl className="mt-2 space-y-1 text-sm">
                {d.boardCertification && (
                  <div>
                    <dt className="inline text-slate-600">{t("clinic.doctors.board")}: </dt>
                    <dd className="inline text-slate-700">{d.boardCertification}</dd>
                  </div>
                )}
                {d.procedures && d.procedures.length > 0 && (
                  <div>
                    <dt className="inline text-slate-600">{t("clinic.doctors.procedures")}: </dt>
                    <dd className="inline text-slate-700">{d.procedures.join(" · ")}</dd>
                  </div>
                )}
              </dl>
            )}
            <p
              className={
                d.verifiedText
                  ? "mt-3 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800"
                  : "mt-3 text-sm text-slate-600"
              }
              data-testid="doctor-verification"
            >
              {d.verifiedText ? (
                <>
                  <BadgeCheck aria-hidden className="size-4" /> {d.verifiedText}
                </>
              ) : (
                t("clinic.verify.not-yet")
              )}
            </p>
            {d.licenseNumber && (
              <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm">
                <p className="text-slate-600">
                  {t("clinic.doctors.licence")}{" "}
                  <span dir="ltr" className="font-mono font-medium text-slate-900">
                    {d.licenseNumber}
                  </span>
                  {d.regulator && (
                    <span className="block text-slate-600">
                      {t("clinic.doctors.regulator")}: <bdi>{d.regulator}</bdi>
                    </span>
                  )}
                </p>
                {d.registryUrl && (
                  <ExternalLink
                    href={d.registryUrl}
                    className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary-800 underline-offset-4 hover:underline"
                  >
                    {t("clinic.doctors.check")} <bdi>{hostOf(d.registryUrl)}</bdi>
                    <ExternalIcon aria-hidden className="size-3.5" />
                  </ExternalLink>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">{t("clinic.verify.meaning")}</p>
    </ProfileSection>
  );
}
