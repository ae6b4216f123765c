import { Award, BadgeCheck, Clock3, Languages, Stethoscope, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LISTING_LANG, OriginalLanguageNote } from "~/i18n/original-language-note";
import { useText } from "~/i18n/text";
import { languagesLabel } from "../clinic-format";
import { ProfileSection } from "./profile-section";

/** `name` and `yearsExperience` reach the page through its texts (`clinic.about.title`, `clinic.fact.years`). */
export function ClinicAbout({
  text,
  translated = false,
  specialty,
  languages,
  certifications,
  awards,
  yearsExperience,
}: {
  name: string;
  text: string;
  /** The clinic's own translation into the page's language (no note; the page's lang and dir). */
  translated?: boolean;
  yearsExperience: number | null;
  specialty: string;
  languages: string[];
  certifications: string[];
  awards: string[];
}) {
  const t = useText();
  const paragraphs = text.split(/\n{2,}/).filter(Boolean);
  return (
    <ProfileSection id="about" title={t("clinic.about.title")}>
      {!translated && <OriginalLanguageNote text={t("clinic.original")} />}
      <div
        lang={translated ? undefined : LISTING_LANG}
        dir={translated ? undefined : "ltr"}
        className="space-y-3 leading-relaxed text-slate-700"
        data-testid="clinic-about-text"
      >
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        {/* Only what the clinic stated: no figure when it gave none (issue 16 item 7). */}
        {yearsExperience !== null && (
          <Fact icon={Clock3} label={t("clinic.fact.experience")}>
            {t("clinic.fact.years")}
          </Fact>
        )}
        <Fact icon={Stethoscope} label={t("clinic.fact.specialty")}>
          {specialty}
        </Fact>
        <Fact icon={Languages} label={t("clinic.fact.languages")}>
          {languagesLabel(languages)}
        </Fact>
      </dl>
      {certifications.length > 0 && (
        <div className="mt-6">
          <h3 className="text-sm font-semibold text-slate-900">
            {t("clinic.about.certifications")}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {certifications.map((c) => (
              <li
                key={c}
                className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
              >
                <BadgeCheck aria-hidden className="size-4 text-emerald-700" />
                {c}
              </li>
            ))}
          </ul>
        </div>
      )}
      {awards.length > 0 && (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">{t("clinic.about.awards")}</h3>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
            {awards.map((a) => (
              <li key={a} className="flex items-start gap-2">
                <Award aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                {a}
              </li>
            ))}
          </ul>
        </div>
      )}
    </ProfileSection>
  );
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    // dt and dd are direct children of the <dl>'s <div> (HTML allows nothing else there), so the
    // icon sits inside the dt, positioned at the start of the line.
    <div className="relative min-w-0 rounded-xl bg-slate-50 p-4 ps-[4.25rem] ring-1 ring-slate-900/5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        <span className="absolute start-4 top-4 grid size-10 place-items-center rounded-full bg-primary-100 text-primary-800">
          <Icon aria-hidden className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
