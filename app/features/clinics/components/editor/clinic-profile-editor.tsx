import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { useResultToast } from "~/components/forms/result-toast";
import { Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import { useLocalePath, useText } from "~/i18n/text";
import { CasesPanel } from "./cases-panel";
import { DetailsForm } from "./details-form";
import type { EditorResult } from "./editor-controls";
import type { EditorData } from "./editor-data";
import { PhotosPanel } from "./photos-panel";
import { ReviewState } from "./review-state";

/** The clinic editor tab: the header with its section links, then details, photos and cases. */
export function ClinicProfileEditor({ data, result }: { data: EditorData; result?: EditorResult }) {
  useResultToast(result);
  const { clinic } = data;
  const t = useText();
  const to = useLocalePath();
  return (
    <div className="space-y-6">
      <Panel
        title={t("clinic-dash.profile.title")}
        description={t("clinic-dash.profile.description")}
        actions={
          <Link
            to={to(`/clinic/${clinic.slug}`)}
            className={buttonVariants({ variant: "outline" })}
          >
            <ExternalLink aria-hidden /> {t("clinic-dash.profile.view-page")}
          </Link>
        }
      >
        <ReviewState clinic={clinic} />
        <nav
          aria-label={t("clinic-dash.profile.sections")}
          className="mt-4 flex flex-wrap gap-2 text-sm"
        >
          {[
            ["details", t("clinic-dash.profile.nav.details")],
            ["photos", t("clinic-dash.profile.nav.photos")],
            ["cases", t("clinic-dash.profile.nav.cases")],
          ].map(([id, label]) => (
            <a
              key={id}
              href={`#${id}`}
              className={buttonVariants({ variant: "subtle", size: "sm" })}
            >
              {label}
            </a>
          ))}
          <Link to="/dashboard/team" className={buttonVariants({ variant: "subtle", size: "sm" })}>
            {t("clinic-dash.profile.nav.team")}
          </Link>
        </nav>
      </Panel>
      <DetailsForm data={data} result={result} />
      <PhotosPanel clinic={clinic} result={result} />
      <CasesPanel data={data} result={result} />
    </div>
  );
}

export function ClinicProfileErrorPanel() {
  const t = useText();
  return (
    <Panel title={t("clinic-dash.profile.title", "Edit clinic profile")}>
      <Notice
        tone="error"
        title={t("clinic-dash.profile.error.title", "This page could not be shown")}
      >
        {t("clinic-dash.profile.error.text", "Your account may not be linked to a clinic.")}{" "}
        <Link to="/dashboard/profile" className="underline">
          {t("clinic-dash.profile.error.back", "Back to your profile")}
        </Link>
      </Notice>
    </Panel>
  );
}
