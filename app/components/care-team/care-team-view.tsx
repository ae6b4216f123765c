import { Stethoscope } from "lucide-react";
import { type MessageId, useText } from "~/i18n/text";
import type { CareStep, CareTeam, Performer } from "~/utils/care-team";

/** A step's name (ids listed for the extractor). */
export const CARE_STEP_LABEL: Record<CareStep, MessageId> = {
  consultation: /*i18n*/ "care.step.consultation",
  procedure: /*i18n*/ "care.step.procedure",
  graft_extraction: /*i18n*/ "care.step.graft_extraction",
  graft_implantation: /*i18n*/ "care.step.graft_implantation",
  anaesthesia: /*i18n*/ "care.step.anaesthesia",
  aftercare: /*i18n*/ "care.step.aftercare",
};

function usePerformer() {
  const t = useText();
  return (team: CareTeam, p: Performer): { name: string; role: string } => {
    if (p.kind === "surgeon") return { name: team.surgeon.name, role: t("care.role.surgeon") };
    if (p.kind === "doctor") return { name: p.name, role: t("care.role.doctor") };
    return {
      name: p.name,
      role: p.role === "nurse" ? t("care.role.nurse") : t("care.role.technician"),
    };
  };
}

/**
 * Who performs each step, as the clinic states it in writing: on the package page, a received
 * quote, checkout and the booking. Names stay in their own direction (`bdi`) in Arabic.
 */
export function CareTeamView({
  team,
  headingLevel = 2,
  compact = false,
}: {
  team: CareTeam | null;
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
}) {
  const t = useText();
  const performer = usePerformer();
  const H = `h${headingLevel}` as "h2";
  return (
    <section aria-label={t("care.title")} className={compact ? "" : "space-y-3"} data-care-team>
      <H
        className={
          compact
            ? "text-sm font-semibold text-slate-900"
            : "flex items-center gap-2 text-lg font-semibold text-slate-900"
        }
      >
        {!compact && <Stethoscope aria-hidden className="size-5 text-primary-700" />}
        {t("care.title")}
      </H>
      {team ? (
        <>
          <p className="text-sm text-slate-700">
            {t("care.surgeon")}:{" "}
            <strong className="font-semibold text-slate-900">
              <bdi>{team.surgeon.name}</bdi>
            </strong>
            {team.surgeon.title ? (
              <span className="text-slate-600">
                {" "}
                · <bdi>{team.surgeon.title}</bdi>
              </span>
            ) : null}
          </p>
          <dl className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {team.steps.map((s) => {
              const p = performer(team, s.performer);
              return (
                <div
                  key={s.step}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2 text-sm"
                >
                  <dt className="font-medium text-slate-700">{t(CARE_STEP_LABEL[s.step])}</dt>
                  <dd className="text-slate-900">
                    <bdi>{p.name}</bdi> <span className="text-slate-600">({p.role})</span>
                  </dd>
                </div>
              );
            })}
          </dl>
          {!compact && <p className="text-xs text-slate-600">{t("care.in-writing")}</p>}
        </>
      ) : (
        <p className="text-sm text-slate-600">{t("care.none")}</p>
      )}
    </section>
  );
}
