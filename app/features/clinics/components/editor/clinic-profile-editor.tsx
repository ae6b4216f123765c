import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { useResultToast } from "~/components/forms/result-toast";
import { Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
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
  return (
    <div className="space-y-6">
      <Panel
        title="Edit clinic profile"
        description="What patients see on your public clinic page. Saved changes show there at once."
        actions={
          <Link to={`/clinic/${clinic.slug}`} className={buttonVariants({ variant: "outline" })}>
            <ExternalLink aria-hidden /> View public page
          </Link>
        }
      >
        <ReviewState clinic={clinic} />
        <nav aria-label="Profile sections" className="mt-4 flex flex-wrap gap-2 text-sm">
          {[
            ["details", "Details"],
            ["photos", "Photos"],
            ["cases", "Before & after"],
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
            Team
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
  return (
    <Panel title="Edit clinic profile">
      <Notice tone="error" title="This page could not be shown">
        Your account may not be linked to a clinic.{" "}
        <Link to="/dashboard/profile" className="underline">
          Back to your profile
        </Link>
      </Notice>
    </Panel>
  );
}
