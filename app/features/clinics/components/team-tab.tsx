import { ExternalLink, Pencil, Users } from "lucide-react";
import { Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { useResultToast } from "~/components/forms/result-toast";
import { Pagination } from "~/components/layout/pagination";
import { EmptyState, Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import { Initials } from "~/components/ui/initials";
import {
  ConfirmDelete,
  type EditorResult,
  MoveButtons,
} from "~/features/clinics/components/editor/editor-controls";
import type { getDoctor, listDoctors } from "~/features/clinics/editor.server";
import { useLocalePath, useText } from "~/i18n/text";
import { put } from "../clinic-messages";
import { DoctorForm } from "./doctor-form";

/** What the team tab's loader gives the page. */
export type TeamData = {
  clinic: { name: string; slug: string } | null;
  /** Each doctor with their years of practice as the page's language says them ("" if unknown). */
  team: Omit<Awaited<ReturnType<typeof listDoctors>>, "rows"> & {
    rows: (Awaited<ReturnType<typeof listDoctors>>["rows"][number] & { years: string })[];
  };
  editing: Awaited<ReturnType<typeof getDoctor>> | null;
  /** The editing doctor's evidence files (names only; they open through the download route). */
  evidence: { id: string; fileName: string; locked: boolean }[];
  /** The editing doctor is not verified, so the clinic may delete its evidence (decision 062). */
  evidenceDeletable: boolean;
  /** Per doctor id: "Verified on 3 Nov 2026" / "Not yet verified" … in the page's language. */
  statusTexts: Record<string, string>;
};

/** Dashboard → Team (clinic): the doctors on the clinic page, in order, and the doctor form. */
export function TeamTab({ data, result }: { data: TeamData; result?: EditorResult }) {
  useResultToast(result);
  const { team, editing, clinic } = data;
  const t = useText();
  const to = useLocalePath();
  return (
    <div className="space-y-6">
      <Panel
        title={t("clinic-dash.team.title")}
        description={t("clinic-dash.team.description")}
        actions={
          clinic ? (
            <Link
              to={to(`/clinic/${clinic.slug}#doctors`)}
              className={buttonVariants({ variant: "outline" })}
            >
              <ExternalLink aria-hidden /> {t("clinic-dash.team.view-page")}
            </Link>
          ) : undefined
        }
      >
        {result?.formError &&
          (result.intent === "doctor-delete" || result.intent === "doctor-move") && (
            <Notice tone="error" className="mb-4">
              {result.formError}
            </Notice>
          )}
        {team.total === 0 ? (
          <EmptyState
            icon={Users}
            title={t("clinic-dash.team.empty.title")}
            text={t("clinic-dash.team.empty.text")}
          />
        ) : (
          <ol
            className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
            data-testid="doctor-list"
          >
            {team.rows.map((d, i) => {
              const n = team.offset + i;
              return (
                <li key={d.id} className="flex flex-wrap items-center gap-4 p-4">
                  {d.photo ? (
                    <img
                      src={d.photo}
                      alt=""
                      width={56}
                      height={56}
                      className="size-14 shrink-0 rounded-full object-cover"
                    />
                  ) : (
                    <Initials name={d.name} size="xl" />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">{d.name}</p>
                    <p className="text-sm text-slate-600">
                      {d.title} · {d.specialty}
                      {d.years && ` · ${d.years}`}
                    </p>
                    {d.languages.length > 0 && (
                      <p className="text-sm text-slate-600">{d.languages.join(", ")}</p>
                    )}
                    <p className="text-sm font-medium text-slate-800" data-testid="doctor-status">
                      {data.statusTexts[d.id]}
                    </p>
                    <p className="text-sm text-slate-600">
                      {d.licenseNumber ? (
                        <>
                          {t("clinic-dash.team.licence")}{" "}
                          <span className="font-mono text-slate-900" dir="ltr">
                            {d.licenseNumber}
                          </span>
                        </>
                      ) : (
                        t("clinic-dash.team.no-licence")
                      )}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-start gap-2">
                    <MoveButtons
                      intent="doctor-move"
                      hidden={{ id: d.id }}
                      name={d.name}
                      first={n === 0}
                      last={n === team.total - 1}
                    />
                    <Link
                      to={`?edit=${d.id}${team.page > 1 ? `&page=${team.page}` : ""}#doctor-form`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      <Pencil aria-hidden /> {t("clinic-dash.common.edit")}
                      <span className="sr-only"> {d.name}</span>
                    </Link>
                    <ConfirmDelete
                      intent="doctor-delete"
                      hidden={{ id: d.id }}
                      label={t("clinic-dash.team.remove")}
                      question={put(t("clinic-dash.team.remove-ask"), { name: d.name })}
                      confirmLabel={t("clinic-dash.team.remove-yes")}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <Pagination
          look="split"
          page={team.page}
          pages={team.pages}
          href={(p) => `?page=${p}`}
          label={t("clinic-dash.team.pages")}
        />
      </Panel>
      <DoctorForm
        key={editing?.id ?? "new"}
        editing={editing}
        evidence={data.evidence}
        evidenceDeletable={data.evidenceDeletable}
        result={result}
      />
    </div>
  );
}
